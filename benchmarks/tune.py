"""Tune a game's heuristic weights by self-play with CMA-ES, and write the result as a weight set.

    pip install -e .[tune]      # cma, only for this script
    python benchmarks/tune.py [--game caylus] [--level medium] [--games 8] [--generations 4] [--popsize 6]
                              [--against baseline] [--start expert] [--terms a,b,...] [--relative]
                              [--seed 500] [--write tuned]
    python benchmarks/tune.py --try stone_mid=0,passed_early=0 --games 20   # one candidate only

A candidate is a weight set (the --start set with the --terms changed); its fitness is
how it does against the --against set over --games seeded 2-player games, seats
rotated: the share of games won plus a small part of the mean score margin. Every
candidate meets the same seeds, so candidates are compared on the same deals, and the
bots run without a time cap (the hard bot: --iterations), so a run gives the same result
on a busy machine. With --write, the best candidate so far is written into the game's
weight file (rules_data/bots/caylus.yaml, ...) as that set after each generation that improves
on it (the file is validated again after writing), so a run cut short leaves its best; the
file's default set is not changed. --relative steps each weight in proportion to its start
value (weights of different sizes, as Caleira's 0.4 and 4.0). Asserts nothing.
"""
from __future__ import annotations

import argparse
import json
import re
import sys
import time

from pydantic import BaseModel

from caylus_desktop.bots.greedy import Greedy
from caylus_desktop.bots.ismcts import Ismcts
from caylus_desktop.games import GAME_IDS, heuristics
from caylus_desktop.games.weights import load_weights_file, weights_path
from caylus_desktop.tools.tournament import play_match

# Caylus's terms tuned by default: the prices and the plan terms (turns and the like stay as set);
# the other games tune every weight by default
CAYLUS_TERMS = ("money_early", "cube_early", "batch_early", "owned_early", "income_per_turn", "favour",
                "most_batches_chance", "no_batch_risk", "stone_mid", "favour_buildings_early",
                "favour_prestige_late", "passed_early", "rival_beyond_provost", "worker_to_place", "placements_to_come",
                "production_owned_early", "castle_tempo", "own_use_per_turn")


def bot(level: str, w: BaseModel, iterations: int):
    if level == "medium":
        return Greedy(worlds=6, follow_ups=3, weights=w)
    return Ismcts(iterations=iterations, seconds=None, weights=w)


def match_up(game: str, candidate: BaseModel, against: BaseModel, level: str, games: int, seed: int,
             iterations: int) -> dict:
    """The candidate against the other set over ``games`` seeded games, seats rotated."""
    a, b = f"{level}@candidate", f"{level}@against"  # line-up names: the level, then who judges
    bots = {a: bot(level, candidate, iterations), b: bot(level, against, iterations)}
    wins = margin = 0.0
    scores = []
    for g in range(games):
        lineup = [a, b] if g % 2 == 0 else [b, a]
        m = play_match(game, lineup, seed + g // 2, {}, bots)  # each deal played from both seats
        res = m.result()
        mine = lineup.index(a)
        wins += (mine in res["winners"]) / len(res["winners"])
        margin += res["scores"][mine] - res["scores"][1 - mine]
        scores.append(res["scores"][mine])
    return {"win_rate": wins / games, "margin": margin / games, "mean_score": sum(scores) / games}


def fitness(result: dict) -> float:
    return result["win_rate"] + 0.01 * result["margin"]


def with_terms(start: BaseModel, terms: tuple, x) -> BaseModel:
    return type(start)(**{**start.model_dump(), **{t: max(0.0, float(v)) for t, v in zip(terms, x)}})


def write_set(game: str, name: str, w: BaseModel, note: str) -> None:
    """Put the set into the weight file (replacing one of that name), then load the file again."""
    path = weights_path(game)
    text = path.read_text(encoding="utf-8")
    block = f"  # {note}\n  {name}:\n" + "".join(f"    {k}: {round(v, 4)}\n" for k, v in w.model_dump().items())
    old = re.compile(rf"(  # [^\n]*\n)?  {re.escape(name)}:\n(    [^\n]*\n)+", re.M)
    text = old.sub(lambda _: block, text) if old.search(text) else text.rstrip("\n") + "\n" + block
    path.write_text(text, encoding="utf-8")
    load_weights_file(game, type(w))  # a RulesError here means the written file is wrong


def note(name: str, generation: int) -> str:
    return f"written by benchmarks/tune.py {' '.join(sys.argv[1:])} (best after generation {generation})"


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--game", choices=GAME_IDS, default="caylus")
    ap.add_argument("--level", choices=("medium", "hard"), default="medium")
    ap.add_argument("--iterations", type=int, default=200, help="the hard bot's iterations a decision")
    ap.add_argument("--games", type=int, default=8, help="games per candidate (even: each deal from both seats)")
    ap.add_argument("--generations", type=int, default=4)
    ap.add_argument("--popsize", type=int, default=6)
    ap.add_argument("--sigma", type=float, default=0.3)
    ap.add_argument("--relative", action="store_true", help="steps in proportion to each start weight")
    ap.add_argument("--against", default="baseline")
    ap.add_argument("--start", default=None, help="the set to start from (Caylus: expert; else the default)")
    ap.add_argument("--terms", default=None, help="the weights to tune (default: Caylus's list, else all)")
    ap.add_argument("--seed", type=int, default=500)
    ap.add_argument("--write", default=None, help="write the best candidate as this set")
    ap.add_argument("--try", dest="try_", default=None, help="term=value,...: play one candidate and stop")
    a = ap.parse_args()
    weights = heuristics(a.game).weights  # the game's set by name (None: its default)
    start, against = weights(a.start or ("expert" if a.game == "caylus" else None)), weights(a.against)
    if a.terms:
        terms = tuple(a.terms.split(","))
    else:
        terms = CAYLUS_TERMS if a.game == "caylus" else tuple(type(start).model_fields)
    if a.try_:
        changes = dict(kv.split("=") for kv in a.try_.split(","))
        cand = with_terms(start, tuple(changes), list(changes.values()))
        out = match_up(a.game, cand, against, a.level, a.games, a.seed, a.iterations)
        print(json.dumps({"try": changes, "start": a.start, "against": a.against, "games": a.games, **out}))
        return
    import cma  # the optional extra [tune]
    x0 = [getattr(start, t) for t in terms]
    options = {"popsize": a.popsize, "seed": a.seed, "bounds": [0, None], "maxiter": a.generations, "verbose": -9}
    if a.relative:
        options["CMA_stds"] = [max(abs(v), 0.05) for v in x0]  # sigma is then a share of each weight
    es = cma.CMAEvolutionStrategy(x0, a.sigma, options)
    best = (fitness(match_up(a.game, start, against, a.level, a.games, a.seed, a.iterations)), x0)
    print(json.dumps({"generation": 0, "start": a.start, "fitness": round(best[0], 3)}), flush=True)
    t = time.perf_counter()
    while not es.stop():
        xs = es.ask()
        fits = [fitness(match_up(a.game, with_terms(start, terms, x), against, a.level, a.games, a.seed,
                                 a.iterations)) for x in xs]
        es.tell(xs, [-f for f in fits])  # cma minimises
        i = max(range(len(fits)), key=fits.__getitem__)
        if fits[i] > best[0]:
            best = (fits[i], list(xs[i]))
            if a.write:  # written as it improves: a run cut short still leaves its best so far
                write_set(a.game, a.write, with_terms(start, terms, best[1]), note(a.write, es.countiter))
        print(json.dumps({"generation": es.countiter, "best_fitness": round(best[0], 3),
                          "this_generation": [round(f, 3) for f in fits],
                          "wall_seconds": round(time.perf_counter() - t)}), flush=True)
    tuned = with_terms(start, terms, best[1])
    print(json.dumps({"best": {t: round(getattr(tuned, t), 4) for t in terms}, "fitness": round(best[0], 3)}))


if __name__ == "__main__":
    main()

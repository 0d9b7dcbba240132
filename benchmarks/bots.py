"""Bot strength and think time: the quality bar of docs/bots.md.

    python benchmarks/bots.py [--game GAME] [--games 100] [--seconds 2.0] [--iterations N]
                              [--skip-multi | --only-multi | --lineup hard,medium] [--multi-games N]
    python benchmarks/bots.py --think hard --game GAME [--players 2] [--games 1] [--every 3]
    python benchmarks/bots.py --ratings [--game GAME] [--counts 2,3,4] [--games 4] [--budget 1.0]
                              [--adjacent] [--cores 1] [--seconds 0] [--write]

For each game: at 2 players medium vs random and hard vs medium (seats rotated),
then hard vs medium vs random at 3 and 4 players. Prints one JSON line per
line-up, and a running one ("partial": true) every --chunk games; asserts nothing.

--think LEVEL times that level instead, at every --every-th decision with more than one
option of seeded games the medium bot plays at every seat (the positions of real play):
p50, p95 and max of the wall time and of the thread's CPU time per decision, in ms, and
``cpu_over_2s``: how many decisions (and what fraction) took more than 2 s of CPU, the hard
bot's budget. The CPU time is what the decision would take alone on an idle core, so on a busy
machine it is the figure to read with --seconds 0 (the hard bot then runs all its iterations:
--iterations, else its level's budget, e.g. the game's declared one for ``hard``).

--ratings plays a seeded round robin of random, easy, medium, hard and expert: every set of
``players`` distinct levels (every pair at 2 players), --games games each (seats rotated, game g
on seed SEED + g), and fits Bradley-Terry ratings in Elo points with 95% bootstrap intervals
(bots/ratings.py), random at 0. ``--adjacent``: only the line-ups of levels next to each other
(at 2 players random-easy, easy-medium, medium-hard, hard-expert), a chain the fit still ranks,
without the costly expert's games against the weak levels. ``--budget F``: the hard and expert bots
search F times their declared budgets (the expert keeps its multiple of the hard bot's), with no
time cap unless --seconds is given, so the results depend on the seed and F only (and not on
--cores: bots/parallel.py). ``--write`` records the ratings, the design played and each level's
games against the level below in rules_data/bots/ratings.yaml, which the menu's level descriptions
read. Each line-up done is told on stderr.
"""
from __future__ import annotations

import argparse
import json
import sys
import time

from caylus_desktop.bots import SEARCH_LEVELS, make_bot, ratings
from caylus_desktop.bots.parallel import Stop, Workers
from caylus_desktop.bots.config import declared_search
from caylus_desktop.engine import collector, new_game
from caylus_desktop.engine.observe import SeatView
from caylus_desktop.engine.rules import rules_for
from caylus_desktop.games import GAME_IDS
from caylus_desktop.tools.tournament import Tally, bot_rng, play_match, play_series


def spread(ms: list[float]) -> dict:
    xs = sorted(ms)
    if not xs:
        return {}
    return {name: round(xs[min(len(xs) - 1, int(q * len(xs)))], 1) for name, q in (("p50", 0.5), ("p95", 0.95),
                                                                                    ("max", 1.0))}


OVER_MS = 2000.0  # the hard bot's time cap per decision (bots.make_bot)


def think_sample(game: str, players: int, level: str, games: int, seed: int, every: int,
                 seconds: float | None, iterations: int | None, cores: int = 1) -> dict:
    """``level``'s think time at a sample of the decisions of seeded medium-vs-medium games
    (``cores``: the expert's worker processes, started before the first timed decision; their CPU
    is not in ``cpu_ms``, which is this thread's)."""
    bot = make_bot(level, seconds=seconds, iterations=iterations)
    workers = Workers(cores)
    if cores > 1:
        workers.start(game)  # as a game starts them once: not in the first decision's time
    try:
        return _think_sample(bot, game, players, level, games, seed, every, seconds, iterations, workers)
    finally:
        workers.close()


def _think_sample(bot, game: str, players: int, level: str, games: int, seed: int, every: int,
                  seconds: float | None, iterations: int | None, workers: Workers) -> dict:
    medium = make_bot("medium")
    wall: list[float] = []
    cpu: list[float] = []
    ran: list[int] = []  # the hard bot's iterations at each decision (its budget, with --seconds 0)
    for g in range(games):
        m = new_game(game, players, seed + g)
        step = 0
        while m.decision is not None:
            d = m.decision
            view = SeatView(m, d.seat)
            rng = bot_rng(seed + g, step, d.seat)
            if len(d.options) > 1 and step % every == 0:
                t, c = time.perf_counter(), time.thread_time()
                bot.choose(view, d, bot_rng(seed + g, step, d.seat), Stop(workers))
                wall.append((time.perf_counter() - t) * 1000)
                cpu.append((time.thread_time() - c) * 1000)
                if hasattr(bot, "last_iterations"):
                    ran.append(bot.last_iterations)
            m.apply(medium.choose(view, d, rng))
            step += 1
    return {"game": game, "players": players, "level": level, "games": games, "decisions": len(wall),
            "seconds": seconds, "iterations": iterations, "cores": workers.cores,
            **({"iterations_run": [min(ran), max(ran)]} if ran else {}),
            "wall_ms": spread(wall), "cpu_ms": spread(cpu),
            "cpu_over_2s": {"count": sum(c > OVER_MS for c in cpu),
                            "fraction": round(sum(c > OVER_MS for c in cpu) / max(len(cpu), 1), 3)}}


def rated_level(level: str, game: str, players: int, budget: float) -> str:
    """The bot name a level plays the round robin as: the search levels at ``budget`` times their budget."""
    if level not in SEARCH_LEVELS or budget == 1.0:
        return level
    return f"{level}+it{max(1, round(declared_search(game, level).budget(players) * budget))}"


def round_robin(game: str, players: int, games: int, seed: int, budget: float, seconds: float | None,
                cores: int, design: str = ratings.ROUND_ROBIN) -> dict:
    """The line-ups of ``design`` (ratings.lineups: every set of ``players`` distinct levels, or only
    levels next to each other), ``games`` games each: ratings and head-to-heads."""
    start = time.perf_counter()
    played: list[tuple[list[str], list[int]]] = []
    beats: dict[str, dict[str, list[float]]] = {}
    names = {lvl: rated_level(lvl, game, players, budget) for lvl in ratings.ORDER}
    bots = {lvl: make_bot(names[lvl], seconds=seconds) for lvl in ratings.ORDER}
    workers = Workers(cores)
    try:
        for lineup in ratings.lineups(players, design):
            for g in range(games):
                seats = [lineup[(i + g) % players] for i in range(players)]
                m = play_match(game, seats, seed + g, {}, bots, None, workers)
                played.append((seats, list(m.result()["winners"])))
            if players == 2:  # a level against the one below it: the menu's words
                wins = ratings.pairwise(played[-games:])
                strong, weak = lineup[1], lineup[0]
                if ratings.below(strong) == weak:
                    beats.setdefault(strong, {})[weak] = [wins.get((strong, weak), 0.0), games]
            # a long run says where it is (stderr: stdout is the JSON lines)
            print(f"{game} {players}p {'-'.join(lineup)}: {games} games done, "
                  f"{time.perf_counter() - start:.0f} s in", file=sys.stderr, flush=True)
    finally:
        workers.close()
    fitted = ratings.fit(ratings.pairwise(played))
    spread_ = ratings.bootstrap(played)
    return {"game": game, "players": players, "design": design, "games_per_lineup": games, "seed": seed,
            "budget": budget,
            "iterations": None if budget == 1.0 else {lvl: names[lvl] for lvl in ("hard", "expert")},
            "levels": {lvl: [round(fitted[lvl]), round(spread_[lvl][0]), round(spread_[lvl][1])] for lvl in fitted},
            "beats": beats}


def write_ratings(results: list[dict], command: str) -> None:
    """Record the round robins in the ratings file (entries of the games and counts played replaced)."""
    path = ratings.ratings_path()
    kept = ratings.load()
    for r in results:
        entry = {"command": command, "design": r["design"], "games_per_lineup": r["games_per_lineup"],
                 "seed": r["seed"], "wall_seconds": r.get("wall_seconds"),
                 "iterations": r["iterations"], "levels": r["levels"]}
        if r["beats"]:
            entry["beats"] = r["beats"]
        kept.setdefault(r["game"], {})[r["players"]] = entry
    lines = ["# Bot ratings: Bradley-Terry in Elo points (random at 0) with 95% bootstrap intervals, [rating, low,",
             "# high], from seeded games between the levels (benchmarks/bots.py --ratings --write; `command`: the",
             "# run that wrote an entry, `wall_seconds` its time). `design`: the line-ups played, every set of",
             "# distinct levels (round robin) or only levels next to each other (adjacent). `beats`: a level's",
             "# games won against the level below at 2 players [wins (a shared first place counts half), games].",
             "# `iterations`: the hard and expert bots' budgets when reduced (null: their declared ones). The",
             "# menu's level descriptions read it.",
             "ratings:"]
    for game in sorted(kept):
        lines.append(f"  {game}:")
        for players in sorted(kept[game]):
            e = kept[game][players]
            lines.append(f"    {players}:")
            e.setdefault("design", ratings.ROUND_ROBIN)  # the entries written before designs were named
            for key in ("command", "design", "games_per_lineup", "seed", "wall_seconds", "iterations", "levels", "beats"):
                if e.get(key) is not None or key == "iterations":
                    lines.append(f"      {key}: " + json.dumps(e[key]))
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")


def print_ratings(r: dict) -> None:
    print(f"{r['game']} {r['players']}p, {r['design']}, {r['games_per_lineup']} games a line-up, seed {r['seed']}, "
          f"budget x{r['budget']}" + (f" ({', '.join(r['iterations'].values())})" if r["iterations"] else ""))
    for lvl, (rating, lo, hi) in sorted(r["levels"].items(), key=lambda x: -x[1][0]):
        print(f"  {lvl:<7} {rating:>6}  [{lo}, {hi}]")
    for strong, by in r["beats"].items():
        for weak, (wins, games) in by.items():
            lo, hi = ratings.share_interval(wins, games)
            print(f"  {strong} v {weak}: {wins:g} of {games} ({wins / games:.0%}; 95% interval {lo:.0%}-{hi:.0%})")


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--game", choices=GAME_IDS, default=None)
    ap.add_argument("--games", type=int, default=100)
    ap.add_argument("--seconds", type=float, default=2.0)
    ap.add_argument("--iterations", type=int, default=None)
    ap.add_argument("--seed", type=int, default=1000)
    ap.add_argument("--lineup", default=None,
                    help="only this line-up, levels by seat, e.g. hard,medium (players = its length)")
    ap.add_argument("--chunk", type=int, default=10,
                    help="print the running totals every N games (a long run gives figures as it goes)")
    ap.add_argument("--skip-multi", action="store_true", help="only the 2-player match-ups")
    ap.add_argument("--only-multi", action="store_true", help="only the 3- and 4-player line-ups")
    ap.add_argument("--multi-games", type=int, default=None,
                    help="games for the 3- and 4-player line-ups (default: --games)")
    ap.add_argument("--think", default=None, help="time this level at a sample of decisions (see above)")
    ap.add_argument("--players", type=int, default=2, help="with --think")
    ap.add_argument("--counts", dest="players_list", default=None,
                    help="with --ratings: player counts, e.g. 2,3,4 (default 2)")
    ap.add_argument("--every", type=int, default=1, help="with --think: time every N-th decision")
    ap.add_argument("--ratings", action="store_true", help="a round robin of the levels and their ratings (see above)")
    ap.add_argument("--budget", type=float, default=1.0, help="with --ratings: share of the search levels' budgets")
    ap.add_argument("--cores", type=int, default=1, help="worker processes for the expert's shards")
    ap.add_argument("--adjacent", action="store_true",
                    help="with --ratings: only line-ups of levels next to each other (a chain), not every set")
    ap.add_argument("--write", action="store_true", help="with --ratings: record them in rules_data/bots/ratings.yaml")
    a = ap.parse_args()
    collector.tune()  # the cycle collector as the app runs it (cli.py): think times are the app's
    if a.ratings:
        counts = [int(x) for x in (a.players_list or "2").split(",")]
        results = []
        for game in [a.game] if a.game else GAME_IDS:
            defs = rules_for(game)
            for n in counts:
                if defs.players.min <= n <= defs.players.max:
                    t = time.perf_counter()
                    r = round_robin(game, n, a.games, a.seed, a.budget, a.seconds or None, a.cores,
                                    ratings.ADJACENT if a.adjacent else ratings.ROUND_ROBIN)
                    r["wall_seconds"] = round(time.perf_counter() - t, 1)
                    print(json.dumps(r), flush=True)
                    print_ratings(r)
                    results.append(r)
        if a.write:
            write_ratings(results, "python benchmarks/bots.py " + " ".join(sys.argv[1:]))
        return
    if a.think:
        for game in [a.game] if a.game else GAME_IDS:
            print(json.dumps(think_sample(game, a.players, a.think, a.games, a.seed, a.every,
                                          a.seconds or None, a.iterations, a.cores)), flush=True)
        return
    for game in [a.game] if a.game else GAME_IDS:
        defs = rules_for(game)
        lineups = [] if a.only_multi else [(2, ["medium", "random"]), (2, ["hard", "medium"])]
        if not a.skip_multi:
            lineups += [(n, ["hard", "medium", "random", "random", "random"][:n])
                        for n in (3, 4) if defs.players.min <= n <= defs.players.max]
        if a.lineup:
            levels = a.lineup.split(",")
            lineups = [(len(levels), levels)]
        for players, levels in lineups:
            t = time.perf_counter()
            games = a.games if players == 2 else (a.multi_games or a.games)
            total = Tally(levels)
            for first in range(0, games, a.chunk):
                total.add(play_series(game, players, levels, first, min(a.chunk, games - first), a.seed,
                                      seconds=a.seconds or None, iterations=a.iterations, cores=a.cores))
                out = total.summary(game, players, levels)
                out["wall_seconds"] = round(time.perf_counter() - t, 1)
                if total.games < games:
                    out["partial"] = True
                print(json.dumps(out), flush=True)


if __name__ == "__main__":
    main()

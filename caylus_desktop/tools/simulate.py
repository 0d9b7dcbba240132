"""Play many random games and report throughput, scores and errors.

With ``check_invariants``, every action is followed by the checks of
:mod:`caylus_desktop.tools.checks` (the game's invariants, score = breakdown, no hidden
information in anything a seat reads: observation, decision texts, why-not texts,
error messages, log lines); ``violations`` counts the actions after
which one failed, and the first few are described on ``err`` with seed and action.

``capped`` counts the games stopped by a safety cap rather than by the rules'
own end (such games say little about balance), ``mean_rounds`` is over the games
whose result counts rounds (Caylus, Magna Carta, Castrum; None for Caleira, which
has turns but no rounds).
"""
from __future__ import annotations

import sys
import time
import traceback
from typing import Callable

from caylus_desktop.bots import random_bot
from caylus_desktop.tools.checks import all_problems
from caylus_desktop.engine import new_game
from caylus_desktop.engine.rng import Rng


def simulate(game: str, players: int, games: int, seed: int, options: dict,
             check_invariants: bool = False, progress: Callable[[int], None] | None = None,
             err=None) -> dict:
    err = err or sys.stderr  # looked up at call time, so redirected stderr is honoured
    errors = decisions = violations = 0
    scores = [0] * players
    wins = [0] * players
    finished = capped = 0
    rounds: list[int] = []
    start = time.perf_counter()
    for i in range(games):
        match_seed = seed + i
        try:
            m = new_game(game, players, match_seed, options)
            rng = Rng(match_seed ^ 0x5EED)
            n = 0
            while m.decision is not None:
                before = m.copy() if check_invariants else None
                action = random_bot.choose(None, m.decision, rng)
                m.apply(action)
                n += 1
                if check_invariants:
                    broken = all_problems(m, n, before=before, action=action)
                    if broken:
                        violations += 1
                        if violations <= 5:
                            print(f"seed {match_seed}, action {n}: {'; '.join(broken)}", file=err)
            decisions += n
            res = m.result()
            for s in range(players):
                scores[s] += res["scores"][s]
            for w in res["winners"]:
                wins[w] += 1
            capped += bool(res.get("capped"))
            if "rounds" in res:
                rounds.append(res["rounds"])
            finished += 1
        except Exception:  # a simulation reports every failure and goes on
            errors += 1
            print(f"error in game with seed {match_seed}:", file=err)
            traceback.print_exc(file=err)
        if progress:
            progress(i + 1)
    seconds = time.perf_counter() - start
    out = {
        "game": game, "players": players, "games": games, "errors": errors, "decisions": decisions,
        "seconds": round(seconds, 4),
        "games_per_second": round(games / seconds, 2) if seconds > 0 else None,
        "mean_scores": [round(s / finished, 3) if finished else None for s in scores],
        "wins": wins,
        "capped": capped,
        "mean_rounds": round(sum(rounds) / len(rounds), 2) if rounds else None,
    }
    if check_invariants:
        out["violations"] = violations
    return out

"""What a whole game's review costs: the review of one seat of a seeded medium-against-medium game.

    python benchmarks/review.py --game GAME [--players 2] [--seed 3000] [--seat 2] [--iterations K]

Plays the game with the medium bot at every seat (each decision's generator as in a tournament), then
reviews the seat as "Review my game" does (tools/review.py: the review's level from levels.yaml
``uses: review``, its declared budget unless --iterations). Prints one JSON line: the decisions
reviewed, CPU and wall seconds in all and a decision, the clear mistakes and the points lost, and the
load average (the wall time depends on it; the CPU time is what an idle core would take). Asserts
nothing.
"""
from __future__ import annotations

import argparse
import json
import os
import time

from caylus_desktop.bots import make_bot
from caylus_desktop.engine import new_game
from caylus_desktop.engine.observe import SeatView
from caylus_desktop.games import GAME_IDS
from caylus_desktop.tools.review import clear_mistakes, review
from caylus_desktop.tools.tournament import bot_rng


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--game", choices=GAME_IDS, required=True)
    ap.add_argument("--players", type=int, default=2)
    ap.add_argument("--seed", type=int, default=3000)
    ap.add_argument("--seat", type=int, default=2, help="the seat reviewed (1: the first player)")
    ap.add_argument("--iterations", type=int, default=None, help="a decision's budget (default: the review's)")
    a = ap.parse_args()
    m = new_game(a.game, a.players, a.seed)
    medium = make_bot("medium")
    while m.decision is not None:
        d = m.decision
        m.apply(medium.choose(SeatView(m, d.seat), d, bot_rng(a.seed, m.moves, d.seat)))
    wall, cpu = time.perf_counter(), time.process_time()
    out = review(m, a.seat - 1, a.iterations)
    wall, cpu = time.perf_counter() - wall, time.process_time() - cpu
    n = max(1, len(out["decisions"]))
    print(json.dumps({"game": a.game, "players": a.players, "seed": a.seed, "seat": a.seat,
                      "iterations": a.iterations, "decisions": len(out["decisions"]),
                      "cpu_s": round(cpu, 1), "wall_s": round(wall, 1), "cpu_ms_a_decision": round(1000 * cpu / n),
                      "clear_mistakes": len(clear_mistakes(out)), "total_loss": out["total_loss"],
                      "load": round(os.getloadavg()[0], 1)}))


if __name__ == "__main__":
    main()

"""The moves medium and hard choose on seeded positions, to compare bots before and after a change.

    PYTHONPATH=. python benchmarks/bot_moves.py [--iterations 300] [--game GAME] > before.txt
    ... change ...
    PYTHONPATH=. python benchmarks/bot_moves.py [--iterations 300] [--game GAME] | diff before.txt -

    PYTHONPATH=. python benchmarks/bot_moves.py --levels hard+plain,hard --game caylus
    PYTHONPATH=. python benchmarks/bot_moves.py --levels hard --iterations 0 --game caylus --players 2,3,4,5 --seed 40

For every game at 2 and 3 players (``--players``): 10 positions spread over a seeded random game
(the positions of benchmarks/search.py, its seed ``--seed`` plus the players), each bot with its own seeded generator
and an iteration budget (no time cap), one line per choice. ``--levels`` names other
levels than medium and hard (bots.make_bot, e.g. ``hard+plain``); with two, a last line on
stderr counts the positions where they chose alike. Asserts nothing.
"""
from __future__ import annotations

import argparse
import sys

from caylus_desktop.bots import make_bot
from caylus_desktop.engine.observe import SeatView
from caylus_desktop.engine.rng import Rng
from caylus_desktop.games import GAME_IDS

from search import positions


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--iterations", type=int, default=300, help="0: each level's own budget")
    ap.add_argument("--game", choices=GAME_IDS, default=None)
    ap.add_argument("--levels", default="medium,hard", help="the levels to ask, comma-separated")
    ap.add_argument("--players", default="2,3", help="the player counts, comma-separated")
    ap.add_argument("--seed", type=int, default=5, help="the positions' game is seeded with this plus the players")
    a = ap.parse_args()
    levels = a.levels.split(",")
    alike = positions_asked = 0
    for game in [a.game] if a.game else GAME_IDS:
        for players in map(int, a.players.split(",")):
            for i, m in enumerate(positions(game, players, 10, a.seed + players)):
                d = m.decision
                chosen = set()
                for level in levels:
                    bot = make_bot(level, seconds=None, iterations=a.iterations)
                    action = bot.choose(SeatView(m, d.seat), d, Rng(99 + i))
                    chosen.add(action.key)
                    print(game, players, i, level, action.key, flush=True)
                positions_asked += 1
                alike += len(chosen) == 1
    if len(levels) == 2:
        print(f"{levels[0]} and {levels[1]} chose alike at {alike} of {positions_asked} positions", file=sys.stderr)


if __name__ == "__main__":
    main()

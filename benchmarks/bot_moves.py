"""The moves medium and hard choose on seeded positions, to compare bots before and after a change.

    PYTHONPATH=. python benchmarks/bot_moves.py [--iterations 300] [--game GAME] > before.txt
    ... change ...
    PYTHONPATH=. python benchmarks/bot_moves.py [--iterations 300] [--game GAME] | diff before.txt -

For every game at 2 and 3 players: 10 positions spread over a seeded random game
(the positions of benchmarks/search.py), each bot with its own seeded generator
and an iteration budget (no time cap), one line per choice. Asserts nothing.
"""
from __future__ import annotations

import argparse

from caylus_desktop.bots import make_bot
from caylus_desktop.engine.observe import SeatView
from caylus_desktop.engine.rng import Rng
from caylus_desktop.games import GAME_IDS

from search import positions


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--iterations", type=int, default=300)
    ap.add_argument("--game", choices=GAME_IDS, default=None)
    a = ap.parse_args()
    for game in [a.game] if a.game else GAME_IDS:
        for players in (2, 3):
            for i, m in enumerate(positions(game, players, 10, 5 + players)):
                d = m.decision
                for level in ("medium", "hard"):
                    bot = make_bot(level, seconds=None, iterations=a.iterations)
                    action = bot.choose(SeatView(m, d.seat), d, Rng(99 + i))
                    print(game, players, i, level, action.key, flush=True)


if __name__ == "__main__":
    main()

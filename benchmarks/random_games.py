"""Play seeded random games and nothing else: a fixed workload for profilers and instruction counts.

    PYTHONPATH=. python benchmarks/random_games.py GAME PLAYERS GAMES

Load-independent engine cost (valgrind counts the instructions executed):

    PYTHONHASHSEED=0 PYTHONPATH=. valgrind --tool=cachegrind --cache-sim=no --cachegrind-out-file=/dev/null \\
        python benchmarks/random_games.py caylus 2 12      # and again with 2 games
    instructions per game = (I refs with 12 games - I refs with 2 games) / 10

(2 games first, so loading the rules and warming the caches are left out; a fixed hash seed,
as string hashing otherwise moves the count by about 1%.) Sampling profile:
``py-spy record -f raw -o out.txt -- python benchmarks/random_games.py caylus 3 800``.
"""
from __future__ import annotations

import sys

from caylus_desktop.bots import random_bot
from caylus_desktop.engine import new_game
from caylus_desktop.engine.rng import Rng


def main() -> None:
    game, players, games = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
    for seed in range(games):
        m = new_game(game, players, seed)
        rng = Rng(seed)
        while m.decision is not None:
            m.apply(random_bot.choose(None, m.decision, rng))


if __name__ == "__main__":
    main()

"""Play seeded random games and nothing else: a fixed workload for profilers and instruction counts.

    PYTHONPATH=. python benchmarks/random_games.py GAME PLAYERS GAMES

Load-independent engine cost (valgrind counts the instructions executed):

    PYTHONHASHSEED=0 PYTHONPATH=. valgrind --tool=cachegrind --cache-sim=no --cachegrind-out-file=/dev/null \\
        python benchmarks/random_games.py caylus 2 12      # and again with 2 games
    instructions per game = (I refs with 12 games - I refs with 2 games) / 10

(2 games first, so loading the rules and warming the caches are left out; a fixed hash seed,
as string hashing otherwise moves the count by about 1%.) CPU time instead, interleaved with
another tree's run of the same command to compare two trees on a busy machine:

    PYTHONHASHSEED=0 PYTHONPATH=. python benchmarks/random_games.py caylus 2 150 --cpu
    # games 2-151 after 2 unmeasured ones: prints their games per CPU-second

Sampling profile:
``py-spy record -f raw -o out.txt -- python benchmarks/random_games.py caylus 3 800``.
"""
from __future__ import annotations

import sys
import time

from caylus_desktop.bots import random_bot
from caylus_desktop.engine import new_game
from caylus_desktop.engine.rng import Rng


def play(game: str, players: int, seeds: range) -> None:
    for seed in seeds:
        m = new_game(game, players, seed)
        rng = Rng(seed)
        while m.decision is not None:
            m.apply(random_bot.choose(None, m.decision, rng))


def main() -> None:
    game, players, games = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
    if "--cpu" not in sys.argv[4:]:
        play(game, players, range(games))
        return
    play(game, players, range(2))
    start = time.process_time()
    play(game, players, range(2, 2 + games))
    print(f"{games / (time.process_time() - start):.0f}")


if __name__ == "__main__":
    main()

"""Engine throughput: random games/s and decisions/s per game and player count.

    python benchmarks/engine.py [--games N] [--game GAME]

Prints a table; asserts nothing. CPU time (time.process_time), so other jobs on the
machine do not skew the figures. Record figures in docs/benchmarks.md.
"""
from __future__ import annotations

import argparse
import platform
import time

from caylus_desktop.bots import random_bot
from caylus_desktop.engine import new_game
from caylus_desktop.engine.rng import Rng
from caylus_desktop.games import GAME_IDS, spec
from caylus_desktop.engine.rules import rules_for


def bench(game: str, players: int, games: int, options: dict) -> tuple[float, float, float, float]:
    decisions = 0
    copies = 0
    start = time.process_time()
    for seed in range(games):
        m = new_game(game, players, seed, options)
        rng = Rng(seed)
        while m.decision is not None:
            m.apply(random_bot.choose(None, m.decision, rng))
            decisions += 1
    seconds = time.process_time() - start
    # copy cost, as bots pay it: copy a mid-game match many times
    m = new_game(game, players, 1, options)
    rng = Rng(1)
    for _ in range(10):
        if m.decision is not None:
            m.apply(random_bot.choose(None, m.decision, rng))
    t = time.process_time()
    while time.process_time() - t < 0.5:
        m.copy()
        copies += 1
    copy_rate = copies / (time.process_time() - t)
    # a seat's typed observation, as a bot's SeatView and the window's table build it
    views = 0
    t = time.process_time()
    while time.process_time() - t < 0.5:
        m.observation(views % players)
        views += 1
    return games / seconds, decisions / seconds, copy_rate, views / (time.process_time() - t)


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--games", type=int, default=2000)
    ap.add_argument("--game", choices=GAME_IDS, default=None)
    a = ap.parse_args()
    print(f"python {platform.python_version()} on {platform.machine()}, {a.games} random games per row, per CPU-second")
    print(f"{'game':<12} {'players':>7} {'options':<14} {'games/s':>9} {'decisions/s':>12} {'copies/s':>10} "
          f"{'views/s':>9}")
    for game in [a.game] if a.game else GAME_IDS:
        defs = rules_for(game)
        spec(game)
        for players in range(defs.players.min, defs.players.max + 1):
            variants = [{}]
            if game == "caleira":
                variants.append({"moat": True})
            if game == "magna-carta":
                variants.append({"intro": True})
            for options in variants:
                gps, dps, cps, vps = bench(game, players, a.games, options)
                label = ",".join(f"{k}={v}" for k, v in options.items()) or "-"
                print(f"{game:<12} {players:>7} {label:<14} {gps:>9.0f} {dps:>12.0f} {cps:>10.0f} {vps:>9.0f}")



if __name__ == "__main__":
    main()

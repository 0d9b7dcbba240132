"""How long each bot level thinks per decision in the games with hidden cards, against its pace floor.

    PYTHONPATH=. python benchmarks/bot_pacing.py [--players 4] [--seeds 2] [--hard 6]

The window shows every decision of a bot after ``ui.botplayer.pace`` (at least the
level's THINK_FLOOR), so that how long it took tells nothing of its hand. That only
holds while the search ends before the floor: this prints, per level and game, the
think time of decisions met in seeded random play (p50, p95, max, and how many
overran the shortest pace, the level's floor or the fastest pace setting), out-of-turn ones (a Castrum defence, a Caleira Marketplace give)
separately. Prints a table; asserts nothing. Think times grow with the machine's load.
"""
from __future__ import annotations

import argparse
import time

from caylus_desktop.bots import make_bot, random_bot
from caylus_desktop.engine import new_game
from caylus_desktop.engine.observe import SeatView
from caylus_desktop.engine.rng import Rng
from caylus_desktop.ui.botplayer import pace

FASTEST = 0.15  # the "fast" pace setting: the shortest a bot's move is ever shown after

GAMES = ("caleira", "castrum", "magna-carta")


def think_times(level: str, game: str, players: int, seeds: int, limit: int) -> tuple[list[float], list[float]]:
    """Seconds per decision (in turn, out of turn), at most ``limit`` decisions in all."""
    bot = make_bot(level)
    own: list[float] = []
    other: list[float] = []
    for seed in range(seeds):
        m = new_game(game, players, seed)
        rng = Rng(seed)
        while m.decision is not None and len(own) + len(other) < limit:
            d = m.decision
            active = m.observation(d.seat).active_seat
            t = time.perf_counter()
            bot.choose(SeatView(m, d.seat), d, Rng(seed), None)
            (own if active == d.seat else other).append(time.perf_counter() - t)
            m.apply(random_bot.choose(None, d, rng))
    return own, other


def row(times: list[float], floor: float) -> str:
    if not times:
        return f"{'-':>6} {'-':>6} {'-':>6} {'-':>8}"
    t = sorted(times)
    over = sum(1 for x in t if x > floor)
    return f"{t[len(t) // 2]:6.3f} {t[int(len(t) * 0.95)]:6.3f} {t[-1]:6.3f} {over:>4}/{len(t):<4}"


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--players", type=int, default=4)
    ap.add_argument("--seeds", type=int, default=2)
    ap.add_argument("--decisions", type=int, default=300, help="per game for random, easy and medium")
    ap.add_argument("--hard", type=int, default=6,
                    help="decisions per game for hard and expert (each takes up to 2 s, expert 5 s, in this thread)")
    a = ap.parse_args()
    print(f"{'level':<7} {'game':<12} {'pace':>5} | in turn: p50    p95    max  overran | out of turn: p50 p95 max overran")
    for level in ("random", "easy", "medium", "hard", "expert"):
        for game in GAMES:
            limit = a.hard if level in ("hard", "expert") else a.decisions
            own, other = think_times(level, game, a.players, a.seeds, limit)
            floor = pace(level, FASTEST, True)  # what a search must stay under
            print(f"{level:<7} {game:<12} {floor:5.2f} | {row(own, floor)} | {row(other, floor)}", flush=True)


if __name__ == "__main__":
    main()

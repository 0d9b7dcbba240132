"""How root-parallel shards compare with one tree: agreement with a much larger search.

    PYTHONPATH=. python benchmarks/shards.py [--game caleira] [--positions 30] [--unit 60] [--reference 32]

Positions with at least three options are met in seeded random 2-player games; at each, the game's
hard search (its declared settings) runs with --reference x --unit iterations as the reference,
and each candidate (one tree of 1, 2 and 4 units; 2 and 4 shards of 1 and 2 units, bots/parallel.py)
with its own seed. Prints how many of the candidates' moves are the reference's: a proxy for
strength (a bigger search is not always right), cheap enough to run where whole games are not.
Deterministic (budgets, no time cap); asserts nothing.
"""
from __future__ import annotations

import argparse

from caylus_desktop.bots import random_bot
from caylus_desktop.bots.ismcts import Ismcts
from caylus_desktop.engine import new_game
from caylus_desktop.engine.observe import SeatView
from caylus_desktop.engine.rng import Rng
from caylus_desktop.games import GAME_IDS

# name -> (units of the budget, shards)
CANDIDATES = {"one tree, 1x": (1, 1), "one tree, 2x": (2, 1), "one tree, 4x": (4, 1),
              "2 shards of 1x": (2, 2), "4 shards of 1x": (4, 4), "2 shards of 2x": (4, 2), "4 shards of 2x": (8, 4)}


def agreement(game: str, positions: int, unit: int, reference: int) -> tuple[int, dict[str, int]]:
    ref = Ismcts(iterations=unit * reference, seconds=None)
    bots = {name: Ismcts(iterations=unit * units, seconds=None, shards=shards)
            for name, (units, shards) in CANDIDATES.items()}
    agreed = {name: 0 for name in bots}
    total = 0
    for seed in range(positions):
        m = new_game(game, 2, 100 + seed)
        rng = Rng(seed)
        for _ in range(10 + 7 * seed % 40):  # somewhere in the game
            if m.decision is None:
                break
            m.apply(random_bot.choose(None, m.decision, rng))
        while m.decision is not None and len(m.decision.options) < 3:
            m.apply(random_bot.choose(None, m.decision, rng))
        if m.decision is None:
            continue
        d = m.decision
        view = SeatView(m, d.seat)
        best = ref.choose(view, d, Rng(1)).key
        total += 1
        for name, bot in bots.items():
            agreed[name] += bot.choose(view, d, Rng(2)).key == best
    return total, agreed


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--game", choices=GAME_IDS, default=None)
    ap.add_argument("--positions", type=int, default=30)
    ap.add_argument("--unit", type=int, default=60, help="iterations of the smallest search")
    ap.add_argument("--reference", type=int, default=32, help="the reference search, in units")
    a = ap.parse_args()
    for game in [a.game] if a.game else GAME_IDS:
        total, agreed = agreement(game, a.positions, a.unit, a.reference)
        print(f"{game}: {total} positions, moves agreeing with one tree of {a.reference}x{a.unit}: "
              + "; ".join(f"{name} {n}" for name, n in agreed.items()), flush=True)


if __name__ == "__main__":
    main()

"""Reorder: look at some items and put them back in any order, one decision per position.

The items still to place are the ``pool``, those placed so far the ``order`` (first
position first); both are tuples, kept in the frame between decisions. A decision
names a kind (identical items are one option); the pool's first item of that kind
takes the next position. Once the rest can only go one way (one item, or all
alike) no more decision is asked. Caleira's Wizard Tower reorders the top of the
deck, whose last item is its top card (as in ``cards``).
"""
from __future__ import annotations

from typing import Any, Sequence

from caylus_desktop.engine.ops.choice import first_of_kind


def top(pile: list, k: int) -> tuple:
    """The top ``k`` items of ``pile`` (fewer if fewer remain), top first."""
    return tuple(reversed(pile[len(pile) - min(k, len(pile)):]))


def settled(pool: Sequence, kind_of: Sequence | dict) -> bool:
    """Nothing left to decide: at most one item, or all of one kind."""
    return len(pool) <= 1 or len({kind_of[u] for u in pool}) == 1


def place(pool: tuple, order: tuple, kind: Any, kind_of: Sequence | dict) -> tuple[tuple, tuple]:
    """(pool, order) after the next position gets the pool's first item of ``kind``."""
    item = first_of_kind(pool, kind_of, kind)
    rest = list(pool)
    rest.remove(item)
    return tuple(rest), order + (item,)


def put_back(pile: list, top_first: Sequence) -> None:
    """Lay the items taken with ``top`` back on ``pile``, ``top_first[0]`` on top."""
    k = len(top_first)
    pile[len(pile) - k:] = list(reversed(top_first))

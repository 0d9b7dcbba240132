"""Reveal and peek: who knows which hidden item.

A game with hidden items (cards in a hand, face-down pieces, the top of a pile)
keeps, for each seat, the set of items that seat can identify. A reveal turns an
item face up: every seat learns it. A peek (looking at a face-down piece, drawing,
being handed a card) teaches one seat. Both go through ``State.learnt``, so an
action that taught its own decider something can no longer be undone.
"""
from __future__ import annotations

from typing import Any, Sequence

from caylus_desktop.engine.state import State


def learn(state: State, known: Sequence[set], seat: int, item: Any) -> None:
    """``seat`` identifies ``item`` (a peek); if it did not know it, the undo barrier follows."""
    k = known[seat]
    if item not in k:
        k.add(item)
        state.learnt(seat)


def reveal(state: State, known: Sequence[set], item: Any) -> None:
    """``item`` is shown face up: every seat knows it from now on."""
    for seat in range(len(known)):
        learn(state, known, seat, item)

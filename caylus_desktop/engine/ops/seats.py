"""For each seat: the orders in which seats take their turn at a choice.

Two orders occur: round the table from a start seat (Castrum's turns and events,
Caleira's turns, Magna Carta's mulligans) and an order the game keeps as a list of
seats (Magna Carta's passing order, phases 3 and 5). A procedure that asks each
seat in turn keeps its place in the order as an index in its frame and asks
``seat_at`` for the seat there; None means everyone has had their turn.
"""
from __future__ import annotations

from typing import Sequence


def round_from(start: int, n: int) -> list[int]:
    """The ``n`` seats round the table (clockwise, by seat number) from ``start``."""
    return [(start + i) % n for i in range(n)]


def seat_at(order: Sequence[int], i: int) -> int | None:
    """The ``i``-th seat of ``order``, or None once every seat of it has had its turn."""
    return order[i] if i < len(order) else None


def next_seat(seat: int, n: int, out: Sequence[bool] = ()) -> int:
    """``seat`` itself or the first seat after it round the table that is not ``out`` (knocked
    out: ``out[s]`` true); at least one seat must be left."""
    if out:
        while out[seat]:
            seat = (seat + 1) % n
    return seat

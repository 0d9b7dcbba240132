"""What a Magna Carta decision carries beyond its options (``Decision.context``): the facts about
the decision being asked that neither a seat's observation nor the rules hold, put there by the
operation that asks, so that ``queries`` reads them there and never in the interpreter's frames."""
from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache


@dataclass(frozen=True, slots=True)
class Resolving:
    """At an effect, or a payment for one: the road card (its position) the decision is about."""

    road: int


@lru_cache(maxsize=256)  # made once per road position: effects are asked at most steps of phase 4
def resolving(road: int) -> Resolving:
    return Resolving(road)

"""What a Caylus decision carries beyond its options (``Decision.context``): the facts about the
decision being asked that neither a seat's observation nor the rules hold, put there by the
operation that asks, so that ``queries`` reads them there and never in the interpreter's frames."""
from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache


@dataclass(frozen=True, slots=True)
class PlacementPrices:
    """At a placement (``place``) or the Gate's free move (``gate``): what a worker costs."""

    anywhere: int       # in the castle, on a special building or on a road building not one's own
    own_building: int   # on a building of one's own on the road


@dataclass(frozen=True, slots=True)
class ProvostStep:
    """At a provost move (``provost``): the deniers each space moved costs (phase 4 pays, the
    Merchants' guild moves it for free)."""

    price: int


@lru_cache(maxsize=64)  # made once per price: a provost move is asked every round
def provost_step(price: int) -> ProvostStep:
    return ProvostStep(price)


@dataclass(frozen=True, slots=True)
class Construction:
    """At a construction (``build``): the kind of building it allows (wood, stone, prestige)."""

    category: str


@lru_cache(maxsize=16)  # made once per kind of building
def construction_of(category: str) -> Construction:
    return Construction(category)

"""Rolling a die: through the match's one seeded generator, and the parity tests.

Castrum rolls for its events, its first player and some attacks, whose effects
may hit on an even or an odd roll (a YAML ``Parity`` argument, ``lose_on``).
"""
from __future__ import annotations

from typing import Literal

from caylus_desktop.engine.rng import Rng

Parity = Literal["even", "odd"]


def roll(rng: Rng, sides: int = 6) -> int:
    """One roll of a die of ``sides`` faces, 1 to ``sides``, from the match's generator."""
    return rng.die(sides)


def hits(value: int, on: Parity) -> bool:
    """The roll is of the parity ``on``."""
    return (value % 2 == 0) == (on == "even")

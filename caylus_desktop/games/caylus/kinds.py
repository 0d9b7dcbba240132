"""The kinds of decision this game's operations ask, and its phases in order.

The teaching guide needs a text for each (``teach:`` in the rules file); a test
collects the kinds met in seeded random games and checks they are all listed here.
"""
from __future__ import annotations

DECISION_KINDS: frozenset[str] = frozenset({
    "place",
    "gate",
    "inn",
    "provost",
    "produce",
    "trade",
    "build",
    "build_site",
    "pay_cube",
    "take_cube",
    "convert",
    "castle_batch",
    "favour_row",
    "favour_cell",
})

PHASES: tuple[str, ...] = ("income", "placement", "specials", "provost", "road", "castle", "end")

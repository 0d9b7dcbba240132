"""The kinds of decision this game's operations ask, and its phases in order.

The teaching guide needs a text for each (``teach:`` in the rules file); a test
collects the kinds met in seeded random games and checks they are all listed here.
"""
from __future__ import annotations

DECISION_KINDS: frozenset[str] = frozenset({
    "turn",
    "attack_site",
    "attack_card",
    "defend",
    "plague_remove",
    "alms_give",
})

PHASES: tuple[str, ...] = ()  # no phases: a turn is the only unit

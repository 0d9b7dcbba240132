"""The kinds of decision this game's operations ask, and its phases in order.

The teaching guide needs a text for each (``teach:`` in the rules file); a test
collects the kinds met in seeded random games and checks they are all listed here.
"""
from __future__ import annotations

DECISION_KINDS: frozenset[str] = frozenset({
    "play_card",
    "place_card",
    "destroy_target",
    "flip_up",
    "flip_down",
    "order_effects",
    "peek_target",
    "peek_reveal",
    "reorder_top",
    "swap_name",
    "swap_give",
})

PHASES: tuple[str, ...] = ()  # no phases: a turn is the only unit

"""What the Magna Carta table may ask beyond a seat's observation (which holds the road, the
castle's tokens, the bridge, the hands, piles and reserves): the public definitions, the decision's
price per step and which road card is being resolved.

Pure functions over the match's public API; the UI imports this module and no other of the game's.
The two that look at the match's progress read only what every seat sees on the table: the decision
being asked, with its context (``context.py``), never the match's state nor the interpreter's frames.
"""
from __future__ import annotations

from typing import Any

from caylus_desktop.games.magna_carta.context import Resolving
# the table draws the card being built as a road card
from caylus_desktop.games.magna_carta.observe import RoadCard  # noqa: F401

from caylus_desktop.games.magna_carta.rules_model import MagnaCartaRules



def rules(match: Any) -> MagnaCartaRules:
    """The cards, castle, provost and action costs as the rules file gives them."""
    return match.rules


def cubes(match: Any) -> tuple[str, ...]:
    """The cube types, in the order the rules file declares them (the seats' rows show them so)."""
    return match.rules.resources


def prestige_cards(match: Any) -> tuple[str, ...]:
    """Every prestige building of this game (the introductory game leaves some out), in rules order."""
    return match.rules.prestige_cards(bool(match.options.get("intro")))


def provost_step_price(match: Any) -> int:
    """Deniers per road card the provost is moved, at the provost decision."""
    return match.rules.provost.cost_per_card


def resolving(match: Any) -> int:
    """The road card whose effect is being decided now (phase 4), or -1."""
    d = match.decision
    card = d.context if d is not None else None
    return card.road if isinstance(card, Resolving) else -1

"""What the Caleira table may ask beyond a seat's observation (which holds the galleries,
hands, deck, discard and reveal queue): the public definitions of the cards it draws.

Pure functions over the match's public API; the UI imports this module and no other of the game's.
"""
from __future__ import annotations

from typing import Any

from caylus_desktop.games.caleira.rules_model import CardDef


def card(match: Any, cid: str) -> CardDef:
    """A card's definition (name, points, text); KeyError for an unknown id."""
    return match.rules.card(cid)

"""The Castrum heuristic's weights: what each term of heuristics.py is worth.

The numbers live in ``rules_data/bots/castrum.yaml`` as named sets (see games/weights.py);
this model is what a set must hold: every weight, in timed-game points, no other key.
"""
from __future__ import annotations

from typing import Any

from pydantic import BaseModel, ConfigDict

from caylus_desktop.games.weights import resolve


class Weights(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)

    site_unit: float         # "material on site": a useful unit on the site (a wall's 6 units make most of its point)
    hand_unit: float         # "material in hand": a useful unit still in hand
    defence_card: float      # "defences in hand": a defence card held
    blocked_by_mage: float   # "blocked by a Mage": a Mage on the site costs about a turn of play (a loss)
    castle_complete: float   # "castle complete": a complete castle wins outright


def weights(w: Any = None) -> Weights:
    """The Castrum weight set: a name from the file, a set itself, or None for the default."""
    return resolve("castrum", Weights, w)

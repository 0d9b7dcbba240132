"""The Magna Carta heuristic's weights: what each term of heuristics.py is worth.

The numbers live in ``rules_data/bots/magna_carta.yaml`` as named sets (see games/weights.py);
this model is what a set must hold: every weight, in prestige points, no other key.
"""
from __future__ import annotations

from typing import Any

from pydantic import BaseModel, ConfigDict

from caylus_desktop.games.weights import resolve


class Weights(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)

    castle_lot: float         # "castle lots in hand": a lot the cubes could make, per castle section still open
    cube_remainder: float     # "cube remainders": cubes short of the next end point, as a share of that point
    denier_remainder: float   # "denier remainders": deniers short of the next end point, likewise
    building_per_turn: float  # "buildings' future": an own road building, for each turn left (up to horizon)
    residence_per_turn: float  # "residence income": a residence, for each turn left (up to horizon)
    horizon: float            # the turns left the road terms count at most
    tokens_per_turn: float    # the tokens a seat uses in a turn, to guess the turns left from the tokens left
    card_in_hand: float       # "cards in hand": a building card held


def weights(w: Any = None) -> Weights:
    """The Magna Carta weight set: a name from the file, a set itself, or None for the default."""
    return resolve("magna-carta", Weights, w)

"""The Caleira heuristic's weights: what each term of heuristics.py is worth.

The numbers live in ``rules_data/bots/caleira.yaml`` as named sets (see games/weights.py);
this model is what a set must hold: every weight, in points, no other key.
"""
from __future__ import annotations

from typing import Any

from pydantic import BaseModel, ConfigDict

from caylus_desktop.games.weights import resolve


class Weights(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)

    knocked_out: float        # "knocked out": what losing the Spire costs (the value is a loss)
    card_in_hand: float       # "cards in hand": share of a held card's points (face value, at least face down)
    spire_face_up: float      # "spire exposed": an unprotected Spire everyone sees invites a Trebuchet (a loss)
    spire_face_down: float    # "spire exposed": an unprotected face-down Spire (a loss)
    moat_cover: float         # "moat cover": a gallery card a face-up Moat shields
    battlements_set: float    # "battlements set": each face-up Battlements of a set still incomplete
    # issue 14, the "threats" set (0 in "baseline": the heuristic as it was)
    battlements_dead: float   # "battlements dead": each face-up Battlements of a set that can no longer be
                              # completed (a loss: it takes back "battlements set", and face down it would
                              # have scored its point)
    spire_threat_share: float  # "spire threat share": the knockout's cost times the rivals' Trebuchets to come,
                               # each with its one-in-the-targets chance to hit an unshielded Spire (a loss)
    rival_strike: float       # "rival strike": share of the points on unshielded pieces those Trebuchets may
                              # destroy, as above (a loss)


def weights(w: Any = None) -> Weights:
    """The Caleira weight set: a name from the file, a set itself, or None for the default."""
    return resolve("caleira", Weights, w)

"""The Caylus heuristic's weights: what each term of heuristics.py and pending.py is worth.

The numbers live in ``rules_data/bots/caylus.yaml`` as named sets (see games/weights.py);
this model is what a set must hold: every weight, in prestige points, no other key.
"""
from __future__ import annotations

from typing import Any

from pydantic import BaseModel, ConfigDict

from caylus_desktop.games.weights import resolve


class Weights(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)

    # what things are worth besides their end conversion (the early part fades as the bailiff nears the Towers)
    money_early: float          # a denier early is a worker placement, not 1/4 VP
    cube_early: float           # a cube early is a third of a house or half a building
    gold_early: float
    batch_early: float          # a castle batch in hand: a house waiting for a castle worker
    owned_early: float          # a building others pay to visit and the owner uses for 1 denier
    income_per_turn: float      # a denier of income, for each turn left
    favour_step_early: float    # a favour marker further along its row
    favour: float               # a royal favour still to be taken (besides its marker step)
    scoring_far: float          # share of a section's scoring more than scoring_near bailiff spaces away
    scoring_near: float         # bailiff spaces from a section's scoring within which it counts in full
    turns: float                # a game's turns, roughly
    # the workers already out (pending.py)
    beyond_provost_step: float  # a worker k spaces beyond the provost counts (1 - step * k)
    sure_share: float           # a worker beyond the provost counted at least this share: what it brings
    #                             pays for the buildings after it (below, it is valued on its own)
    no_batch_risk: float        # share of the no-batch penalty a castle worker with no batch risks
    most_batches_chance: float  # chance of the most-batches favour when offering the most so far
    scoring_share: float        # share of a section's scoring a castle house changes now
    guild_per_space: float      # moving the provost for free, per space
    turn_order_early: float     # Stables: a better place in the turn order
    inn_early: float            # the Inn: cheap placements next turn
    # a good player's plans (0 in the baseline set: today's heuristic)
    stone_mid: float            # a stone mid-game: residences and prestige buildings need it
    favour_buildings_early: float  # a step on the buildings row early: cheaper builds for the game
    favour_prestige_late: float    # a step on the prestige row late: points when points are what count
    passed_early: float         # on the bridge while rivals still place: each placement costs them more
    rival_beyond_provost: float  # a rival worker the provost can still cut: the provost as a weapon
    worker_to_place: float      # a worker at home the seat can still pay to place this turn (passing gives them up)
    placements_to_come: float   # share counted now of what the workers at home will make (their best free spots,
    #                             taken in turn with the rivals, less their price)
    production_owned_early: float  # an owned building that makes cubes: rivals visit it (a point each time)
    castle_tempo: float         # share of the section's better scoring row the batches in hand would reach
    own_use_per_turn: float     # an own building's uses to come: this share of the turns left, each at what one
    #                             use brings its owner (a Lawyer its residences, a Sawmill its wood)
    residence_site: float       # a residence: this share of the best prestige building it could hold (its worth less
    #                             its cost at today's prices), fading over the game's second half
    cube_castle_share: float    # end-game conversion: while the castle has room a cube is worth at least this
    #                             share of a house's points over the cubes of a batch (not only the end's 1/3 VP)


def weights(w: Any = None) -> Weights:
    """The Caylus weight set: a name from the file, a set itself, or None for the default."""
    return resolve("caylus", Weights, w)

"""The random bot: uniform over the legal actions (for tests and simulations)."""
from __future__ import annotations

from caylus_desktop.engine.actions import Action, Decision
from caylus_desktop.engine.rng import Rng


def choose(view: object, decision: Decision, rng: Rng) -> Action:
    # it reads nothing of the seat's view (a SeatView), so callers on the hot path pass None
    return decision.options[rng.below(len(decision.options))]

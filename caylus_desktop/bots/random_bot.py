"""The random bot: uniform over the legal actions (for tests and simulations)."""
from __future__ import annotations

from caylus_desktop.engine.actions import Action, Decision
from caylus_desktop.engine.rng import Rng


def choose(observation: dict | None, decision: Decision, rng: Rng) -> Action:
    # it needs no observation, so callers on the hot path may pass None
    return decision.options[rng.below(len(decision.options))]

"""Why a move is good, in the game's heuristic terms: what the teaching hints say.

It lives with the bots, which may read a sampled world's state and the game's heuristics;
the UI asks for the changes, and for each term the game's reason in a player's words.
"""
from __future__ import annotations

from typing import Any

from caylus_desktop.bots.greedy import Greedy
from caylus_desktop.engine.actions import Action
from caylus_desktop.games import heuristics


def term_changes(world: Any, seat: int, action: Action) -> dict[str, float]:
    """How each heuristic term of ``seat`` changes with ``action`` in ``world`` (a match sampled
    from the seat's knowledge), after the seat's own immediate follow-up choices made by the
    same greedy rule as the medium bot; once the match is over, the final points stand alone."""
    h = heuristics(world.game)
    before = h.terms(world.state, seat)
    after_m = world.copy()
    after_m.apply(action)
    Greedy(worlds=1, follow_ups=3)._follow(after_m, seat)
    after = h.terms(after_m.state, seat) if after_m.decision is not None else {"points": float(after_m.result()["scores"][seat])}
    return {k: after.get(k, 0.0) - before.get(k, 0.0) for k in set(before) | set(after)}


def reason_for(game: str, term: str) -> str | None:
    """The game's reason, in English, for a move that raises ``term`` (None: the game gives none)."""
    return getattr(heuristics(game), "REASONS", {}).get(term)

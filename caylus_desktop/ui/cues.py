"""Which sound cue an engine event asks for, from the decision and action kinds and the public scores.

The games' own vocabulary decides: each game's declaration (``cues``) names the action kinds that
place, build or attack; a score that goes up (scores are public in every game) is a scoring; no
decision left is the end; a decision coming back to a person from another seat is their turn.
Nothing here knows a rule.
"""
from __future__ import annotations

from typing import Any, NamedTuple

from caylus_desktop.games import declaration

CUES = ("turn", "place", "build", "score", "attack", "end")

# one cue per event, the one that matters most: several sounds at once are noise
PRIORITY = ("end", "turn", "attack", "build", "score", "place")


class Before(NamedTuple):
    """What an event is compared with: who was deciding and the public scores."""
    seat: int
    scores: tuple


def scores(match: Any, seat: int) -> tuple:
    return tuple(s.score for s in match.observation(seat).seats)


def before(match: Any) -> Before | None:
    d = match.decision
    return None if d is None else Before(d.seat, scores(match, d.seat))


def cue_after(match: Any, action: Any, was: Before | None) -> str | None:
    """The cue for ``action`` just applied to ``match`` (``was``: ``before(match)`` taken before it)."""
    if was is None:
        return None
    heard = set()
    d = match.decision
    if d is None:
        heard.add("end")
    else:
        if d.seat != was.seat and match.seats[d.seat].bot is None:
            heard.add("turn")
        if any(a > b for a, b in zip(scores(match, was.seat), was.scores)):
            heard.add("score")
    kind = declaration(match.game).cues.get(action.kind if hasattr(action, "kind") else action[0])
    if kind:
        heard.add(kind)
    return next((c for c in PRIORITY if c in heard), None)

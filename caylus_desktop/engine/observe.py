"""What a seat may see: its observation, and worlds sampled from its knowledge.

Bots get a :class:`SeatView`, never the match: the observation (a typed view, engine/view.py) and
``sample()``, which returns a full match consistent with the seat's knowledge
for searching. Sampled worlds carry a fresh generator (future shuffles and die
rolls are not known either), no log and no history (both would name hidden
cards).
"""
from __future__ import annotations

from typing import Any

from caylus_desktop.engine.match import Match
from caylus_desktop.engine.rng import Rng
from caylus_desktop.engine.state import State
from caylus_desktop.engine.view import Observation


def redeal(kinds: tuple[str, ...], slots: list[int], rng: Rng) -> tuple[str, ...]:
    """``kinds`` (card id by uid) with the cards at ``slots`` re-dealt at random.

    The pool is sorted before shuffling, so the result depends on the hidden
    cards only through their multiset: what determinize needs.
    """
    if len(slots) < 2:
        return kinds
    pool = sorted(kinds[u] for u in slots)
    rng.deal(pool)  # a uniform shuffle with fewer draws: a whole pile is re-dealt every search iteration
    out = list(kinds)
    for u, k in zip(slots, pool):
        out[u] = k
    return tuple(out)


def sample_world(spec: Any, state: State, seat: int, rng: Rng) -> State:
    world = spec.determinize(state.copy(record=False), seat, rng)
    world.rng = Rng(rng.next64())
    return world


class SeatView:
    """One seat's view of a match: all a bot is given.

    ``certain`` is True when the seat can be unsure of nothing (the game says so: no
    hidden card, no chance to come), so every sampled world is the match itself and one
    is enough.
    """

    __slots__ = ("seat", "data", "certain", "_match")

    def __init__(self, match: Any, seat: int) -> None:
        self.seat = seat
        self.data: Observation = match.observation(seat)
        certain = match.spec.certain
        self.certain = certain is not None and certain(match.state, seat)
        self._match = match

    def sample(self, rng: Rng):
        """A match in which every card this seat cannot know was re-dealt at random."""
        m = self._match
        return Match(sample_world(m.spec, m.state, self.seat, rng), m.spec)

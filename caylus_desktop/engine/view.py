"""The typed shape of an observation: what every game shows of a seat and of the table.

A game's ``observe`` returns a subclass of :class:`Observation` (its seats a subclass of
:class:`SeatInfo`), declared in ``games/<game>/observe.py``. Every field is required: a game that
forgets one fails where the observation is built, not in the window that reads it. ``None`` is a
value only where the field says what it stands for (a card the seat cannot know, a game without
phases). The classes are frozen and slotted: observations are built at every new position the
window draws and at every bot decision.

Each field's comment is its meaning in ``docs/observations.md`` (``tools/make_observation_docs.py``
writes it from these classes; a test keeps it current).
"""
from __future__ import annotations

import dataclasses
from dataclasses import dataclass
from typing import Any, Mapping, TypeVar


@dataclass(frozen=True, slots=True)
class SeatInfo:
    """One seat as the observer sees it."""
    seat: int  # the seat's number, 0 first
    name: str  # the name its person typed, or the bot's
    bot: str | None  # the bot level playing it, None for a person
    score: int  # prestige points so far, as the table shows them
    resources: Mapping[str, int]  # what it holds, by resource id (money and cubes, a site's materials...)
    hand_count: int  # how many cards it holds in hand (0 in a game without hands)
    out: bool  # knocked out of the game (only a game that knocks seats out sets it)


@dataclass(frozen=True, slots=True)
class Observation:
    """What one seat can see of the match."""
    game: str  # the game's id
    seat: int  # the observing seat
    round: int | None  # the stage number the table shows, None in a game that counts none
    counter: str  # what ``round`` counts: "round", or "turn" in a game without rounds
    phase: str | None  # the phase of the round, None in a game without phases
    active_seat: int | None  # the seat to play, None when nobody is asked anything
    over: bool  # the game has ended
    seats: tuple[SeatInfo, ...]  # every seat, in seat order


ObservationT = TypeVar("ObservationT", bound=Observation)


def veil_hands(obs: ObservationT, **cleared: Any) -> ObservationT:
    """``obs`` with every seat's hand unseen (``hand`` None) and each field of ``cleared`` set to its
    value in every seat (``known_in_hand=()``): what the whole table sees, for GameSpec.veil. Every
    seat's entry then has the same shape, the observer's own included."""
    seats = tuple(dataclasses.replace(s, hand=None, **cleared) for s in obs.seats)
    return dataclasses.replace(obs, seats=seats)


def as_dict(value: Any) -> Any:
    """An observation (or any part of it) as plain JSON-able data: dataclasses as dicts of their
    fields, tuples as lists; for transcripts, tools' output and checks that search the text."""
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        return {f.name: as_dict(getattr(value, f.name)) for f in dataclasses.fields(value)}
    if isinstance(value, (tuple, list)):
        return [as_dict(v) for v in value]
    if isinstance(value, Mapping):
        return {k: as_dict(v) for k, v in value.items()}
    return value

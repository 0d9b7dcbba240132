"""Moving a token along a track, paying a price per step.

Caylus's provost (Phase 4 and the Merchants' guild) and Magna Carta's provost
(phase 3) are the same move: up to ``most`` spaces forward or back, staying on
the track, each space costing ``per_step`` deniers of the mover's purse. The
game says where the token stands, how far the track goes, what the mover can
spend and how a space is named on its table; this module lists the moves, makes
the decision's options and applies the chosen one.
"""
from __future__ import annotations

from typing import Callable, NamedTuple

from caylus_desktop.engine.actions import Action


class Track(NamedTuple):
    """One token on its track, as the game's board sees it now."""

    token: str  # the token's name in labels: "provost"
    at: int     # the space it stands on
    first: int  # the first and last space it may stand on
    last: int


class Step(NamedTuple):
    by: int     # signed: forward is positive
    to: int
    price: int


def reachable(track: Track, most: int, per_step: int, purse: int) -> list[Step]:
    """Every move of 1 to ``most`` spaces, back then forward, that stays on the track and the mover can pay."""
    out = []
    for d in range(-most, most + 1):
        to = track.at + d
        price = abs(d) * per_step
        if d and track.first <= to <= track.last and price <= purse:
            out.append(Step(d, to, price))
    return out


def move_options(track: Track, steps: list[Step], *, kind: str, stay_target: str,
                 target: Callable[[Step], str], place: Callable[[int], str],
                 cache: dict | None = None) -> list[Action]:
    """The decision's options: stay (``(0,)``) first, then one ``(by,)`` action per step.

    ``target`` names the table spot of a move, ``place`` the space a token lands on (for the label).
    When both depend on the step alone, a ``cache`` (kept with the rules) lets the same
    few moves, which recur all game, be built once.
    """
    key = ("track", kind, track.token, 0, stay_target)
    stay = cache.get(key) if cache is not None else None
    if stay is None:
        stay = Action(kind, (0,), f"Leave the {track.token} where it is", stay_target)
        if cache is not None:
            cache[key] = stay
    options = [stay]
    for s in steps:
        key = ("track", kind, track.token, s.by, s.to, s.price)
        a = cache.get(key) if cache is not None else None
        if a is None:
            way = "forward" if s.by > 0 else "back"
            price = f" ({s.price}d)" if s.price else ""
            a = Action(kind, (s.by,), f"Move the {track.token} {abs(s.by)} {way} to {place(s.to)}{price}", target(s))
            if cache is not None:
                cache[key] = a
        options.append(a)
    return options


def price_of(by: int, per_step: int) -> int:
    """What a move of ``by`` spaces (either way) costs."""
    return abs(by) * per_step

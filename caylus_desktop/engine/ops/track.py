"""Moving a token along a track, paying a price per step, and advancing it.

Caylus's provost (Phase 4 and the Merchants' guild) and Magna Carta's provost
(phase 3) are the same move: up to ``most`` spaces forward or back, staying on
the track, each space costing ``per_step`` deniers of the mover's purse. The
game says where the token stands, how far the track goes, what the mover can
spend and how a space is named on its table; this module lists the moves, makes
the decision's options and applies the chosen one.

Caylus's bailiff (end of each turn) and Magna Carta's provost (end of each round)
also advance by a number of spaces without a decision, stopping at the track's
last space: ``advance``.
"""
from __future__ import annotations

from functools import partial
from typing import Callable, Iterator, NamedTuple

from caylus_desktop.engine.actions import Action
from caylus_desktop.engine.messages import Message, Text


class Track(NamedTuple):
    """One token on its track, as the game's board sees it now."""

    token: str  # which token ("provost"; the labels speak of the provost, the only token so far)
    at: int     # the space it stands on
    first: int  # the first and last space it may stand on
    last: int


# Track((token, at, first, last)) in one C call, without the named tuple's Python-level __new__:
# the games make one at every provost decision
on_track = partial(tuple.__new__, Track)


class Step(NamedTuple):
    by: int     # signed: forward is positive
    to: int
    price: int


def moves(track: Track, most: int, per_step: int, purse: int) -> Iterator[tuple[int, int, int]]:
    """``(by, to, price)`` of each move ``reachable`` lists, in its order, as plain tuples: this
    runs for every mover every turn, on the bots' hot path (a game that labels the moves its
    own way builds its options from these)."""
    at, first, last = track.at, track.first, track.last
    for d in range(-most, most + 1):
        to = at + d
        price = (d if d > 0 else -d) * per_step
        if d and first <= to <= last and price <= purse:
            yield d, to, price


def reachable(track: Track, most: int, per_step: int, purse: int) -> list[Step]:
    """Every move of 1 to ``most`` spaces, back then forward, that stays on the track and the mover can pay."""
    return [Step(*m) for m in moves(track, most, per_step, purse)]


def move_options(track: Track, most: int, per_step: int, purse: int, *, kind: str, stay_target: str,
                 target: Callable[[int, int], str], place: Callable[[int], Text],
                 cache: dict | None = None) -> list[Action]:
    """The decision's options: stay (``(0,)``) first, then one ``(by,)`` action per reachable move.

    Empty when there is no move (nothing to ask). ``target(by, to)`` names the table spot
    of a move, ``place(to)`` the space a token lands on (for the label). When both depend
    on the move alone, a ``cache`` (kept with the rules) lets the same few moves, which
    recur all game, be built once, and each whole list too (asked at every move: a purse beyond
    the longest move's price lists the same moves as that price).
    """
    if cache is not None:
        whole = ("track options", kind, track, most, per_step, min(purse, most * per_step), stay_target)
        hit = cache.get(whole)
        if hit is not None:
            return list(hit)
    options: list[Action] = []
    for by, to, price in moves(track, most, per_step, purse):
        key = ("track", kind, track.token, by, to, price)
        a = cache.get(key) if cache is not None else None
        if a is None:
            # English needs no plural here ("2 forward"); French does ("de 2 cases")
            n, where = abs(by), place(to)
            if price:
                label = (Message("Move the provost {} forward to {} ({}d)", (n, where, price),
                                 "Move the provost {} forward to {} ({}d)", 0) if by > 0 else
                         Message("Move the provost {} back to {} ({}d)", (n, where, price),
                                 "Move the provost {} back to {} ({}d)", 0))
            else:
                label = (Message("Move the provost {} forward to {}", (n, where), "Move the provost {} forward to {}", 0)
                         if by > 0 else
                         Message("Move the provost {} back to {}", (n, where), "Move the provost {} back to {}", 0))
            a = Action(kind, (by,), label, target(by, to))
            if cache is not None:
                cache[key] = a
        options.append(a)
    if not options:
        if cache is not None:
            cache[whole] = ()
        return options
    key = ("track", kind, track.token, 0, stay_target)
    stay = cache.get(key) if cache is not None else None
    if stay is None:
        stay = Action(kind, (0,), Message("Leave the provost where it is"), stay_target)
        if cache is not None:
            cache[key] = stay
    options.insert(0, stay)
    if cache is not None:
        cache[whole] = tuple(options)
    return options


def price_of(by: int, per_step: int) -> int:
    """What a move of ``by`` spaces (either way) costs."""
    return abs(by) * per_step


def advance(track: Track, by: int) -> int:
    """The space the token reaches moving ``by`` spaces forward (``by`` >= 0), stopping at the
    track's last space."""
    return min(track.at + by, track.last)

"""Moves that travel: the pieces a move shifted fly from where they were to where they are.

No engine hook: a table renderer registers every movable piece it draws (a worker,
a house, a tile, a card, a token) with ``TableView.piece`` under a *kind* (what it
looks like, e.g. ``worker:2``, ``card:moat``, ``back:1``) and a *slot* (where it
stands, e.g. ``road:5``). Comparing the pieces of the picture before a move with
those of the picture after it tells what travelled: a kind that left one slot and
appeared in another moved there; one that only appeared comes from a pile of its
kind (a supply tile, a deck) or the renderer's ``bank``, or grows in place; one that
only left flies to the bank or shrinks where it was.
Both pictures are drawn from the same seat's observation, so a card that seat may
not see is a back in both and flies as a back.

One engine step may move many seats' pieces (a whole road phase after the last pass):
they fly in the order of the step's log lines the seat at the screen may read, each
piece with the first line naming its ``seat`` and ``ref`` (``in_log_order``).

While pieces fly, the table is drawn as it is now with the flying pieces held back
(``TableView.hidden``), and each piece is drawn over it on its way; once they have
landed nothing is held back, so the last picture is exactly the table as it is.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Callable

import pygame

from caylus_desktop.engine.messages import Message
from caylus_desktop.engine.state import CardRef, SeatRef
from caylus_desktop.ui import textrecord

Draw = Callable[[pygame.Surface, pygame.Rect], None]

# seconds per flight, delay between two flights, and the longest a whole move may take
SPEEDS: dict[str, tuple[float, float, float]] = {
    "instant": (0.0, 0.0, 0.0),
    "normal": (0.3, 0.12, 1.6),
    "slow": (0.65, 0.3, 3.6),
}
SPEED_NAMES = ("instant", "normal", "slow")


def margin(size: tuple[int, int]) -> int:
    """A sprite's margin: outlines, a pawn's head, a meeple's feet may reach beyond a piece's rect."""
    return 4 + max(size) // 3


@dataclass(frozen=True)
class Piece:
    kind: str
    slot: str
    rect: pygame.Rect
    draw: Draw
    family: str | None = None  # leftovers of one family pair up (a card's face and its back)
    feeds: str | None = None   # a pile or supply: new pieces of its kind (or family) whose slot starts so come from it
    ghost: bool = False        # not drawn by itself (one of a count shown as a number): flies, never held back
    seat: int | None = None    # the seat it belongs to, and the card or building it stands on or is:
    ref: str | None = None     # what the log's lines name, so one step's flights follow its events

    @property
    def key(self) -> tuple[str, str]:
        return self.kind, self.slot


@dataclass(frozen=True)
class Move:
    """One piece's trip: ``lands`` is the piece held back until it arrives (None: it leaves the table)."""

    start: pygame.Rect
    end: pygame.Rect
    draw: Draw
    lands: tuple[str, str] | None
    look: tuple[int, int]  # the size ``draw`` was made for: the sprite is drawn so, then scaled on its way
    seat: int | None = None
    ref: str | None = None


def plan(before: list[Piece], after: list[Piece], bank: pygame.Rect | None = None) -> list[Move]:
    """The trips that turn the ``before`` picture's pieces into the ``after`` picture's, in the after order."""
    was = {p.key: p for p in before}
    now = {p.key: p for p in after}
    left = [p for p in before if p.key not in now]
    came = [p for p in after if p.key not in was]
    moves: dict[tuple[str, str], Move] = {}
    for p in after:  # the same piece in the same slot, drawn somewhere else (a row grew): it slides
        q = was.get(p.key)
        if q is not None and q.rect != p.rect:
            moves[p.key] = Move(q.rect, p.rect, p.draw, None if p.ghost else p.key, p.rect.size, p.seat, p.ref)
    # a kind that left a slot and appeared in another moved there (first left with first come)
    for group in (lambda p: p.kind, lambda p: p.family):
        pool: dict[object, list[Piece]] = {}
        for p in left:
            if group(p) is not None:
                pool.setdefault(group(p), []).append(p)
        rest = []
        for p in came:
            source = pool.get(group(p)) if group(p) is not None else None
            if source:
                q = source.pop(0)
                moves[p.key] = Move(q.rect, p.rect, q.draw, None if p.ghost else p.key, q.rect.size, p.seat, p.ref)
            else:
                rest.append(p)
        came = rest
        left = [q for qs in pool.values() for q in qs] + [q for q in left if group(q) is None]
    piles = [q for q in before if q.feeds is not None]
    for p in came:  # from a pile of its kind or family (a card from the deck), the bank, or grown where it lands
        pile = next((q.rect for q in piles if (q.kind == p.kind or (q.family is not None and q.family == p.family))
                     and p.slot.startswith(q.feeds)), None)
        start = pile or _from(bank, p.rect)
        moves[p.key] = Move(start, p.rect, p.draw, None if p.ghost else p.key, p.rect.size, p.seat, p.ref)
    order = [moves[p.key] for p in after if p.key in moves]
    for q in left:  # to the bank, or shrunk where it was
        order.append(Move(q.rect, _from(bank, q.rect), q.draw, None, q.rect.size, q.seat, q.ref))
    return order


def in_log_order(moves: list[Move], lines: list[Message]) -> list[Move]:
    """``moves`` in the order of the events that caused them: one engine step (a whole road phase)
    shifts many seats' pieces at once, and the lines it logged (only those the seat at the screen
    may read) say in which order. A move goes with the first line naming its seat and its card or
    building (or, failing that, one of them); drawing order breaks ties and places the moves no
    line names after the others."""
    named = [_named(line) for line in lines]

    def first(test: Callable[[set], bool]) -> int | None:
        return next((i for i, names in enumerate(named) if test(names)), None)

    def when(m: Move) -> int:
        seat = ("seat", m.seat) if m.seat is not None else None
        ref = ("ref", m.ref) if m.ref is not None else None
        tries = [lambda n: seat in n and ref in n] if seat and ref else []
        tries += [lambda n, x=x: x in n for x in (seat, ref) if x is not None]
        return next((i for i in (first(t) for t in tries) if i is not None), len(named))

    return sorted(moves, key=when)  # stable: drawing order within one line, and for the unnamed


def _named(message: Message) -> set[tuple[str, object]]:
    """The seats and cards a log line names (its own parameters and those of the sentences inside it)."""
    names: set[tuple[str, object]] = set()
    for arg in message.args:
        if isinstance(arg, SeatRef):
            names.add(("seat", int(arg)))
        elif isinstance(arg, CardRef):
            names.add(("ref", str(arg)))
        elif isinstance(arg, Message):
            names |= _named(arg)
    return names


def _from(bank: pygame.Rect | None, rect: pygame.Rect) -> pygame.Rect:
    """Where a piece with no other place comes from or goes to: the bank, or a dot at its own centre."""
    r = pygame.Rect(0, 0, max(2, rect.w // 5), max(2, rect.h // 5))
    r.center = bank.center if bank is not None else rect.center
    return r


def ease(x: float) -> float:
    """Smooth start and stop (cubic in-out)."""
    x = min(1.0, max(0.0, x))
    return 4 * x ** 3 if x < 0.5 else 1 - (-2 * x + 2) ** 3 / 2


class Motion:
    """The flights of one move at a time, timed by the caller's clock."""

    def __init__(self) -> None:
        self.flights: list[tuple[Move, float, float, pygame.Surface]] = []  # move, start time, end time, sprite

    def start(self, moves: list[Move], now: float, speed: str) -> None:
        duration, stagger, longest = SPEEDS.get(speed, SPEEDS["normal"])
        self.flights = []
        if duration <= 0 or not moves:
            return
        if len(moves) > 1:  # a big move (every worker going home) stays within the longest time
            stagger = min(stagger, max(0.0, longest - duration) / (len(moves) - 1))
        for i, m in enumerate(moves):
            w, h = m.look
            pad = margin(m.look)
            # a face: the words on a flying piece are its own, not the window's at the sprite's origin
            sprite = textrecord.Face((w + 2 * pad, h + 2 * pad), pygame.SRCALPHA)
            m.draw(sprite, pygame.Rect(pad, pad, w, h))
            begin = now + i * stagger
            self.flights.append((m, begin, begin + duration, sprite))

    def busy(self, now: float) -> bool:
        return any(end > now for _, _, end, _ in self.flights)

    def finish(self) -> None:
        """Every piece lands at once (a click, a key, the next move)."""
        self.flights = []

    def hidden(self, now: float) -> frozenset[tuple[str, str]]:
        """The pieces not yet landed: the table holds them back."""
        return frozenset(m.lands for m, _, end, _ in self.flights if m.lands is not None and end > now)

    def draw(self, surf: pygame.Surface, now: float) -> None:
        for m, begin, end, sprite in self.flights:
            if now >= end:
                continue
            k = ease((now - begin) / (end - begin)) if now > begin else 0.0
            r = pygame.Rect(round(m.start.x + (m.end.x - m.start.x) * k), round(m.start.y + (m.end.y - m.start.y) * k),
                            max(1, round(m.start.w + (m.end.w - m.start.w) * k)),
                            max(1, round(m.start.h + (m.end.h - m.start.h) * k)))
            img, pad = sprite, margin(m.look)
            if r.size != m.look:  # the margin scales with the piece
                pad = pad * r.w // max(1, m.look[0])
                img = pygame.transform.smoothscale(sprite, (r.w + 2 * pad, r.h + 2 * pad))
            if m.lands is None:  # leaving the table: it fades on its way
                img = img.copy()
                img.set_alpha(round(255 * (1 - 0.7 * k)))
            textrecord.blit(surf, img, (r.x - pad, r.y - pad))

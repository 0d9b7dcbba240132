"""Since your last turn: what the other seats did while a person waited, seat by seat.

The game scene notes, for every decision it applies, who took it and which log
entries it added. When a person's decision comes back, the entries since that
seat's own last decision are grouped by the seat they are about, in the order they
happened, and only those the seat may read (public, or its own private ones) are kept.
It is drawn in the side panel, over the log it summarises: never over the table.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Callable

import pygame

from caylus_desktop.engine.state import SeatRef
from caylus_desktop.engine.voice import Voice
from caylus_desktop.ui import theme as th
from caylus_desktop.ui.widgets.button import button

LINES_PER_SEAT = 5  # compact: the rest is one "and N more" line (the log has them all)


@dataclass(frozen=True)
class Turn:
    """One applied decision: whose it was and the log entries [start, end) it added."""

    seat: int
    start: int
    end: int


def since_last_turn(match: Any, turns: list[Turn], seat: int, voice: Voice,
                    private: bool = True) -> list[tuple[int, list[str]]]:
    """What the other seats did since ``seat`` last decided: (seat, lines) in the order it happened.

    Consecutive lines about one seat make one group; entries only another seat may
    read are left out (the card it drew, the cards it peeked at), and so are the
    lines about ``seat`` itself (they are in the log). ``private=False`` (a hotseat hand not
    shown yet) keeps only the lines everyone may read. The lines are said to ``voice`` with
    ``seat`` as "you".
    """
    last = max((i for i, turn in enumerate(turns) if turn.seat == seat), default=-1)
    since = turns[last + 1:]
    if not since:
        return []
    entries = match.log_entries(since[0].start)
    groups: list[tuple[int, list[str]]] = []
    for turn in since:
        for m, only in entries[turn.start - since[0].start:turn.end - since[0].start]:
            if only is not None and (only != seat or not private):
                continue
            who = _subject(m, only, turn.seat)
            if who == seat:
                continue  # the recap is the others' moves; the seat's own lines are in the log
            if not groups or groups[-1][0] != who:
                groups.append((who, []))
            groups[-1][1].append(match.say(m, voice.to(seat)))
    return groups


def _subject(message: Any, only: int | None, decider: int) -> int:
    """The seat a log line is about: its reader if private ("You draw …"), else its first seat,
    else the seat whose decision wrote it. A bot's decision may start the next seat's turn
    ("Bot C draws a card"): that line is Bot C's."""
    if only is not None:
        return only
    return next((int(a) for a in message.args if isinstance(a, SeatRef)), decider)


def draw_recap(surf: pygame.Surface, scene: Any, area: pygame.Rect, groups: list[tuple[int, list[str]]],
               close: Callable[[], None]) -> pygame.Rect:
    """The recap in ``area`` (the side panel's log, beside the table: it never covers a place to
    click), from its top; returns its rectangle. A click on it folds it back to the log."""
    app, t = scene.app, scene.app.theme
    px = t.px
    w = area.w
    f, fb = t.font(14), t.font(15, True)
    x0 = area.x
    text_w = w - px(24) - px(22)
    rows: list[tuple[str, Any]] = []  # ("seat", seat) or ("line", text) or ("more", text)
    for s, lines in groups:
        rows.append(("seat", s))
        shown = lines if len(lines) <= LINES_PER_SEAT else lines[:LINES_PER_SEAT - 1]
        for line in shown:
            for part in th.wrap(f, line, text_w):
                rows.append(("line", part))
        if len(shown) < len(lines):
            rows.append(("more", app.tr("recap_more", len(lines) - len(shown))))
    if not groups:
        rows.append(("more", app.tr("recap_nothing")))
    head = px(36)
    h = head + sum(fb.get_linesize() + px(6) if kind == "seat" else f.get_linesize() for kind, _ in rows) + px(12)
    box = pygame.Rect(area.x, area.y, w, max(min(h, area.h), min(area.h, px(80))))
    th.shade(surf, box.move(px(4), px(4)), 100)
    th.panel(surf, box, th.PANEL, px(8), th.ACCENT)
    scene.hot.add(box, close)  # a click on the panel closes it (and is no click on the hidden table below)
    th.text(surf, t.font(17, True), app.tr("recap_title"), th.ACCENT, (box.x + px(12), box.y + px(8)))
    button(surf, t, scene.hot, app.mouse, (box.right - px(34), box.y + px(6), px(28), px(26)), "×", close, size=16,
           tip=(app.tr("close"), ""))
    y = box.y + head
    clip = surf.get_clip()
    surf.set_clip(box.inflate(-px(4), -px(4)))
    for kind, value in rows:
        if kind == "seat":
            y += px(6)
            th.draw_shape(surf, scene.seat_shape(value), scene.seat_colour(value), (x0 + px(8), y + fb.get_linesize() // 2),
                          px(8))
            th.text(surf, fb, scene.match.seats[value].name, th.INK, (x0 + px(22), y))
            y += fb.get_linesize()
        else:
            th.text(surf, f, value, th.INK if kind == "line" else th.INK_DIM, (x0 + px(22), y))
            y += f.get_linesize()
    surf.set_clip(clip)
    return box

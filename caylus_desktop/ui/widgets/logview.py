"""The scrollable log: round and phase headers, seat names in their colours and shapes, cards
and buildings highlighted (their text on hover), newest at the bottom, the wheel scrolls back.

A line wraps only between words and never inside brackets or a name ("(road 7, 2 d)" stays
on one line); two toggles above it keep only the scoring lines or only the viewer's moves.
The lines themselves come from ``ui/logbook.py``.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Callable

import pygame

from caylus_desktop.ui import logbook
from caylus_desktop.ui import theme as th
from caylus_desktop.ui.widgets.button import button
from caylus_desktop.ui.widgets.hot import HotAreas

Tip = Callable[[], tuple[str, str]]


@dataclass(frozen=True)
class Style:
    """How seats look and what a card's hover says (the scene knows both)."""

    seat_colour: Callable[[int], tuple[int, int, int]]
    seat_shape: Callable[[int], str]
    tip_for: Callable[[str], Tip | None]


def _units(pieces: tuple[logbook.Piece, ...]) -> list[list[tuple[str, logbook.Piece]]]:
    """The line cut where it may wrap: at spaces outside brackets, never inside a name."""
    units: list[list[tuple[str, logbook.Piece]]] = []
    cur: list[tuple[str, logbook.Piece]] = []
    depth = 0
    for p in pieces:
        if p.seat is not None or p.card is not None:
            cur.append((p.text, p))
            continue
        buf = ""
        for ch in p.text:
            if ch in "([":
                depth += 1
            elif ch in ")]":
                depth = max(0, depth - 1)
            if ch == " " and depth == 0:
                if buf:
                    cur.append((buf, p))
                    buf = ""
                if cur:
                    units.append(cur)
                    cur = []
                continue
            buf += ch
        if buf:
            cur.append((buf, p))
    if cur:
        units.append(cur)
    return units


class LogView:
    __slots__ = ("scroll", "rect", "only_scoring", "only_mine", "_rows", "_groups", "memo", "_flowed")

    def __init__(self) -> None:
        self.scroll = 0  # rows scrolled up from the newest
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.only_scoring = False
        self.only_mine = False
        self._rows: tuple | None = None    # (key, rows): laying out is the slow part
        self._groups: tuple | None = None  # (key, groups)
        # what never changes once said: each message's pieces, each line's rows at a width
        # (a long game's log is rebuilt after every move; only its new lines cost anything)
        self.memo: dict = {}
        self._flowed: dict = {}

    def wheel(self, dy: int) -> None:
        self.scroll = max(0, self.scroll + dy * 3)

    def toggle(self, which: str) -> None:
        setattr(self, which, not getattr(self, which))
        self.scroll = 0

    def groups(self, key: tuple, build: Callable[[], list[logbook.Group]]) -> list[logbook.Group]:
        """The groups the filters keep, rebuilt only when ``key`` (the match's position...) changes."""
        if self._groups is None or self._groups[0] != key:
            if len(self.memo) > 20000:
                self.memo.clear()
            self._groups = (key, build())
        return logbook.shown(self._groups[1], self.only_scoring, self.only_mine)

    def visible(self) -> list[logbook.Group]:
        """The groups last built, as the filters show them."""
        return logbook.shown(self._groups[1], self.only_scoring, self.only_mine) if self._groups else []

    def texts(self) -> list[str]:
        """Every line last built (before the filters), as words: what a person could read."""
        return [line.text for g in (self._groups[1] if self._groups else ()) for line in g.lines]

    def draw_filters(self, surf: pygame.Surface, t: th.Theme, hot: HotAreas, mouse, right: int, y: int,
                     labels: tuple[str, str], h: int) -> None:
        """The two toggles, right-aligned at ``right``: only scoring, only my moves."""
        x = right
        for which, label in reversed(list(zip(("only_scoring", "only_mine"), labels))):
            f = t.font(13)
            w = f.size(label)[0] + t.px(16)
            x -= w
            button(surf, t, hot, mouse, (x, y, w, h), label, lambda w_=which: self.toggle(w_), size=13,
                   selected=getattr(self, which))
            x -= t.px(6)

    def draw_titled(self, surf: pygame.Surface, t: th.Theme, x: int, y: int, w: int, bottom: int,
                    words: tuple[str, str, str], source: tuple) -> None:
        """The title and the two filters (``words``: title, scoring, mine) on one line, the log below
        them down to ``bottom``; ``source`` as ``log_source`` gives it."""
        key, build, style, hot, mouse = source
        head = th.text(surf, t.font(14, True), words[0], th.INK_DIM, (x, y + t.px(3)))
        self.draw_filters(surf, t, hot, mouse, x + w, y, words[1:], t.px(22))
        y = max(head.bottom, y + t.px(22)) + t.px(4)
        self.draw(surf, t, pygame.Rect(x, y, w, bottom - y), key, build, style, hot, mouse)

    def draw(self, surf: pygame.Surface, t: th.Theme, rect: pygame.Rect, key: tuple,
             build: Callable[[], list[logbook.Group]], style: Style, hot: HotAreas, mouse) -> None:
        self.rect = pygame.Rect(rect)
        th.panel(surf, rect, (22, 25, 31), t.px(6))
        pad = t.px(6)
        f, fb, fh = t.font(14), t.font(14, True), t.font(14, True)
        width = rect.w - 2 * pad - t.px(8)
        full_key = (key, self.only_scoring, self.only_mine, width, id(f))
        if self._rows is not None and self._rows[0] == full_key:
            rows = self._rows[1]
        else:
            if len(self._flowed) > 20000:
                self._flowed.clear()
            rows = self._layout(self.groups(key, build), t, width, f, fb, fh, self._flowed)
            self._rows = (full_key, rows)
        step = f.get_linesize()
        per = max(1, (rect.h - 2 * pad) // step)
        self.scroll = min(self.scroll, max(0, len(rows) - per))
        end = len(rows) - self.scroll
        shown = rows[max(0, end - per):end]
        clip = surf.get_clip()
        surf.set_clip(rect)
        y = rect.y + pad
        last_group = rows[-1][1] if rows else None
        for kind, group, items, mark in shown:
            if kind == "head":
                pygame.draw.rect(surf, (44, 50, 62), (rect.x + t.px(2), y, rect.w - t.px(4), step))
            elif kind == "sub":
                pygame.draw.line(surf, (52, 58, 70), (rect.x + pad, y), (rect.right - pad, y))
            if mark == "score":
                # a gold bar down the left of a scoring line (a shape there would read as a seat's)
                pygame.draw.rect(surf, th.ACCENT, (rect.x + pad, y + t.px(2), t.px(3), step - t.px(3)))
            elif mark == "dot":
                th.text(surf, f, "•", th.INK_DIM, (rect.x + pad, y))
            recent = group is last_group
            for x, text, piece, font in items:
                at = (rect.x + pad + x, y)
                if piece is not None and piece.seat is not None:
                    r = t.px(5)
                    th.draw_shape(surf, style.seat_shape(piece.seat), style.seat_colour(piece.seat),
                                  (at[0] + r, y + step // 2), r)
                    th.text(surf, font, text, _lighter(style.seat_colour(piece.seat)), (at[0] + 2 * r + t.px(3), y))
                elif piece is not None and piece.card is not None:
                    box = th.text(surf, font, text, (250, 214, 130), at)
                    tip = style.tip_for(piece.card)
                    if tip is not None and rect.collidepoint(box.center):
                        pygame.draw.line(surf, (150, 128, 80), (box.x, box.bottom - 1), (box.right, box.bottom - 1))
                        hot.tip(box.clip(rect), tip)
                else:
                    colour = th.ACCENT if kind == "head" else (th.INK if kind == "sub" or recent else th.INK_DIM)
                    th.text(surf, font, text, colour, at)
            y += step
        surf.set_clip(clip)
        if len(rows) > per:  # a scroll bar shows there is more
            bar_h = max(t.px(12), rect.h * per // len(rows))
            top = rect.y + (rect.h - bar_h) * (end - len(shown)) // max(1, len(rows) - len(shown))
            pygame.draw.rect(surf, th.PANEL_LIGHT, (rect.right - t.px(6), top, t.px(4), bar_h), border_radius=2)

    @staticmethod
    def _layout(groups: list[logbook.Group], t: th.Theme, width: int, f, fb, fh, flowed: dict | None = None) -> list[tuple]:
        """Rows of (kind, group, [(x, text, piece, font)], mark): kind head / sub / line."""
        rows: list[tuple] = []
        flowed = {} if flowed is None else flowed
        seat_w = 2 * t.px(5) + t.px(3)  # the shape drawn before a seat's name
        indent = t.px(12)

        def flow(pieces, kind, group, first_mark):
            key = (pieces, kind, first_mark, width, f, fb, fh)
            known = flowed.get(key)
            if known is None:
                known = flowed[key] = _flow(pieces, kind, first_mark)
            rows.extend((kind, group, items, mark) for items, mark in known)

        def _flow(pieces, kind, first_mark) -> list[tuple]:
            out: list[tuple] = []
            font = fh if kind != "line" else f
            space = font.size(" ")[0]
            x0 = 0 if kind != "line" else indent
            units = _units(pieces)
            # a unit wider than a whole line (a very long name) may only then break at its spaces
            fitted = []
            for u in units:
                if _width(u, font, fb, seat_w) > width - x0 and any(" " in s for s, _ in u):
                    fitted += [[(w, p)] for s, p in u for w in s.split(" ") if w]
                else:
                    fitted.append(u)
            items, x, mark = [], x0, first_mark
            for u in fitted:
                uw = _width(u, font, fb, seat_w)
                if x > x0 and x + space + uw > width:
                    out.append((items, mark))
                    # a scoring line's bar runs down all its rows; the bullet only on the first
                    items, x, mark = [], x0 + (indent if kind == "line" else 0), "score" if mark == "score" else None
                if items:
                    x += space
                for s, p in u:
                    named = p.seat is not None or p.card is not None
                    ft = fb if named and kind == "line" else font
                    items.append((x, s, p if named else None, ft))
                    x += ft.size(s)[0] + (seat_w if p.seat is not None else 0)
            out.append((items, mark))
            return out

        for g in groups:
            flow(g.title, "sub" if g.sub else "head", g, None)
            for line in g.lines:
                pieces = line.pieces + ((logbook.Piece(f" ×{line.count}"),) if line.count > 1 else ())
                flow(pieces, "line", g, "score" if line.scoring else "dot")
        return rows


def _width(unit, font, fb, seat_w: int) -> int:
    w = 0
    for s, p in unit:
        named = p.seat is not None or p.card is not None
        w += (fb if named else font).size(s)[0] + (seat_w if p.seat is not None else 0)
    return w


def _lighter(rgb: tuple[int, int, int]) -> tuple[int, int, int]:
    """A seat's colour made readable as text on the dark log (the shape beside keeps the true colour)."""
    return tuple(min(255, c + (255 - c) * 30 // 100) for c in rgb)


def log_source(scene, view) -> tuple:
    """(key, build, style, hot, mouse) for ``LogView.draw`` in a scene showing ``scene.match`` from
    ``view.viewer``'s seat; the person at the screen reads their own moves in the second person."""
    match, app = scene.match, scene.app
    viewer = view.viewer
    you = viewer if match.seats[viewer].bot is None else None
    reader = viewer if view.private else None  # a hand not shown: the public log only
    key = (match.position, reader, viewer, app.lang)

    def build() -> list[logbook.Group]:
        speech = app.voice.to(you)
        return logbook.book(match, reader, speech, logbook.phase_names(match.game, speech), scene.logview.memo,
                            logbook.headed(match.game))

    style = Style(scene.seat_colour, scene.seat_shape, lambda ref: scene.renderer.ref_tip(view, ref))
    return key, build, style, scene.hot, app.mouse

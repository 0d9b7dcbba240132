"""What the window draws, noted for layout-check: every text with its ink and box, every panel.

``theme.text``, ``theme.panel``, ``theme.covers`` and dark veils report here while a
``recording()`` is active (layout-check and its tests); otherwise nothing is noted and
drawing costs nothing more.
"""
from __future__ import annotations

from contextlib import contextmanager
from contextvars import ContextVar
from dataclasses import dataclass
from typing import Iterator

import pygame


@dataclass(frozen=True, slots=True)
class Drawn:
    """One text as drawn, in window coordinates."""

    text: str
    ink: pygame.Rect            # the smallest rectangle around its drawn pixels (what a scrolling
                                # area's clip lets show of them, when it cuts above or below)
    size: int                   # the font's size in pixels
    at: tuple[int, int]         # the point it was placed at
    box: pygame.Rect | None     # the room it was given (None: the innermost panel under it)
    order: int                  # drawing order, shared with the panels


@dataclass(frozen=True, slots=True)
class Panel:
    rect: pygame.Rect
    order: int


class TextRecorder:
    """Every text and panel drawn while it is active (see ``recording``)."""

    def __init__(self) -> None:
        self.texts: list[Drawn] = []
        self.panels: list[Panel] = []

    def _next(self) -> int:
        return len(self.texts) + len(self.panels)

    def text(self, surf, img, rect, s, font, pos, box) -> None:
        ink = img.get_bounding_rect()
        if not s.strip() or ink.w == 0:
            return
        ox, oy = surf.get_abs_offset()
        ink = ink.move(rect.x + ox, rect.y + oy)
        clip = surf.get_clip().move(ox, oy)
        shown = ink.clip(clip)
        if shown.w == 0 or shown.h == 0:
            return  # scrolled out of sight
        if shown.w < ink.w:
            shown = ink  # cut at the side: no scrolling does that, the text is too wide for its place
        box = None if box is None else pygame.Rect(box).move(ox, oy)
        self.texts.append(Drawn(s, shown, font.point_size,
                                (int(pos[0]) + ox, int(pos[1]) + oy), box, self._next()))

    def panel(self, surf, rect) -> None:
        ox, oy = surf.get_abs_offset()
        self.panels.append(Panel(pygame.Rect(rect).move(ox, oy), self._next()))


# The active recorder, if any: set only by ``recording()``.
_RECORDER: ContextVar[TextRecorder | None] = ContextVar("text_recorder", default=None)


@contextmanager
def recording() -> Iterator[TextRecorder]:
    recorder = TextRecorder()
    token = _RECORDER.set(recorder)
    try:
        yield recorder
    finally:
        _RECORDER.reset(token)


def active() -> TextRecorder | None:
    """The recorder of the ``recording()`` under way, if any."""
    return _RECORDER.get()

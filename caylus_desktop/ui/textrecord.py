"""What the window draws, noted for layout-check: every text with its ink and box, every shape.

``theme.text`` (the one path every word takes), ``theme.panel``, ``theme.covers``,
``theme.region`` and dark veils report here. Where the note goes depends on the surface drawn on:

- a ``Face`` (a picture painted once and cached: a card face, the table's last picture) keeps
  its own notes, always, in its own coordinates: the text baked into it is carried with it, and
  ``blit`` hands the notes on to wherever the face is put (moved, and cut by the clip there);
- anything else (the window) notes to the ``recording()`` under way, if any: layout-check and
  its tests. With none, nothing is noted and drawing costs nothing more.
"""
from __future__ import annotations

from contextlib import contextmanager
from contextvars import ContextVar
from dataclasses import dataclass, replace
from typing import Iterator

import pygame


@dataclass(frozen=True, slots=True)
class Drawn:
    """One text as drawn, in the coordinates of the window (or of the face it was baked into)."""

    text: str                   # the whole text (what a problem names)
    ink: pygame.Rect            # the smallest rectangle around its drawn pixels (what a scrolling
                                # area's clip lets show of them, when it cuts above or below)
    size: int                   # the font's size in pixels
    at: tuple[int, int]         # the point it was placed at
    box: pygame.Rect | None     # the room it was given (None: the innermost panel under it)
    order: int                  # drawing order, shared with the shapes
    line: str = ""              # what was drawn of it: a line of the text, perhaps cut with "…"
    clipped: bool = False       # cut at the side by a clip, or by the edge of the face it is on

    def moved(self, dx: int, dy: int, order: int, clip: pygame.Rect) -> "Drawn | None":
        """The same text where a face holding it was put: None when the clip there hides it."""
        ink = self.ink.move(dx, dy)
        shown = ink.clip(clip)
        if shown.w == 0 or shown.h == 0:
            return None
        clipped = self.clipped or shown.w < ink.w
        return replace(self, ink=ink if shown.w < ink.w else shown, at=(self.at[0] + dx, self.at[1] + dy),
                       box=None if self.box is None else self.box.move(dx, dy), order=order, clipped=clipped)


# Kinds of shape: what each says about the text near it (docs/layout.md, "Text over a shape").
PANEL = "panel"    # a panel or a card face: opaque; text on it belongs to it; it hides what it covers
REGION = "region"  # a place the drawing code declares (the favour grid, the event panel): not drawn
VEIL = "veil"      # a dark veil over what is behind a dialog: hides it, owns nothing
DIM = "dim"        # a lighter veil (a dialog's, a shadow): what is under it is background, still seen
FLOAT = "float"    # a tooltip or a toast: over everything for a moment, it may hide part of a text


@dataclass(frozen=True, slots=True)
class Panel:
    """A shape: a rectangle something was drawn in (see the kinds above)."""

    rect: pygame.Rect
    order: int
    kind: str = PANEL

    @property
    def opaque(self) -> bool:
        return self.kind not in (REGION, DIM)


class TextRecorder:
    """Every text and shape drawn on one surface, or on the window while it is active.

    A text's ink is measured only when someone reads ``texts``: a cached picture noting its
    words costs a list entry per word, not a scan of its pixels."""

    def __init__(self) -> None:
        self._texts: list[Drawn | tuple] = []
        self.panels: list[Panel] = []

    def _next(self) -> int:
        return len(self._texts) + len(self.panels)

    @property
    def texts(self) -> list[Drawn]:
        out = []
        for i, item in enumerate(self._texts):
            if isinstance(item, tuple):
                item = self._texts[i] = _measured(*item)
            if item is not None:
                out.append(item)
        return out

    def text(self, surf, img, rect, s, font, pos, box, line: str = "") -> None:
        # as little as can be now (a table's picture notes every word each time it is drawn):
        # the rest when ``texts`` is read
        self._texts.append((surf.get_abs_offset(), surf.get_clip(), img, rect, s, font.point_size, pos, box,
                            self._next(), line or s))

    def panel(self, surf, rect, kind: str = PANEL) -> None:
        ox, oy = surf.get_abs_offset() if surf is not None else (0, 0)
        self.panels.append(Panel(pygame.Rect(rect).move(ox, oy), self._next(), kind))

    def add(self, other: "TextRecorder", dx: int, dy: int, clip: pygame.Rect) -> None:
        """Everything ``other`` noted, put at (dx, dy) here and cut by ``clip``, in its order."""
        merged = sorted([(d.order, d) for d in other.texts] + [(p.order, p) for p in other.panels],
                        key=lambda pair: pair[0])
        for _, item in merged:
            if isinstance(item, Drawn):
                moved = item.moved(dx, dy, self._next(), clip)
                if moved is not None:
                    self._texts.append(moved)
            else:
                rect = item.rect.move(dx, dy).clip(clip)
                if rect.w and rect.h:
                    self.panels.append(Panel(rect, self._next(), item.kind))


def _measured(offset, clip, img, rect, s, size, pos, box, order, line) -> Drawn | None:
    """A noted text with its ink: None when nothing of it shows (blank, no ink, or scrolled out of sight)."""
    ink = img.get_bounding_rect()
    if ink.w == 0 or not s.strip():
        return None
    ox, oy = offset
    ink = ink.move(rect.x + ox, rect.y + oy)
    clip = clip.move(ox, oy)
    at = (int(pos[0]) + ox, int(pos[1]) + oy)
    box = None if box is None else pygame.Rect(box).move(ox, oy)
    shown = ink.clip(clip)
    if shown.w == 0 or shown.h == 0:
        return None  # scrolled out of sight
    clipped = shown.w < ink.w
    if clipped:
        shown = ink  # cut at the side: no scrolling does that, the text is too wide for its place
    return Drawn(s, shown, size, at, box, order, line, clipped)


class Face(pygame.Surface):
    """A picture painted once and cached (a card face, a table's picture) that carries the
    texts and shapes drawn on it, so that layout-check sees them wherever it is put (``blit``)."""

    def __init__(self, size, flags: int = 0, *args) -> None:
        super().__init__(size, flags, *args)
        self.notes = TextRecorder()

    def copy(self) -> "Face":
        twin = Face(self.get_size(), self.get_flags() & pygame.SRCALPHA)
        twin.blit(self, (0, 0))
        twin.notes.add(self.notes, 0, 0, twin.get_rect())
        return twin

    @classmethod
    def of(cls, picture: pygame.Surface, notes: TextRecorder | None = None,
           origin: tuple[int, int] = (0, 0)) -> "Face":
        """A face holding ``picture``, with ``notes`` (taken where ``origin`` is its top left)."""
        face = cls(picture.get_size(), picture.get_flags() & pygame.SRCALPHA)
        face.blit(picture, (0, 0))
        if notes is not None:
            face.notes.add(notes, -origin[0], -origin[1], face.get_rect())
        return face


def notes_for(surf: pygame.Surface) -> TextRecorder | None:
    """Where a text or shape drawn on ``surf`` is noted: the face it is part of, else the recording."""
    root = surf.get_abs_parent()
    if isinstance(root, Face):
        return root.notes
    return _RECORDER.get()


def blit(dest: pygame.Surface, src: pygame.Surface, pos, area: pygame.Rect | None = None) -> pygame.Rect:
    """``dest.blit``, handing on the notes ``src`` carries when it is a ``Face``."""
    put = dest.blit(src, pos, area)
    if isinstance(src, Face):
        notes = notes_for(dest)
        if notes is not None:
            ox, oy = dest.get_abs_offset()
            x, y = int(pos[0]) + ox, int(pos[1]) + oy
            clip = dest.get_clip().move(ox, oy)
            if area is not None:
                area = pygame.Rect(area)
                x, y = x - area.x, y - area.y
                clip = clip.clip(area.move(x, y))
            notes.add(src.notes, x, y, clip)
    return put


# The active recorder, if any: set only by ``recording()`` and ``capturing()``.
_RECORDER: ContextVar[TextRecorder | None] = ContextVar("text_recorder", default=None)


@contextmanager
def recording() -> Iterator[TextRecorder]:
    recorder = TextRecorder()
    token = _RECORDER.set(recorder)
    try:
        yield recorder
    finally:
        _RECORDER.reset(token)


@contextmanager
def capturing(forward: bool = True) -> Iterator[TextRecorder]:
    """Note what is drawn on the window meanwhile, whether or not a recording is under way (and
    to it as well, unless ``forward`` is False: the caller then puts the picture it keeps on the
    window with ``blit``): for a picture of the window about to be cached as a ``Face`` (``Face.of``)."""
    outer = _RECORDER.get()
    with recording() as recorder:
        yield recorder
    if outer is not None and forward:
        outer.add(recorder, 0, 0, pygame.Rect(-(1 << 20), -(1 << 20), 1 << 21, 1 << 21))


@contextmanager
def capturing_if_recording(forward: bool = True) -> Iterator[TextRecorder | None]:
    """``capturing()`` while a recording is under way, else nothing (None): a picture cached while
    no one reads its words (play, not layout-check) is kept without them, at no cost per word."""
    if _RECORDER.get() is None:
        yield None
        return
    with capturing(forward) as recorder:
        yield recorder


def kept(surf: pygame.Surface, rect: pygame.Rect, words: TextRecorder | None) -> pygame.Surface:
    """A copy of ``rect`` of ``surf`` to cache: a ``Face`` with ``words`` when they were captured."""
    if words is None:
        return surf.subsurface(rect).copy()
    return Face.of(surf.subsurface(rect), words, rect.topleft)


def active() -> TextRecorder | None:
    """The recorder of the ``recording()`` under way, if any."""
    return _RECORDER.get()

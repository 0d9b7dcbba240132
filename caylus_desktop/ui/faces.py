"""Faces painted once and blitted after: a tile, card or board piece whose look only changes with its
own state, the window's size, the language and the text size.

A table keeps one ``Faces`` per renderer and asks it for a face by a key naming everything the face
shows; the first time, ``paint`` draws it on a transparent surface of the rectangle's size. While
layout-check records the window's words (``textrecord``), faces are painted in place each time, so
that every text they carry is seen where it stands.
"""
from __future__ import annotations

from typing import Callable, Hashable

import pygame

from caylus_desktop.ui import textrecord

Paint = Callable[[pygame.Surface, pygame.Rect], None]
LIMIT = 1024  # faces kept; past it (many sizes after a window drag) the store starts afresh


class Faces:
    def __init__(self) -> None:
        self._store: dict[Hashable, pygame.Surface] = {}

    def blit(self, surf: pygame.Surface, rect: pygame.Rect, key: Hashable, paint: Paint) -> None:
        """The face ``key`` at ``rect``: painted by ``paint(target, rect)`` the first time at this size."""
        if textrecord.active() is not None:
            paint(surf, pygame.Rect(rect))
            return
        full = (key, rect.size)
        face = self._store.get(full)
        if face is None:
            if len(self._store) >= LIMIT:
                self._store.clear()
            face = pygame.Surface(rect.size, pygame.SRCALPHA)
            paint(face, face.get_rect())
            self._store[full] = face
        surf.blit(face, rect)

"""Faces painted once and blitted after: a tile, card or board piece whose look only changes with its
own state, the window's size, the language and the text size.

A table keeps one ``Faces`` per renderer and asks it for a face by a key naming everything the face
shows; the first time, ``paint`` draws it on a transparent ``textrecord.Face`` of the rectangle's
size, which keeps the words and shapes painted on it and hands them on wherever it is put, so
layout-check sees a cached face's text where it stands (and caching stays on while it looks).
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
        full = (key, rect.size)
        face = self._store.get(full)
        if face is None:
            if len(self._store) >= LIMIT:
                self._store.clear()
            face = textrecord.Face(rect.size, pygame.SRCALPHA)
            paint(face, face.get_rect())
            self._store[full] = face
        textrecord.blit(surf, face, rect.topleft)

"""Clickable areas registered while drawing, looked up when a click arrives."""
from __future__ import annotations

from typing import Callable

import pygame


class HotAreas:
    """The clickable rectangles of the last frame, topmost last."""

    __slots__ = ("areas", "tips", "named")

    def __init__(self) -> None:
        self.named: dict[str, pygame.Rect] = {}  # a button's label -> where it was drawn
        self.areas: list[tuple[pygame.Rect, Callable[[], None]]] = []
        self.tips: list[tuple[pygame.Rect, Callable[[], tuple[str, str]]]] = []

    def clear(self) -> None:
        self.areas.clear()
        self.tips.clear()
        self.named.clear()

    def add(self, rect: pygame.Rect, action: Callable[[], None]) -> None:
        self.areas.append((pygame.Rect(rect), action))

    def tip(self, rect: pygame.Rect, content: Callable[[], tuple[str, str]]) -> None:
        """``content`` returns (title, body) when the mouse rests on ``rect``."""
        self.tips.append((pygame.Rect(rect), content))

    def at(self, pos: tuple[int, int]) -> Callable[[], None] | None:
        for rect, action in reversed(self.areas):
            if rect.collidepoint(pos):
                return action
        return None

    def tip_at(self, pos: tuple[int, int]) -> Callable[[], tuple[str, str]] | None:
        for rect, content in reversed(self.tips):
            if rect.collidepoint(pos):
                return content
        return None

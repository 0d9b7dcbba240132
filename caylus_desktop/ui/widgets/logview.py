"""The scrollable log: newest at the bottom, the wheel scrolls back in time."""
from __future__ import annotations

import pygame

from caylus_desktop.ui import theme as th


class LogView:
    __slots__ = ("scroll", "rect", "_wrapped")

    def __init__(self) -> None:
        self.scroll = 0  # lines scrolled up from the newest
        self.rect = pygame.Rect(0, 0, 0, 0)
        self._wrapped: tuple | None = None  # (entries, width, font) -> lines: wrapping is the slow part

    def wheel(self, dy: int) -> None:
        self.scroll = max(0, self.scroll + dy * 3)

    def draw(self, surf: pygame.Surface, t: th.Theme, rect: pygame.Rect, entries: list[str]) -> None:
        self.rect = pygame.Rect(rect)
        th.panel(surf, rect, (22, 25, 31), t.px(6))
        f = t.font(14)
        pad = t.px(6)
        key = (tuple(entries[-200:]), rect.w, id(f))
        if self._wrapped is not None and self._wrapped[0] == key:
            lines = self._wrapped[1]
        else:
            lines = []
            for e in entries[-200:]:
                wrapped = th.wrap(f, e, rect.w - 2 * pad - t.px(8))
                lines.extend(["• " + wrapped[0]] + ["  " + w for w in wrapped[1:]])
            self._wrapped = (key, lines)
        per = max(1, (rect.h - 2 * pad) // f.get_linesize())
        self.scroll = min(self.scroll, max(0, len(lines) - per))
        end = len(lines) - self.scroll
        shown = lines[max(0, end - per):end]
        y = rect.y + pad
        clip = surf.get_clip()
        surf.set_clip(rect)
        for i, line in enumerate(shown):
            newest = self.scroll == 0 and i == len(shown) - 1
            th.text(surf, f, line, th.INK if newest else th.INK_DIM, (rect.x + pad, y))
            y += f.get_linesize()
        surf.set_clip(clip)
        if len(lines) > per:  # a scroll bar shows there is more
            bar_h = max(t.px(12), rect.h * per // len(lines))
            top = rect.y + (rect.h - bar_h) * (end - len(shown)) // max(1, len(lines) - len(shown))
            pygame.draw.rect(surf, th.PANEL_LIGHT, (rect.right - t.px(6), top, t.px(4), bar_h), border_radius=2)

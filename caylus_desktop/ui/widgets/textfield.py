"""A line of typed text (a folder's path): click it to type, Backspace erases, Enter submits."""
from __future__ import annotations

import pygame

from caylus_desktop.ui import theme as th
from caylus_desktop.ui.widgets.hot import HotAreas


class TextField:
    def __init__(self, text: str = "", limit: int = 400) -> None:
        self.text = text
        self.limit = limit
        self.active = False

    def key(self, event: pygame.event.Event) -> str | None:
        """Apply a key while typing: "submit" on Enter, "done" on Escape or Tab, else None."""
        if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            return "submit"
        if event.key in (pygame.K_ESCAPE, pygame.K_TAB):
            self.active = False
            return "done"
        if event.key == pygame.K_BACKSPACE:
            self.text = self.text[:-1]
        elif event.unicode and event.unicode.isprintable() and len(self.text) < self.limit:
            self.text += event.unicode
        return None

    def draw(self, surf: pygame.Surface, t: th.Theme, hot: HotAreas, rect: pygame.Rect, name: str) -> None:
        px = t.px
        pygame.draw.rect(surf, (18, 20, 26), rect, border_radius=px(5))
        pygame.draw.rect(surf, th.ACCENT if self.active else th.PANEL_LIGHT, rect, max(1, px(2)), border_radius=px(5))
        f = t.font(17)
        shown = self.text + ("|" if self.active else "")
        room = rect.w - px(16)
        if f.size(shown)[0] > room:  # a long path shows its end, where one types
            while len(shown) > 1 and f.size("…" + shown)[0] > room:
                shown = shown[1:]
            shown = "…" + shown
        th.text(surf, f, shown, th.INK, (rect.x + px(8), rect.centery), "midleft")
        hot.add(rect, lambda: setattr(self, "active", True))
        hot.named[name] = rect

"""A button: rounded box, centred label, hover and disabled looks."""
from __future__ import annotations

from typing import Callable

import pygame

from caylus_desktop.ui import theme as th
from caylus_desktop.ui.widgets.hot import HotAreas


def button(surf: pygame.Surface, t: th.Theme, hot: HotAreas, mouse: tuple[int, int], rect: pygame.Rect,
           label: str, on_click: Callable[[], None] | None, *, enabled: bool = True, selected: bool = False,
           size: float = 18, colour=th.PANEL_LIGHT, tip: tuple[str, str] | None = None) -> pygame.Rect:
    rect = pygame.Rect(rect)
    hover = enabled and rect.collidepoint(mouse)
    fill = colour if enabled else th.DISABLED
    if selected:
        fill = (88, 84, 54)
    if hover:
        fill = tuple(min(255, c + 28) for c in fill)
    radius = t.px(7)
    pygame.draw.rect(surf, fill, rect, border_radius=radius)
    border = th.HOVER if hover else (th.ACCENT if selected else (20, 22, 28))
    pygame.draw.rect(surf, border, rect, max(1, t.px(2)), border_radius=radius)
    ink = th.INK if enabled else th.INK_DIM
    th.text_in(surf, t, label, rect.inflate(-t.px(10), -t.px(4)), ink, size)
    hot.named[label] = rect
    if enabled and on_click is not None:
        hot.add(rect, on_click)
    if tip:
        hot.tip(rect, lambda: tip)
    return rect

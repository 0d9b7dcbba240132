"""The tooltip box drawn at the mouse: a title and a wrapped body."""
from __future__ import annotations

import pygame

from caylus_desktop.ui import theme as th


def draw_tooltip(surf: pygame.Surface, t: th.Theme, mouse: tuple[int, int], title: str, body: str) -> pygame.Rect:
    width = t.px(300)
    pad = t.px(10)
    ft, fb = t.font(18, True), t.font(15)
    heads = th.wrap_long(ft, title, width - 2 * pad)  # a long card name wraps like the body
    lines = th.wrap_long(fb, body, width - 2 * pad) if body else []
    h = pad * 2 + len(heads) * ft.get_linesize() + len(lines) * fb.get_linesize() + (t.px(4) if lines else 0)
    x, y = mouse[0] + t.px(18), mouse[1] + t.px(18)
    if x + width > surf.get_width():
        x = mouse[0] - width - t.px(10)
    if y + h > surf.get_height():
        y = max(0, surf.get_height() - h)
    rect = pygame.Rect(max(0, x), y, width, h)
    th.shade(surf, rect.move(t.px(4), t.px(4)), 90)
    pygame.draw.rect(surf, (250, 244, 226), rect, border_radius=t.px(6))
    pygame.draw.rect(surf, th.ACCENT, rect, max(1, t.px(2)), border_radius=t.px(6))
    th.covers(surf, rect, floating=True)  # over everything for a moment
    yy = rect.y + pad
    for line in heads:
        th.text(surf, ft, line, th.INK_DARK, (rect.x + pad, yy), box=rect)
        yy += ft.get_linesize()
    yy += t.px(4)
    for line in lines:
        th.text(surf, fb, line, (60, 52, 44), (rect.x + pad, yy), box=rect)
        yy += fb.get_linesize()
    return rect

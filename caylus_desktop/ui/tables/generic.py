"""The fallback table for a game whose renderer is not written yet: the
observation's seats in words; every action appears in the choice panel."""
from __future__ import annotations

import pygame

from caylus_desktop.ui import theme as th
from caylus_desktop.ui.tables import TableRenderer, TableView


class GenericRenderer(TableRenderer):
    def draw(self, surf: pygame.Surface, rect: pygame.Rect, view: TableView) -> None:
        t = view.t
        pygame.draw.rect(surf, th.TABLE, rect)
        y = rect.y + t.px(20)
        f = t.font(18)
        for s in view.obs.get("seats", []):
            line = f"{s.get('name')}: {s.get('score')} · " + ", ".join(f"{k} {v}" for k, v in (s.get("resources") or {}).items())
            th.draw_shape(surf, view.seat_shape(s["seat"]), view.seat_colour(s["seat"]), (rect.x + t.px(30), y + t.px(10)), t.px(10))
            th.text(surf, f, line, th.INK, (rect.x + t.px(50), y))
            y += t.px(34)

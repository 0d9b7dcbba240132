"""The fallback table for a game whose renderer is not written yet: the
observation's seats in words; every action appears in the choice panel."""
from __future__ import annotations

import pygame

from caylus_desktop.ui import theme as th
from caylus_desktop.ui.tables import TableRenderer, TableView


class GenericRenderer(TableRenderer):
    def draw(self, surf: pygame.Surface, rect: pygame.Rect, view: TableView) -> None:
        t = view.t
        view.look.paint("table", surf, rect)  # a game without a look of its own: the default felt
        y = rect.y + t.px(20)
        f = t.font(18)
        for s in view.obs.get("seats", []):
            line = f"{s.get('name')}: {s.get('score')} · " + _resources(s)
            th.draw_shape(surf, view.seat_shape(s["seat"]), view.seat_colour(s["seat"]), (rect.x + t.px(30), y + t.px(10)), t.px(10))
            th.text(surf, f, line, th.INK, (rect.x + t.px(50), y))
            y += t.px(34)

    def seat_summary(self, match, info: dict, lang: str) -> str | None:
        """The side panel's line: the hand size (the base's) for a game with hands, else what the seat holds."""
        return None if "hand" in info else (_resources(info) or str(info.get("score")))


def _resources(seat: dict) -> str:
    return ", ".join(f"{k} {v}" for k, v in (seat.get("resources") or {}).items())

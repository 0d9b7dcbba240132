"""The fallback table for a game whose renderer is not written yet: the
observation's seats in words; every action appears in the choice panel."""
from __future__ import annotations

import pygame

from caylus_desktop.engine.view import SeatInfo
from caylus_desktop.ui import theme as th
from caylus_desktop.ui.i18n import Speech
from caylus_desktop.ui.tables import TableRenderer, TableView


class GenericRenderer(TableRenderer):
    def draw(self, surf: pygame.Surface, rect: pygame.Rect, view: TableView) -> None:
        t = view.t
        view.look.paint("table", surf, rect)  # a game without a look of its own: the default felt
        y = rect.y + t.px(20)
        f = t.font(18)
        for s in view.obs.seats:
            line = f"{s.name}: {s.score} · " + _resources(s)
            th.draw_shape(surf, view.seat_shape(s.seat), view.seat_colour(s.seat), (rect.x + t.px(30), y + t.px(10)), t.px(10))
            th.text(surf, f, line, th.INK, (rect.x + t.px(50), y))
            y += t.px(34)

    def seat_summary(self, match, info: SeatInfo, voice: Speech) -> str | None:
        """The side panel's line: the hand size (the base's) for a seat holding cards, else what it holds."""
        return None if info.hand_count else (_resources(info) or str(info.score))


def _resources(seat: SeatInfo) -> str:
    return ", ".join(f"{k} {v}" for k, v in seat.resources.items())

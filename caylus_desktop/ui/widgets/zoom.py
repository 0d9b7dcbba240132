"""Card zoom: a card, building or tile shown large, with all its words and its picture.

A table registers what may be zoomed where it draws a face the seat at the screen may see
(``TableView.tip(..., card=CardLook(...))``): the zoom shows the same title and text as the
tooltip, so it never tells more than the table already does. Holding the pointer still on it
(``HOLD`` seconds) or a right-click opens it; moving off it, a click or a key closes it (a click on a
card opened by holding still does what it clicks: the player was reading before playing it).
"""
from __future__ import annotations

from typing import Callable, NamedTuple

import pygame

from caylus_desktop.ui import icons
from caylus_desktop.ui import materials
from caylus_desktop.ui import theme as th

HOLD = 0.7  # seconds of a still pointer before a card opens large

Rgb = tuple[int, int, int]
Content = Callable[[], tuple[str, str]]


class CardLook(NamedTuple):
    """What a zoomed card looks like beyond its words: its picture and the colour of its band."""

    icon: str | None
    colour: Rgb


class Zoomable(NamedTuple):
    rect: pygame.Rect
    content: Content
    look: CardLook


class Zoomer:
    """Which card is shown large, and how long the pointer has rested (one per game scene)."""

    def __init__(self) -> None:
        self.open: Zoomable | None = None
        self.pinned = False  # opened by a right-click: the next click only puts it back
        self.held = 0.0
        self.at: tuple[int, int] | None = None

    @staticmethod
    def under(zooms: list[Zoomable], pos: tuple[int, int]) -> Zoomable | None:
        for z in reversed(zooms):  # the last drawn is on top
            if z.rect.collidepoint(pos):
                return z
        return None

    def right_click(self, zooms: list[Zoomable], pos: tuple[int, int]) -> bool:
        """Open the card under ``pos`` (close it if it is the one open); True when there was one."""
        z = self.under(zooms, pos)
        self.open = None if z is None or (self.open is not None and self.open.rect == z.rect) else z
        self.pinned = self.open is not None
        return z is not None

    def close(self) -> bool:
        """Put the card back; True when the click or key that did it is spent (a right-clicked card)."""
        spent = self.open is not None and self.pinned
        self.open, self.pinned, self.held = None, False, 0.0  # held still again from now to reopen
        return spent

    def tick(self, dt: float, mouse: tuple[int, int], zooms: list[Zoomable]) -> bool:
        """Advance the still-pointer clock; True when the zoom opened or closed."""
        if mouse != self.at:
            self.at, self.held = mouse, 0.0
            if self.open is not None and not self.pinned and not self.open.rect.collidepoint(mouse):
                self.open = None
                return True
            return False
        self.held += dt
        if self.open is None and self.held >= HOLD:
            self.open = self.under(zooms, mouse)
            return self.open is not None
        return False

    def draw(self, surf: pygame.Surface, t: th.Theme, area: pygame.Rect) -> pygame.Rect | None:
        """The open card, large, centred in ``area``; its rectangle."""
        if self.open is None:
            return None
        title, body = self.open.content()
        return draw_card(surf, t, area, title, body, self.open.look)


def draw_card(surf: pygame.Surface, t: th.Theme, area: pygame.Rect, title: str, body: str, look: CardLook) -> pygame.Rect:
    """A parchment card ``area``'s height at most: band with the name, the picture, every word of the text."""
    h = min(area.h - t.px(40), t.px(560))
    w = min(area.w - t.px(40), max(t.px(300), int(h * 0.72)))
    pad = t.px(16)
    ft, fb = t.font(24, True), t.font(17)
    heads = th.wrap_long(ft, title, w - 2 * pad)
    lines = th.wrap_long(fb, body, w - 2 * pad) if body else []
    band_h = len(heads) * ft.get_linesize() + pad
    text_h = len(lines) * fb.get_linesize()
    pic = max(t.px(48), min(t.px(200), h - band_h - text_h - 3 * pad))
    h = min(area.h - t.px(20), band_h + pic + text_h + 3 * pad)  # grows for a long text, as far as the table goes
    card = pygame.Rect(0, 0, w, h)
    card.center = area.center
    rad = t.px(14)
    th.shade(surf, card.move(t.px(6), t.px(6)), 110)
    materials.parchment(surf, card, rad, th.PARCHMENT)
    th.covers(surf, card)
    band = pygame.Rect(card.x, card.y, card.w, band_h)
    pygame.draw.rect(surf, look.colour, band, border_top_left_radius=rad, border_top_right_radius=rad)
    ink = th.INK_DARK if sum(look.colour) > 420 else (250, 246, 236)
    y = band.y + pad // 2
    for line in heads:
        th.text(surf, ft, line, ink, (band.centerx, y), "midtop", box=band)
        y += ft.get_linesize()
    picture = pygame.Rect(card.x, band.bottom + pad, card.w, pic)
    if look.icon is not None:
        icons.draw(surf, look.icon, picture, tuple(max(0, c - 60) for c in look.colour))
    y = picture.bottom + pad
    for line in lines:
        th.text(surf, fb, line, (60, 52, 44), (card.x + pad, y), box=card)
        y += fb.get_linesize()
    pygame.draw.rect(surf, (110, 90, 60), card, max(2, t.px(3)), border_radius=rad)
    return card

"""Drawing Caleira's cards: faces (name, points shield, the card's picture, effect text) and backs."""
from __future__ import annotations

import math

import pygame

from caylus_desktop.ui import icons
from caylus_desktop.ui import theme as th
from caylus_desktop.ui.look import TableLook
from caylus_desktop.ui.materials import shift


def _emblem(surf: pygame.Surface, icon: str | None, r: pygame.Rect, ink: tuple[int, int, int]) -> None:
    """The card's picture (its ``icon`` in the rules file) in ``ink``, centred; a plain stone block without one."""
    side = int(min(r.w, r.h) * 0.85)
    box = pygame.Rect(0, 0, side, side)
    box.center = r.center
    if icon is not None:
        icons.draw(surf, icon, box, ink)
    else:
        pygame.draw.rect(surf, ink, box.inflate(-side // 2, -side // 2))


def name_size(t: th.Theme, card_h: int) -> float:
    """The base size of a card's name on a card ``card_h`` pixels tall."""
    return max(9, min(16, card_h / t.s / 9))


def name_width(t: th.Theme, card_h: int, name: str) -> int:
    """How wide a card ``card_h`` pixels tall must be to hold ``name`` on one line."""
    return t.font(name_size(t, card_h), True).size(name)[0] + t.px(8)


def draw_face(surf: pygame.Surface, t: th.Theme, rect: pygame.Rect, look: TableLook, icon: str | None, name: str,
              points: int, text: str | None = None, dim: bool = False) -> None:
    rad = max(3, rect.w // 12)
    look.paint("cards", surf, rect, radius=rad)
    th.covers(surf, rect)
    # a large card (the hand) keeps a slim band and a small shield: its room goes to its text
    band = pygame.Rect(rect.x, rect.y, rect.w, max(12, min(rect.h // 5, t.px(26))))
    size = name_size(t, rect.h)
    # a long name ("Flèche de la princesse") on a gallery's card takes two lines in a taller band
    # rather than being cut; a card too small even for that shows only its picture (its tooltip and
    # its zoom name it in full)
    two = pygame.Rect(band.x, band.y, band.w - t.px(4), min(rect.h // 3, 2 * band.h))
    whole = th.fits(t, name, band.inflate(-t.px(4), -t.px(4)), size, True)  # clear of the band's edges
    if not whole and th.fits(t, name, two, size, True):
        f, lines = th.fit_or_wrap(t, name, two, size, True)
        band.h = max(band.h, (len(lines) - 1) * th.line_step(f, name) + th.ink_extent(f, name)[1] + t.px(8))
        whole = True
    pygame.draw.rect(surf, look.colour("band"), band, border_top_left_radius=rad, border_top_right_radius=rad)
    # the points shield, bottom right
    sh = max(10, min(rect.w // 4, t.px(24)), t.min_text_px + 4)  # room for its figure at the smallest readable size
    sx, sy = rect.right - sh - 3, rect.bottom - sh - 3
    pygame.draw.polygon(surf, (60, 70, 120), [(sx, sy), (sx + sh, sy), (sx + sh, sy + sh * 0.6), (sx + sh / 2, sy + sh), (sx, sy + sh * 0.6)])
    th.glyph(surf, t, str(points), (sx + 1, sy + 1, sh - 2, sh * 0.8), (250, 240, 210), 0.85)
    body_top = band.bottom + 2
    em = body = None
    if text and rect.h > t.px(118):
        # the text takes the room it needs, the picture what is left (down to a small one)
        pad = max(5, t.px(7))  # the text clear of the card's edge at every size
        f, lines = th.fit_or_wrap(t, text, pygame.Rect(0, 0, rect.w - 2 * pad, rect.h), 11)
        spare = sy - 3 - body_top - len(lines) * th.line_step(f, text) - 4
        # as Castrum's cards: up to two fifths of the card, so that a short text leaves no bare parchment
        em = pygame.Rect(rect.x, body_top, rect.w, max(t.px(16), min(int(rect.h * 0.4), spare)))
        body = pygame.Rect(rect.x + pad, em.bottom + 2, rect.w - 2 * pad, sy - 1 - em.bottom - 2)
    said = bool(text) and em is not None and body is not None and th.fits(t, text, body, 11)
    if whole or said:  # a card whose text is read on it is named on it, cut if it must be (the hand)
        th.text_in(surf, t, name, band.inflate(-t.px(4), 0), th.INK_DARK, size, True, shorten_to_fit=True)
    if said:
        _emblem(surf, icon, em, look.colour("emblem"))
        th.text_in(surf, t, text, body, (70, 60, 50), 11, align="left", valign="top")
    else:  # no text, or too long to show whole: the picture alone, the tooltip and the zoom say the text
        em = pygame.Rect(rect.x, body_top, rect.w, rect.bottom - body_top - sh // 2)
        _emblem(surf, icon, em, look.colour("emblem"))
    pygame.draw.rect(surf, (110, 90, 60), rect, max(1, rect.w // 40), border_radius=rad)
    if dim:
        th.shade(surf, rect, 90)


def draw_back(surf: pygame.Surface, rect: pygame.Rect, look: TableLook) -> None:
    """A card face down: the look's ``back`` colour, crossed with a lighter lattice."""
    rad = max(3, rect.w // 12)
    back = look.colour("back")
    light = shift(back, 40)
    pygame.draw.rect(surf, back, rect, border_radius=rad)
    th.covers(surf, rect)
    inner = rect.inflate(-max(4, rect.w // 8), -max(4, rect.w // 8))
    step = max(6, rect.w // 5)
    clip = surf.get_clip()
    surf.set_clip(inner)
    for k in range(-inner.h, inner.w + inner.h, step):
        pygame.draw.line(surf, light, (inner.x + k, inner.y), (inner.x + k + inner.h, inner.bottom), 1)
        pygame.draw.line(surf, light, (inner.x + k, inner.bottom), (inner.x + k + inner.h, inner.y), 1)
    surf.set_clip(clip)
    pygame.draw.rect(surf, light, inner, 1, border_radius=rad)
    cx, cy, u = rect.centerx, rect.centery, max(2, rect.w // 12)
    pygame.draw.rect(surf, (200, 190, 150), (cx - 2 * u, cy - u, 4 * u, 3 * u))
    for i in range(3):
        pygame.draw.rect(surf, (200, 190, 150), (cx - 2 * u + i * 3 * u // 2, cy - 2 * u, u, u))
    pygame.draw.rect(surf, (20, 24, 40), rect, max(1, rect.w // 40), border_radius=rad)


def draw_peek_mark(surf: pygame.Surface, rect: pygame.Rect) -> None:
    """A face-down piece the viewer knows: a dark band with an eye."""
    band = pygame.Rect(rect.x, rect.bottom - max(12, rect.h // 4), rect.w, max(12, rect.h // 4))
    th.shade(surf, band, 170, (20, 26, 60))
    w, h = band.h * 0.9, band.h * 0.5
    cx, cy = band.x + w / 2 + max(3, band.w // 12), band.centery  # left of the points shield
    pygame.draw.ellipse(surf, (240, 240, 250), (cx - w / 2, cy - h / 2, w, h), max(1, band.h // 10))
    pygame.draw.circle(surf, (240, 240, 250), (cx, cy), max(2, band.h // 6))


def draw_moat_guard(surf: pygame.Surface, rect: pygame.Rect, water: tuple[int, int, int]) -> None:
    """A piece a Moat protects: ``water`` under it and a small shield."""
    u = max(2, rect.w // 14)
    y = rect.bottom + u
    pts = [(rect.x + i * rect.w / 12, y + math.sin(i * 1.3) * u * 0.7) for i in range(13)]
    pygame.draw.lines(surf, water, False, pts, max(2, u // 2 + 1))
    sx, sy, s = rect.x + 3, rect.y + rect.h // 5 + 3, max(8, rect.w // 5)
    pygame.draw.polygon(surf, water, [(sx, sy), (sx + s, sy), (sx + s, sy + s * 0.6), (sx + s / 2, sy + s), (sx, sy + s * 0.6)])
    pygame.draw.polygon(surf, (240, 250, 255), [(sx, sy), (sx + s, sy), (sx + s, sy + s * 0.6), (sx + s / 2, sy + s), (sx, sy + s * 0.6)], 1)

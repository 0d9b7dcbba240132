"""Drawing Caleira's cards: faces (name, points shield, an emblem, effect text) and backs."""
from __future__ import annotations

import math

import pygame

from caylus_desktop.ui import theme as th

STONE = (150, 146, 150)
STONE_DARK = (104, 100, 108)
ROOF = (176, 66, 56)
GOLD = (214, 170, 60)
WATER = (70, 150, 220)
WOOD = (140, 96, 56)


def _emblem(surf: pygame.Surface, cid: str, r: pygame.Rect) -> None:
    """A small drawing per card, made of shapes (no publisher art)."""
    cx, cy, u = r.centerx, r.centery, max(2, min(r.w, r.h) // 10)
    lw = max(1, u // 2)
    if cid == "trebuchet":
        pygame.draw.rect(surf, WOOD, (cx - 3 * u, cy + 2 * u, 6 * u, u))
        pygame.draw.polygon(surf, WOOD, [(cx - 2 * u, cy + 2 * u), (cx, cy - u), (cx + 2 * u, cy + 2 * u)], lw)
        pygame.draw.line(surf, WOOD, (cx - 4 * u, cy - 3 * u), (cx + 3 * u, cy + u), lw + 1)
        pygame.draw.circle(surf, STONE_DARK, (cx - 4 * u, cy - 3 * u), u)
    elif cid == "battlements":
        pygame.draw.rect(surf, STONE, (cx - 4 * u, cy - u, 8 * u, 4 * u))
        for i in range(4):
            pygame.draw.rect(surf, STONE, (cx - 4 * u + i * 2 * u + (u // 2), cy - 2 * u, u, u))
        pygame.draw.rect(surf, STONE_DARK, (cx - 4 * u, cy - u, 8 * u, 4 * u), lw)
    elif cid in ("watchtower", "wizard_tower", "princess_spire"):
        w = {"watchtower": 3, "wizard_tower": 3, "princess_spire": 2}[cid] * u
        top = cy - (3 if cid == "watchtower" else 2) * u
        pygame.draw.rect(surf, STONE, (cx - w // 2, top, w, cy + 3 * u - top))
        if cid == "watchtower":
            for i in range(3):
                pygame.draw.rect(surf, STONE, (cx - w // 2 + i * u, top - u, u // 2 + 1, u))
        else:
            tip = cy - (5 if cid == "princess_spire" else 4) * u
            pygame.draw.polygon(surf, ROOF if cid == "princess_spire" else (80, 70, 150),
                                [(cx - w // 2 - u // 2, top), (cx + w // 2 + u // 2, top), (cx, tip)])
            if cid == "wizard_tower":
                pygame.draw.circle(surf, GOLD, (cx, cy), u)
            else:
                pygame.draw.line(surf, ROOF, (cx, tip), (cx, tip - u), lw)
        pygame.draw.rect(surf, STONE_DARK, (cx - u // 2, cy + u, u, 2 * u))
    elif cid == "marketplace":
        pygame.draw.polygon(surf, ROOF, [(cx - 4 * u, cy - u), (cx, cy - 4 * u), (cx + 4 * u, cy - u)])
        pygame.draw.rect(surf, WOOD, (cx - 3 * u, cy - u, 6 * u, 3 * u))
        pygame.draw.circle(surf, GOLD, (cx - u, cy + 3 * u), u)
        pygame.draw.circle(surf, GOLD, (cx + u, cy + 3 * u), u)
    elif cid == "throne_room":
        pygame.draw.rect(surf, (150, 40, 60), (cx - 2 * u, cy - 2 * u, 4 * u, 5 * u))
        pygame.draw.rect(surf, GOLD, (cx - 2 * u, cy - 2 * u, 4 * u, 5 * u), lw)
        pygame.draw.polygon(surf, GOLD, [(cx - 2 * u, cy - 3 * u), (cx - u, cy - 4 * u), (cx, cy - 3 * u),
                                         (cx + u, cy - 4 * u), (cx + 2 * u, cy - 3 * u)])
    elif cid == "observatory":
        pygame.draw.rect(surf, STONE, (cx - 3 * u, cy, 6 * u, 3 * u))
        pygame.draw.circle(surf, (90, 110, 160), (cx, cy), 3 * u, draw_top_left=True, draw_top_right=True)
        pygame.draw.line(surf, STONE_DARK, (cx, cy - u), (cx + 3 * u, cy - 4 * u), lw + 1)
    elif cid == "barracks":
        pygame.draw.rect(surf, STONE, (cx - 4 * u, cy - u, 8 * u, 4 * u))
        for dx in (-3, 3):
            pygame.draw.line(surf, WOOD, (cx + dx * u, cy - u), (cx + dx * u, cy - 4 * u), lw)
            pygame.draw.polygon(surf, ROOF, [(cx + dx * u, cy - 4 * u), (cx + (dx + 2) * u, cy - 3.5 * u), (cx + dx * u, cy - 3 * u)])
        pygame.draw.rect(surf, STONE_DARK, (cx - u, cy + u, 2 * u, 2 * u))
    elif cid == "moat":
        for k in range(3):
            y = cy - 2 * u + k * 2 * u
            pts = [(cx - 4 * u + i * u // 2, y + math.sin(i * 0.9) * u * 0.6) for i in range(17)]
            pygame.draw.lines(surf, WATER, False, pts, lw + 1)
    else:
        pygame.draw.rect(surf, STONE, (cx - 2 * u, cy - 2 * u, 4 * u, 4 * u))


def draw_face(surf: pygame.Surface, t: th.Theme, rect: pygame.Rect, cid: str, name: str, points: int,
              text: str | None = None, dim: bool = False) -> None:
    rad = max(3, rect.w // 12)
    pygame.draw.rect(surf, th.PARCHMENT, rect, border_radius=rad)
    th.covers(surf, rect)
    band = pygame.Rect(rect.x, rect.y, rect.w, max(12, rect.h // 5))
    pygame.draw.rect(surf, th.PARCHMENT_DARK, band, border_top_left_radius=rad, border_top_right_radius=rad)
    # a small card's name may be cut ("Battlem…"): its tooltip says it in full
    th.text_in(surf, t, name, band.inflate(-t.px(4), 0), th.INK_DARK, max(9, rect.h / t.s / 9), True, shorten_to_fit=True)
    # the points shield, bottom right
    sh = max(10, rect.w // 4, t.min_text_px + 4)  # room for its figure at the smallest readable size
    sx, sy = rect.right - sh - 3, rect.bottom - sh - 3
    pygame.draw.polygon(surf, (60, 70, 120), [(sx, sy), (sx + sh, sy), (sx + sh, sy + sh * 0.6), (sx + sh / 2, sy + sh), (sx, sy + sh * 0.6)])
    th.glyph(surf, t, str(points), (sx + 1, sy + 1, sh - 2, sh * 0.8), (250, 240, 210), 0.85)
    body_top = band.bottom + 2
    if text and rect.h > t.px(118):
        em = pygame.Rect(rect.x, body_top, rect.w, rect.h * 0.32)
        _emblem(surf, cid, em)
        body = pygame.Rect(rect.x + 5, em.bottom + 2, rect.w - 10, sy - 1 - em.bottom - 2)
        th.text_in(surf, t, text, body, (70, 60, 50), 11, align="left", valign="top",
                   shorten_to_fit=True)  # the tooltip has the rest
    else:
        em = pygame.Rect(rect.x, body_top, rect.w, rect.bottom - body_top - sh // 2)
        _emblem(surf, cid, em)
    pygame.draw.rect(surf, (110, 90, 60), rect, max(1, rect.w // 40), border_radius=rad)
    if dim:
        th.shade(surf, rect, 90)


def draw_back(surf: pygame.Surface, rect: pygame.Rect) -> None:
    rad = max(3, rect.w // 12)
    pygame.draw.rect(surf, th.CARD_BACK, rect, border_radius=rad)
    th.covers(surf, rect)
    inner = rect.inflate(-max(4, rect.w // 8), -max(4, rect.w // 8))
    step = max(6, rect.w // 5)
    clip = surf.get_clip()
    surf.set_clip(inner)
    for k in range(-inner.h, inner.w + inner.h, step):
        pygame.draw.line(surf, th.CARD_BACK_LIGHT, (inner.x + k, inner.y), (inner.x + k + inner.h, inner.bottom), 1)
        pygame.draw.line(surf, th.CARD_BACK_LIGHT, (inner.x + k, inner.bottom), (inner.x + k + inner.h, inner.y), 1)
    surf.set_clip(clip)
    pygame.draw.rect(surf, th.CARD_BACK_LIGHT, inner, 1, border_radius=rad)
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


def draw_moat_guard(surf: pygame.Surface, rect: pygame.Rect) -> None:
    """A piece a Moat protects: water under it and a small shield."""
    u = max(2, rect.w // 14)
    y = rect.bottom + u
    pts = [(rect.x + i * rect.w / 12, y + math.sin(i * 1.3) * u * 0.7) for i in range(13)]
    pygame.draw.lines(surf, WATER, False, pts, max(2, u // 2 + 1))
    sx, sy, s = rect.x + 3, rect.y + rect.h // 5 + 3, max(8, rect.w // 5)
    pygame.draw.polygon(surf, WATER, [(sx, sy), (sx + s, sy), (sx + s, sy + s * 0.6), (sx + s / 2, sy + s), (sx, sy + s * 0.6)])
    pygame.draw.polygon(surf, (240, 250, 255), [(sx, sy), (sx + s, sy), (sx + s, sy + s * 0.6), (sx + s / 2, sy + s), (sx, sy + s * 0.6)], 1)

"""Small drawings for the Caylus table: cubes with their pictures, deniers, houses, the bailiff and provost.

Shapes and game-icons.net pictures (no publisher art). A cube is never told by its colour alone: it
carries the picture the rules file gives it (wheat, logs, a stone block, cloth, gold), else the
first letter of its name in the chosen language.
Every Caylus cube is a square; its colour is the rules file's (``look.cubes``), else one
made from its name (``cube_looks``).
"""
from __future__ import annotations

import pygame

from caylus_desktop.ui import icons
from caylus_desktop.ui import theme as th
from caylus_desktop.ui.i18n import Speech
from caylus_desktop.ui.tables.cube_looks import CubeLook, cube_looks

_CUBE_NAMES = {"food": "caylus_cube_food", "wood": "caylus_cube_wood", "stone": "caylus_cube_stone",
               "cloth": "caylus_cube_cloth", "gold": "caylus_cube_gold"}


def cube_name(kind: str, voice: Speech) -> str:
    """A cube type in the window's language ("food", "nourriture"); a cube the catalogue has
    no word for is called by its id in the rules file."""
    key = _CUBE_NAMES.get(kind)
    return voice.tr(key) if key is not None else kind


def looks(cubes: tuple[str, ...], declared) -> dict[str, CubeLook]:
    """The table's cubes as it draws them (``declared``: the rules file's ``look.cubes``)."""
    return cube_looks(cubes, declared)


def cube(surf: pygame.Surface, t: th.Theme, kind: str, centre: tuple[int, int], size: int, voice: Speech,
         look: CubeLook) -> pygame.Rect:
    """A cube: a rounded square in the cube's colour with its picture (else its initial)."""
    r = pygame.Rect(0, 0, size, size)
    r.center = centre
    pygame.draw.rect(surf, look.fill, r, border_radius=max(2, size // 5))
    pygame.draw.rect(surf, (30, 26, 24), r, max(1, size // 12), border_radius=max(2, size // 5))
    if look.icon is not None:
        icons.draw(surf, look.icon, r.inflate(-max(2, size // 6), -max(2, size // 6)), look.ink)
    else:
        th.glyph(surf, t, cube_name(kind, voice)[:1].upper(), r, look.ink)
    return r


def coin(surf: pygame.Surface, t: th.Theme, centre: tuple[int, int], radius: int, colour: tuple[int, int, int]) -> None:
    """A denier in ``colour`` (the look's ``coin``)."""
    pygame.draw.circle(surf, colour, centre, radius)
    pygame.draw.circle(surf, (120, 90, 30), centre, radius, max(1, radius // 5))
    box = pygame.Rect(0, 0, 2 * radius, 2 * radius)
    box.center = centre
    th.glyph(surf, t, "d", box, (110, 80, 20), 0.85)


def house(surf: pygame.Surface, colour, rect: pygame.Rect, icon: str, edge=(20, 20, 20)) -> None:
    """A player's house: its picture (the rules file's ``house`` icon) in the owner's colour, outlined
    in ``edge`` (dark on wood and parchment, ``th.edge_on`` a dark castle section) so every seat's
    colour stands out on whatever it sits on."""
    size = min(rect.w, rect.h)
    dark = icons.picture(icon, size, edge)
    pic = icons.picture(icon, size, colour)
    at = pic.get_rect(center=rect.center)
    for dx, dy in ((-1, 0), (1, 0), (0, -1), (0, 1)):
        surf.blit(dark, at.move(dx, dy))
    surf.blit(pic, at)


def pawn(surf: pygame.Surface, colour, centre: tuple[int, int], r: int, icon: str, ink) -> None:
    """The bailiff or the provost: a pawn (head on a bell) bearing its picture (the rules file's icon)."""
    cx, cy = centre
    body = [(cx - r, cy + r), (cx - r * 0.45, cy - r * 0.2), (cx + r * 0.45, cy - r * 0.2), (cx + r, cy + r)]
    pygame.draw.polygon(surf, colour, body)
    pygame.draw.polygon(surf, (20, 20, 20), body, max(1, r // 6))
    pygame.draw.circle(surf, colour, (cx, cy - r * 0.45), r * 0.5)
    pygame.draw.circle(surf, (20, 20, 20), (cx, cy - r * 0.45), r * 0.5, max(1, r // 6))
    icons.draw(surf, icon, pygame.Rect(int(cx - r * 0.6), int(cy - r * 0.2), int(r * 1.2), int(r * 1.2)), ink)


def shield(surf: pygame.Surface, t: th.Theme, rect: pygame.Rect, value: int, colour=(60, 70, 120)) -> pygame.Rect:
    """Prestige points: a small shield with the number; the rectangle it covers."""
    x, y, w, h = rect
    pts = [(x, y), (x + w, y), (x + w, y + h * 0.62), (x + w / 2, y + h), (x, y + h * 0.62)]
    pygame.draw.polygon(surf, colour, pts)
    pygame.draw.polygon(surf, (20, 20, 30), pts, 1)
    th.glyph(surf, t, str(value), (x + 1, y + 1, w - 2, h * 0.78), (250, 240, 210), 0.85)
    return pygame.Rect(rect)

"""The game-icons.net pictures (assets/icons, credited in its ATTRIBUTION.md), drawn tinted.

Each icon is white paint on transparency; ``picture`` loads it at the asked size with pygame's own SVG
reader and multiplies it by a colour, once per (name, size, colour): a table redraws every frame from
these cached surfaces, never from the SVG. ``counter`` draws the house's way of showing a number: an
icon, then the number beside it (the words go in the tooltip the caller registers on its rectangle).
"""
from __future__ import annotations

from functools import lru_cache
import pygame

from caylus_desktop.engine.icons import icons_dir
from caylus_desktop.ui import theme as th

Rgb = tuple[int, int, int]


@lru_cache(maxsize=256)
def _white(name: str, size: int) -> pygame.Surface:
    return pygame.image.load_sized_svg(str(icons_dir() / f"{name}.svg"), (size, size))


@lru_cache(maxsize=2048)
def picture(name: str, size: int, colour: Rgb) -> pygame.Surface:
    """Icon ``name`` ``size`` pixels square in ``colour`` (a new cached surface: never draw on it)."""
    out = _white(name, max(4, size)).copy()
    out.fill((*colour, 255), special_flags=pygame.BLEND_RGBA_MULT)
    return out


def draw(surf: pygame.Surface, name: str, rect: pygame.Rect, colour: Rgb) -> pygame.Rect:
    """Icon ``name`` as large as fits ``rect``, centred in it; the rectangle it covers."""
    size = min(rect.w, rect.h)
    pic = picture(name, size, colour)
    return surf.blit(pic, pic.get_rect(center=rect.center))


def counter(surf: pygame.Surface, font: pygame.font.Font, name: str, text: str, topleft: tuple[int, int],
            height: int, colour: Rgb, ink: Rgb) -> pygame.Rect:
    """Icon ``name`` then ``text`` (a number, "2/5") on one line ``height`` tall from ``topleft``;
    the rectangle both cover, for the caller's tooltip saying it in words."""
    x, y = topleft
    icon_rect = draw(surf, name, pygame.Rect(x, y, height, height), colour)
    at = th.text(surf, font, text, ink, (x + height + gap(height), y + height // 2), "midleft")
    return icon_rect.union(at)


def gap(height: int) -> int:
    """The room between a counter's icon and its number."""
    return max(2, height // 8)


def counter_width(font: pygame.font.Font, text: str, height: int) -> int:
    """How wide ``counter`` draws ``text`` at ``height``: to lay a row of counters out first."""
    return height + gap(height) + font.size(text)[0]

"""The games of the menu: names, a one-line description and a small drawing.

The games are those the registry lists (each declared in its own package); a game's name,
tagline and player counts come from its rules file, its picture from its declaration's ``icon``.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Callable

import pygame

from caylus_desktop.engine.defs import Names
from caylus_desktop.ui import icons


@dataclass(frozen=True)
class GameEntry:
    id: str
    name: Names
    tagline: Names
    players: tuple[int, int]


def playable() -> tuple[str, ...]:
    from caylus_desktop.games import game_ids

    return game_ids()


def entry(game: str) -> GameEntry:
    """The menu entry, with the name, tagline and player counts from the rules file (its
    overview: the menu neither imports the game nor validates its whole file)."""
    from caylus_desktop.engine.rules import RulesError, overview_for

    try:
        defs = overview_for(game)
    except RulesError:  # a broken rules file: the menu still draws its id; starting the game says where
        return GameEntry(game, Names(en=game), Names(en=""), (2, 4))
    return GameEntry(game, defs.name, defs.tagline, (defs.players.min, defs.players.max))


def all_entries() -> list[GameEntry]:
    return [entry(g) for g in playable()]


# --- the small drawings: shapes only, no publisher art -----------------------------

def draw_icon(surf: pygame.Surface, game: str, rect: pygame.Rect, dim: bool = False) -> None:
    """The game's picture: the drawing its declaration names, else the icon of assets/icons by that
    name on the same sky and grass (a game that names neither gets the sky and grass alone)."""
    from caylus_desktop.engine.icons import icons_dir
    from caylus_desktop.games import declaration

    name = declaration(game).icon
    _background(surf, rect, dim)
    drawing = _DRAWINGS.get(name)
    if drawing is not None:
        drawing(surf, rect, _Paint(dim))
    elif name and (icons_dir() / f"{name}.svg").is_file():
        icons.draw(surf, name, rect.inflate(-rect.w // 4, -rect.h // 4), _Paint(dim).stone)


@dataclass(frozen=True)
class _Paint:
    """The drawings' colours, duller for a game not playable."""

    dim: bool

    @property
    def stone(self) -> tuple[int, int, int]:
        return (150, 150, 160) if not self.dim else (90, 90, 96)

    @property
    def roof(self) -> tuple[int, int, int]:
        return (180, 70, 60) if not self.dim else (100, 70, 66)

    @property
    def card(self) -> tuple[int, int, int]:
        return (240, 228, 200) if not self.dim else (120, 116, 108)


def _background(surf: pygame.Surface, rect: pygame.Rect, dim: bool) -> None:
    sky = (70, 110, 150) if not dim else (60, 64, 74)
    grass = (80, 130, 70) if not dim else (64, 76, 62)
    pygame.draw.rect(surf, sky, rect, border_radius=6)
    ground = pygame.Rect(rect.x, rect.y + rect.h * 3 // 4, rect.w, rect.h // 4)
    pygame.draw.rect(surf, grass, ground, border_bottom_left_radius=6, border_bottom_right_radius=6)


def _keep_and_road(surf: pygame.Surface, rect: pygame.Rect, p: _Paint) -> None:
    """A keep with two towers and a road of tiles."""
    u, x0, base = rect.w / 10, rect.x, rect.y + rect.h * 3 // 4
    pygame.draw.rect(surf, p.stone, (x0 + 3 * u, base - 4 * u, 4 * u, 4 * u))
    for tx in (2 * u, 7 * u):
        pygame.draw.rect(surf, p.stone, (x0 + tx, base - 5.5 * u, u * 1.2, 5.5 * u))
        pygame.draw.polygon(surf, p.roof, [(x0 + tx - 0.2 * u, base - 5.5 * u), (x0 + tx + 1.4 * u, base - 5.5 * u), (x0 + tx + 0.6 * u, base - 7 * u)])
    for i in range(5):
        pygame.draw.rect(surf, (200, 170, 110), (x0 + (0.5 + 2 * i) * u, base + 0.6 * u, 1.4 * u, 0.9 * u))


def _cards_and_bridge(surf: pygame.Surface, rect: pygame.Rect, p: _Paint) -> None:
    """A row of cards and a bridge."""
    u, x0, base = rect.w / 10, rect.x, rect.y + rect.h * 3 // 4
    for i in range(4):
        r = pygame.Rect(x0 + (0.7 + 2.2 * i) * u, rect.y + 1.2 * u, 1.8 * u, 2.6 * u)
        pygame.draw.rect(surf, p.card, r, border_radius=3)
        pygame.draw.rect(surf, p.roof, r.inflate(-u, -1.4 * u))
    pygame.draw.arc(surf, p.stone, (x0 + 2 * u, base - 1.5 * u, 6 * u, 3 * u), 0, 3.14, max(2, int(u * 0.6)))


def _castle_gallery(surf: pygame.Surface, rect: pygame.Rect, p: _Paint) -> None:
    """A gallery of castle cards, one face down."""
    u, x0 = rect.w / 10, rect.x
    for i in range(4):
        r = pygame.Rect(x0 + (0.6 + 2.3 * i) * u, rect.y + 1.5 * u, 2 * u, 3 * u)
        if i == 2:
            pygame.draw.rect(surf, (52, 62, 110) if not p.dim else (70, 72, 86), r, border_radius=3)
        else:
            pygame.draw.rect(surf, p.card, r, border_radius=3)
            pygame.draw.rect(surf, p.stone, (r.x + 0.5 * u, r.y + 1.2 * u, u, 1.4 * u))
            pygame.draw.polygon(surf, p.roof, [(r.x + 0.3 * u, r.y + 1.2 * u), (r.x + 1.7 * u, r.y + 1.2 * u), (r.x + u, r.y + 0.4 * u)])


def _walled_site(surf: pygame.Surface, rect: pygame.Rect, p: _Paint) -> None:
    """A walled site and a witch's hat."""
    u, x0, base = rect.w / 10, rect.x, rect.y + rect.h * 3 // 4
    pygame.draw.rect(surf, p.stone, (x0 + u, base - 3 * u, 5 * u, 3 * u))
    for i in range(5):
        pygame.draw.rect(surf, p.stone, (x0 + (1 + i) * u, base - 3.6 * u, 0.6 * u, 0.6 * u))
    pygame.draw.polygon(surf, (90, 60, 130) if not p.dim else (80, 74, 90),
                        [(x0 + 7 * u, base), (x0 + 9.4 * u, base), (x0 + 8.2 * u, base - 4 * u)])


# the drawings a game's declaration may name as its icon
_DRAWINGS: dict[str, Callable[[pygame.Surface, pygame.Rect, _Paint], None]] = {
    "keep-and-road": _keep_and_road,
    "cards-and-bridge": _cards_and_bridge,
    "castle-gallery": _castle_gallery,
    "walled-site": _walled_site,
}

"""The four games of the menu: names, a one-line description and a small drawing.

A game is playable exactly when the engine's registry (``GAME_IDS``) lists it;
the rest show as "coming soon" and light up by themselves once registered.
"""
from __future__ import annotations

from dataclasses import dataclass

import pygame

from caylus_desktop.engine.defs import Names


@dataclass(frozen=True)
class GameEntry:
    id: str
    name: Names
    tagline: Names
    players: tuple[int, int]


# Shown until a game's own rules file supplies its name and tagline.
ENTRIES = (
    GameEntry("caylus", Names(en="Caylus", fr="Caylus"),
              Names(en="Build the king's castle with workers on the road, the provost and royal favours.",
                    fr="Bâtissez le château du roi : ouvriers sur la route, prévôt et faveurs royales."), (2, 5)),
    GameEntry("magna-carta", Names(en="Caylus Magna Carta", fr="Caylus Magna Carta"),
              Names(en="The card Caylus: a road of cards, the provost and the bridge, in under an hour.",
                    fr="Le Caylus en cartes : une route de cartes, le prévôt et le pont, en moins d'une heure."), (2, 4)),
    GameEntry("caleira", Names(en="The Castles of Caleira", fr="Les châteaux de Caleira"),
              Names(en="18 cards of sabotage for 2 to 4 players.", fr="18 cartes de sabotage, de 2 à 4 joueurs."), (2, 4)),
    GameEntry("castrum", Names(en="Castrum", fr="Castrum"),
              Names(en="Raise your castle on construction sites while witches and monks meddle.",
                    fr="Élevez votre château sur les chantiers, entre sorcières et moines."), (2, 4)),
)


def playable() -> tuple[str, ...]:
    from caylus_desktop.games import GAME_IDS

    return GAME_IDS


def entry(game: str) -> GameEntry:
    """The menu entry, with the name and tagline from the rules file when the game is playable
    (its overview: the menu neither imports the game nor validates its whole file)."""
    base = next((e for e in ENTRIES if e.id == game), None) or GameEntry(game, Names(en=game, fr=game), Names(en="", fr=""), (2, 4))
    if game in playable():
        from caylus_desktop.engine.rules import RulesError, overview_for

        try:
            defs = overview_for(game)
        except RulesError:  # a broken rules file: the menu still draws; starting the game says where
            return base
        return GameEntry(game, defs.name, defs.tagline, (defs.players.min, defs.players.max))
    return base


def all_entries() -> list[GameEntry]:
    known = [e.id for e in ENTRIES]
    extra = [g for g in playable() if g not in known]  # a new game still shows up
    return [entry(g) for g in known + extra]


# --- the small drawings: shapes only, no publisher art -----------------------------

def draw_icon(surf: pygame.Surface, game: str, rect: pygame.Rect, dim: bool = False) -> None:
    stone = (150, 150, 160) if not dim else (90, 90, 96)
    roof = (180, 70, 60) if not dim else (100, 70, 66)
    sky = (70, 110, 150) if not dim else (60, 64, 74)
    grass = (80, 130, 70) if not dim else (64, 76, 62)
    pygame.draw.rect(surf, sky, rect, border_radius=6)
    ground = pygame.Rect(rect.x, rect.y + rect.h * 3 // 4, rect.w, rect.h // 4)
    pygame.draw.rect(surf, grass, ground, border_bottom_left_radius=6, border_bottom_right_radius=6)
    u = rect.w / 10
    x0, base = rect.x, rect.y + rect.h * 3 // 4
    if game == "caylus":  # a keep with two towers and a road of tiles
        pygame.draw.rect(surf, stone, (x0 + 3 * u, base - 4 * u, 4 * u, 4 * u))
        for tx in (2 * u, 7 * u):
            pygame.draw.rect(surf, stone, (x0 + tx, base - 5.5 * u, u * 1.2, 5.5 * u))
            pygame.draw.polygon(surf, roof, [(x0 + tx - 0.2 * u, base - 5.5 * u), (x0 + tx + 1.4 * u, base - 5.5 * u), (x0 + tx + 0.6 * u, base - 7 * u)])
        for i in range(5):
            pygame.draw.rect(surf, (200, 170, 110), (x0 + (0.5 + 2 * i) * u, base + 0.6 * u, 1.4 * u, 0.9 * u))
    elif game == "magna-carta":  # a row of cards and a bridge
        for i in range(4):
            r = pygame.Rect(x0 + (0.7 + 2.2 * i) * u, rect.y + 1.2 * u, 1.8 * u, 2.6 * u)
            pygame.draw.rect(surf, (240, 228, 200) if not dim else (120, 116, 108), r, border_radius=3)
            pygame.draw.rect(surf, roof, r.inflate(-u, -1.4 * u))
        pygame.draw.arc(surf, stone, (x0 + 2 * u, base - 1.5 * u, 6 * u, 3 * u), 0, 3.14, max(2, int(u * 0.6)))
    elif game == "caleira":  # a gallery of castle cards, one face down
        for i in range(4):
            r = pygame.Rect(x0 + (0.6 + 2.3 * i) * u, rect.y + 1.5 * u, 2 * u, 3 * u)
            if i == 2:
                pygame.draw.rect(surf, (52, 62, 110) if not dim else (70, 72, 86), r, border_radius=3)
            else:
                pygame.draw.rect(surf, (240, 228, 200) if not dim else (120, 116, 108), r, border_radius=3)
                pygame.draw.rect(surf, stone, (r.x + 0.5 * u, r.y + 1.2 * u, u, 1.4 * u))
                pygame.draw.polygon(surf, roof, [(r.x + 0.3 * u, r.y + 1.2 * u), (r.x + 1.7 * u, r.y + 1.2 * u), (r.x + u, r.y + 0.4 * u)])
    else:  # castrum: a walled site and a witch's hat
        pygame.draw.rect(surf, stone, (x0 + u, base - 3 * u, 5 * u, 3 * u))
        for i in range(5):
            pygame.draw.rect(surf, stone, (x0 + (1 + i) * u, base - 3.6 * u, 0.6 * u, 0.6 * u))
        pygame.draw.polygon(surf, (90, 60, 130) if not dim else (80, 74, 90),
                            [(x0 + 7 * u, base), (x0 + 9.4 * u, base), (x0 + 8.2 * u, base - 4 * u)])

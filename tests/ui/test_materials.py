"""The painted materials: a wooden road tile keeps its category's colour (its words stay readable on it),
shows grain and planks, has rounded corners, and is painted once per size."""
from __future__ import annotations

import pygame

from caylus_desktop.ui import materials


def test_a_wooden_tile_is_its_colour_with_faint_grain_planks_and_round_corners():
    colour = (150, 100, 60)
    surf = pygame.Surface((80, 90), pygame.SRCALPHA)
    materials.wood(surf, surf.get_rect(), 8, colour, 20)
    assert surf.get_at((0, 0)).a == 0  # a rounded corner, not a square
    inside = [tuple(surf.get_at((40, y)))[:3] for y in range(10, 80)]
    assert len(set(inside)) > 2  # grain and plank joints, not a flat fill
    assert all(abs(a - b) <= 18 for px in inside for a, b in zip(px, colour))  # never far from its colour
    assert tuple(surf.get_at((40, 20)))[:3] == tuple(c - 18 for c in colour)  # a plank's joint, 20 pixels down


def test_a_wooden_tile_is_painted_once_per_size():
    a = materials._wood((60, 70), 6, (200, 180, 140), 16)
    assert materials._wood((60, 70), 6, (200, 180, 140), 16) is a
    assert materials._wood((61, 70), 6, (200, 180, 140), 16) is not a

"""A game's look as the window paints it: the ``look:`` block of its rules file (engine/look.py), its
colours made RGB once per rules object, over the window's default for what a game leaves out.

A game with no look of its own (a test's, played with the generic renderer) gets the default: green
felt. A renderer asks ``view.look`` for a colour by name, for a surface painted in its material, and
for a picture by role; it keeps no palette of its own.
"""
from __future__ import annotations

from typing import Any

import pygame

from caylus_desktop.engine.look import Look
from caylus_desktop.engine.rules_cache import rules_cache
from caylus_desktop.ui import materials
from caylus_desktop.ui import theme as th

Rgb = tuple[int, int, int]

# what every table has, for a game whose file says nothing of it
DEFAULT_PALETTE: dict[str, Rgb] = {"table": th.TABLE}
DEFAULT_MATERIALS: dict[str, str] = {"table": "felt"}


def from_hex(colour: str) -> Rgb:
    """``#rrggbb`` (as the rules files write a colour) as an RGB triple."""
    return int(colour[1:3], 16), int(colour[3:5], 16), int(colour[5:7], 16)


class TableLook:
    """One rules object's look, ready to paint with (made once: ``look_of``)."""

    def __init__(self, rules: Any) -> None:
        look = getattr(rules, "look", None) or Look()
        self.palette: dict[str, Rgb] = {**DEFAULT_PALETTE, **{k: from_hex(v) for k, v in look.palette.items()}}
        self.materials: dict[str, str] = {**DEFAULT_MATERIALS, **look.materials}
        self.icons: dict[str, str] = dict(look.icons)
        self.cubes: dict[str, Any] = dict(look.cubes)  # a cube's colour, shape, picture (ui/tables/cube_looks)

    def colour(self, name: str) -> Rgb:
        """The palette's colour ``name`` (check-rules makes sure the file gives each one the table asks)."""
        return self.palette[name]

    def icon(self, role: str, default: str | None = None) -> str | None:
        """The picture the file gives ``role`` (a counter, a piece, a building category), else ``default``."""
        return self.icons.get(role, default)

    def paint(self, surface: str, surf: pygame.Surface, rect: pygame.Rect, colour: Rgb | None = None,
              radius: int = 0, grain: int = 8, framed: bool = False) -> None:
        """``rect`` as the look's ``surface`` (the table, a road tile, the castle...): in its material, in
        ``colour`` or else the palette's colour of the same name. ``framed``: a board standing on the
        table (a frame and a bevel, kept per size), under text that layout-check then holds to it."""
        if framed:
            materials.framed(self.materials[surface], surf, rect, colour or self.palette[surface], radius, grain)
            th.covers(surf, rect)
        else:
            materials.paint(self.materials[surface], surf, rect, colour or self.palette[surface], radius, grain)


def look_of(rules: Any) -> TableLook:
    """The look of a rules object, made once and kept with it."""
    return rules_cache(rules)[TableLook]

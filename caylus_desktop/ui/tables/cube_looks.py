"""How a table draws each cube the rules file declares, so a new cube type shows without code.

The file's own look comes first (``look.cubes``: a colour, a shape, a picture); a cube the file
gives no colour gets one made from its name, the same on every run, and the table's plain shape. A
cube carries its picture (``icon``) where the file gives one, else the first letter of its word (the
catalogue's, else its id).
"""
from __future__ import annotations

import colorsys
import zlib
from typing import Any, Mapping, NamedTuple

from caylus_desktop.ui.look import from_hex

Rgb = tuple[int, int, int]
DARK_INK: Rgb = (30, 28, 26)
LIGHT_INK: Rgb = (252, 248, 240)


class CubeLook(NamedTuple):
    fill: Rgb
    ink: Rgb  # the letter's colour: readable on the fill
    shape: str  # round, square, hexagon or diamond
    icon: str | None = None  # the picture on it (assets/icons), from the file; else its initial


def made_from_name(name: str) -> Rgb:
    """A colour for a cube the program has never heard of: its hue from the name's checksum
    (deterministic: no hash seed), saturated enough to stand apart from the table's browns."""
    hue = (zlib.crc32(name.encode("utf-8")) % 360) / 360
    r, g, b = colorsys.hsv_to_rgb(hue, 0.62, 0.82)
    return round(r * 255), round(g * 255), round(b * 255)


def ink_on(fill: Rgb) -> Rgb:
    """Dark letters on a light fill, light ones on a dark fill (relative luminance)."""
    r, g, b = fill
    return DARK_INK if 0.2126 * r + 0.7152 * g + 0.0722 * b > 140 else LIGHT_INK


def cube_looks(cubes: tuple[str, ...], declared: Mapping[str, Any], plain_shape: str = "square") -> dict[str, CubeLook]:
    """Each of ``cubes``' look: ``declared`` (the file's ``look.cubes``), else a colour made from the name
    and ``plain_shape``."""
    out = {}
    for name in cubes:
        look = declared.get(name)
        fill = from_hex(look.colour) if look is not None and look.colour is not None else made_from_name(name)
        out[name] = CubeLook(fill, ink_on(fill), (look.shape if look is not None else None) or plain_shape,
                             look.icon if look is not None else None)
    return out

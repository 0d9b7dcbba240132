"""A game's look, declared with the game: the ``look:`` block of its rules file.

One place owns how a game's table looks: its palette (named colours, ``#rrggbb``), the material each
of its surfaces is painted in (felt, parchment, stone, wood, or plain paint), the picture of each
counter or piece it draws (``assets/icons``), each cube's colour, shape and picture (``cubes``, by
the resource names the file declares) and the seats' colours as the rulebook names them (``seats``). The game's ``Declaration`` names the roles its table
paints (``LookRoles``); the file gives their values, and a name the table never paints, or a role it
paints that the file leaves out, is a rules error at its line like any other. Only the window reads
it: the look plays and scores nothing, so the rules digest of a save leaves it out (save_format).
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Annotated, Any, Iterator, Literal

from pydantic import Field

from caylus_desktop.engine.icons import IconName, Icons, icons_field
from caylus_desktop.engine.ops import Strict
from caylus_desktop.engine.ops.resources import ResourceName

# the painters of ui/materials.py, by name ("plain": a flat fill, no grain)
Material = Literal["felt", "parchment", "stone", "wood", "plain"]
HexColour = Annotated[str, Field(pattern=r"^#[0-9a-fA-F]{6}$")]


class ResourceLook(Strict):
    """How the table draws one resource: a file may give a cube the program has no drawing for."""

    colour: HexColour | None = Field(None, description="the cube's fill, as #rrggbb; a colour made from its name if not given")
    icon: IconName | None = Field(None, description="the picture drawn for it beside its count (assets/icons)")
    shape: Literal["round", "square", "hexagon", "diamond"] | None = Field(
        None, description="its outline where cubes differ by shape (Magna Carta); a square if not given")


class Look(Strict):
    """The ``look:`` block: what a game's table paints with."""

    palette: dict[str, HexColour] = Field(default_factory=dict, description="colour name -> #rrggbb")
    materials: dict[str, Material] = Field(default_factory=dict, description="surface -> the material it is painted in")
    icons: Icons = icons_field()
    # by a resource the file declares (another name is an error at its line, as in a price)
    cubes: dict[ResourceName, ResourceLook] = Field(
        default_factory=dict, description="optional: how the table draws a resource (its colour, shape, picture); a "
                                          "resource left out is drawn as the program knows it, else in a colour made from its name")
    seats: tuple[Annotated[str, Field(pattern=r"^[a-z]+$")], ...] = Field(
        default=(), description="the seats' colours in seat order, as the rulebook names them (red, green...)")


def look_field() -> Any:
    return Field(default_factory=Look, description="how the table looks: palette, materials, icons (engine/look.py)")


@dataclass(frozen=True)
class LookRoles:
    """What a game's table paints, as its declaration names it: the colours it asks the palette for,
    the surfaces it asks a material for (each is required), and the counters and pieces it may ask a
    picture for (each optional: the table has its own)."""

    palette: frozenset[str] = frozenset()
    surfaces: frozenset[str] = frozenset()
    icons: frozenset[str] = frozenset()


def check_look(look: Look | None, roles: LookRoles | None) -> Iterator[tuple[tuple, str]]:
    """Every problem of ``look`` against the ``roles`` the game's table paints: (path, message)."""
    if look is None:
        return
    roles = roles or LookRoles()
    for part, given, known, what in (("palette", look.palette, roles.palette, "colour"),
                                     ("materials", look.materials, roles.surfaces, "material")):
        for key in given:
            if key not in known:
                yield ("look", part, key), (f"'{key}' names nothing the table paints a {what} for"
                                            f" ({', '.join(sorted(known)) or 'none'})")
        missing = sorted(known - set(given))
        if missing:
            yield ("look", part), f"the table paints {', '.join(missing)}: give each a {what}"
    for key in look.icons:
        if key not in roles.icons:
            yield ("look", "icons", key), (f"'{key}' names nothing the table draws a picture for"
                                           f" ({', '.join(sorted(roles.icons)) or 'none'})")

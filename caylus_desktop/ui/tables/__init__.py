"""Table renderers: one per game, chosen by game id.

A renderer draws the table from one seat's observation and registers a screen
rectangle for every target name it draws (``"gallery:1:0"``, ``"hand:moat"``).
The game scene matches those rectangles against the legal actions' targets;
it owns highlighting and clicks, so a renderer only has to say where things are.
Games without a renderer yet get the generic one: every action is then a button.
"""
from __future__ import annotations

import importlib
from dataclasses import dataclass, field
from typing import Any, Callable

import pygame

from caylus_desktop.ui import theme as th

# game id -> module under caylus_desktop.ui.tables exposing ``Renderer``
_RENDERERS = {
    "caleira": "caleira",
    "magna-carta": "magna_carta",
    "caylus": "caylus",
    "castrum": "castrum",
}


@dataclass
class TableView:
    """What a renderer needs for one frame."""

    t: th.Theme
    lang: str
    match: Any
    viewer: int
    obs: dict
    decision: Any                        # the pending Decision or None
    active: set[str]                     # targets the viewer may click now
    mouse: tuple[int, int]
    seat_colour: Callable[[int], tuple[int, int, int]]
    seat_shape: Callable[[int], str]
    targets: dict[str, list[pygame.Rect]] = field(default_factory=dict)
    tips: list[tuple[pygame.Rect, Callable[[], tuple[str, str]]]] = field(default_factory=list)

    def target(self, name: str, rect: pygame.Rect) -> None:
        self.targets.setdefault(name, []).append(pygame.Rect(rect))

    def tip(self, rect: pygame.Rect, content: Callable[[], tuple[str, str]]) -> None:
        self.tips.append((pygame.Rect(rect), content))


class TableRenderer:
    """The base: a renderer may also draw some decisions as dialogs over the table."""

    dialog_kinds: frozenset[str] = frozenset()

    def draw(self, surf: pygame.Surface, rect: pygame.Rect, view: TableView) -> None:
        raise NotImplementedError

    def draw_dialog(self, surf: pygame.Surface, rect: pygame.Rect, view: TableView) -> None:
        pass

    def in_panel(self, action: Any) -> bool:
        """True for an action kept in the choice panel although its target has a place
        (declining a trade is no click on the building that offers it)."""
        return False

    def asks_first(self, action: Any) -> bool:
        """True for an action a click should not take at once (a Castrum discard): a place
        offering only such actions gets no legal-move frame, and a click asks to confirm."""
        return False

    def landed(self, target: str, view: TableView) -> str:
        """Where the last move's piece lies now, for its outline: by default the place clicked.
        A renderer overrides it where the click names a gap (an end of a gallery), not a piece."""
        return target

    def seat_summary(self, info: dict, lang: str) -> str | None:
        """The short line under a seat's name in the side panel; None: its hand size."""
        return None

    def item_name(self, match: Any, item: str, lang: str) -> str:
        """A score-breakdown item in words."""
        return item.replace("_", " ")


def renderer_for(game: str) -> TableRenderer:
    module = _RENDERERS.get(game)
    if module is None:
        from caylus_desktop.ui.tables.generic import GenericRenderer

        return GenericRenderer()
    return importlib.import_module(f"caylus_desktop.ui.tables.{module}").Renderer()

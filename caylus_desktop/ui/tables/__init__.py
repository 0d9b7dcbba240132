"""Table renderers: one per game, named by the game's declaration (games/<game>/__init__.py).

A renderer draws the table from one seat's observation and registers a screen
rectangle for every target name it draws (``"gallery:1:0"``, ``"hand:moat"``).
The game scene matches those rectangles against the legal actions' targets;
it owns highlighting and clicks, so a renderer only has to say where things are.
Games without a renderer yet get the generic one: every action is then a button.
"""
from __future__ import annotations

import importlib
from dataclasses import dataclass, field
from typing import Any, Callable, NamedTuple

import pygame

from caylus_desktop.engine.view import Observation, SeatInfo
from caylus_desktop.ui import icons, textrecord
from caylus_desktop.ui.look import TableLook, look_of
from caylus_desktop.ui import theme as th
from caylus_desktop.ui.i18n import Speech
from caylus_desktop.ui.motion import Draw, Piece
from caylus_desktop.ui.widgets.zoom import CardLook, Zoomable

class Counter(NamedTuple):
    """A number as the table shows it: a picture, the number, and the same said in words on hover."""

    icon: str    # assets/icons
    text: str    # "9", "4/6"
    words: str   # "9 deniers", "4 of 6 workers at home"
    colour: tuple[int, int, int] | None = None  # the picture's, if not the line's (deniers in gold)


def draw_counters(surf: pygame.Surface, counters: list[Counter], box: pygame.Rect, font: pygame.font.Font,
                  colour: tuple[int, int, int], ink: tuple[int, int, int]) -> list[tuple[pygame.Rect, Callable]]:
    """``counters`` side by side from the left of ``box``; the tooltip each says its words in (rect, content)."""
    h = min(box.h, font.get_height())
    x, gap = box.x, max(4, h // 2)
    tips = []
    for c in counters:
        r = icons.counter(surf, font, c.icon, c.text, (x, box.y + (box.h - h) // 2), h, c.colour or colour, ink)
        tips.append((r, lambda c=c: (c.words, "")))
        x = r.right + gap
    return tips


@dataclass
class TableView:
    """What a renderer needs for one frame."""

    t: th.Theme
    voice: Speech                        # the language, and the seat said "you" (the person at the screen; a replay: nobody)
    match: Any
    viewer: int
    obs: Observation
    decision: Any                        # the pending Decision or None
    active: set[str]                     # targets the viewer may click now
    mouse: tuple[int, int]
    seat_colour: Callable[[int], tuple[int, int, int]]
    seat_shape: Callable[[int], str]
    targets: dict[str, list[pygame.Rect]] = field(default_factory=dict)
    tips: list[tuple[pygame.Rect, Callable[[], tuple[str, str]]]] = field(default_factory=list)
    zooms: list[Zoomable] = field(default_factory=list)  # the faces that open large (ui/widgets/zoom.py)
    # the movable pieces drawn (see ui/motion.py), and those held back while they fly here
    pieces: list[Piece] = field(default_factory=list)
    hidden: frozenset[tuple[str, str]] = frozenset()
    bank: pygame.Rect | None = None  # where pieces from nowhere come from (a supply), if the table has one
    private: bool = True                 # False: the viewer's own hand and secrets are not drawn (hotseat)
    own: list[pygame.Rect] = field(default_factory=list)  # the viewer's own board and hand: nothing covers them
    hand: pygame.Rect | None = None      # where the viewer's hand lies (a hidden hand says there how to show it)

    @property
    def look(self) -> TableLook:
        """The game's look (its rules file's ``look:``): the palette, materials and pictures to draw with."""
        return look_of(self.match.rules)

    def own_area(self, rect: pygame.Rect, hand: bool = False) -> None:
        """Mark ``rect`` as the viewer's own resources or (``hand``) hand: the guide keeps off it."""
        self.own.append(pygame.Rect(rect))
        if hand:
            self.hand = pygame.Rect(rect)

    def say(self, text: Any) -> str | None:
        """A prompt, label or reason from the engine, in the window's language (None stays None)."""
        return None if text is None else self.match.say(text, self.voice)

    def label(self, action: Any) -> str:
        return self.match.label(action, self.voice)

    def target(self, name: str, rect: pygame.Rect) -> None:
        self.targets.setdefault(name, []).append(pygame.Rect(rect))
        notes = textrecord.active()  # a place of the table: layout-check holds other places' text off it
        if notes is not None:
            notes.panel(None, rect, textrecord.REGION)

    def tip(self, rect: pygame.Rect, content: Callable[[], tuple[str, str]], card: CardLook | None = None) -> None:
        """``content`` (title, body) on hover; a ``card`` (a face this seat may see) also opens large."""
        self.tips.append((pygame.Rect(rect), content))
        if card is not None:
            self.zooms.append(Zoomable(pygame.Rect(rect), content, card))

    def piece(self, surf: pygame.Surface, kind: str, slot: str, rect: pygame.Rect, draw: Draw,
              family: str | None = None, feeds: str | None = None, ghost: bool = False,
              seat: int | None = None, ref: str | None = None) -> bool:
        """Draw a movable piece with ``draw(surf, rect)``, unless it is on its way here (then False).

        ``kind`` says what it looks like (never more than this seat sees: a hidden card
        is a back), ``slot`` where it stands; a move is told by a kind changing slot.
        A pile ``feeds`` new pieces of its kind or family whose slot starts with that text;
        a ``ghost`` is only registered (one unit of a count the renderer draws as a number).
        ``seat`` (its owner) and ``ref`` (the card or building it is or stands on), where known,
        let one step's flights follow the order of the log lines naming them.
        """
        rect = pygame.Rect(rect)
        self.pieces.append(Piece(kind, slot, rect, draw, family, feeds, ghost, seat, ref))
        if ghost or (kind, slot) in self.hidden:
            return False
        draw(surf, rect)
        return True

    def worker(self, surf: pygame.Surface, seat: int, slot: str, centre: tuple[int, int], radius: int,
               kind: str = "worker", ref: str | None = None) -> bool:
        """A seat's worker (or marker, with another ``kind``): its shape in its colour; False while on its way."""
        shape, colour = self.seat_shape(seat), self.seat_colour(seat)
        r = pygame.Rect(0, 0, 2 * radius, 2 * radius)
        r.center = centre
        return self.piece(surf, f"{kind}:{seat}", slot, r,
                          lambda s, rr: th.draw_shape(s, shape, colour, rr.center, rr.w // 2), seat=seat, ref=ref)


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

    def seat_summary(self, match: Any, info: SeatInfo, voice: Speech) -> str | None:
        """The short line under a seat's name in the side panel; None: its hand size."""
        return None

    def seat_counters(self, match: Any, info: SeatInfo, voice: Speech) -> list[Counter] | None:
        """The side panel's line under a seat's name as counters (pictures and numbers), in place
        of ``seat_summary``'s words; None: the words."""
        return None

    def ref_tip(self, view: TableView, ref: str) -> Callable[[], tuple[str, str]] | None:
        """The tooltip of a card or building the log names (a ``CardRef`` id); None: no text to show."""
        return None

    def item_name(self, match: Any, item: str, voice: Speech) -> str:
        """A score-breakdown item in words."""
        return item.replace("_", " ")


def renderer_for(game: str) -> TableRenderer:
    """The renderer the game declares (a module path: the games import no ui), else the generic one."""
    from caylus_desktop.games import declaration

    module = declaration(game).renderer
    if module is None:
        from caylus_desktop.ui.tables.generic import GenericRenderer

        return GenericRenderer()
    return importlib.import_module(module).Renderer()

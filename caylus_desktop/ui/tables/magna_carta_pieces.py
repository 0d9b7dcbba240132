"""Drawing Magna Carta's pieces: cubes, deniers, castle tokens, workers, the provost and the cards.

Every cube has its own shape and letter as well as its colour (food a round, wood a
square, stone a hexagon, gold a diamond), so colour is never the only cue. A cube the rules
file declares with a ``look.cubes`` entry takes its colour and shape from there; one the
program has never heard of gets a colour made from its name and a square (``cube_looks``).
"""
from __future__ import annotations

import math
from typing import Any, Mapping

import pygame

from caylus_desktop.ui import icons
from caylus_desktop.ui import layout as lay
from caylus_desktop.ui import theme as th
from caylus_desktop.ui.i18n import Speech
from caylus_desktop.ui.look import TableLook
from caylus_desktop.ui.materials import shift
from caylus_desktop.ui.tables.cube_looks import CubeLook, cube_looks
from caylus_desktop.ui.tables.magna_carta_text import COIN_MARK, cube_letter

BLANK = CubeLook((235, 232, 222), (40, 40, 40), "square")  # a cube of any type ("?") and a card's blank one


def _polygon(surf, fill, pts, outline, w) -> None:
    pygame.draw.polygon(surf, fill, pts)
    pygame.draw.polygon(surf, outline, pts, w)


def looks(cubes: tuple[str, ...], declared) -> dict[str, CubeLook]:
    """The table's cubes as it draws them (``declared``: the rules file's ``look.cubes``)."""
    return cube_looks(cubes, declared, plain_shape="square")


def draw_cube(surf: pygame.Surface, t: th.Theme, cube: str, centre: tuple[int, int], r: int, voice: Speech,
              looks: Mapping[str, CubeLook]) -> None:
    """One cube: shape and letter per type (``looks``: the file's cubes, from ``looks``). ``any`` is
    a white cube with a question mark, ``card`` a blank one."""
    cx, cy = centre
    look = looks.get(cube) or BLANK
    fill, ink, shape = look.fill, look.ink, look.shape
    edge = (24, 22, 20)
    w = max(1, r // 5)
    if shape == "round":
        pygame.draw.circle(surf, fill, centre, r)
        pygame.draw.circle(surf, edge, centre, r, w)
    elif shape == "diamond":
        _polygon(surf, fill, [(cx, cy - r - 1), (cx + r + 1, cy), (cx, cy + r + 1), (cx - r - 1, cy)], edge, w)
    elif shape == "hexagon":
        _polygon(surf, fill, [(cx + r * math.cos(math.pi / 3 * i + math.pi / 6), cy + r * math.sin(math.pi / 3 * i + math.pi / 6))
                              for i in range(6)], edge, w)
    else:  # wood, a new cube without a shape, and the blank cubes: squares
        rect = pygame.Rect(0, 0, int(r * 1.75), int(r * 1.75))
        rect.center = centre
        pygame.draw.rect(surf, fill, rect, border_radius=max(1, r // 4))
        pygame.draw.rect(surf, edge, rect, w, border_radius=max(1, r // 4))
    if look.icon is not None and cube not in ("any", "card"):
        icons.draw(surf, look.icon, pygame.Rect(cx - r * 0.8, cy - r * 0.8, r * 1.6, r * 1.6), ink)
        return
    letter = "?" if cube == "any" else ("" if cube == "card" else cube_letter(cube, voice))
    if letter and r >= 5:
        th.glyph(surf, t, letter, (cx - r, cy - r + 1, 2 * r, 2 * r), ink, 0.9)


def draw_coin(surf: pygame.Surface, t: th.Theme, centre: tuple[int, int], r: int, look: TableLook) -> None:
    """A denier, in the look's ``coin`` colour with a darker rim."""
    colour = look.colour("coin")
    pygame.draw.circle(surf, colour, centre, r)
    pygame.draw.circle(surf, tuple(c * 53 // 100 for c in colour), centre, r, max(1, r // 5))
    if r >= 5:
        th.glyph(surf, t, "d", (centre[0] - r, centre[1] - r, 2 * r, 2 * r), (50, 50, 60), 0.85)


def draw_token(surf: pygame.Surface, centre: tuple[int, int], r: int, colour: tuple[int, int, int]) -> None:
    """A castle token: a small crenellated block."""
    cx, cy = centre
    body = pygame.Rect(cx - r, cy - r // 2, 2 * r, r + r // 2)
    pygame.draw.rect(surf, colour, body)
    u = max(1, r // 2)
    for i in range(3):
        pygame.draw.rect(surf, colour, (cx - r + i * (2 * r - u) // 2, cy - r, u, r // 2 + 1))
    pygame.draw.rect(surf, (30, 30, 36), body, 1)


def draw_house(surf: pygame.Surface, centre: tuple[int, int], r: int, colour=(90, 150, 90)) -> None:
    cx, cy = centre
    pygame.draw.rect(surf, colour, (cx - r * 0.7, cy - r * 0.1, r * 1.4, r))
    _polygon(surf, (170, 70, 60), [(cx - r, cy), (cx, cy - r), (cx + r, cy)], (40, 30, 30), 1)


def draw_arrow(surf: pygame.Surface, centre: tuple[int, int], r: int, colour=(60, 50, 40)) -> None:
    cx, cy = centre
    w = max(1, r // 3)
    pygame.draw.line(surf, colour, (cx - r, cy), (cx + r // 3, cy), w + 1)
    pygame.draw.polygon(surf, colour, [(cx + r, cy), (cx + r // 4, cy - r * 0.6), (cx + r // 4, cy + r * 0.6)])


def draw_worker(surf: pygame.Surface, centre: tuple[int, int], r: int, colour, shape: str) -> None:
    """A meeple in the seat's colour, its seat shape on the chest."""
    cx, cy = centre
    edge = (20, 20, 20)
    body = [(cx - r, cy + r), (cx - r * 0.75, cy - r * 0.1), (cx - r * 0.35, cy - r * 0.3), (cx + r * 0.35, cy - r * 0.3),
            (cx + r * 0.75, cy - r * 0.1), (cx + r, cy + r)]
    _polygon(surf, colour, body, edge, max(1, r // 6))
    pygame.draw.circle(surf, colour, (cx, cy - r * 0.65), r * 0.42)
    pygame.draw.circle(surf, edge, (cx, cy - r * 0.65), r * 0.42, max(1, r // 6))
    th.draw_shape(surf, shape, (250, 250, 250), (cx, int(cy + r * 0.35)), max(3, r // 3), outline=edge)


def draw_provost(surf: pygame.Surface, centre: tuple[int, int], r: int, icon: str, colour: tuple[int, int, int]) -> None:
    """The provost: a tall dark pawn with a white collar, its picture (the rules file's icon) on the body."""
    cx, cy = centre
    base = pygame.Rect(cx - r, cy + r * 0.6, 2 * r, r * 0.5)
    pygame.draw.ellipse(surf, colour, base)
    pygame.draw.polygon(surf, colour, [(cx - r * 0.7, cy + r * 0.8), (cx - r * 0.3, cy - r * 0.5),
                                        (cx + r * 0.3, cy - r * 0.5), (cx + r * 0.7, cy + r * 0.8)])
    pygame.draw.circle(surf, colour, (cx, cy - r * 0.85), r * 0.55)
    pygame.draw.circle(surf, (245, 245, 245), (cx, cy - r * 0.85), r * 0.55, max(1, r // 5))
    pygame.draw.line(surf, (245, 245, 245), (cx - r * 0.45, cy - r * 0.3), (cx + r * 0.45, cy - r * 0.3), max(1, r // 5))
    icons.draw(surf, icon, pygame.Rect(int(cx - r * 0.5), int(cy - r * 0.2), r, r), (245, 245, 245))


def draw_shield(surf: pygame.Surface, t: th.Theme, x: int, y: int, size: int, points: int,
                colour: tuple[int, int, int]) -> None:
    pts = [(x, y), (x + size, y), (x + size, y + size * 0.62), (x + size / 2, y + size), (x, y + size * 0.62)]
    _polygon(surf, colour, pts, (240, 230, 200), 1)
    th.glyph(surf, t, str(points), (x + 1, y + 1, size - 2, size * 0.78), (250, 240, 210), 0.85)


# --- lines of symbols -----------------------------------------------------------------

def _item_width(t: th.Theme, font: pygame.font.Font, item: Any, r: int) -> int:
    if isinstance(item, str):
        return font.size(item)[0] + max(1, r // 4)
    return 2 * r + max(2, r // 2)


def line_width(t: th.Theme, font: pygame.font.Font, items: list, r: int) -> int:
    return sum(_item_width(t, font, i, r) for i in items)


def draw_line(surf: pygame.Surface, t: th.Theme, items: list, x: int, cy: int, font: pygame.font.Font, r: int,
              look: TableLook, colour=th.INK_DARK, voice: Speech = Speech(), looks: Mapping[str, CubeLook] | None = None) -> int:
    """Draw symbols left to right from x, centred on cy; the x after them (``look``: the game's, for the
    deniers; ``looks``: how to draw the cubes among them)."""
    for item in items:
        if isinstance(item, str):
            th.text(surf, font, item, colour, (x, cy), "midleft")
        else:
            kind, arg = item
            c = (x + r + max(1, r // 4), cy)
            if kind == "cube":
                draw_cube(surf, t, arg, c, r, voice, looks or {})
            elif kind == "coin":
                draw_coin(surf, t, c, r, look)
            elif kind == "house":
                draw_house(surf, c, r)
            elif kind == "arrow":
                draw_arrow(surf, c, r)
        x += _item_width(t, font, item, r)
    return x


def fit_line(surf: pygame.Surface, t: th.Theme, items: list, rect: pygame.Rect, look: TableLook, colour=th.INK_DARK,
             voice: Speech = Speech(), size: float = 13) -> None:
    """Draw a symbol line centred in ``rect``, shrunk until it fits."""
    while True:
        font = t.font(size, True)
        r = max(3, int(font.get_height() * 0.42))
        w = line_width(t, font, items, r)
        if w <= rect.w or font.point_size <= t.min_text_px:
            break
        size -= 1
    draw_line(surf, t, items, rect.centerx - w // 2, rect.centery, font, r, look, colour, voice)


# --- words on a card face ------------------------------------------------------------------

def _coin_r(font: pygame.font.Font) -> int:
    return max(3, int(font.get_height() * 0.36))


def _word_w(font: pygame.font.Font, word: str) -> int:
    return 2 * _coin_r(font) + 2 if word == COIN_MARK else font.size(word)[0]


def _phrase_lines(font: pygame.font.Font, phrase: str, width: int) -> list[list[str]]:
    """A phrase's words flowed into lines no wider than ``width`` (a word too long gets a line
    of its own); the coin mark counts as a coin."""
    space = font.size(" ")[0]
    lines: list[list[str]] = [[]]
    used = 0
    for word in phrase.split():
        w = _word_w(font, word)
        if lines[-1] and used + space + w > width:
            carried = [lines[-1].pop()] if word == COIN_MARK and len(lines[-1]) > 1 else []  # "+1" stays with its coin
            lines.append(carried)
            used = sum(_word_w(font, c) for c in carried) + space * max(0, len(carried) - 1)
        used += (space if lines[-1] else 0) + w
        lines[-1].append(word)
    return [line for line in lines if line]


def line_step(font: pygame.font.Font, words: str = "") -> int:
    """The distance between two lines of card words (``words``: all of them): the font's own, or
    more where their accents and descenders reach further, so no two lines' inks touch."""
    return th.line_step(font, words)


def face_line_width(font: pygame.font.Font, words: list[str]) -> int:
    return sum(_word_w(font, w) for w in words) + font.size(" ")[0] * (len(words) - 1)


def face_layout(t: th.Theme, blocks: list[tuple[list[str], float]], width: int, height: int,
                min_size: float = 12) -> tuple[list[tuple[pygame.font.Font, list[list[str]]]], bool]:
    """Fonts and lines for blocks of phrases (each with its preferred size) in a box: every size
    steps down together until all fit, never below ``min_size``. Also says whether all fit."""
    shrink = 0.0
    while True:
        laid = []
        total = 0
        for phrases, size in blocks:
            font = t.font(max(min_size, size - shrink), True)
            lines = [line for p in phrases for line in _phrase_lines(font, p, width)]
            laid.append((font, lines))
            total += len(lines) * line_step(font, " ".join(phrases))
        fits = total <= height and all(face_line_width(f, line) <= width for f, lines in laid for line in lines)
        if fits or all(size - shrink <= min_size for _, size in blocks):
            return laid, fits
        shrink += 1


def draw_face_line(surf: pygame.Surface, t: th.Theme, font: pygame.font.Font, words: list[str], centre_x: int,
                   top: int, colour, box: pygame.Rect, look: TableLook) -> pygame.Rect:
    """One line of a card's words centred on ``centre_x``, a coin drawn for each coin mark;
    ``box`` is the room the words were laid out in (layout-check holds them to it)."""
    r = _coin_r(font)
    w = face_line_width(font, words)
    cy = top + line_step(font) // 2
    space = font.size(" ")[0]
    segments: list[str | None] = []  # runs of words, None for a coin
    for word in words:
        if word == COIN_MARK:
            segments.append(None)
        elif segments and segments[-1] is not None:
            segments[-1] += " " + word
        else:
            segments.append(word)
    x = centre_x - w // 2
    for i, seg in enumerate(segments):
        x += space if i else 0
        if seg is None:
            draw_coin(surf, t, (x + r + 1, cy), r, look)
            x += 2 * r + 2
        else:
            x = th.text(surf, font, seg, colour, (x, cy), "midleft", box).right
    return pygame.Rect(centre_x - w // 2, top, w, line_step(font))


def cost_items(cost: dict[str, int]) -> list:
    """A cube per unit of a cost, in the cost's order (the file's resources, then ``any``)."""
    return [("cube", cube) for cube, n in cost.items() for _ in range(n)]


# --- cards ------------------------------------------------------------------------------

def draw_card_base(surf: pygame.Surface, t: th.Theme, rect: pygame.Rect, kind: str, name: str, look: TableLook,
                   owner_colour=None, name_width: int | None = None) -> pygame.Rect:
    """The card's face (the look's ``cards`` material: parchment), the band of its kind's colour with
    its name, and a frame of the same colour; the body rectangle below the band. ``name_width``: the
    part of the band left in sight (a card overlapped by the next in a full hand); the name wraps
    there onto two lines rather than being cut."""
    frame = look.colour(kind)
    rad = max(3, rect.w // 12)
    look.paint("cards", surf, rect, radius=rad)
    th.covers(surf, rect)  # a card laid over another hides its text
    band_h = max(t.px(13), rect.h // 6)
    size = max(9.0, band_h / t.s * 0.62)
    band_h = max(band_h, t.font(size, True).get_height())  # never lower than the smallest name
    room_w = (rect.w if name_width is None else name_width) - t.px(4)
    font, lines = th.fit_or_wrap(t, name, pygame.Rect(0, 0, room_w, rect.h), size, True)
    if name_width is not None or len(lines) > 1:  # room for the name on two lines or more (in the strip left in sight)
        band_h = max(band_h, 2 * t.font(size, True).get_linesize() - t.px(2),
                     min(rect.h // 3, lay.line_box(font, len(lines)) - t.px(2)))
    band = pygame.Rect(rect.x, rect.y, rect.w, band_h)
    pygame.draw.rect(surf, frame, band, border_top_left_radius=rad, border_top_right_radius=rad)
    # a small card's name longer than a third of the card is cut ("Monum…"): its tooltip says it in full
    room = pygame.Rect(band.x + t.px(2), band.y, room_w, band.h)
    th.text_in(surf, t, name, room, (252, 248, 236), size, True, shorten_to_fit=True)
    y = band.bottom
    if owner_colour is not None:  # the owner's colour as a stripe under the name
        stripe = pygame.Rect(rect.x, band.bottom, rect.w, max(3, rect.h // 26))
        pygame.draw.rect(surf, owner_colour, stripe)
        y = stripe.bottom
    pygame.draw.rect(surf, frame, rect, max(1, rect.w // 45), border_radius=rad)
    return pygame.Rect(rect.x, y, rect.w, rect.bottom - y)


def draw_back(surf: pygame.Surface, rect: pygame.Rect, look: TableLook) -> None:
    """A card face down: the look's ``back`` colour, a lighter frame, a castle."""
    rad = max(3, rect.w // 10)
    back = look.colour("back")
    pygame.draw.rect(surf, back, rect, border_radius=rad)
    inner = rect.inflate(-max(4, rect.w // 6), -max(4, rect.w // 6))
    pygame.draw.rect(surf, shift(back, 40), inner, max(1, rect.w // 30), border_radius=rad)
    cx, cy, u = rect.centerx, rect.centery, max(2, rect.w // 10)
    pygame.draw.rect(surf, (200, 190, 150), (cx - 2 * u, cy - u, 4 * u, 3 * u))
    for i in range(3):
        pygame.draw.rect(surf, (200, 190, 150), (cx - 2 * u + i * 3 * u // 2, cy - 2 * u, u, u))
    pygame.draw.rect(surf, (20, 24, 40), rect, 1, border_radius=rad)

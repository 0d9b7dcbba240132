"""Palette, seat colours and shapes, fonts and sizes, all scaled to the window.

The seat palette is Okabe-Ito (distinct for the common colour-blindnesses) and
every seat also has its own shape, so colour is never the only cue.
"""
from __future__ import annotations

import math
from functools import lru_cache
from pathlib import Path

import pygame

from caylus_desktop.ui import textrecord

BASE_W, BASE_H = 1280, 800

BG = (34, 40, 49)
TABLE = (46, 74, 62)
TABLE_DARK = (36, 58, 49)
PANEL = (28, 32, 40)
PANEL_LIGHT = (44, 50, 62)
INK = (235, 232, 222)
INK_DIM = (160, 160, 165)
INK_DARK = (30, 28, 26)
ACCENT = (240, 196, 90)
HOVER = (255, 235, 140)
TARGET = (120, 200, 255)
DANGER = (230, 110, 90)
OK = (120, 210, 140)
PARCHMENT = (240, 228, 200)
PARCHMENT_DARK = (214, 196, 160)
DISABLED = (90, 92, 100)

# (name, rgb): Okabe-Ito colours, each distinct for the common colour-blindnesses
SEAT_COLOURS: tuple[tuple[str, tuple[int, int, int]], ...] = (
    ("orange", (230, 159, 0)),
    ("sky", (86, 180, 233)),
    ("green", (0, 158, 115)),
    ("yellow", (240, 228, 66)),
    ("blue", (0, 114, 178)),
    ("red", (213, 94, 0)),
    ("purple", (204, 121, 167)),
)
SEAT_SHAPES = ("circle", "square", "triangle", "diamond", "star", "hexagon")


def assets_dir() -> Path:
    """Where the bundled files live: beside the package in a checkout, inside it when installed."""
    here = Path(__file__).resolve().parent.parent
    for candidate in (here.parent / "assets", here / "assets"):
        if candidate.is_dir():
            return candidate
    raise FileNotFoundError("assets folder not found next to or inside the caylus_desktop package")


# Open Sans (Apache-2.0, assets/fonts/LICENSE-Apache-2.0.txt): full French coverage, open
# shapes that stay legible at small sizes. The window never uses pygame's default font.
FONT_FILES = {False: "fonts/OpenSans-Regular.ttf", True: "fonts/OpenSans-Bold.ttf"}


def font_path(bold: bool) -> str:
    return str(assets_dir() / FONT_FILES[bold])


def colour_rgb(name: str) -> tuple[int, int, int]:
    for n, rgb in SEAT_COLOURS:
        if n == name:
            return rgb
    return SEAT_COLOURS[0][1]


def contrast(a: tuple[int, int, int], b: tuple[int, int, int]) -> float:
    """The WCAG contrast ratio of two sRGB colours: 1 (the same) to 21 (black on white)."""
    def lum(c: tuple[int, int, int]) -> float:
        lin = [v / 255 / 12.92 if v <= 10 else ((v / 255 + 0.055) / 1.055) ** 2.4 for v in c[:3]]
        return 0.2126 * lin[0] + 0.7152 * lin[1] + 0.0722 * lin[2]
    hi, lo = sorted((lum(a), lum(b)), reverse=True)
    return (hi + 0.05) / (lo + 0.05)


def edge_on(ground: tuple[int, int, int]) -> tuple[int, int, int]:
    """The outline a piece needs to stand out on ``ground``: near black on light boards, parchment on
    dark ones (a blue house on the blue Towers is seen by its edge)."""
    dark, light = (20, 20, 20), PARCHMENT
    return dark if contrast(dark, ground) >= contrast(light, ground) else light


def min_text_px(scale: float) -> int:
    return max(10, min(12, round(12 * scale)))


class Theme:
    """Sizes for one window size: everything is laid out in units of ``s``."""

    __slots__ = ("w", "h", "s", "text_scale", "_fonts", "fits")

    def __init__(self, size: tuple[int, int], text_scale: float = 1.0) -> None:
        self._fonts: dict[tuple[int, bool], pygame.font.Font] = {}
        self.fits: dict[tuple, tuple] = {}  # fit_or_wrap's answers: the same labels are fitted every frame
        self.text_scale = text_scale  # the player's text size (Settings), applied to every font
        self.resize(size)

    def resize(self, size: tuple[int, int]) -> None:
        self.w, self.h = max(320, size[0]), max(240, size[1])
        self.s = min(self.w / BASE_W, self.h / BASE_H)

    def px(self, v: float) -> int:
        return max(1, int(round(v * self.s)))

    @property
    def min_text_px(self) -> int:
        """The smallest readable text in this window: 12 px from 1280x800 up, down to 10 px in
        smaller windows (10 px Open Sans is still readable; see docs/layout.md)."""
        return min_text_px(self.s)

    def font(self, size: float, bold: bool = False) -> pygame.font.Font:
        """The bundled font at ``size`` base pixels, scaled to the window and the text size,
        never smaller than ``min_text_px``: no table can ask for unreadable text."""
        key = (max(self.min_text_px, int(size * self.s * self.text_scale)), bold)
        f = self._fonts.get(key)
        if f is None:
            f = pygame.font.Font(font_path(bold), key[0])
            # Open Sans's own line gap is ~1.36 em; 1.2 keeps lists and wrapped text compact
            f.set_linesize(round(key[0] * 1.2))
            self._fonts[key] = f
        return f


def draw_shape(surf: pygame.Surface, shape: str, colour, centre: tuple[int, int], r: int, outline=(20, 20, 20)) -> None:
    """A seat's token: its shape filled with its colour, with a dark outline (painted once per look
    and size: a table shows dozens of workers and markers)."""
    r = int(r)
    surf.blit(_token(shape, tuple(colour), r, tuple(outline)), (int(centre[0]) - r - 2, int(centre[1]) - r - 2))


@lru_cache(maxsize=1024)
def _token(shape: str, colour: tuple, r: int, outline: tuple) -> pygame.Surface:
    token = pygame.Surface((2 * r + 5, 2 * r + 5), pygame.SRCALPHA)
    _paint_shape(token, shape, colour, (r + 2, r + 2), r, outline)
    if r >= 5:  # turned wood: lit from the top left, in shadow at the bottom right (inside the shape only)
        light = pygame.Surface(token.get_size(), pygame.SRCALPHA)
        pygame.draw.ellipse(light, (46, 42, 34), (r * 0.45, r * 0.35, r * 1.3, r * 0.9))
        token.blit(light, (0, 0), special_flags=pygame.BLEND_RGB_ADD)
        dark = pygame.Surface(token.get_size(), pygame.SRCALPHA)
        pygame.draw.ellipse(dark, (40, 40, 44), (r * 1.0, r * 1.9, r * 2.2, r * 1.6))
        token.blit(dark, (0, 0), special_flags=pygame.BLEND_RGB_SUB)
    return token


def _paint_shape(surf: pygame.Surface, shape: str, colour, centre: tuple[int, int], r: int, outline) -> None:
    cx, cy = centre
    if shape == "circle":
        pygame.draw.circle(surf, colour, centre, r)
        pygame.draw.circle(surf, outline, centre, r, max(1, r // 6))
        return
    if shape == "square":
        rect = pygame.Rect(0, 0, int(r * 1.7), int(r * 1.7))
        rect.center = centre
        pygame.draw.rect(surf, colour, rect)
        pygame.draw.rect(surf, outline, rect, max(1, r // 6))
        return
    if shape == "triangle":
        pts = [(cx, cy - r), (cx + r, cy + int(r * 0.8)), (cx - r, cy + int(r * 0.8))]
    elif shape == "diamond":
        pts = [(cx, cy - r), (cx + r, cy), (cx, cy + r), (cx - r, cy)]
    elif shape == "star":
        pts = []
        for i in range(10):
            rad = r if i % 2 == 0 else r * 0.45
            a = -math.pi / 2 + i * math.pi / 5
            pts.append((cx + rad * math.cos(a), cy + rad * math.sin(a)))
    else:  # hexagon
        pts = [(cx + r * math.cos(math.pi / 3 * i), cy + r * math.sin(math.pi / 3 * i)) for i in range(6)]
    pygame.draw.polygon(surf, colour, pts)
    pygame.draw.polygon(surf, outline, pts, max(1, r // 6))


def wrap(font: pygame.font.Font, text: str, width: int) -> list[str]:
    """Words flowed into lines no wider than ``width``."""
    lines: list[str] = []
    for para in text.split("\n"):
        line = ""
        for word in para.split(" "):
            trial = f"{line} {word}".strip()
            if line and font.size(trial)[0] > width:
                lines.append(line)
                line = word
            else:
                line = trial
        lines.append(line)
    return lines


def wrap_long(font: pygame.font.Font, text: str, width: int) -> list[str]:
    """Like ``wrap``, but a word wider than a line (a folder's path) is cut to fit."""
    words: list[str] = []
    for word in text.split(" "):
        while len(word) > 1 and font.size(word)[0] > width:
            k = len(word) - 1
            while k > 1 and font.size(word[:k])[0] > width:
                k -= 1
            words.append(word[:k])
            word = word[k:]
        words.append(word)
    return wrap(font, " ".join(words), width)


@lru_cache(maxsize=8192)
def rendered(font: pygame.font.Font, s: str, colour: tuple) -> pygame.Surface:
    """``s`` rendered once per font and colour: a table redrawn after each move shows mostly the same
    words (building names, counts), and rendering text was the largest part of a redraw."""
    return font.render(s, True, colour)


def text(surf: pygame.Surface, font: pygame.font.Font, s: str, colour, pos, anchor: str = "topleft",
         box: pygame.Rect | None = None, whole: str | None = None) -> pygame.Rect:
    """Draw one line of text; every word the window shows goes through here.

    ``box`` is the room the text was laid out to fit (a button, a card, a cell); without
    it, layout-check holds the text to the innermost panel it was drawn on. ``whole``: the text
    this line is part of (layout-check names it rather than the line).
    """
    img = rendered(font, s, tuple(colour))
    rect = img.get_rect(**{anchor: pos})
    surf.blit(img, rect)
    notes = textrecord.notes_for(surf)  # a cached face keeps its words; the window tells a recording
    if notes is not None:
        notes.text(surf, img, rect, whole or s, font, pos, box, s)
    return rect


def fit_text(font_for, s: str, width: int, size: float, bold: bool = False, min_size: float = 9) -> pygame.font.Font:
    """The largest font (from ``size`` down) in which ``s`` fits ``width``."""
    f = font_for(size, bold)
    while size > min_size and f.size(s)[0] > width:
        size -= 1
        f = font_for(size, bold)
    return f


def fit_or_wrap(t: "Theme", s: str, box: pygame.Rect, size: float, bold: bool = False,
                shorten_to_fit: bool = False) -> tuple[pygame.font.Font, list[str]]:
    """The font and lines in which ``s`` fits ``box``: one line at the largest size that fits,
    else wrapped (between words) at the largest size whose lines fit its width and height.
    When nothing fits even at the smallest readable size, the lines are that size, and either
    cut with "…" (``shorten_to_fit``: only for a text whose tooltip says it in full) or left
    as they are, for layout-check to report."""
    key = (s, box.w, box.h, size, bold, shorten_to_fit, t.s, t.text_scale)
    found = t.fits.get(key)
    if found is None:
        if len(t.fits) > 4096:
            t.fits.clear()
        found = t.fits[key] = _fit_or_wrap(t, s, box.w, box.h, size, bold, shorten_to_fit)
    return found[0], list(found[1])


def _fit_or_wrap(t: "Theme", s: str, width: int, height: int, size: float, bold: bool,
                 shorten_to_fit: bool) -> tuple[pygame.font.Font, list[str]]:
    sizes = range(max(1, int(round(size))), 0, -1)  # a mark on a tiny icon still gets the smallest size

    def tall(f: pygame.font.Font, n: int) -> int:  # n lines, from the first's ink top to the last's ink bottom
        return (n - 1) * line_step(f, s) + ink_extent(f, s)[1]

    for step in sizes:
        f = t.font(step, bold)
        if f.size(s)[0] <= width and tall(f, 1) <= height:
            return f, [s]
        if f.point_size <= t.min_text_px:
            break
    for step in sizes:
        f = t.font(step, bold)
        lines = wrap(f, s, width)
        if tall(f, len(lines)) <= height and all(f.size(x)[0] <= width for x in lines):
            return f, lines
        if f.point_size <= t.min_text_px:
            break
    if not shorten_to_fit:
        return f, lines
    rows = max(1, (height - ink_extent(f, s)[1]) // line_step(f, s) + 1)
    lines = lines[:rows]
    lines[-1] = _cut(f, lines[-1] + ("…" if len(wrap(f, s, width)) > rows else ""), width)
    return f, [_cut(f, line, width) for line in lines]


def fits(t: "Theme", s: str, box: pygame.Rect, size: float, bold: bool = False) -> bool:
    """Whether ``s`` fits ``box`` whole, wrapped or not, at the smallest readable size or larger
    (a card's text that does not is left to its tooltip and its zoom rather than cut)."""
    f, lines = fit_or_wrap(t, s, box, size, bold)
    return (all(f.size(line)[0] <= box.w for line in lines)
            and (len(lines) - 1) * line_step(f, s) + ink_extent(f, s)[1] <= box.h)


@lru_cache(maxsize=4096)
def ink_extent(font: pygame.font.Font, s: str) -> tuple[int, int]:
    """(from the top of a rendered line down to the ink of ``s``, the ink's height): Open Sans
    pads its lines for accents and descenders that most words do not have."""
    # with an ascender and a descender always counted, words sit on one baseline whatever
    # their letters ("Remparts" and "Trébuchet" on two cards side by side)
    glyphs = [g for g in font.metrics(s + "bp") if g]
    high, low = max(g[3] for g in glyphs), min(g[2] for g in glyphs)
    return max(0, font.get_ascent() - high), max(1, high - low)


def line_step(font: pygame.font.Font, s: str) -> int:
    """From one wrapped line of ``s`` to the next: the font's line height, or more when accents
    over capitals and descenders of ``s`` reach further (a line may touch the next by a pixel of
    anti-aliasing, no more)."""
    return max(font.get_linesize(), ink_extent(font, s)[1] - 1)


def _cut(font: pygame.font.Font, line: str, width: int) -> str:
    """``line`` cut letter by letter, ending in "…", until it fits ``width``."""
    if font.size(line)[0] <= width:
        return line
    line = line.rstrip("…")
    while line and font.size(line + "…")[0] > width:
        line = line[:-1]
    return line.rstrip() + "…"


def text_in(surf: pygame.Surface, t: "Theme", s: str, box: pygame.Rect, colour, size: float, bold: bool = False,
            align: str = "center", valign: str = "center", shorten_to_fit: bool = False) -> pygame.Rect:
    """``s`` fitted or wrapped into ``box`` (see fit_or_wrap), aligned "left"/"center"/"right" and
    "top"/"center"; the box is what layout-check holds it to. Returns the rectangle it took."""
    box = pygame.Rect(box)
    f, lines = fit_or_wrap(t, s, box, size, bold, shorten_to_fit)
    lh = line_step(f, s)
    top, ink_h = ink_extent(f, " ".join(lines))  # placed by the ink, not the font's padded line
    y = (box.y if valign == "top" else box.centery - ((len(lines) - 1) * lh + ink_h) // 2) - top
    taken = None
    for line in lines:
        x, anchor = {"left": (box.x, "topleft"), "right": (box.right, "topright")}.get(align, (box.centerx, "midtop"))
        r = text(surf, f, line, colour, (x, y), anchor, box, s)
        taken = r if taken is None else taken.union(r)
        y += lh
    return taken or pygame.Rect(box.topleft, (0, 0))


def glyph(surf: pygame.Surface, t: "Theme", s: str, box, colour, fill: float = 0.8) -> pygame.Rect:
    """A mark on an icon (a cube's letter, a shield's points): as tall as ``fill`` of the icon,
    whatever the text size, since the icon does not grow with it, and never under the minimum."""
    box = pygame.Rect(box)
    return text_in(surf, t, s, box, colour, box.h * fill / (t.s * t.text_scale), True)


def text_column(surf: pygame.Surface, t: "Theme", box: pygame.Rect, lines: list[tuple[str, float, bool, tuple]],
          gap: int = 0, align: str = "left") -> int:
    """Lines (text, size, bold, colour) one under the other from the top of ``box``, each on a row
    as tall as its font and fitted to the box's width, or as tall as the lines it wraps into when
    no size down to the smallest readable holds it on one; a row past the box's bottom is cut to it
    (layout-check reports what no longer fits). Returns the y under the last row."""
    y = box.y
    for k, (s, size, bold, colour) in enumerate(lines):
        last = k == len(lines) - 1  # the last line may wrap into all that is left
        height = t.font(size, bold).get_height()
        if s and not last:
            f, wrapped = fit_or_wrap(t, s, pygame.Rect(0, 0, box.w, max(1, box.bottom - y)), size, bold)
            if len(wrapped) > 1:
                height = (len(wrapped) - 1) * line_step(f, s) + f.get_height()
        row = pygame.Rect(box.x, y, box.w, box.bottom - y if last else height).clip(box)
        if s:
            text_in(surf, t, s, row if row.h else pygame.Rect(box.x, y, box.w, 1), colour, size, bold, align, "top")
        y += height + gap
    return y


def panel(surf: pygame.Surface, rect: pygame.Rect, colour=PANEL, radius: int = 8, border=None) -> None:
    pygame.draw.rect(surf, colour, rect, border_radius=radius)
    if border:
        pygame.draw.rect(surf, border, rect, 2, border_radius=radius)
    notes = textrecord.notes_for(surf)
    if notes is not None:
        notes.panel(surf, rect)


def covers(surf: pygame.Surface, rect: pygame.Rect, floating: bool = False) -> None:
    """Say that something opaque (a card's face) was just drawn over ``rect``: the text it
    hides is no longer on show, and text on it is held to it (layout-check). ``floating``: a
    tooltip or a toast, over everything for a moment (it may hide part of a text)."""
    notes = textrecord.notes_for(surf)
    if notes is not None:
        notes.panel(surf, rect, textrecord.FLOAT if floating else textrecord.PANEL)


def region(surf: pygame.Surface, rect: pygame.Rect) -> None:
    """Declare a place on the table (the favour grid, the event panel) that is not a panel:
    layout-check reports a text of another place drawn over it (docs/layout.md)."""
    notes = textrecord.notes_for(surf)
    if notes is not None:
        notes.panel(surf, rect, textrecord.REGION)


@lru_cache(maxsize=512)
def _veil(size: tuple[int, int], alpha: int, colour: tuple) -> pygame.Surface:
    """A see-through veil, made once per size (a table shades the same tiles every frame)."""
    veil = pygame.Surface(size, pygame.SRCALPHA)
    veil.fill((*colour, alpha))
    return veil


def shade(surf: pygame.Surface, rect: pygame.Rect, alpha: int = 150, colour=(0, 0, 0)) -> None:
    rect = pygame.Rect(rect)
    if rect.w <= 0 or rect.h <= 0:  # a place squeezed to nothing in a tiny window: nothing to veil
        return
    surf.blit(_veil(rect.size, alpha, tuple(colour)), rect.topleft)
    notes = textrecord.notes_for(surf)
    if notes is not None:  # text below such a veil is background, not a word to read (a lighter one: still seen)
        notes.panel(surf, rect, textrecord.VEIL if alpha >= VEIL_COVERS else textrecord.DIM)


VEIL_COVERS = 150  # alpha from which a veil hides what is under it, for layout-check


# --- highlights --------------------------------------------------------------
# Each highlight has its own outline pattern, thickness and corner glyph as well as its hue,
# so they stay apart under any colour vision (tests/ui/test_highlights.py simulates three).
HIGHLIGHTS: dict[str, tuple[tuple[int, int, int], str, int, str]] = {
    # kind: (colour, pattern, thickness in base px, corner glyph)
    "target": (TARGET, "dashed", 3, ""),           # a place you may click now
    "hover": (HOVER, "solid", 5, ""),              # the clickable place under the mouse
    "last": (ACCENT, "double", 2, "triangle"),     # the last move, a moment after it is made
    "current": (INK, "brackets", 2, ""),           # the seat whose turn it is
}


_FRAMES: dict[tuple, pygame.Surface] = {}  # drawn frames by kind and size: a hover frame redraws dozens


def highlight(surf: pygame.Surface, t: Theme, rect: pygame.Rect, kind: str) -> None:
    """Frame ``rect`` (just outside it) in the style of ``kind`` (see HIGHLIGHTS)."""
    w = max(2, t.px(HIGHLIGHTS[kind][2]))
    margin = 4 * w  # the frame, the double ring and the pennant all lie within it
    key = (kind, rect.w, rect.h, w, t.px(8))
    img = _FRAMES.get(key)
    if img is None:
        if len(_FRAMES) > 512:
            _FRAMES.clear()
        img = pygame.Surface((rect.w + 2 * margin, rect.h + 2 * margin), pygame.SRCALPHA)
        _draw_frame(img, t, pygame.Rect(margin, margin, rect.w, rect.h), kind, w)
        _FRAMES[key] = img
    surf.blit(img, (rect.x - margin, rect.y - margin))


def _draw_frame(surf: pygame.Surface, t: Theme, rect: pygame.Rect, kind: str, w: int) -> None:
    colour, pattern, _, glyph = HIGHLIGHTS[kind]
    r = pygame.Rect(rect).inflate(w * 2, w * 2)
    if pattern == "solid":
        pygame.draw.rect(surf, colour, r, w, border_radius=t.px(8))
    elif pattern == "dashed":
        dash, gap = max(6, t.px(12)), max(4, t.px(7))
        for a, b in ((r.topleft, r.topright), (r.bottomleft, r.bottomright), (r.topleft, r.bottomleft),
                     (r.topright, r.bottomright)):
            horizontal = a[1] == b[1]
            length = (b[0] - a[0]) if horizontal else (b[1] - a[1])
            pos = 0
            while pos < length:
                end = min(length, pos + dash)
                if horizontal:
                    y = a[1] if a[1] == r.top else a[1] - w
                    pygame.draw.rect(surf, colour, (a[0] + pos, y, end - pos, w))
                else:
                    x = a[0] if a[0] == r.left else a[0] - w
                    pygame.draw.rect(surf, colour, (x, a[1] + pos, w, end - pos))
                pos = end + gap
    elif pattern == "double":  # two thin rings with the table showing between them
        pygame.draw.rect(surf, colour, r, w, border_radius=t.px(4))
        pygame.draw.rect(surf, colour, r.inflate(w * 4, w * 4), w, border_radius=t.px(6))
    else:  # brackets: a thin line with heavy corners
        pygame.draw.rect(surf, colour, r, max(1, w // 2))
        arm, heavy = max(8, min(r.w, r.h) // 4), w * 2
        for cx, cy, dx, dy in ((r.left, r.top, 1, 1), (r.right, r.top, -1, 1), (r.left, r.bottom, 1, -1),
                               (r.right, r.bottom, -1, -1)):
            x0 = cx if dx > 0 else cx - arm
            y0 = cy if dy > 0 else cy - heavy
            pygame.draw.rect(surf, colour, (x0, y0, arm, heavy))
            x1 = cx if dx > 0 else cx - heavy
            y1 = cy if dy > 0 else cy - arm
            pygame.draw.rect(surf, colour, (x1, y1, heavy, arm))
    if glyph == "triangle":  # a pennant in the top-left corner
        size = max(8, t.px(16))
        o = r.inflate(w * 4, w * 4).topleft
        pygame.draw.polygon(surf, colour, [o, (o[0] + size, o[1]), (o[0], o[1] + size)])

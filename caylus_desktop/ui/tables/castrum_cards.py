"""Drawing Castrum's cards, the die and the castle pawns (shapes and game-icons.net pictures, no publisher art)."""
from __future__ import annotations

import pygame

from caylus_desktop.ui import icons
from caylus_desktop.ui import theme as th
from caylus_desktop.ui.i18n import Speech
from caylus_desktop.ui.look import TableLook
from caylus_desktop.ui.materials import shift


def card_colour(card, look: TableLook) -> tuple[int, int, int]:
    """A card's band: the look's colour of its material, or of its family; every card also carries
    its picture, so colour is never the only cue."""
    return look.palette.get(card.material if card.family == "material" else card.family, (160, 160, 160))


def _symbol(surf: pygame.Surface, card, r: pygame.Rect, colour) -> None:
    """The card's picture (its ``icon`` in the rules file) in the middle of its face, in a darker
    shade of its band; a card the file gives no picture gets a plain square."""
    dark = tuple(max(0, c - 70) for c in colour)
    side = int(min(r.w, r.h) * 0.8)
    box = pygame.Rect(0, 0, side, side)
    box.center = r.center
    if card.icon is not None:
        icons.draw(surf, card.icon, box, dark)
    else:
        pygame.draw.rect(surf, dark, box.inflate(-side // 2, -side // 2), max(1, side // 20))


def draw_card(surf: pygame.Surface, t: th.Theme, r: pygame.Rect, card, voice: Speech, look: TableLook, text: bool = False,
              dim: bool = False, named: bool = True) -> None:
    """A card face: its name band, a symbol, x2 marked, and (when large) its text; ``named``: False
    for a card under another in a stack, where only the edge of its band shows."""
    colour = card_colour(card, look)
    rad = max(3, r.w // 12)
    look.paint("cards", surf, r, radius=rad)
    th.covers(surf, r)
    band = pygame.Rect(r.x, r.y, r.w, max(t.px(14), r.h // 5))
    pygame.draw.rect(surf, colour, band, border_top_left_radius=rad, border_top_right_radius=rad)
    ink = th.INK_DARK if sum(colour) > 420 else (250, 246, 236)
    edge = max(1, r.w // 40)  # the card's border, drawn last: the name keeps clear of it
    # a card too small for its name shows its picture only: its tooltip and its zoom name it in full
    name, room, size = voice.text(card.name), band.inflate(-2 * (edge + t.px(2)), 0), max(9, min(14, band.h / t.s * 0.8))
    # the family's picture (material, special, attack, defence) at the band's left, where the name
    # still fits on one line at its size right of it: the name comes first
    font = t.font(size, True)
    family, mark = look.icon(card.family), min(band.h - t.px(4), font.get_height())
    beside = pygame.Rect(band.x + mark + t.px(6), band.y, band.w - mark - t.px(6) - edge - t.px(2), band.h)
    if named and family is not None and font.size(name)[0] <= beside.w:
        icons.draw(surf, family, pygame.Rect(band.x + t.px(4), band.centery - mark // 2, mark, mark), ink)
        room = beside
    if named and not any(line.endswith("…") for line in th.fit_or_wrap(t, name, room, size, True, shorten_to_fit=True)[1]):
        th.text_in(surf, t, name, room, ink, size, True, shorten_to_fit=True)
    body_h = r.h - band.h
    sym = None
    lines: list[str] = []
    words = voice.text(card.text) if text else ""
    if words and r.h > t.px(120):
        # the text as large as leaves the picture two fifths of the face, the picture all the rest:
        # a large card reads from across the table rather than showing bare parchment. Wrapped here
        # (a short text too: fitted whole it would shrink to one small line)
        pad = edge + t.px(2)  # the text clear of the border
        for size in (15, 14, 13, 12, 11):
            f = t.font(size)
            lines = th.wrap(f, words, r.w - 2 * pad)
            step = th.line_step(f, words)
            needed = len(lines) * step + t.px(8)
            if body_h - needed >= max(t.px(24), int(body_h * 0.4)):
                break
        if body_h - needed >= t.px(24) and all(f.size(line)[0] <= r.w - 2 * pad for line in lines):
            sym = pygame.Rect(r.x, band.bottom, r.w, body_h - needed)
    if sym is not None:
        _symbol(surf, card, sym, colour)
        for i, line in enumerate(lines):
            th.text_in(surf, t, line, pygame.Rect(r.x + pad, sym.bottom + i * step, r.w - 2 * pad, step),
                       (70, 60, 50), size, align="left", valign="top")
        if card.units == 2:  # beside the picture, clear of the text
            x2(surf, t, sym)
    else:  # no text, or too long to show whole: the picture alone, the tooltip and the zoom say the text
        _symbol(surf, card, pygame.Rect(r.x, band.bottom, r.w, body_h), colour)
        if card.units == 2:
            x2(surf, t, r)
    pygame.draw.rect(surf, (90, 76, 56), r, edge, border_radius=rad)
    if dim:
        th.shade(surf, r, 130)


def x2(surf: pygame.Surface, t: th.Theme, r: pygame.Rect) -> None:
    """The ×2 mark of a double card: a gold disc in the lower right corner."""
    rad = max(t.px(10), min(r.w, r.h) // 6)
    c = (r.right - rad - t.px(2), r.bottom - rad - t.px(2))
    pygame.draw.circle(surf, (240, 200, 60), c, rad)
    pygame.draw.circle(surf, (110, 80, 20), c, rad, 1)
    th.glyph(surf, t, "×2", (c[0] - rad, c[1] - rad, 2 * rad, 2 * rad), th.INK_DARK, 0.6)


def draw_back(surf: pygame.Surface, r: pygame.Rect, look: TableLook) -> None:
    """A card face down: the look's ``back`` colour, a lighter frame, a castle."""
    rad = max(3, r.w // 12)
    back = look.colour("back")
    pygame.draw.rect(surf, back, r, border_radius=rad)
    th.covers(surf, r)
    inner = r.inflate(-max(4, r.w // 6), -max(4, r.w // 6))
    pygame.draw.rect(surf, shift(back, 42), inner, 1, border_radius=rad)
    u = max(2, r.w // 10)
    cx, cy = r.center
    pygame.draw.rect(surf, (200, 176, 130), (cx - 2 * u, cy - u, 4 * u, 3 * u))
    for i in range(3):
        pygame.draw.rect(surf, (200, 176, 130), (cx - 2 * u + i * 3 * u // 2, cy - 2 * u, u, u))
    pygame.draw.rect(surf, (30, 20, 14), r, 1, border_radius=rad)


def die(surf: pygame.Surface, r: pygame.Rect, icon: str | None) -> None:
    """A die face: its picture (the rules file's ``die_<n>`` icon), or a blank face before the first roll."""
    if icon is not None:
        icons.draw(surf, icon, r, (246, 242, 232))
        return
    pygame.draw.rect(surf, (246, 242, 232), r, border_radius=max(3, r.w // 6))
    pygame.draw.rect(surf, (40, 36, 30), r, max(1, r.w // 20), border_radius=max(3, r.w // 6))


def wall_pawn(surf: pygame.Surface, r: pygame.Rect, built: bool, colour) -> None:
    """A wall section: crenellated, filled in the owner's colour when built."""
    fill = colour if built else (0, 0, 0, 0)
    u = max(2, r.w // 5)
    body = pygame.Rect(r.x, r.y + u, r.w, r.h - u)
    if built:
        pygame.draw.rect(surf, fill, body)
        for i in range(0, r.w, 2 * u):
            pygame.draw.rect(surf, fill, (r.x + i, r.y, u, u))
    outline = (20, 20, 20) if built else (120, 130, 124)
    pygame.draw.rect(surf, outline, body, 1)
    for i in range(0, r.w, 2 * u):
        pygame.draw.rect(surf, outline, (r.x + i, r.y, u, u), 1)


def tower_pawn(surf: pygame.Surface, r: pygame.Rect, built: bool, colour) -> None:
    outline = (20, 20, 20) if built else (120, 130, 124)
    w = r.w * 2 // 3
    body = pygame.Rect(r.centerx - w // 2, r.y + r.h // 3, w, r.h - r.h // 3)
    roof = [(r.x, body.y), (r.right, body.y), (r.centerx, r.y)]
    if built:
        pygame.draw.rect(surf, colour, body)
        pygame.draw.polygon(surf, colour, roof)
    pygame.draw.rect(surf, outline, body, 1)
    pygame.draw.polygon(surf, outline, roof, 1)

"""The tables' materials, painted procedurally once per size and kept: a felt table, parchment cards,
the castle's stone.

No picture files and no randomness: each grain comes from a fixed arithmetic pattern, so a texture
is the same on every run and costs one blit a frame. A table's look declares its felt colour; the
cards of every game share the parchment.
"""
from __future__ import annotations

from functools import lru_cache

import pygame

Rgb = tuple[int, int, int]


def shift(colour: Rgb, d: int) -> Rgb:
    """``colour`` lighter (``d`` > 0) or darker by ``d`` on each channel."""
    return tuple(max(0, min(255, c + d)) for c in colour)  # type: ignore[return-value]


def _grain(k: int, spread: int) -> int:
    """A fixed pseudo-noise in -spread..spread for the k-th line (a hash, not a random draw)."""
    return ((k * 2654435761) >> 7) % (2 * spread + 1) - spread


@lru_cache(maxsize=16)
def felt(size: tuple[int, int], colour: Rgb) -> pygame.Surface:
    """A table top of green (or any) felt: a fine diagonal weave, darker towards the edges."""
    w, h = size
    top = pygame.Surface(size)
    top.fill(colour)
    for k, i in enumerate(range(-h, w, 3)):
        pygame.draw.line(top, shift(colour, _grain(k, 3)), (i, 0), (i + h, h))
    edge = pygame.Surface(size, pygame.SRCALPHA)
    steps = max(1, min(w, h) // 40)
    for s in range(24):
        pygame.draw.rect(edge, (0, 0, 0, 3 + s // 2), pygame.Rect(0, 0, w, h).inflate(-2 * s * steps, -2 * s * steps),
                         steps)
    top.blit(edge, (0, 0))
    return top


def table(surf: pygame.Surface, rect: pygame.Rect, colour: Rgb) -> None:
    """The felt under a table, filling ``rect``."""
    surf.blit(felt(rect.size, colour), rect.topleft)


@lru_cache(maxsize=256)
def _parchment(size: tuple[int, int], radius: int, colour: Rgb) -> pygame.Surface:
    w, h = size
    sheet = pygame.Surface(size, pygame.SRCALPHA)
    sheet.fill((*colour, 255))
    for y in range(0, h, 2):  # fibres across the sheet
        pygame.draw.line(sheet, (*shift(colour, _grain(y, 4)), 255), (0, y), (w, y))
    for s in range(6):  # edges a little browner, as old paper
        pygame.draw.rect(sheet, (*shift(colour, -4 - 3 * s), 255), pygame.Rect(0, 0, w, h).inflate(-2 * s, -2 * s), 1,
                         border_radius=radius)
    _round_corners(sheet, radius)
    return sheet


def parchment(surf: pygame.Surface, rect: pygame.Rect, radius: int, colour: Rgb) -> None:
    """A card's face of parchment in ``rect`` with rounded corners."""
    if rect.w > 0 and rect.h > 0:
        surf.blit(_parchment(rect.size, radius, colour), rect.topleft)


@lru_cache(maxsize=64)
def _stone(size: tuple[int, int], radius: int, colour: Rgb, course: int) -> pygame.Surface:
    w, h = size
    wall = pygame.Surface(size, pygame.SRCALPHA)
    wall.fill((*colour, 255))
    mortar = (*shift(colour, -22), 255)
    for row, y in enumerate(range(0, h, course)):  # courses of blocks, each row's joints half a block along
        pygame.draw.rect(wall, (*shift(colour, _grain(row, 6)), 255), (0, y + 1, w, course - 1))
        pygame.draw.line(wall, mortar, (0, y), (w, y))
        for x in range((row % 2) * course, w, 2 * course):
            pygame.draw.line(wall, mortar, (x, y), (x, y + course))
    _round_corners(wall, radius)
    return wall


def stone(surf: pygame.Surface, rect: pygame.Rect, radius: int, colour: Rgb, course: int) -> None:
    """Dressed stone in ``rect``: courses ``course`` pixels high, rounded corners."""
    if rect.w > 0 and rect.h > 0:
        surf.blit(_stone(rect.size, radius, colour, max(4, course)), rect.topleft)


@lru_cache(maxsize=128)
def _wood(size: tuple[int, int], radius: int, colour: Rgb, plank: int) -> pygame.Surface:
    w, h = size
    board = pygame.Surface(size, pygame.SRCALPHA)
    board.fill((*colour, 255))
    for y in range(h):  # the grain: long faint streaks along the planks, waving a little
        d = _grain(y, 3)
        if d:
            x0 = (y * 37) % max(1, w // 2)
            pygame.draw.line(board, (*shift(colour, d), 255), (x0 - w // 2, y), (x0 + w, y))
    joint = (*shift(colour, -18), 255)
    for y in range(plank, h, plank):  # planks across the tile
        pygame.draw.line(board, joint, (0, y), (w, y))
    _round_corners(board, radius)
    return board


def wood(surf: pygame.Surface, rect: pygame.Rect, radius: int, colour: Rgb, plank: int) -> None:
    """A wooden tile in ``colour`` in ``rect``: faint grain, planks ``plank`` pixels wide, rounded corners."""
    if rect.w > 0 and rect.h > 0:
        surf.blit(_wood(rect.size, radius, colour, max(6, plank)), rect.topleft)


def _round_corners(surf: pygame.Surface, radius: int) -> None:
    """Make ``surf``'s corners transparent, rounded at ``radius`` (a card's or a tile's outline)."""
    mask = pygame.Surface(surf.get_size(), pygame.SRCALPHA)
    pygame.draw.rect(mask, (255, 255, 255, 255), mask.get_rect(), border_radius=radius)
    surf.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)


@lru_cache(maxsize=64)
def _board(material: str, size: tuple[int, int], radius: int, colour: Rgb, grain: int) -> pygame.Surface:
    w, h = size
    piece = pygame.Surface(size, pygame.SRCALPHA)
    paint(material, piece, piece.get_rect(), colour, radius, grain)
    rim = max(2, min(w, h) // 40)
    edge = pygame.Rect(0, 0, w, h)
    pygame.draw.rect(piece, (*shift(colour, -38), 255), edge, rim, border_radius=radius)  # the frame
    # a bevel inside it: lit from the top left, so the board stands on the table
    lit, shade = (*shift(colour, 26), 255), (*shift(colour, -20), 255)
    inner = edge.inflate(-2 * rim, -2 * rim)
    corner = max(0, radius - rim)
    pygame.draw.line(piece, lit, (inner.x + corner, inner.y), (inner.right - corner - 1, inner.y))
    pygame.draw.line(piece, lit, (inner.x, inner.y + corner), (inner.x, inner.bottom - corner - 1))
    pygame.draw.line(piece, shade, (inner.x + corner, inner.bottom - 1), (inner.right - corner - 1, inner.bottom - 1))
    pygame.draw.line(piece, shade, (inner.right - 1, inner.y + corner), (inner.right - 1, inner.bottom - corner - 1))
    if material == "felt":
        _round_corners(piece, radius)
    return piece


def framed(material: str, surf: pygame.Surface, rect: pygame.Rect, colour: Rgb, radius: int = 0, grain: int = 8) -> None:
    """A board or a space printed on one, as an object: ``rect`` in ``material`` with a darker frame and
    a bevel, painted once per size and kept (a seat's board, an empty lot of the road)."""
    if rect.w > 0 and rect.h > 0:
        surf.blit(_board(material, rect.size, radius, colour, grain), rect.topleft)


def paint(material: str, surf: pygame.Surface, rect: pygame.Rect, colour: Rgb, radius: int = 0, grain: int = 8) -> None:
    """``rect`` painted in the named ``material`` (a game's look says which, engine/look.py) in ``colour``:
    ``grain`` is the stone's course or the wood's plank, in pixels; felt fills the rectangle square."""
    if rect.w <= 0 or rect.h <= 0:
        return
    if material == "felt":
        table(surf, rect, colour)
    elif material == "parchment":
        parchment(surf, rect, radius, colour)
    elif material == "stone":
        stone(surf, rect, radius, colour, grain)
    elif material == "wood":
        wood(surf, rect, radius, colour, grain)
    else:  # plain paint
        pygame.draw.rect(surf, colour, rect, border_radius=radius)

"""Boxes: a table laid out by cutting rectangles, so that text has a place sized for it.

Pixel arithmetic by hand ("the number 24 px right of the cube") breaks as soon as the
language, the window or the text size changes. Here a region is cut into rows and columns
(fixed parts first, the rest shared), and ``theme.text_in`` fits each word into its part;
a part sized from a font (``line_box``) grows with the text-size setting.
"""
from __future__ import annotations

import pygame


def cut_top(rect: pygame.Rect, h: int, gap: int = 0) -> tuple[pygame.Rect, pygame.Rect]:
    """(the top ``h`` px of ``rect``, what is left below it after ``gap``)."""
    h = max(0, min(h, rect.h))
    return (pygame.Rect(rect.x, rect.y, rect.w, h),
            pygame.Rect(rect.x, rect.y + h + gap, rect.w, max(0, rect.h - h - gap)))


def cut_bottom(rect: pygame.Rect, h: int, gap: int = 0) -> tuple[pygame.Rect, pygame.Rect]:
    """(the bottom ``h`` px of ``rect``, what is left above it after ``gap``)."""
    h = max(0, min(h, rect.h))
    return (pygame.Rect(rect.x, rect.bottom - h, rect.w, h),
            pygame.Rect(rect.x, rect.y, rect.w, max(0, rect.h - h - gap)))


def cut_left(rect: pygame.Rect, w: int, gap: int = 0) -> tuple[pygame.Rect, pygame.Rect]:
    """(the left ``w`` px of ``rect``, what is left right of it after ``gap``)."""
    w = max(0, min(w, rect.w))
    return (pygame.Rect(rect.x, rect.y, w, rect.h),
            pygame.Rect(rect.x + w + gap, rect.y, max(0, rect.w - w - gap), rect.h))


def cut_right(rect: pygame.Rect, w: int, gap: int = 0) -> tuple[pygame.Rect, pygame.Rect]:
    """(the right ``w`` px of ``rect``, what is left of it after ``gap``)."""
    w = max(0, min(w, rect.w))
    return (pygame.Rect(rect.right - w, rect.y, w, rect.h),
            pygame.Rect(rect.x, rect.y, max(0, rect.w - w - gap), rect.h))


def _shares(start: int, length: int, n: int, gap: int) -> list[tuple[int, int]]:
    """(start, length) of ``n`` equal parts of a span, ``gap`` apart, ending exactly at its end."""
    size = (length - gap * (n - 1)) / n
    edges = [(round(start + i * (size + gap)), round(start + i * (size + gap) + size)) for i in range(n)]
    return [(a, max(0, b - a)) for a, b in edges]


def columns(rect: pygame.Rect, n: int, gap: int = 0) -> list[pygame.Rect]:
    """``n`` columns of equal width side by side, ``gap`` px apart, filling ``rect``."""
    return [pygame.Rect(x, rect.y, w, rect.h) for x, w in _shares(rect.x, rect.w, n, gap)] if n > 0 else []


def rows(rect: pygame.Rect, n: int, gap: int = 0) -> list[pygame.Rect]:
    """``n`` rows of equal height one under the other, ``gap`` px apart, filling ``rect``."""
    return [pygame.Rect(rect.x, y, rect.w, h) for y, h in _shares(rect.y, rect.h, n, gap)] if n > 0 else []


def line_box(font: pygame.font.Font, lines: int = 1) -> int:
    """The height ``lines`` lines of ``font`` need, the last with its descenders."""
    return (lines - 1) * font.get_linesize() + font.get_height()

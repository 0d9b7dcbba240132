"""Legal target, hover, last move and current player stay apart under simulated colour blindness.

Each highlight is drawn on the table's colour, the pixels are passed through the Machado,
Oliveira & Fernandes (2009) matrices (severity 1.0, applied in linear RGB), and then:
the highlight must still stand out from the table (luminance contrast), and the four must
differ in shape (the pixels that stand out), not only in hue.
"""
from __future__ import annotations

import itertools

import pygame
import pytest

from caylus_desktop.ui import theme as th

MACHADO = {
    "normal": ((1, 0, 0), (0, 1, 0), (0, 0, 1)),
    "protanopia": ((0.152286, 1.052583, -0.204868), (0.114503, 0.786281, 0.099216), (-0.003882, -0.048116, 1.051998)),
    "deuteranopia": ((0.367322, 0.860646, -0.227968), (0.280085, 0.672501, 0.047413), (-0.011820, 0.042940, 0.968881)),
    "tritanopia": ((1.255528, -0.076749, -0.178779), (-0.078411, 0.930809, 0.147602), (0.004733, 0.691367, 0.303900)),
}


def _linear(c: int) -> float:
    v = c / 255
    return v / 12.92 if v <= 0.04045 else ((v + 0.055) / 1.055) ** 2.4


def _simulate(rgb, vision: str) -> tuple[float, float, float]:
    """The colour (linear RGB, 0-1) as a person with ``vision`` sees it."""
    lin = [_linear(c) for c in rgb[:3]]
    return tuple(min(1.0, max(0.0, sum(m * v for m, v in zip(row, lin)))) for row in MACHADO[vision])


def _luminance(lin) -> float:
    return 0.2126 * lin[0] + 0.7152 * lin[1] + 0.0722 * lin[2]


def _contrast(a, b) -> float:
    la, lb = sorted((_luminance(a), _luminance(b)), reverse=True)
    return (la + 0.05) / (lb + 0.05)


def _render(kind: str) -> pygame.Surface:
    t = th.Theme((1280, 800))
    surf = pygame.Surface((150, 110))
    surf.fill(th.TABLE)
    th.highlight(surf, t, pygame.Rect(40, 30, 70, 50), kind)
    return surf


def _mask(surf: pygame.Surface, vision: str) -> frozenset:
    """The pixels that stand out from the table for this vision."""
    bg = _simulate(th.TABLE, vision)
    seen = set()
    for y in range(surf.get_height()):
        for x in range(surf.get_width()):
            rgb = surf.get_at((x, y))
            if tuple(rgb[:3]) == th.TABLE:
                continue
            if _contrast(_simulate(rgb, vision), bg) >= 1.5:
                seen.add((x, y))
    return frozenset(seen)


KINDS = tuple(th.HIGHLIGHTS)


@pytest.mark.parametrize("vision", tuple(MACHADO))
def test_each_highlight_stands_out_from_the_table(vision):
    for kind in KINDS:
        colour = th.HIGHLIGHTS[kind][0]
        ratio = _contrast(_simulate(colour, vision), _simulate(th.TABLE, vision))
        assert ratio >= 3, f"{kind} under {vision}: contrast {ratio:.2f} against the table"


@pytest.mark.parametrize("vision", tuple(MACHADO))
def test_the_four_highlights_differ_in_shape_not_only_in_hue(vision):
    masks = {kind: _mask(_render(kind), vision) for kind in KINDS}
    for a, b in itertools.combinations(KINDS, 2):
        ma, mb = masks[a], masks[b]
        assert ma and mb
        overlap = len(ma & mb) / len(ma | mb)
        assert overlap < 0.6, f"{a} and {b} under {vision}: {overlap:.0%} of their pixels coincide"


def test_the_style_table_gives_each_kind_its_own_pattern():
    patterns = [style[1] for style in th.HIGHLIGHTS.values()]
    assert len(set(patterns)) == len(patterns) == 4

"""Magna Carta's castle: the word "next" on the section taking the next token is never written over
the section's drawing, at any window size, in either language."""
from __future__ import annotations

import pygame
import pytest

from caylus_desktop.ui import theme as th
from caylus_desktop.ui.tables import magna_carta as mc


@pytest.mark.parametrize("size", [(1024, 640), (1280, 800), (1920, 1080)])
@pytest.mark.parametrize("word", ["next", "suivant"])  # the catalogues' words
@pytest.mark.parametrize("sec", ["dungeon", "walls", "towers"])
def test_the_next_label_leaves_the_section_drawing_whole(size, word, sec):
    pygame.font.init()
    t = th.Theme(size)
    # a cell as the castle lays it out: a third of the castle box, 38 base px for the picture
    cell = pygame.Rect(10, 10, int(95 * t.s), int(100 * t.s))
    picture_h = t.px(38)
    surf = pygame.Surface((cell.right + 20, cell.bottom + 20), pygame.SRCALPHA)  # clear: what is drawn shows
    box, label = mc._section_room(t, cell, picture_h, word, sec)
    if size[0] >= 1280:
        assert label is not None, "the word is written from 1280x800 up"
    mc._draw_section(surf, sec, box, True, mc._section_unit(picture_h))
    drawn = surf.get_bounding_rect()
    assert drawn.w > 0 and drawn.h > 0, "the section is drawn"
    assert label is None or not drawn.colliderect(label), f"{sec}: drawing {drawn} under the label {label}"
    assert box.contains(drawn), f"{sec}: drawing {drawn} outside its room {box}"
    # still a picture one can read: as tall as a third of the room the cell gives it, at least
    assert drawn.h >= picture_h // 3

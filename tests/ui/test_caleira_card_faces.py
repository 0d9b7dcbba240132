"""Caleira's cards and galleries: a card of the hand gives the room its text leaves to its picture, keeps
its text off its edge; an empty gallery shows where its first card goes."""
from __future__ import annotations

import pygame
import pytest

from caylus_desktop.engine import new_game
from caylus_desktop.ui import theme as th
from caylus_desktop.ui.look import look_of
from caylus_desktop.ui.tables.caleira_cards import draw_face


def _ink_box(surf: pygame.Surface, colour) -> pygame.Rect:
    """The box of the largest patch of (nearly) ``colour``: the card's picture, not its letters."""
    mask = pygame.mask.from_threshold(surf, colour, (6, 6, 6, 255)).connected_component()
    rects = mask.get_bounding_rects()
    return rects[0].unionall(rects[1:]) if rects else pygame.Rect(0, 0, 0, 0)


@pytest.mark.parametrize("size", [(1024, 640), (1280, 800), (1920, 1080)])
def test_a_short_text_leaves_its_picture_large(size):
    pygame.font.init()
    t = th.Theme(size)
    m = new_game("caleira", ["Ann", "Bob"], 1)
    look = look_of(m.state.defs)
    card = pygame.Rect(0, 0, int(180 * t.s), int(200 * t.s))  # a card of the hand at this size
    surf = pygame.Surface(card.size)
    draw_face(surf, t, card, look, "wizard-staff", "Tour du magicien", 3,
              "Révélée : regardez les 3 premières cartes du paquet.")
    picture = _ink_box(surf, look.colour("emblem"))
    assert picture.h >= card.h // 4, f"picture {picture} on a {card.h}px card"


def test_an_empty_gallery_shows_the_place_of_its_first_card_not_a_dash(app):
    from caylus_desktop.ui.scenes.game import GameScene
    from caylus_desktop.ui.textrecord import recording

    app.settings.lang = "fr"
    m = new_game("caleira", ["Anna", "Bruno", "Chloé"], 5)
    scene = GameScene(app, m)
    scene.viewer = m.decision.seat
    app.push(scene)
    app.dirty = True
    app.step()
    with recording() as rec:
        app.draw()
    words = [d.text for d in rec.texts]
    assert "Pioche" in words  # the table was drawn and recorded
    assert not any(w.strip() in {"—", "-", "–"} for w in words), [w for w in words if w.strip() in {"—", "-", "–"}]

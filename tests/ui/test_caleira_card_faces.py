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


def _drawn(app, m):
    """The game scene of ``m`` from the deciding seat, drawn once with every text recorded."""
    from caylus_desktop.ui.scenes.game import GameScene
    from caylus_desktop.ui.textrecord import recording

    scene = GameScene(app, m)
    scene.viewer = m.decision.seat
    app.push(scene)
    app.dirty = True
    app.step()
    with recording() as rec:
        app.draw()
    return scene, rec


def test_an_empty_gallery_shows_the_place_of_its_first_card_not_a_dash(app):
    app.settings.lang = "fr"
    m = new_game("caleira", ["Anna", "Bruno", "Chloé"], 5)
    _, rec = _drawn(app, m)
    words = [d.text for d in rec.texts]
    assert "Pioche" in words  # the table was drawn and recorded
    assert not any(w.strip() in {"—", "-", "–"} for w in words), [w for w in words if w.strip() in {"—", "-", "–"}]


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_a_face_up_gallery_card_shows_its_whole_name_at_1280x800(app, lang):
    """At 1280x800 the galleries' cards grow into their rows' room: every face-up card's name, the
    longest ("Flèche de la princesse") too, is drawn on the card, whole, not cut with "…"."""
    from caylus_desktop.games.caleira import queries
    from caylus_desktop.ui.screenshot import _played

    assert app.screen.get_size() == (1280, 800)
    app.settings.lang = lang
    m = _played("caleira", ["Anna", "Bruno", "Chloé"], 27, {}, 20)  # six cards face up, Princess' Spire among them
    scene, rec = _drawn(app, m)
    view = scene.view
    face_up = [(s, i, p.card) for s, seat in enumerate(view.obs.seats) for i, p in enumerate(seat.gallery) if p.face_up]
    assert len(face_up) == 6 and any(c == "princess_spire" for _, _, c in face_up)
    for s, i, cid in face_up:
        name = view.voice.text(queries.card(m, cid).name)
        card = view.targets[f"gallery:{s}:{i}"][0]
        lines = [d for d in rec.texts if d.text == name and card.contains(d.ink)]
        assert lines, f"{name!r} not drawn on its card {card}"
        assert not any(d.clipped or "…" in d.line for d in lines), [(d.line, d.clipped) for d in lines]
        assert " ".join(d.line for d in lines).split() == name.split(), [d.line for d in lines]

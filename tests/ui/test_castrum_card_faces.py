"""A Castrum card's name and text stay clear of the card's border (drawn last, it would eat their
first and last letters: "Structures (Maçons" at 1024x640)."""
from __future__ import annotations

import pygame
import pytest

from caylus_desktop.engine import new_game
from caylus_desktop.games.castrum import queries
from caylus_desktop.ui import theme as th
from caylus_desktop.ui.i18n import Speech
from caylus_desktop.ui.look import look_of
from caylus_desktop.ui.tables import castrum_cards


@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize("size", [(1024, 640), (1280, 800), (1920, 1080)])
def test_every_word_of_a_hand_card_is_inside_its_border(size, lang, monkeypatch):
    pygame.font.init()
    t = th.Theme(size)
    m = new_game("castrum", ["Ann", "Bob"], 1)
    look, voice = look_of(m.state.defs), Speech(lang, None)
    drawn: list[tuple[str, pygame.Rect]] = []
    real = th.text_in

    def recording(surf, t_, s, box, *args, **kwargs):
        rect = real(surf, t_, s, box, *args, **kwargs)
        drawn.append((s, rect))
        return rect
    monkeypatch.setattr(castrum_cards.th, "text_in", recording)
    surf = pygame.Surface((400, 400))
    cards = [queries.card(m, c.id) for c in m.rules.cards]
    assert len(cards) >= 8
    # the hand's cards, as wide as the row gives them (five to a hand, a window or another)
    for card, w in ((c, w) for c in cards for w in range(int(100 * t.s), int(200 * t.s), 3)):
        card_rect = pygame.Rect(0, 0, w, int(165 * t.s))
        drawn.clear()
        castrum_cards.draw_card(surf, t, card_rect, card, voice, look, text=True)
        border = max(1, card_rect.w // 40)
        for words, rect in drawn:  # across: a line's rectangle is its ink's width (its height is padded)
            assert border <= rect.left and rect.right <= card_rect.right - border, (
                f"{card.id}: {words!r} at {rect}, on a {card_rect.w}px card with a {border}px border")

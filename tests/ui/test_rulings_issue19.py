"""Issue 19: F1 in a game shows our rulings, one line each, in English and French."""
from __future__ import annotations

import pygame

from caylus_desktop.engine import new_game
from caylus_desktop.ui.scenes.game import GameScene
from caylus_desktop.ui.scenes.other import RulesScene
from tests.ui.driver import click_button, key


def test_f1_in_castrum_finds_the_mage_ruling_in_both_languages(app):
    """« Le joueur victime ne peut donc pas jouer. » — silent on discarding: our ruling is in the rules."""
    scene = GameScene(app, new_game("castrum", [{"name": "A"}, {"name": "B", "bot": "random"}], 1))
    app.push(scene)
    app.step()
    key(app, pygame.K_F1)
    rules = app.top
    assert isinstance(rules, RulesScene) and rules.game == "castrum"
    for ch in "mage":
        key(app, ord(ch), unicode=ch)
    rulings = [s for s in rules.sections() if s.title == "Our rulings"]
    assert [e.title for e in rulings[0].entries] == ["Blocked by a Mage"]
    assert "may still discard" in rulings[0].entries[0].lines[0]
    click_button(app, "FR")
    rulings = [s for s in rules.sections() if s.title == "Nos arbitrages"]
    assert [e.title for e in rulings[0].entries] == ["Bloqué par un Mage"]
    app.dirty = True
    app.step()  # it draws

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


def test_a_locked_favour_column_names_the_scoring_that_opens_it(app, monkeypatch):
    """« Les colonnes 3 et 4 ne sont accessibles qu'après le décompte du Donjon (même si des joueurs
    ont déjà commencé les Murailles). De même, la colonne 5 n'est accessible qu'après le décompte des
    Murailles »."""
    from tests.ui.driver import move

    monkeypatch.setattr(GameScene, "autosave", lambda self: None)
    m = new_game("caylus", ["Ann", "Bob", "Cy"], 4)
    scene = GameScene(app, m)
    scene.viewer = m.decision.seat
    app.push(scene)
    app.dirty = True
    app.step()
    expected = {3: ("Dungeon", "Donjon"), 4: ("Dungeon", "Donjon"), 5: ("Walls", "Murailles")}
    for column, (en, fr) in expected.items():
        app.settings.lang = "en"
        move(app, scene.view.targets[f"favour:money:{column}"][0].center)
        app.dirty = True
        app.step()
        title, body = app.top.tooltip()
        assert f"This column opens after the scoring of the {en}." in body, body
        app.settings.lang = "fr"
        app.dirty = True
        app.step()
        title, body = app.top.tooltip()
        assert f"Cette colonne s'ouvre après le décompte de la section {fr}." in body, body
    app.settings.lang = "en"
    move(app, scene.view.targets["favour:money:2"][0].center)  # open from the start: no such line
    app.dirty = True
    app.step()
    assert "opens after" not in app.top.tooltip()[1]

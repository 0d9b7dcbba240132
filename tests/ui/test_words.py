"""The window speaks to the person at the screen: Learn to play in English and French,
started from the menu and played through real clicks, reads "You place…"/"Vous placez…"
and "Your turn"/"À vous de jouer", never "You places", "You's turn" or "Vous's"."""
from __future__ import annotations

import re

import pytest

from caylus_desktop.ui import theme as th
from caylus_desktop.ui.scenes.game import GameScene
from tests.ui.driver import click, click_action, click_button, settle

WRONG = re.compile(r"\bYou(?:'s\b| [a-z]*[^s ]s\b)|\bVous's\b|\bVous (?!(?:\w+ez|êtes|et)\b)")
EXPECT = {
    "en": ("Your turn", "You draw ", "Player"),
    "fr": ("À vous de jouer", "Vous piochez : ", "Joueur"),
}


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_learn_to_play_addresses_the_learner_in_their_language(app, lang, monkeypatch):
    drawn: list[str] = []
    real_text = th.text
    monkeypatch.setattr(th, "text", lambda surf, font, s, *a, **k: drawn.append(s) or real_text(surf, font, s, *a, **k))
    app.settings.lang = lang
    menu = app.top
    click(app, menu.hot.named["game:caleira"].center)
    click_button(app, app.tr("learn"))
    scene = app.top
    assert isinstance(scene, GameScene)
    turn, drew, name = EXPECT[lang]
    assert scene.match.seats[0].name == name  # a name, not a pronoun
    for _ in range(6):  # the learner plays a few cards with real clicks, the bot answers
        settle(app, scene)
        if scene.match.decision is None:
            break
        drawn.clear()
        app.dirty = True
        app.step()
        assert turn in drawn, drawn
        click_action(app, scene, scene.match.legal_actions()[0])
    log = scene.logview.texts()  # the lines the log shows (your public "You draw a card" folds into this one)
    assert any(line.startswith(drew) for line in log), log
    assert not [line for line in log + drawn if WRONG.search(line)]
    assert not [line for line in log if line.startswith(name + " ")]  # the learner is "you" in the log


def test_french_window_words_elide_before_a_name():
    from caylus_desktop.ui.i18n import tr

    assert tr("castrum_site", "fr", "Anne") == "Chantier d'Anne"
    assert tr("castrum_site", "fr", "Élodie") == "Chantier d'Élodie"
    assert tr("castrum_site", "fr", "Bruno") == "Chantier de Bruno"
    assert tr("castrum_site", "en", "Anne") == "Anne's site"

"""Hostile saves in the window: an option of the wrong type (Infinity) in a file under Continue
and Load, and a finished game played under rules changed since. Driven with real events: the
lists draw, a click says why in one toast, and the changed rules are said in the player's language."""
from __future__ import annotations

import os
import re

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"

import pygame  # noqa: E402
import pytest  # noqa: E402

from caylus_desktop.bots import random_bot  # noqa: E402
from caylus_desktop.engine import new_game  # noqa: E402
from caylus_desktop.engine.rng import Rng  # noqa: E402
from caylus_desktop.engine.rules import rules_dir  # noqa: E402
from caylus_desktop.ui.app import App  # noqa: E402
from caylus_desktop.ui.scenes.menu import MenuScene  # noqa: E402
from caylus_desktop.ui.scenes.results import ResultsScene  # noqa: E402
from caylus_desktop.ui.scenes.saves import ContinueScene, LoadScene  # noqa: E402
from tests.edited_rules import edit, use_rules  # noqa: E402
from tests.hostile.helpers import fingerprint  # noqa: E402
from tests.ui.driver import click, click_button  # noqa: E402


@pytest.fixture
def app():
    a = App(headless=True)
    a.settings.pace, a.settings.moves = "fast", "instant"
    a.push(MenuScene(a))
    a.step()
    yield a
    pygame.event.clear()


def _infinite(home):
    m = new_game("castrum", ["Ann", "Bob"], 3)
    m.apply(m.legal_actions()[0])
    text = m.to_json().replace('"rounds": 15', '"rounds": Infinity')
    for sub in ("autosaves", "saves"):
        (home / sub).mkdir(parents=True, exist_ok=True)
        (home / sub / "castrum-20260101-120000.json").write_text(text, encoding="utf-8")


@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize("button,scene", [("continue", ContinueScene), ("load", LoadScene)])
def test_an_infinite_option_is_a_row_that_says_why_never_a_drawing_error(app, home, lang, button, scene):
    _infinite(home)
    app.settings.lang = lang
    before = fingerprint(home / "autosaves", home / "saves")
    click_button(app, app.tr(button))
    assert isinstance(app.top, scene)
    for _ in range(5):
        app.dirty = True
        app.step()
    row = app.top.hot.named["open:castrum-20260101-120000.json"]
    click(app, row.center)
    assert isinstance(app.top, scene)  # nothing opened
    assert app.toast_text == INFINITE_SAYS[lang]
    assert app.errors == [] and fingerprint(home / "autosaves", home / "saves") == before


INFINITE_SAYS = {
    "en": "Cannot load: the save's settings are invalid: option Rounds (timed game) holds inf, not a whole number",
    "fr": "Chargement impossible : les options de la partie sauvegardée sont invalides : l'option "
          "«\u00a0Manches (partie programmée)\u00a0» contient inf, qui n'est pas un nombre entier",
}


def test_a_french_player_reads_why_a_save_cannot_load_wholly_in_french(app, home):
    """Load, then the row and its Replay button, clicked: each toast is French to its last word,
    the engine's reason included (it used to end in the English one)."""
    _infinite(home)
    app.settings.lang = "fr"
    click_button(app, app.tr("load"))
    assert isinstance(app.top, LoadScene)
    app.dirty = True
    app.step()
    english = {"save", "settings", "invalid", "holds", "whole", "number", "rounds", "timed", "game", "not", "load"}
    for target in ("open", "replay"):
        app.toast_text = ""
        click(app, app.top.hot.named[f"{target}:castrum-20260101-120000.json"].center)
        assert isinstance(app.top, LoadScene)  # nothing opened
        assert app.toast_text == INFINITE_SAYS["fr"], target
        assert not english & {w.lower() for w in re.findall(r"[^\W\d_]+", app.toast_text)}, app.toast_text
    assert app.errors == []


@pytest.mark.parametrize("lang,words", [("en", "These rules have changed since this game."),
                                        ("fr", "Ces règles ont changé depuis cette partie.")])
def test_a_finished_game_under_changed_rules_says_so_and_shows_its_saved_result(app, home, monkeypatch, lang, words):
    m = new_game("caleira", ["Ann", "Bob"], 3)
    rng = Rng(3)
    while m.decision is not None:
        m.apply(random_bot.choose(None, m.decision, rng))
    saved = m.result()
    (home / "saves").mkdir(parents=True, exist_ok=True)
    path = home / "saves" / "caleira-20260101-120000.json"
    path.write_text(m.to_json(), encoding="utf-8")
    before = fingerprint(path)
    text = (rules_dir() / "caleira.yaml").read_text(encoding="utf-8")
    use_rules(monkeypatch, "caleira", edit(text, ("face_down_points: 1 ", "face_down_points: 2 ")), "edited.yaml")
    app.settings.lang = lang
    click_button(app, app.tr("load"))
    click(app, app.top.hot.named[f"open:{path.name}"].center)
    for _ in range(5):
        app.dirty = True
        app.step()
    results = app.find(ResultsScene)
    assert results is not None and app.toast_text == words
    assert results.result["scores"] == saved["scores"] and results.result["winners"] == saved["winners"]
    assert results.match.result()["scores"] != saved["scores"]  # what scoring it again would have shown
    assert app.errors == [] and fingerprint(path) == before

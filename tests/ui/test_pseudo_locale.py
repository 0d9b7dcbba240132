"""The pseudo-locale in the window: Open Sans draws every letter it uses, Settings offers it only
when a developer asks (``CAYLUS_DESKTOP_PSEUDO_LOCALE``), and a player's settings file naming it
is not followed otherwise."""
from __future__ import annotations

import json

import pygame.freetype
import pytest

from caylus_desktop.ui.storage import SETTINGS, Settings
from tests.engine.test_languages import make_qps
from tests.ui.driver import click_button

QPS_NAME = make_qps.pseudo("English")  # the pseudo-locale's name for itself, from the "English" msgid


@pytest.mark.parametrize("face", ["OpenSans-Regular.ttf", "OpenSans-Bold.ttf"])
def test_open_sans_draws_every_letter_of_the_pseudo_locale(face):
    pygame.freetype.init()
    font = pygame.freetype.Font(str(make_qps.ROOT / "assets" / "fonts" / face), 20)
    letters = "".join(chr(c) for c in make_qps.ACCENTED.values()) + "[]~"
    missing = [c for c, m in zip(letters, font.get_metrics(letters)) if m is None]
    assert not missing, f"{face} has no glyph for {missing}"


def test_settings_offer_only_real_languages_to_a_player(app, monkeypatch):
    monkeypatch.delenv("CAYLUS_DESKTOP_PSEUDO_LOCALE", raising=False)
    click_button(app, app.tr("settings"))
    assert "Français" in app.top.hot.named and "English" in app.top.hot.named
    assert QPS_NAME not in app.top.hot.named


def test_a_developer_switches_the_window_to_the_pseudo_locale(app, monkeypatch):
    monkeypatch.setenv("CAYLUS_DESKTOP_PSEUDO_LOCALE", "1")
    click_button(app, app.tr("settings"))
    click_button(app, QPS_NAME)
    assert app.settings.lang == "qps" and app.tr("start") == make_qps.pseudo("Start")
    assert Settings.load(app.storage).lang == "qps"  # remembered while the variable is set
    monkeypatch.delenv("CAYLUS_DESKTOP_PSEUDO_LOCALE")
    assert Settings.load(app.storage).lang != "qps"  # a player never starts in it


def test_a_settings_file_naming_a_language_with_no_catalogue_is_not_followed(app, monkeypatch):
    monkeypatch.setenv("LANG", "C")
    (app.storage.folder / SETTINGS).write_text(json.dumps({"lang": "de"}), encoding="utf-8")
    assert Settings.load(app.storage).lang == "en"


@pytest.mark.parametrize("lang", ["fr", "qps"])
def test_learn_to_play_names_its_bots_in_the_players_language(app, lang):
    """A word the pseudo-locale found drawn in plain letters: the learner's opponent was "Bot 1"."""
    from caylus_desktop.ui.scenes.game import GameScene

    app.settings.lang = lang
    click_button(app, app.tr("learn"))
    assert isinstance(app.top, GameScene)
    bots = [s.name for s in app.top.match.seats[1:]]
    rivals = [name.strip() for name in app.tr("learner_rivals").split(",")]
    assert bots and bots[0] == rivals[0] and not bots[0].startswith("Bot")

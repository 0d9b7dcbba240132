"""A newcomer's first start: the window speaks the system's language, says the app's name, and
Settings (then the saved settings) decide the language after that."""
from __future__ import annotations

import pygame
import pytest

from caylus_desktop.ui.i18n import system_language
from caylus_desktop.ui.textrecord import recording
from tests.ui.driver import click_button


def _start():
    from caylus_desktop.ui.app import App
    from caylus_desktop.ui.scenes.menu import MenuScene

    app = App(headless=True)
    app.push(MenuScene(app))
    app.step()
    return app


def _drawn(app) -> list[str]:
    with recording() as rec:
        app.draw()
    return [d.text for d in rec.texts]


@pytest.mark.parametrize("environ, lang", [
    ({"LANG": "fr_FR.UTF-8"}, "fr"),
    ({"LANG": "fr_CA"}, "fr"),
    ({"LANG": "de_DE.UTF-8"}, "en"),     # a language the catalogues do not speak: English
    ({"LANG": "C"}, "en"),
    ({}, "en"),
    ({"LC_ALL": "fr_BE.UTF-8", "LANG": "en_GB.UTF-8"}, "fr"),  # LC_ALL first, then LC_MESSAGES, then LANG
    ({"LC_MESSAGES": "en_US.UTF-8", "LANG": "fr_FR.UTF-8"}, "en"),
    ({"LC_ALL": "", "LC_MESSAGES": "fr_FR@euro", "LANG": "en_US"}, "fr"),  # empty means not set
])
def test_the_system_language_is_read_as_posix_does(environ, lang):
    assert system_language(environ) == lang


def test_a_first_start_under_a_french_system_speaks_french(monkeypatch):
    monkeypatch.setenv("LANG", "fr_FR.UTF-8")
    app = _start()
    assert app.settings.lang == "fr"
    assert pygame.display.get_caption()[0] == "Châteaux autour d'une table"  # the app's name, not the package's
    words = _drawn(app)
    assert "Châteaux autour d'une table" in words and "Commencer" in words and "Réglages" in words
    assert "caylus-desktop" not in words and "Start" not in words


def test_a_first_start_under_a_german_system_falls_back_to_english(monkeypatch):
    monkeypatch.setenv("LANG", "de_DE.UTF-8")
    app = _start()
    assert app.settings.lang == "en"
    assert pygame.display.get_caption()[0] == "Castles at one table"
    words = _drawn(app)
    assert "Castles at one table" in words and "Start" in words and "Settings" in words


def test_settings_change_the_language_and_the_saved_choice_wins_at_the_next_start(monkeypatch):
    monkeypatch.setenv("LANG", "fr_FR.UTF-8")
    app = _start()
    click_button(app, "Réglages")
    click_button(app, "English")
    assert app.settings.lang == "en"
    app.dirty = True
    app.step()
    assert pygame.display.get_caption()[0] == "Castles at one table"  # the title follows at once
    pygame.quit()
    again = _start()  # the system still says French: the player's choice wins
    assert again.settings.lang == "en"
    assert "Start" in _drawn(again)

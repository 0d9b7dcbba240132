"""Headless pygame for every UI test, and a temporary data folder."""
from __future__ import annotations

import os

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"

import pygame  # noqa: E402
import pytest  # noqa: E402


@pytest.fixture(autouse=True)
def home(tmp_path, monkeypatch):
    monkeypatch.setenv("CAYLUS_DESKTOP_HOME", str(tmp_path / "home"))
    return tmp_path / "home"


@pytest.fixture
def app():
    from caylus_desktop.ui.app import App
    from caylus_desktop.ui.scenes.menu import MenuScene

    a = App(headless=True)
    a.settings.pace = "fast"
    a.push(MenuScene(a))
    a.step()
    yield a
    pygame.event.clear()

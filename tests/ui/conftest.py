"""Headless pygame for every UI test (the temporary data folder is tests/conftest.py's ``home``)."""
from __future__ import annotations

import os

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"

import pygame  # noqa: E402
import pytest  # noqa: E402


@pytest.fixture
def app():
    from caylus_desktop.ui.app import App
    from caylus_desktop.ui.scenes.menu import MenuScene

    a = App(headless=True)
    a.settings.pace = "fast"
    a.settings.moves = "instant"  # tests step bots frame by frame; the animation tests ask for "normal"
    a.push(MenuScene(a))
    a.step()
    yield a
    pygame.event.clear()

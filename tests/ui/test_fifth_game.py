"""A fifth game, declared only in its own package (tests/fixtures/pebbles/ and pebbles.yaml), is
in the menu, plays to its end with the generic renderer through clicks, and saves and loads: no
shared file names it (the proof that a game is declared once, issue 38)."""
from __future__ import annotations

import importlib
import logging
import sys

import pygame
import pytest

from caylus_desktop.engine import registry, rules
from caylus_desktop.ui.scenes.game import GameScene
from caylus_desktop.ui.scenes.menu import MenuScene
from caylus_desktop.ui.tables.generic import GenericRenderer
from tests.ui.driver import click, click_action, click_button, key, person_decisions, settle

PACKAGE = "tests.fixtures.pebbles"


@pytest.fixture
def pebbles(monkeypatch):
    """The test's game declared for this test only: the registry and rules caches are put back after."""
    monkeypatch.setattr(registry, "_DECLARED", dict(registry._DECLARED))
    monkeypatch.setattr(registry, "_SPECS", dict(registry._SPECS))
    monkeypatch.setattr(rules, "_cache", dict(rules._cache))
    monkeypatch.setattr(rules, "_overviews", dict(rules._overviews))
    for name in (PACKAGE, f"{PACKAGE}.spec"):
        monkeypatch.delitem(sys.modules, name, raising=False)
    importlib.import_module(PACKAGE)
    assert registry.game_ids()[-1] == "pebbles"
    yield "pebbles"


def _to_people(app, menu: MenuScene) -> None:
    """The second seat from a bot to a person, with clicks on its level button (medium, hard, person)."""
    while menu.seats[1].kind != "person":
        click_button(app, app.tr(menu.seats[1].kind))


def _play_to_the_end(app, game: GameScene) -> int:
    clicks = 0
    for _decision in person_decisions(app, game):
        assert isinstance(game.renderer, GenericRenderer)
        before = game.match.state_hash()
        where = click_action(app, game, game.match.legal_actions()[0])
        assert where == "panel"  # no renderer: every action is a button of the choice panel
        assert game.match.state_hash() != before
        clicks += 1
    return clicks


def test_a_game_declared_in_its_own_package_is_in_the_menu_plays_to_the_end_and_saves(pebbles, app, caplog):
    menu = app.top
    assert isinstance(menu, MenuScene)
    app.dirty = True
    app.step()
    assert "game:pebbles" in menu.hot.named  # listed, with the four shipped games
    assert all(f"game:{g}" in menu.hot.named for g in ("caylus", "magna-carta", "caleira", "castrum"))
    click(app, menu.hot.named["game:pebbles"].center)
    assert menu.game == "pebbles"
    for _ in range(3):  # the player counts come from its rules file: 2 to 3
        click_button(app, "+")
    assert menu.count == 3
    click_button(app, "-")
    _to_people(app, menu)
    click_button(app, app.tr("start"))
    game = app.live_game
    assert isinstance(game, GameScene) and game.match.game == "pebbles"
    assert [s.bot for s in game.match.seats] == [None, None]

    # one pebble taken, saved with Ctrl+S, then loaded back from the menu's file list
    settle(app, game)
    click_action(app, game, game.match.legal_actions()[0])
    key(app, pygame.K_s, pygame.KMOD_CTRL)
    saved = game.match.state_hash()
    files = app.storage.saves()
    assert len(files) == 1
    click_button(app, app.tr("menu"))
    click_button(app, app.tr("load"))
    click_button(app, f"open:{files[0].name}")
    click_button(app, app.tr("continue_anyway"))
    loaded = app.top
    assert isinstance(loaded, GameScene) and loaded is not game
    assert loaded.match.game == "pebbles" and loaded.match.state_hash() == saved

    assert _play_to_the_end(app, loaded) >= 3  # 6 pebbles left, at most 2 a turn
    m = loaded.match
    assert m.decision is None
    result = m.result()
    assert result["final"] and len(result["winners"]) == 1 and sum(result["scores"]) == 1
    # the window drew every frame: a scene that fails to draw is logged, not raised
    assert not [r.getMessage() for r in caplog.records if r.levelno >= logging.ERROR]


def test_the_game_draws_the_menu_icon_its_declaration_names(pebbles):
    from caylus_desktop.ui import catalogue

    pygame.init()
    rect = pygame.Rect(0, 0, 80, 60)
    with_icon, background = pygame.Surface(rect.size), pygame.Surface(rect.size)
    catalogue.draw_icon(with_icon, "pebbles", rect)
    catalogue._background(background, rect, dim=False)
    changed = sum(with_icon.get_at((x, y)) != background.get_at((x, y)) for x in range(80) for y in range(60))
    assert changed > 200  # the stone pile of assets/icons over the sky and grass

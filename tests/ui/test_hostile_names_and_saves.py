"""The menu's name field takes only what new_game accepts; a hostile save shown in Load changes nothing."""
from __future__ import annotations

import json

import pygame

from caylus_desktop.engine import load_match
from caylus_desktop.engine.state import MAX_NAME_LENGTH
from caylus_desktop.ui.scenes.game import GameScene
from caylus_desktop.ui.scenes.menu import MenuScene
from tests.ui.driver import click, click_button, key, settle


def _start_caleira(app) -> MenuScene:
    menu = app.top
    assert isinstance(menu, MenuScene)
    app.dirty = True
    app.step()
    click(app, menu.hot.named["game:caleira"].center)
    return menu


def test_the_name_field_keeps_names_a_save_can_hold(app):
    menu = _start_caleira(app)
    click(app, menu.hot.named["name:0"].center)
    for _ in range(10):
        key(app, pygame.K_BACKSPACE)
    for ch in "\x07\u200b\ud800" + "Ü" * 30:  # a bell, a zero-width space, a lone surrogate, then too many letters
        key(app, pygame.K_UNKNOWN, unicode=ch)
    assert menu.seats[0].name == "Ü" * MAX_NAME_LENGTH
    for _ in range(MAX_NAME_LENGTH):
        key(app, pygame.K_BACKSPACE)
    key(app, pygame.K_SPACE, unicode=" ")
    key(app, pygame.K_RETURN)
    assert menu.seats[0].name == " "
    click_button(app, app.tr("start"))
    m = app.live_game.match
    assert m.seats[0].name == "Player 1"  # a blank name becomes the seat's number, never an empty name
    assert load_match(m.to_json()).state_hash() == m.state_hash()


def test_a_hostile_save_in_the_load_list_leaves_the_running_game_alone(app):
    menu = _start_caleira(app)
    click_button(app, app.tr("start"))
    game = app.live_game
    settle(app, game)
    game.click_action(game.match.legal_actions()[0])
    before = game.match.state_hash()
    doc = json.loads(game.match.to_json())
    doc["actions"].append(["play", ["x" * 1_500_000]])
    saves = app.storage.new_save_path("caleira").parent
    saves.mkdir(parents=True, exist_ok=True)
    (saves / "hostile.json").write_text(json.dumps(doc), encoding="utf-8")
    click_button(app, app.tr("menu"))
    click_button(app, app.tr("load"))
    load = app.top
    app.dirty = True
    app.step()
    click_button(app, "open:hostile.json")
    assert app.top is load and "malformed action" in app.toast_text and len(app.toast_text) < 400
    assert app.live_game is game and game.match.state_hash() == before
    assert isinstance(game, GameScene) and app.scenes[0] is menu

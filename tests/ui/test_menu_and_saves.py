"""The main menu, autosave and Continue, Load, broken saves, settings."""
from __future__ import annotations

import pytest

import os
import subprocess
import sys
from datetime import datetime
from pathlib import Path

import pygame

from caylus_desktop.engine.numbers import date_time
from caylus_desktop.ui.scenes.game import GameScene
from caylus_desktop.ui.scenes.menu import MenuScene, seat_kinds
from tests.ui.driver import click, click_button, key, settle

ROOT = Path(__file__).resolve().parents[2]


def _menu(app) -> MenuScene:
    assert isinstance(app.top, MenuScene)
    return app.top


def _pick(app, menu, game: str) -> None:
    app.dirty = True
    app.step()
    click(app, menu.hot.named[f"game:{game}"].center)
    assert menu.game == game


def test_start_opens_a_game_with_the_chosen_players_and_options(app):
    menu = _menu(app)
    _pick(app, menu, "caleira")
    click_button(app, "+")
    assert menu.count == 3
    click(app, menu.hot.named["name:0"].center)
    for _ in range(4):
        key(app, pygame.K_BACKSPACE)
    for ch in "Zoé":
        key(app, pygame.K_UNKNOWN, unicode=ch)
    key(app, pygame.K_RETURN)
    assert menu.seats[0].name == "Zoé" and menu.editing is None
    click_button(app, "off")  # the Moats option, read from the rules file
    assert menu.options["moat"] is True
    click_button(app, app.tr("start"))
    game = app.live_game
    assert isinstance(game, GameScene)
    m = game.match
    assert len(m.seats) == 3 and m.seats[0].name == "Zoé" and m.seats[1].bot == "medium"
    assert m.options["moat"] is True
    assert app.storage.autosave_path(game.slot).exists()


def test_every_game_is_listed_and_the_registered_ones_can_be_picked(app, monkeypatch):
    from caylus_desktop.ui import catalogue

    menu = _menu(app)
    _pick(app, menu, "caleira")
    for gid in ("caylus", "magna-carta", "caleira", "castrum"):
        assert f"game:{gid}" in menu.hot.named
    click(app, menu.hot.named["game:castrum"].center)
    assert menu.game == "castrum"
    # the list is the games declared: no shared list of the menu's own names another
    monkeypatch.setattr(catalogue, "playable", lambda: ("caleira",))
    app.dirty = True
    app.step()
    assert "game:castrum" not in menu.hot.named and "game:caleira" in menu.hot.named


def test_seat_levels_come_from_a_list_and_only_playable_ones_are_picked(app):
    menu = _menu(app)
    kinds = seat_kinds()
    assert [k for k, _ in kinds] == ["person", "random", "easy", "medium", "hard", "expert"]
    playable = [k for k, ok in kinds if ok]
    seen = set()
    for _ in range(len(kinds) + 1):
        menu._cycle_kind(1)
        seen.add(menu.seats[1].kind)
    assert seen == set(playable)


def test_autosave_then_continue_restores_the_game(app):
    from caylus_desktop.ui.app import App

    menu = _menu(app)
    _pick(app, menu, "caleira")
    menu.seats[1].kind = "person"
    click_button(app, app.tr("start"))
    game = app.live_game
    settle(app, game)
    game.click_action(game.match.legal_actions()[0])
    game.click_action(game.match.legal_actions()[0])
    saved = game.match.state_hash()
    # a new start of the app
    other = App(headless=True)
    other.push(MenuScene(other))
    other.step()
    click_button(other, other.tr("continue"))
    click_button(other, f"open:{game.slot}.json")
    restored = other.top if isinstance(other.top, GameScene) else other.scenes[1]  # a handoff may cover it
    assert isinstance(restored, GameScene)
    assert restored.match.state_hash() == saved and len(restored.match.state.history) == 2


def test_a_broken_save_shows_why_and_leaves_the_running_game_alone(app):
    menu = _menu(app)
    _pick(app, menu, "caleira")
    click_button(app, app.tr("start"))
    game = app.live_game
    settle(app, game)
    game.click_action(game.match.legal_actions()[0])
    before = game.match.state_hash()
    click_button(app, app.tr("menu"))
    assert app.top is menu and app.live_game is game
    broken = app.storage.autosave_path("caleira-broken")
    broken.write_text('{"format": "caylus-desktop-save", "version": 1, "game": "cal', encoding="utf-8")
    click_button(app, app.tr("continue"))
    listing = app.top
    click_button(app, f"open:{broken.name}")
    assert app.top is listing
    assert "Cannot load" in app.toast_text and "not valid JSON" in app.toast_text
    assert app.live_game is game and game.match.state_hash() == before
    click_button(app, app.tr("back"))
    click_button(app, app.tr("resume"))  # the game is still there
    assert app.top is game


def test_save_and_load_from_the_in_app_file_list(app):
    menu = _menu(app)
    _pick(app, menu, "caleira")
    click_button(app, app.tr("start"))
    game = app.live_game
    settle(app, game)
    game.click_action(game.match.legal_actions()[0])
    key(app, pygame.K_s, pygame.KMOD_CTRL)
    saved = game.match.state_hash()
    files = app.storage.saves()
    assert len(files) == 1 and "Saved" in app.toast_text
    (files[0].parent / "zz-broken.json").write_text("[]", encoding="utf-8")
    click_button(app, app.tr("menu"))
    click_button(app, app.tr("load"))
    load = app.top
    app.dirty = True
    app.step()
    click_button(app, "open:zz-broken.json")
    assert app.top is load and "not a caylus-desktop save" in app.toast_text
    click_button(app, f"open:{files[0].name}")
    confirm = app.top  # the game left with Menu is not replaced without asking
    click_button(app, app.tr("continue_anyway"))
    assert confirm not in app.scenes
    assert isinstance(app.top, GameScene) and app.top.match.state_hash() == saved
    assert app.scenes[0] is menu


def test_settings_change_the_language_and_are_remembered(app):
    click_button(app, app.tr("settings"))
    click_button(app, "Français")
    assert app.lang == "fr" and app.tr("start") == "Commencer"
    click_button(app, app.tr("fast"))
    assert app.settings.pace == "fast"
    from caylus_desktop.ui.storage import Settings

    assert Settings.load(app.storage).lang == "fr"
    click_button(app, app.tr("back"))
    assert isinstance(app.top, MenuScene)


def test_the_rules_screen_lists_the_cards(app):
    click_button(app, app.tr("rules"))
    app.dirty = True
    app.step()
    assert app.errors == []
    key(app, pygame.K_ESCAPE)
    assert isinstance(app.top, MenuScene)


@pytest.mark.slow
def test_screenshot_command_writes_pngs(tmp_path):
    for scene in ("menu", "game"):
        out = tmp_path / f"{scene}.png"
        p = subprocess.run([sys.executable, "-m", "caylus_desktop", "screenshot", "--scene", scene,
                            "--game", "caleira", "--seed", "3", "--out", str(out)],
                           cwd=ROOT, capture_output=True, text=True, timeout=60)
        assert p.returncode == 0, p.stderr
        img = pygame.image.load(str(out))
        assert img.get_size() == (1280, 800)


@pytest.mark.slow
def test_random_clicks_drags_and_keys_on_the_menu_screens_raise_nothing(app):
    from caylus_desktop.engine.rng import Rng

    rng = Rng(9)
    w, h = app.screen.get_size()
    keys = [pygame.K_ESCAPE, pygame.K_RETURN, pygame.K_BACKSPACE, pygame.K_a, pygame.K_TAB]
    for _ in range(2000):
        r = rng.below(10)
        pos = (rng.below(w), rng.below(h))
        if r < 6:
            click(app, pos)
        elif r < 8:
            pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(3, 3), buttons=(1, 0, 0)))
            app.step()
        else:
            key(app, keys[rng.below(len(keys))], unicode="a")
        if not app.running:  # Quit was clicked: start again from the menu
            app.running = True
        if app.top is None:
            app.push(MenuScene(app))
        if isinstance(app.top, GameScene):
            app.pop()  # the game screen has its own test; stay on the menus here
    assert app.errors == []


def test_the_load_list_tells_each_save_and_deletes_one_only_when_confirmed(app, monkeypatch):
    from caylus_desktop.ui import theme as th
    from caylus_desktop.ui.scenes.saves import ConfirmScene, LoadScene

    drawn: list[str] = []
    real = th.text
    monkeypatch.setattr(th, "text", lambda surf, font, s, *a, **k: (drawn.append(s), real(surf, font, s, *a, **k))[1])
    menu = _menu(app)
    _pick(app, menu, "caylus")
    menu.seats[0].name = "Zoé"
    menu.seats[1].kind = "easy"
    click_button(app, app.tr("start"))
    game = app.live_game
    settle(app, game)
    key(app, pygame.K_s, pygame.KMOD_CTRL)
    (path,) = app.storage.saves()
    click_button(app, app.tr("menu"))
    click_button(app, app.tr("load"))
    assert isinstance(app.top, LoadScene)
    drawn.clear()
    app.dirty = True
    app.step()
    when = date_time(datetime.fromtimestamp(path.stat().st_mtime), "en")
    head = next(s for s in drawn if s.startswith("Caylus"))
    assert when in head, "the row says when the game was saved"
    players = next(s for s in drawn if "Zoé" in s)
    assert f"Bruno ({app.tr('easy')})" in players and app.tr("round", 1) in players
    click_button(app, f"delete:{path.name}")
    assert isinstance(app.top, ConfirmScene)
    click_button(app, app.tr("cancel"))
    assert path.exists() and isinstance(app.top, LoadScene)
    click_button(app, f"delete:{path.name}")
    click_button(app, app.tr("delete"))
    assert not path.exists() and isinstance(app.top, LoadScene)
    assert app.live_game is game, "deleting a save leaves the open game alone"
    app.dirty = True
    app.step()
    assert f"open:{path.name}" not in app.top.hot.named


def test_seats_options_window_size_and_text_size_are_remembered_between_runs(app, home):
    """Set up a table with clicks and keys, resize the window, quit; the next start offers the
    same table at the same size (in the same data folder: tests/conftest.py's ``home``)."""
    from caylus_desktop.ui import theme as th
    from caylus_desktop.ui.app import App
    from caylus_desktop.ui.storage import TEXT_SCALES

    menu = _menu(app)
    _pick(app, menu, "caleira")
    click_button(app, "+")
    click_button(app, "name:0")
    for _ in range(len(menu.seats[0].name)):
        key(app, pygame.K_BACKSPACE)
    for ch in "Zoé":
        key(app, pygame.K_z if ch == "Z" else pygame.K_a, unicode=ch)
    key(app, pygame.K_RETURN)  # ends the typing (it does not start a game)
    click_button(app, app.tr("medium"))  # the last seat drawn with that label: the third
    click_button(app, "Shared")  # the choice's name (its id: shared)
    click_button(app, app.tr("off"))
    field = menu.hot.named["name:0"]
    click(app, (field.x - 20, field.centery))  # the seat's shape, left of its name: its next free colour
    colours = [s.colour for s in menu.seats]
    assert colours[0] != th.SEAT_COLOURS[0][0]
    assert (menu.count, menu.seats[0].name, menu.seats[2].kind) == (3, "Zoé", "hard")
    chosen = dict(menu.options)
    assert chosen["moat"] is True and chosen["tie_rule"] != "shared"
    click_button(app, app.tr("settings"))
    click_button(app, f"{round(TEXT_SCALES[-1] * 100)} %")
    click_button(app, app.tr("back"))
    # within the dummy screen's 1024x768: a remembered size is clamped to the screen (issue 37)
    pygame.event.post(pygame.event.Event(pygame.VIDEORESIZE, w=1000, h=700, size=(1000, 700)))
    pygame.event.post(pygame.event.Event(pygame.QUIT))
    app.run()  # to the end, as when the window is closed
    assert (home / "settings.json").is_file()

    again = App(headless=True)
    assert again.screen.get_size() == (1000, 700)
    assert again.theme.text_scale == TEXT_SCALES[-1]
    again.push(MenuScene(again))
    again.step()
    menu = _menu(again)
    assert (menu.game, menu.count) == ("caleira", 3)
    assert [(s.name, s.kind) for s in menu.seats[:3]] == [("Zoé", "person"), ("Bruno", "medium"), ("Chloé", "hard")]
    assert [s.colour for s in menu.seats] == colours
    assert menu.options == chosen
    _pick(again, menu, "magna-carta")  # another game: its own options, the seats stay
    assert menu.options == {"intro": False} and menu.seats[0].name == "Zoé"


def test_remembered_setup_that_no_longer_fits_falls_back_to_defaults(app, home):
    import json

    from caylus_desktop.ui.app import App

    (home / "settings.json").write_text(json.dumps({
        "game": "no-such-game", "players": 99, "window": [10, 10],
        "seats": [{"name": "x" * 40, "colour": "red", "kind": "person"}, {"name": "Bo", "colour": "nope", "kind": "god"}],
        "options": {"castrum": {"mode": "chaos", "intro": "yes"}}}), encoding="utf-8")
    again = App(headless=True)
    assert again.screen.get_size() == (1280, 800)
    again.push(MenuScene(again))
    again.step()
    menu = _menu(again)
    assert menu.seats[0].name == "Bo" and menu.seats[0].kind == "person"  # the long name was dropped
    _pick(again, menu, "castrum")
    assert menu.options == {"mode": "family", "intro": False, "rounds": 15} and menu.count == 4


@pytest.mark.parametrize("lang,date", [("en", "Oct 8, 2026, 2:13\u00a0PM"), ("fr", "8 oct. 2026, 14:13")])
def test_a_save_rows_date_is_written_as_the_players_language_writes_it(app, monkeypatch, lang, date):
    """Like the Statistics history (Babel), never the ISO "2026-10-08 14:13"."""
    from caylus_desktop.engine import new_game
    from caylus_desktop.ui import theme as th
    from caylus_desktop.ui.scenes.saves import LoadScene

    folder = app.storage.folder / "saves"
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / "castrum-20261008-141300.json"
    path.write_text(new_game("castrum", ["Ann", "Bob"], 3).to_json(), encoding="utf-8")
    stamp = datetime(2026, 10, 8, 14, 13).timestamp()  # the machine's local time, as the row shows it
    os.utime(path, (stamp, stamp))
    app.settings.lang = lang
    drawn: list[str] = []
    real = th.text
    monkeypatch.setattr(th, "text", lambda surf, font, s, *a, **k: (drawn.append(s), real(surf, font, s, *a, **k))[1])
    click_button(app, app.tr("load"))
    assert isinstance(app.top, LoadScene)
    drawn.clear()
    app.dirty = True
    app.step()
    head = next(s for s in drawn if s.startswith("Castrum"))
    assert head == f"Castrum  ·  {date}" and "2026-10-08" not in head
    assert app.errors == []

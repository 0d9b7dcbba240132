"""Nothing lost: one autosave per unfinished game, asking before one is put aside or discarded,
the tools never touching the player's folder, and a folder that cannot be written."""
from __future__ import annotations

import os
import subprocess
import sys
import tempfile
from pathlib import Path

import pygame
import pytest

from caylus_desktop.engine import load_match_file, new_game, save_match
from caylus_desktop.engine.rng import Rng
from caylus_desktop.bots import random_bot
from caylus_desktop.ui.app import App
from caylus_desktop.ui.scenes.game import GameScene
from caylus_desktop.ui.scenes.menu import MenuScene
from caylus_desktop.ui.scenes.other import SettingsScene
from caylus_desktop.ui.scenes.saves import ConfirmScene, ContinueScene, describe_file
from caylus_desktop.ui.storage import Storage
from tests.ui.driver import click, click_button, key, move, settle

ROOT = Path(__file__).resolve().parents[2]


def _start(app, game: str, moves: int = 1) -> GameScene:
    """Pick ``game`` on the menu, press Start (confirming if asked), play ``moves`` moves, go back to the menu."""
    menu = app.find(MenuScene)
    app.dirty = True
    app.step()
    click(app, menu.hot.named[f"game:{game}"].center)
    click_button(app, app.tr("start"))
    if isinstance(app.top, ConfirmScene):
        click_button(app, app.tr("continue_anyway"))
    scene = app.live_game
    assert isinstance(scene, GameScene) and scene.match.game == game
    for _ in range(moves):
        settle(app, scene)
        scene.click_action(scene.match.legal_actions()[0])
    click_button(app, app.tr("menu"))
    assert app.top is menu
    return scene


def _snapshot(folder: Path) -> dict:
    return {str(p.relative_to(folder)): (p.read_bytes(), p.stat().st_mtime_ns)
            for p in sorted(folder.rglob("*")) if p.is_file()}


def test_screenshot_and_simulate_leave_the_players_folder_untouched(home, tmp_path):
    m = new_game("caleira", 2, 4)
    m.apply(m.legal_actions()[0])
    save_match(m, home / "autosaves" / "caleira-20260101-120000.json")
    save_match(m, home / "saves" / "mine.json")
    (home / "settings.json").write_text('{"lang": "fr", "pace": "slow", "guide": true}', encoding="utf-8")
    before = _snapshot(home)
    empty = tmp_path / "empty-home"
    pictures = {}
    for label, folder, scenes in (("player", home, ("menu", "game")), ("empty", empty, ("menu",))):
        env = dict(os.environ, CAYLUS_DESKTOP_HOME=str(folder), PYTHONPATH=str(ROOT))
        for scene in scenes:
            out = tmp_path / f"{label}-{scene}.png"
            p = subprocess.run([sys.executable, "-m", "caylus_desktop", "screenshot", "--scene", scene, "--game",
                                "caleira", "--size", "640x400", "--out", str(out)],
                               cwd=ROOT, env=env, capture_output=True, text=True, timeout=120)
            assert p.returncode == 0, p.stderr
            pictures[label, scene] = pygame.image.tobytes(pygame.image.load(str(out)), "RGB")
    p = subprocess.run([sys.executable, "-m", "caylus_desktop", "simulate", "--game", "caleira", "--players", "2",
                        "--games", "1"], cwd=ROOT, env=dict(os.environ, CAYLUS_DESKTOP_HOME=str(home),
                                                            PYTHONPATH=str(ROOT)),
                       capture_output=True, text=True, timeout=120)
    assert p.returncode == 0, p.stderr
    assert _snapshot(home) == before, "the tools changed the player's folder"
    assert not empty.exists(), "the tools made a data folder"
    # the menu's picture does not depend on the player's games or settings (French, a game to continue):
    # they are not read either
    assert pictures["player", "menu"] == pictures["empty", "menu"]


def test_two_unfinished_games_are_both_listed_under_continue(app):
    first = _start(app, "caleira", moves=2)
    second = _start(app, "castrum", moves=1)
    assert first.slot != second.slot
    click_button(app, app.tr("continue"))
    listing = app.top
    assert isinstance(listing, ContinueScene)
    app.dirty = True
    app.step()
    rows = sorted(name for name in listing.hot.named if name.startswith("open:"))
    assert rows == sorted([f"open:{first.slot}.json", f"open:{second.slot}.json"])
    lines = {p.stem: describe_file(app, p) for p in app.storage.autosaves()}
    head, rest = lines[first.slot]
    turn = first.match.observation(0).round
    assert head.startswith("The Castles of Caleira") and rest == f"Anna, Bruno (medium bot)  ·  Turn {turn}"  # Caleira counts turns
    assert lines[second.slot][0].startswith("Castrum")
    # the first game comes back where it was; the second one, open, is asked about first
    click_button(app, f"open:{first.slot}.json")
    assert isinstance(app.top, ConfirmScene)
    click_button(app, app.tr("continue_anyway"))
    restored = app.live_game
    assert restored.slot == first.slot and restored.match.state_hash() == first.match.state_hash()
    assert app.storage.autosave_path(second.slot).exists()


@pytest.mark.parametrize("how", ["start", "learn", "enter", "load"])
def test_opening_another_game_asks_before_the_open_one_is_put_aside(app, how):
    game = _start(app, "caleira", moves=1)
    saved = app.storage.autosave_path(game.slot).read_bytes()
    if how == "load":
        save_match(new_game("castrum", 2, 5), app.storage.folder / "saves" / "other.json")
        click_button(app, app.tr("load"))
        click_button(app, "open:other.json")
    elif how == "enter":
        key(app, pygame.K_RETURN)
    else:
        click_button(app, app.tr(how))
    assert isinstance(app.top, ConfirmScene), "nothing may replace the open game without asking"
    key(app, pygame.K_RETURN)  # a held Enter does not answer for the player
    assert isinstance(app.top, ConfirmScene) and app.live_game is game
    key(app, pygame.K_ESCAPE)  # cancel: nothing changed
    assert not isinstance(app.top, ConfirmScene) and app.live_game is game
    assert app.storage.autosave_path(game.slot).read_bytes() == saved
    # asked again and accepted: the new game opens, the old one waits under Continue
    if how == "load":
        click_button(app, "open:other.json")
    elif how == "enter":
        key(app, pygame.K_RETURN)
    else:
        click_button(app, app.tr(how))
    click_button(app, app.tr("continue_anyway"))
    assert isinstance(app.live_game, GameScene) and app.live_game is not game
    assert load_match_file(app.storage.autosave_path(game.slot)).state_hash() == game.match.state_hash()


def test_discarding_an_unfinished_game_asks_first(app):
    game = _start(app, "caleira", moves=1)
    path = app.storage.autosave_path(game.slot)
    click_button(app, app.tr("continue"))
    click_button(app, f"delete:{path.name}")
    assert isinstance(app.top, ConfirmScene)
    click_button(app, app.tr("cancel"))
    assert path.exists() and app.live_game is game
    click_button(app, f"delete:{path.name}")
    click_button(app, app.tr("discard"))
    assert not path.exists() and app.live_game is None
    assert isinstance(app.top, ContinueScene)
    click_button(app, app.tr("back"))
    app.dirty = True
    app.step()
    assert app.tr("resume") not in app.top.hot.named
    click_button(app, app.tr("continue"))  # disabled now: nothing happens
    assert isinstance(app.top, MenuScene)


def test_a_finished_game_leaves_the_continue_list(app):
    m = new_game("caleira", 2, 6)
    rng = Rng(6)
    while m.decision is not None:
        m.apply(random_bot.choose(None, m.decision, rng))
    scene = GameScene(app, m)
    app.push(scene)
    assert app.storage.autosave_path(scene.slot).exists()
    app.step()
    assert app.storage.autosaves() == [] and app.live_game is None


def _under_a_file(tmp_path: Path) -> Path:
    blocker = tmp_path / "a-file"
    blocker.write_text("not a folder", encoding="utf-8")
    return blocker / "caylus"


@pytest.mark.parametrize("lang,words", [("en", "Cannot save in"), ("fr", "Impossible d'enregistrer dans")])
def test_an_unwritable_data_folder_keeps_the_menu_working_and_says_where(tmp_path, monkeypatch, lang, words):
    bad = _under_a_file(tmp_path)
    monkeypatch.setenv("CAYLUS_DESKTOP_HOME", str(bad))
    app = App(headless=True)
    app.settings.lang = lang
    app.push(MenuScene(app))
    w, h = app.screen.get_size()
    for i in range(60):
        move(app, ((i * 37) % w, (i * 23) % h))
    assert app.errors == [] and app.toast_text == ""
    for label in ("learn", "continue", "load", "rules", "settings", "quit", "start", "choose_folder"):
        assert app.tr(label) in app.top.hot.named, label
    banner = app.cannot_save(app.storage.problem)
    assert banner.startswith(words) and str(bad) in banner
    assert app.tr("why_not_folder") in banner
    assert app.storage.folder == Path(tempfile.gettempdir()) / app.storage.folder.name  # kept in the temporary folder
    # a game still plays and is kept (in the temporary folder); Ctrl+S says where it went
    game = _start(app, "caleira", moves=1)
    app.push(game)
    key(app, pygame.K_s, pygame.KMOD_CTRL)
    assert str(app.storage.folder) in app.toast_text and app.errors == []
    assert app.storage.autosave_path(game.slot).exists()


def test_nowhere_to_save_says_so_instead_of_an_error(tmp_path, monkeypatch):
    monkeypatch.setenv("CAYLUS_DESKTOP_HOME", str(_under_a_file(tmp_path)))
    monkeypatch.setattr(tempfile, "tempdir", str(tmp_path / "a-file" / "tmp"))
    app = App(headless=True)
    app.push(MenuScene(app))
    for _ in range(60):
        app.dirty = True
        app.step()
    assert app.storage.folder is None and app.errors == []
    scene = GameScene(app, new_game("caleira", 2, 1))
    app.push(scene)
    assert app.tr("saved_nowhere") != "saved_nowhere"
    key(app, pygame.K_s, pygame.KMOD_CTRL)
    assert app.toast_text.startswith("Cannot save in") and "went wrong" not in app.toast_text
    assert app.errors == []


@pytest.mark.skipif(not hasattr(os, "geteuid") or os.geteuid() == 0, reason="root may write in a read-only folder")
def test_a_read_only_data_folder_is_reported_too(tmp_path, monkeypatch):
    ro = tmp_path / "ro"
    ro.mkdir()
    ro.chmod(0o500)
    try:
        monkeypatch.setenv("CAYLUS_DESKTOP_HOME", str(ro / "caylus"))
        app = App(headless=True)
        assert app.storage.problem is not None
        assert app.tr("why_denied") in app.cannot_save(app.storage.problem)
    finally:
        ro.chmod(0o700)


def test_choosing_another_folder_moves_the_games_there_and_is_remembered(tmp_path, monkeypatch):
    monkeypatch.setenv("CAYLUS_DESKTOP_HOME", str(_under_a_file(tmp_path)))
    app = App(headless=True)
    app.push(MenuScene(app))
    game = _start(app, "caleira", moves=1)
    click_button(app, app.tr("choose_folder"))
    settings = app.top
    assert isinstance(settings, SettingsScene) and settings.folder.active
    for _ in range(len(settings.folder.text)):
        key(app, pygame.K_BACKSPACE)
    # first a folder that cannot be used: said plainly, nothing changes
    for ch in str(tmp_path / "a-file" / "x"):
        key(app, pygame.K_UNKNOWN, unicode=ch)
    key(app, pygame.K_RETURN)
    assert settings.folder_error.startswith("Cannot save in") and app.storage.problem is not None
    for _ in range(len(settings.folder.text)):
        key(app, pygame.K_BACKSPACE)
    mine = tmp_path / "my games"
    for ch in str(mine):
        key(app, pygame.K_UNKNOWN, unicode=ch)
    click_button(app, app.tr("use_folder"))
    assert app.storage.folder == mine and app.storage.problem is None and settings.folder_error == ""
    assert (mine / "autosaves" / f"{game.slot}.json").exists(), "the unfinished game came along"
    assert app.errors == []
    # the next start of the app uses that folder (remembered, here in the temporary folder)
    again = Storage.open()
    assert again.folder == mine and again.problem is None
    assert [p.stem for p in again.autosaves()] == [game.slot]
    # a tool pointed at another folder does not follow the player's choice
    monkeypatch.setenv("CAYLUS_DESKTOP_HOME", str(tmp_path / "a-file" / "tool"))
    assert Storage.open().folder != mine


def test_the_autosave_of_an_earlier_version_is_listed_under_continue(home):
    m = new_game("castrum", 2, 3)
    m.apply(m.legal_actions()[0])
    home.mkdir()
    save_match(m, home / "autosave.json")
    app = App(headless=True)
    app.push(MenuScene(app))
    click_button(app, app.tr("continue"))
    (path,) = app.storage.autosaves()
    click_button(app, f"open:{path.name}")
    assert app.live_game.match.state_hash() == m.state_hash() and not (home / "autosave.json").exists()


def test_a_folder_that_fails_during_a_game_is_said_once_then_shown_on_the_menu(app, home):
    game = _start(app, "caleira", moves=1)
    app.push(game)
    autosaves = home / "autosaves"
    autosaves.rename(home / "moved-away")
    autosaves.write_text("in the way", encoding="utf-8")  # the folder is gone: writes fail
    settle(app, game)
    game.click_action(game.match.legal_actions()[0])
    assert app.toast_text.startswith("Cannot save in") and app.tr("why_not_folder") in app.toast_text
    assert app.errors == []
    click_button(app, app.tr("menu"))
    for _ in range(60):
        app.dirty = True
        app.step()
    assert app.errors == [] and app.storage_warning().startswith("Cannot save in")
    assert app.tr("choose_folder") in app.top.hot.named
    autosaves.unlink()
    (home / "moved-away").rename(autosaves)
    click_button(app, app.tr("resume"))
    settle(app, game)
    game.click_action(game.match.legal_actions()[0])  # saving works again: the warning goes
    assert app.storage_warning() is None
    assert load_match_file(app.storage.autosave_path(game.slot)).state_hash() == game.match.state_hash()

"""A hostile data folder: leftovers of writes cut short, a folder turned read-only, a settings
file too deep or too large, a window the size of a wall. The app starts, says what it did in the
player's language, and loses nothing; driven with real events where the window is concerned."""
from __future__ import annotations

import errno
import json
import os
import time
from pathlib import Path

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"

import pygame  # noqa: E402
import pytest  # noqa: E402

import caylus_desktop.ui.storage as storage_module  # noqa: E402
from caylus_desktop.engine import new_game, save_match  # noqa: E402
from caylus_desktop.ui.app import App  # noqa: E402
from caylus_desktop.ui.scenes.game import GameScene  # noqa: E402
from caylus_desktop.ui.scenes.menu import MenuScene  # noqa: E402
from caylus_desktop.ui.scenes.saves import ContinueScene, LoadScene  # noqa: E402
from caylus_desktop.ui.storage import LEFTOVER_AGE, Problem, Storage  # noqa: E402
from tests.hostile.helpers import fingerprint  # noqa: E402
from tests.ui.driver import click, click_button, settle  # noqa: E402


@pytest.fixture(autouse=True)
def _clear_events():
    yield
    if pygame.display.get_init():  # the word tests start no window
        pygame.event.clear()


def _menu(lang: str | None = None) -> App:
    app = App(headless=True)
    if lang is not None:
        app.settings.lang = lang
    app.settings.pace, app.settings.moves = "fast", "instant"
    app.push(MenuScene(app))
    app.dirty = True
    app.step()
    return app


def _game(home: Path, sub: str, name: str, seed: int) -> Path:
    m = new_game("caleira", ["Ann", "Bob"], seed)
    m.apply(m.legal_actions()[0])
    path = home / sub / f"{name}.json"
    save_match(m, path)
    return path


# --- leftovers of writes cut short -----------------------------------------------------------

def test_leftover_temporary_files_are_removed_at_start(home):
    game = _game(home, "autosaves", "caleira-20260101-120000", 3)
    old = time.time() - LEFTOVER_AGE - 60
    (home / "saves").mkdir(parents=True)
    leftovers = [home / "autosaves" / f".caleira-20260101-120000.json.k{i}x.tmp" for i in range(33)]
    leftovers += [home / ".settings.json.a1b2.tmp", home / "saves" / ".mine.json.zz.tmp", home / "autosaves" / ".probe-q1",
                  home / "finished" / ".caleira-20260101T120000-0123abcd.json.q7.tmp"]  # the record's, killed
    (home / "finished").mkdir(parents=True)
    for p in leftovers:
        p.write_text('{"half": ', encoding="utf-8")
        os.utime(p, (old, old))
    young = home / "autosaves" / ".caleira-20260101-130000.json.live.tmp"  # another window writing now
    young.write_text("{", encoding="utf-8")
    kept = fingerprint(game, young)
    app = _menu()
    assert [p for p in leftovers if p.exists()] == []
    assert fingerprint(game, young) == kept
    assert app.storage.autosaves() == [game] and app.errors == []


# --- a read-only data folder -----------------------------------------------------------------

@pytest.fixture
def read_only(monkeypatch):
    """Make a folder read-only: by its mode, and for root (who writes anyway) by what the system
    would answer; the test's fingerprint then shows whether anything was written there."""
    made: list[Path] = []

    def make(folder: Path) -> None:
        for p in (folder, folder / "autosaves", folder / "saves"):
            p.mkdir(parents=True, exist_ok=True)
            p.chmod(0o555)
            made.append(p)
        if os.geteuid() == 0:
            real = storage_module.try_folder

            def try_folder(f: Path):
                if f == folder or folder in f.parents:
                    return Problem(f, errno.EROFS, "Read-only file system")
                return real(f)
            monkeypatch.setattr(storage_module, "try_folder", try_folder)
            write = storage_module.write_atomic

            def write_atomic(path, text):
                if folder in Path(path).parents:
                    raise OSError(errno.EROFS, "Read-only file system")
                write(path, text)
            monkeypatch.setattr(storage_module, "write_atomic", write_atomic)

    yield make
    for p in made:
        p.chmod(0o755)


@pytest.mark.parametrize("lang,words", [("en", "still listed"), ("fr", "restent listées")])
def test_a_read_only_folders_games_stay_listed_and_playable(home, read_only, lang, words):
    unfinished = _game(home, "autosaves", "caleira-20260101-120000", 3)
    mine = _game(home, "saves", "caleira-20260102-090000", 4)
    (home / "settings.json").write_text(json.dumps({"lang": lang}), encoding="utf-8")
    read_only(home)
    before = fingerprint(home)
    app = _menu()
    assert app.storage.folder != home and app.storage.problem is not None
    assert words in app.storage_warning() and app.settings.lang == lang  # its settings are read too
    # Continue lists the unfinished game; a click opens it
    click_button(app, app.tr("continue"))
    assert isinstance(app.top, ContinueScene)
    app.dirty = True
    app.step()
    click(app, app.top.hot.named[f"open:{unfinished.name}"].center)
    scene = app.find(GameScene)
    assert scene is not None and scene.match.moves == 1
    settle(app, scene)
    scene.click_action(scene.match.legal_actions()[0])
    app.step()
    saved = app.storage.autosave_path(scene.slot)
    assert saved.parent.parent == app.storage.folder and saved.exists()  # saved in the other folder
    # Load lists the player's own save
    click_button(app, app.tr("menu"))
    click_button(app, app.tr("load"))
    assert isinstance(app.top, LoadScene)
    app.dirty = True
    app.step()
    assert f"open:{mine.name}" in app.top.hot.named
    # the same game is listed once, the copy played on
    assert app.storage.autosaves() == [saved]
    assert fingerprint(home) == before and app.errors == []


# --- a settings file that cannot be read ---------------------------------------------------

SETTINGS = [
    ("too-deep", "[" * 100_000 + "]" * 100_000, "it is nested too deeply", "il est imbriqué trop profondément"),
    ("too-large", '{"lang": "' + "x" * 2_100_000 + '"}', "the file is too large", "le fichier est trop gros"),
    ("not-json", '{"lang": "fr", ', "the file is damaged", "le fichier est abîmé"),
    ("not-settings", "[1, 2]", "it holds no settings", "il ne contient pas de réglages"),
    ("long-number", '{"volume": ' + "9" * 5000 + "}", "it holds a number too long", "il contient un nombre trop long"),
]


@pytest.mark.parametrize("name,text,en,fr", SETTINGS, ids=[c[0] for c in SETTINGS])
def test_a_bad_settings_file_is_set_aside_with_a_banner(home, name, text, en, fr):
    home.mkdir(parents=True, exist_ok=True)
    (home / "settings.json").write_text(text, encoding="utf-8")
    app = _menu()
    bad = app.storage.settings_set_aside
    assert bad is not None
    now = home / "settings.json"  # written afresh by the app, or not yet: never the bad text
    assert not now.exists() or isinstance(json.loads(now.read_text(encoding="utf-8")), dict)
    assert bad.moved_to.parent == home and bad.moved_to.read_text(encoding="utf-8") == text  # kept, not deleted
    assert app.toast_text.startswith(f"Your settings could not be read ({en}") and bad.moved_to.name in app.toast_text
    assert app.settings.lang == "en" and app.settings.window is None and app.errors == []  # the defaults
    app = App(headless=True)  # the next start: the defaults were in use, nothing is set aside again
    assert app.storage.settings_set_aside is None
    assert bad.moved_to.read_text(encoding="utf-8") == text


@pytest.mark.parametrize("name,text,en,fr", SETTINGS, ids=[c[0] for c in SETTINGS])
def test_the_banners_words_are_in_both_languages(name, text, en, fr):
    from caylus_desktop.ui.i18n import tr

    key = "settings_" + name.replace("-", "_")
    assert tr(key, "en").startswith(en) and tr(key, "fr").startswith(fr)
    assert tr("settings_set_aside", "fr", tr(key, "fr")).startswith("Vos réglages n'ont pas pu être lus (")


def test_the_start_banner_is_shown_through_real_frames(home):
    home.mkdir(parents=True, exist_ok=True)
    (home / "settings.json").write_text("[" * 100_000 + "]" * 100_000, encoding="utf-8")
    app = _menu()
    shown = []
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=(5, 5), rel=(0, 0), buttons=(0, 0, 0)))
    app.step()
    shown.append(app.toast_text)
    assert shown[0].startswith("Your settings could not be read (it is nested too deeply); the defaults are used.")
    assert app.storage.settings_set_aside.moved_to.name in shown[0] and app.errors == []


# --- a window the size of a wall -----------------------------------------------------------

def test_the_window_size_is_clamped_to_the_screen(home):
    home.mkdir(parents=True, exist_ok=True)
    (home / "settings.json").write_text(json.dumps({"window": [16384, 16384], "lang": "fr"}), encoding="utf-8")
    app = _menu()
    sw, sh = pygame.display.get_desktop_sizes()[0]
    w, h = app.screen.get_size()
    assert (w, h) == (min(16384, sw), min(16384, sh)) and w * h <= sw * sh
    assert app.settings.lang == "fr" and app.storage.settings_set_aside is None  # the rest of the file is kept


def test_storage_at_a_fresh_folder_has_no_shelf(tmp_path):
    s = Storage.at(tmp_path / "fresh")
    assert s.shelf is None and s.autosaves() == []


def test_choosing_a_folder_takes_the_read_only_folders_games_along(home, read_only, tmp_path):
    unfinished = _game(home, "autosaves", "caleira-20260101-120000", 3)
    read_only(home)
    before = fingerprint(home)
    app = _menu()
    elsewhere = tmp_path / "elsewhere"
    assert app.storage.use(elsewhere) is None
    assert app.storage.autosaves() == [elsewhere / "autosaves" / unfinished.name] and app.storage.shelf is None
    assert (elsewhere / "autosaves" / unfinished.name).read_bytes() == unfinished.read_bytes()
    assert fingerprint(home) == before


def test_a_read_only_folders_record_stays_on_the_statistics_screen_and_in_stats(home, read_only, capsys):
    from caylus_desktop.bots import random_bot
    from caylus_desktop.cli import main
    from caylus_desktop.engine.rng import Rng
    from caylus_desktop.ui.record import Record
    from caylus_desktop.ui.scenes.replay import ReplayScene
    from caylus_desktop.ui.scenes.stats import StatsScene

    def finished(seed: int):
        m, rng = new_game("caleira", [{"name": "Ann", "bot": None}, {"name": "Bob", "bot": "easy"}], seed), Rng(seed)
        while m.decision is not None:
            m.apply(random_bot.choose(None, m.decision, rng))
        return m

    old = Record(home).add(finished(1), when=1_700_000_000)
    read_only(home)
    before = fingerprint(home)
    assert main(["stats", "--json"]) == 0
    assert [g["save"] for g in json.loads(capsys.readouterr().out)["history"]] == [old.save]
    app = _menu()
    assert app.storage.folder != home
    new = app.record.add(finished(2))  # recorded in the other folder; both are the player's
    click_button(app, app.tr("stats"))
    stats = app.top
    assert isinstance(stats, StatsScene) and [g.key for g in stats.mine()] == [new.key, old.key]
    app.dirty = True
    app.step()
    click(app, stats.hot.named[f"history:{old.key}"].center)  # its replay opens from the read-only folder
    assert isinstance(app.top, ReplayScene) and app.top.final.result()["scores"] == [s.score for s in old.seats]
    assert fingerprint(home) == before and app.errors == []


@pytest.mark.parametrize("lang,words", [("en", "stay in your record"), ("fr", "restent dans votre historique")])
def test_clearing_the_record_says_a_read_only_folders_games_stay(home, read_only, lang, words):
    from caylus_desktop.ui.record import Record
    from caylus_desktop.ui.scenes.other import SettingsScene
    from caylus_desktop.ui.scenes.saves import ConfirmScene

    m = new_game("caleira", ["Ann", "Bob"], 1)
    while m.decision is not None:
        m.apply(m.legal_actions()[0])
    Record(home).add(m)
    read_only(home)
    before = fingerprint(home)
    app = _menu(lang)
    app.push(SettingsScene(app))
    app.dirty = True
    app.step()
    click_button(app, app.tr("record_clear"))
    assert isinstance(app.top, ConfirmScene)
    click_button(app, app.tr("record_clear"))
    assert words in app.toast_text and str(home) in app.toast_text  # not "Your record of games is empty."
    assert len(app.record.games()) == 1 and fingerprint(home) == before

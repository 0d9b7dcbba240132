"""In the window: the expert level in the menu, the cores setting, and the expert's search processes
ended when its game is undone, replaced or closed (gone when the call returns, not after a wait)."""
from __future__ import annotations

import time

import pygame

from caylus_desktop.engine import new_game
from caylus_desktop.ui import botplayer
from caylus_desktop.ui.i18n import Speech
from caylus_desktop.ui.scenes.game import GameScene
from caylus_desktop.ui.scenes.menu import MenuScene, seat_kinds
from caylus_desktop.ui.storage import Settings, Storage, max_cores
from tests.bots.test_parallel import children
from tests.ui.driver import click, key


def _expert_thinking(app) -> GameScene:
    """Ann played her Fire (a move she may take back); the expert bot (on two cores) weighs its answer."""
    app.settings.cores = 2
    m = new_game("castrum", [{"name": "Ann"}, {"name": "Bot", "bot": "expert"}], 6)
    while m.decision.seat != 0:  # Ann's turn first
        m.apply(m.decision.options[0])
    scene = GameScene(app, m)
    app.push(scene)
    scene.viewer = 0
    app.step()
    scene.apply(m.decision.find(("play", ("fire",))))
    assert m.decision.seat == 1 and len(m.decision.options) > 1 and m.can_undo(0)
    deadline = time.monotonic() + 60
    while (scene.bot is None or len(scene.workers.processes()) < 2) and time.monotonic() < deadline:
        app.step()
        time.sleep(0.02)
    assert scene.bot is not None and not scene.bot.done.is_set() and len(scene.workers.processes()) == 2
    return scene


def test_undo_stops_the_thinking_expert_and_ends_its_workers(app):
    scene = _expert_thinking(app)
    started = scene.workers.processes()
    bot = scene.bot
    key(app, pygame.K_z, pygame.KMOD_CTRL)  # Ctrl+Z, as Ann would
    assert scene.match.decision.seat == 0  # Ann's Fire taken back
    assert all(p.exitcode is not None for p in started) and not {p.pid for p in started} & children()
    assert bot.stop.is_set()
    # new ones, ready for the expert's next decision (not started in its think time)
    assert len(scene.workers.processes()) == 2 and not {p.pid for p in started} & {p.pid for p in scene.workers.processes()}
    bot.thread.join(10)
    assert not bot.thread.is_alive()
    scene.close()  # what quitting does (below)
    assert scene.workers.processes() == [] and not children()


def test_a_new_game_ends_the_workers_of_the_game_it_replaces(app):
    scene = _expert_thinking(app)
    started = scene.workers.processes()
    GameScene(app, new_game("castrum", 2, 4))  # the menu's Start, Load and Learn all make one
    assert scene.workers.processes() == [] and not {p.pid for p in started} & children()


def test_closing_the_window_ends_the_workers(app):
    scene = _expert_thinking(app)
    started = scene.workers.processes()
    app.running = False
    app.run()  # the loop ends at once and closes the window
    assert scene.workers.processes() == [] and not {p.pid for p in started} & children()
    pygame.display.init()  # the fixture's teardown expects a display


def test_the_expert_level_is_one_click_past_hard_in_the_menu(app):
    assert ("expert", True) in seat_kinds()
    menu = app.top
    assert isinstance(menu, MenuScene)
    menu.seats[1].kind = "hard"
    app.dirty = True
    app.step()
    click(app, _kind_button(menu, 1))
    assert menu.seats[1].kind == "expert" and app.settings.seats[1]["kind"] == "expert"  # kept for next time
    app.dirty = True
    app.step()
    title, body = menu.hot.tip_at(_kind_button(menu, 1))()
    assert title == "expert bot" and body  # what it plays like (tests below)


def _kind_button(menu: MenuScene, seat: int):
    for rect, content in menu.hot.tips:
        title, _ = content()
        if title == menu.app.tr(menu.seats[seat].kind) and rect.collidepoint(rect.center):
            return rect.center
    raise AssertionError("no level button")


def test_a_level_description_comes_from_the_measured_figures_in_both_languages(monkeypatch):
    measure = {"castrum": {2: {"iterations": None, "beats": {"hard": {"medium": [8, 10]}}}}}
    monkeypatch.setattr(botplayer, "measured", lambda: measure)
    assert botplayer.describe_level("hard", "castrum", 2, Speech("en")) == (
        "Wins 8 games in 10 against the medium bot. Measured over 10 games at 2 players.")
    assert botplayer.describe_level("hard", "castrum", 3, Speech("fr")) == (
        # French keeps a number with its noun on one line (no-break spaces)
        "Gagne 8\u00a0parties sur\u00a010 contre le robot moyen. Mesuré sur 10\u00a0parties à 2\u00a0joueurs.")
    assert botplayer.describe_level("expert", "castrum", 2, Speech("en")) == "Not measured yet against the level below it."


def test_the_search_cores_setting_defaults_to_all_but_one_and_is_kept():
    storage = Storage.open()
    s = Settings.load(storage)
    assert s.search_cores() == max(1, max_cores() - 1)
    s.cores = 1
    s.save(storage)
    assert Settings.load(storage).search_cores() == 1
    (storage.folder / "settings.json").write_text('{"cores": 100000}', encoding="utf-8")
    assert Settings.load(storage).cores == 0  # out of range: the default


def test_every_level_shows_its_moves_after_a_floor_above_its_time_cap():
    """Pacing (tests/ui/test_no_peeking.py): a search that ends before its floor tells nothing of a hand."""
    from caylus_desktop.bots import EXPERT_TIME, LEVELS

    assert set(LEVELS) <= set(botplayer.THINK_FLOOR)
    assert botplayer.THINK_FLOOR["expert"] > 2.0 * EXPERT_TIME > botplayer.THINK_FLOOR["hard"] > 2.0
    assert botplayer.pace("expert", 0.15, True) == botplayer.THINK_FLOOR["expert"]

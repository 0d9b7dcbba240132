"""A test-only entry: the real app, headless, driven through its own event loop.

    python -m tests.ui.crash_child play GAME     # start a game from the menu and keep playing
    python -m tests.ui.crash_child continue      # press Continue, report the restored game

``play`` selects GAME on the menu, presses Start (seat 1 a person, seat 2 a
random bot: the menu's defaults) and then, at every turn of the person, clicks
the first legal action where the window offers it. Once a frame has applied
(and autosaved) moves it prints ``MOVE <history length> <state hash>``.
It never stops by itself: the test kills it. ``continue`` (Continue, then the first unfinished game) prints ``RESTORED
<game> <history length> <state hash> <seat to move>`` or ``FAILED <why>``.
CAYLUS_DESKTOP_HOME must point at the data folder to use.
"""
from __future__ import annotations

import os
import sys

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402

from tests.ui.driver import click, click_button  # noqa: E402


def _app():
    from caylus_desktop.ui.app import App
    from caylus_desktop.ui.scenes.menu import MenuScene

    app = App(headless=True)
    app.settings.pace = "fast"
    app.push(MenuScene(app))
    app.dirty = True
    app.step()
    return app


def _offer(app, scene, action) -> None:
    """Click where the window offers the action: its place on the table (and the popup) or its button."""
    view = scene.view
    if view is not None and action.target in view.targets:
        click(app, view.targets[action.target][0].center)
        if scene.popup is not None:
            click_button(app, scene.label(action))
    else:
        click_button(app, scene.label(action))


def play(game: str) -> None:
    from caylus_desktop.ui.scenes.game import GameScene
    from caylus_desktop.ui.scenes.handoff import HandoffScene

    app = _app()
    click(app, app.top.hot.named[f"game:{game}"].center)
    click_button(app, app.tr("start"))
    scene = app.top
    assert isinstance(scene, GameScene), type(scene).__name__
    scene.bot_delay = 0
    shown = -1
    while True:
        app.dirty = True
        app.step()
        moves = len(scene.match.state.history)
        if moves != shown:  # applied (by the person or the bot) and autosaved by the scene
            shown = moves
            print(f"MOVE {moves} {scene.match.state_hash()}", flush=True)
        if isinstance(app.top, HandoffScene):
            click(app, (10, 10))
            continue
        if scene.match.decision is None:
            print("OVER", flush=True)
            pygame.time.wait(50)
            continue
        if scene.my_turn():
            _offer(app, scene, scene.match.legal_actions()[0])
        elif scene.bot is not None:
            scene.bot.done.wait(0.5)


def resume() -> None:
    from caylus_desktop.ui.scenes.game import GameScene

    app = _app()
    click_button(app, app.tr("continue"))  # the list of unfinished games: the one just played is first
    app.dirty = True
    app.step()
    rows = [name for name in app.top.hot.named if name.startswith("open:")]
    if rows:
        click(app, app.top.hot.named[rows[0]].center)
    scene = app.top
    if not isinstance(scene, GameScene):
        print(f"FAILED {type(scene).__name__} on top; errors {app.errors}; toast {app.toast_text!r}", flush=True)
        return
    m = scene.match
    seat = m.decision.seat if m.decision is not None else -1
    print(f"RESTORED {m.game} {len(m.state.history)} {m.state_hash()} {seat}", flush=True)


if __name__ == "__main__":
    if sys.argv[1] == "play":
        play(sys.argv[2])
    else:
        resume()

"""The hint: the move of the level levels.yaml declares for hints (``uses: hint``, the hard bot), from the
seat's view, thought off the UI thread, and never shown for a position the player has left."""
from __future__ import annotations

import threading
import time

import pygame
import pytest

import caylus_desktop.bots as bots
from caylus_desktop.bots import make_bot
from caylus_desktop.bots.config import use
from caylus_desktop.engine import new_game
from caylus_desktop.engine.observe import SeatView
from caylus_desktop.engine.rng import Rng
from caylus_desktop.tools.tournament import bot_rng
from caylus_desktop.ui.i18n import Speech
from caylus_desktop.ui.scenes.game import GameScene
from caylus_desktop.ui.teaching import compute_hint
from tests.conftest import QUICK_HINT_ITERATIONS
from tests.ui.driver import click_action, key


def _medium_played(game: str, seed: int, moves: int):
    m = new_game(game, 2, seed)
    medium = make_bot("medium")
    for _ in range(moves):
        d = m.decision
        m.apply(medium.choose(SeatView(m, d.seat), d, Rng(5)))
    return m


@pytest.mark.parametrize("game, seed, moves", [("caylus", 3, 0), ("magna-carta", 3, 4)])
def test_the_hint_is_the_declared_levels_move_for_the_seats_view_not_the_medium_bots(game, seed, moves):
    """Caylus's first placement of deal 3 (medium: the Gate; hard: the Sawmill), and a Magna Carta
    decision with hidden cards, where the two bots disagree."""
    assert use("hint").level == "hard" and use("hint").iterations == QUICK_HINT_ITERATIONS  # tests/conftest.py
    m = _medium_played(game, seed, moves)
    d = m.decision
    view = SeatView(m, d.seat)
    hard = make_bot("hard", seconds=None, iterations=QUICK_HINT_ITERATIONS).choose(
        view, d, bot_rng(m.seed, m.moves, d.seat))
    medium = make_bot("medium").choose(view, d, Rng(1))
    assert hard.key != medium.key
    hint = compute_hint(m, d.seat, 11)
    assert hint.action.key == hard.key
    assert compute_hint(m, d.seat, 12).action.key == hard.key  # the reason's seed is not the move's


class _Gated:
    """The hint's bot, held until the test lets it go (or the hint is no longer wanted)."""

    def __init__(self, real) -> None:
        self.real = real
        self.gate = threading.Event()
        self.started = threading.Event()
        self.cancels: list[threading.Event] = []

    def choose(self, view, decision, rng, cancel=None):
        self.started.set()
        self.cancels.append(cancel)
        held = time.monotonic() + 20  # a hint thought on the UI thread would hold the window: fail, not hang
        while not self.gate.is_set() and not (cancel is not None and cancel.is_set()) and time.monotonic() < held:
            time.sleep(0.005)
        return self.real.choose(view, decision, rng, cancel)


def _frames(app, n: int) -> int:
    drawn = 0
    for _ in range(n):
        app.dirty = True
        app.step()
        drawn += 1
    return drawn


def test_pressing_h_thinks_off_the_ui_thread_and_a_hint_asked_before_an_undo_never_shows(app, monkeypatch):
    gated = _Gated(bots.hint_bot())
    monkeypatch.setattr(bots, "hint_bot", lambda: gated)
    m = new_game("caylus", [{"name": "Ann"}, {"name": "Bot", "bot": "medium"}], 3)
    scene = GameScene(app, m)
    scene.bot_delay = 0
    app.push(scene)
    _frames(app, 2)
    # Ann places a worker; the medium bot answers; Ann's turn again
    click_action(app, scene, m.decision.find(("place", ("road", 3))))
    for _ in range(200):
        _frames(app, 1)
        if scene.bot is not None:
            scene.bot.done.wait(5)
        if scene.my_turn():
            break
    assert scene.my_turn() and m.moves == 2
    key(app, pygame.K_h)  # a real key press
    assert gated.started.wait(10) and scene.hint_job is not None
    # while the hint's bot thinks (held), the window keeps stepping and drawing, the Hint button says so
    assert _frames(app, 5) == 5 and app.errors == []
    assert not scene.hint_job.done.is_set() and scene.hint is None
    assert (app.tr("hint") + "…") in scene.hot.named
    # Ctrl+Z takes back Ann's placement (and the bot's answer): the hint about the position left stops
    job = scene.hint_job
    key(app, pygame.K_z, mod=pygame.KMOD_CTRL)
    assert m.moves == 0 and scene.hint_job is None and gated.cancels[-1].is_set()
    assert job.done.wait(10)
    gated.gate.set()
    _frames(app, 3)
    assert scene.hint is None and scene.hint_box is None  # never shown: it was about another position
    # asked again, the hint is about the position on the table now
    key(app, pygame.K_h)
    assert scene.hint_job.done.wait(30)
    _frames(app, 2)
    assert scene.hint is not None and m.decision.find(scene.hint.action.key) is not None
    assert scene.hint.action.key == compute_hint(m, 0, 0).action.key  # the declared level's move here


@pytest.mark.parametrize("lang, tip", [("en", "What the hard bot would play here, and why."),
                                       ("fr", "Ce que jouerait le robot difficile, et pourquoi.")])
def test_the_hint_buttons_tip_names_the_declared_level(app, lang, tip):
    assert Speech(lang).tr("hint_tip", Speech(lang).tr(use("hint").level)) == tip
    app.settings.lang = lang
    m = new_game("caylus", [{"name": "Ann"}, {"name": "Bob"}], 3)
    scene = GameScene(app, m)
    app.push(scene)
    _frames(app, 2)
    rect = scene.hot.named[app.tr("hint")]
    title, words = scene.hot.tip_at(rect.center)()  # what hovering the Hint button shows
    assert (title, words) == (app.tr("hint"), tip)


def _hotseat_caleira(app, monkeypatch, shown: bool):
    """Ann and Bob share the screen in Caleira, Ann to play, her hand shown or not; the hint's bot held."""
    from tests.ui.driver import click_button, settle

    gated = _Gated(bots.hint_bot())
    monkeypatch.setattr(bots, "hint_bot", lambda: gated)
    scene = GameScene(app, new_game("caleira", [{"name": "Ann"}, {"name": "Bob"}], 6))
    app.push(scene)
    settle(app, scene)
    if scene.veiled() == shown:
        click_button(app, app.tr("show_hand" if shown else "hide_hand"))
    assert scene.veiled() != shown
    return scene, gated


def _never_shown(app, scene, gated, job) -> None:
    """The held hint's bot answers: the window must not show it."""
    gated.gate.set()
    assert job.done.wait(10)
    _frames(app, 3)
    assert scene.hint is None and scene.hint_box is None


def test_a_hint_still_thinking_when_the_hand_is_hidden_again_never_shows(app, monkeypatch):
    """Hotseat Caleira: Ann shows her hand, asks a hint, and hides her hand before it comes: the hint
    (which may name a card of that hand) is dropped, not shown over the hidden hand."""
    from tests.ui.driver import click_button

    scene, gated = _hotseat_caleira(app, monkeypatch, shown=True)
    key(app, pygame.K_h)
    assert gated.started.wait(10)
    job = scene.hint_job
    click_button(app, app.tr("hide_hand"))
    assert scene.veiled() and scene.hint_job is None and job.stop.is_set()
    _never_shown(app, scene, gated, job)


def test_a_hint_asked_while_v_shows_the_hand_never_shows_once_v_is_let_go(app, monkeypatch):
    scene, gated = _hotseat_caleira(app, monkeypatch, shown=False)
    key(app, pygame.K_v)  # held: the hand shows
    assert not scene.veiled()
    key(app, pygame.K_h)
    assert gated.started.wait(10)
    job = scene.hint_job
    pygame.event.post(pygame.event.Event(pygame.KEYUP, key=pygame.K_v, mod=0, unicode="", scancode=0))
    _frames(app, 1)
    assert scene.veiled()
    _never_shown(app, scene, gated, job)

"""In the window: a bot's secret never shows in a hover text, a toast, or how long it thinks."""
from __future__ import annotations

import threading

from caylus_desktop.engine.state import SeatSpec
from caylus_desktop.ui import botplayer
from caylus_desktop.ui.botplayer import BotTurn, pace
from caylus_desktop.ui.scenes.game import GameScene
from tests.games.caleira.table import choose as caleira_choose
from tests.games.caleira.table import play as caleira_play
from tests.games.caleira.table import situation as caleira_situation
from tests.games.castrum.table import situation as castrum_situation
from tests.ui.driver import click, move

FIVE = ["stone", "peasant", "mason", "peasant", "stone"]


def test_hovering_the_table_while_a_bot_peeks_names_nothing_it_saw(app, monkeypatch):
    """Bot C looks at Dan's face-down Trebuchet with its Observatory; Ann hovers and clicks the table."""
    release = threading.Event()
    monkeypatch.setattr(botplayer, "bot_choose", lambda level: (lambda view, d, rng, cancel=None: release.wait(5) or d.options[-1]))
    m = caleira_situation([["moat"], ["observatory"], ["moat"]], [[], [], ["trebuchet"]], deck=["battlements"], active=1)
    caleira_play(m, "observatory")
    caleira_choose(m, "Player 3's face-down piece")
    m.state.seats = (SeatSpec("Ann"), SeatSpec("Bot C", "hard"), SeatSpec("Dan", "random"))
    assert "Trebuchet" in m.say(m.decision.prompt) and m.decision.seat == 1  # the bot's own prompt names it
    scene = GameScene(app, m)
    scene.viewer = 0
    app.push(scene)
    try:
        app.dirty = True
        app.step()
        assert scene.bot is not None  # the bot is deciding
        checked = 0
        for target, rects in scene.view.targets.items():
            move(app, rects[0].center)
            tip = app.top.tooltip()
            if tip is None:
                continue
            title, body = tip
            assert "Trebuchet" not in title + body and "Observatory:" not in body, target
            checked += 1
            if target == "gallery:2:0":
                assert "It is not your turn: Bot C is deciding." in body
        assert checked >= 3
        click(app, scene.view.targets["gallery:2:0"][0].center)  # a click says why not, in a toast
        assert "Bot C is deciding" in app.toast_text and "Trebuchet" not in app.toast_text
    finally:
        release.set()
        scene.bot.thread.join(5)


def _defend_turn(hand: list[str], level: str) -> BotTurn:
    """A bot asked to defend against a Witch, with or without the Monks that would cancel it."""
    m = castrum_situation([["witch"] + FIVE[:4], hand], sites=[[], ["mason"]], options={"mode": "expert"})
    witch = next(a for a in m.legal_actions() if m.label(a) == "Play Witch")
    m.apply(witch)
    d = m.decision
    assert d.seat == 1 and d.kind == "defend"
    turn = BotTurn(m, 1, level, seed=3, now=100.0)
    turn.thread.join(30)
    assert turn.done.is_set() and turn.error is None
    return turn, pace(level, 0.15, m.spec.hidden_information)


def test_a_bot_answers_a_defence_after_the_same_time_whether_or_not_it_holds_the_card():
    for level in ("easy", "medium", "hard"):
        holds, holds_pace = _defend_turn(["monks"] + FIVE[:4], level)  # two options: weigh them
        lacks, lacks_pace = _defend_turn(FIVE, level)  # one option: found at once
        assert holds_pace == lacks_pace >= botplayer.THINK_FLOOR[level] > 0.15
        for turn in (holds, lacks):  # a fake clock: shown exactly when the level's pace has passed
            assert not turn.ready(100.0 + holds_pace - 0.01, holds_pace)
            assert turn.ready(100.0 + holds_pace + 0.001, holds_pace)


def test_pacing_covers_every_level_in_games_with_hidden_cards_only():
    assert pace("hard", 0.7, True) == botplayer.THINK_FLOOR["hard"]  # the floor, above the pace setting
    assert pace("medium", 1.4, True) == 1.4  # a slow pace setting is already longer
    assert pace("hard", 0.7, False) == 0.7  # Caylus hides nothing: its bots move when ready
    assert all(pace(level, 0.15, True) >= 0.15 for level in botplayer.THINK_FLOOR)


def test_a_hint_is_the_same_in_every_world_the_seat_cannot_tell_apart():
    """The hint (the hint bot's move, a search from the seat's view, and its sentence) is built from the
    seat's sampled worlds only."""
    from caylus_desktop.bots import random_bot
    from caylus_desktop.tools.checks import reask
    from caylus_desktop.engine import new_game
    from caylus_desktop.engine.match import Match
    from caylus_desktop.engine.rng import Rng
    from caylus_desktop.ui.teaching import compute_hint

    checked = 0
    for game in ("caleira", "castrum", "magna-carta"):
        m = new_game(game, 3, 5)
        rng = Rng(5)
        for step in range(60):
            d = m.decision
            if d is None:
                break
            if step % 15 == 7 and len(d.options) > 1:
                world = Match(m.spec.determinize(m.state.copy(), d.seat, Rng(step)), m.spec)
                reask(world)
                real, other = compute_hint(m, d.seat, 11), compute_hint(world, d.seat, 11)
                assert (real.action.key, real.reason) == (other.action.key, other.reason), game
                checked += 1
            m.apply(random_bot.choose(None, d, rng))
    assert checked >= 6


def test_the_last_move_outline_never_marks_your_card_of_the_kind_another_seat_played(app, monkeypatch):
    """Bot B plays its Moat (face down): the outline of the last move must not land on Ann's own Moat."""
    from caylus_desktop.ui import theme as th

    monkeypatch.setattr(botplayer, "bot_choose",
                        lambda level: (lambda view, d, rng, cancel=None: next(a for a in d.options if a.args == ("moat",))))
    m = caleira_situation([["moat", "barracks"], ["moat", "trebuchet"]], deck=["battlements"], active=1)
    m.state.seats = (SeatSpec("Ann"), SeatSpec("Bot B", "random"))
    scene = GameScene(app, m)
    scene.viewer = 0
    scene.bot_delay = 0
    app.push(scene)
    styles: list[tuple[str, tuple]] = []
    real = th.highlight
    monkeypatch.setattr(th, "highlight", lambda surf, t, r, style, *a, **k: styles.append((style, tuple(r))) or real(surf, t, r, style, *a, **k))
    for _ in range(200):
        app.dirty = True
        app.step()
        if scene.bot is not None:
            scene.bot.done.wait(2)
        if m.moves >= 1:
            break
    assert m.moves >= 1 and m.state.history[0][1] == ("play", ("moat",))
    styles.clear()
    app.dirty = True
    app.step()
    mine = [tuple(r) for r in scene.view.targets.get("hand:moat", [])]
    assert mine, "Ann's Moat is drawn as a place on the table"
    assert not [r for style, r in styles if style == "last" and r in mine]

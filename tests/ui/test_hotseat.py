"""Hotseat: a handoff screen only when the next screen would show what the last person must not see.

A decision that needs no hand (placing a worker, passing, the provost, the castle) takes the screen
at once, with the hand hidden until its person asks ("Show my hand", or holding V); Caylus hides
nothing and never hands over; a hidden hand draws nothing the person's cards would change.
"""
from __future__ import annotations

import pygame
import pytest

from caylus_desktop.bots import random_bot
from caylus_desktop.engine import new_game
from caylus_desktop.engine.rng import Rng
from caylus_desktop.engine.state import CardRef
from caylus_desktop.engine.voice import Voice
from caylus_desktop.ui.scenes.game import GameScene
from caylus_desktop.ui.scenes.handoff import HandoffScene
from tests.ui.driver import click, click_action, click_button, key, person_decisions

PEOPLE = ("Ann", "Bea", "Cyd")


def _reachable(scene: GameScene, action) -> bool:
    return action.target in scene.view.targets or scene.label(action) in scene.hot.named


def play_hotseat(app, scene: GameScene, seed: int, decisions: int, look: float = 0.5) -> dict:
    """People take turns at one screen with real clicks: each clicks through a handoff screen when
    one comes, looks at their hand some of the time (``look``), and plays a seeded offered move."""
    rng = Rng(seed)
    seen = {"decisions": 0, "after_handoff": 0, "handoffs": 0, "with_recap": 0}
    handed = [False]

    def handoff() -> None:
        seen["handoffs"] += 1
        handed[0] = True

    for d in person_decisions(app, scene, decisions * 40, handoff):
        if seen["decisions"] >= decisions:
            break
        if scene.veiled() and (rng.below(100) < look * 100 or not scene.offered()):
            click_button(app, app.tr("show_hand"))
            assert not scene.veiled()
        offered = [a for a in scene.offered() if _reachable(scene, a)]
        assert offered, f"nothing to click for {d.kind}"
        before = len(scene.match.state.history)
        seen["with_recap"] += scene.recap_open  # the recap open: the click must still reach the table
        click_action(app, scene, offered[rng.below(len(offered))])
        assert len(scene.match.state.history) == before + 1, "a click on a legal action plays it"
        seen["decisions"] += 1
        seen["after_handoff"] += handed[0]
        handed[0] = False
    return seen


def _hotseat(app, game: str, people: int, seed: int, options=None) -> GameScene:
    m = new_game(game, [{"name": n} for n in PEOPLE[:people]], seed, options)
    scene = GameScene(app, m)
    scene.bot_delay = 0
    app.push(scene)
    return scene


def test_caylus_hides_nothing_and_never_hands_over(app):
    scene = _hotseat(app, "caylus", 3, 2)
    seen = play_hotseat(app, scene, 2, 30)
    assert seen["decisions"] == 30 and seen["handoffs"] == 0
    assert seen["with_recap"] >= 15, "most clicks came with the recap open, and none was swallowed"
    assert app.tr("show_hand") not in scene.hot.named and not app.errors


@pytest.mark.slow
@pytest.mark.parametrize("seed", [1, 2])
def test_three_people_at_magna_carta_see_a_handoff_before_at_most_a_third_of_their_decisions(app, seed):
    scene = _hotseat(app, "magna-carta", 3, seed)
    seen = play_hotseat(app, scene, seed, 120)
    assert seen["decisions"] >= 100
    assert seen["after_handoff"] <= 0.35 * seen["decisions"], seen
    assert seen["with_recap"] >= 30, seen
    assert not app.errors


def test_magna_carta_hands_over_only_for_the_hand_and_never_for_the_provost(app):
    scene = _hotseat(app, "magna-carta", 3, 4)
    rng = Rng(4)
    kinds_after_handoff: set[str] = set()
    kinds_without: set[str] = set()
    handed = False
    for _ in range(2000):
        app.dirty = True
        app.step()
        m = scene.match
        if m.decision is None or len(m.state.history) > 70:
            break
        if isinstance(app.top, HandoffScene):
            handed = True
            click(app, (10, 10))
            continue
        if not scene.my_turn():
            continue
        (kinds_after_handoff if handed else kinds_without).add(m.decision.kind)
        handed = False
        scene.click_action(scene.offered()[rng.below(len(scene.offered()))])
    assert kinds_after_handoff <= {"mulligan"}, kinds_after_handoff
    assert {"action"} <= kinds_without


def _screen(app, scene: GameScene) -> bytes:
    app.mouse = (-1, -1)
    scene.motion.finish()
    app.dirty = True
    app.step()
    app.dirty = True
    app.step()
    return pygame.image.tobytes(app.screen, "RGB")


def _other_hand(m, seat: int):
    """The same match with another hand for ``seat`` (a card swapped with its pile's): what a
    screen that hides the hand draws must not change."""
    other = m.copy()
    b = other.state.board
    swap = next(((i, j) for i, c in enumerate(b.hands[seat]) for j, p in enumerate(b.piles[seat]) if p != c), None)
    assert swap is not None
    i, j = swap
    b.hands[seat][i], b.piles[seat][j] = b.piles[seat][j], b.hands[seat][i]
    return other


def test_a_hidden_hand_draws_nothing_its_cards_would_change_and_hides_again_for_the_next_person(app):
    m = new_game("magna-carta", [{"name": "Ann"}, {"name": "Bea"}], 3)
    rng = Rng(3)
    while m.decision.kind != "action":  # past the mulligans: a decision with public choices
        m.apply(random_bot.choose(None, m.decision, rng))
    seat = m.decision.seat
    pictures = []
    for match in (m, _other_hand(m, seat)):
        scene = GameScene(app, match)
        scene.bot_delay = 0
        app.push(scene)
        app.dirty = True
        app.step()
        assert not isinstance(app.top, HandoffScene), "placing a worker needs no handoff"
        assert scene.viewer == seat and scene.veiled()
        pictures.append(_screen(app, scene))
        assert not any(t.startswith("hand:") and t != f"hand:{seat}" for t in scene.view.targets)
        # no tooltip anywhere names a card of the hand
        names = {match.say(type(match.decision.prompt)("{}", (CardRef(c),)), Voice(app.lang)) for c in match.state.board.hands[seat]}
        assert names.isdisjoint(match.state.board.hands[seat]), "the cards' names, not their ids"
        for rect, content in scene.hot.tips:
            title, body = content()
            words = f"{title} {body}"
            for name in names:
                if name not in " ".join(match.log_for(None, Voice(app.lang))):
                    assert name not in words, f"{name} in a tooltip of a hidden hand"
        app.pop()
    assert pictures[0] == pictures[1], "the hidden hand shows on the screen"
    # the owner asks: the hand shows, and its cards can be played
    scene = GameScene(app, m)
    scene.bot_delay = 0
    app.push(scene)
    app.dirty = True
    app.step()
    hidden = _screen(app, scene)
    click_button(app, app.tr("show_hand"))
    assert not scene.veiled() and _screen(app, scene) != hidden
    assert {f"hand:{c}" for c in m.state.board.hands[seat]} <= set(scene.view.targets)
    # holding V shows it too, and letting go hides it again
    click_button(app, app.tr("hide_hand"))
    assert scene.veiled()
    key(app, pygame.K_v)
    assert not scene.veiled()
    pygame.event.post(pygame.event.Event(pygame.KEYUP, key=pygame.K_v, mod=0, unicode="v", scancode=0))
    app.step()
    assert scene.veiled()
    click_button(app, app.tr("show_hand"))
    # the move passes to the other person: a decision with public choices, the hand hidden again
    for _ in range(40):
        if m.decision is None or m.decision.seat != seat:
            break
        public = [a for a in scene.offered() if not (a.target or "").startswith("hand:")]
        click_action(app, scene, (public or scene.offered())[0])
        app.dirty = True
        app.step()
    app.dirty = True
    app.step()
    if isinstance(app.top, HandoffScene):
        click(app, (10, 10))
    assert scene.viewer == m.decision.seat != seat
    assert scene.veiled(), "the last person's 'show my hand' does not carry over to the next"
    assert not app.errors


def test_the_recap_and_the_log_of_a_hidden_hand_hold_only_public_lines(app):
    m = new_game("magna-carta", [{"name": "Ann"}, {"name": "Bea"}, {"name": "Bot", "bot": "random"}], 6)
    scene = GameScene(app, m)
    scene.bot_delay = 0
    app.push(scene)
    seen = play_hotseat(app, scene, 6, 12, look=0.0)
    assert seen["decisions"] == 12
    for _ in range(200):  # on to a person's turn
        app.dirty = True
        app.step()
        if isinstance(app.top, HandoffScene):
            click(app, (10, 10))
        elif scene.bot is not None:
            scene.bot.done.wait(5)
        elif scene.my_turn():
            break
    assert scene.my_turn() and scene.veiled()
    public = set(m.log_for(None, Voice(app.lang, scene.viewer)))
    assert all(line in public for _, lines in scene.recap for line in lines)
    private = [m.say(msg, Voice(app.lang, scene.viewer)) for msg, only in m.log_entries() if only == scene.viewer]
    assert private, "the seat has private lines (the cards it drew) to keep hidden"
    from caylus_desktop.ui.widgets.logview import log_source

    _, build, *_ = log_source(scene, scene.view)
    drawn = {line.text for group in build() for line in group.lines}
    assert not any(line in drawn for line in private if line not in public)


def test_a_hand_hides_as_soon_as_its_person_has_played_even_while_a_bot_thinks(app):
    """Ann shows her hand and plays; the bot to move thinks while the next person waits by the
    screen: Ann's cards and the lines only she may read are no longer drawn."""
    m = new_game("magna-carta", [{"name": "Ann"}, {"name": "Bot", "bot": "random"}, {"name": "Bea"}], 3)
    scene = GameScene(app, m)
    scene.bot_delay = 60  # the bot still thinking when the screen is looked at
    app.push(scene)
    for d in person_decisions(app, scene, 200):
        if scene.veiled():
            click_button(app, app.tr("show_hand"))
        seat = d.seat
        assert scene.view.obs.seats[seat].hand is not None, "the hand shows once asked for"
        click_action(app, scene, [a for a in scene.offered() if _reachable(scene, a)][0])
        app.dirty = True
        app.step()
        if m.decision is not None and m.seats[m.decision.seat].bot is not None:
            break
    else:
        raise AssertionError("no person's move ever passed the decision to the bot")
    assert scene.viewer == seat and scene.bot is not None, "the bot is thinking, the screen still Ann's"
    assert scene.veiled() and scene.view.obs.seats[seat].hand is None
    from caylus_desktop.ui.widgets.logview import log_source

    _, build, *_ = log_source(scene, scene.view)
    drawn = {line.text for group in build() for line in group.lines}
    mine = {m.say(msg, Voice(app.lang, seat)) for msg, only in m.log_entries() if only == seat}
    assert mine and not drawn & mine, "the log still shows the lines only Ann may read"

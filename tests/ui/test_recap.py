"""Since your last turn: when a person's decision comes back, the other seats' moves, seat by seat,
only as that seat may read them, and a button opens it again."""
from __future__ import annotations

from random import Random

import pytest

from caylus_desktop.engine import new_game
from caylus_desktop.engine.state import CardRef, SeatRef
from caylus_desktop.engine.voice import Voice
from caylus_desktop.ui.scenes.game import GameScene
from caylus_desktop.ui.scenes.handoff import HandoffScene
from tests.ui.driver import click, click_button, key

GAMES = ("caylus", "magna-carta", "caleira", "castrum")


def start(app, game: str, people: int, seed: int = 7) -> GameScene:
    app.settings.moves = "instant"
    specs = [{"name": n} for n in ("Ann", "Bea")[:people]]
    specs += [{"name": f"Bot {i}", "bot": "random"} for i in range(people, 4)]
    scene = GameScene(app, new_game(game, specs, seed))
    scene.bot_delay = 0
    app.push(scene)
    return scene


def until_a_person_decides(app, scene, limit: int = 300) -> None:
    for _ in range(limit):
        app.dirty = True
        app.step()
        if scene.bot is not None:
            scene.bot.done.wait(5)
        if isinstance(app.top, HandoffScene):
            click(app, (10, 10))
            continue
        if scene.my_turn() or scene.match.decision is None:
            app.dirty = True
            app.step()
            return
    raise AssertionError("no person's turn came")


def play(app, scene, rng: Random) -> int:
    """The person at the screen plays a seeded move; returns the log length after it."""
    d = scene.match.decision
    scene.click_action(d.options[rng.randrange(len(d.options))])
    return len(scene.match.log_entries())


def is_subsequence(lines: list[str], log: list[str]) -> bool:
    it = iter(log)
    return all(any(line == x for x in it) for line in lines)


@pytest.mark.parametrize("game", GAMES)
def test_the_recap_shows_each_bot_move_since_the_person_played(app, game):
    scene = start(app, game, people=1)
    rng = Random(3)
    until_a_person_decides(app, scene)
    for _ in range(3):
        after = play(app, scene, rng)
        until_a_person_decides(app, scene)
        if scene.match.decision is None:
            break
        if scene.match.decision.seat != 0 or not scene.recap:
            continue
        recap = scene.recap
        assert scene.recap_open
        box = scene._recap_rect
        assert box is not None and scene.logview.rect.top >= box.bottom, "the log runs under the recap (lines cut at its edge)"
        seats = [s for s, _ in recap]
        assert 0 not in seats and all(a != b for a, b in zip(seats, seats[1:]))  # one group per run of a seat
        lines = [line for _, group in recap for line in group]
        # everything comes from Ann's own log since her move, in order
        mine = scene.match.log_for(0, Voice(app.lang, 0), start=after)
        assert is_subsequence(lines, mine)
        # and every public line about another seat is there, under that seat
        for m, only in scene.match.log_entries(after):
            who = next((int(a) for a in m.args if isinstance(a, SeatRef)), None)
            if only is None and who not in (None, 0):
                text = scene.match.say(m, Voice(app.lang, 0))
                assert any(s == who and text in group for s, group in recap), f"{text!r} missing under seat {who}"
        # the recap names the bots that moved, in the window's words
        for s, group in recap:
            assert group and scene.match.seats[s].name.startswith("Bot")
        break
    else:
        pytest.fail(f"{game}: the person's turn never came back after the bots moved")
    # closed, it opens again with the button (and the R key)
    scene.recap_open = False
    click_button(app, app.tr("recap"))
    assert scene.recap_open
    key(app, 27)  # Escape closes it first
    assert not scene.recap_open
    assert app.errors == []


@pytest.mark.parametrize("game", ("caleira", pytest.param("castrum", marks=pytest.mark.slow),
                                  pytest.param("magna-carta", marks=pytest.mark.slow)))
def test_a_hotseat_recap_never_shows_the_other_persons_hidden_cards(app, game):
    scene = start(app, game, people=2, seed=4)
    rng = Random(8)
    checked = 0
    for _ in range(14):
        until_a_person_decides(app, scene)
        if scene.match.decision is None:
            break
        seat = scene.viewer
        other = 1 - seat
        lines = [line for _, group in scene.recap for line in group]
        # only what this seat may read: its own log, never a line written for the other person alone
        assert is_subsequence(lines, scene.match.log_for(seat, Voice(app.lang, seat)))
        secret = {scene.match.say(m, Voice(app.lang, you)) for m, only in scene.match.log_entries() if only == other
                  for you in (None, seat, other)}
        assert not secret & set(lines)
        # no card only the other person learnt (a card drawn) is named in this seat's recap
        public = " ".join(scene.match.log_for(seat, Voice(app.lang)))
        for m, only in scene.match.log_entries():
            if only == other:
                for arg in m.args:
                    if isinstance(arg, CardRef):
                        name = scene.match.say(type(m)("{}", (arg,)), Voice(app.lang))
                        if name not in public:
                            assert all(name not in line for line in lines), f"{name} leaked to seat {seat}"
        checked += bool(lines)
        play(app, scene, rng)
    assert checked >= 3, f"{game}: too few recaps checked ({checked})"
    assert app.errors == []

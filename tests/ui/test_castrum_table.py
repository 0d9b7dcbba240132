"""The Castrum table in the window: every legal action one click away, defence between two people, no crash."""
from __future__ import annotations

import pytest

from caylus_desktop.bots import random_bot
from caylus_desktop.engine import new_game
from caylus_desktop.engine.rng import Rng
from caylus_desktop.ui.scenes.game import GameScene
from caylus_desktop.ui.scenes.handoff import HandoffScene
from tests.ui.driver import click, click_button, move
from tests.ui.tables_driver import check_every_action, one_of_each_kind, positions, random_events


@pytest.fixture(autouse=True)
def no_autosave(monkeypatch):
    monkeypatch.setattr(GameScene, "autosave", lambda self: None)  # hundreds of fsyncs tell nothing here


@pytest.mark.slow
@pytest.mark.parametrize("mode", ["family", "expert"])
def test_every_legal_action_is_reachable_by_mouse(app, mode):
    opts = {"mode": mode}
    bases = list(positions("castrum", players=(2, 4), seeds=range(2), moves=(0, 7, 30), options=opts))
    special = one_of_each_kind("castrum", players=(2, 3, 4), seeds=range(10), per_kind=1, options=opts)
    assert {"turn", "defend", "attack_site", "attack_card"} <= set(special)
    bases += [m for kind, ms in special.items() if kind != "turn" for m in ms]
    checked, kinds, on_table = check_every_action(app, bases)
    assert checked > 60
    assert set(special) <= kinds
    assert {"hand", "site"} <= on_table


def _defence_between_people(mode: str):
    """A hotseat match of two people stopped where one attacks and the other must answer."""
    for seed in range(40):
        m = new_game("castrum", ["Ann", "Bob"], seed, {"mode": mode})
        rng = Rng(seed)
        while m.decision is not None:
            if m.decision.kind == "defend":
                return m
            m.apply(random_bot.choose(None, m.decision, rng))
    raise AssertionError("no attack met")


@pytest.mark.parametrize("mode", ["family", "expert"])
def test_a_defence_during_another_turn_passes_the_screen_between_the_two_people(app, mode):
    m = _defence_between_people(mode)
    victim = m.decision.seat
    attacker = m.state.board.active
    assert attacker != victim
    scene = GameScene(app, m)
    scene.viewer = attacker  # the attacker is at the screen, in the middle of the turn
    scene.bot_delay = 0
    app.push(scene)
    app.dirty = True
    app.step()
    assert isinstance(app.top, HandoffScene) and app.top.seat == victim
    click(app, (400, 400))
    assert app.top is scene and scene.viewer == victim and scene.my_turn()
    app.dirty = True
    app.step()
    allow = next(a for a in m.legal_actions() if a.kind == "allow")
    click_button(app, allow.label)
    assert m.state.history[-1][1] == allow.key
    # the attack's own follow-ups, if any, are the victim's; then the attacker's turn goes on after a handoff
    while m.decision is not None and m.decision.seat == victim:
        m.apply(m.legal_actions()[0])
    assert m.decision is not None and m.decision.seat == attacker
    app.dirty = True
    app.step()
    assert isinstance(app.top, HandoffScene) and app.top.seat == attacker
    click(app, (400, 400))
    assert scene.viewer == attacker and scene.my_turn()


def test_cards_that_cannot_be_played_are_dimmed_with_the_reason(app):
    for seed in range(30):
        m = new_game("castrum", 2, seed)
        rng = Rng(seed)
        found = None
        while m.decision is not None and found is None:
            d = m.decision
            if d.kind == "turn":
                hand = m.observation(d.seat)["seats"][d.seat]["hand"]
                playable = {a.args[0] for a in d.options if a.kind == "play"}
                stuck = [c for c in hand if c not in playable]
                if stuck:
                    found = stuck[0]
                    break
            m.apply(random_bot.choose(None, d, rng))
        if found:
            break
    scene = GameScene(app, m)
    scene.viewer = m.decision.seat
    app.push(scene)
    app.dirty = True
    app.step()
    move(app, scene.view.targets[f"hand:{found}"][0].center)
    title, body = app.top.tooltip()
    card = m.state.defs.card(found)
    assert card.name.en in title and card.text.en in body
    assert body.strip() != card.text.en.strip(), "the reason it cannot be played follows the card's text"


@pytest.mark.slow
@pytest.mark.parametrize("players,mode", [(2, "expert"), (4, "family")])
def test_random_events_on_the_table_raise_nothing(app, players, mode):
    seats = ["Ann", "Bob"] + [{"name": f"Bot{i}", "bot": "random"} for i in range(players - 2)]
    m = new_game("castrum", seats, 5, {"mode": mode})
    scene = GameScene(app, m)
    scene.bot_delay = 0
    app.push(scene)
    random_events(app, scene, 1000, seed=players)

"""The Caylus table in the window: every legal action one click away, tooltips, and no crash."""
from __future__ import annotations

import pytest

from caylus_desktop.bots import random_bot
from caylus_desktop.engine import new_game
from caylus_desktop.engine.rng import Rng
from caylus_desktop.ui.scenes.game import GameScene
from tests.ui.driver import move
from tests.ui.tables_driver import check_every_action, one_of_each_kind, positions, random_events


@pytest.fixture(autouse=True)
def no_autosave(monkeypatch):
    monkeypatch.setattr(GameScene, "autosave", lambda self: None)  # hundreds of fsyncs tell nothing here


@pytest.mark.slow
def test_every_legal_action_is_reachable_by_mouse(app):
    bases = list(positions("caylus", players=(2, 5), seeds=range(2), moves=(0, 25, 90)))
    special = one_of_each_kind("caylus", players=(2, 3, 4, 5), seeds=range(12), per_kind=1)
    assert {"place", "provost", "build", "castle_batch", "favour_row", "favour_cell", "gate", "trade"} <= set(special)
    bases += [m for kind, ms in special.items() if kind != "place" for m in ms]
    checked, kinds, on_table = check_every_action(app, bases)
    assert checked > 150
    assert set(special) <= kinds
    # the board offers them in place: road, special buildings, bridge, castle, provost, favours, supply, cubes
    assert {"road", "special", "bridge", "castle", "provost", "favour", "supply"} <= on_table


def test_hovering_a_building_shows_its_text_and_the_price(app):
    m = new_game("caylus", ["Ann", "Bob", "Cy"], 4)
    scene = GameScene(app, m)
    scene.viewer = m.decision.seat
    app.push(scene)
    app.dirty = True
    app.step()
    place = next(a for a in m.legal_actions() if a.target.startswith("road:"))
    space = int(place.target.split(":")[1])
    bid = m.state.board.tile[space]
    move(app, scene.view.targets[place.target][0].center)
    title, body = app.top.tooltip()
    d = m.state.defs.building(bid)
    assert d.name.en in title and d.text.en in body and "costs 1 denier" in body
    app.settings.lang = "fr"
    app.dirty = True
    app.step()
    title, body = app.top.tooltip()
    assert d.name.fr in title and d.text.fr in body


def _placement_beside_own_building():
    """A placement where the seat to move owns a free road building and the bridge makes the other
    places dearer: (the match, a placement on its own building, one on another's)."""
    for seed in range(10):
        m = new_game("caylus", ["Ann", "Bob", "Cy"], seed)
        rng = Rng(seed)
        while m.decision is not None:
            d = m.decision
            if d.kind == "place":
                owner = m.state.board.owner
                road = [a for a in d.options if a.args[:1] == ("road",)]
                own = [a for a in road if owner[a.args[1]] == d.seat]
                other = [a for a in road if owner[a.args[1]] != d.seat]
                # the engine's own labels say the price: "... (road 9, 1 d)"
                if own and other and own[0].label.args[2] < other[0].label.args[2]:
                    return m, own[0], other[0]
            m.apply(random_bot.choose(None, d, rng))
    raise AssertionError("no such placement in 10 seeded games")


def test_ones_own_building_shows_its_own_lower_price(app):
    m, own, other = _placement_beside_own_building()
    scene = GameScene(app, m)
    scene.viewer = m.decision.seat
    app.push(scene)
    app.dirty = True
    app.step()
    for action in (own, other):
        price = action.label.args[2]
        move(app, scene.view.targets[action.target][0].center)
        _, body = app.top.tooltip()
        assert f"costs {price} denier{'s' if price > 1 else ''}." in body, (action.target, body)


def test_a_tile_that_cannot_be_built_says_why(app):
    builds = one_of_each_kind("caylus", players=(2,), seeds=range(6), per_kind=3)["build"]
    m = builds[0]
    scene = GameScene(app, m)
    scene.viewer = m.decision.seat
    app.push(scene)
    app.dirty = True
    app.step()
    legal = {a.target for a in m.legal_actions()}
    frame = next(f for f in reversed(m.state.stack) if f.op == "build")
    other = next(b for b in m.state.defs.buildings if b.category in ("wood", "stone", "prestige")
                 and b.category != frame.args.category)
    move(app, scene.view.targets[f"supply:{other.id}"][0].center)
    title, body = app.top.tooltip()
    assert f"supply:{other.id}" not in legal
    # the engine's reason, not one the table works out for itself
    reason = m.why_not(f"supply:{other.id}")
    assert other.name.en in title and body.endswith("\n" + reason)
    assert f"builds {frame.args.category} buildings, not {other.category} buildings" in reason


@pytest.mark.slow
@pytest.mark.parametrize("players", [2, 5])
def test_random_events_on_the_table_raise_nothing(app, players):
    seats = ["Ann", "Bob"] + [{"name": f"Bot{i}", "bot": "random"} for i in range(players - 2)]
    m = new_game("caylus", seats, 7)
    scene = GameScene(app, m)
    scene.bot_delay = 0
    app.push(scene)
    random_events(app, scene, 1000, seed=players)


def test_a_seat_line_is_pictures_and_numbers_said_in_words_on_hover(app):
    m = new_game("caylus", ["Ann", "Bob", "Cy"], 4)
    scene = GameScene(app, m)
    scene.viewer = m.decision.seat
    app.push(scene)
    app.dirty = True
    app.step()
    seat = scene.view.targets["seat:1"][0]
    money = m.observation(scene.viewer).seats[1].resources["money"]
    said = set()
    for x in range(seat.x, seat.right, 4):  # along the line under the name
        move(app, (x, seat.bottom - seat.h // 4))
        tip = app.top.tooltip()
        if tip:
            said.add(tip[0])
    assert f"{money} deniers" in said or f"{money} denier" in said, said
    assert any("workers at home" in s for s in said) and any(s.endswith(("cube", "cubes")) for s in said), said


def test_the_provost_and_the_bailiff_are_pictures_named_in_words_on_hover(app):
    m = new_game("caylus", ["Ann", "Bob", "Cy"], 4)
    scene = GameScene(app, m)
    scene.viewer = m.decision.seat
    app.push(scene)
    obs = m.observation(scene.viewer)
    assert obs.provost == obs.bailiff  # both start on one space, on its bottom edge
    for lang, names in (("en", {"Provost", "Bailiff"}), ("fr", {"Prévôt", "Bailli"})):
        app.settings.lang = lang
        app.dirty = True
        app.step()
        space = scene.view.targets[f"road:{obs.provost}"][0]
        said = set()
        for x in range(space.x, space.right, 3):
            move(app, (x, space.bottom - space.h // 10))
            tip = app.top.tooltip()
            if tip:
                said.add(tip[0])
        assert names <= said, (lang, said)


def test_each_seat_board_shows_its_score_with_the_prestige_picture_and_says_it_in_words(app):
    m = new_game("caylus", ["Ann", "Bob"], 2)
    rng = Rng(2)
    for _ in range(130):  # until both seats hold prestige points (12 and 2)
        m.apply(random_bot.choose(None, m.decision, rng))
    scene = GameScene(app, m)
    scene.viewer = m.decision.seat
    app.push(scene)
    app.dirty = True
    app.step()
    seats = m.observation(scene.viewer).seats
    assert sorted(s.score for s in seats) == [2, 12]
    said = {c(): r for r, c in scene.view.tips if "prestige point" in c()[1]}
    assert set(said) == {(s.name, f"{s.score} prestige points") for s in seats}
    ann = next(s for s in seats if s.name == "Ann")
    move(app, said[(ann.name, f"{ann.score} prestige points")].center)
    assert app.top.tooltip() == (ann.name, f"{ann.score} prestige points")
    app.settings.lang = "fr"
    app.dirty = True
    app.step()
    assert app.top.tooltip() == (ann.name, f"{ann.score} points de prestige")

"""The tables draw what the rules file says: a fourth castle section, a new special building, another favour table."""
from __future__ import annotations

from caylus_desktop.bots import random_bot
from caylus_desktop.engine import new_game
from caylus_desktop.engine.rng import Rng
from caylus_desktop.ui.scenes.game import GameScene
from caylus_desktop.ui.i18n import Speech
from tests.edited_rules import use_rules
from tests.games.caylus import test_rules_sizes as caylus_sizes
from tests.games.magna_carta import test_rules_sizes as magna_sizes
from tests.ui.driver import click_action, move, settle


def _scene(app, m) -> GameScene:
    scene = GameScene(app, m)
    app.push(scene)
    settle(app, scene)
    return scene


def test_the_caylus_table_offers_a_new_special_building_where_it_is_drawn(app, monkeypatch):
    c = caylus_sizes
    use_rules(monkeypatch, "caylus", c.edited((c.TOWERS_END, c.KEEP.replace("TRIGGER", "27")),
                                           (c.SPECIALS, c.SPECIALS.replace("joust_field", "joust_field, well")),
                                           (c.INN_END, c.INN_END + c.WELL)), "caylus.yaml")
    m = new_game("caylus", ["Ann", "Bob"], seed=4)
    scene = _scene(app, m)
    well = next(a for a in m.legal_actions() if a.target == "special:well")
    seat = m.decision.seat
    assert click_action(app, scene, well) == "table"
    assert m.state.history[-1][:2] == (seat, well.key)
    assert app.errors == []
    move(app, scene.view.targets["castle:keep"][0].center)  # the fourth section is drawn, with its tip
    assert app.errors == []


def test_the_magna_carta_table_draws_a_fourth_section(app, monkeypatch):
    use_rules(monkeypatch, "magna-carta", magna_sizes.four_sections(), "magna_carta.yaml")
    m = new_game("magna-carta", ["Ann", "Bob", "Cid"], seed=2)
    rng = Rng(2)
    while m.decision is not None and m.observation(0).castle["towers"]:  # play until the keep is next
        m.apply(random_bot.choose(None, m.decision, rng))
    assert m.decision is not None and m.observation(0).castle["keep"] > 0
    scene = _scene(app, m)
    for rect, *_ in scene.view.targets.values():
        move(app, rect.center)
    assert app.errors == []


def test_the_caylus_table_draws_a_favour_table_of_three_rows_and_four_columns(app, monkeypatch):
    use_rules(monkeypatch, "caylus", caylus_sizes.three_rows_four_columns(), "caylus.yaml")
    scene = _scene(app, new_game("caylus", ["Ann", "Bob"], seed=4))
    favours = sorted(t for t in scene.view.targets if t.startswith("favour:"))
    assert len(favours) == 12 and "favour:money:4" in favours and "favour:money:5" not in favours
    for target in favours:
        move(app, scene.view.targets[target][0].center)
    assert app.errors == []


def _tip_bodies(scene) -> list[str]:
    return [content()[1] for _, content in scene.view.tips]


def test_the_caylus_table_says_the_files_counts(app, monkeypatch):
    # seven workers, a longer road, other castle and bridge numbers: the table draws and says them
    c = caylus_sizes
    use_rules(monkeypatch, "caylus", c.edited(
        ("  workers: 6 ", "  workers: 7 "), ("  road_length: 28 ", "  road_length: 33 "),
        ("  no_batch_penalty: 2 ", "  no_batch_penalty: 4 "), ("  first_passer_bonus: 1 ", "  first_passer_bonus: 2 "),
        ("  move_if_provost_beyond: 2 ", "  move_if_provost_beyond: 3 ")), "caylus.yaml")
    m = new_game("caylus", ["Ann", "Bob"], seed=4)
    scene = _scene(app, m)
    counters = scene.renderer.seat_counters(m, m.observation(0).seats[0], Speech("en"))
    assert counters[-1].text == "7/7" and counters[-1].words == "7 of 7 workers at home"
    bodies = _tip_bodies(scene)
    assert any(content()[0] == "7 of 7 workers at home" for _, content in scene.view.tips)
    assert any("(-4 VP for offering none)" in b for b in bodies)
    assert any("The first to pass takes 2 deniers;" in b for b in bodies)
    assert any("1 space each round, 3 spaces if the provost" in b for b in bodies)
    last = scene.view.targets["road:33"][0]  # every space of the longer road is drawn, above the supply
    assert last.bottom <= scene.view.targets["supply:" + m.observation(0).supply.__iter__().__next__()][0].top
    assert app.errors == []


def test_the_magna_carta_table_says_the_files_counts(app, monkeypatch):
    use_rules(monkeypatch, "magna-carta", magna_sizes.edited(
        ("  cost: 1                                    # draw", "  cost: 2                                    # draw"),
        ("  cubes_per_point: 3 ", "  cubes_per_point: 4 "), ("  gold_points: 1", "  gold_points: 2"),
        ("lot: {food: 1, wood: 1, stone: 1}", "lot: {food: 2, stone: 1}")), "magna_carta.yaml")
    scene = _scene(app, new_game("magna-carta", ["Ann", "Bob"], seed=2))
    bodies = _tip_bodies(scene)
    assert "Food, wood and stone: 1 point per 4 at the end." in bodies
    assert "Stands for any cube. Worth 2 points at the end." in bodies
    assert "Actions cost 2 deniers. 1 point per 3 deniers at the end." in bodies
    assert any("A lot (2 food, 1 stone) takes a token" in b for b in bodies)
    assert app.errors == []


def test_the_caylus_table_seats_as_many_players_as_the_file_allows(app, monkeypatch):
    use_rules(monkeypatch, "caylus", caylus_sizes.edited(
        ("players: {min: 2, max: 5}", "players: {min: 2, max: 6}"),
        ("money_by_position: [5, 6, 6, 7, 7]", "money_by_position: [5, 6, 6, 7, 7, 8]")), "caylus.yaml")
    m = new_game("caylus", ["Ann", "Bob", "Cid", "Dee", "Eve", "Fay"], seed=1)
    scene = _scene(app, m)
    assert app.errors == []
    assert len(scene.view.obs.seats) == 6

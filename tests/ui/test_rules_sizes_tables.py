"""The tables draw what the rules file says: a fourth castle section, a new special building, another favour table."""
from __future__ import annotations

from caylus_desktop.bots import random_bot
from caylus_desktop.engine import new_game
from caylus_desktop.engine.rng import Rng
from caylus_desktop.ui.scenes.game import GameScene
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
    while m.decision is not None and m.observation(0)["castle"]["towers"]:  # play until the keep is next
        m.apply(random_bot.choose(None, m.decision, rng))
    assert m.decision is not None and m.observation(0)["castle"]["keep"] > 0
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

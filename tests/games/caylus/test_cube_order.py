"""The Caylus cubes come from rules_data/caylus.yaml: ``resources`` lays out every seat's cubes in its
order, ``joker`` names the cube apart (gold: never a "non_gold" wildcard), and the castle's ``batch_required`` is
looked up in that list. The same game listed in another order plays out the same; names the list
lacks are refused at their line."""
from __future__ import annotations

import pytest

from caylus_desktop.engine import new_game
from caylus_desktop.engine.rng import Rng
from caylus_desktop.engine.rules import RulesError, load_rules_text, rules_dir
from caylus_desktop.games.caylus import queries
from tests.edited_rules import edit, use_rules

TEXT = (rules_dir() / "caylus.yaml").read_text(encoding="utf-8")
SHIPPED = "resources: [food, wood, stone, cloth, gold]"
LOOKS = '    food: {icon: wheat, colour: "#e278a0"}\n'  # the first entry of the shipped look's cubes
REVERSED = "resources: [gold, cloth, stone, wood, food]"


def canonical_game(players: int, seed: int):
    """A random game whose choices do not depend on the order the options come in (a batch's
    cubes and the cube choices are listed in the file's order): pick among them sorted by meaning."""
    m = new_game("caylus", players, seed)
    rng = Rng(seed * 11 + players)
    while m.decision is not None:
        options = sorted(m.decision.options, key=lambda a: (a.kind, sorted(map(str, a.args))))
        m.apply(options[rng.below(len(options))])
        assert len(m.state.history) < 5000, "the game does not end"
    assert m.invariants() == []
    return m


def outcome(m) -> list[tuple]:
    """Per seat: score, where its points came from, and its deniers and cubes by name."""
    return [(e.score, e.score_breakdown, sorted(e.resources.items())) for e in m.observation(0).seats]


def test_the_cubes_listed_in_another_order_play_the_same_games(monkeypatch):
    shipped = {(p, s): outcome(canonical_game(p, s)) for p in (2, 4) for s in range(3)}
    assert any(entry[1].get("end: gold") for o in shipped.values() for entry in o), "no gold was ever scored"
    use_rules(monkeypatch, "caylus", edit(TEXT, (SHIPPED, REVERSED)), "caylus.yaml")
    for (players, seed), expected in shipped.items():
        m = canonical_game(players, seed)
        assert outcome(m) == expected, (players, seed)
        # and the table shows the cubes in the file's order: the observation and the UI's query
        assert list(m.observation(0).seats[0].resources) == ["money", "gold", "cloth", "stone", "wood", "food"]
        assert queries.cubes(m) == ("gold", "cloth", "stone", "wood", "food")


def test_the_joker_is_the_cube_the_file_names(monkeypatch):
    # with wood as the joker, a "non-gold" wildcard may be paid in gold but no longer in wood
    rules = use_rules(monkeypatch, "caylus", edit(TEXT, ("joker: gold ", "joker: wood ")), "caylus.yaml")
    assert rules.resources[rules.joker_at] == "wood"
    assert [rules.resources[i] for i in rules.plain_cubes] == ["food", "stone", "cloth", "gold"]
    price = rules.residence.conversion_cost
    assert price.joker_at == 1 and price.plain == (0, 2, 3, 4)


@pytest.mark.parametrize("old,new,path", [
    ("joker: gold ", "joker: silver ", "joker"),
    ("batch_required: food", "batch_required: silk", "castle.batch_required"),
])
def test_a_cube_the_resources_do_not_list_is_refused_with_its_line(old, new, path):
    text = edit(TEXT, (old, new))
    with pytest.raises(RulesError) as err:
        load_rules_text(text, "caylus.yaml")
    issues = err.value.issues
    assert len(issues) == 1, str(err.value)
    assert issues[0].path == path and "is not one of the resources" in issues[0].message
    assert issues[0].line == text[: text.index(new)].count("\n") + 1


def test_a_sixth_cube_plays_and_is_said_by_its_name(monkeypatch):
    # spice: one more choice of the neutral Farm; the catalogue has no word for it, so the log says its id
    text = edit(TEXT, (SHIPPED, "resources: [food, wood, stone, cloth, gold, spice]"),
                ("on_worker: [{produce: {options: [{food: 1}, {cloth: 1}]}}]",
                 "on_worker: [{produce: {options: [{food: 1}, {cloth: 1}, {spice: 1}]}}]"))
    use_rules(monkeypatch, "caylus", text, "caylus.yaml")
    said = 0
    for seed in range(4):
        m = canonical_game(3, seed)
        said += sum(line.endswith("takes 1 spice") for line in m.log)
    assert said > 0


def test_a_look_for_a_cube_the_resources_do_not_list_is_refused_with_its_line():
    text = edit(TEXT, (LOOKS, "    silk: {colour: '#aabbcc'}\n" + LOOKS))
    with pytest.raises(RulesError) as err:
        load_rules_text(text, "caylus.yaml")
    (issue,) = err.value.issues
    assert issue.path == "look.cubes.silk" and "unknown resource silk" in issue.message, (issue.path, issue.message)
    assert issue.line == text[: text.index("silk: {colour")].count("\n") + 1


def test_a_look_needs_a_colour_the_table_can_draw():
    text = edit(TEXT, ('    cloth: {icon: rolled-cloth, colour: "#785cc4"}', "    cloth: {colour: purple, shape: star}"))
    with pytest.raises(RulesError) as err:
        load_rules_text(text, "caylus.yaml")
    assert sorted(i.path for i in err.value.issues) == ["look.cubes.cloth.colour", "look.cubes.cloth.shape"]

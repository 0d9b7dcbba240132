"""The Magna Carta cubes come from rules_data/magna_carta.yaml: ``resources`` lays out every seat's
cubes (and every cost, payment and lot) in its order, and ``joker`` names the cube that stands in
for any other and scores on its own. The same game listed in another order plays out the same;
a joker the list lacks is refused at its line."""
from __future__ import annotations

import pytest

from caylus_desktop.engine import new_game
from caylus_desktop.engine.rng import Rng
from caylus_desktop.engine.rules import RulesError, load_rules_text, rules_dir
from caylus_desktop.games.magna_carta import queries
from caylus_desktop.games.magna_carta.pieces import payments
from caylus_desktop.games.magna_carta.scoring import breakdown
from tests.edited_rules import edit, use_rules

TEXT = (rules_dir() / "magna_carta.yaml").read_text(encoding="utf-8")
SHIPPED = "resources: [food, wood, stone, gold] "
REVERSED = "resources: [gold, stone, wood, food] "


def meaning(m, action) -> list[str]:
    """An action's arguments by what they mean, not by where the file's order puts them: payments
    and lots are a count per cube, bought cubes a count per cube but the joker."""
    names = m.rules.resources
    if action.kind in ("pay", "lot"):
        return sorted(f"{name}:{n}" for name, n in zip(names, action.args))
    plain = [names[i] for i in m.rules.plain_cubes]
    if action.kind == "buy" and len(action.args) == len(plain):
        return sorted(f"{name}:{n}" for name, n in zip(plain, action.args))
    return sorted(map(str, action.args))


CUBE_CHOICES = {"pay", "lot", "buy", "sell", "swap"}


def canonical_game(players: int, seed: int, chosen: set | None = None):
    """A random game whose choices do not depend on the order the options come in: pick among
    them sorted by meaning. ``chosen`` collects the kinds of cube choices it made among several."""
    m = new_game("magna-carta", players, seed)
    rng = Rng(seed * 11 + players)
    while m.decision is not None:
        options = sorted(m.decision.options, key=lambda a: (a.kind, meaning(m, a)))
        action = options[rng.below(len(options))]
        if chosen is not None and sum(a.kind == action.kind for a in options) > 1:
            chosen.add(action.kind)
        m.apply(action)
        assert len(m.state.history) < 5000, "the game does not end"
    assert m.invariants() == []
    return m


def outcome(m) -> tuple:
    """Per seat: score, where its points came from, its deniers and cubes by name, its castle
    tokens; and the road as it ended."""
    seen = m.observation(0)
    seats = [(e.score, breakdown(m.state, e.seat), sorted(e.resources.items()), e.tokens)
             for e in seen.seats]
    return seats, seen.road, len(m.state.history)


def test_the_cubes_listed_in_another_order_play_the_same_games(monkeypatch):
    chosen: set[str] = set()
    shipped = {(p, s): outcome(canonical_game(p, s, chosen)) for p in (2, 3, 4) for s in range(6)}
    # the games went through every choice of cubes, gave lots and scored gold
    assert CUBE_CHOICES <= chosen, CUBE_CHOICES - chosen
    assert any(entry[1]["gold"] for o in shipped.values() for entry in o[0]), "no gold was ever scored"
    assert any(entry[1]["tokens"] for o in shipped.values() for entry in o[0]), "no lot was ever given"
    use_rules(monkeypatch, "magna-carta", edit(TEXT, (SHIPPED, REVERSED)), "magna_carta.yaml")
    for (players, seed), expected in shipped.items():
        m = canonical_game(players, seed)
        assert outcome(m) == expected, (players, seed)
        # and the table shows the cubes in the file's order: the observation and the UI's query
        assert list(m.observation(0).seats[0].resources) == ["gold", "stone", "wood", "food", "deniers"]
        assert tuple(queries.cubes(m)) == ("gold", "stone", "wood", "food")


def test_every_way_to_pay_is_the_same_in_another_order():
    # every card's cost and the castle lot, from many purses: the same ways, each cube moved
    shipped = load_rules_text(TEXT, "magna_carta.yaml")
    reversed_ = load_rules_text(edit(TEXT, (SHIPPED, REVERSED)), "magna_carta.yaml")
    def flip(v): return tuple(reversed(v))
    costs = {c.cost.code() for c in (*shipped.buildings, *shipped.prestige) if hasattr(c, "cost")}
    costs.add(shipped.castle.lot.code())
    rng = Rng(5)
    jokers = 0
    for cost in sorted(costs):
        for _ in range(40):
            have = tuple(rng.below(4) for _ in range(4))
            ways = payments(shipped, have, cost)
            jokers += any(w[3] > cost[3] for w in ways)
            assert {flip(w) for w in payments(reversed_, flip(have), flip(cost[:4]) + cost[4:])} == set(ways)
    assert jokers > 50, "gold hardly ever stood in"


def test_the_joker_is_the_cube_the_file_names(monkeypatch):
    # with stone as the joker, stone stands in for food or wood and gold must be paid as itself
    rules = use_rules(monkeypatch, "magna-carta", edit(TEXT, ("joker: gold ", "joker: stone ")), "magna_carta.yaml")
    assert rules.resources[rules.joker_at] == "stone"
    assert [rules.resources[i] for i in rules.plain_cubes] == ["food", "wood", "gold"]
    # a lot (1 food, 1 wood, 1 stone) from 1 food and 2 stone: the second stone stands in for wood
    assert payments(rules, (1, 0, 2, 0), rules.castle.lot.code()) == ((1, 0, 2, 0),)
    assert payments(rules, (1, 0, 0, 2), rules.castle.lot.code()) == ()


def test_a_fifth_cube_is_laid_out_and_paid_like_the_others(monkeypatch):
    # cloth, at the start and in the castle lot: every seat holds it, and lots are paid with it
    # (or gold instead)
    text = edit(TEXT, (SHIPPED, "resources: [food, wood, cloth, stone, gold] "),
                ("start: {food: 2, wood: 2, stone: 0, gold: 0,", "start: {food: 2, wood: 2, stone: 0, gold: 0, cloth: 3,"),
                ("lot: {food: 1, wood: 1, stone: 1}", "lot: {food: 1, wood: 1, stone: 1, cloth: 1}"))
    rules = use_rules(monkeypatch, "magna-carta", text, "magna_carta.yaml")
    assert rules.lot_size == 4 and rules.plain_cubes == (0, 1, 2, 3)
    lots = spent = 0
    for seed in range(6):
        m = canonical_game(4, seed)
        seats = m.observation(0).seats
        lots += sum(sum(e.tokens.values()) for e in seats)
        spent += sum(3 - e.resources["cloth"] for e in seats if e.resources["cloth"] < 3)
    assert lots > 0 and spent > 0, (lots, spent)


def test_a_joker_the_resources_do_not_list_is_refused_with_its_line():
    text = edit(TEXT, ("joker: gold ", "joker: silver "))
    with pytest.raises(RulesError) as err:
        load_rules_text(text, "magna_carta.yaml")
    issues = err.value.issues
    assert len(issues) == 1, str(err.value)
    assert issues[0].path == "joker" and "is not one of the resources" in issues[0].message
    assert issues[0].line == text[: text.index("joker: silver")].count("\n") + 1


def test_a_small_production_card_may_stock_any_cube_the_file_declares(monkeypatch):
    # the Small Quarry holds cloth, a fifth cube: it is put on the card when built and taken from it
    text = edit(TEXT, (SHIPPED, "resources: [food, wood, stone, cloth, gold] "),
                ("on_build: [{stock_card: {cube: stone}}]", "on_build: [{stock_card: {cube: cloth}}]"))
    use_rules(monkeypatch, "magna-carta", text, "magna_carta.yaml")
    taken = 0
    for seed in range(6):
        m = canonical_game(3, seed)
        taken += sum(line.endswith("takes 1 cloth from the card") for line in m.log)
    assert taken > 0


def test_a_small_production_card_stocking_an_undeclared_cube_is_refused_with_its_line():
    text = edit(TEXT, ("on_build: [{stock_card: {cube: wood}}]", "on_build: [{stock_card: {cube: cloth}}]"))
    with pytest.raises(RulesError) as err:
        load_rules_text(text, "magna_carta.yaml")
    (issue,) = err.value.issues
    assert "stock_card" in issue.path and "unknown resource cloth" in issue.message, (issue.path, issue.message)
    assert issue.line == text[: text.index("{cube: cloth}")].count("\n") + 1

"""Each building's effect, as a worker there would see it."""
import pytest

from tests.games.caylus.table import (BLUE, GREEN, act, build_on, cubes, give, keys, money, position, road, seat, seen,
                                      send, start, table, targets, use, vp)

# building, cubes held before, actions taken, (cubes, money, vp) after; everyone starts with 10 deniers
CASES = [
    ("n_farm", {}, [("produce", 0)], ({"food": 1}, 10, 0)),
    ("n_farm", {}, [("produce", 1)], ({"cloth": 1}, 10, 0)),
    ("n_forest", {}, [("produce", 0)], ({"food": 1}, 10, 0)),
    ("n_forest", {}, [("produce", 1)], ({"wood": 1}, 10, 0)),
    ("n_sawmill", {}, [], ({"wood": 1}, 10, 0)),
    ("n_quarry", {}, [], ({"stone": 1}, 10, 0)),
    ("n_market", {"gold": 1}, [("trade", 0)], ({}, 14, 0)),                  # gold may be sold
    ("f_peddler", {}, [("trade", 0), ("cube", "cloth")], ({"cloth": 1}, 8, 0)),
    ("gold_mine", {}, [], ({"gold": 1}, 10, 0)),
    ("w_farm_food", {}, [("produce", 0)], ({"food": 2}, 10, 0)),
    ("w_farm_food", {}, [("produce", 1)], ({"cloth": 1}, 10, 0)),
    ("w_farm_cloth", {}, [("produce", 0)], ({"cloth": 2}, 10, 0)),
    ("w_farm_cloth", {}, [("produce", 1)], ({"food": 1}, 10, 0)),
    ("w_sawmill", {}, [], ({"wood": 2}, 10, 0)),
    ("w_quarry", {}, [], ({"stone": 2}, 10, 0)),
    ("w_market", {"stone": 1}, [("trade", 0)], ({}, 16, 0)),
    ("w_peddler", {}, [("trade", 0), ("cube", "stone")], ({"stone": 1}, 9, 0)),
    ("w_peddler", {}, [("trade", 1), ("cube", "food"), ("cube", "wood")], ({"food": 1, "wood": 1}, 8, 0)),
    ("s_farm", {}, [], ({"food": 2, "cloth": 1}, 10, 0)),
    ("park", {}, [], ({"wood": 2, "food": 1}, 10, 0)),
    ("workshop", {}, [], ({"stone": 2, "cloth": 1}, 10, 0)),
    ("bank", {}, [("trade", 0)], ({"gold": 1}, 8, 0)),
    ("bank", {}, [("trade", 1)], ({"gold": 2}, 5, 0)),
    ("alchemist", {"food": 1, "wood": 1}, [("trade", 0), ("cube", "food")], ({"gold": 1}, 10, 0)),
    ("alchemist", {"food": 2, "wood": 2, "gold": 1},  # any cubes, gold included; then wood is the only kind left
     [("trade", 1), ("cube", "food"), ("cube", "food"), ("cube", "gold")], ({"wood": 1, "gold": 2}, 10, 0)),
    ("jeweller", {"gold": 1}, [("trade", 0)], ({}, 10, 5)),
    ("jeweller", {"gold": 2}, [("trade", 1)], ({}, 10, 9)),
    ("tailor", {"cloth": 2}, [("trade", 0)], ({}, 10, 4)),
    ("tailor", {"cloth": 3}, [("trade", 1)], ({}, 10, 6)),
    ("church", {}, [("trade", 0)], ({}, 8, 3)),
    ("church", {}, [("trade", 1)], ({}, 6, 5)),
    ("trading_post", {}, [], ({}, 13, 0)),
]


@pytest.mark.parametrize("bid,held,actions,after", CASES)
def test_building_effect(bid, held, actions, after):
    m = table(4)
    give(m, BLUE, **held)
    use(m, bid, BLUE)
    for kind, *args in actions:
        act(m, kind, *args)
    assert m.decision is None, [a.label for a in m.legal_actions()]
    assert (cubes(m, BLUE), money(m, BLUE), vp(m, BLUE)) == after


@pytest.mark.parametrize("bid", ["n_market", "f_peddler", "w_market", "w_peddler", "bank", "alchemist",
                                 "jeweller", "tailor", "church", "joust_field"])
def test_trades_may_be_declined(bid):
    m = table(4)
    give(m, BLUE, food=4, cloth=3, gold=2)
    use(m, bid, BLUE)
    act(m, "decline")
    assert m.decision is None and money(m, BLUE) == 10


def test_trades_the_seat_cannot_pay_are_not_offered():
    m = table(4)
    give(m, BLUE, money=1, cloth=2)
    use(m, "tailor", BLUE)
    assert keys(m) == {("trade", (0,)), ("decline", ())}
    m = table(4)
    give(m, BLUE, money=0, gold=3)     # gold is never money
    use(m, "f_peddler", BLUE)
    assert m.decision is None


def test_the_peddlers_never_sell_gold():
    m = table(4)
    use(m, "f_peddler", BLUE)
    act(m, "trade", 0)
    assert {a.args[0] for a in m.legal_actions()} == {"food", "wood", "stone", "cloth"}


def test_carpenter_builds_a_wood_farm_on_the_first_free_space():
    m = table(4)
    give(m, BLUE, food=1, wood=1)
    use(m, "f_carpenter", BLUE)
    assert "supply:w_farm_food" in targets(m) and "supply:mason" in targets(m)
    assert "supply:w_market" in targets(m)               # wood + any cube: the food will do
    assert "supply:lawyer" not in targets(m)             # wood + cloth
    act(m, "build", "w_farm_food")
    assert road(m, 9) == ("w_farm_food", BLUE)
    assert vp(m, BLUE) == 2 and cubes(m, BLUE) == {} and seen(m).supply["w_farm_food"] == 0
    assert seat(m, BLUE).score_breakdown == {"buildings": 2}


def test_a_built_tile_is_no_longer_in_the_supply():
    m = table(4)
    build_on(m, 9, "w_farm_food", GREEN)
    give(m, BLUE, food=1, wood=1)
    use(m, "n_carpenter", BLUE)
    assert "supply:w_farm_food" not in targets(m)


def test_mason_builds_stone_and_may_build_nothing():
    m = table(4)
    give(m, BLUE, stone=1, wood=1, food=1)
    use(m, "mason", BLUE)
    assert {"supply:bank", "supply:park", "supply:architect"} <= targets(m)
    act(m, "skip")
    assert cubes(m, BLUE) == {"food": 1, "wood": 1, "stone": 1}
    use(m, "mason", BLUE)
    act(m, "build", "bank")
    assert road(m, 9) == ("bank", BLUE) and vp(m, BLUE) == 6


def test_wood_market_is_paid_with_any_cube_including_gold():
    m = table(4)
    give(m, BLUE, wood=1, gold=1, stone=1)
    use(m, "f_carpenter", BLUE)
    act(m, "build", "w_market")
    assert {a.args[0] for a in m.legal_actions()} == {"stone", "gold"}
    act(m, "cube", "gold")
    assert cubes(m, BLUE) == {"stone": 1} and road(m, 9) == ("w_market", BLUE)


def test_guild_moves_the_provost_for_free_within_the_road():
    m = table(4)
    position(m, provost=2)
    use(m, "merchants_guild", BLUE)
    assert {a.args[0] for a in m.legal_actions()} == {0, -1, 1, 2, 3}
    act(m, "provost", 3)
    assert seen(m).provost == 5 and money(m, BLUE) == 10
    position(m, provost=27)
    use(m, "merchants_guild", BLUE)
    assert {a.args[0] for a in m.legal_actions()} == {0, -3, -2, -1, 1}


def test_stone_production_gives_its_owner_a_cube_when_another_uses_it():
    m = table(4)
    build_on(m, 9, "park", BLUE)
    send(m, GREEN, "road:9")
    position(m, provost=28)
    start(m, "road", i=1)
    assert m.decision.seat == BLUE and m.decision.kind == "produce"
    assert keys(m) == {("produce", (0,)), ("produce", (1,))}
    act(m, "produce", 0)
    assert cubes(m, GREEN) == {"wood": 2, "food": 1} and cubes(m, BLUE) == {"wood": 1}


def test_stone_production_used_by_its_owner_gives_no_extra_cube():
    m = table(4)
    build_on(m, 9, "workshop", BLUE)
    send(m, BLUE, "road:9")
    position(m, provost=28)
    start(m, "road", i=1)
    assert m.decision.kind == "place"    # no owner's cube to choose: the turn ran on to the next placements
    assert cubes(m, BLUE) == {"stone": 2, "cloth": 1}


def test_prestige_buildings_and_residences_take_no_worker():
    m = table(4)
    build_on(m, 9, "residence", GREEN)
    build_on(m, 10, "statue", GREEN)
    start(m, "place", i=0)
    assert not {"road:9", "road:10"} & targets(m)
    assert {"road:1", "road:7", "road:16"} <= targets(m)
    assert "road:11" not in targets(m)                   # an empty space


def test_income_counts_residences_library_and_hotel():
    m = table(4)
    build_on(m, 9, "residence", BLUE)
    build_on(m, 10, "residence", BLUE)
    build_on(m, 11, "library", BLUE)
    build_on(m, 12, "hotel", GREEN)
    start(m, "income")
    assert [money(m, s) for s in range(3)] == [10 + 2 + 2 + 1, 10 + 2 + 2, 10 + 2]

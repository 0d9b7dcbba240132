"""The turn: play 1-2 or discard 1-3 (never both), build from the site, the x2 change rule, refill."""
from caylus_desktop.games.castrum.flow import settings
from tests.games.castrum.table import choose, has, hand, labels, pile_bottom, seat, site, situation, table

FIVE = ["stone", "peasant", "mason", "peasant", "stone"]


def test_play_two_materials_then_only_build_or_end():
    m = situation([FIVE, FIVE], pile=["peasant", "stone", "mason"])
    choose(m, "Play Stone")
    assert not has(m, "Discard")  # never both
    choose(m, "Play Mason")
    assert not has(m, "Play ")
    choose(m, "End your turn")
    assert site(m, 0) == ["mason", "stone"]
    assert seat(m, 0).hand_count == 5  # refilled
    assert hand(m, 0) == sorted(["peasant", "peasant", "stone", "peasant", "stone"])
    assert m.decision.seat == 1


def test_a_turn_must_play_or_discard_before_it_can_end():
    m = situation([FIVE, FIVE])
    assert not has(m, "End your turn")


def test_discard_one_to_three_under_the_pile_and_no_play_after():
    m = situation([["fire", "stone", "mage", "guards", "peasant"], FIVE])
    choose(m, "Discard Fire")
    assert not has(m, "Play ")
    choose(m, "Discard Guards")
    choose(m, "Discard Mage")
    assert not has(m, "Discard")  # three at most
    assert pile_bottom(m, 3) == ["mage", "guards", "fire"]  # under the pile, each below the last
    choose(m, "End your turn")
    assert seat(m, 0).hand_count == 5


def test_defence_cards_can_only_be_discarded_on_your_turn():
    m = situation([["guards", "monks", "relics", "stone", "stone"], FIVE])
    assert not any(a.kind == "play" and a.args[0] in ("guards", "monks", "relics") for a in m.legal_actions())
    assert has(m, "Discard Guards")


def test_build_a_wall_from_the_exact_recipe_at_any_point_of_the_turn():
    wall_site = ["mason", "stone", "stone", "peasant", "peasant", "peasant", "stone"]
    m = situation([FIVE, FIVE], sites=[wall_site, []])
    assert has(m, "Build a wall") and not has(m, "Build a tower")
    choose(m, "Build a wall")  # before playing
    assert site(m, 0) == ["stone"]
    assert seat(m, 0).built == {"wall": 1, "tower": 0}
    assert m.observation(1).seats[0].score == 1
    assert sorted(pile_bottom(m, 6)) == sorted(wall_site[:6])  # used cards go under the pile
    choose(m, "Play Stone")  # the turn goes on
    assert m.decision.seat == 0


def test_building_with_x2_cards_counts_two_units_and_keeps_singles_waste_low():
    m = situation([FIVE, FIVE], sites=[["mason", "stone_x2", "peasant_x2", "peasant", "peasant"], []])
    choose(m, "Build a wall")
    # 3 peasants: the x2 and one single (no unit wasted); 2 stones: the x2
    assert site(m, 0) == ["peasant"]


def test_an_x2_card_can_overshoot_and_loses_the_spare_unit():
    m = situation([FIVE, FIVE], sites=[["mason", "stone", "stone", "peasant_x2", "peasant_x2"], []])
    choose(m, "Build a wall")
    assert site(m, 0) == []


def test_not_enough_units_no_build():
    m = situation([FIVE, FIVE], sites=[["mason", "stone_x2", "peasant_x2"], []])
    assert not has(m, "Build")


def test_the_tower_and_the_four_walls_limit():
    tower = ["mason"] + ["stone"] * 5 + ["peasant"] * 6
    m = situation([FIVE, FIVE], sites=[tower + ["mason", "stone", "stone", "peasant", "peasant", "peasant"], []],
                  built=[[3, 0], [0, 0]])
    choose(m, "Build a wall")
    assert not has(m, "Build a wall")  # the fourth wall was the last
    assert m.decision is not None
    choose(m, "Build a tower")
    # 4 walls and a tower: the castle is complete and wins at once
    assert m.decision is None
    res = m.result()
    assert res["winners"] == [0] and res["scores"][0] == 8 and res["final"]


def test_change_rule_swaps_an_x2_for_two_singles_from_the_pile_then_shuffles():
    m = situation([["peasant_x2", "stone", "stone", "mason", "mason"], FIVE])
    choose(m, "Play Stone")  # a change in hand needs room in the hand (see test_rulings_issue19)
    before = table(m).pile_count
    choose(m, "Change the Peasant x2 in your hand")
    assert hand(m, 0) == ["mason", "mason", "peasant", "peasant", "stone"]
    assert table(m).pile_count == before - 1
    assert m.state.history[-1][2]  # the shuffle is a barrier for undo
    # everyone saw the two singles come out of the pile
    assert m.observation(1).seats[0].known_in_hand == ("peasant", "peasant")
    choose(m, "Play Peasant")
    choose(m, "End your turn")
    assert seat(m, 0).hand_count == 5  # 4 left, one drawn


def test_change_rule_on_the_site_and_only_with_two_singles_in_the_pile():
    m = situation([FIVE, FIVE], sites=[["stone_x2"], []])
    assert has(m, "Change the Stone x2 on your site")
    choose(m, "Change the Stone x2 on your site")
    assert site(m, 0) == ["stone", "stone"]
    m = situation([["peasant", "stone", "stone", "stone", "stone"], ["stone"] * 5],
                  sites=[["stone"] * 5 + ["stone_x2"], ["stone"] * 4], fill=True)
    # 18 Stone cards exist: 4 in hand, 5 in the other hand, 9 on sites leaves none in the pile
    assert m.invariants() == []
    # ruling (change_offered: always): still offered, so that the offer tells nothing of the pile;
    # the open search finds no two Stones, nothing is exchanged, and it is not offered again
    choose(m, "Change the Stone x2 on your site")
    assert site(m, 0) == ["stone"] * 5 + ["stone_x2"]
    assert "Player 1 searches the pile for 2 Stone: there are not two, nothing is exchanged" in m.log
    assert not has(m, "Change") and m.decision.seat == 0 and m.invariants() == []


def test_refill_short_when_the_pile_runs_out():
    m = situation([FIVE, FIVE], pile=["stone"], fill=False)
    choose(m, "Play Stone")
    choose(m, "Play Peasant")
    choose(m, "End your turn")
    assert seat(m, 0).hand_count == 4 and table(m).pile_count == 0  # short until cards come back
    assert not any("between its turns" in p for p in m.invariants())


def test_quarry_wheel_first_then_up_to_three_materials_and_no_attack():
    m = situation([["quarry_wheel", "stone", "peasant", "mason", "fire"], ["stone"] * 5],
                  sites=[[], ["stone"]], pile=["stone"] * 5)
    assert has(m, "Play Quarry Wheel")
    choose(m, "Play Quarry Wheel")
    assert not has(m, "Play Fire")
    choose(m, "Play Stone")
    choose(m, "Play Peasant")
    choose(m, "Play Mason")
    assert not has(m, "Play ")  # 4 cards including the Wheel
    choose(m, "End your turn")
    assert site(m, 0) == ["mason", "peasant", "stone"]  # the Wheel left the site
    assert pile_bottom(m, 1) == ["quarry_wheel"]


def test_quarry_wheel_only_as_the_first_card():
    m = situation([["quarry_wheel", "stone", "peasant", "mason", "fire"], FIVE])
    choose(m, "Play Stone")
    assert not has(m, "Play Quarry Wheel")


def test_quarry_wheel_under_famine_lets_only_stones_follow():
    m = situation([["quarry_wheel", "stone", "peasant", "mason", "stone_x2"], FIVE],
                  forbid_place=("mason", "peasant"))
    choose(m, "Play Quarry Wheel")
    assert {a.args[0] for a in m.legal_actions() if a.kind == "play"} == {"stone", "stone_x2"}


def test_intro_means_family_and_classic():
    assert settings({"intro": True, "mode": "expert", "rounds": 15}) == (False, 0)
    assert settings({"intro": False, "mode": "expert", "rounds": 10}) == (True, 10)
    m = situation([FIVE, FIVE], options={"intro": True, "mode": "expert"})
    assert table(m).mode == "family" and table(m).round_limit == 0

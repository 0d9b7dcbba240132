"""End-of-round die events, their timings and the decisions they need; round limits and scoring."""
from caylus_desktop.engine import new_game
from tests.games.castrum.table import choose, has, hand, seat, site, situation, table

FIVE = ["stone", "peasant", "mason", "peasant", "stone"]


def end_turn_by_discarding(m) -> None:
    hand_kinds = [a for a in m.legal_actions() if a.kind == "discard"]
    m.apply(hand_kinds[0])
    choose(m, "End your turn")


def held(m, s: int) -> set[str]:
    return set(hand(m, s))


def playable(m) -> set[str]:
    return {a.args[0] for a in m.legal_actions() if a.kind == "play"}


def test_famine_forbids_masons_and_peasants_for_exactly_the_next_round():
    hands = [["mason", "peasant", "peasant_x2", "stone", "stone"]] * 2
    m = situation([list(h) for h in hands], active=1, first=0, dice=[1, 4],
                  pile=["mason", "peasant"] * 10)
    assert {"mason", "peasant"} <= playable(m)  # this round is free
    end_turn_by_discarding(m)
    assert table(m).event == "famine"
    assert m.decision.seat == 0 and table(m).round == 2
    assert not playable(m) & {"mason", "peasant", "peasant_x2"}
    assert "stone" in playable(m)
    end_turn_by_discarding(m)
    assert not playable(m) & {"mason", "peasant", "peasant_x2"}  # the whole round
    end_turn_by_discarding(m)  # die 4: Alms, nobody has a site card
    assert table(m).round == 3
    assert held(m, 0) & {"mason", "peasant"} and held(m, 0) & {"mason", "peasant"} <= playable(m)


def test_bad_weather_forbids_building_next_round():
    wall = ["mason", "stone", "stone", "peasant", "peasant", "peasant"]
    m = situation([FIVE, FIVE], sites=[wall, wall], active=1, dice=[2, 5])
    assert has(m, "Build a wall")
    end_turn_by_discarding(m)
    assert not has(m, "Build")
    end_turn_by_discarding(m)
    assert not has(m, "Build")
    end_turn_by_discarding(m)
    assert has(m, "Build a wall")


def test_monastic_reform_forbids_mage_and_witch_for_one_round_and_a_placed_mage_stays():
    hands = [["mage", "witch", "fire", "stone", "stone"] for _ in range(3)]
    m = situation(hands, sites=[["stone"]] * 3, active=2, first=0, mages=[(1, 0)], dice=[5, 1])
    assert {"mage", "witch"} <= playable(m)
    choose(m, "Discard Stone")
    choose(m, "End your turn")
    assert table(m).event == "monastic_reform"
    assert seat(m, 0).blocked  # the Mage already there stays
    assert not playable(m) and not has(m, "Build")
    choose(m, "Discard Stone")  # seat 0, blocked, may still discard
    choose(m, "End your turn")
    # seat 1's turn: its Mage leaves; no Mage or Witch may be played this round
    assert not table(m).mages
    assert "fire" in playable(m) and not playable(m) & {"mage", "witch"}
    choose(m, "Discard Stone")
    choose(m, "End your turn")
    assert not playable(m) & {"mage", "witch"}
    choose(m, "Discard Stone")
    choose(m, "End your turn")
    assert table(m).event == "famine"
    assert {"mage", "witch"} <= playable(m)  # allowed again the round after


def test_plague_removes_one_mason_or_peasant_card_in_two_owner_chooses():
    """« Chaque joueur rassemble ses cartes Rustici et Structures et en retire une sur deux. »"""
    sites = [["mason", "mason", "peasant", "peasant_x2", "peasant", "stone"], ["peasant", "peasant", "stone"]]
    m = situation([FIVE, FIVE], sites=sites, active=1, first=0, dice=[3])
    end_turn_by_discarding(m)
    # seat 0 (the first player) chooses: 5 cards, 2 removed; an x2 card is one card
    assert m.decision.seat == 0 and m.decision.kind == "plague_remove"
    choose(m, "Remove Peasant x2")
    choose(m, "Remove Mason")
    # seat 1's two peasants: one lost without a question
    assert site(m, 0) == ["mason", "peasant", "peasant", "stone"]
    assert site(m, 1) == ["peasant", "stone"]
    assert m.decision.kind == "turn" and m.decision.seat == 0


def test_alms_each_player_with_a_site_card_gives_one_of_their_choice():
    m = situation([FIVE, FIVE, FIVE], sites=[[], ["stone", "mason"], ["peasant"]], active=2, first=0, dice=[4])
    end_turn_by_discarding(m)
    assert m.decision.seat == 1 and m.decision.kind == "alms_give"
    choose(m, "Remove Mason")
    assert site(m, 1) == ["stone"] and site(m, 2) == []
    assert m.decision.kind == "turn"


def test_feast_of_fools_passes_every_hand_to_the_next_player():
    hands = [["mason"] * 5, ["stone"] * 5, ["peasant"] * 5]
    m = situation(hands, active=2, first=0, dice=[6], pile=["fire"] * 3)
    choose(m, "Discard Peasant")
    choose(m, "End your turn")  # seat 2 draws a fire
    assert hand(m, 0) == ["fire", "peasant", "peasant", "peasant", "peasant"]
    assert hand(m, 1) == ["mason"] * 5
    assert hand(m, 2) == ["stone"] * 5
    # the giver still knows the cards it passed; the third seat does not
    obs = m.observation(0)
    assert obs.seats[1].known_in_hand == ("mason",) * 5
    assert obs.seats[2].known_in_hand == ()


def test_feast_of_fools_with_two_players_swaps_the_hands():
    m = situation([["mason"] * 5, ["stone"] * 5], active=1, dice=[6], pile=["stone"])
    choose(m, "Discard Stone")
    choose(m, "End your turn")
    assert hand(m, 0) == ["stone"] * 5 and hand(m, 1) == ["mason"] * 5


def test_timed_game_ends_after_the_last_round_with_no_roll():
    m = new_game("castrum", 2, seed=3, options={"rounds": 2})
    rolls = 0
    while m.decision is not None:
        m.apply(m.legal_actions()[-1])
    assert table(m).round == 2
    assert sum("the die shows" in line for line in m.log) == 1  # only after round 1
    res = m.result()
    assert res["final"] and res["winners"]


def test_timed_scoring_wall_one_tower_four_and_the_tie_rule():
    """« Pour une partie programmée […], il devra disposer du plus grand nombre d'éléments. » and
    « Le gagnant est celui qui marque le plus de points (1 muraille = 1pt et 1 tour = 4 points) »."""
    m = situation([FIVE, FIVE], built=[[4, 0], [0, 1]], sites=[[], ["stone"] * 3])
    res = m.result()
    assert res["scores"] == [4, 4] and res["breakdown"] == [{"wall": 4}, {"tower": 4}]
    assert res["winners"] == [0]  # more pieces: 4 walls beat 1 tower, whatever the sites hold
    m = situation([FIVE, FIVE], built=[[1, 0], [1, 0]], sites=[["stone", "peasant_x2"], ["stone", "stone"]])
    assert m.result()["winners"] == [0]  # then more material units on site
    m = situation([FIVE, FIVE], built=[[1, 0], [1, 0]], sites=[["stone_x2"], ["stone", "stone"]])
    assert m.result()["winners"] == [0, 1]  # then shared


def test_a_rules_file_may_break_a_timed_tie_by_one_piece_first(monkeypatch):
    """``tie_breaks`` is data: naming a piece (our earlier ruling, more towers) instead of ``pieces``
    turns the same 4-walls-against-1-tower tie the other way."""
    from caylus_desktop.engine.rules import rules_dir
    from tests.edited_rules import edit, use_rules

    text = (rules_dir() / "castrum.yaml").read_text(encoding="utf-8")
    use_rules(monkeypatch, "castrum", edit(text, ("tie_breaks: [pieces, site_units]", "tie_breaks: [tower, site_units]")),
              "castrum.yaml")
    m = situation([FIVE, FIVE], built=[[4, 0], [0, 1]], sites=[[], ["stone"] * 3])
    assert m.result()["scores"] == [4, 4] and m.result()["winners"] == [1]  # more towers


def test_a_complete_castle_ends_a_timed_game_at_once():
    tower = ["mason"] + ["stone"] * 5 + ["peasant"] * 6
    m = situation([FIVE, FIVE], sites=[tower, []], built=[[4, 0], [2, 0]], options={"rounds": 15})
    choose(m, "Build a tower")
    assert m.decision is None and m.result()["winners"] == [0]


def test_classic_games_stop_at_the_safety_cap_and_are_scored_on_points():
    m = situation([FIVE, FIVE], options={"rounds": 0}, built=[[1, 0], [0, 0]], active=1, dice=[4])
    m.state.defs = m.state.defs.model_copy(update={"classic_round_cap": 1})
    end_turn_by_discarding(m)
    assert m.decision is None
    res = m.result()
    assert res["capped"] and res["winners"] == [0]


def test_first_player_family_by_die_with_rerolls_expert_at_random():
    from caylus_desktop.engine.rng import Rng
    firsts = {table(new_game("castrum", 4, seed=s)).first_seat for s in range(30)}
    assert firsts == {0, 1, 2, 3}
    m = new_game("castrum", 3, seed=2)
    assert any("First player rolls" in line for line in m.log)
    # a tie for the highest roll: only the tied seats roll again
    rerolled = 0
    for seed in range(40):
        lines = [line for line in new_game("castrum", 4, seed=seed).log if "First player rolls" in line]
        if len(lines) > 1:
            rerolled += 1
            first = [int(x) for x in lines[0].replace(",", "").split()[5::3]]
            assert first.count(max(first)) > 1 and lines[1].count("Player") == first.count(max(first))
    assert rerolled
    m = new_game("castrum", 3, seed=2, options={"mode": "expert"})
    assert not any("First player rolls" in line for line in m.log)

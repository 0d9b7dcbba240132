"""Setup, the actions, the provost's limits, the castle's rules and the end of the turn."""
import pytest

from caylus_desktop.engine import IllegalAction, new_game
from caylus_desktop.games.magna_carta import queries
from tests.games.magna_carta.table import (BLUE, GREEN, ORANGE, RED, choose, cubes, deniers, discard, finish_turn,
                                           hand, labels, pile, removed, situation, stock, table, tokens)


@pytest.mark.parametrize("players", [2, 3, 4])
def test_setup_road_provost_hands_and_supplies(players):
    firsts = set()
    for seed in range(12):
        m = new_game("magna-carta", players, seed)
        t = table(m)
        assert len(t.road) == players and t.road[-1].card == "peddler_neutral"
        assert len({r.card for r in t.road}) == players and all(r.owner == -1 for r in t.road)
        assert t.provost == players - 1
        assert sum(t.castle.values()) == {2: 18, 3: 21, 4: 24}[players]
        for s in range(players):
            assert len(hand(m, s)) == 3 and pile(m, s) == 9 and discard(m, s) == []
            assert cubes(m)[s] == [2, 2, 0, 0] and deniers(m)[s] == 4 and t.seats[s].workers == 4
        # the first decision: the first player's one optional redraw
        assert m.decision.kind == "mulligan" and m.decision.seat == t.first_player
        firsts.add(t.first_player)
    assert len(firsts) > 1


def test_each_seat_may_redraw_its_starting_hand_once():
    m = new_game("magna-carta", 3, seed=5)
    first = table(m).first_player
    old = list(hand(m, first))
    choose(m, "Discard the hand")
    assert discard(m, first) == old and len(hand(m, first)) == 3 and pile(m, first) == 6
    assert m.decision.kind == "mulligan" and m.decision.seat == (first + 1) % 3
    choose(m, "Keep")
    choose(m, "Keep")
    assert m.decision.kind == "action" and m.decision.seat == first
    assert deniers(m) == [6, 6, 6]                      # the first turn's income


def test_draw_reshuffles_the_discard_when_the_pile_is_empty():
    m = situation(2, ["park", "peddler_neutral"])
    b = m.state.board   # a position builder: Red's whole pile in its discard
    b.discards[RED] = b.piles[RED][:]
    b.piles[RED] = []
    choose(m, "Draw a card")
    assert len(hand(m, RED)) == 1 and pile(m, RED) == 11 and discard(m, RED) == [] and deniers(m)[RED] == 3


def test_draw_is_illegal_with_no_card_left_or_no_denier():
    m = situation(2, ["park", "peddler_neutral"], deniers=[0, 4])
    assert [a.kind for a in m.legal_actions()] == ["pass"]
    with pytest.raises(IllegalAction):
        m.apply(("draw", ()))
    whole_deck = list(queries.rules(m).deck(False))
    m = situation(2, ["park", "peddler_neutral"], hands=[whole_deck, []], cubes=[[0, 0, 0, 0]] * 2)
    assert pile(m, RED) == 0 and discard(m, RED) == []
    assert "draw" not in [a.kind for a in m.legal_actions()]
    assert "replace" in [a.kind for a in m.legal_actions()]


def test_replacing_the_hand_discards_it_all_and_draws_as_many():
    m = situation(2, ["park", "peddler_neutral"], hands=[["market", "bank"], []])
    choose(m, "Replace your whole hand")
    assert discard(m, RED) == ["market", "bank"] and len(hand(m, RED)) == 2 and deniers(m)[RED] == 3
    assert not set(hand(m, RED)) & {"market", "bank"}


def test_replacing_with_a_short_pile_reshuffles_the_discarded_hand_in():
    m = situation(2, ["park", "peddler_neutral"], hands=[["market", "bank", "church"], []])
    b = m.state.board   # a position builder: one card left in Red's pile, the rest discarded
    keep = b.piles[RED][:1]
    b.discards[RED] = b.piles[RED][1:]
    b.piles[RED] = keep
    choose(m, "Replace your whole hand")
    assert len(hand(m, RED)) == 3 and pile(m, RED) == 12 - 3
    assert discard(m, RED) == []                        # all of it went into the new pile


def test_actions_go_round_until_everyone_has_passed():
    m = situation(3, ["park", "forest", "peddler_neutral"], first=GREEN)
    choose(m, "worker on Park")                         # Green
    assert m.decision.seat == ORANGE
    choose(m, "Pass")
    choose(m, "worker on Forest")                       # Red
    choose(m, "Pass")                                   # Green
    assert m.decision.seat == RED                       # Orange has passed: skipped
    choose(m, "Pass")
    assert table(m).bridge == (ORANGE, GREEN, RED) and deniers(m) == [3 + 0, 3, 5]


def test_provost_moves_cost_a_denier_per_card_at_most_three_and_stay_on_the_road():
    road = ["park", "forest", "quarry", "peddler_neutral", "0:market", "0:bank"]
    m = situation(4, road, "provost", provost=4, bridge=[RED, GREEN, ORANGE, BLUE], deniers=[9, 2, 4, 4])
    moves = sorted(a.args[0] for a in m.legal_actions())
    assert moves == [-3, -2, -1, 0, 1]                  # never off the road
    choose(m, "Leave")
    moves = sorted(a.args[0] for a in m.legal_actions())
    assert moves == [-2, -1, 0, 1]                      # Green has 2 deniers
    choose(m, "2 cards back")
    assert table(m).provost == 2 and deniers(m)[GREEN] == 0


def test_a_seat_without_deniers_is_not_asked_about_the_provost():
    m = situation(2, ["park", "peddler_neutral", "0:market"], "provost", provost=1, bridge=[RED, GREEN],
                  deniers=[0, 1], only_phase=True)
    assert m.decision.seat == GREEN


def test_no_lot_from_anyone_removes_two_tokens_for_good():
    m = situation(2, ["park", "peddler_neutral"], "castle", bridge=[RED, GREEN], cubes=[[1, 1, 1, 0]] * 2,
                  stock=[1, 6, 7])
    choose(m, "Give no lot")
    choose(m, "Give no lot")
    assert stock(m) == [0, 5, 7] and cubes(m) == [[1, 1, 1, 0]] * 2
    assert removed(m) == [5, 1, 0]                       # 4 + 1 dungeon from the situation, then 1 walls


def test_lots_stop_when_the_tokens_run_out_and_the_game_ends_with_the_turn():
    m = situation(2, ["park", "peddler_neutral"], "castle", bridge=[GREEN, RED], cubes=[[3, 3, 3, 0]] * 2,
                  stock=[0, 0, 2])
    choose(m, "Give a lot")
    choose(m, "Give a lot")
    assert m.decision is None and table(m).over     # Red could give nothing; the game ended
    assert tokens(m)[GREEN] == [0, 0, 2] and cubes(m)[RED] == [3, 3, 3, 0]
    assert cubes(m)[GREEN] == [1, 1, 1, 1]             # most lots: 1 gold
    res = m.result()
    assert res["final"] and res["breakdown"][GREEN] == {
        "tokens": 4, "buildings": 0, "prestige": 0, "gold": 1, "cubes": 1, "deniers": 1}
    assert res["scores"][GREEN] == 7 and res["winners"] == [GREEN]


def test_tied_scores_share_the_win():
    m = situation(2, ["park", "peddler_neutral"], "castle", bridge=[GREEN, RED], cubes=[[1, 1, 1, 0]] * 2,
                  stock=[0, 0, 2])
    choose(m, "Give a lot")
    choose(m, "Give a lot")
    res = m.result()
    # Green reached 1 lot first: the gold is Green's, 2 + 1 against 2 — then make them equal
    assert res["scores"] == [3, 4]
    m.state.board.cubes[RED][3] += 1    # a position builder: one more gold makes the scores equal
    assert m.result()["winners"] == [RED, GREEN]


def test_end_of_turn_moves_the_provost_two_cards_and_the_first_player_card_left():
    road = ["park", "forest", "quarry", "peddler_neutral", "0:market", "0:bank", "1:bank"]
    m = situation(4, road, provost=3, first=BLUE)
    finish_turn(m)
    t = table(m)
    assert t.provost == 5 and t.first_player == RED and t.round == 2
    assert m.decision.seat == RED


def test_introductory_game():
    m = new_game("magna-carta", 3, seed=2, options={"intro": True})
    t = table(m)
    assert t.provost == -1
    b = m.state.board
    for s in range(3):
        # the pile is face down: no seat sees what it holds, so only the board shows the two cards left out
        cards = hand(m, s) + b.piles[s]
        assert len(cards) == 10 and "church" not in cards and "notary" not in cards
    assert "hotel" not in t.prestige_available and len(t.prestige_available) == 6
    for _ in range(3):
        choose(m, "Keep")
    assert deniers(m) == [6, 6, 6]


def test_introductory_game_resolves_every_card_and_puts_prestige_in_front():
    road = ["park", "forest", "peddler_neutral", "0:large_farm"]
    m = situation(3, road, "effects", workers={0: GREEN, 3: GREEN}, bridge=[0, 1, 2],
                  options={"intro": True}, only_phase=True)
    choose(m, "Take 1 food")
    choose(m, "Take 2 food")                             # beyond where a provost would stand
    choose(m, "Take 1 food")
    assert cubes(m)[GREEN][0] == 2 + 3
    m = situation(3, ["park", "forest", "peddler_neutral"], cubes=[[0, 0, 2, 1]] * 3, options={"intro": True})
    choose(m, "Build the Statue")
    assert table(m).seats[RED].prestige_in_front == ("statue",) and m.result()["breakdown"][RED]["prestige"] == 6
    assert not any("Hotel" in label for label in labels(m))

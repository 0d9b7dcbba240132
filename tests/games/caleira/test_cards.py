"""Every Caleira card in a hand-built situation."""
import pytest

from caylus_desktop.engine import IllegalAction
from tests.games.caleira.table import choose, gallery, play, situation


def decision_kind(m):
    return m.decision.kind if m.decision else None


# --- Trebuchet -------------------------------------------------------------------

def test_trebuchet_destroys_a_face_up_piece_and_the_gallery_closes_up():
    m = situation([["trebuchet"], ["barracks"]], [[], ["WATCHTOWER", "MARKETPLACE", "OBSERVATORY"]], deck=["moat"])
    play(m, "trebuchet")
    assert m.decision.seat == 0 and decision_kind(m) == "destroy_target"
    choose(m, "Player 2's Marketplace")
    assert gallery(m, 1) == ["WATCHTOWER", "OBSERVATORY"]
    assert m.observation(1).discard == ("marketplace",)


@pytest.mark.parametrize("face", ["BATTLEMENTS", "battlements"])
def test_trebuchet_cannot_destroy_battlements_and_turns_a_face_down_one_up(face):
    m = situation([["trebuchet"], ["barracks"]], [[], [face]], deck=["moat"])
    play(m, "trebuchet")
    target = next(a for a in m.legal_actions() if a.target == "gallery:1:0")
    m.apply(target)
    assert gallery(m, 1) == ["BATTLEMENTS"]
    assert m.observation(0).discard == ()


def test_face_down_card_hit_by_trebuchet_is_discarded_and_fires_for_its_former_owner():
    m = situation([["trebuchet"], ["barracks"]], [["throne_room"], ["watchtower", "observatory"]], deck=["moat"])
    play(m, "trebuchet")
    m.apply(next(a for a in m.legal_actions() if a.target == "gallery:1:0"))
    assert gallery(m, 1) == ["observatory"]
    assert m.observation(0).discard == ("watchtower",)
    # the Watchtower fires from the discard, resolved by its former owner
    assert m.decision.seat == 1 and decision_kind(m) == "flip_up"
    choose(m, "Player 1's face-down piece")
    assert gallery(m, 0) == ["THRONE_ROOM", "TREBUCHET"]


def test_trebuchet_may_choose_itself_as_a_pass():
    m = situation([["trebuchet"], ["barracks"]], [["WATCHTOWER"], []], deck=["moat"])
    play(m, "trebuchet")
    choose(m, "Player 1's Trebuchet")
    assert gallery(m, 0) == ["WATCHTOWER"]
    assert m.observation(1).discard == ("trebuchet",)


# --- Watchtower ---------------------------------------------------------------------

def test_watchtower_may_stop_after_one():
    m = situation([["watchtower"], ["barracks"]], [["wizard_tower"], ["battlements", "throne_room"]], deck=["moat"])
    play(m, "watchtower")
    assert decision_kind(m) == "flip_up"
    choose(m, "Player 2's face-down piece, position 1")
    assert any(a.kind == "stop" for a in m.legal_actions())
    choose(m, "Stop")
    assert gallery(m, 1) == ["BATTLEMENTS", "throne_room"]


def test_watchtower_revealing_two_effects_lets_the_active_player_order_them():
    m = situation([["watchtower"], ["moat"], ["moat"]],
                  [[], ["barracks"], ["trebuchet"]], deck=["battlements"])
    play(m, "watchtower")
    choose(m, "Player 2's face-down piece")
    choose(m, "Player 3's face-down piece")
    assert m.decision.seat == 0 and decision_kind(m) == "order_effects"
    choose(m, "Resolve Trebuchet")
    # the Trebuchet resolves first, by its owner (seat 2)
    assert m.decision.seat == 2 and decision_kind(m) == "destroy_target"
    choose(m, "Player 1's Watchtower")
    # then the Barracks, by seat 1
    assert m.decision.seat == 1 and decision_kind(m) == "flip_down"


def test_a_revealed_trebuchet_may_hit_the_revealer():
    m = situation([["observatory"], ["moat"]], [[], ["trebuchet"]], deck=["battlements"])
    play(m, "observatory")
    choose(m, "Look at")
    choose(m, "Turn")
    assert m.decision.seat == 1
    choose(m, "Player 1's Observatory")
    assert gallery(m, 0) == []


# --- Throne Room, Barracks ---------------------------------------------------------

def test_throne_room_reveals_without_triggering():
    m = situation([["throne_room"], ["barracks"]], [[], ["trebuchet"]], deck=["moat"])
    play(m, "throne_room")
    choose(m, "Player 2's face-down piece")
    assert gallery(m, 1) == ["TREBUCHET"]
    # no Trebuchet decision: the turn passed to seat 1's play
    assert m.decision.seat == 1 and decision_kind(m) == "play_card"


def test_throne_room_may_turn_up_the_spire_which_then_scores_six():
    m = situation([["throne_room"], ["barracks"]], [[], ["princess_spire"]], deck=["moat"])
    play(m, "throne_room")
    choose(m, "Player 2's face-down piece")
    assert gallery(m, 1) == ["PRINCESS_SPIRE"]
    assert m.observation(0).seats[1].score == 6


def test_barracks_turns_a_moat_down_and_its_protection_stops():
    m = situation([["barracks", "trebuchet"], ["battlements"]],
                  [[], ["WATCHTOWER", "MOAT", "WIZARD_TOWER"]], deck=["marketplace", "throne_room"])
    assert [g.protected for g in m.observation(0).seats[1].gallery] == [True, False, True]
    play(m, "barracks")
    choose(m, "Player 2's Moat")
    assert gallery(m, 1) == ["WATCHTOWER", "moat", "WIZARD_TOWER"]
    assert not any(g.protected for g in m.observation(0).seats[1].gallery)
    # everyone saw the Moat: it stays identified while face down
    assert m.observation(0).seats[1].gallery[1].card == "moat"
    play(m, "battlements", face="down", end="right")  # seat 1
    play(m, "trebuchet")  # seat 0, next turn
    targets = {a.target for a in m.legal_actions()}
    assert {"gallery:1:0", "gallery:1:2"} <= targets


def test_barracks_on_a_face_down_piece_is_a_legal_pointless_choice():
    m = situation([["barracks"], ["moat"]], [[], ["watchtower"]], deck=["battlements"])
    play(m, "barracks")
    choose(m, "Player 2's face-down piece")
    assert gallery(m, 1) == ["watchtower"]
    assert m.observation(0).seats[1].gallery[0].card is None


# --- Moat ------------------------------------------------------------------------

def test_moat_protects_its_neighbours_from_other_seats_only():
    galleries = [["WATCHTOWER", "MOAT", "OBSERVATORY", "BARRACKS"], []]
    m = situation([["moat"], ["trebuchet"]], galleries, deck=["battlements"], active=1)
    play(m, "trebuchet")
    targets = {a.target for a in m.legal_actions()}
    assert "gallery:0:0" not in targets and "gallery:0:2" not in targets
    assert {"gallery:0:1", "gallery:0:3", "gallery:1:0"} <= targets
    # the owner's own Trebuchet may hit the protected pieces
    m = situation([["trebuchet"], ["moat"]], galleries, deck=["battlements"], active=0)
    play(m, "trebuchet", end="right")
    targets = {a.target for a in m.legal_actions()}
    assert {"gallery:0:0", "gallery:0:2"} <= targets


def test_neighbours_are_worked_out_again_after_a_destruction():
    m = situation([["trebuchet", "trebuchet"], ["battlements"]],
                  [[], ["WATCHTOWER", "MOAT", "OBSERVATORY", "BARRACKS"]], deck=["marketplace", "throne_room"])
    play(m, "trebuchet")
    choose(m, "Player 2's Moat")  # the Moat does not protect itself
    assert not any(g.protected for g in m.observation(0).seats[1].gallery)


# --- Marketplace ---------------------------------------------------------------

def test_marketplace_the_named_seat_makes_its_own_secret_choice():
    m = situation([["marketplace", "trebuchet"], ["watchtower", "barracks"], ["observatory"]],
                  deck=["moat", "battlements", "throne_room"])
    play(m, "marketplace")
    assert decision_kind(m) == "swap_name" and m.decision.seat == 0
    choose(m, "Swap with Player 3")
    assert decision_kind(m) == "swap_give" and m.decision.seat == 0
    choose(m, "Give Trebuchet")
    assert decision_kind(m) == "swap_give" and m.decision.seat == 2
    choose(m, "Give Observatory")
    assert m.observation(0).seats[0].hand == ("observatory",)
    assert m.observation(2).seats[2].hand == ("trebuchet",)
    # the two swappers know where their card went; the third seat does not
    assert m.observation(0).seats[2].known_in_hand == ("trebuchet",)
    assert m.observation(1).seats[2].known_in_hand == ()


def test_marketplace_with_an_empty_hand_does_nothing():
    m = situation([["marketplace"], ["watchtower"]], deck=[])
    play(m, "marketplace")
    assert decision_kind(m) == "play_card" and m.decision.seat == 1


# --- Wizard Tower, Observatory ----------------------------------------------------

def test_wizard_tower_reorders_the_top_three_and_only_its_owner_sees_them():
    m = situation([["wizard_tower"], ["battlements"]], deck=["trebuchet", "moat", "barracks", "watchtower"])
    play(m, "wizard_tower")
    assert m.observation(0).deck == ("trebuchet", "moat", "barracks", None)
    assert m.observation(1).deck == (None,) * 4
    choose(m, "Barracks on top")
    choose(m, "Trebuchet in position 2")
    # seat 1's turn has begun: it drew the Barracks from the new top
    assert m.observation(0).deck == ("trebuchet", "moat", None)
    assert m.observation(1).seats[1].hand == ("battlements", "barracks")


def test_wizard_tower_with_fewer_than_three_cards_uses_what_is_left():
    m = situation([["wizard_tower"], ["battlements"]], deck=["trebuchet"])
    play(m, "wizard_tower")
    assert decision_kind(m) == "play_card" and m.decision.seat == 1


def test_observatory_looks_privately_and_may_leave_it_down():
    m = situation([["observatory"], ["battlements"]], [[], ["princess_spire"]], deck=["moat"])
    play(m, "observatory")
    choose(m, "Look at")
    assert decision_kind(m) == "peek_reveal"
    choose(m, "Leave it face down")
    assert m.observation(0).seats[1].gallery[0].card == "princess_spire"
    assert gallery(m, 1) == ["princess_spire"]
    assert any("You see Princess' Spire" in line for line in m.log_for(0))
    assert not any("You see" in line for line in m.log_for(1))


def test_observatory_reveal_fires_the_effect():
    m = situation([["observatory"], ["battlements"]], [[], ["barracks"]], deck=["moat"])
    play(m, "observatory")
    choose(m, "Look at")
    choose(m, "Turn Player 2's Barracks")
    assert m.decision.seat == 1 and decision_kind(m) == "flip_down"


# --- Princess' Spire, knockout ----------------------------------------------------

def test_spire_cannot_be_played_face_up():
    m = situation([["princess_spire"], ["battlements"]], [["WATCHTOWER"], []], deck=["moat"])
    m.apply(("play", ("princess_spire",)))
    assert {a.args[1] for a in m.legal_actions()} == {"down"}
    with pytest.raises(IllegalAction):
        m.apply(("place", ("left", "up")))


def test_destroying_the_spire_at_two_players_ends_the_game():
    m = situation([["trebuchet"], ["battlements"]], [["WATCHTOWER"], ["princess_spire", "WIZARD_TOWER"]], deck=["moat"])
    play(m, "trebuchet")
    m.apply(next(a for a in m.legal_actions() if a.target == "gallery:1:0"))
    assert m.decision is None
    res = m.result()
    assert res["final"] and res["winners"] == [0] and res["knocked_out"] == [1]


def test_destroying_the_spire_at_three_players_knocks_its_owner_out():
    m = situation([["trebuchet", "moat"], ["battlements", "barracks"], ["observatory", "throne_room"]],
                  [[], ["PRINCESS_SPIRE", "WATCHTOWER"], []], deck=["marketplace", "wizard_tower"])
    play(m, "trebuchet")
    choose(m, "Player 2's Princess' Spire")
    obs = m.observation(2)
    assert obs.seats[1].out and obs.seats[1].gallery == () and obs.seats[1].hand_count == 0
    assert sorted(obs.discard) == sorted(["princess_spire", "watchtower", "battlements", "barracks"])
    # seat 1 takes no more turns: seat 2 plays next
    assert m.decision.seat == 2
    assert not m.invariants()


# --- turns, end and scoring ---------------------------------------------------------

def test_empty_deck_skips_the_draw_and_an_empty_hand_skips_the_turn():
    m = situation([["battlements", "moat"], []], [[], ["WATCHTOWER"]], deck=[])
    play(m, "battlements", face="down")
    assert m.decision.seat == 0  # seat 1 has nothing to play
    play(m, "moat", face="down")
    assert m.decision is None and m.result()["final"]


def test_scoring_face_up_points_face_down_one_and_the_battlements_set():
    m = situation([["battlements"], ["moat"]],
                  [["BATTLEMENTS", "BATTLEMENTS", "WIZARD_TOWER", "trebuchet"], ["BATTLEMENTS", "BATTLEMENTS", "watchtower"]],
                  deck=[])
    play(m, "battlements", face="up")
    play(m, "moat", face="down")
    res = m.result()
    assert res["breakdown"][0] == {"battlements": 9, "wizard_tower": 3, "face_down": 1}
    assert res["breakdown"][1] == {"battlements": 0, "face_down": 2}
    assert res["scores"] == [13, 2] and res["winners"] == [0]


@pytest.mark.parametrize("rule,winners", [("shared", [0, 1]), ("face_up_count_then_shared", [1])])
def test_ties(rule, winners):
    m = situation([["moat"], ["marketplace"]], [["OBSERVATORY"], ["WATCHTOWER", "TREBUCHET", "TREBUCHET"]], deck=[],
                  options={"tie_rule": rule})
    play(m, "moat", face="down")
    play(m, "marketplace", face="up")
    res = m.result()
    assert res["scores"] == [4, 4]
    assert res["winners"] == winners

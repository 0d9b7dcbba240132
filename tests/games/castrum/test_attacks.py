"""Attacks, the attacked seat's out-of-turn defence, and the Mage block, in both rules levels."""
from caylus_desktop.engine import load_match
from tests.games.castrum.table import choose, has, hand, labels, pile_bottom, seat, site, situation, table

FIVE = ["stone", "peasant", "mason", "peasant", "stone"]
EXPERT = {"mode": "expert"}


def test_fire_family_the_victim_rolls_for_each_card_even_burns():
    m = situation([["fire"] + FIVE[:4], FIVE], sites=[[], ["mason", "stone", "peasant", "stone_x2"]],
                  dice=[2, 3, 6, 5])
    choose(m, "Play Fire")  # with 2 players the only opponent is the target
    assert m.decision.seat == 1 and m.decision.kind == "defend"
    assert labels(m) == ["Let the Fire through"]  # no Guards in hand: still asked
    choose(m, "Let the Fire through")
    assert site(m, 1) == ["stone", "stone_x2"]  # rolls 2 and 6 burnt the mason and the peasant
    assert pile_bottom(m, 1) == ["fire"]  # the spent attack goes under the pile too
    assert m.decision.seat == 0  # the attacker's turn goes on


def test_fire_expert_burns_one_card_of_each_full_lot_of_three():
    cards = ["stone", "stone", "peasant", "peasant", "mason", "stone", "peasant"]
    m = situation([["fire"] + FIVE[:4], FIVE], sites=[[], cards], options=EXPERT)
    choose(m, "Play Fire")
    choose(m, "Let the Fire through")
    assert len(site(m, 1)) == 5  # 7 cards: two full lots, one card each
    m = situation([["fire"] + FIVE[:4], FIVE], sites=[[], ["stone", "mason"]], options=EXPERT)
    choose(m, "Play Fire")
    choose(m, "Let the Fire through")
    assert site(m, 1) == ["mason", "stone"]  # a lot of 1-2 cards is safe


def test_fire_on_an_empty_site_is_legal_and_does_nothing():
    m = situation([["fire"] + FIVE[:4], FIVE])
    choose(m, "Play Fire")
    choose(m, "Let the Fire through")
    assert site(m, 1) == [] and m.decision.seat == 0


def test_guards_cancel_fire_during_the_attackers_turn_and_the_defender_refills_at_once():
    m = situation([["fire", "stone", "stone", "peasant", "peasant"], ["guards"] + FIVE[:4]],
                  sites=[[], ["mason", "stone"]], dice=[2, 2])
    choose(m, "Play Fire")
    assert m.decision.seat == 1
    pile_before = table(m).pile_count
    choose(m, "Play Guards")
    assert site(m, 1) == ["mason", "stone"]
    assert seat(m, 1).hand_count == 5  # refilled before the attacker goes on
    assert table(m).pile_count == pile_before + 2 - 1
    assert m.state.history[-1][2]  # the shuffle and the draw block undo
    # the attacker continues its turn with one card played
    assert m.decision.seat == 0 and m.decision.kind == "turn"
    choose(m, "Play Stone")
    assert not has(m, "Play ")


def test_witch_family_destroys_on_even_and_spares_on_odd():
    m = situation([["witch"] + FIVE[:4], FIVE], sites=[[], ["mason", "stone"]], dice=[4])
    choose(m, "Play Witch")
    choose(m, "Witch on Mason")
    choose(m, "Let the Witch through")
    assert site(m, 1) == ["stone"]
    m = situation([["witch"] + FIVE[:4], FIVE], sites=[[], ["mason", "stone"]], dice=[3])
    choose(m, "Play Witch")
    choose(m, "Witch on Mason")
    choose(m, "Let the Witch through")
    assert site(m, 1) == ["mason", "stone"]


def test_witch_expert_always_destroys_and_needs_a_target():
    m = situation([["witch"] + FIVE[:4], FIVE], options=EXPERT)
    assert not has(m, "Play Witch")  # nothing on the only opponent's site
    m = situation([["witch"] + FIVE[:4], FIVE], sites=[[], ["peasant_x2"]], options=EXPERT)
    choose(m, "Play Witch")
    choose(m, "Let the Witch through")
    assert site(m, 1) == []


def test_monks_cancel_the_witch():
    m = situation([["witch"] + FIVE[:4], ["monks"] + FIVE[:4]], sites=[[], ["mason"]], options=EXPERT)
    choose(m, "Play Witch")
    choose(m, "Play Monks")
    assert site(m, 1) == ["mason"]
    assert sorted(pile_bottom(m, 2)) == ["monks", "witch"]


def test_gold_coins_lure_a_mason_to_the_attackers_site_even_in_famine():
    m = situation([["gold_coins"] + FIVE[:4], FIVE], sites=[[], ["stone", "mason"]],
                  forbid_place=("mason", "peasant"))
    choose(m, "Play Gold Coins")  # the only mason is the target: no question
    choose(m, "Let the Gold Coins through")
    assert site(m, 0) == ["mason"] and site(m, 1) == ["stone"]


def test_gold_coins_need_a_mason_and_monks_cancel_them():
    m = situation([["gold_coins"] + FIVE[:4], FIVE], sites=[[], ["stone"]])
    assert not has(m, "Play Gold Coins")
    m = situation([["gold_coins"] + FIVE[:4], ["monks"] + FIVE[:4]], sites=[[], ["mason"]])
    choose(m, "Play Gold Coins")
    choose(m, "Play Monks")
    assert site(m, 0) == [] and site(m, 1) == ["mason"]


def test_attacks_choose_among_opponents_never_your_own_site():
    m = situation([["mage"] + FIVE[:4], FIVE, FIVE])
    choose(m, "Play Mage")
    assert m.decision.kind == "attack_site"
    assert [a.args for a in m.legal_actions()] == [(1,), (2,)]
    choose(m, "Attack Player 3")
    assert m.decision.seat == 2


def test_two_attacks_in_one_turn_each_resolved_and_defended_one_at_a_time():
    m = situation([["fire", "witch", "stone", "stone", "stone"], ["guards"] + FIVE[:4], FIVE],
                  sites=[[], ["mason"], ["peasant"]], options=EXPERT)
    choose(m, "Play Fire")
    choose(m, "Attack Player 2")
    choose(m, "Play Guards")
    choose(m, "Play Witch")
    choose(m, "Attack Player 3")
    assert m.decision.seat == 2
    choose(m, "Let the Witch through")
    assert site(m, 2) == [] and site(m, 1) == ["mason"]
    assert not has(m, "Play ")


def test_mage_blocks_play_and_build_but_not_discard_until_the_attackers_next_turn():
    wall = ["mason", "stone", "stone", "peasant", "peasant", "peasant"]
    m = situation([["mage"] + FIVE[:4], FIVE], sites=[[], wall], pile=["stone"] * 10)
    choose(m, "Play Mage")
    choose(m, "Let the Mage through")
    assert m.observation(0).seats[1].blocked
    choose(m, "End your turn")
    # the victim's turn: no playing, no building; discarding allowed
    assert m.decision.seat == 1
    assert not has(m, "Play ") and not has(m, "Build")
    assert has(m, "Discard Stone")
    assert has(m, "End your turn")  # the one case where a seat may pass
    choose(m, "Discard Stone")
    choose(m, "End your turn")
    # the round ends (die), then the attacker's turn starts and the Mage leaves
    while m.decision.seat != 0 or m.decision.kind != "turn":
        m.apply(m.legal_actions()[0])
    assert not table(m).mages
    assert not m.observation(1).seats[1].blocked


def test_relics_cancel_the_mage():
    m = situation([["mage"] + FIVE[:4], ["relics"] + FIVE[:4]])
    choose(m, "Play Mage")
    choose(m, "Play Relics")
    assert not table(m).mages
    assert seat(m, 1).hand_count == 5


def test_a_blocked_seat_may_still_defend():
    m = situation([["fire"] + FIVE[:4], ["guards"] + FIVE[:4]], sites=[[], ["stone"]], mages=[(0, 1)])
    choose(m, "Play Fire")
    assert has(m, "Play Guards")


def test_several_mages_block_until_the_last_one_leaves():
    m = situation([FIVE, FIVE, FIVE], mages=[(0, 1), (2, 1)], active=0)
    # seat 0's turn started: its Mage left, seat 2's stays
    assert seat(m, 1).blocked
    assert [mage.attacker for mage in table(m).mages] == [2]


def test_save_and_load_while_a_defence_decision_is_pending():
    from caylus_desktop.engine import new_game
    from caylus_desktop.bots import random_bot
    from caylus_desktop.engine.rng import Rng
    found = 0
    for seed in range(40):
        m = new_game("castrum", 3, seed)
        rng = Rng(seed)
        while m.decision is not None and m.decision.kind != "defend":
            m.apply(random_bot.choose(None, m.decision, rng))
        if m.decision is None:
            continue
        found += 1
        loaded = load_match(m.to_json())
        assert loaded.state_hash() == m.state_hash()
        assert loaded.decision == m.decision and loaded.decision.kind == "defend"
        assert loaded.observation(m.decision.seat) == m.observation(m.decision.seat)
        if found >= 5:
            break
    assert found >= 5

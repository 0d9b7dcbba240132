"""Each card's main and secondary effect, declining either, own-card workers, and the provost's reach."""
import pytest

from tests.games.magna_carta.table import (GREEN, RED, choose, cubes, deniers, finish_turn, labels, road, situation,
                                           table, tokens, tokens_left, workers)

NONE = [[0, 0, 0, 0], [0, 0, 0, 0]]


def effects(road, workers, cubes=None, deniers=None, provost=None, card_cubes=None, players=2, stock=None,
            whole_turn=False):
    """Phase 4 alone (the match stops when it ends), or with the rest of the turn."""
    return situation(players, road, "effects", workers=workers, cubes=cubes or [[0, 0, 0, 0]] * players,
                     deniers=deniers or [4] * players, provost=provost, card_cubes=card_cubes,
                     bridge=list(range(players)), stock=stock, only_phase=not whole_turn)


@pytest.mark.parametrize("card,label,index", [("park", "Take 1 food", 0), ("forest", "Take 1 wood", 1),
                                               ("quarry", "Take 1 stone", 2)])
def test_neutral_producers_give_one_cube_and_nothing_to_anyone_else(card, label, index):
    m = effects([card, "peddler_neutral"], {0: GREEN})
    assert m.decision.seat == GREEN and labels(m) == [label, "Decline the effect"]
    choose(m, label)
    assert cubes(m)[GREEN][index] == 1
    assert m.decision is None      # no secondary effect: the phase is over


def test_trading_post_and_neutral_peddler():
    m = effects(["trading_post", "peddler_neutral"], {0: RED, 1: GREEN})
    choose(m, "Take 2 deniers")
    assert sorted(labels(m)) == sorted(["Buy 1 food for 1d", "Buy 1 wood for 1d", "Buy 1 stone for 1d",
                                        "Decline the effect"])          # never gold
    choose(m, "Buy 1 stone")
    assert deniers(m) == [6, 3] and cubes(m)[GREEN][2] == 1


def test_declining_the_main_effect_leaves_the_owner_its_secondary():
    m = effects(["park", "peddler_neutral", "0:large_farm"], {2: GREEN})
    choose(m, "Decline")
    assert m.decision.seat == RED
    choose(m, "Take 1 food")
    assert cubes(m) == [[1, 0, 0, 0], [0, 0, 0, 0]]


def test_the_owner_may_decline_the_secondary_effect_too():
    m = effects(["park", "peddler_neutral", "0:large_farm"], {2: GREEN})
    choose(m, "Take 2 food")
    choose(m, "Decline")
    assert cubes(m) == [[0, 0, 0, 0], [2, 0, 0, 0]]


@pytest.mark.parametrize("card,index", [("large_farm", 0), ("large_sawmill", 1), ("large_quarry", 2)])
def test_large_producers_two_for_the_worker_one_for_the_owner(card, index):
    m = effects(["park", "peddler_neutral", f"0:{card}"], {2: GREEN})
    choose(m, "Take 2")
    choose(m, "Take 1")
    assert cubes(m)[GREEN][index] == 2 and cubes(m)[RED][index] == 1


def test_a_worker_on_its_own_card_gets_the_main_effect_only():
    m = effects(["park", "peddler_neutral", "0:large_farm"], {2: RED})
    choose(m, "Take 2 food")
    assert cubes(m)[RED] == [2, 0, 0, 0] and m.decision is None


def test_small_farm_owner_takes_from_the_cubes_on_the_card():
    m = effects(["park", "peddler_neutral", "0:small_farm"], {2: GREEN}, card_cubes={2: 2})
    choose(m, "Take 1 food")
    assert labels(m) == ["Take 1 food from the card", "Decline the effect"]
    choose(m, "from the card")
    assert cubes(m)[GREEN][0] == 1 and cubes(m)[RED][0] == 1 and road(m)[2].cubes == 1


def test_an_empty_small_sawmill_gives_its_owner_nothing():
    m = effects(["park", "peddler_neutral", "0:small_sawmill"], {2: GREEN}, card_cubes={2: 0})
    choose(m, "Take 1 wood")
    assert cubes(m)[RED] == [0, 0, 0, 0] and m.decision is None


def test_own_small_quarry_takes_from_the_stock_never_from_the_card():
    m = effects(["park", "peddler_neutral", "0:small_quarry"], {2: RED}, card_cubes={2: 4})
    choose(m, "Take 1 stone")
    assert cubes(m)[RED][2] == 1 and road(m)[2].cubes == 4


@pytest.mark.parametrize("players,on_card", [(2, 2), (3, 4), (4, 4)])
def test_building_a_small_production_card_puts_cubes_on_it(players, on_card):
    m = situation(players, ["park", "peddler_neutral"], hands=[["small_farm"]] + [[]] * (players - 1),
                  cubes=[[1, 1, 0, 0]] * players)
    choose(m, "Build Small Farm")
    assert road(m)[-1].cubes == on_card and cubes(m)[RED] == [0, 0, 0, 0]


def test_peddler_building_buys_two_mixed_cubes_and_its_owner_one():
    m = effects(["park", "peddler_neutral", "0:peddler"], {2: GREEN}, deniers=[4, 4])
    assert len(labels(m)) == 3 + 6 + 1       # 1 cube, 2 cubes (mixed), decline
    choose(m, "Buy 1 food and 1 stone for 2d")
    choose(m, "Buy 1 wood for 1d")
    assert cubes(m) == [[0, 1, 0, 0], [1, 0, 1, 0]] and deniers(m) == [3, 2]


def test_peddler_offers_only_what_the_deniers_allow():
    m = effects(["park", "peddler_neutral", "0:peddler"], {2: GREEN}, deniers=[0, 1])
    assert len(labels(m)) == 4
    choose(m, "Buy 1 food")
    assert m.decision is None   # Red has no denier: nothing to decide


def test_market_sells_any_cube_even_gold_and_pays_its_owner_one_denier():
    m = effects(["park", "peddler_neutral", "0:market"], {2: GREEN}, cubes=[[0, 0, 0, 0], [0, 1, 0, 1]])
    assert sorted(labels(m)) == ["Decline the effect", "Sell 1 gold for 4d", "Sell 1 wood for 4d"]
    choose(m, "Sell 1 gold")
    choose(m, "Take 1 denier")
    assert cubes(m)[GREEN] == [0, 1, 0, 0] and deniers(m) == [5, 8]


def test_gold_mine_gold_for_the_worker_and_a_swap_for_the_owner():
    m = effects(["park", "peddler_neutral", "0:gold_mine"], {2: GREEN}, cubes=[[1, 0, 0, 1], [0, 0, 0, 0]])
    choose(m, "Take 1 gold")
    assert sorted(labels(m)) == ["Decline the effect", "Swap 1 food for 1 gold"]   # never gold for gold
    choose(m, "Swap 1 food")
    assert cubes(m) == [[0, 0, 0, 2], [0, 0, 0, 1]]


def test_bank_offers():
    m = effects(["park", "peddler_neutral", "0:bank"], {2: GREEN}, deniers=[2, 3])
    assert sorted(labels(m)) == ["Buy 1 gold for 1d", "Buy 2 gold for 3d", "Decline the effect"]
    choose(m, "Buy 2 gold for 3d")
    choose(m, "Buy 1 gold for 2d")
    assert cubes(m)[GREEN][3] == 2 and cubes(m)[RED][3] == 1 and deniers(m) == [0, 0]


def test_church_takes_tokens_from_the_best_section_left():
    m = effects(["park", "peddler_neutral", "0:church"], {2: GREEN}, deniers=[3, 5], stock=[1, 6, 7])
    choose(m, "Buy 2 castle tokens for 5d")
    choose(m, "Buy 1 castle token for 3d")
    assert tokens(m) == [[0, 1, 0], [1, 1, 0]]


def test_church_with_one_token_left_offers_only_one_and_the_game_ends_with_the_turn():
    m = effects(["park", "peddler_neutral", "0:church"], {2: GREEN}, deniers=[3, 5], stock=[0, 0, 1],
                whole_turn=True)
    assert sorted(labels(m)) == ["Buy 1 castle token for 2d", "Decline the effect"]
    choose(m, "Buy 1 castle token")
    assert tokens(m)[GREEN] == [0, 0, 1] and tokens_left(m) == 0
    assert m.decision is None and table(m).over        # Red cannot buy: nothing left; castle gives nothing
    res = m.result()
    assert res["final"] and res["breakdown"][GREEN]["tokens"] == 2


def test_notary_turns_one_of_the_workers_own_buildings_into_a_residence():
    cards = ["park", "peddler_neutral", "0:notary", "1:market", "1:small_farm", "0:bank", "1:notary"]
    m = effects(cards, {2: GREEN}, cubes=[[0, 0, 0, 0], [1, 0, 0, 0]], card_cubes={4: 3})
    # only Green's own buildings, not its Notary, not neutral cards nor Red's
    assert sorted(labels(m)) == ["Decline the effect", "Turn Green's Market (road 4) into a residence",
                                 "Turn Green's Small Farm (road 5) into a residence"]
    choose(m, "Small Farm")
    assert road(m)[4].residence and road(m)[4].cubes == 0 and cubes(m)[GREEN][0] == 0
    choose(m, "Take 2 deniers")                 # Red's secondary
    assert deniers(m)[RED] == 6


def test_notary_food_may_be_paid_in_gold():
    m = effects(["park", "peddler_neutral", "0:notary", "1:market"], {2: GREEN}, cubes=[[0, 0, 0, 0], [1, 0, 0, 1]])
    choose(m, "Market")
    assert m.decision.kind == "pay" and sorted(labels(m)) == ["Pay 1 food", "Pay 1 gold"]
    choose(m, "Pay 1 gold")
    assert cubes(m)[GREEN] == [1, 0, 0, 0] and road(m)[3].residence


def test_notary_without_food_is_void_but_its_owner_still_gets_two_deniers():
    m = effects(["park", "peddler_neutral", "0:notary", "1:market"], {2: GREEN})
    assert m.decision.seat == RED and labels(m) == ["Take 2 deniers", "Decline the effect"]


def test_own_notary_gives_no_two_deniers():
    m = effects(["park", "peddler_neutral", "0:notary", "0:market"], {2: RED}, cubes=[[1, 0, 0, 0], [0, 0, 0, 0]])
    choose(m, "Market")
    assert road(m)[3].residence and deniers(m)[RED] == 4 and m.decision is None


def test_a_notary_target_holding_a_worker_turns_after_phase_four():
    cards = ["park", "peddler_neutral", "0:notary", "1:large_farm"]
    m = effects(cards, {2: GREEN, 3: RED}, cubes=[[0, 0, 0, 0], [1, 0, 0, 0]])
    choose(m, "Large Farm")
    assert not road(m)[3].residence and table(m).pending_residences == (3,)
    choose(m, "Decline")                        # Red's 2 deniers
    choose(m, "Take 2 food")                    # Red's worker on the farm still works
    choose(m, "Take 1 food")                    # and Green still gets its secondary
    assert road(m)[3].residence and table(m).pending_residences == ()
    assert cubes(m)[RED][0] == 2 and cubes(m)[GREEN][0] == 1


def test_a_card_beyond_the_provost_does_nothing():
    cards = ["park", "peddler_neutral", "0:large_farm", "0:bank"]
    m = effects(cards, {2: GREEN, 3: GREEN}, provost=2, deniers=[4, 4])
    choose(m, "Take 2 food")
    choose(m, "Take 1 food")
    assert m.decision is None and cubes(m)[GREEN][3] == 0 and deniers(m)[GREEN] == 4
    assert workers(m) == [-1] * 4                # every worker went home, the denier is not refunded


def test_workers_never_go_on_residences_or_prestige_cards():
    cards = ["park", "peddler_neutral", "1:market:R", "1:bank:R:statue", "1:large_farm"]
    m = situation(2, cards)
    targets = {a.args[0] for a in m.legal_actions() if a.kind == "worker"}
    assert targets == {0, 1, 4}


def test_prestige_needs_a_residence_and_asks_which_one():
    rich = [[0, 0, 5, 3], [0, 0, 5, 3]]
    m = situation(2, ["park", "peddler_neutral", "1:market"], cubes=rich)
    assert not [a for a in m.legal_actions() if a.kind == "prestige"]     # Red has no residence
    m = situation(2, ["park", "peddler_neutral", "0:market:R", "0:bank:R"], cubes=rich)
    choose(m, "Build the Cathedral")
    assert m.decision.kind == "prestige_residence"
    choose(m, "road 4")
    assert road(m)[3].prestige == "cathedral" and cubes(m)[RED] == [0, 0, 0, 0]
    assert m.result()["breakdown"][RED]["prestige"] == 14 and m.result()["breakdown"][RED]["buildings"] == 1


def test_the_hotel_adds_a_denier_of_income_in_place_of_its_residence():
    m = situation(2, ["park", "peddler_neutral", "0:market:R:hotel", "0:bank:R"], first=GREEN)
    finish_turn(m)
    # Red: base 2 + 1 for the uncovered residence + 1 for the Hotel (Green passed first)
    assert deniers(m)[RED] == 4 + 2 + 1 + 1


def test_a_takes_options_are_those_its_arguments_give_at_every_take():
    # a take's options are made once per arguments object (ops._take): at every take of seeded
    # random games they must be those made from the arguments afresh
    from caylus_desktop.bots import random_bot
    from caylus_desktop.engine import new_game
    from caylus_desktop.engine.actions import Action
    from caylus_desktop.engine.messages import Message
    from caylus_desktop.engine.rng import Rng
    from caylus_desktop.games.magna_carta.pieces import cube_amount, deniers as said_deniers, listed
    from tests.games.options import whole
    checked = 0
    for players, seed in ((2, 1), (3, 2), (4, 3)):
        m = new_game("magna-carta", players, seed)
        rng = Rng(seed)
        while m.decision is not None:
            top = m.state.stack[-1]
            if top.op == "take":
                a = top.args
                parts = [cube_amount(name, n) for name, n in a.resources() if n]
                if a.deniers:
                    parts.append(said_deniers(a.deniers))
                expected = [Action("take", (), Message("Take {}", (listed(parts),)), "supply"),
                            Action("decline", (), Message("Decline the effect"), None)]
                assert whole(m.decision.options) == whole(expected), (players, seed, len(m.state.history))
                checked += 1
            m.apply(random_bot.choose(None, m.decision, rng))
    assert checked > 10

"""The shared payment and exchange (Caylus and Magna Carta): what a purse covers, the whole
payments a joker allows and their order, the fixed part, wildcards one resource at a time, and
which offers an exchange puts to the seat."""
from itertools import product

import pytest

from caylus_desktop.engine.actions import Action
from caylus_desktop.engine.ops.exchange import exchange_options
from caylus_desktop.engine.ops.payment import (Cost, covers, gain, pay_fixed, payments, receive, spend,
                                               wildcard_answer, wildcard_step)

# resources in the file's order: food, wood, stone, gold (the joker, at 3)
J = 3


def test_named_resources_and_deniers_must_be_held():
    price = Cost((1, 2, 0, 0), money=3)
    assert covers(3, [1, 2, 0, 0], price)
    assert not covers(2, [1, 2, 0, 0], price)                   # a denier short
    assert not covers(3, [1, 1, 0, 5], price)                   # a wood short: the joker does not stand in...
    assert covers(3, [1, 1, 0, 5], Cost((1, 2, 0, 0), money=3, joker_at=J), stands_in=True)  # ...unless it may
    assert covers(2, [1, 1, 0, 0], price, less=(0, 1, 0, 0), less_money=1)       # a discount is not paid


def test_a_wildcard_but_the_joker_is_never_paid_with_it_and_an_any_wildcard_may_be():
    have = [0, 0, 0, 2]
    assert not covers(0, have, Cost((0, 0, 0, 0), but_joker=1, joker_at=J))
    assert covers(0, have, Cost((0, 0, 0, 0), any=2, joker_at=J))
    assert not covers(0, have, Cost((0, 0, 0, 0), any=3, joker_at=J))
    # wildcards come out of what the named part leaves
    assert covers(0, [2, 1, 0, 0], Cost((1, 0, 0, 0), but_joker=2, joker_at=J))
    assert not covers(0, [2, 1, 0, 0], Cost((2, 0, 0, 0), but_joker=2, joker_at=J))


def test_a_joker_standing_in_is_no_longer_there_for_the_wildcards():
    # 1 food owed, none held: the one gold pays it and no cube is left for the `any`
    assert not covers(0, [0, 0, 0, 1], Cost((1, 0, 0, 0), any=1, joker_at=J), stands_in=True)
    assert covers(0, [0, 0, 0, 2], Cost((1, 0, 0, 0), any=1, joker_at=J), stands_in=True)
    # a gold the price names is not there to stand in
    assert not covers(0, [0, 0, 0, 1], Cost((1, 0, 0, 1), joker_at=J), stands_in=True)
    # no joker at all: nothing stands in
    assert not covers(0, [0, 0, 0, 1], Cost((1, 0, 0, 0)), stands_in=True)


def test_covering_with_a_joker_is_having_a_whole_payment():
    """The quick check and the enumeration agree on every small purse and price."""
    for have in product(range(3), range(2), range(2), range(3)):
        for need in product(range(2), range(3), range(2), range(2)):
            for wild in range(3):
                ways = payments(have, need, wild, J)
                assert covers(0, have, Cost(need, any=wild, joker_at=J), stands_in=True) == bool(ways), (have, need, wild)
                for way in ways:
                    assert all(0 <= w <= h for w, h in zip(way, have)) and sum(way) == sum(need) + wild


def test_whole_payments_list_the_fewest_jokers_first_then_in_order():
    # 1 food and 1 cube of any kind, from 2 food, 1 wood and 2 gold
    ways = payments((2, 1, 0, 2), (1, 0, 0, 0), 1, J)
    assert ways == ((1, 1, 0, 0), (2, 0, 0, 0),          # no gold
                    (0, 1, 0, 1), (1, 0, 0, 1),          # one gold (standing in, or as the `any`)
                    (0, 0, 0, 2))
    assert payments((0, 0, 0, 0), (1, 0, 0, 0), 0, J) == ()
    # without a joker nothing stands in
    assert payments((0, 1, 0, 2), (1, 0, 0, 0), 0, -1) == ()
    assert payments((1, 1, 0, 2), (1, 0, 0, 0), 1, -1) == ((1, 0, 0, 1), (1, 1, 0, 0))


def test_the_fixed_part_is_taken_and_the_deniers_due_returned():
    have = [2, 3, 1, 1]
    assert pay_fixed(have, Cost((1, 2, 0, 0), any=1, money=4), less=(0, 1, 0, 0), less_money=1) == 3
    assert have == [1, 2, 1, 1]  # the wildcard is left for later
    assert pay_fixed(have, Cost((5, 0, 0, 0)), less=(9, 0, 0, 0), less_money=0) == 0 and have == [1, 2, 1, 1]
    receive(have, (1, 0, 2), at=(0, 1, 2))
    spend(have, (0, 0, 3, 1))
    assert have == [2, 2, 0, 0]


def test_a_gain_adds_the_resources_and_deniers_to_that_seat_only():
    cubes, money = [[1, 0, 0, 0], [0, 0, 0, 0]], [3, 5]
    gain(cubes, money, 1, (2, 0, 1, 0), 4)
    assert cubes == [[1, 0, 0, 0], [2, 0, 1, 0]] and money == [3, 9]
    gain(cubes, money, 0, (0, 0, 0, 1))  # no deniers
    assert cubes == [[1, 0, 0, 1], [2, 0, 1, 0]] and money == [3, 9]


def _wildcards(ctx: dict, have: list[int], asked: list) -> dict | None:
    changes = wildcard_step(ctx, have, (("owe_any", (0, 1, 2, 3)), ("owe_ng", (0, 1, 2))), ("get_ng", (0, 1, 2)),
                            lambda key, left, kinds: asked.append((key, left, kinds)))
    if changes is not None:
        ctx.update(changes)
    return changes


def test_wildcards_one_resource_at_a_time_asked_only_when_there_is_a_choice():
    ctx = {"owe_any": 1, "owe_ng": 2, "get_ng": 1}
    have, asked = [0, 2, 0, 1], []
    assert _wildcards(ctx, have, asked) == {"paying": "owe_any"} and asked == [("owe_any", 1, [1, 3])]  # wood or gold
    ctx.update(wildcard_answer(ctx, have, 3, "get_ng"))
    assert have == [0, 2, 0, 0] and ctx["owe_any"] == 0 and ctx["paying"] is None
    asked.clear()
    assert _wildcards(ctx, have, asked) == {"owe_ng": 1}   # only wood can pay: paid, not asked
    assert _wildcards(ctx, have, asked) == {"owe_ng": 0}
    assert asked == [] and have == [0, 0, 0, 0]
    assert _wildcards(ctx, have, asked) == {"paying": "get_ng"} and asked == [("get_ng", 1, [0, 1, 2])]  # always asked
    ctx.update(wildcard_answer(ctx, have, 2, "get_ng"))
    assert have == [0, 0, 1, 0] and ctx["get_ng"] == 0
    assert _wildcards(ctx, have, asked) is None


def _trade(i: int, offer: tuple) -> Action:
    return Action("trade", (i,), f"pay {offer[0]}", None)


DECLINE = Action("decline", (), "nothing", None)


def test_an_exchange_offers_what_the_purse_covers_in_order_then_the_decline():
    offers = [(2, "gold"), (9, "favour"), (1, "cube"), (5, "two gold")]
    options = exchange_options(offers, lambda o: o[0] <= 5, _trade, DECLINE)
    assert [a.args for a in options] == [(0,), (2,), (3,), ()] and options[-1] is DECLINE
    assert exchange_options(offers, lambda o: o[0] <= 5, _trade, None)[-1].args == (3,)  # no decline allowed
    # nothing affordable: nothing to ask, not even the decline
    assert exchange_options(offers, lambda o: False, _trade, DECLINE) == []


@pytest.mark.parametrize("stands_in", [False, True])
def test_covering_is_read_only(stands_in):
    have = [1, 0, 0, 2]
    covers(0, have, Cost((1, 1, 0, 0), any=1, joker_at=J), stands_in=stands_in)
    assert have == [1, 0, 0, 2]


def test_a_price_without_wildcards_is_covered_by_each_named_resource_held():
    """The short path (no wildcard, no joker standing in) answers as the whole reckoning does (a
    purse without a joker, where standing in changes nothing), with and without a discount."""
    for have in product(range(2), range(3), range(2), range(2)):
        for need in product(range(3), range(2), range(2), range(2)):
            for less in (None, (1, 0, 0, 1)):
                owed = [n - (less[i] if less else 0) for i, n in enumerate(need)]
                short = covers(0, have, Cost(need), less)
                assert short == covers(0, have, Cost(need), less, stands_in=True)  # the whole reckoning
                assert short == all(n <= h for n, h in zip(owed, have)), (have, need, less)

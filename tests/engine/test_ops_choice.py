"""The shared choices: choose one, optional, repeat, select a target, choices by kind."""
import pytest

from caylus_desktop.engine.actions import Action
from caylus_desktop.engine.ops.choice import (DECLINE, Repeat, choose_one, chosen, declined, first_of_kind, kinds,
                                              optional, select_target)
from caylus_desktop.engine.state import SeatSpec, State


def _state() -> State:
    return State("test", None, (SeatSpec("a"), SeatSpec("b")), {}, 1)


def test_choose_one_carries_each_item_index_in_order_and_reads_it_back():
    items = ("food", "wood", "stone")
    opts = choose_one("produce", items, lambda x: f"Take {x}", "road:4")
    assert [a.key for a in opts] == [("produce", (0,)), ("produce", (1,)), ("produce", (2,))]
    assert [a.label for a in opts] == ["Take food", "Take wood", "Take stone"]
    assert {a.target for a in opts} == {"road:4"}
    assert chosen(items, opts[1]) == "wood"
    assert chosen(items, Action("produce", (2,))) == "stone"


def test_choose_one_names_a_target_per_item_when_given_a_function():
    opts = choose_one("first", [(7, 0), (9, 1)], lambda it: str(it[0]), lambda it: f"gallery:{it[1]}")
    assert [a.target for a in opts] == ["gallery:0", "gallery:1"]
    assert choose_one("x", [], str) == []


def test_optional_puts_the_decline_last_and_declined_reads_it():
    take = Action("take", (), "Take 2 food")
    no = Action(DECLINE, (), "Decline")
    assert optional([take], no) == (take, no)
    assert optional((), no) == (no,)
    assert declined(no) and not declined(take)
    assert not declined(Action("keep"))


def test_repeat_counts_decisions_and_lets_the_seat_stop_after_the_compulsory_ones():
    r = Repeat(count=2, at_least=1)
    assert r.more(0) and r.more(1) and not r.more(2)
    assert not r.may_stop(0) and r.may_stop(1) and r.may_stop(2)
    assert Repeat(3).may_stop(0)  # at_least defaults to 0
    assert r.left({}) == 2 and r.left({"left": 1}) == 1 and r.left({"left": 0}) == 0


def test_select_target_asks_one_of_the_targets_and_skips_when_there_is_none():
    s = _state()
    opts = [Action("destroy", (1, 0), "Destroy it")]
    assert select_target(s, 1, "Choose", opts, "destroy_target") is True
    assert s.pending.seat == 1 and s.pending.options == tuple(opts) and s.pending.kind == "destroy_target"
    s2 = _state()
    assert select_target(s2, 0, "Choose", [], "destroy_target") is False
    assert s2.pending is None


def test_kinds_make_identical_items_one_option_in_first_seen_order():
    kind_of = {10: "mason", 11: "peasant", 12: "mason", 13: "wheel"}
    assert kinds([12, 11, 10, 13], kind_of) == ["mason", "peasant", "wheel"]
    assert kinds([], kind_of) == []
    assert first_of_kind([11, 12, 10], kind_of, "mason") == 12
    with pytest.raises(StopIteration):
        first_of_kind([11], kind_of, "mason")

"""The shared reorder: put items back in any order, one decision per position."""
from caylus_desktop.engine.ops import reorder


def test_top_takes_the_top_items_top_first_and_put_back_restores_any_order():
    pile = [1, 2, 3, 4, 5]  # 5 is the top
    top = reorder.top(pile, 3)
    assert top == (5, 4, 3)
    assert reorder.top(pile, 9) == (5, 4, 3, 2, 1) and reorder.top([], 3) == ()
    reorder.put_back(pile, (3, 5, 4))
    assert pile == [1, 2, 4, 5, 3]  # 3 now on top, then 5, then 4


def test_reorder_asks_one_position_at_a_time_until_the_rest_can_only_go_one_way():
    kind_of = {1: "a", 2: "b", 3: "a"}
    pool, order = (1, 2, 3), ()
    assert not reorder.settled(pool, kind_of)
    pool, order = reorder.place(pool, order, "a", kind_of)
    assert pool == (2, 3) and order == (1,)  # the first item of the kind takes the position
    assert not reorder.settled(pool, kind_of)
    pool, order = reorder.place(pool, order, "b", kind_of)
    assert pool == (3,) and order == (1, 2)
    assert reorder.settled(pool, kind_of)
    assert reorder.settled((1, 3), kind_of)  # all alike: any order is the same
    assert reorder.settled((), kind_of)

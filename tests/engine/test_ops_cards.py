"""The shared deal and draw: which cards land in which hand, and who learns them."""
from caylus_desktop.engine.ops.cards import deal, draw
from caylus_desktop.engine.rng import Rng


def test_deal_goes_round_the_table_from_the_top():
    pile = [1, 2, 3, 4, 5, 6, 7]
    hands = [[], [], []]
    known = [set(), set(), set()]
    deal(pile, hands, 2, lambda seat, card: known[seat].add(card))
    assert hands == [[7, 4], [6, 3], [5, 2]]
    assert pile == [1]
    assert known == [{7, 4}, {6, 3}, {5, 2}]


def test_a_short_pile_gives_what_it_has():
    pile, hand, known = [8, 9], [1], set()
    got = draw(pile, hand, 3, learn=known.add)
    assert got.cards == [9, 8] and not got.reshuffled
    assert hand == [1, 9, 8] and pile == [] and known == {8, 9}


def test_the_discard_is_shuffled_into_a_new_pile_when_the_pile_runs_out():
    pile, hand, discard = [5], [], [1, 2, 3]
    got = draw(pile, hand, 3, discard=discard, rng=Rng(4))
    assert got.reshuffled
    assert hand[0] == 5 and sorted(hand[1:]) == sorted(set(hand[1:])) and set(hand[1:]) <= {1, 2, 3}
    assert len(hand) == 3 and len(pile) == 1 and discard == []
    assert set(hand) | set(pile) == {1, 2, 3, 5}


def test_drawing_stops_when_pile_and_discard_are_empty():
    got = draw([], [], 2, discard=[], rng=Rng(1))
    assert got.cards == [] and not got.reshuffled

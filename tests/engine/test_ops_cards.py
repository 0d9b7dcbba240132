"""The shared deal, draw and discard: which cards land in which hand or pile, and who learns them."""
from caylus_desktop.engine.ops.cards import deal, discard, draw
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


def test_a_discard_lays_the_cards_face_up_on_top_of_the_pile_and_shows_each():
    hand, pile, shown = [4, 5, 6, 7], [1], []
    discard(hand, pile, [6, 4], shown.append)
    assert hand == [5, 7] and pile == [1, 6, 4] and shown == [6, 4]
    discard(hand, pile)  # the whole hand; nothing to show (the game's log names them)
    assert hand == [] and pile == [1, 6, 4, 5, 7] and shown == [6, 4]

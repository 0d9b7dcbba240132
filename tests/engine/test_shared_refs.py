"""seat_ref and card_ref: one shared SeatRef / CardRef per seat and id, equal to a new one."""
from caylus_desktop.engine.state import CardRef, SeatRef, card_ref, seat_ref


def test_a_shared_reference_is_the_same_object_and_equals_a_new_one():
    assert seat_ref(2) is seat_ref(2) and type(seat_ref(2)) is SeatRef and seat_ref(2) == SeatRef(2) == 2
    assert card_ref("farm") is card_ref("farm") and type(card_ref("farm")) is CardRef
    assert card_ref("farm") == CardRef("farm") == "farm" and hash(card_ref("farm")) == hash("farm")

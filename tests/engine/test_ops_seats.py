"""The shared seat orders: round the table from a start seat, an order the game keeps."""
from caylus_desktop.engine.ops.seats import next_seat, round_from, seat_at


def test_round_the_table_starts_at_the_start_seat_and_wraps():
    assert round_from(2, 4) == [2, 3, 0, 1]
    assert round_from(0, 3) == [0, 1, 2]


def test_seat_at_walks_an_order_and_says_when_everyone_had_a_turn():
    passing = [2, 0, 1]
    assert [seat_at(passing, i) for i in range(4)] == [2, 0, 1, None]
    assert seat_at([], 0) is None


def test_next_seat_passes_over_seats_that_are_out():
    out = [False, True, True, False]
    assert next_seat(1, 4, out=out) == 3
    assert next_seat(0, 4, out=out) == 0
    assert next_seat(2, 4, out=[True, False, True, True]) == 1  # round the table past the last seat
    assert next_seat(2, 4) == 2

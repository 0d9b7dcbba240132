"""The shared reveal (every seat learns) and peek (one seat learns, the undo barrier)."""
from caylus_desktop.engine.ops.knowledge import learn, reveal
from caylus_desktop.engine.state import SeatSpec, State


def _state(seats: int = 3) -> State:
    return State("test", None, tuple(SeatSpec(f"s{i}") for i in range(seats)), {}, 1)


def test_a_peek_teaches_one_seat_and_is_an_undo_barrier_only_for_the_actor():
    s = _state()
    known = [set(), set(), set()]
    s.actor = 0
    learn(s, known, 1, 42)
    assert known == [set(), {42}, set()] and not s.barrier  # another seat learnt: the actor may undo
    learn(s, known, 0, 42)
    assert known[0] == {42} and s.barrier  # the actor learnt: no undo


def test_knowing_already_is_no_barrier():
    s = _state()
    known = [{5}, set(), set()]
    s.actor = 0
    learn(s, known, 0, 5)
    assert not s.barrier and known[0] == {5}


def test_a_reveal_teaches_every_seat():
    s = _state()
    known = [set(), {9}, set()]
    s.actor = 2
    reveal(s, known, 9)
    assert known == [{9}, {9}, {9}] and s.barrier

"""The shared die: rolls through the match's generator, and the parity tests."""
from caylus_desktop.engine.ops.die import hits, roll
from caylus_desktop.engine.rng import Rng


def test_a_roll_uses_the_match_generator_and_stays_on_the_die():
    a, b = Rng(11), Rng(11)
    rolls = [roll(a, 6) for _ in range(200)]
    assert rolls == [b.die(6) for _ in range(200)]  # the same seeded stream
    assert set(rolls) == {1, 2, 3, 4, 5, 6}
    assert a.used
    assert {roll(Rng(s), 2) for s in range(20)} == {1, 2}


def test_parity_tests():
    assert hits(4, "even") and not hits(4, "odd")
    assert hits(5, "odd") and not hits(5, "even")

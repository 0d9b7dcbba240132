"""Saving and loading in the middle of a favour choice and of a castle batch."""
from caylus_desktop.engine import load_match, new_game
from caylus_desktop.engine.rng import Rng
from tests.games.caylus.test_random_play import keen


def _play_until(kind: str, players: int = 4):
    for seed in range(200):
        m = new_game("caylus", players, seed)
        rng = Rng(seed)
        while m.decision is not None:
            if m.decision.kind == kind:
                return m
            m.apply(keen(m.decision, rng))
    raise AssertionError(f"no random game reached a {kind} decision")


def _same_after_reload(m):
    again = load_match(m.to_json())
    assert again.state_hash() == m.state_hash()
    assert again.state.to_plain() == m.state.to_plain()
    assert again.legal_actions() == m.legal_actions()
    assert again.observation(m.decision.seat) == m.observation(m.decision.seat)
    # and both go on the same way
    for a, b in ((m, again),):
        rng_a, rng_b = Rng(5), Rng(5)
        while a.decision is not None:
            a.apply(keen(a.decision, rng_a))
            b.apply(keen(b.decision, rng_b))
        assert a.state_hash() == b.state_hash()


def test_save_and_load_in_the_middle_of_a_favour_choice():
    m = _play_until("favour_cell")
    _same_after_reload(m)
    m = _play_until("favour_row", players=2)
    _same_after_reload(m)


def test_save_and_load_in_the_middle_of_a_castle_batch():
    for seed in range(300):
        m = new_game("caylus", 3, seed)
        rng = Rng(seed)
        while m.decision is not None:
            top = m.state.stack[-1]
            if m.decision.kind == "castle_batch" and top.ctx["count"] >= 1:
                _same_after_reload(m)
                return
            m.apply(keen(m.decision, rng))
    raise AssertionError("no castle worker offered two batches")


def test_a_copy_is_independent():
    m = _play_until("castle_batch")
    c = m.copy()
    c.apply(c.legal_actions()[0])
    assert c.state_hash() != m.state_hash()
    assert m.invariants() == [] and c.invariants() == []

"""Sampled worlds re-deal only what the seat cannot know; saves reload mid-phase and mid-effect."""
import pytest

from caylus_desktop.bots import random_bot
from caylus_desktop.engine import new_game
from caylus_desktop.engine.observe import SeatView
from caylus_desktop.engine.rng import Rng
from caylus_desktop.engine.save import load_match
from tests.games.magna_carta.table import GREEN, choose, cubes, hand, road, situation, table


def midgame(seed: int, steps: int, players: int = 3):
    m = new_game("magna-carta", players, seed)
    rng = Rng(seed)
    for _ in range(steps):
        if m.decision is None:
            break
        m.apply(random_bot.choose(None, m.decision, rng))
    return m




def test_worlds_do_not_depend_on_cards_the_seat_cannot_know():
    differed = 0
    for seed in range(40):
        m = midgame(seed, 5 + seed * 3)
        if m.decision is None:
            continue
        seat = m.decision.seat
        other = m.copy()
        b = other.state.board   # a position builder: change only what the seat cannot know
        s = (seat + 1) % 3
        held, pile = b.hands[s], b.piles[s]
        pairs = [(i, j) for i in range(len(held)) for j in range(len(pile)) if held[i] != pile[j]]
        if pairs:
            i, j = pairs[0]
            held[i], pile[j] = pile[j], held[i]
        b.piles[seat].reverse()
        differed += 1
        a = SeatView(m, seat).sample(Rng(seed))
        c = SeatView(other, seat).sample(Rng(seed))
        assert [hand(a, k) for k in range(3)] == [hand(c, k) for k in range(3)]
        # the piles' order is what the sampled world re-deals and no seat sees: only the board shows it
        assert a.state.board.piles == c.state.board.piles
    assert differed > 20


def test_worlds_really_vary_the_hidden_cards():
    m = midgame(3, 4)
    seat = m.decision.seat
    view = SeatView(m, seat)
    hands = {tuple(hand(view.sample(Rng(k)), (seat + 1) % 3)) for k in range(20)}
    # no seat sees the order of its own pile (face down), so only the board shows it was shuffled
    piles = {tuple(view.sample(Rng(k)).state.board.piles[seat]) for k in range(20)}
    assert len(hands) > 5 and len(piles) > 5
    own = {tuple(hand(view.sample(Rng(k)), seat)) for k in range(20)}
    assert own == {tuple(hand(m, seat))}


def _same_after_reload(m) -> None:
    loaded = load_match(m.to_json())
    assert loaded.state_hash() == m.state_hash()
    assert loaded.legal_actions() == m.legal_actions()
    assert loaded.decision.kind == m.decision.kind and loaded.decision.seat == m.decision.seat
    rng_a, rng_b = Rng(7), Rng(7)
    for _ in range(60):
        if m.decision is None:
            break
        m.apply(random_bot.choose(None, m.decision, rng_a))
        loaded.apply(random_bot.choose(None, loaded.decision, rng_b))
    assert loaded.state_hash() == m.state_hash()


def test_save_and_load_in_the_middle_of_each_phase():
    seen = set()
    for seed in range(30):
        m = midgame(seed, 10 + seed * 7, players=2 + seed % 3)
        if m.decision is None:
            continue
        seen.add(table(m).phase)
        _same_after_reload(m)
    assert {"actions", "effects"} <= seen


@pytest.mark.slow
def test_save_and_load_in_the_middle_of_an_effect():
    # a random game reaching a payment inside a Notary's effect or a castle lot: stop there and reload
    found = 0
    for seed in range(400):
        m = new_game("magna-carta", 2, seed)
        rng = Rng(seed)
        while m.decision is not None and not (m.decision.kind == "pay" and table(m).phase == "effects"):
            m.apply(random_bot.choose(None, m.decision, rng))
        if m.decision is not None:
            assert any(f.op == "flip_card" for f in m.state.stack)
            _same_after_reload(m)
            found += 1
            if found == 3:
                break
    assert found


def test_a_match_built_mid_effect_copies_cleanly():
    m = situation(2, ["park", "peddler_neutral", "0:notary", "1:market"], "effects", workers={2: GREEN},
                  cubes=[[0, 0, 0, 0], [1, 0, 0, 1]], bridge=[0, 1])
    choose(m, "Market")
    assert m.decision.kind == "pay"
    c = m.copy()
    choose(m, "Pay 1 gold")
    assert cubes(c)[GREEN] == [1, 0, 0, 1] and not road(c)[3].residence
    assert road(m)[3].residence

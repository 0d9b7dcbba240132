"""Sampled worlds agree with everything the seat knows and nothing it does not."""
from caylus_desktop.bots import random_bot
from caylus_desktop.engine import new_game
from caylus_desktop.engine.observe import SeatView
from caylus_desktop.engine.rng import Rng
from tests.games.caleira.test_random_play import hidden_swap_keeps_observation


def midgame(seed: int, steps: int):
    m = new_game("caleira", 3, seed)
    rng = Rng(seed)
    for _ in range(steps):
        if m.decision is None:
            break
        m.apply(random_bot.choose(None, m.decision, rng))
    return m




def test_worlds_do_not_depend_on_cards_the_seat_cannot_know():
    differed = 0
    for seed in range(60):
        m = midgame(seed, seed % 25)
        if m.decision is None:
            continue
        seat = m.decision.seat
        other = m.copy()
        b = other.state.board
        hidden = [u for z in (b.deck, b.removed, *b.hands, *b.galleries) for u in z
                  if not b.face_up[u] and u not in b.known[seat]]
        pairs = [(x, y) for x in hidden for y in hidden if b.kinds[x] != b.kinds[y]]
        if not pairs:
            continue
        x, y = pairs[0]
        kinds = list(b.kinds)
        kinds[x], kinds[y] = kinds[y], kinds[x]
        b.kinds = tuple(kinds)
        differed += 1
        a = SeatView(m, seat).sample(Rng(seed)).state.board
        c = SeatView(other, seat).sample(Rng(seed)).state.board
        assert a.kinds == c.kinds and a.deck == c.deck and a.hands == c.hands
    assert differed > 20


def test_worlds_really_vary_the_hidden_cards():
    m = midgame(3, 2)
    seat = m.decision.seat
    view = SeatView(m, seat)
    decks = {tuple(view.sample(Rng(k)).state.board.kinds) for k in range(20)}
    assert len(decks) > 5
    assert hidden_swap_keeps_observation(m, seat, Rng(1))

"""Hundreds of seeded random games per player count, invariants after every action."""
import pytest

from caylus_desktop.bots import random_bot
from caylus_desktop.engine import new_game
from caylus_desktop.engine.rng import Rng

CONFIGS = [(2, {}, 18), (3, {}, 18), (4, {}, 16), (4, {"moat": True}, 20), (2, {"moat": True}, 20)]


def hidden_swap_keeps_observation(m, seat, rng) -> bool:
    """Swap the identities of two cards this seat cannot know: its observation must not change."""
    b = m.state.board
    hidden = [u for z in (b.deck, b.removed, *b.hands, *b.galleries) for u in z
              if not b.face_up[u] and u not in b.known[seat]]
    kinds = list(b.kinds)
    pairs = [(x, y) for x in hidden for y in hidden if kinds[x] != kinds[y]]
    if not pairs:
        return True
    x, y = pairs[rng.below(len(pairs))]
    before = m.observation(seat)
    other = m.copy()
    kinds[x], kinds[y] = kinds[y], kinds[x]
    other.state.board.kinds = tuple(kinds)
    return other.observation(seat) == before


@pytest.mark.slow
@pytest.mark.parametrize("players,options,total", CONFIGS)
def test_random_games_keep_every_invariant(players, options, total):
    games = 300 if not options else 100
    for seed in range(games):
        m = new_game("caleira", players, seed, options)
        b = m.state.board
        assert len(b.kinds) - len(b.removed) == total
        rng = Rng(seed)
        steps = 0
        while m.decision is not None:
            d = m.decision
            # the decider sees its own hand; nobody sees another's
            obs = m.observation(d.seat)
            for s, entry in enumerate(obs.seats):
                assert (entry.hand is not None) == (s == d.seat)
            m.apply(random_bot.choose(obs, d, rng))
            steps += 1
            assert m.invariants() == [], (seed, steps)
            if steps % 5 == 0:
                assert hidden_swap_keeps_observation(m, rng.below(players), rng), (seed, steps)
        res = m.result()
        assert res["final"] and res["winners"]
        assert all(sum(p.values()) == s for p, s in zip(res["breakdown"], res["scores"]))


def test_no_observation_shows_face_down_cards_the_seat_has_not_seen():
    for seed in range(40):
        m = new_game("caleira", 3, seed)
        rng = Rng(seed)
        while m.decision is not None:
            m.apply(random_bot.choose(None, m.decision, rng))
            b = m.state.board
            for seat in range(3):
                obs = m.observation(seat)
                for s, entry in enumerate(obs.seats):
                    for piece, uid in zip(entry.gallery, b.galleries[s]):
                        if piece.card is not None and not piece.face_up:
                            assert s == seat or uid in b.known[seat]

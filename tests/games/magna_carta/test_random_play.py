"""Hundreds of seeded random games per player count and rule set, invariants after every action."""
import pytest

from caylus_desktop.bots import random_bot
from caylus_desktop.engine import new_game
from caylus_desktop.engine.rng import Rng
from tests.games.magna_carta.table import tokens_left

CONFIGS = [(p, intro) for intro in (False, True) for p in (2, 3, 4)]


def hidden_swap_keeps_observation(m, seat, rng) -> bool:
    """Change what the seat cannot know — another seat's hand against its pile, and the order of
    the seat's own pile — and check the seat's observation does not change."""
    before = m.observation(seat)
    other = m.copy()
    b = other.state.board   # a position builder: change only what the seat cannot know
    for s in range(len(b.hands)):
        pile = b.piles[s]
        if s == seat:
            pile.reverse()
            continue
        hand = b.hands[s]
        pairs = [(i, j) for i in range(len(hand)) for j in range(len(pile)) if hand[i] != pile[j]]
        if pairs:
            i, j = pairs[rng.below(len(pairs))]
            hand[i], pile[j] = pile[j], hand[i]
    return other.observation(seat) == before


@pytest.mark.slow
@pytest.mark.parametrize("players,intro", CONFIGS)
def test_random_games_keep_every_invariant(players, intro):
    options = {"intro": intro}
    for seed in range(300):
        m = new_game("magna-carta", players, seed, options)
        rng = Rng(seed)
        stock = tokens_left(m)
        steps = 0
        while m.decision is not None:
            d = m.decision
            m.apply(random_bot.choose(None, d, rng))
            steps += 1
            assert m.invariants() == [], (seed, steps, m.invariants())
            if steps % 5 == 0 or m.decision is None:  # an observation costs: the stock is read every 5 actions
                now = tokens_left(m)
                assert now <= stock, (seed, steps)             # the token stock only shrinks
                stock = now
            if steps % 23 == 0:
                seat = rng.below(players)
                obs = m.observation(seat)
                for s, entry in enumerate(obs.seats):
                    assert (entry.hand is not None) == (s == seat)
                    assert isinstance(entry.pile, int)
                assert hidden_swap_keeps_observation(m, seat, rng), (seed, steps)
        res = m.result()
        assert res["final"] and res["winners"] and stock == 0
        assert all(sum(p.values()) == s for p, s in zip(res["breakdown"], res["scores"]))

"""Hundreds of seeded random games per player count, with and without light favour,
with the invariants checked after every action."""
import pytest

from caylus_desktop.bots import random_bot
from caylus_desktop.engine import new_game
from caylus_desktop.engine.rng import Rng

PASSIVE = {"pass", "stop", "skip", "decline", "recall"}


def keen(decision, rng):
    """A random player that mostly acts rather than passes: it reaches the castle, builds and converts more."""
    active = [a for a in decision.options if a.kind not in PASSIVE]
    if active and rng.below(10):
        return active[rng.below(len(active))]
    return decision.options[rng.below(len(decision.options))]


CONFIGS = [(p, opts) for p in (2, 3, 4, 5) for opts in ({}, {"light_favour": True})]


@pytest.mark.slow
@pytest.mark.parametrize("players,options", CONFIGS)
def test_random_games_keep_every_invariant(players, options):
    for seed in range(200):
        m = new_game("caylus", players, seed, options)
        rng = Rng(seed * 7 + players)
        steps = 0
        bailiff = m.observation(0).bailiff
        while m.decision is not None:
            d = m.decision
            assert d.options and all(a.target for a in d.options), d.kind
            m.apply(keen(d, rng) if seed % 2 else random_bot.choose(None, d, rng))
            steps += 1
            now = m.observation(0).bailiff
            assert now >= bailiff, (seed, steps)             # the bailiff never moves backward
            bailiff = now
            if steps % 3 == 0 or m.decision is None:
                assert m.invariants() == [], (seed, steps, m.invariants())
        res = m.result()
        assert res["final"] and res["winners"]
        assert m.observation(0).castle.scored == (True, True, True)
        assert all(sum(p.values()) == s for p, s in zip(res["breakdown"], res["scores"]))


def test_a_seed_and_its_actions_rebuild_the_same_match():
    from caylus_desktop.engine import load_match
    for seed in range(5):
        m = new_game("caylus", 4, seed)
        rng = Rng(seed)
        while m.decision is not None:
            m.apply(random_bot.choose(None, m.decision, rng))
        again = load_match(m.to_json())
        assert again.state_hash() == m.state_hash() and again.result() == m.result()

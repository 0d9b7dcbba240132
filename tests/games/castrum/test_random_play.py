"""Hundreds of seeded random games per player count, rules level and game type, invariants after every action."""
import pytest

from caylus_desktop.bots import random_bot
from caylus_desktop.engine import new_game
from caylus_desktop.engine import rules as rules_module
from caylus_desktop.engine.rng import Rng

GAMES = 300
# Random play rarely completes a castle (about half of random classic games reach the
# rules' safety cap of 250 rounds, see `caylus-desktop simulate`): the 300-game runs of
# the classic game use a lower cap, patched into a copy of the rules data, to stay fast.
CLASSIC_TEST_CAP = 20


def hidden_swap_keeps_observation(m, seat, rng) -> bool:
    """Swap the identities of two cards this seat cannot know: its observation must not change."""
    from caylus_desktop.games.castrum.observe import hidden_slots
    b = m.state.board
    hidden = hidden_slots(b, seat)
    kinds = list(b.kinds)
    pairs = [(x, y) for x in hidden[:12] for y in hidden[-12:] if kinds[x] != kinds[y]]
    if not pairs:
        return True
    x, y = pairs[rng.below(len(pairs))]
    before = m.observation(seat)
    other = m.copy()
    kinds[x], kinds[y] = kinds[y], kinds[x]
    other.state.board.kinds = tuple(kinds)
    return other.observation(seat) == before


def play_checked(players: int, seed: int, options: dict) -> dict:
    m = new_game("castrum", players, seed, options)
    rng = Rng(seed)
    steps = 0
    while m.decision is not None:
        d = m.decision
        if steps % 3 == 0:  # (every third decision, to keep the run fast)
            obs = m.observation(d.seat)
            for s, entry in enumerate(obs.seats):  # the decider sees its own hand only
                assert (entry.hand is not None) == (s == d.seat)
        m.apply(random_bot.choose(None, d, rng))
        steps += 1
        broken = m.invariants()
        assert broken == [], (seed, steps, broken)
        if steps % 25 == 0:
            assert hidden_swap_keeps_observation(m, rng.below(players), rng), (seed, steps)
    res = m.result()
    assert res["final"] and res["winners"]
    assert all(sum(p.values()) == s for p, s in zip(res["breakdown"], res["scores"]))
    return res


@pytest.mark.slow
@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize("mode", ["family", "expert"])
def test_timed_random_games_keep_every_invariant(players, mode):
    for seed in range(GAMES):
        res = play_checked(players, seed, {"mode": mode, "rounds": 15})
        assert res["rounds"] == 15 or res["castle_complete"] >= 0


@pytest.fixture
def low_cap(monkeypatch):
    defs = rules_module.rules_for("castrum")
    monkeypatch.setitem(rules_module._cache, "castrum", defs.model_copy(update={"classic_round_cap": CLASSIC_TEST_CAP}))


@pytest.mark.slow
@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize("mode", ["family", "expert"])
def test_classic_random_games_keep_every_invariant(players, mode, low_cap):
    for seed in range(GAMES):
        res = play_checked(players, 10_000 + seed, {"mode": mode, "rounds": 0})
        assert res["capped"] or res["castle_complete"] >= 0


@pytest.mark.slow
@pytest.mark.parametrize("players", [2, 4])
def test_full_classic_games_end_with_a_castle_or_the_cap(players):
    ended = []
    for seed in range(6):
        res = play_checked(players, 20_000 + seed, {"rounds": 0, "intro": True})
        ended.append("cap" if res["capped"] else "castle")
        if res["capped"]:
            assert res["rounds"] == 250
        else:
            assert res["scores"][res["castle_complete"]] == 8
    assert "castle" in ended

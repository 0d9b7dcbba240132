"""What every game must do, checked the same way for all four and every player count.

Each case is a game, a player count and a corner of its options. Random play runs the
project's generic checks (the game's invariants, score = breakdown, and no seat's view
changing when what it cannot know is re-dealt); a save, a copy, a replay and an undo
must each give back exactly the match they were taken from; an illegal action changes
nothing. The per-game folders keep the rule examples.
"""
from __future__ import annotations

import pytest

from caylus_desktop.bots import random_bot
from caylus_desktop.tools.checks import all_problems
from caylus_desktop.engine import IllegalAction, load_match, new_game
from caylus_desktop.engine.rng import Rng
from caylus_desktop.engine.rules import rules_for
from caylus_desktop.games import GAME_IDS

# Enough actions to reach every phase of a round in each game, short enough for the fast tier.
ACTIONS = 160


def _cases():
    for game in GAME_IDS:
        defs = rules_for(game)
        for i, n in enumerate(range(defs.players.min, defs.players.max + 1)):
            options = {}
            for o in defs.options:  # each player count gets a different corner of the options
                if o.type == "bool":
                    options[o.id] = bool(i % 2)
                elif o.type == "choice":
                    options[o.id] = o.choices[i % len(o.choices)]
            yield pytest.param(game, n, options, id=f"{game}-{n}p")


CASES = list(_cases())


def _random_game(game, players, options, seed, limit=ACTIONS, each=None):
    """Play up to ``limit`` random actions; ``each(match, step)`` runs after every one."""
    m = new_game(game, players, seed, options)
    rng = Rng(seed ^ 0xC0FFEE)
    step = 0
    while m.decision is not None and step < limit:
        m.apply(random_bot.choose(None, m.decision, rng))
        step += 1
        if each:
            each(m, step)
    return m


@pytest.mark.parametrize("game,players,options", CASES)
def test_random_play_keeps_every_check(game, players, options):
    def check(m, step):
        if step % 4 == 0 or m.decision is None:  # the leak check re-deals a world per seat
            assert all_problems(m, step) == [], (step, m.legal_actions()[:3] if m.decision else None)
    m = _random_game(game, players, options, seed=1, each=check)
    assert m.decision is None or m.decision.options


@pytest.mark.slow
@pytest.mark.parametrize("game,players,options", CASES)
def test_whole_random_games_keep_every_check_and_end_with_a_result(game, players, options):
    for seed in range(10):
        def check(m, step):
            if step % 6 == 0:
                assert all_problems(m, seed * 7919 + step) == [], (seed, step)
        m = _random_game(game, players, options, seed, limit=3000, each=check)
        assert all_problems(m, seed) == []
        res = m.result()
        assert len(res["scores"]) == players and res["winners"]
        if m.decision is None:
            assert res["final"]


@pytest.mark.parametrize("game,players,options", CASES)
def test_a_save_taken_anywhere_loads_as_the_same_match(game, players, options):
    m = new_game(game, players, 5, options)
    rng = Rng(5)
    step = 0
    while m.decision is not None and step < ACTIONS:
        if step % 23 == 0:
            again = load_match(m.to_json())
            assert again.state_hash() == m.state_hash()
            assert again.legal_actions() == m.legal_actions()
            assert [again.observation(s) for s in range(players)] == [m.observation(s) for s in range(players)]
            assert again.log == m.log
        m.apply(random_bot.choose(None, m.decision, rng))
        step += 1


@pytest.mark.parametrize("game,players,options", CASES)
def test_a_copy_is_equal_and_independent(game, players, options):
    m = _random_game(game, players, options, seed=9, limit=40)
    if m.decision is None:
        pytest.skip("the game ended within 40 actions")
    before = m.state_hash()
    c = m.copy()
    assert c.state_hash() == before and c.legal_actions() == m.legal_actions()
    rng = Rng(3)
    for _ in range(10):
        if c.decision is None:
            break
        c.apply(random_bot.choose(None, c.decision, rng))
    assert m.state_hash() == before, "playing on a copy changed the original"


@pytest.mark.parametrize("game,players,options", CASES)
def test_the_same_seed_and_actions_give_the_same_match(game, players, options):
    a = _random_game(game, players, options, seed=11)
    b = _random_game(game, players, options, seed=11)
    assert a.state_hash() == b.state_hash() and a.log == b.log


@pytest.mark.parametrize("game,players,options", CASES)
def test_an_illegal_action_changes_nothing(game, players, options):
    m = _random_game(game, players, options, seed=13, limit=30)
    if m.decision is None:
        pytest.skip("the game ended within 30 actions")
    before = m.state_hash()
    log = list(m.log)
    legal = {a.key for a in m.legal_actions()}
    for bad in (("no such action", ()), (m.legal_actions()[0].kind, ("no such argument",))):
        assert bad not in legal
        with pytest.raises(IllegalAction):
            m.apply(bad)
        assert m.state_hash() == before and m.log == log


@pytest.mark.parametrize("game,players,options", CASES)
def test_undo_gives_back_the_match_as_it_was_before_that_decision(game, players, options):
    assert _undo_run(game, players, options) > 0, "no undo was allowed in the whole run"


def _undo_run(game, players, options) -> int:
    """Every seat a person: undo, where allowed, returns the state from before the seat's last decision."""
    seats = [{"name": f"P{i + 1}"} for i in range(players)]
    m = new_game(game, seats, 17, options)
    rng = Rng(17)
    hashes = []   # hashes[i]: the state before history entry i
    undone = 0
    for step in range(ACTIONS):
        if m.decision is None:
            break
        seat = m.decision.seat
        if m.can_undo(seat) and rng.below(3) == 0:
            target = max(i for i, (who, _, _) in enumerate(m.state.history) if who == seat)
            m.undo(seat)
            assert m.state_hash() == hashes[target]
            del hashes[target:]
            undone += 1
            continue
        hashes.append(m.state_hash())
        m.apply(random_bot.choose(None, m.decision, rng))
    return undone

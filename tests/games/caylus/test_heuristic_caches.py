"""The Caylus heuristic's caches give the values the rules alone give, for each rules object its own.

The heuristic remembers what a building's workers are worth to a seat holding given deniers and
cubes (``pending.worth_memo``, on the rules object's plan) while the road, the supply and the
prices stay, and works the workers out once per position for every seat (``pending_all``). A
cache that outlived what its answers read, or that two rules objects shared, would show here as
a value that differs from a fresh one.
"""
import pytest

from caylus_desktop.bots import random_bot
from caylus_desktop.engine.match import new_game
from caylus_desktop.engine.rng import Rng
from caylus_desktop.games.caylus import heuristics, pending
from tests.games.caylus.table import BLUE, GREEN, give, position, table
from tests.games.caylus.test_two_rules_objects import edited_rules, under_both


def fresh(state, w=None) -> list[dict[str, float]]:
    """Every seat's terms with every cache bypassed: what the rules alone say."""
    tally = heuristics._road_tally
    with pytest.MonkeyPatch.context() as mp:
        mp.setattr(pending, "worth_memo", lambda state, p, pl: {})
        mp.setattr(pending, "_spot_memo", lambda state, p, pl: {})
        mp.setattr(heuristics, "_prices", lambda state, w, cache, light: heuristics.prices(state, w))
        mp.setattr(heuristics, "_road_tally", lambda defs, b, cache: tally(defs, b, {}))
        count = lambda have, defs: pending._batches(have, pending.plan(defs))  # noqa: E731 (not its memo)
        mp.setattr(heuristics, "batches_of", count)
        mp.setattr(pending.plan(state.defs), "batches", {})  # the memo the terms read in place: empty
        mp.setattr(pending, "batches_of", count)
        return [heuristics.terms(state, s, w=w) for s in range(state.board.n)]


def cached(state, w=None) -> list[dict[str, float]]:
    """Every seat's terms as the bots read them: the work shared between the seats, the caches on."""
    shared = heuristics._Shared(state, w)
    return [heuristics.terms(state, s, shared) for s in range(state.board.n)]


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_cached_terms_equal_fresh_ones_on_seeded_positions(players):
    """At every position of seeded random games, and after every option there (the search's sibling
    leaves, which meet the caches one after another), under two weight sets."""
    m = new_game("caylus", players, 40 + players)
    rng = Rng(40 + players)
    worked = 0
    while m.decision is not None:
        if not m.state.board.over:
            for w in (None, "placements"):  # the default set, and the one that values the spots to come
                assert cached(m.state, w) == fresh(m.state, w)
                assert heuristics.evaluate_all(m.state, w) == [sum(t.values()) for t in fresh(m.state, w)]
        if m.state.board.phase == "placement" and len(m.state.history) % 2:
            for a in m.decision.options[:4]:
                trial = m.copy(record=False)
                trial.apply(a)
                if trial.decision is not None:
                    assert cached(trial.state) == fresh(trial.state)
                    worked += any("work to come" in t for t in cached(trial.state))
        m.apply(random_bot.choose(None, m.decision, rng))
    assert worked  # the positions had workers out: the memo was asked


def test_the_gate_is_valued_by_where_the_workers_are_now():
    """The Gate's worth is the best free building up to the provost: a worker put on that building
    changes it, though the road, the supply and the prices (what the memo is kept for) stay."""
    m = table(2)
    position(m, phase="placement", provost=6, bailiff=6)
    give(m, BLUE, money=5, wood=1, food=1)
    m.state.board.special["gate"] = BLUE
    before = cached(m.state)
    assert before == fresh(m.state)
    assert before[BLUE]["work to come"] > 0.0
    for space in range(1, 7):  # Green takes every building up to the provost: the Gate leads nowhere
        m.state.board.worker[space] = GREEN
    after = cached(m.state)
    assert after == fresh(m.state)
    assert "work to come" not in after[BLUE]


def test_the_gate_leads_to_the_next_best_building_when_the_best_is_taken():
    """The Gate's buildings are ranked once for a purse (pending._gate) and the first free one read
    at each leaf: taking them one at a time, the worth follows the best building still free."""
    m = table(2)
    position(m, phase="placement", provost=6, bailiff=6)
    give(m, BLUE, money=5, wood=1, food=1)
    m.state.board.special["gate"] = BLUE
    worths = [cached(m.state)[BLUE].get("work to come", 0.0)]
    for space in (3, 1, 5, 2, 4, 6):  # not in the road's order: the ranking's order is the worth's
        m.state.board.worker[space] = GREEN
        now = cached(m.state)
        assert now == fresh(m.state)
        worths.append(now[BLUE].get("work to come", 0.0))
    assert len(set(worths)) > 2  # the worth went down building by building, not only to nothing
    assert worths[-1] == 0.0


def test_each_rules_object_keeps_its_own_memo():
    """The same positions under the shipped rules and under edited ones (incomes on the wood
    buildings, batches of 2, deniers worth twice as much), asked in turn: each rules object's
    answers are its own, and each has its own memo."""
    edited = edited_rules()
    differ = 0
    for shipped, other in under_both(edited, seeds=range(2)):  # the same memo keys
        if not shipped.board.over:
            ours, theirs = cached(shipped), cached(other)
            assert (ours, theirs) == (fresh(shipped), fresh(other))
            differ += any(a.get("work to come") != b.get("work to come") for a, b in zip(ours, theirs))
    assert differ  # the edits change what the workers bring: a shared memo would have shown
    assert pending.plan(edited).worths is not pending.plan(shipped.defs).worths
    assert pending.plan(edited).worths[1] and pending.plan(shipped.defs).worths[1]


def test_the_prices_follow_the_weight_set_and_the_bailiff_asked_for():
    """The prices the heuristic remembers (the set asked last is tried first): asked with names,
    the default and a set itself in turn, and again after the bailiff moves, each is the set's own."""
    from caylus_desktop.games.caylus.weights import weights

    m = new_game("caylus", 3, 7)
    state = m.state

    def figures(p):
        return {k: getattr(p, k) for k in pending.Prices.__slots__ if k != "_once"}

    asked = [None, "baseline", "baseline", weights("expert"), None, "tuned_v1", weights("expert")]
    seen = set()
    start = state.board.bailiff
    for turn in range(2):
        for w in asked:
            for bailiff in (start, start + 6, start + 6, start):  # the same set asked at two places in turn
                state.board.bailiff = bailiff
                got = figures(heuristics._Shared(state, w).prices)
                assert got == figures(heuristics.prices(state, w))
                seen.add(tuple(got.values()))
    assert len(seen) >= 6  # the sets and the bailiff's places all gave other prices

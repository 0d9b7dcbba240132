"""Two Caylus rules objects in one process: the heuristic's caches answer for each its own rules.

The heuristic remembers each seat's road income and buildings (by road), the prices (by
bailiff) and the castle batches a seat's cubes make (by cubes): a cache keyed by the board
alone would give a match under edited rules the shipped rules' answers.
"""
import pytest

from caylus_desktop.bots import random_bot
from caylus_desktop.engine.match import new_game
from caylus_desktop.engine.rng import Rng
from caylus_desktop.engine.rules import load_rules_text, rules_dir
from caylus_desktop.engine.rules_cache import RulesCache, rules_cache
from caylus_desktop.games.caylus import heuristics, pending
from tests.edited_rules import edit
from tests.games.caylus.table import BLUE, GREEN, ORANGE, give, position, send, table


WOOD = ("w_farm_food", "Farm (food), fr: Ferme (nourriture)"), ("w_sawmill", "Sawmill, fr: Scierie"), \
    ("w_quarry", "Quarry, fr: Carrière"), ("w_market", "Marketplace, fr: Marché")


def edited_rules():
    """The shipped rules with an income on the wood production buildings, batches of 2 cubes and
    deniers worth twice as much at the end."""
    text = (rules_dir() / "caylus.yaml").read_text(encoding="utf-8")
    head = "  - id: {}\n    name: {{en: {}}}\n    category: wood\n"
    incomes = [(head.format(*w), head.format(*w) + "    income: 3\n") for w in WOOD]
    return load_rules_text(edit(text, *incomes, ("  batch_size: 3 ", "  batch_size: 2 "),
                                ("  money_per_vp: 4\n", "  money_per_vp: 2\n")), "edited caylus.yaml")


def uncached(state) -> list[float]:
    """evaluate_all with every cache bypassed: what the rules alone say."""
    tally = heuristics._road_tally
    with pytest.MonkeyPatch.context() as mp:
        mp.setattr(heuristics, "_prices", lambda state, w, cache, light: heuristics.prices(state, w))
        mp.setattr(heuristics, "_road_tally", lambda defs, b, cache: tally(defs, b, {}))
        count = lambda have, defs: pending._batches(have, pending._Plan(defs))  # noqa: E731
        mp.setattr(heuristics, "batches_of", count)
        mp.setattr(pending, "batches_of", count)
        mp.setattr(pending.plan(state.defs), "batches", {})  # the memo the terms read in place: empty
        return heuristics.evaluate_all(state)


def under_both(edited, seeds):
    """Every position of 3-player games played at random, as (shipped, edited): the same table
    under the shipped rules and under ``edited`` (so the two ask the same cache keys)."""
    for seed in seeds:
        m = new_game("caylus", 3, seed)
        rng = Rng(seed)
        while m.decision is not None:
            other = m.state.copy()
            other.defs = edited
            other.cache = rules_cache(edited)  # as a state made with those rules has
            yield m.state, other
            m.apply(random_bot.choose(None, m.decision, rng))


def test_each_rules_object_gets_its_own_income_prices_and_batches():
    edited = edited_rules()
    assert edited.building("w_sawmill").income == 3 and edited.castle.batch_size == 2
    assert edited.end_conversion.money_per_vp == 2
    incomes = batches = 0
    for shipped, other in under_both(edited, seeds=range(3)):
        cached = heuristics.evaluate_all(shipped), heuristics.evaluate_all(other)  # share cache keys
        assert cached == (uncached(shipped), uncached(other))
        b = shipped.board
        incomes += any(o >= 0 and t in dict(WOOD) for o, t in zip(b.owner, b.tile))
        batches += any(pending.batches_of(c, shipped.defs) != pending.batches_of(c, edited) for c in b.cubes)
    assert incomes and batches  # both edits matter on these positions: a shared cache would show


def test_each_rules_object_gets_its_own_castle_penalty_favours_and_provost_reach():
    """The rules' figures the heuristic keeps per rules object (pending's plan, the heuristic's memo):
    the no-batch penalty and the most-batches favours of a castle worker to come, and the spaces the
    provost may move for a seat on the bridge, asked under the shipped and edited rules in turn."""
    text = (rules_dir() / "caylus.yaml").read_text(encoding="utf-8")
    edited = load_rules_text(edit(text, ("  max_move: 3 ", "  max_move: 5 "), ("  no_batch_penalty: 2 ", "  no_batch_penalty: 5 "),
                                  ("  most_batches_favours: 1 ", "  most_batches_favours: 2 ")), "edited caylus.yaml")
    assert (edited.provost.max_move, edited.castle.no_batch_penalty, edited.castle.most_batches_favours) == (5, 5, 2)
    m = table(3)
    position(m, phase="placement", provost=4, bailiff=4, passed=[BLUE])
    give(m, GREEN, food=1, wood=1, stone=1)  # one batch, the most: the favour's chance
    send(m, GREEN, "castle")
    send(m, ORANGE, "castle", "road:8", "road:9")  # no batch: the penalty; two workers 4 and 5 beyond the provost
    other = m.state.copy()
    other.defs = edited
    other.cache = rules_cache(edited)  # as a state made with those rules has
    for _ in range(2):  # in turn: a memo shared by the two would answer the second with the first's figures
        ours, theirs = heuristics.terms(m.state, BLUE), heuristics.terms(other, BLUE)
        assert "provost as a weapon" not in ours and theirs["provost as a weapon"] > 0.0
        for seat in (GREEN, ORANGE):
            ours, theirs = heuristics.terms(m.state, seat), heuristics.terms(other, seat)
            assert theirs["castle houses to come"] != ours["castle houses to come"]
            assert ours == uncached_terms(m.state, seat) and theirs == uncached_terms(other, seat)


def uncached_terms(state, seat) -> dict[str, float]:
    """A seat's terms with the rules' figures read afresh: a new plan and a new rules cache."""
    fresh = pending._Plan(state.defs)
    with pytest.MonkeyPatch.context() as mp:
        mp.setattr(pending, "plan", lambda defs: fresh)
        mp.setattr(heuristics, "plan", lambda defs: fresh)
        alone = state.copy()
        alone.cache = RulesCache(lambda: state.defs)
        return heuristics.terms(alone, seat)

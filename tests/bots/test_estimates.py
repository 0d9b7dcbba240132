"""The search's estimates (what the game review compares) are the deciding seat's margin in points,
however the search judges its leaves: centred on the root's margin, or not."""
from __future__ import annotations

import pytest

from caylus_desktop.bots import make_bot
from caylus_desktop.bots.ismcts import Ismcts
from caylus_desktop.bots.value import heuristic_values, margin, value_for
from caylus_desktop.engine import new_game
from caylus_desktop.engine.observe import SeatView
from caylus_desktop.engine.rng import Rng


def _far_ahead_or_behind(least: float):
    """A Caylus 2-player position (every seat certain: no hidden card after set-up) where the seat to
    decide is ``least`` points or more ahead or behind, by the heuristic, with several options."""
    m = new_game("caylus", 2, 8)
    medium, rng = make_bot("medium"), Rng(8)
    while m.decision is not None:
        d = m.decision
        if len(d.options) > 3 and abs(margin(heuristic_values(m), d.seat)) >= least:
            return m
        # seat 0 plays the medium bot, seat 1 at random: the gap grows
        m.apply(medium.choose(SeatView(m, d.seat), d, rng) if d.seat == 0 else d.options[rng.below(len(d.options))])
    raise AssertionError("no position that far apart")


def _one_step_margins(m) -> dict[tuple, float]:
    d = m.decision
    out = {}
    for a in d.options:
        trial = m.copy()
        trial.apply(a)
        out[a.key] = value_for(trial, d.seat)
    return out


def _estimates(m, centred: bool) -> dict[tuple, float]:
    """Each option searched exactly once, judged where it leads (no horizon, no playout in Caylus)."""
    d = m.decision
    bot = Ismcts(iterations=len(d.options), seconds=None, horizon=False, to_horizon=False, rival_weight=1.0,
                 centred=centred)
    return bot.estimates(SeatView(m, d.seat), d, Rng(1))[1]


@pytest.mark.parametrize("centred", [False, True])
def test_an_option_searched_once_is_valued_at_the_margin_it_leads_to(centred):
    m = _far_ahead_or_behind(3.0)  # a root margin a centred search must add back
    want = _one_step_margins(m)
    assert all(abs(v) < 12 for v in want.values())  # within what an uncentred reward can still tell apart
    assert _estimates(m, centred) == pytest.approx(want, abs=1e-6)


def test_a_centred_search_values_the_options_of_a_seat_far_ahead_or_behind_in_points():
    """An uncentred reward saturates some 15 points from an even game, so its values stop telling
    options apart; centred on the root's margin, the same search gives each option's margin."""
    m = _far_ahead_or_behind(20.0)
    want = _one_step_margins(m)
    assert len({round(v, 1) for v in want.values()}) > 1
    assert _estimates(m, True) == pytest.approx(want, abs=1e-6)
    plain = _estimates(m, False)
    assert len({round(v, 1) for v in plain.values()}) == 1  # every option looks alike


@pytest.mark.parametrize("centred", [False, True])
def test_with_a_rivals_share_the_rivals_change_since_the_root_counts_at_that_share(centred):
    """What the estimates of a search at a rival's share below 1 mean (the hard bot's at Caylus 2p):
    the seat's value less its best rival's value at the root and that share of the rival's change."""
    from caylus_desktop.bots.value import rivals

    m = _far_ahead_or_behind(3.0)  # a root margin a centred search must add back
    d = m.decision
    seat, share = d.seat, 0.5
    held = rivals(heuristic_values(m))[seat]
    want = {}
    for a in d.options:
        trial = m.copy()
        trial.apply(a)
        values = heuristic_values(trial)
        want[a.key] = values[seat] - held - share * (rivals(values)[seat] - held)
    bot = Ismcts(iterations=len(d.options), seconds=None, horizon=False, to_horizon=False, rival_weight=share,
                 centred=centred)
    assert bot.estimates(SeatView(m, seat), d, Rng(1))[1] == pytest.approx(want, abs=1e-6)

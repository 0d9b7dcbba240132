"""benchmarks/soak.py: every player count and option value is played, and a short run reports cleanly."""
from __future__ import annotations

import io

import pytest

from benchmarks.soak import configurations, soak
from caylus_desktop.engine.rules import rules_for
from caylus_desktop.games import GAME_IDS


@pytest.mark.parametrize("game", GAME_IDS)
def test_configurations_cover_every_player_count_and_option_value(game):
    defs = rules_for(game)
    configs = configurations(game)
    assert {n for n, _ in configs} == set(range(defs.players.min, defs.players.max + 1))
    for o in defs.options:
        seen = {opts[o.id] for _, opts in configs}
        if o.type == "bool":
            assert seen == {False, True}
        elif o.type == "choice":
            assert seen == set(o.choices)
        else:
            assert {o.default, o.min, o.max} - {None} <= seen


def test_a_short_soak_reports_games_errors_and_violations():
    err = io.StringIO()
    out = soak("caleira", games=4, seconds=120, seed=1, err=err)
    assert (out["games"], out["errors"], out["violations"], out["time_boxed"]) == (4, 0, 0, False)
    assert out["decisions"] > 4 * 5 and out["games_per_second"] > 0
    assert err.getvalue() == ""

"""The position evaluation bots use, and the command line."""
import json

import pytest

from caylus_desktop.cli import main
from caylus_desktop.games.magna_carta.heuristics import evaluate, terms
from tests.games.magna_carta.table import GREEN, RED, situation


def test_terms_add_up_and_track_the_score():
    m = situation(2, ["park", "peddler_neutral", "0:bank", "1:market:R:statue"], cubes=[[1, 1, 1, 1], [0, 0, 0, 0]])
    t = terms(m.state, GREEN)
    assert abs(sum(t.values()) - evaluate(m.state, GREEN)) < 1e-9
    assert t["points"] == m.result()["scores"][GREEN] == 6 + 1    # the Statue, 4 deniers
    # a full castle lot in hand is worth more than the three loose cubes it is made of
    assert terms(m.state, RED)["castle lots in hand"] > 1


def test_more_material_evaluates_higher():
    poor = situation(2, ["park", "peddler_neutral"], cubes=[[0, 0, 0, 0]] * 2)
    rich = situation(2, ["park", "peddler_neutral"], cubes=[[2, 2, 2, 1], [0, 0, 0, 0]])
    assert evaluate(rich.state, RED) > evaluate(poor.state, RED) + 3


@pytest.mark.slow
def test_simulate_runs_magna_carta_under_both_rule_sets(capsys):
    for players in (2, 3, 4):
        for extra in ([], ["--option", "intro=true"]):
            code = main(["simulate", "--game", "magna-carta", "--players", str(players), "--games", "5",
                         "--seed", "3", "--json", "--check-invariants", *extra])
            out = json.loads(capsys.readouterr().out)
            assert code == 0 and out["errors"] == 0 and out["violations"] == 0 and out["games"] == 5

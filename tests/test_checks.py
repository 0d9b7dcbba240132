"""The generic checks behind `simulate --check-invariants`: they pass on every game and catch leaks."""
from __future__ import annotations

import dataclasses
import io
import json

import pytest

import caylus_desktop.games as games
from caylus_desktop.checks import all_problems, leak_problems, score_problems
from caylus_desktop.cli import main
from caylus_desktop.engine import new_game, registry
from caylus_desktop.games import GAME_IDS
from caylus_desktop.simulate import simulate


@pytest.mark.parametrize("game", GAME_IDS)
def test_every_game_passes_every_check(game):
    out = simulate(game, 2, 3, seed=11, options={}, check_invariants=True)
    assert out["errors"] == 0 and out["violations"] == 0


def _patched(monkeypatch, game, **changes):
    real = registry.spec

    def spec(gid):
        s = real(gid)
        return dataclasses.replace(s, **changes) if gid == game else s
    monkeypatch.setattr(registry, "spec", spec)


def test_an_observation_showing_the_deck_order_is_reported(monkeypatch):
    # the whole board, hidden cards included, slipped into what a seat sees
    real = games.spec("caleira")
    _patched(monkeypatch, "caleira",
             observe=lambda state, seat: {**real.observe(state, seat), "peek": state.board.to_plain()})
    err = io.StringIO()
    out = simulate("caleira", 3, 2, seed=5, options={}, check_invariants=True, err=err)
    assert out["violations"] > 0
    first = err.getvalue().splitlines()[0]
    assert first.startswith("seed 5, action 1: ") and "observation changes" in first
    assert len(err.getvalue().splitlines()) <= 5  # only the first few are described


def test_a_score_that_is_not_its_breakdown_is_reported(monkeypatch):
    real = games.spec("magna-carta")

    def result(state):
        res = real.result(state)
        return {**res, "scores": [s + 1 for s in res["scores"]]}
    _patched(monkeypatch, "magna-carta", result=result)
    m = new_game("magna-carta", 2, 3)
    m.apply(m.legal_actions()[0])
    assert any("not the sum of its breakdown" in p for p in score_problems(m))
    assert all_problems(m)


def test_a_re_deal_that_breaks_the_table_is_reported(monkeypatch):
    real = games.spec("castrum")

    def determinize(state, seat, rng):
        world = real.determinize(state, seat, rng)
        world.board.pile = world.board.pile[:-1]  # a card lost while re-dealing
        return world
    _patched(monkeypatch, "castrum", determinize=determinize)
    m = new_game("castrum", 2, 1)
    problems = leak_problems(m)
    assert any("re-dealt for seat 0 breaks the rules" in p for p in problems)


def test_the_command_counts_violations(monkeypatch, capsys):
    real = games.spec("caleira")
    _patched(monkeypatch, "caleira",
             observe=lambda state, seat: {**real.observe(state, seat), "peek": state.board.to_plain()})
    code = main(["simulate", "--game", "caleira", "--players", "2", "--games", "2", "--seed", "3",
                 "--check-invariants", "--json"])
    captured = capsys.readouterr()
    assert code == 1
    assert json.loads(captured.out)["violations"] > 0
    assert "seed 3, action 1:" in captured.err

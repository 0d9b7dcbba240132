"""The generic checks behind `simulate --check-invariants`: they pass on every game and catch leaks."""
from __future__ import annotations

import dataclasses
import io
import json

import pytest

import caylus_desktop.games as games
from caylus_desktop.tools.checks import all_problems, leak_problems, score_problems
from caylus_desktop.cli import main
from caylus_desktop.engine import new_game, registry
from caylus_desktop.engine.messages import Message
from caylus_desktop.engine.state import CardRef
from caylus_desktop.games import GAME_IDS
from caylus_desktop.tools.simulate import simulate


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


def _peeking(real, state, seat):
    """The seat's observation with the whole deck face up in it: what no seat may read."""
    b = state.board
    return dataclasses.replace(real.observe(state, seat), deck=tuple(b.kinds[u] for u in reversed(b.deck)))


def test_an_observation_showing_the_deck_order_is_reported(monkeypatch):
    # the deck's order, hidden cards included, slipped into what a seat sees
    real = games.spec("caleira")
    _patched(monkeypatch, "caleira",
             observe=lambda state, seat: _peeking(real, state, seat))
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
             observe=lambda state, seat: _peeking(real, state, seat))
    code = main(["simulate", "--game", "caleira", "--players", "2", "--games", "2", "--seed", "3",
                 "--check-invariants", "--json"])
    captured = capsys.readouterr()
    assert code == 1
    assert json.loads(captured.out)["violations"] > 0
    assert "seed 3, action 1:" in captured.err


# --- every text a seat reads, not only its observation ------------------------------------

def test_a_why_not_text_naming_a_hidden_card_is_reported(monkeypatch):
    # a hover text that names the top card of the deck (nobody may know it)
    _patched(monkeypatch, "caleira",
             why_not=lambda state, seat, target: f"the deck's top card is {state.board.kinds[state.board.deck[-1]]}")
    m = new_game("caleira", 3, 4)
    # a place with nothing to do; a world may deal the same top card by chance: a few re-deals
    problems = [p for salt in range(4) for p in leak_problems(m, salt, seats=[m.decision.seat], targets=["gallery:0:0"])]
    assert any("a text seat" in p and "why_not" in p for p in problems)


def test_a_prompt_naming_another_seats_hand_is_reported(monkeypatch):
    from caylus_desktop.engine.ops import Op

    real = games.spec("caleira")
    turn = real.ops["turn"]

    def run(state, frame):  # the prompt quotes the next seat's hand
        turn.run(state, frame)
        p = state.pending
        if p is not None:
            other = state.board.hands[(p.seat + 1) % len(state.seats)]
            state.pending = p._replace(prompt=Message("{} ({})", (p.prompt, CardRef(state.board.kinds[other[0]]))))
    _patched(monkeypatch, "caleira", ops={**real.ops, "turn": Op("turn", run, turn.answer, turn.args, turn.doc)})
    m = new_game("caleira", 3, 4)
    # a world may deal the same card there by chance: a few re-deals
    assert any("a text seat" in p for salt in range(4) for p in leak_problems(m, salt, seats=[m.decision.seat]))


@pytest.mark.parametrize("game", GAME_IDS)
def test_asking_a_pending_decision_again_changes_nothing(game):
    """The leak check asks a re-dealt world's decision again: that must be free of side effects."""
    from caylus_desktop.bots import random_bot
    from caylus_desktop.tools.checks import reask
    from caylus_desktop.engine.rng import Rng

    m = new_game(game, 3, 2)
    rng = Rng(2)
    for _ in range(300):
        if m.decision is None:
            break
        again = m.copy()
        reask(again)
        assert again.state_hash() == m.state_hash() and again.log == m.log
        assert [(a.key, a.label, a.target) for a in again.legal_actions()] == \
               [(a.key, a.label, a.target) for a in m.legal_actions()]
        assert (again.decision.prompt, again.decision.kind) == (m.decision.prompt, m.decision.kind)
        m.apply(random_bot.choose(None, m.decision, rng))


def test_a_log_line_naming_a_face_down_piece_is_reported(monkeypatch):
    """The old Barracks line: "Ann turns Bob's Trebuchet face down" for a piece already face down."""
    from caylus_desktop.tools.checks import log_problems
    from caylus_desktop.engine.ops import Op
    from caylus_desktop.engine.state import CardRef, SeatRef
    from tests.games.caleira.table import play, situation

    real = games.spec("caleira")
    flip = real.ops["flip"]

    def answer(state, frame, action):
        b = state.board
        uid = b.galleries[action.args[0]][action.args[1]] if action.kind == "flip" else None
        flip.answer(state, frame, action)
        if uid is not None:
            state.say("{} turned {}", SeatRef(frame.ctx["resolver"]), CardRef(b.kinds[uid]))
    _patched(monkeypatch, "caleira", ops={**real.ops, "flip": Op("flip", flip.run, answer, flip.args, flip.doc)})
    # three seats: seat 2 learns nothing from the action (seat 1 draws as its turn begins)
    m = situation([["barracks"], ["moat"], ["moat"]], [["trebuchet", "watchtower"], [], []], deck=["battlements"])
    play(m, "barracks")
    before = m.copy()
    action = next(a for a in m.legal_actions() if a.target == "gallery:0:0")
    m.apply(action)
    # a re-dealt world may put the same piece there by chance: a few re-deals
    problems = [p for salt in range(4) for p in log_problems(before, action, m, salt, seats=[2])]
    assert problems and "a log line seat 2 reads" in problems[0]
    # the real Barracks names only what everyone saw
    monkeypatch.undo()
    m = situation([["barracks"], ["moat"], ["moat"]], [["trebuchet", "watchtower"], [], []], deck=["battlements"])
    play(m, "barracks")
    before = m.copy()
    m.apply(action)
    assert [p for salt in range(4) for p in log_problems(before, action, m, salt, seats=[2])] == []


def _castrum_no_stone_in_pile(change_offered: str):
    from caylus_desktop.engine import interpreter
    from tests.games.castrum.table import situation

    # 18 Stone cards: 4 in hand, 5 in the other hand, 9 on the sites: none in the pile
    m = situation([["peasant", "stone", "stone", "stone", "stone"], ["stone"] * 5],
                  sites=[["stone"] * 5 + ["stone_x2"], ["stone"] * 4])
    m.state.defs = m.state.defs.model_copy(update={"change_offered": change_offered})
    m.state.pending = None
    interpreter.run(m.state, m.spec.ops)
    return m


def test_castrum_offering_the_x2_change_tells_nothing_of_the_pile():
    """Ruling change_offered: always. Offered only with two singles in the pile, the offer would
    tell seat 0 that the other hand holds the Stones: the check sees it."""
    assert leak_problems(_castrum_no_stone_in_pile("always"), seats=[0]) == []
    leaky = _castrum_no_stone_in_pile("when_pile_has_two")
    assert any("a text seat 0 reads" in p and "Change" in p for p in leak_problems(leaky, seats=[0]))


def test_a_refused_action_names_no_prompt_in_the_leak_check():
    from caylus_desktop.tools.checks import readable
    from tests.games.caleira.table import choose, play, situation

    m = situation([["moat"], ["observatory"]], [["trebuchet"], []], deck=["battlements"], active=1)
    play(m, "observatory")
    choose(m, "Player 1's face-down piece")
    texts = readable(m, 0, ["gallery:0:0"])
    assert texts["decision"] == [1, "peek_reveal"]
    assert "Trebuchet" not in json.dumps(texts)
    assert leak_problems(m, seats=[0], targets=["gallery:0:0"]) == []

"""Action builds with its own __init__ and Decision is a named tuple (speed): they must still behave as the
frozen dataclasses they were."""
import dataclasses
import pickle

import pytest

from caylus_desktop.engine.actions import Action, Decision


def test_action_fields_defaults_and_keywords():
    a = Action("place", ("road", 3), "Place a worker", "road:3")
    assert (a.kind, a.args, a.label, a.target) == ("place", ("road", 3), "Place a worker", "road:3")
    b = Action(kind="pass")
    assert (b.kind, b.args, b.label, b.target) == ("pass", (), "", None)
    assert Action("pass", target="bridge").target == "bridge"


def test_action_equality_and_hash_ignore_label_and_target():
    a, b = Action("build", ("mason",), "Build", "hand:mason"), Action("build", ("mason",))
    assert a == b and hash(a) == hash(b) and a.key == ("build", ("mason",))
    assert a != Action("build", ("quarry",))


def test_action_and_decision_stay_frozen_and_round_trip():
    a = Action("pass", (), "Pass", "bridge")
    d = Decision(1, "Place a worker or pass", (a,), "place")
    assert (d.seat, d.prompt, d.options, d.kind) == (1, "Place a worker or pass", (a,), "place")
    assert Decision(seat=0, prompt="p", options=()).kind == ""
    with pytest.raises(dataclasses.FrozenInstanceError):
        a.kind = "x"
    with pytest.raises(AttributeError):  # a named tuple (made in one call by ask)
        d.seat = 2
    assert pickle.loads(pickle.dumps(d)) == d
    assert dataclasses.replace(a, label="other") == a
    assert d.find(("pass", ())) is a


def test_ask_makes_the_same_decision_as_the_constructor():
    from types import SimpleNamespace

    from caylus_desktop.engine.actions import ask

    a = Action("pass", (), "Pass", "bridge")
    state = SimpleNamespace(pending=None)
    ask(state, 1, "Place a worker or pass", iter([a]), "place")
    d = state.pending
    assert type(d) is Decision and d == Decision(1, "Place a worker or pass", (a,), "place")
    assert d.kind == "place" and d.options == (a,) and d._replace(seat=0).seat == 0
    assert d.context is None  # a decision that says nothing beyond its options
    ask(state, 1, "Move the provost?", [a], "provost", ("step price", 2))
    assert state.pending == Decision(1, "Move the provost?", (a,), "provost", ("step price", 2))
    assert state.pending.context == ("step price", 2)
    with pytest.raises(RuntimeError):
        ask(state, 0, "p", [], "place")

"""Action and Decision build with their own __init__ (speed): they must still behave as the dataclasses."""
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
    with pytest.raises(dataclasses.FrozenInstanceError):
        d.seat = 2
    assert pickle.loads(pickle.dumps(d)) == d
    assert dataclasses.replace(a, label="other") == a
    assert d.find(("pass", ())) is a

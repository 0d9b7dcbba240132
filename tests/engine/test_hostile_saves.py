"""Hostile saves and seat names: a short one-line SaveError, bounded reading, nothing else changed."""
from __future__ import annotations

import json

import pytest

from caylus_desktop.engine import SaveError, load_match, load_match_file, new_game
from caylus_desktop.engine.save import MAX_REASON, MAX_SAVE_BYTES
from caylus_desktop.engine.state import MAX_NAME_LENGTH


def a_save(names=("Ann", "Bob")) -> dict:
    m = new_game("caleira", list(names), 5)
    for _ in range(3):
        m.apply(m.legal_actions()[0])
    return json.loads(m.to_json())


def refused(text) -> str:
    with pytest.raises(SaveError) as err:
        load_match(text)
    reason = str(err.value)
    assert reason and "\n" not in reason and len(reason) <= MAX_REASON
    return reason


def test_the_save_size_is_bounded(tmp_path):
    doc = a_save()
    doc["padding"] = " " * MAX_SAVE_BYTES
    assert "larger than the app reads" in refused(json.dumps(doc))
    # never read past the bound: a sparse 100 MB file, and an endless one (replay /dev/zero)
    big = tmp_path / "big.json"
    with big.open("wb") as f:
        f.truncate(100_000_000)
    for path in (big, "/dev/zero"):
        with pytest.raises(SaveError, match="larger than the app reads"):
            load_match_file(path)


@pytest.mark.parametrize("seed,reason", [
    ("9" * 5000, "number too long"),            # beyond what Python converts: was a ValueError traceback
    ("9" * 100, "seed is out of range"),
    (str(-(1 << 64)), "seed is out of range"),
])
def test_a_huge_seed_is_refused(seed, reason):
    text = json.dumps(a_save()).replace('"seed": 5', f'"seed": {seed}')
    assert reason in refused(text)


@pytest.mark.parametrize("action", [
    ["play", ["x" * 1_500_000]],                # a 5 MB one is over the size bound; this was a 1.5 MB error line
    ["p" * 1_500_000, []],
    ["play", [10 ** 40]],
    ["play", list(range(1000))],
])
def test_every_action_field_is_bounded_and_quoted_short(action):
    doc = a_save()
    doc["actions"][1] = action
    reason = refused(json.dumps(doc))
    assert "action list is damaged" in reason and "malformed action" in reason


def test_other_long_fields_are_quoted_short():
    doc = a_save()
    doc["game"] = "g" * 1_000_000
    assert "unknown game 'ggg" in refused(json.dumps(doc))
    doc = a_save()
    doc["options"] = {"moat": "y" * 1_000_000}
    assert "settings are invalid" in refused(json.dumps(doc))


@pytest.mark.parametrize("name,problem", [
    ("", "the name is empty"),
    ("   ", "the name is empty"),
    ("x" * (MAX_NAME_LENGTH + 1), f"longer than {MAX_NAME_LENGTH}"),
    ("Ann\ud800", "cannot be shown"),            # a lone surrogate: saving it raised
    ("Ann\nBob", "cannot be shown"),
    (7, "must be text"),
])
def test_seat_names_are_validated_by_new_game(name, problem):
    with pytest.raises(ValueError, match=f"^seat 2: [^:]*{problem}"):
        new_game("caleira", ["Ann", {"name": name}])


def test_any_accepted_name_saves_and_loads_back():
    for names in (["Zoé", "x" * MAX_NAME_LENGTH], ["李", "Ünal Öz"], [" Ann", "Bob "]):
        m = new_game("caleira", names, 3)
        back = load_match(m.to_json())
        assert [s.name for s in back.seats] == names and back.state_hash() == m.state_hash()


def test_a_save_edited_to_an_empty_name_says_so():
    """It used to load as "Player 1" and fail the hash: "the save was altered"."""
    doc = a_save()
    doc["seats"][0]["name"] = ""
    assert "seat 1: the name is empty" in refused(json.dumps(doc))


def test_a_bad_save_changes_nothing_already_loaded():
    m = new_game("caleira", ["Ann", "Bob"], 2)
    m.apply(m.legal_actions()[0])
    before = (m.state_hash(), m.to_json())
    doc = json.loads(m.to_json())
    doc["actions"].append(["play", ["x" * 1000]])
    refused(json.dumps(doc))
    assert (m.state_hash(), m.to_json()) == before


def test_a_huge_player_count_is_refused_before_any_seat_is_made():
    import itertools

    from caylus_desktop.engine import new_game

    for seats in (10**20, itertools.repeat("Ann")):  # a count, and an endless list of names
        with pytest.raises(ValueError, match="is for 2-4 players, not"):
            new_game("caleira", seats, 1)

"""Damaged saves: loading raises SaveError with a reason, or yields exactly the saved match.

Saves of every game, mid-way, are truncated, corrupted byte by byte, re-ordered
and edited field by field by hypothesis.
"""
from __future__ import annotations

import json
import os
from functools import lru_cache

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from caylus_desktop.bots import random_bot
from caylus_desktop.engine import SaveError, load_match, new_game
from caylus_desktop.engine.rng import Rng
from caylus_desktop.engine.save import VERSION
from caylus_desktop.games import GAME_IDS

# FUZZ_EXAMPLES=2000 for a longer hunt than CI's
FUZZ = settings(max_examples=int(os.environ.get("FUZZ_EXAMPLES", 60)), deadline=None, suppress_health_check=[HealthCheck.too_slow])


@lru_cache(maxsize=None)
def saved(game: str) -> str:
    """A save of a match some way in (short, so each replay is quick)."""
    m = new_game(game, 3, 17)
    rng = Rng(17)
    for _ in range(25):
        m.apply(random_bot.choose(None, m.decision, rng))
    return m.to_json()


def check(text, original: str) -> None:
    """The property: a SaveError with a reason, or exactly the saved match."""
    try:
        m = load_match(text)
    except SaveError as exc:
        assert str(exc).strip(), "a SaveError says why"
        assert "\n" not in str(exc).strip(), "the reason is one line"
        return
    data = json.loads(original)
    assert m.position_hash() == data["position_hash"]
    assert m.game == data["game"] and m.seed == data["seed"] and m.options == data["options"]
    assert [s.to_json() for s in m.seats] == data["seats"]
    assert [[k, list(a)] for _, (k, a), _ in m.state.history] == data["actions"]


games = st.sampled_from(GAME_IDS)


@FUZZ
@given(games, st.data())
def test_truncated(game, data):
    text = saved(game)
    cut = data.draw(st.integers(0, len(text) - 1))
    check(text[:cut], text)


@FUZZ
@given(games, st.data())
def test_corrupted_bytes(game, data):
    raw = bytearray(saved(game).encode("utf-8"))
    for _ in range(data.draw(st.integers(1, 4))):
        i = data.draw(st.integers(0, len(raw) - 1))
        raw[i] = data.draw(st.integers(0, 255))
    check(bytes(raw), saved(game))


def _leaves(node, path=()):
    yield path
    if isinstance(node, dict):
        for k, v in node.items():
            yield from _leaves(v, path + (k,))
    elif isinstance(node, list):
        for i, v in enumerate(node):
            yield from _leaves(v, path + (i,))


odd_values = st.one_of(
    st.none(), st.booleans(), st.integers(-3, 10**20), st.floats(allow_nan=True), st.text(max_size=8),
    st.sampled_from(["caylus", "magna-carta", "caleira", "castrum", "random", "hard", "true", "0", "9" * 40]),
    st.lists(st.integers(-2, 5), max_size=3), st.dictionaries(st.text(max_size=3), st.integers(), max_size=2),
)


@FUZZ
@given(games, st.data())
def test_edited_fields(game, data):
    text = saved(game)
    doc = json.loads(text)
    paths = [p for p in _leaves(doc) if p]
    for _ in range(data.draw(st.integers(1, 3))):
        path = data.draw(st.sampled_from(paths))
        parent = doc
        try:
            for part in path[:-1]:
                parent = parent[part]
            kind = data.draw(st.sampled_from(["set", "delete", "duplicate"]))
            if kind == "set":
                parent[path[-1]] = data.draw(odd_values)
            elif kind == "delete":
                del parent[path[-1]]
            elif isinstance(parent, list):
                parent.insert(path[-1], parent[path[-1]])
        except (KeyError, IndexError, TypeError):
            continue  # the path vanished with an earlier edit
    check(json.dumps(doc), text)


@FUZZ
@given(games, st.data())
def test_reordered(game, data):
    text = saved(game)
    doc = json.loads(text)
    # the fields in any order: still exactly the same match
    keys = data.draw(st.permutations(list(doc)))
    check(json.dumps({k: doc[k] for k in keys}), text)
    # the actions in another order: refused (or, if only equal actions moved, the same match)
    order = data.draw(st.permutations(range(len(doc["actions"]))))
    doc["actions"] = [doc["actions"][i] for i in order]
    check(json.dumps(doc), text)


@pytest.mark.parametrize("version,reason", [
    (0, "format version 0 is not supported"),
    (VERSION + 1, "newer version of the app"),
    ("1", "no valid format version"),
    (True, "no valid format version"),
    (None, "no valid format version"),
])
def test_other_format_versions_are_refused_with_a_clear_message(version, reason):
    doc = json.loads(saved("caleira"))
    doc["version"] = version
    with pytest.raises(SaveError, match=reason):
        load_match(json.dumps(doc))
    del doc["version"]
    with pytest.raises(SaveError, match="no valid format version"):
        load_match(json.dumps(doc))


@pytest.mark.parametrize("game", GAME_IDS)
def test_an_untouched_save_loads_as_the_same_match(game):
    check(saved(game), saved(game))
    # whitespace and indentation do not matter
    check(json.dumps(json.loads(saved(game))), saved(game))


@pytest.mark.parametrize("kind", ["\n", " place", "a\tb"])
def test_an_edited_action_kind_gives_a_one_line_reason(kind):
    """Found by test_edited_fields: a kind edited to a newline broke the one-line reason."""
    doc = json.loads(saved("caylus"))
    doc["actions"][0][0] = kind
    with pytest.raises(SaveError) as err:
        load_match(json.dumps(doc))
    reason = str(err.value)
    assert "\n" not in reason and "does not replay" in reason and repr(kind) in reason

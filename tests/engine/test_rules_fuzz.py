"""Mutated rules files: loading always raises RulesError with file, line and field, never anything else.

Each shipped YAML file is mutated by hypothesis: a key deleted, a value's type
changed, a key renamed, an id renamed or duplicated, a reference pointed at
nothing, the syntax broken.
"""
from __future__ import annotations

import pytest

import copy
import os
from functools import lru_cache

import yaml
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from caylus_desktop.engine.rules import RulesError, load_rules_text, shipped_files

# FUZZ_EXAMPLES=2000 for a longer hunt than CI's
FUZZ = settings(max_examples=int(os.environ.get("FUZZ_EXAMPLES", 40)), deadline=None,
                suppress_health_check=[HealthCheck.too_slow, HealthCheck.filter_too_much])

FILES = [p.name for p in shipped_files()]


@lru_cache(maxsize=None)
def _text(name: str) -> str:
    return next(p for p in shipped_files() if p.name == name).read_text(encoding="utf-8")


@lru_cache(maxsize=None)
def _data(name: str):
    return yaml.safe_load(_text(name))


def _paths(node, path=()):
    yield path
    if isinstance(node, dict):
        for k, v in node.items():
            yield from _paths(v, path + (k,))
    elif isinstance(node, list):
        for i, v in enumerate(node):
            yield from _paths(v, path + (i,))


def _get(node, path):
    for part in path:
        node = node[part]
    return node


def _ids(data) -> set[str]:
    return {_get(data, p) for p in _paths(data) if p and p[-1] == "id" and isinstance(_get(data, p), str)}


def load(text: str, name: str, syntax: bool = False):
    """Load; a RulesError must name the file, a line of it and (unless the YAML itself is broken) a field."""
    try:
        return load_rules_text(text, name)
    except RulesError as exc:
        assert exc.issues, "a RulesError lists its issues"
        lines = text.count("\n") + 1
        for issue in exc.issues:
            assert issue.file == name
            assert 1 <= issue.line <= lines, str(issue)
            assert issue.message
            assert issue.path or syntax or "file is empty" in issue.message or "top level" in issue.message, str(issue)
            assert str(issue).startswith(f"{name}:{issue.line}: ")
        raise


def dump(data) -> str:
    return yaml.safe_dump(data, allow_unicode=True, sort_keys=False)


other_values = st.one_of(
    st.none(), st.booleans(), st.integers(-5, 10**12), st.floats(allow_nan=True, allow_infinity=True),
    st.text(max_size=6), st.just([]), st.just({}), st.lists(st.integers(0, 3), max_size=3),
    st.dictionaries(st.sampled_from(["a", "id", "en"]), st.integers(0, 3), max_size=2),
)


@pytest.mark.slow
@FUZZ
@given(st.sampled_from(FILES), st.data())
def test_deleted_retyped_or_renamed_keys_raise_only_rules_errors(name, data):
    doc = copy.deepcopy(_data(name))
    for _ in range(data.draw(st.integers(1, 3), label="edits")):
        paths = [p for p in _paths(doc) if p]
        path = data.draw(st.sampled_from(paths), label="path")
        parent = _get(doc, path[:-1])
        kind = data.draw(st.sampled_from(["delete", "retype", "rekey"]), label="kind")
        if kind == "delete":
            del parent[path[-1]]
        elif kind == "retype":
            parent[path[-1]] = data.draw(other_values, label="value")
        elif isinstance(parent, dict):
            parent[data.draw(st.sampled_from(["zz_unknown", 99, "2", True]), label="key")] = parent.pop(path[-1])
    try:
        load(dump(doc), name)
    except RulesError:
        pass


@pytest.mark.slow
@FUZZ
@given(st.sampled_from(FILES), st.data())
def test_a_duplicated_id_is_refused(name, data):
    doc = copy.deepcopy(_data(name))
    lists = [p for p in _paths(doc) if isinstance(_get(doc, p), list) and _get(doc, p)
             and all(isinstance(x, dict) and "id" in x for x in _get(doc, p))]
    path = data.draw(st.sampled_from(lists), label="list")
    items = _get(doc, path)
    items.insert(data.draw(st.integers(0, len(items))), copy.deepcopy(data.draw(st.sampled_from(items))))
    try:
        load(dump(doc), name)
    except RulesError:
        pass  # usually "duplicate ... id"; a list with a fixed shape may say so instead
    else:
        raise AssertionError(f"a duplicated id in {path} was accepted")


@pytest.mark.slow
@FUZZ
@given(st.sampled_from(FILES), st.data())
def test_a_reference_to_nothing_is_refused(name, data):
    doc = copy.deepcopy(_data(name))
    ids = _ids(doc)
    # an id named as a value (``building: inn``) or as a mapping key (``{trebuchet: 4}``)
    values = [p for p in _paths(doc) if p and p[-1] != "id" and isinstance(_get(doc, p), str) and _get(doc, p) in ids]
    keys = [p for p in _paths(doc) if p and isinstance(_get(doc, p[:-1]), dict) and p[-1] in ids]
    path = data.draw(st.sampled_from(values + keys), label="reference")
    parent = _get(doc, path[:-1])
    if path in values:
        parent[path[-1]] = "nowhere_at_all"
    else:
        parent["nowhere_at_all"] = parent.pop(path[-1])
    try:
        load(dump(doc), name)
    except RulesError:
        pass
    else:
        raise AssertionError(f"{path} pointing at nothing was accepted")


@pytest.mark.slow
@FUZZ
@given(st.sampled_from(FILES), st.data())
def test_a_renamed_id_raises_only_rules_errors(name, data):
    doc = copy.deepcopy(_data(name))
    paths = [p for p in _paths(doc) if p and p[-1] == "id" and isinstance(_get(doc, p), str)]
    path = data.draw(st.sampled_from(paths), label="id")
    _get(doc, path[:-1])["id"] = data.draw(st.sampled_from(["renamed", "", "x" * 200, "Été"]), label="new id")
    try:
        load(dump(doc), name)
    except RulesError:
        pass


breakage = st.sampled_from([
    "  - [unclosed", "\tkey: 1", "a: b: c", "}", "key: *nowhere", "- &x [*x]", ": :", "'open", "@at",
    "%YAML 9.9", "--- !!python/object:os.system x", "key: !!binary notbase64", "{a: 1", "- - -: [",
])


@FUZZ
@given(st.sampled_from(FILES), st.data())
def test_broken_syntax_raises_a_rules_error_with_a_line(name, data):
    lines = _text(name).split("\n")
    for _ in range(data.draw(st.integers(1, 2), label="breaks")):
        i = data.draw(st.integers(0, len(lines)), label="line")
        if data.draw(st.booleans(), label="insert"):
            lines.insert(i, data.draw(breakage, label="text"))
        elif i < len(lines):
            cut = data.draw(st.integers(0, len(lines[i])), label="cut")
            lines[i] = lines[i][:cut]  # a line cut short
    try:
        load("\n".join(lines), name, syntax=True)
    except RulesError:
        pass


def test_truncated_files_raise_rules_errors():
    for name in FILES:
        text = _text(name)
        for cut in range(0, len(text), max(1, len(text) // 25)):
            try:
                load(text[:cut], name, syntax=True)
            except RulesError:
                pass

"""Hostile rules files: one located error each, found before they cost memory or time."""
from __future__ import annotations

import pytest

from caylus_desktop.engine.rules import (MAX_DEPTH, MAX_FILE_BYTES, MAX_NUMBER, MAX_VALUES, RulesError,
                                         load_rules_file, load_rules_text, rules_dir)

CALEIRA = (rules_dir() / "caleira.yaml").read_text(encoding="utf-8")


def only_issue(text: str, name: str = "bad.yaml"):
    with pytest.raises(RulesError) as err:
        load_rules_text(text, name)
    assert len(err.value.issues) == 1, str(err.value)
    issue = err.value.issues[0]
    assert str(issue).startswith(f"{name}:{issue.line}: ") and "\n" not in str(issue)
    assert len(str(issue)) < 200, "the error quotes a short excerpt"
    return issue


def test_nested_aliases_are_stopped_at_the_value_bound():
    """Billion laughs: 9 levels of 10 aliases each would expand to 10^9 values from 500 bytes."""
    lines = ["game: caleira", "a: &a [x, x, x, x, x, x, x, x, x, x]"]
    for prev, cur in zip("abcdefgh", "bcdefghi"):
        lines.append(f"{cur}: &{cur} [" + ", ".join([f"*{prev}"] * 10) + "]")
    text = "\n".join(lines) + "\n"
    assert len(text) < 600
    issue = only_issue(text)
    assert f"more than {MAX_VALUES:,} values" in issue.message and "alias" in issue.message
    assert 4 <= issue.line <= len(lines)


@pytest.mark.parametrize("text", ["game: caleira\nx: &x [*x]\n", "game: caleira\nx: &x {a: *x}\n"])
def test_an_alias_inside_its_own_anchor_is_refused(text):
    issue = only_issue(text)
    assert issue.line == 2 and issue.path.startswith("x")
    assert "alias *x names no anchor" in issue.message


@pytest.mark.parametrize("text", [
    "[" * 100_000 + "]" * 100_000,                            # flow sequences
    "- " * 100_000 + "x",                                     # block sequences on one line
    "game: caleira\nx: " + "{a: " * 100_000 + "1" + "}" * 100_000,  # flow mappings
])
def test_deep_nesting_is_refused_without_recursion(text):
    issue = only_issue(text)
    assert f"nested more than {MAX_DEPTH} levels deep" in issue.message


def test_a_number_of_thousands_of_digits_is_refused_before_conversion():
    text = CALEIRA.replace("hand_size: 2 ", "hand_size: " + "9" * 5000 + " ", 1)
    issue = only_issue(text)
    assert issue.path == "hand_size" and "out of range" in issue.message
    assert CALEIRA[:CALEIRA.index("hand_size: 2 ")].count("\n") + 1 == issue.line
    # YAML 1.1 base-60 numbers too: 59:59:...:1 is a huge int built digit by digit
    issue = only_issue(CALEIRA.replace("hand_size: 2 ", "hand_size: " + "59:" * 100_000 + "1 ", 1))
    assert issue.path == "hand_size" and "out of range" in issue.message


@pytest.mark.parametrize("value", ["100000000000", "-5000", ".inf", ".nan", "1.0e+300"])
def test_every_number_is_bounded(value):
    """A deck count of 10^11 used to be accepted (and would be dealt)."""
    assert "trebuchet: 4" in CALEIRA
    issue = only_issue(CALEIRA.replace("trebuchet: 4", f"trebuchet: {value}", 1))
    assert issue.path == "deck.base.trebuchet"
    assert f"between -{MAX_NUMBER:,} and {MAX_NUMBER:,}" in issue.message


def test_the_file_size_is_bounded(tmp_path):
    issue = only_issue(CALEIRA + "#" * MAX_FILE_BYTES)
    assert issue.line == 1 and "larger than" in issue.message
    # a file is never read past the bound: a sparse 100 MB file and an endless one
    big = tmp_path / "big.yaml"
    with big.open("wb") as f:
        f.truncate(100_000_000)
    for path in (big, "/dev/zero"):
        with pytest.raises(RulesError, match="larger than 1,000,000 bytes"):
            load_rules_file(path)


def test_shipped_files_stay_well_inside_the_bounds():
    for path in rules_dir().glob("*.yaml"):
        assert path.stat().st_size < MAX_FILE_BYTES // 10
        load_rules_file(path)

"""Every kind of mistake in a rules file names the file, the line and the field."""
from pathlib import Path

import pytest

from caylus_desktop.cli import main
from caylus_desktop.engine.rules import RulesError, json_schema, load_rules_file, load_rules_text, parse_yaml, rules_dir

ROOT = Path(__file__).resolve().parents[2]
CALEIRA = (rules_dir() / "caleira.yaml").read_text(encoding="utf-8")


def line_of(text: str, needle: str) -> int:
    return text[: text.index(needle)].count("\n") + 1


def broken(old: str, new: str) -> tuple[str, int]:
    assert old in CALEIRA
    return CALEIRA.replace(old, new, 1), line_of(CALEIRA, old)


def only_issue(text: str):
    with pytest.raises(RulesError) as err:
        load_rules_text(text, "caleira.yaml")
    assert len(err.value.issues) == 1, str(err.value)
    issue = err.value.issues[0]
    assert str(issue).startswith(f"caleira.yaml:{issue.line}: ")
    return issue


def test_shipped_rules_load():
    rules = load_rules_file(rules_dir() / "caleira.yaml")
    assert rules.card("princess_spire").points == 6


def test_unknown_field():
    text, line = broken("    protects_neighbours: true", "    protects_neighbors: true")
    issue = only_issue(text)
    assert (issue.line, issue.path, issue.message) == (line, "cards[9].protects_neighbors", "unknown field")


def test_wrong_type():
    text, line = broken("hand_size: 2 ", "hand_size: two ")
    issue = only_issue(text)
    assert (issue.line, issue.path) == (line, "hand_size")
    assert "integer" in issue.message


def test_unknown_operation():
    text, line = broken("- reorder_top: {count: 3}", "- shuffle_deck: {count: 3}")
    issue = only_issue(text)
    assert (issue.line, issue.path) == (line, "cards[5].on_reveal[0]")
    assert "unknown operation 'shuffle_deck'" in issue.message


def test_wrong_operation_argument():
    text, line = broken("- flip: {to: down,", "- flip: {to: sideways,")
    issue = only_issue(text)
    assert (issue.line, issue.path) == (line, "cards[7].on_reveal[0].flip.to")


def test_operation_with_two_keys():
    text, line = broken("- reorder_top: {count: 3}", "- {reorder_top: {count: 3}, peek: {}}")
    issue = only_issue(text)
    assert (issue.line, issue.path) == (line, "cards[5].on_reveal[0]")
    assert "exactly one key" in issue.message


def test_reference_to_a_card_that_does_not_exist():
    text, line = broken("princess_spire: 1, barracks: 1}", "princess_spire: 1, barrack: 1}")
    issue = only_issue(text)
    assert (issue.line, issue.path) == (line, "deck.base.barrack")
    assert "unknown card id 'barrack'" in issue.message


def test_duplicate_card_id():
    text, line = broken("  - id: moat\n    name: {en: Moat,", "  - id: barracks\n    name: {en: Moat,")
    with pytest.raises(RulesError) as err:
        load_rules_text(text, "caleira.yaml")
    first = err.value.issues[0]
    assert (first.line, first.path) == (line, "cards[9].id") and "duplicate card id" in first.message


def test_duplicate_option_id():
    text, line = broken("  - id: tie_rule", "  - id: moat")
    issue = only_issue(text)
    assert (issue.line, issue.path) == (line, "options[1].id") and "duplicate option id 'moat'" in issue.message


def test_missing_field():
    text = CALEIRA.replace("hand_size: 2 ", "", 1)
    issue = only_issue(text)
    assert issue.path == "hand_size" and issue.message == "field required"


def test_duplicate_key():
    text, line = broken("hand_size: 2 ", "hand_size: 2\nhand_size: 3 ")
    issue = only_issue(text)
    assert (issue.line, issue.path) == (line + 1, "hand_size") and "duplicate key" in issue.message


def test_yaml_syntax_error():
    text, line = broken("players: {min: 2, max: 4}", "players: {min: 2, max: 4")
    issue = only_issue(text)
    assert "YAML syntax error" in issue.message and line <= issue.line <= line + 2


def test_unknown_game():
    text, line = broken("game: caleira", "game: checkers")
    issue = only_issue(text)
    assert (issue.line, issue.path) == (line, "game") and "unknown game" in issue.message


def test_check_rules_command(tmp_path, capsys):
    assert main(["check-rules", "--games", "0"]) == 0  # validation only: tests/test_playcheck.py plays them
    assert "caleira.yaml: ok" in capsys.readouterr().out
    bad = tmp_path / "bad.yaml"
    bad.write_text(CALEIRA.replace("hand_size: 2 ", "hand_size: -1 ", 1), encoding="utf-8")
    assert main(["check-rules", str(bad)]) == 1
    out = capsys.readouterr().out
    assert f"{bad}:{line_of(CALEIRA, 'hand_size: 2 ')}: hand_size:" in out
    assert main(["check-rules", str(tmp_path / "missing.yaml")]) == 1
    assert "cannot read" in capsys.readouterr().out


def test_committed_json_schema_is_current():
    import json

    committed = json.loads((ROOT / "docs" / "rules.schema.json").read_text(encoding="utf-8"))
    assert committed == json_schema(), "run: caylus-desktop rules-schema --output docs/rules.schema.json"


def test_a_file_cut_inside_a_mapping_names_its_last_line():
    # found by the fuzz test: the end-of-file mark was one line past the last one
    text = CALEIRA[: CALEIRA.index("name: {en: The Castles") + 30]
    issue = only_issue(text)
    assert issue.line == len(text.splitlines()) and "YAML syntax error" in issue.message


def test_a_game_that_is_a_list_is_an_unknown_game():
    # found by the fuzz test: `game: []` raised TypeError (unhashable) instead of a RulesError
    for value in ("[]", "{a: 1}", "3", "null"):
        text, line = broken("game: caleira", f"game: {value}")
        issue = only_issue(text)
        assert (issue.line, issue.path) == (line, "game") and "unknown game" in issue.message


@pytest.mark.parametrize("text, only, data", [
    ("a: 1\nb: [2, 3]\nc: {d: 4}\ne: 5\n", {"a", "c"}, {"a": 1, "b": [2, 3], "c": {"d": 4}}),
    ("a: 1\nb: [2, 3]\nc: {d: 4}\ne: [unclosed\n", {"b"}, {"a": 1, "b": [2, 3]}),  # the rest is not parsed
    ("a: 1\nb: 2\n", {"a", "z"}, {"a": 1, "b": 2}),  # a key missing: read to the end
    ("- 1\n- {a: 2}\n", {"a"}, [1, {"a": 2}]),  # not a mapping: read whole
])
def test_reading_only_some_top_level_keys_stops_after_the_last(text, only, data):
    assert parse_yaml(text, "t.yaml", only=frozenset(only))[0] == data

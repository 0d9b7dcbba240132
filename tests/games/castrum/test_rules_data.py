"""rules_data/castrum.yaml: every card kind with its count, the recipes, events, and clear errors."""
import json

import pytest

from caylus_desktop.cli import main
from caylus_desktop.engine.rules import RulesError, load_rules_text, rules_dir

TEXT = (rules_dir() / "castrum.yaml").read_text(encoding="utf-8")


def rules():
    return load_rules_text(TEXT, "castrum.yaml")


def test_the_deck_is_90_cards_and_says_the_counts_are_our_reconstruction():
    r = rules()
    assert len(r.deck()) == 90
    by_family = {}
    for c in r.cards:
        by_family[c.family] = by_family.get(c.family, 0) + c.count
    assert by_family == {"material": 62, "special": 4, "attack": 14, "defence": 10}
    assert "reconstruction" in r.reconstruction_note.en and "reconstitution" in r.reconstruction_note.fr
    assert "reconstruction" in r.rules_text.en and "reconstitution" in r.rules_text.fr


def test_recipes_points_and_events_are_data():
    r = rules()
    wall, tower = r.pieces
    assert (wall.needs, wall.points, wall.per_player) == ({"mason": 1, "stone": 2, "peasant": 3}, 1, 4)
    assert (tower.needs, tower.points, tower.per_player) == ({"mason": 1, "stone": 5, "peasant": 6}, 4, 1)
    assert [e.id for e in sorted(r.events, key=lambda e: e.roll)] == [
        "famine", "bad_weather", "plague", "alms", "monastic_reform", "feast_of_fools"]
    assert r.card("stone_x2").units == 2 and r.card("stone_x2").changes_into == "stone"
    assert {c.id: c.defended_by for c in r.cards if c.family == "attack"} == {
        "fire": "guards", "witch": "monks", "gold_coins": "monks", "mage": "relics"}


def only_issue(text: str):
    with pytest.raises(RulesError) as err:
        load_rules_text(text, "castrum.yaml")
    assert len(err.value.issues) == 1, str(err.value)
    return err.value.issues[0]


def line_of(needle: str) -> int:
    return TEXT[: TEXT.index(needle)].count("\n") + 1


def test_an_unknown_defence_is_named_with_its_line():
    old = "    defended_by: relics"
    issue = only_issue(TEXT.replace(old, "    defended_by: holy_water", 1))
    assert issue.line == line_of(old) and issue.path.endswith("defended_by")


def test_a_lasting_effect_in_an_at_once_event_is_refused():
    old = "    effects: [{forbid: {build: true}}]"
    issue = only_issue(TEXT.replace(old, "    effects: [{pass_hands: {to: next_seat}}]", 1))
    assert "timing" in issue.message


def test_simulate_runs_castrum_in_both_modes_and_game_types(capsys):
    for extra in ([], ["--option", "mode=expert"], ["--option", "rounds=0", "--games", "2"]):
        args = ["simulate", "--game", "castrum", "--players", "3", "--games", "5", "--json", *extra]
        assert main(args) == 0
        out = json.loads(capsys.readouterr().out)
        assert out["errors"] == 0 and out["game"] == "castrum"

"""The sizes of the Caylus table come from rules_data/caylus.yaml: an edit either plays or names its line.

A fourth castle section is built and scored; a new special building is offered and works;
a favour table of another size plays; sizes the game cannot use are refused with FILE:LINE.
"""
from __future__ import annotations

import pytest
import yaml

from caylus_desktop.engine import new_game
from caylus_desktop.engine.rng import Rng
from caylus_desktop.engine.rules import RulesError, load_rules_text, rules_dir
from tests.edited_rules import edit, use_rules
from tests.games.caylus.test_random_play import keen

TEXT = (rules_dir() / "caylus.yaml").read_text(encoding="utf-8")

TOWERS_END = """        - {houses: 6, vp: 0, favours: 3}
"""
KEEP = TOWERS_END + """    - id: keep
      name: {en: Keep, fr: Donjon haut}
      spaces: 4
      vp_per_house: 6
      trigger_space: TRIGGER
      favour_columns_after: 5
      scoring:
        - {houses: 0, vp: -5, favours: 0}
        - {houses: 1, vp: 0, favours: 1}
"""
SPECIALS = "  specials: [gate, trading_post, merchants_guild, joust_field, stables, inn]"
WELL = """  - id: well
    name: {en: Well, fr: Puits}
    category: special
    text: {en: "+2 food.", fr: "+2 nourriture."}
    on_worker: [{gain: {food: 2}}]
"""
INN_END = """    on_worker: [{inn: {}}]
"""


def edited(*changes: tuple[str, str]) -> str:
    return edit(TEXT, *changes)


def with_rules(monkeypatch, text: str):
    return use_rules(monkeypatch, "caylus", text, "caylus.yaml")


def play(players: int, seed: int):
    m = new_game("caylus", players, seed)
    rng = Rng(seed * 7 + players)
    while m.decision is not None:
        m.apply(keen(m.decision, rng))
        assert len(m.state.history) < 5000, "the game does not end"
    assert m.invariants() == []
    return m


def only_issue(text: str):
    with pytest.raises(RulesError) as err:
        load_rules_text(text, "caylus.yaml")
    assert len(err.value.issues) == 1, str(err.value)
    return err.value.issues[0]


def line_of(text: str, needle: str) -> int:
    return text[: text.index(needle)].count("\n") + 1


def test_a_fourth_castle_section_is_built_and_scored(monkeypatch):
    with_rules(monkeypatch, edited((TOWERS_END, KEEP.replace("TRIGGER", "27"))))
    keep_houses = 0
    for players in (2, 3, 4, 5):
        for seed in range(3):
            m = play(players, seed)
            castle = m.observation(0).castle
            assert list(castle.houses) == ["dungeon", "walls", "towers", "keep"]
            assert castle.scored == (True, True, True, True)  # the game ends with the keep's scoring
            keep_houses += len(castle.houses["keep"])
    assert keep_houses > 0  # houses were built in the fourth section


def test_a_fourth_section_the_bailiff_never_reaches_is_refused_with_its_line():
    text = edited((TOWERS_END, KEEP.replace("TRIGGER", "30")))
    issue = only_issue(text)
    assert issue.line == line_of(text, "trigger_space: 30")
    assert issue.path == "castle.sections[3].trigger_space" and "off the road" in issue.message


def test_a_new_special_building_is_offered_and_works(monkeypatch):
    with_rules(monkeypatch, edited((SPECIALS, SPECIALS.replace("joust_field", "joust_field, well")),
                                   (INN_END, INN_END + WELL)))
    m = new_game("caylus", 3, seed=4)
    seat = m.decision.seat
    well = next(a for a in m.legal_actions() if a.key == ("place", ("special", "well")))
    assert well.target == "special:well" and "Well" in m.label(well)
    food = m.observation(seat).seats[seat].resources["food"]
    m.apply(well)
    while m.observation(seat).phase in ("placement", "specials"):  # everyone else passes
        d = m.decision
        m.apply(next(a for a in d.options if a.kind in ("pass", "stop", "skip", "decline", "recall")))
    assert m.observation(seat).seats[seat].resources["food"] == food + 2
    assert any("Well" in line for line in m.log)
    for players in (2, 5):  # and whole games play through
        play(players, 1)


def test_a_special_building_with_several_slots_is_refused_with_its_line():
    text = edited((SPECIALS, SPECIALS.replace("joust_field", "joust_field, well")),
                  (INN_END, INN_END + WELL.replace("category: special\n", "category: special\n    slots: 2\n")))
    issue = only_issue(text)
    assert issue.line == line_of(text, SPECIALS.replace("joust_field", "joust_field, well").strip())
    assert "takes one worker" in issue.message


def three_rows_four_columns() -> str:
    """The rules with the favour table cut to 3 rows of 4 cells (no scoring opens more than 4 columns)."""
    data = yaml.safe_load(TEXT)
    data["favours"]["rows"] = [{**row, "cells": row["cells"][:4]} for row in data["favours"]["rows"][:3]]
    for sec in data["castle"]["sections"]:
        sec["favour_columns_after"] = min(sec["favour_columns_after"], 4)
    return yaml.safe_dump(data, allow_unicode=True)


def test_a_board_without_the_inn_is_refused_with_its_line():
    text = edited((SPECIALS, SPECIALS.replace(", inn]", "]")))
    with pytest.raises(RulesError) as err:
        load_rules_text(text, "caylus.yaml")
    assert [(i.line, i.path) for i in err.value.issues if "'inn'" in i.message] == [
        (line_of(text, "  specials: ["), "board.specials"),             # the game needs it
        (line_of(text, "  - id: inn"), "buildings[5].id")]              # and its tile is left unused


def test_a_favour_table_of_four_columns_and_three_rows_plays(monkeypatch):
    rules = with_rules(monkeypatch, three_rows_four_columns())
    assert [len(r.cells) for r in rules.favours.rows] == [4, 4, 4]
    for players in (2, 4):
        for seed in range(3):
            m = play(players, seed)
            marks = m.observation(0).seats[0].favour
            assert len(marks) == 3 and all(0 <= c <= 4 for c in marks.values())


def test_a_favour_row_shorter_than_the_others_is_refused_with_its_line():
    old = "        - {text: {en: +7 deniers, fr: +7 deniers}, effects: [{gain: {money: 7}}]}\n"
    text = edited((old, ""))
    issue = only_issue(text)
    assert issue.path == "favours.rows[1].cells" and "same number of cells" in issue.message
    assert issue.line == line_of(text, "      name: {en: Deniers") + 1  # the row's `cells:`


def test_favour_columns_beyond_the_table_are_refused_with_their_line():
    old = "  open_columns: 2 "
    text = edited((old, "  open_columns: 6 "))
    issue = only_issue(text)
    assert issue.path == "favours.open_columns" and issue.line == line_of(text, "open_columns: 6")

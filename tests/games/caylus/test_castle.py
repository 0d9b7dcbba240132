"""Castle batches, penalties, overflow, the end of turn and every section-scoring row."""
import pytest

from caylus_desktop.engine.interpreter import push, run
from tests.games.caylus.table import (BLUE, GREEN, ORANGE, RED, act, build_houses, castle, cubes, give, houses, keys,
                                      position, seat, seen, start, table, targets, vp)

# the sheet's scoring table: houses -> (VP, favours)
SHEET = {
    0: {0: (-2, 0), 1: (0, 0), 2: (0, 1), 3: (0, 1), 4: (0, 1), 5: (0, 1), 6: (0, 1)},
    1: {0: (-3, 0), 1: (0, 0), 2: (0, 1), 3: (0, 2), 4: (0, 2), 5: (0, 3), 6: (0, 3), 7: (0, 3)},
    2: {0: (-4, 0), 1: (0, 0), 2: (0, 1), 3: (0, 1), 4: (0, 2), 5: (0, 2), 6: (0, 3), 7: (0, 3)},
}


@pytest.mark.parametrize("section,houses", [(s, h) for s in SHEET for h in SHEET[s]])
def test_section_scoring_row(section, houses):
    m = table(2, options={"light_favour": True}, money=0)     # each favour = 3 VP; no end conversions
    s = m.state
    give(m, BLUE, vp=10)
    build_houses(m, section, [BLUE] * houses)
    position(m, section=section)
    push(s, "score_section", None, section=section, i=0)
    run(s, m.spec.ops)
    points, fv = SHEET[section][houses]
    assert vp(m, BLUE) == 10 + points + 3 * fv
    assert seen(m).castle.scored[section]
    if section == 2:
        assert seen(m).over and m.decision is None


def test_a_batch_is_food_plus_two_other_different_cubes():
    m = table(4)
    give(m, BLUE, food=1, wood=2, gold=1)
    castle(m, [BLUE])
    assert keys(m) == {("batch", ("wood", "gold")), ("stop", ())}
    m = table(4)
    give(m, BLUE, wood=1, stone=1, cloth=1)          # no food: no batch, the penalty
    give(m, BLUE, vp=5)
    castle(m, [BLUE])
    assert vp(m, BLUE) == 3


def test_offering_nothing_costs_two_points_but_never_below_zero():
    m = table(4)
    give(m, BLUE, food=1, wood=1, stone=1, vp=1)
    castle(m, [BLUE])
    act(m, "stop")
    assert vp(m, BLUE) == 0 and seat(m, BLUE).score_breakdown == {"set up": 1, "castle penalties": -1}


def test_no_penalty_when_the_towers_are_full_and_the_cubes_are_kept():
    m = table(4)
    position(m, section=2)
    build_houses(m, 2, [GREEN] * 14)
    give(m, BLUE, food=1, wood=1, stone=1, vp=4)
    castle(m, [BLUE])
    assert "castle penalties" not in seat(m, BLUE).score_breakdown
    assert cubes(m, BLUE) == {"food": 1, "wood": 1, "stone": 1}
    # the full towers are then scored: Green's favours come next
    assert m.decision.seat == GREEN and m.decision.kind == "favour_row"


def test_nobody_gets_the_castle_favour_when_nobody_builds():
    m = table(4)
    castle(m, [BLUE, GREEN])
    assert [s.score for s in seen(m).seats] == [0, 0, 0, 0]
    assert m.decision is None or m.decision.kind != "favour_row"


def test_houses_land_in_the_section_under_construction_and_not_in_a_scored_one():
    m = table(4)
    build_houses(m, 0, [GREEN] * 3)      # the dungeon was scored with spaces left
    position(m, scored=[True, False, False], section=1)
    give(m, BLUE, food=1, wood=1, stone=1)
    castle(m, [BLUE])
    assert targets(m) == {"castle:walls", "castle:workers"}
    act(m, "batch", "wood", "stone")
    assert houses(m, "walls") == [BLUE] and houses(m, "dungeon") == [GREEN] * 3 and vp(m, BLUE) == 4


def test_bailiff_moves_one_when_the_provost_is_not_beyond_it():
    for provost, expected in ((7, 9), (8, 9), (9, 10), (20, 10)):
        m = table(4, options={"light_favour": True})
        position(m, bailiff=8, provost=provost)
        start(m, "end")
        assert (seen(m).bailiff, seen(m).provost) == (expected, expected)


def test_a_full_section_is_scored_even_before_its_bailiff_space():
    m = table(4, options={"light_favour": True})
    build_houses(m, 0, [BLUE] * 6)
    position(m, bailiff=7, provost=7)
    start(m, "end")
    assert seen(m).castle.scored == (True, False, False) and vp(m, BLUE) == 3 and vp(m, GREEN) == 0


def test_bailiff_trigger_and_full_section_score_once():
    m = table(4, options={"light_favour": True})
    build_houses(m, 0, [BLUE] * 6)
    position(m, bailiff=11, provost=11)
    start(m, "end")
    assert seen(m).castle.scored == (True, False, False) and vp(m, BLUE) == 3


def test_two_full_sections_are_scored_dungeon_first():
    m = table(2, options={"light_favour": True})
    build_houses(m, 0, [BLUE] * 6)
    build_houses(m, 1, [BLUE] * 5 + [GREEN] * 5)
    position(m, bailiff=7, provost=7)
    start(m, "end")
    table_now = seen(m)
    assert table_now.castle.scored == (True, True, False) and table_now.castle.section == 2
    assert table_now.favour_columns_open == 5
    assert vp(m, BLUE) == 3 + 9 and vp(m, GREEN) == 0 + 9
    lines = [line for line in m.log if line.startswith("Scoring of")]
    assert lines == ["Scoring of the Dungeon", "Scoring of the Walls"]


def test_the_game_ends_right_after_the_towers_with_the_end_conversions():
    m = table(2, options={"light_favour": True})
    position(m, scored=[True, True, False], section=2, bailiff=23, provost=23)
    build_houses(m, 2, [BLUE])
    give(m, BLUE, money=9, gold=2, food=2, wood=2, stone=1, cloth=2)
    give(m, GREEN, money=3)
    start(m, "end")
    assert seen(m).over and m.decision is None
    res = m.result()
    # Blue: 0 houses? no, 1 house: nothing; 2 gold = 6, 7 cubes = 2, 9 deniers = 2
    assert res["breakdown"][BLUE] == {"end: gold": 6, "end: cubes": 2, "end: deniers": 2}
    # Green: no house in the towers: -4, but the score never goes below 0
    assert res["scores"] == [10, 0] and res["winners"] == [BLUE] and res["final"]


def test_ties_are_shared():
    m = table(3, options={"light_favour": True})
    position(m, scored=[True, True, False], section=2, bailiff=24, provost=24)
    build_houses(m, 2, [BLUE, GREEN, ORANGE])
    give(m, BLUE, money=8)
    give(m, GREEN, money=8)
    give(m, ORANGE, money=4)
    start(m, "end")
    assert m.result()["scores"] == [2, 2, 1]
    assert m.result()["winners"] == [BLUE, GREEN]


def test_castle_scores_by_section_in_turn_order():
    m = table(4, order=[RED, ORANGE, GREEN, BLUE], options={"light_favour": True})
    build_houses(m, 0, [BLUE, BLUE, RED, RED])
    position(m, bailiff=12, provost=12)
    start(m, "end")
    said = [line.split(":")[0] for line in m.log if "in the Dungeon:" in line]
    assert said == ["Red", "Orange", "Green", "Blue"]


# the book: « Si un joueur qui avait placé l'un de ses ouvriers au château ne veut pas ou ne peut pas
# placer de lot (par exemple s'il n'en possède pas), il perd 2 points de prestige […]. Cette pénalité ne
# s'applique pas si, lors de la construction des Tours, l'un des joueurs n'a pas pu dépenser de lot à
# cause du manque de place (s'il possède un lot, il garde ses cubes et ne perd aucun point). »
def test_a_full_castle_spares_only_a_worker_whose_owner_holds_a_batch():
    m = table(4)
    position(m, section=2)
    build_houses(m, 2, [GREEN] * 14)
    give(m, BLUE, food=1, wood=1, stone=1, vp=4)     # a batch he cannot spend: spared
    give(m, RED, wood=1, stone=1, vp=4)              # no batch at all: the room changes nothing
    castle(m, [BLUE, RED])
    assert "castle penalties" not in seat(m, BLUE).score_breakdown
    assert cubes(m, BLUE) == {"food": 1, "wood": 1, "stone": 1}  # « il garde ses cubes »
    assert vp(m, RED) == 2 and seat(m, RED).score_breakdown["castle penalties"] == -2


def test_a_rules_file_may_spare_every_castle_worker_when_the_castle_is_full(monkeypatch):
    from caylus_desktop.engine.rules import rules_dir
    from tests.edited_rules import edit, use_rules

    text = (rules_dir() / "caylus.yaml").read_text(encoding="utf-8")
    use_rules(monkeypatch, "caylus", edit(text, ("full_castle_spares: batch_holders", "full_castle_spares: every_worker")),
              "caylus.yaml")
    m = table(4)
    position(m, section=2)
    build_houses(m, 2, [GREEN] * 14)
    give(m, RED, wood=1, stone=1, vp=4)
    castle(m, [RED])
    assert vp(m, RED) == 4 and "castle penalties" not in seat(m, RED).score_breakdown

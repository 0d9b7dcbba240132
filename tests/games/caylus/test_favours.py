"""Each favour cell, the row rules, the column unlocks and the light-favour variant."""
import pytest

from tests.games.caylus.table import (BLUE, GREEN, act, build_on, cubes, favours, give, keys, mark, money, position,
                                      road, run_effects, seat, seen, table, targets, vp)

ROWS = {"prestige": 0, "money": 1, "cubes": 2, "buildings": 3}

# row, column, cubes held, actions after the cell, (cubes, money, vp) after; 10 deniers at the start
CELLS = [
    ("prestige", c, {}, [], ({}, 10, c)) for c in range(1, 6)
] + [
    ("money", c, {}, [], ({}, 12 + c, 0)) for c in range(1, 6)
] + [
    ("cubes", 1, {}, [], ({"food": 1}, 10, 0)),
    ("cubes", 2, {}, [("produce", 1)], ({"stone": 1}, 10, 0)),
    ("cubes", 2, {}, [("produce", 0)], ({"wood": 1}, 10, 0)),
    ("cubes", 3, {}, [], ({"cloth": 1}, 10, 0)),
    ("cubes", 4, {"gold": 1}, [("trade", 0), ("cube", "food"), ("cube", "cloth")], ({"food": 1, "cloth": 1}, 10, 0)),
    ("cubes", 5, {}, [], ({"gold": 1}, 10, 0)),
    ("buildings", 1, {"food": 1}, [], ({"food": 1}, 10, 0)),
    ("buildings", 2, {"food": 1}, [("build", "w_sawmill")], ({}, 10, 2)),          # 1 wood less
    ("buildings", 3, {"food": 1}, [("build", "s_farm")], ({}, 10, 3)),             # 1 stone less
    ("buildings", 4, {"cloth": 1}, [("convert", 3)], ({}, 10, 2)),                 # 1 denier less
    ("buildings", 5, {"stone": 2, "gold": 1}, [("build", "statue")], ({}, 10, 7)),  # normal cost
]


@pytest.mark.parametrize("row,col,held,actions,after", CELLS)
def test_favour_cell(row, col, held, actions, after):
    m = table(4)
    position(m, favour_cols=5)
    mark(m, BLUE, **{row: col - 1 if col > 1 else 0})
    build_on(m, 20, "residence", BLUE)
    give(m, BLUE, **held)
    favours(m, BLUE)
    act(m, "row", ROWS[row])
    assert seat(m, BLUE).favour[row] == max(col, 1)
    if m.decision is not None and m.decision.kind == "favour_cell":
        assert targets(m) == {f"favour:{row}:{c}" for c in range(1, col + 1)}
        act(m, "cell", col)
    for kind, *args in actions:
        act(m, kind, *args)
    if row == "buildings" and col == 5:
        act(m, "row", 0)                 # the Statue's own favour: another row this phase
    assert m.decision is None, [a.label for a in m.legal_actions()]
    got = (cubes(m, BLUE), money(m, BLUE), vp(m, BLUE))
    if row == "buildings" and col == 5:
        got = (got[0], got[1], got[2] - 1)   # minus the Statue favour's +1 VP
    assert got == after


def test_markers_advance_only_into_open_columns():
    m = table(4)
    mark(m, BLUE, prestige=2, money=1)
    favours(m, BLUE)
    assert targets(m) == {"favour:prestige:2", "favour:money:2", "favour:cubes:1", "favour:buildings:1"}
    position(m, favour_cols=4)
    favours(m, BLUE)
    assert "favour:prestige:3" in targets(m)


def test_several_favours_in_one_phase_go_to_different_rows_and_extras_are_lost():
    m = table(4)
    favours(m, BLUE, count=5)
    for r in range(4):
        assert len(m.legal_actions()) == 4 - r
        act(m, "row", r)
        if m.decision is not None and m.decision.kind == "favour_cell":
            act(m, "cell", 1)
    assert m.decision is None             # the fifth favour had no row left
    assert seat(m, BLUE).favour == {"prestige": 1, "money": 1, "cubes": 1, "buildings": 1}
    assert any("loses a royal favour" in line for line in m.log)


def test_monument_favours_use_rows_unused_this_phase():
    m = table(4)
    position(m, favour_cols=5, favour_used=[1 << 0, 0, 0, 0])   # the prestige row was used this phase
    mark(m, BLUE, prestige=1, money=1, cubes=1, buildings=4)
    build_on(m, 20, "residence", BLUE)
    give(m, BLUE, stone=4, gold=2)
    favours(m, BLUE)
    assert keys(m) == {("row", (1,)), ("row", (2,)), ("row", (3,))}
    act(m, "row", 3)
    act(m, "cell", 5)
    act(m, "build", "monument")
    assert road(m, 20) == ("monument", BLUE) and vp(m, BLUE) == 14
    assert keys(m) == {("row", (1,)), ("row", (2,))}      # rows 0 and 3 used
    act(m, "row", 1)
    act(m, "cell", 2)
    assert keys(m) == {("row", (2,))}
    act(m, "row", 2)
    act(m, "cell", 1)
    assert m.decision is None


def test_light_favour_gives_three_points_per_favour():
    for opts in ({"light_favour": True}, {"intro": True}):
        m = table(4, options=opts)
        favours(m, GREEN, count=2)
        assert m.decision is None
        assert vp(m, GREEN) == 6 and seat(m, GREEN).score_breakdown == {"favours": 6}


def test_joust_favour_is_light_in_the_variant():
    m = table(4, options={"light_favour": True})
    give(m, BLUE, cloth=1)
    run_effects(m, m.state.defs.building("joust_field").on_worker, BLUE)
    act(m, "trade", 0)
    assert vp(m, BLUE) == 3 and money(m, BLUE) == 9


def test_dungeon_scoring_unlocks_columns_three_and_four_walls_the_fifth():
    from caylus_desktop.engine.interpreter import push, run
    m = table(4, options={"light_favour": True})
    s = m.state
    push(s, "score_section", None, section=0, i=0)
    run(s, m.spec.ops)
    assert seen(m).favour_columns_open == 4 and seen(m).castle.section == 1
    push(s, "score_section", None, section=1, i=0)
    run(s, m.spec.ops)
    assert seen(m).favour_columns_open == 5 and seen(m).castle.section == 2


def test_the_rows_offered_are_those_the_board_gives_at_every_favour():
    # each row's action is made once per rules object for each move it says (favours.py): at every
    # row choice of seeded random games, the options must be those made from the board afresh
    from caylus_desktop.engine import new_game
    from caylus_desktop.engine.actions import Action
    from caylus_desktop.engine.messages import Message
    from caylus_desktop.engine.rng import Rng
    from caylus_desktop.engine.state import CardRef
    from tests.games.caylus.test_random_play import keen
    from tests.games.options import whole
    checked = 0
    for players, seed in ((2, 1), (3, 2), (4, 3), (5, 4)):
        m = new_game("caylus", players, seed)
        rng = Rng(seed)
        while m.decision is not None:
            d = m.decision
            if d.kind == "favour_row":
                b, rows = m.state.board, m.state.defs.favours.rows
                expected = []
                for r, row in enumerate(rows):
                    if b.favour_used[d.seat] & (1 << r):
                        continue
                    col = b.favour[d.seat][r]
                    to = col + 1 if col < b.favour_cols else col
                    label = (Message("{} row (advance to column {})", (CardRef(row.id), to)) if to > col
                             else Message("{} row (stay in column {})", (CardRef(row.id), col)))
                    expected.append(Action("row", (r,), label, f"favour:{row.id}:{to}"))
                assert whole(d.options) == whole(expected), (players, seed, len(m.state.history))
                checked += 1
            m.apply(keen(d, rng))
    assert checked > 10

"""The worked examples of the French rulebook, with their stated figures."""
from tests.games.caylus.table import (BLUE, GREEN, ORANGE, RED, act, build_on, choose, give, keys, run_effects,
                                      start, table, targets, use)


def test_placement_prices_after_blue_passes():
    m = table(4)
    b = m.state.board
    b.castle_workers = [BLUE]          # Blue went to the castle earlier
    b.workers[BLUE] -= 1
    build_on(m, 9, "mason", GREEN)
    build_on(m, 10, "w_farm_food", RED)
    start(m, "place", i=0)
    assert m.decision.seat == BLUE
    act(m, "pass")
    assert b.money[BLUE] == 11          # the first to pass takes 1 denier
    assert m.decision.seat == GREEN
    act(m, "place", "road", 7)         # the Peddler, now 2 deniers
    assert b.money[GREEN] == 8
    act(m, "pass")                     # Orange
    act(m, "place", "road", 9)         # Red on Green's Mason: 3 deniers, Green +1 VP
    assert b.money[RED] == 7 and b.vp[GREEN] == 1
    act(m, "pass")                     # Green
    act(m, "place", "road", 10)        # Red's own Farm: 1 denier
    assert b.money[RED] == 6
    act(m, "place", "castle")          # behind Blue, 4 deniers
    assert b.money[RED] == 2
    assert b.castle_workers == [BLUE, RED]


def test_stables_reorder():
    m = table(4, order=[RED, GREEN, ORANGE, BLUE])
    b = m.state.board
    b.stables = [BLUE, RED]
    b.workers[BLUE] -= 1
    b.workers[RED] -= 1
    use(m, "stables", -1)
    assert b.order == [BLUE, RED, GREEN, ORANGE]
    assert b.stables == [] and b.workers[BLUE] == 6 and b.workers[RED] == 6


def test_inn_eviction_and_the_one_denier_placements():
    m = table(4)
    b = m.state.board
    b.inn_right, b.inn_left = BLUE, GREEN
    b.workers[BLUE] -= 1
    b.workers[GREEN] -= 1
    use(m, "inn", -1)
    assert (b.inn_left, b.inn_right) == (-1, GREEN)
    assert b.workers[BLUE] == 6        # Blue's worker came home
    b.passed = [ORANGE, RED]           # others would pay 3
    start(m, "place", i=1)
    assert m.decision.seat == GREEN
    act(m, "place", "castle")
    assert b.money[GREEN] == 9


def test_provost_round_ends_one_space_back():
    m = table(4)
    b = m.state.board
    b.passed = [BLUE, ORANGE, RED, GREEN]
    b.provost = 12
    b.worker[1] = BLUE                  # the Farm: phase 5 stops there for Blue's choice
    b.workers[BLUE] -= 1
    start(m, "provost", i=0)
    assert m.decision.seat == BLUE
    act(m, "provost", 0)
    assert m.decision.seat == ORANGE
    act(m, "provost", -2)
    assert m.decision.seat == RED
    act(m, "provost", 2)
    assert m.decision.seat == GREEN
    act(m, "provost", -1)
    assert b.provost == 11 and m.decision.kind == "produce"
    assert [b.money[s] for s in (BLUE, ORANGE, RED, GREEN)] == [10, 8, 8, 9]


def test_lawyer_converts_the_neutral_quarry():
    m = table(4)
    b = m.state.board
    build_on(m, 9, "lawyer", BLUE)
    give(m, BLUE, cloth=1, money=5)
    use(m, "lawyer", BLUE)
    assert "road:4" in targets(m)      # the neutral Quarry
    act(m, "convert", 4)
    assert b.tile[4] == "residence" and b.owner[4] == BLUE
    assert b.vp[BLUE] == 2 and b.money[BLUE] == 4 and b.cubes[BLUE][3] == 0
    assert "n_quarry" in b.removed     # a neutral tile leaves the game
    start(m, "income")
    assert b.money[BLUE] == 4 + 2 + 1  # one more denier of income


def test_architect_builds_the_statue_on_a_residence():
    m = table(4)
    b = m.state.board
    build_on(m, 10, "architect", BLUE)
    build_on(m, 3, "residence", GREEN)
    start(m, "place", i=1)
    act(m, "place", "road", 10)        # Green on Blue's Architect
    assert b.vp[BLUE] == 1
    give(m, GREEN, gold=1, stone=2)
    use(m, "architect", GREEN)
    act(m, "build", "statue")
    assert b.tile[3] == "statue" and b.owner[3] == GREEN
    assert b.vp[GREEN] == 7 and b.cubes[GREEN] == [0, 0, 0, 0, 0]
    assert m.decision.kind == "favour_row" and m.decision.seat == GREEN


def _castle_round(green_batches: int):
    m = table(4)
    b = m.state.board
    b.castle[0] = [BLUE, BLUE, ORANGE, ORANGE]   # two dungeon spaces left
    b.castle_workers = [RED, GREEN]
    b.workers[RED] -= 1
    b.workers[GREEN] -= 1
    give(m, RED, food=1, stone=1, wood=1)
    give(m, GREEN, food=2, stone=2, wood=1, cloth=1)
    start(m, "castle", i=0)
    assert m.decision.seat == RED
    act(m, "batch", "wood", "stone")   # Red has no cubes left: his offer ends
    assert b.vp[RED] == 5
    assert m.decision.seat == GREEN
    assert {a.target for a in m.legal_actions() if a.kind == "batch"} == {"castle:dungeon"}
    act(m, "batch", "wood", "stone")
    if green_batches == 2:
        assert {a.target for a in m.legal_actions() if a.kind == "batch"} == {"castle:walls"}
        act(m, "batch", "stone", "cloth")
    else:
        act(m, "stop")
    return m


def test_castle_round_straddles_dungeon_and_walls_for_nine_points_and_the_favour():
    m = _castle_round(2)
    b = m.state.board
    assert b.vp[GREEN] == 9
    assert b.castle[0].count(GREEN) == 1 and b.castle[1] == [GREEN]
    assert m.decision.seat == GREEN and m.decision.kind == "favour_row"


def test_with_one_batch_each_the_earlier_castle_worker_takes_the_favour():
    m = _castle_round(1)
    assert m.state.board.vp[GREEN] == 5
    assert m.decision.seat == RED and m.decision.kind == "favour_row"


def test_dungeon_scoring_example():
    m = table(4, order=[RED, BLUE, ORANGE, GREEN], options={"light_favour": True})
    b = m.state.board
    b.castle[0] = [RED, RED, BLUE, BLUE, BLUE, GREEN]
    b.castle[1] = [GREEN]               # Green's overflow house does not count
    give(m, ORANGE, vp=1)
    b.bailiff, b.provost = 11, 12       # provost beyond the bailiff: +2, onto the Dungeon space
    start(m, "end")
    assert b.bailiff == 13 and b.provost == 13
    assert b.scored == [True, False, False]
    assert b.vp[RED] == 3 and b.vp[BLUE] == 3      # one favour each (3 VP in light favour)
    assert b.vp[ORANGE] == 0                       # -2, never below 0
    assert b.vp[GREEN] == 0
    assert b.section == 1 and b.favour_cols == 4


def test_favour_blocked_row_gives_its_current_column():
    m = table(4, order=[ORANGE, BLUE, GREEN, RED])
    b = m.state.board
    b.favour[ORANGE][0] = 2             # already in column 2; columns 3-4 not open yet
    b.castle[0] = [ORANGE, ORANGE]
    b.bailiff = 12
    b.provost = 12
    b.castle_workers = []
    from caylus_desktop.engine.interpreter import push, run
    s = m.state
    s.stack = []
    push(s, "score_section", None, section=0, i=0)
    run(s, m.spec.ops)
    assert m.decision.seat == ORANGE
    assert "favour:prestige:2" in targets(m)       # cannot advance
    act(m, "row", 0)
    act(m, "cell", 2)
    assert b.vp[ORANGE] == 2 and b.favour[ORANGE][0] == 2


def test_favour_cubes_row_while_building_the_church_during_the_towers():
    m = table(4)
    b = m.state.board
    b.favour_cols = 5
    b.favour[BLUE][2] = 2
    build_on(m, 9, "mason", BLUE)
    give(m, BLUE, stone=1, cloth=1)
    use(m, "mason", BLUE)
    act(m, "build", "church")
    assert b.tile[10] == "church" and b.vp[BLUE] == 3
    act(m, "row", 2)
    assert b.favour[BLUE][2] == 3
    assert keys(m) == {("cell", (1,)), ("cell", (2,)), ("cell", (3,))}
    act(m, "cell", 1)
    assert b.cubes[BLUE][0] == 1        # a food cube


def test_favour_building_row_builds_the_park_for_one_food():
    m = table(4)
    b = m.state.board
    b.favour_cols = 4                   # building the walls
    b.favour[GREEN][3] = 2
    give(m, GREEN, food=1, cloth=1, money=1)
    b.special["joust_field"] = GREEN
    b.workers[GREEN] -= 1
    start(m, "specials", i=3)           # the Joust field
    act(m, "trade", 0)
    act(m, "row", 3)
    assert b.favour[GREEN][3] == 3
    act(m, "cell", 3)
    act(m, "build", "park")             # stone discounted: 1 food only
    assert b.cubes[GREEN] == [0, 0, 0, 0, 0]
    assert b.money[GREEN] == 0 + 2      # the joust denier paid; the next turn's income since
    assert b.tile[9] == "park" and b.owner[9] == GREEN   # the first free space
    assert b.vp[GREEN] == 3

"""The worked examples of the French rulebook, with their stated figures."""
from tests.games.caylus.table import (BLUE, GREEN, ORANGE, RED, act, build_houses, build_on, cubes, give, houses, keys,
                                      mark, money, position, road, seat, seen, send, start, table, targets, use, vp)


def test_placement_prices_after_blue_passes():
    m = table(4)
    send(m, BLUE, "castle")            # Blue went to the castle earlier
    build_on(m, 9, "mason", GREEN)
    build_on(m, 10, "w_farm_food", RED)
    start(m, "place", i=0)
    assert m.decision.seat == BLUE
    act(m, "pass")
    assert money(m, BLUE) == 11         # the first to pass takes 1 denier
    assert m.decision.seat == GREEN
    act(m, "place", "road", 7)         # the Peddler, now 2 deniers
    assert money(m, GREEN) == 8
    act(m, "pass")                     # Orange
    act(m, "place", "road", 9)         # Red on Green's Mason: 3 deniers, Green +1 VP
    assert money(m, RED) == 7 and vp(m, GREEN) == 1
    act(m, "pass")                     # Green
    act(m, "place", "road", 10)        # Red's own Farm: 1 denier
    assert money(m, RED) == 6
    act(m, "place", "castle")          # behind Blue, 4 deniers
    assert money(m, RED) == 2
    assert seen(m).castle.workers == (BLUE, RED)


def test_stables_reorder():
    m = table(4, order=[RED, GREEN, ORANGE, BLUE])
    send(m, BLUE, "stables")
    send(m, RED, "stables")
    use(m, "stables", -1)
    assert seen(m).turn_order == (BLUE, RED, GREEN, ORANGE)
    assert seen(m).specials.stables == ()
    assert seat(m, BLUE).workers_home == 6 and seat(m, RED).workers_home == 6


def test_inn_eviction_and_the_one_denier_placements():
    m = table(4)
    send(m, BLUE, "inn_right")
    send(m, GREEN, "inn_left")
    use(m, "inn", -1)
    inn = seen(m).specials
    assert (inn.inn_left, inn.inn_right) == (-1, GREEN)
    assert seat(m, BLUE).workers_home == 6     # Blue's worker came home
    position(m, passed=[ORANGE, RED])  # others would pay 3
    start(m, "place", i=1)
    assert m.decision.seat == GREEN
    act(m, "place", "castle")
    assert money(m, GREEN) == 9


def test_provost_round_ends_one_space_back():
    m = table(4)
    position(m, passed=[BLUE, ORANGE, RED, GREEN], provost=12)
    send(m, BLUE, "road:1")            # the Farm: phase 5 stops there for Blue's choice
    start(m, "provost", i=0)
    assert m.decision.seat == BLUE
    act(m, "provost", 0)
    assert m.decision.seat == ORANGE
    act(m, "provost", -2)
    assert m.decision.seat == RED
    act(m, "provost", 2)
    assert m.decision.seat == GREEN
    act(m, "provost", -1)
    assert seen(m).provost == 11 and m.decision.kind == "produce"
    assert [money(m, s) for s in (BLUE, ORANGE, RED, GREEN)] == [10, 8, 8, 9]


def test_lawyer_converts_the_neutral_quarry():
    m = table(4)
    build_on(m, 9, "lawyer", BLUE)
    give(m, BLUE, cloth=1, money=5)
    use(m, "lawyer", BLUE)
    assert "road:4" in targets(m)      # the neutral Quarry
    act(m, "convert", 4)
    assert road(m, 4) == ("residence", BLUE)
    assert vp(m, BLUE) == 2 and money(m, BLUE) == 4 and cubes(m, BLUE) == {}
    assert "n_quarry" in seen(m).removed     # a neutral tile leaves the game
    start(m, "income")
    assert money(m, BLUE) == 4 + 2 + 1  # one more denier of income


def test_architect_builds_the_statue_on_a_residence():
    m = table(4)
    build_on(m, 10, "architect", BLUE)
    build_on(m, 3, "residence", GREEN)
    start(m, "place", i=1)
    act(m, "place", "road", 10)        # Green on Blue's Architect
    assert vp(m, BLUE) == 1
    give(m, GREEN, gold=1, stone=2)
    use(m, "architect", GREEN)
    act(m, "build", "statue")
    assert road(m, 3) == ("statue", GREEN)
    assert vp(m, GREEN) == 7 and cubes(m, GREEN) == {}
    assert m.decision.kind == "favour_row" and m.decision.seat == GREEN


def _castle_round(green_batches: int):
    m = table(4)
    build_houses(m, 0, [BLUE, BLUE, ORANGE, ORANGE])   # two dungeon spaces left
    send(m, RED, "castle")
    send(m, GREEN, "castle")
    give(m, RED, food=1, stone=1, wood=1)
    give(m, GREEN, food=2, stone=2, wood=1, cloth=1)
    start(m, "castle", i=0)
    assert m.decision.seat == RED
    act(m, "batch", "wood", "stone")   # Red has no cubes left: his offer ends
    assert vp(m, RED) == 5
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
    assert vp(m, GREEN) == 9
    assert houses(m, "dungeon").count(GREEN) == 1 and houses(m, "walls") == [GREEN]
    assert m.decision.seat == GREEN and m.decision.kind == "favour_row"


def test_with_one_batch_each_the_earlier_castle_worker_takes_the_favour():
    m = _castle_round(1)
    assert vp(m, GREEN) == 5
    assert m.decision.seat == RED and m.decision.kind == "favour_row"


def test_dungeon_scoring_example():
    m = table(4, order=[RED, BLUE, ORANGE, GREEN], options={"light_favour": True})
    build_houses(m, 0, [RED, RED, BLUE, BLUE, BLUE, GREEN])
    build_houses(m, 1, [GREEN])         # Green's overflow house does not count
    give(m, ORANGE, vp=1)
    position(m, bailiff=11, provost=12)  # provost beyond the bailiff: +2, onto the Dungeon space
    start(m, "end")
    now = seen(m)
    assert now.bailiff == 13 and now.provost == 13
    assert now.castle.scored == (True, False, False)
    assert vp(m, RED) == 3 and vp(m, BLUE) == 3    # one favour each (3 VP in light favour)
    assert vp(m, ORANGE) == 0                      # -2, never below 0
    assert vp(m, GREEN) == 0
    assert now.castle.section == 1 and now.favour_columns_open == 4


def test_favour_blocked_row_gives_its_current_column():
    m = table(4, order=[ORANGE, BLUE, GREEN, RED])
    mark(m, ORANGE, prestige=2)         # already in column 2; columns 3-4 not open yet
    build_houses(m, 0, [ORANGE, ORANGE])
    position(m, bailiff=12, provost=12)
    from caylus_desktop.engine.interpreter import push, run
    s = m.state
    s.stack = []
    push(s, "score_section", None, section=0, i=0)
    run(s, m.spec.ops)
    assert m.decision.seat == ORANGE
    assert "favour:prestige:2" in targets(m)       # cannot advance
    act(m, "row", 0)
    act(m, "cell", 2)
    assert vp(m, ORANGE) == 2 and seat(m, ORANGE).favour["prestige"] == 2


def test_favour_cubes_row_while_building_the_church_during_the_towers():
    m = table(4)
    position(m, favour_cols=5)
    mark(m, BLUE, cubes=2)
    build_on(m, 9, "mason", BLUE)
    give(m, BLUE, stone=1, cloth=1)
    use(m, "mason", BLUE)
    act(m, "build", "church")
    assert road(m, 10) == ("church", BLUE) and vp(m, BLUE) == 3
    act(m, "row", 2)
    assert seat(m, BLUE).favour["cubes"] == 3
    assert keys(m) == {("cell", (1,)), ("cell", (2,)), ("cell", (3,))}
    act(m, "cell", 1)
    assert cubes(m, BLUE) == {"food": 1}        # a food cube


def test_favour_building_row_builds_the_park_for_one_food():
    m = table(4)
    position(m, favour_cols=4)          # building the walls
    mark(m, GREEN, buildings=2)
    give(m, GREEN, food=1, cloth=1, money=1)
    send(m, GREEN, "joust_field")
    start(m, "specials", i=3)           # the Joust field
    act(m, "trade", 0)
    act(m, "row", 3)
    assert seat(m, GREEN).favour["buildings"] == 3
    act(m, "cell", 3)
    act(m, "build", "park")             # stone discounted: 1 food only
    assert cubes(m, GREEN) == {}
    assert money(m, GREEN) == 0 + 2     # the joust denier paid; the next turn's income since
    assert road(m, 9) == ("park", GREEN)   # the first free space
    assert vp(m, GREEN) == 3

"""Every ruling of §10 of the sheet, the placement rules and the 2-player rules."""
from caylus_desktop.engine import new_game
from tests.games.caylus.table import (BLUE, GREEN, ORANGE, RED, act, build_on, cubes, give, keys, money,
                                      position, road, seat, seen, send, start, table, targets, use, vp)


def _gate(m, who):
    send(m, who, "gate")
    start(m, "specials", i=0)


# --- the Gate ---------------------------------------------------------------------

def test_gate_worker_may_go_beyond_the_provost_and_simply_does_nothing():
    m = table(4)
    position(m, provost=6)
    _gate(m, BLUE)
    assert "road:16" in targets(m)
    act(m, "place", "road", 16)                 # the gold mine, beyond the provost
    assert "Blue moves the Gate's worker to the Gold mine (road 16)" in m.log
    # the turn runs on to the next one: the worker came home with no gold, and the move was free
    now = seen(m)
    assert now.round == 2 and cubes(m, BLUE) == {} and now.road[15].worker == -1
    assert money(m, BLUE) == 10 + 2


def test_gate_to_castle_or_stables_only_without_an_own_worker_there():
    m = table(4)
    send(m, GREEN, "castle")
    send(m, BLUE, "castle")
    send(m, ORANGE, "stables")
    _gate(m, BLUE)
    assert "castle:workers" not in targets(m)
    assert "special:stables:2" in targets(m)
    m = table(4)
    send(m, GREEN, "castle")
    give(m, GREEN, food=1, wood=1, stone=1)      # the castle phase will wait for Green's batch
    _gate(m, BLUE)
    act(m, "place", "castle")
    assert seen(m).castle.workers == (GREEN, BLUE) and m.decision.seat == GREEN


def test_gate_to_another_players_building_gives_a_point_to_own_nothing():
    for owner, points in ((GREEN, 1), (BLUE, 0)):
        m = table(4)
        build_on(m, 9, "w_farm_food", owner)
        _gate(m, BLUE)
        act(m, "place", "road", 9)
        assert vp(m, owner) == points


def test_gate_never_targets_itself_and_may_take_the_worker_back():
    m = table(4)
    _gate(m, BLUE)
    assert "special:gate" not in {a.target for a in m.legal_actions() if a.kind == "place"}
    act(m, "recall")
    assert seat(m, BLUE).workers_home == 6


# --- resources timing ----------------------------------------------------------------

def test_trading_post_money_pays_for_the_joust_but_later_cloth_cannot():
    m = table(4)
    give(m, BLUE, money=0, cloth=1)
    send(m, BLUE, "trading_post", "joust_field")
    start(m, "specials", i=0)
    assert m.decision.kind == "trade"           # the Joust: the 3 deniers came first
    act(m, "trade", 0)
    assert money(m, BLUE) == 2
    m = table(4)
    send(m, BLUE, "joust_field", "road:1")      # the Farm would give cloth too late
    start(m, "specials", i=0)
    assert m.decision.kind == "produce"         # straight on to phase 5: no joust offer


def test_gold_is_never_money():
    m = table(4)
    give(m, BLUE, money=0, gold=5)
    start(m, "place", i=0)
    assert m.decision.seat == GREEN             # Blue had to pass
    assert seen(m).passed == (BLUE,)


def test_market_takes_gold_and_cubes_row_four_gives_gold_for_two_non_gold():
    m = table(4)
    give(m, BLUE, gold=1, food=1)
    use(m, "n_market", BLUE)
    act(m, "trade", 0)
    assert {a.args[0] for a in m.legal_actions()} == {"food", "gold"}


# --- the Lawyer -------------------------------------------------------------------------

def test_lawyer_targets_neutral_and_own_tiles_only():
    m = table(4)
    build_on(m, 9, "lawyer", BLUE)
    build_on(m, 10, "w_sawmill", BLUE)
    build_on(m, 11, "w_quarry", GREEN)
    build_on(m, 12, "lawyer", GREEN)
    build_on(m, 13, "residence", BLUE)
    build_on(m, 14, "statue", BLUE)
    give(m, BLUE, cloth=1)
    use(m, "lawyer", BLUE)
    assert targets(m) == {f"road:{k}" for k in (1, 2, 3, 4, 5, 6, 10)} | {"building:lawyer"}


def test_a_converted_player_tile_returns_to_the_supply():
    m = table(4)
    build_on(m, 10, "w_sawmill", BLUE)
    give(m, BLUE, cloth=1)
    use(m, "lawyer", BLUE)
    act(m, "convert", 10)
    assert seen(m).supply["w_sawmill"] == 1 and road(m, 10) == ("residence", BLUE)


def test_lawyer_on_an_occupied_target_pays_now_converts_after_phase_five():
    m = table(4)
    build_on(m, 9, "lawyer", BLUE)
    give(m, BLUE, cloth=1)
    build_on(m, 10, "w_farm_food", BLUE)
    send(m, BLUE, "road:9")
    send(m, GREEN, "road:10")                    # Green works Blue's farm after the Lawyer
    position(m, provost=28)
    start(m, "road", i=1)
    act(m, "convert", 10)
    assert cubes(m, BLUE) == {} and money(m, BLUE) == 9
    assert road(m, 10) == ("w_farm_food", BLUE)  # not yet
    assert seen(m).pending_conversions == ((10, BLUE),)
    assert m.decision.seat == GREEN and m.decision.kind == "produce"   # the worker still acts
    act(m, "produce", 0)
    assert road(m, 10) == ("residence", BLUE) and vp(m, BLUE) == 2


def test_architect_without_a_residence_does_nothing():
    m = table(4)
    give(m, BLUE, stone=5, gold=3)
    use(m, "architect", BLUE)
    assert m.decision is None and cubes(m, BLUE) == {"stone": 5, "gold": 3}


def test_no_construction_without_a_free_road_space():
    m = table(4)
    for entry in seen(m).road:
        if entry.building is None:
            build_on(m, entry.space, "residence", ORANGE)
    give(m, BLUE, wood=2, food=2)
    use(m, "f_carpenter", BLUE)
    assert m.decision is None


# --- placement --------------------------------------------------------------------------

def test_inn_right_slot_pays_one_for_everything_until_expelled():
    m = table(4)
    send(m, BLUE, "inn_right")
    position(m, passed=[GREEN, ORANGE])
    start(m, "place", i=0)
    costs = {a.target: m.label(a) for a in m.legal_actions()}
    assert "(1 d)" in costs["castle:workers"] and "1 d)" in costs["special:trading_post"]
    act(m, "place", "special", "inn")            # the same player may hold both slots
    assert money(m, BLUE) == 9
    assert seen(m).specials.inn_left == BLUE


def test_inn_owner_may_keep_or_leave_when_nobody_entered():
    m = table(4)
    send(m, GREEN, "inn_right")
    start(m, "specials", i=5)
    assert m.decision.seat == GREEN and keys(m) == {("keep", ()), ("leave", ())}
    act(m, "leave")
    assert seen(m).specials.inn_right == -1 and seat(m, GREEN).workers_home == 6


def test_stables_fill_in_order_one_per_player_and_three_at_most():
    m = table(5)
    start(m, "place", i=0)
    act(m, "place", "special", "stables")
    assert "special:stables:2" in targets(m)
    act(m, "place", "special", "stables")
    act(m, "place", "special", "stables")
    assert seen(m).specials.stables == (0, 1, 2)
    assert not any(t and t.startswith("special:stables") for t in targets(m))


def test_passing_is_always_allowed_and_ends_ones_placements():
    m = table(4)
    start(m, "place", i=0)
    act(m, "pass")
    for _ in range(3):
        act(m, "place", "castle") if m.decision.seat != BLUE else None
        assert m.decision.seat != BLUE
    assert seen(m).passed == (BLUE,)


def test_a_player_without_workers_must_pass():
    m = table(4)
    give(m, BLUE, workers=0)
    start(m, "place", i=0)
    assert seen(m).passed == (BLUE,) and m.decision.seat == GREEN


def test_provost_everything_up_to_an_empty_space_activates():
    m = table(4)
    send(m, BLUE, "road:7")
    send(m, GREEN, "road:16")
    position(m, provost=12)                      # an empty space
    start(m, "road", i=1)
    assert m.decision.seat == BLUE               # the Peddler acts
    act(m, "decline")
    assert seat(m, GREEN).resources["gold"] == 0    # the gold mine was beyond


def test_provost_moves_in_passing_order_for_a_denier_a_space_within_the_road():
    m = table(4)
    position(m, passed=[RED, GREEN], provost=2)
    give(m, RED, money=2)
    start(m, "provost", i=0)
    assert m.decision.seat == RED
    assert {a.args[0] for a in m.legal_actions()} == {0, -1, 1, 2}


# --- two players --------------------------------------------------------------------

def test_two_players_start_with_five_deniers_and_alternate_first_place():
    m = new_game("caylus", 2, seed=3)
    assert [money(m, s) for s in (0, 1)] == [5 + 2, 5 + 2]   # 5 each, then the first turn's income
    first = seen(m).turn_order[0]
    assert m.decision.seat == first
    while seen(m).round == 1:
        m.apply(m.legal_actions()[-1])           # pass, and whatever comes last
    assert seen(m).turn_order[0] != first


def test_two_players_no_stables_and_three_deniers_after_a_pass():
    m = table(2)
    build_on(m, 9, "w_farm_food", GREEN)
    start(m, "place", i=0)
    assert not any(t and t.startswith("special:stables") for t in targets(m))
    act(m, "pass")
    labels = {a.target: m.label(a) for a in m.legal_actions()}
    assert "(3 d)" in labels["castle:workers"] and ", 3 d)" in labels["road:1"]
    assert ", 1 d)" in labels["road:9"]           # own building
    act(m, "place", "road", 1)
    assert money(m, GREEN) == 7


def test_two_players_first_passer_still_takes_a_denier():
    m = table(2)
    start(m, "place", i=0)
    act(m, "pass")
    assert money(m, BLUE) == 11


def test_inn_same_player_on_both_slots_the_old_right_worker_comes_home():
    m = table(4)
    send(m, BLUE, "inn_right", "inn_left")
    use(m, "inn", -1)
    inn = seen(m).specials
    assert (inn.inn_left, inn.inn_right) == (-1, BLUE) and seat(m, BLUE).workers_home == 5


def test_the_observation_shows_the_whole_public_table():
    m = new_game("caylus", 3, seed=4)
    obs = m.observation(1)
    assert obs.game == "caylus" and obs.active_seat == m.decision.seat
    assert [e.space for e in obs.road] == list(range(1, 29))
    assert obs.road[6].building == "f_peddler" and obs.road[15].building == "gold_mine"
    assert sorted(e.building for e in obs.road[:6]) == sorted(
        ["n_farm", "n_forest", "n_sawmill", "n_quarry", "n_market", "n_carpenter"])
    assert obs.bailiff == obs.provost == 6
    assert obs.seats[0].resources["food"] == 2 and obs.seats[0].resources["wood"] == 1
    assert set(obs.castle.houses) == {"dungeon", "walls", "towers"}
    assert obs.supply["architect"] == 2 and len(obs.supply) == 8 + 9 + 9


def test_setup_money_by_position_cubes_and_random_neutral_tiles():
    layouts = set()
    for seed in range(12):
        m = new_game("caylus", 5, seed=seed)
        now = seen(m)
        # 5, 6, 6, 7, 7 by turn order position, then the first turn's 2 deniers
        assert [money(m, s) for s in now.turn_order] == [7, 8, 8, 9, 9]
        assert all(cubes(m, s) == {"food": 2, "wood": 1} for s in range(5))
        tiles = [None] + [entry.building for entry in now.road]    # tiles[k]: road space k
        layouts.add(tuple(tiles[1:7]))
        assert tiles[7:9] == ["f_peddler", "f_carpenter"] and tiles[16] == "gold_mine"
        assert tiles[9:16] == [None] * 7 and tiles[17:] == [None] * 12
    assert len(layouts) > 1

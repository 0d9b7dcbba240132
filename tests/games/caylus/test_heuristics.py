"""The evaluation prefers what a player would: points, money, cubes, houses."""
import pytest

from caylus_desktop.engine import new_game
from caylus_desktop.games.caylus.heuristics import evaluate, terms
from tests.games.caylus.table import BLUE, GREEN, build_on, give, table


def test_more_points_money_and_cubes_are_better():
    m = table(4)
    base = evaluate(m.state, BLUE)
    for change in ({"vp": 3}, {"money": 15}, {"stone": 2}, {"gold": 1}):
        other = table(4)
        give(other, BLUE, **change)
        assert evaluate(other.state, BLUE) > base, change


def test_terms_add_up_and_name_their_parts():
    m = new_game("caylus", 3, seed=2)
    t = terms(m.state, 0)
    assert abs(sum(t.values()) - evaluate(m.state, 0)) < 1e-9
    assert {"points", "deniers", "cubes", "favour markers"} <= set(t)
    assert "favour markers" not in terms(new_game("caylus", 3, seed=2, options={"light_favour": True}).state, 0)


def test_missing_the_dungeon_just_before_its_scoring_is_seen():
    m = table(4)
    b = m.state.board
    b.bailiff = 11
    b.castle[0] = [GREEN]
    assert terms(m.state, BLUE)["castle scoring ahead"] == -2
    assert "castle scoring ahead" not in terms(m.state, GREEN)


def _placing(players: int = 2):
    """A table in Phase 2, provost and bailiff on road 6 (the neutral Carpenter's space)."""
    m = table(players)
    b = m.state.board
    b.phase = "placement"
    b.provost = b.bailiff = 6
    return m


def test_a_worker_on_a_carpenter_it_can_use_is_worth_something():
    m = _placing()
    give(m, BLUE, money=5, wood=1, food=1)
    without = evaluate(m.state, BLUE, w="baseline")
    m.state.board.worker[6] = BLUE  # the neutral Carpenter, within the provost's reach
    with_worker = evaluate(m.state, BLUE, w="baseline")
    assert with_worker > without + 1.5  # a building's points are coming, not just a denier spent
    assert terms(m.state, BLUE, w="baseline")["work to come"] > 1.5
    assert terms(m.state, BLUE)["work to come"] > 0.5  # the default set prices cubes higher early


def test_a_carpenter_worker_without_the_cost_is_worth_nothing():
    m = _placing()
    give(m, BLUE, money=5)
    m.state.board.worker[6] = BLUE
    assert terms(m.state, BLUE).get("work to come", 0.0) == 0.0


def test_the_quarry_before_the_mason_pays_for_the_building():
    m = _placing()
    b = m.state.board
    build_on(m, 9, "mason", owner=GREEN)
    give(m, BLUE, money=5, food=1)
    b.provost = 9
    b.worker[9] = BLUE
    alone = terms(m.state, BLUE).get("work to come", 0.0)
    b.worker[4] = BLUE  # the neutral Quarry (road 4) gives the stone the mason needs
    assert terms(m.state, BLUE)["work to come"] > alone + 2.0


def test_a_worker_the_provost_cuts_off_is_worth_less():
    m = _placing()
    give(m, BLUE, money=5, wood=1, food=1)
    b = m.state.board
    b.worker[8] = BLUE  # the fixed Carpenter on road 8
    b.provost = 8
    reached = terms(m.state, BLUE)["work to come"]
    b.provost = 6  # two spaces short: the provost may still move
    short = terms(m.state, BLUE).get("work to come", 0.0)
    assert 0.0 < short < reached
    b.phase = "road"  # the provost has moved for the last time: the worker will do nothing
    assert terms(m.state, BLUE).get("work to come", 0.0) == 0.0


def test_a_castle_worker_with_a_batch_is_worth_about_a_house():
    m = _placing()
    give(m, BLUE, money=5, food=1, wood=1, stone=1)
    b = m.state.board
    without = evaluate(m.state, BLUE, w="baseline")
    b.castle_workers = [BLUE]
    with_batch = evaluate(m.state, BLUE, w="baseline")
    assert with_batch > without + 1.5
    assert terms(m.state, BLUE)["castle houses to come"] > 1.5  # the default set: the same house
    empty = _placing()
    give(empty, BLUE, money=5, food=1, wood=1)  # no batch: food and only one other type
    empty.state.board.castle_workers = [BLUE]
    assert terms(empty.state, BLUE)["castle houses to come"] < 0 < terms(m.state, BLUE)["castle houses to come"]


def test_a_new_building_in_the_data_is_valued_by_its_effects():
    from caylus_desktop.games.caylus.pending import Prices, _worth, _Purse, plan
    m = _placing()
    pl = plan(m.state.defs)
    from caylus_desktop.games.caylus.weights import weights
    p = Prices(weights("baseline"), early=1.0, money=0.6, cube=0.8, gold=3.5, favour=2.6, batch=1.0, owned=0.8,
               income=3.6)
    richer = _worth(pl.effects["w_sawmill"], m.state, BLUE, _Purse(5, [0] * 5), p, pl)
    poorer = _worth(pl.effects["n_sawmill"], m.state, BLUE, _Purse(5, [0] * 5), p, pl)
    assert richer == 2 * poorer > 0  # read from the produce lists: 2 wood against 1


# --- the knowledge terms of issue 14: each moves the evaluation the right way ---------------------

def _with(**changes):
    """The baseline weight set with some terms changed (the terms are 0 there)."""
    from caylus_desktop.games.caylus.weights import Weights, weights
    return Weights(**{**weights("baseline").model_dump(), **changes})


def test_workers_at_home_are_placements_to_come_and_passing_gives_them_up():
    w = _with(worker_to_place=1.0)
    m = _placing()
    b = m.state.board
    give(m, BLUE, money=10)
    b.workers[BLUE] = 4
    assert terms(m.state, BLUE, w=w)["workers still to place"] == 4.0
    give(m, BLUE, money=2)  # two deniers pay for two placements only
    assert terms(m.state, BLUE, w=w)["workers still to place"] == 2.0
    give(m, BLUE, money=10)
    before = evaluate(m.state, BLUE, w=w)
    b.passed = [BLUE]  # on the bridge: no more placements this turn
    assert "workers still to place" not in terms(m.state, BLUE, w=w)
    assert evaluate(m.state, BLUE, w=w) < before - 3.0
    b.passed = []
    assert "workers still to place" not in terms(m.state, BLUE, w="baseline")


def test_a_production_building_is_worth_more_to_own_than_one_that_makes_nothing():
    w = _with(production_owned_early=1.0)
    farm, peddler = table(2), table(2)
    build_on(farm, 9, "w_farm_food", owner=BLUE)
    build_on(peddler, 9, "w_peddler", owner=BLUE)
    assert terms(farm.state, BLUE, w=w)["production buildings others visit"] > 0.5
    assert "production buildings others visit" not in terms(peddler.state, BLUE, w=w)
    assert evaluate(farm.state, BLUE, w=w) > evaluate(farm.state, BLUE, w="baseline")


def test_a_batch_in_hand_before_the_dungeon_is_scored_counts_the_penalty_it_avoids():
    w = _with(castle_tempo=1.0)
    m = _placing()
    b = m.state.board
    b.bailiff = 11  # the Dungeon is scored at 12
    give(m, BLUE, food=1, wood=1, stone=1)
    assert terms(m.state, BLUE, w=w)["castle tempo: batches for the section"] == 2.0  # -2 VP avoided
    with_batch = evaluate(m.state, BLUE, w=w)
    give(m, BLUE, stone=0)  # no batch: food and wood only
    assert "castle tempo: batches for the section" not in terms(m.state, BLUE, w=w)
    assert evaluate(m.state, BLUE, w=w) < with_batch - 2.0
    give(m, BLUE, stone=1)
    b.castle_workers = [BLUE]  # a castle worker: "castle houses to come" values the batch then
    assert "castle tempo: batches for the section" not in terms(m.state, BLUE, w=w)


def test_late_in_the_game_cubes_are_still_worth_a_share_of_a_castle_house_while_there_is_room():
    from caylus_desktop.games.caylus.heuristics import prices
    w = _with(cube_castle_share=0.8)
    m = table(2)
    b = m.state.board
    b.bailiff = 26  # just before the Towers' scoring: the early part of every price has faded
    b.section = 2
    give(m, BLUE, wood=3)
    late = prices(m.state, w).cube
    assert late == 0.8 * 3 / 3  # a Towers house is 3 VP; a batch is 3 cubes
    assert prices(m.state, "baseline").cube < late  # without it: only the end's conversion rate
    assert terms(m.state, BLUE, w=w)["cubes"] > terms(m.state, BLUE, w="baseline")["cubes"]
    towers = m.state.defs.castle.sections[2]
    b.castle[2] = [GREEN] * towers.spaces  # the castle is full: cubes will only be converted at the end
    assert prices(m.state, w).cube == prices(m.state, "baseline").cube


def _two_placing(money: int = 10, workers: int = 3):
    """Phase 2 at 2 players, Blue to place, both seats with workers at home and deniers."""
    m = _placing()
    for seat in (BLUE, GREEN):
        give(m, seat, money=money, workers=workers, food=1, wood=1)
    return m


def test_the_workers_at_home_are_worth_the_placements_they_will_make():
    w = _with(placements_to_come=1.0)
    m = _two_placing()
    b = m.state.board
    ahead = terms(m.state, BLUE, w=w)["placements to come"]
    assert ahead > 1.0
    before = evaluate(m.state, BLUE, w=w)
    b.passed = [BLUE]  # on the bridge: the placements are given up
    assert "placements to come" not in terms(m.state, BLUE, w=w)
    assert evaluate(m.state, BLUE, w=w) < before - ahead + 1e-9
    b.passed = []
    give(m, BLUE, money=0)  # nothing to pay with: nothing to come
    assert "placements to come" not in terms(m.state, BLUE, w=w)
    give(m, BLUE, money=10, workers=1)
    assert 0.0 < terms(m.state, BLUE, w=w)["placements to come"] < ahead  # one worker: the best spot only
    assert "placements to come" not in terms(m.state, BLUE, w="baseline")


def test_a_placement_on_the_best_spot_moves_value_from_placements_to_work_to_come():
    from caylus_desktop.games.caylus.pending import placements_to_come
    from caylus_desktop.games.caylus.heuristics import prices
    w = _with(placements_to_come=1.0)
    m = _two_placing(workers=1)
    b = m.state.board
    b.passed = [GREEN]  # the rival takes nothing more (and Blue pays its price after a pass)
    ahead = terms(m.state, BLUE, w=w)["placements to come"]
    p = prices(m.state, w)
    cost = m.state.defs.placement.two_player_cost_after_pass
    # the spot it picks: each free spot's estimate, placed there and valued as a worker out
    best = None
    for k in range(1, b.provost + 1):
        if b.tile[k] in m.state.defs.worker_tiles and b.worker[k] < 0:
            trial = _two_placing(workers=1)
            trial.state.board.passed = [GREEN]
            tb = trial.state.board
            tb.worker[k] = BLUE
            tb.workers[BLUE] = 0
            tb.money[BLUE] -= cost
            gain = terms(trial.state, BLUE, w=w).get("work to come", 0.0) - cost * p.money
            best = gain if best is None else max(best, gain)
    assert abs(ahead - best) < 1e-9
    assert placements_to_come(m.state, p)[GREEN] == 0.0  # passed: nothing to come


def test_a_pass_makes_the_rival_placements_dearer_and_a_spot_taken_is_gone():
    w = _with(placements_to_come=1.0)
    m = _two_placing()
    b = m.state.board
    rival = terms(m.state, GREEN, w=w)["placements to come"]
    b.passed = [BLUE]  # 2 players: Green now pays 3 deniers a worker
    assert terms(m.state, GREEN, w=w).get("placements to come", 0.0) < rival - 1.0
    b.passed = []
    alone = _two_placing()
    give(alone, GREEN, workers=0)  # every worker of Green's out (not passed): the spots are Blue's alone
    assert terms(alone.state, BLUE, w=w)["placements to come"] > terms(m.state, BLUE, w=w)["placements to come"]


def test_a_castle_placement_to_come_promises_the_most_batches_favour_only_against_every_rival():
    from caylus_desktop.games.caylus.heuristics import prices
    from caylus_desktop.games.caylus.pending import placements_to_come
    w = _with(placements_to_come=1.0)
    m = _two_placing(workers=1)
    b = m.state.board
    for k in range(len(b.worker)):  # every road spot taken: the castle is the only placement left
        if b.tile[k] is not None:
            b.worker[k] = GREEN
    for sid in b.special:
        b.special[sid] = GREEN
    give(m, BLUE, food=1, wood=1, stone=1)
    give(m, GREEN, food=0, wood=0, stone=0)
    p = prices(m.state, w)
    alone = placements_to_come(m.state, p)[BLUE]
    give(m, GREEN, food=1, wood=1, stone=1, money=10)  # Green, still placing, may offer a batch too
    assert alone > 0.0 and placements_to_come(m.state, p)[BLUE] < alone - 1.0


def test_a_build_to_come_counts_what_owning_the_building_will_be_worth():
    # the estimate of a Carpenter worker's build reads the same owning terms as the position after
    # the build: without them the search did not see a production building's worth until it stood
    m = _placing()
    give(m, BLUE, money=5, wood=1, food=1)
    m.state.board.worker[6] = BLUE  # the neutral Carpenter, within the provost's reach
    plain = terms(m.state, BLUE, w=_with(production_owned_early=0.0))["work to come"]
    visited = terms(m.state, BLUE, w=_with(production_owned_early=3.0))["work to come"]
    assert visited > plain + 0.5  # a farm, sawmill or quarry is the build now, its visits counted


def test_an_own_building_is_worth_its_uses_to_come():
    w = _with(own_use_per_turn=0.2)
    lawyer, market = table(2), table(2)
    build_on(lawyer, 9, "lawyer", owner=BLUE)
    build_on(market, 9, "w_market", owner=BLUE)
    uses = terms(lawyer.state, BLUE, w=w)["own buildings' uses to come"]
    assert uses > 2.0  # a residence a use: its points and income, less the cloth and the denier
    assert uses > terms(market.state, BLUE, w=w).get("own buildings' uses to come", 0.0)
    assert "own buildings' uses to come" not in terms(lawyer.state, BLUE, w="tuned")
    assert "own buildings' uses to come" not in terms(lawyer.state, GREEN, w=w)


def test_a_residence_is_worth_the_prestige_building_it_can_carry_until_late():
    # issue 36: without this the bots valued a residence at its 2 points and income only, and no seat
    # took the Lawyer's road to the prestige buildings
    w = _with(residence_site=0.5)
    one, two = _placing(), _placing()
    build_on(one, 9, "residence", owner=BLUE)
    build_on(two, 9, "residence", owner=BLUE)
    build_on(two, 10, "residence", owner=BLUE)
    site = terms(one.state, BLUE, w=w)["residences as prestige sites"]
    assert site > 1.0  # half the net worth of the best prestige building, a few points
    assert terms(two.state, BLUE, w=w)["residences as prestige sites"] == 2 * site
    assert "residences as prestige sites" not in terms(one.state, GREEN, w=w)  # not Green's residence
    assert "residences as prestige sites" not in terms(one.state, BLUE, w="tuned")  # off in the default set
    # late, a site is seldom built on: the worth fades to nothing as the bailiff nears the Towers
    b = one.state.board
    b.bailiff = one.state.defs.castle.sections[-1].trigger_space
    assert "residences as prestige sites" not in terms(one.state, BLUE, w=w)


def test_a_worker_on_the_lawyer_counts_the_site_it_makes_and_the_architect_the_site_it_uses():
    off, on = _with(), _with(residence_site=0.5)
    lawyer = _placing()
    build_on(lawyer, 6, "lawyer", owner=GREEN)  # within the provost's reach
    give(lawyer, BLUE, money=5, cloth=1)
    lawyer.state.board.worker[6] = BLUE
    made = terms(lawyer.state, BLUE, w=on)["work to come"] - terms(lawyer.state, BLUE, w=off)["work to come"]
    with_home = _placing()
    build_on(with_home, 9, "residence", owner=BLUE)
    site = terms(with_home.state, BLUE, w=on)["residences as prestige sites"]
    assert made == pytest.approx(site)  # the residence to come is valued as the one standing
    # the Architect's build uses the site up: its estimate is the building less the site lost
    arch = _placing()
    build_on(arch, 5, "residence", owner=BLUE)
    build_on(arch, 6, "architect", owner=GREEN)
    give(arch, BLUE, money=5, stone=5, gold=3)
    arch.state.board.worker[6] = BLUE
    lost = terms(arch.state, BLUE, w=off)["work to come"] - terms(arch.state, BLUE, w=on)["work to come"]
    assert lost == pytest.approx(site)

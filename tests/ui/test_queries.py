"""The prices the tables show come from the games' queries modules: each must be what the move
then costs (the table shows the price, the engine takes it)."""
from __future__ import annotations

from caylus_desktop.games.caylus import queries as caylus_queries
from caylus_desktop.games.magna_carta import queries as magna_carta_queries
from tests.ui.tables_driver import one_of_each_kind


def _money(match, seat: int, key: str) -> int:
    return match.observation(seat).seats[seat].resources[key]


def _owner(match, seat: int, space: int) -> int:
    """Who owns the building on road ``space`` (-1: nobody): public, read off the board here."""
    return match.state.board.owner[space]


def _paid(base, action, key: str):
    """What the move took from the mover's reserve, or None when the game went on past it (a phase
    that pays out ran before the next decision, so the reserve says more than the price)."""
    m = base.copy()
    seat, kind = m.decision.seat, m.decision.kind
    before = _money(m, seat, key)
    m.apply(action)
    if m.decision is None or m.decision.kind != kind:
        return None
    return before - _money(m, seat, key)


def test_the_caylus_placement_price_is_what_a_worker_costs():
    checked = cheaper = 0
    for kind in ("place", "gate"):
        for base in one_of_each_kind("caylus", players=(2, 3, 5), seeds=range(3), per_kind=60).get(kind, []):
            for a in base.legal_actions():
                if a.kind != "place" or a.args[0] not in ("road", "special", "castle"):
                    continue
                seat = base.decision.seat
                own = a.args[0] == "road" and _owner(base, seat, a.args[1]) == seat
                m = base.copy()
                m.apply(a)
                said = m.log[len(base.log)]  # the engine's own line: "... (road 7, 2 d)"; the Gate's move is free
                price = caylus_queries.placement_price(base, own_building=own)
                if kind == "place":
                    assert said.endswith((f"({price} d)", f" {price} d)")), (a.key, said, price)
                    cheaper += own and price < caylus_queries.placement_price(base)  # one's own building: 1 d
                else:
                    assert price == 0 and "Gate's worker" in said, (a.key, said, price)
                checked += 1
    assert checked > 20 and cheaper > 0


def test_the_provost_price_per_step_is_what_a_move_costs():
    checked = 0
    for game, q, key in (("caylus", caylus_queries, "money"), ("magna-carta", magna_carta_queries, "deniers")):
        for base in one_of_each_kind(game, players=(2, 3), seeds=range(10), per_kind=8).get("provost", []):
            per = q.provost_step_price(base)
            for a in base.legal_actions():
                step = a.args[0] if a.args and isinstance(a.args[0], int) else None
                if step is None:
                    continue
                paid = _paid(base, a, key)
                if paid is not None:
                    assert paid == abs(step) * per, (game, a.key)
                    checked += 1
    assert checked > 10


def test_a_caylus_construction_names_the_kind_of_building_its_options_build():
    """The supply lights up the kind of building being built: the one every offered building is of."""
    checked = 0
    for kind, bases in one_of_each_kind("caylus", players=(2, 3, 4), seeds=range(6), per_kind=25).items():
        for base in bases:
            if kind != "build":
                assert caylus_queries.construction(base) is None, kind
                continue
            offered = {caylus_queries.building(base, a.args[0]).category for a in base.legal_actions() if a.kind == "build"}
            assert offered == {caylus_queries.construction(base)}, offered
            checked += 1
    assert checked > 5


def test_the_caylus_table_options_come_from_the_match_options_and_players():
    from caylus_desktop.engine import new_game

    assert caylus_queries.light_favours(new_game("caylus", 3, 1, {"light_favour": True}))
    assert not caylus_queries.light_favours(new_game("caylus", 3, 1))
    assert caylus_queries.stables_unused(new_game("caylus", 2, 1))
    assert not caylus_queries.stables_unused(new_game("caylus", 3, 1))


def test_the_magna_carta_card_being_resolved_is_the_one_the_decider_works_or_owns():
    """During phase 4 the table marks the road card whose effect is being decided: its worker's or
    its owner's; at the other decisions none."""
    checked = 0
    for kind, bases in one_of_each_kind("magna-carta", players=(2, 3, 4), seeds=range(6), per_kind=30).items():
        for base in bases:
            at = magna_carta_queries.resolving(base)
            if kind != "effect":
                assert at == -1 or kind == "pay", (kind, at)
                continue
            seat = base.decision.seat
            b = base.state.board  # the table's road, read off the board here
            assert seat in (b.workers[at], b.road[at].owner), (at, b.road[at])
            assert f"(road {at + 1})" in base.say(base.decision.prompt)  # the card the prompt names (1-based)
            checked += 1
    assert checked > 20

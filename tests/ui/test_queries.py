"""The prices the tables show come from the games' queries modules: each must be what the move
then costs (the table shows the price, the engine takes it)."""
from __future__ import annotations

from caylus_desktop.games.caylus import queries as caylus_queries
from caylus_desktop.games.magna_carta import queries as magna_carta_queries
from tests.ui.tables_driver import one_of_each_kind


def _money(match, seat: int, key: str) -> int:
    return match.observation(seat).seats[seat].resources[key]


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
    checked = 0
    for kind in ("place", "gate"):
        for base in one_of_each_kind("caylus", players=(2, 3, 5), seeds=range(3), per_kind=60).get(kind, []):
            for a in base.legal_actions():
                if a.kind != "place" or a.args[0] not in ("road", "special", "castle"):
                    continue
                space = int(a.args[1]) if a.args[0] == "road" else None
                m = base.copy()
                m.apply(a)
                said = m.log[len(base.log)]  # the engine's own line: "... (road 7, 2 d)"; the Gate's move is free
                price = caylus_queries.placement_price(base, space)
                if kind == "place":
                    assert said.endswith((f"({price} d)", f" {price} d)")), (a.key, said, price)
                else:
                    assert price == 0 and "Gate's worker" in said, (a.key, said, price)
                checked += 1
    assert checked > 20


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

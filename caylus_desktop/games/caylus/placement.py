"""Where a worker may go and what it costs (Phase 2, and the Gate's free move)."""
from __future__ import annotations

from caylus_desktop.engine.actions import Action
from caylus_desktop.engine.state import CardRef, SeatRef, State
from caylus_desktop.games.caylus.board import Board


def base_cost(state: State, seat: int) -> int:
    """The price of a placement on a building not one's own or in the castle."""
    b: Board = state.board
    p = state.defs.placement
    if b.inn_right == seat:
        return p.inn_right_cost
    if b.n == 2:
        return p.two_player_cost_after_pass if b.passed else 1
    return len(b.passed) + 1  # the lowest free number on the bridge


def uses_stables(state: State) -> bool:
    return not (state.board.n == 2 and "stables" in state.defs.board.two_player_unused)


def spots(state: State, seat: int, free: bool, from_gate: bool = False) -> list[Action]:
    """Every placement the seat can afford: ("road", k), ("special", id) or ("castle",)."""
    b: Board = state.board
    defs = state.defs
    money = b.money[seat]
    base = 0 if free else base_cost(state, seat)
    own = 0 if free else min(defs.placement.own_building_cost, base)
    out: list[Action] = []
    if base <= money:
        for sid in defs.single_worker_specials:
            if b.special[sid] < 0 and not (from_gate and sid == "gate"):
                out.append(Action("place", ("special", sid), _label(f"the {defs.building(sid).name.en}", base, free),
                                  f"special:{sid}"))
        if uses_stables(state) and seat not in b.stables and len(b.stables) < defs.building("stables").slots:
            slot = len(b.stables) + 1
            out.append(Action("place", ("special", "stables"), _label(f"the Stables (slot {slot})", base, free),
                              f"special:stables:{slot}"))
        if b.inn_left < 0:
            out.append(Action("place", ("special", "inn"), _label("the Inn", base, free), "special:inn:left"))
    tile, owner, worker = b.tile, b.owner, b.worker
    names = defs.worker_tiles
    cache = defs.action_cache  # the same few placements recur all game: build each Action once
    for k in range(1, len(tile)):
        tid = tile[k]
        if tid is None or worker[k] >= 0 or tid not in names:
            continue
        cost = own if owner[k] == seat else base
        if cost <= money:
            key = (k, tid, cost, free)
            a = cache.get(key)
            if a is None:
                a = cache[key] = Action("place", ("road", k), _label(f"the {names[tid]} (road {k})", cost, free),
                                        f"road:{k}")
            out.append(a)
    if base <= money and seat not in b.castle_workers:
        out.append(Action("place", ("castle",), _label("the castle", base, free), "castle:workers"))
    return out


def _label(where: str, cost: int, free: bool) -> str:
    if free:
        return f"Move to {where}"
    return f"Place a worker on {where} ({cost} d)"


def place(state: State, seat: int, args: tuple, free: bool) -> None:
    """Put a worker where ``args`` says, paying unless ``free``; a visited owner scores."""
    b: Board = state.board
    defs = state.defs
    cost = 0
    if args[0] == "road":
        k = args[1]
        if not free:
            cost = min(defs.placement.own_building_cost, base_cost(state, seat)) if b.owner[k] == seat else base_cost(state, seat)
        b.worker[k] = seat
        owner = b.owner[k]
        if free:
            state.say("{} moves the Gate's worker to the {} (road {})", SeatRef(seat), CardRef(b.tile[k]), k)
        else:
            state.say("{} places a worker on the {} (road {}, {} d)", SeatRef(seat), CardRef(b.tile[k]), k, cost)
        if owner >= 0 and owner != seat:
            b.add_vp(owner, defs.placement.visit_vp, "visits")
    else:
        if not free:
            cost = base_cost(state, seat)
        if args[0] == "castle":
            b.castle_workers.append(seat)
            state.say("{} places a worker in the castle ({} d)" if not free else "{} moves the Gate's worker to the castle",
                      SeatRef(seat), *(() if free else (cost,)))
        else:
            sid = args[1]
            if sid == "stables":
                b.stables.append(seat)
            elif sid == "inn":
                b.inn_left = seat
            else:
                b.special[sid] = seat
            if free:
                state.say("{} moves the Gate's worker to the {}", SeatRef(seat), CardRef(sid))
            else:
                state.say("{} places a worker on the {} ({} d)", SeatRef(seat), CardRef(sid), cost)
    b.money[seat] -= cost
    b.workers[seat] -= 1

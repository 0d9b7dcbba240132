"""Where a worker may go and what it costs (Phase 2, and the Gate's free move)."""
from __future__ import annotations

from caylus_desktop.engine.actions import Action
from caylus_desktop.engine.messages import Message
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
    # the same few placements recur all game: each Action is built once per rules object
    cache = defs.action_cache
    out: list[Action] = []
    if base <= money:
        for sid in defs.single_worker_specials:
            if b.special[sid] < 0 and not (from_gate and sid == "gate"):
                key = ("special", sid, base, free)
                a = cache.get(key)
                if a is None:
                    a = cache[key] = Action("place", ("special", sid), _special_label(sid, base, free), f"special:{sid}")
                out.append(a)
        if uses_stables(state) and seat not in b.stables and len(b.stables) < defs.building("stables").slots:
            slot = len(b.stables) + 1
            key = ("stables", slot, base, free)
            a = cache.get(key)
            if a is None:
                a = cache[key] = Action("place", ("special", "stables"),
                                        Message("Move to the {} (slot {})", (CardRef("stables"), slot)) if free else
                                        Message("Place a worker on the {} (slot {}, {} d)", (CardRef("stables"), slot, base)),
                                        f"special:stables:{slot}")
            out.append(a)
        if b.inn_left < 0:
            key = ("inn", base, free)
            a = cache.get(key)
            if a is None:
                a = cache[key] = Action("place", ("special", "inn"), _special_label("inn", base, free), "special:inn:left")
            out.append(a)
    owner, worker = b.owner, b.worker
    for k, tid in _worker_spaces(defs, b.tile):
        if worker[k] < 0:
            cost = own if owner[k] == seat else base
            if cost <= money:
                key = ("road", k, tid, cost, free)
                a = cache.get(key)
                if a is None:
                    a = cache[key] = Action("place", ("road", k),
                                            Message("Move to the {} (road {})", (CardRef(tid), k)) if free else
                                            Message("Place a worker on the {} (road {}, {} d)", (CardRef(tid), k, cost)),
                                            f"road:{k}")
                out.append(a)
    if base <= money and seat not in b.castle_workers:
        key = ("castle", base, free)
        a = cache.get(key)
        if a is None:
            a = cache[key] = Action("place", ("castle",), Message("Move to the castle") if free else
                                    Message("Place a worker in the castle ({} d)", (base,)), "castle:workers")
        out.append(a)
    return out


def _worker_spaces(defs, tile: list) -> tuple[tuple[int, str], ...]:
    """(space, tile id) of the road tiles that take a worker, for this road (remembered per rules
    object: the road changes a few times a game, and most of its spaces are empty or residences)."""
    key = tuple(tile)
    cache = defs.action_cache
    hit = cache.get(key)
    if hit is None:
        if len(cache) > 20_000:
            cache.clear()
        names = defs.worker_tiles
        hit = cache[key] = tuple((k, tid) for k, tid in enumerate(tile) if tid in names)
    return hit


def _special_label(sid: str, cost: int, free: bool) -> Message:
    if free:
        return Message("Move to the {}", (CardRef(sid),))
    return Message("Place a worker on the {} ({} d)", (CardRef(sid), cost))


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
        visit = owner >= 0 and owner != seat and defs.placement.visit_vp > 0  # the owner scores the visit
        if free:
            state.say("{} moves the Gate's worker to the {} (road {})", SeatRef(seat), CardRef(b.tile[k]), k, scoring=visit)
        else:
            state.say("{} places a worker on the {} (road {}, {} d)", SeatRef(seat), CardRef(b.tile[k]), k, cost,
                      scoring=visit)
        if owner >= 0 and owner != seat:
            b.add_vp(owner, defs.placement.visit_vp, "visits")
    else:
        if not free:
            cost = base_cost(state, seat)
        if args[0] == "castle":
            b.castle_workers.append(seat)
            if free:
                state.say("{} moves the Gate's worker to the castle", SeatRef(seat))
            else:
                state.say("{} places a worker in the castle ({} d)", SeatRef(seat), cost)
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

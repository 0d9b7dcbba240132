"""Where a worker may go and what it costs (Phase 2, and the Gate's free move)."""
from __future__ import annotations

from caylus_desktop.engine.actions import Action
from caylus_desktop.engine.messages import Message
from caylus_desktop.engine.state import State, card_ref, seat_ref
from caylus_desktop.games.caylus.board import Board
from caylus_desktop.games.caylus.context import PlacementPrices
from caylus_desktop.games.caylus.figures import Figures


def base_cost(state: State, seat: int) -> int:
    """The price of a placement on a building not one's own or in the castle."""
    b: Board = state.board
    if b.inn_right == seat:  # the figures read only where needed: most placements need none
        return state.cache[Figures].inn_right_cost
    if b.n == 2:
        return state.cache[Figures].two_player_cost_after_pass if b.passed else 1
    return len(b.passed) + 1  # the lowest free number on the bridge


def uses_stables(defs, players: int) -> bool:
    """Whether a table of ``players`` uses the Stables (the rules may leave them out at 2)."""
    return not (players == 2 and "stables" in defs.board.two_player_unused)


def spots(state: State, seat: int, free: bool, from_gate: bool = False) -> tuple[list[Action], PlacementPrices]:
    """Every placement the seat can afford: ("road", k), ("special", id) or ("castle",); and what
    a worker costs at it (the decision's context, for the table's prices).

    Asked at every placement decision (a quarter of a random game's work before it was made
    lean): every Action comes ready-made from per-rules-object tables (``_Places`` per price,
    each road space's placements per price), so a call only tests which places are free."""
    b: Board = state.board
    defs = state.defs
    cache = state.cache  # defs.action_cache, without the rules model's attribute hook
    money = b.money[seat]
    base = 0 if free else base_cost(state, seat)
    t: _Places = cache.get(("places", base, free, from_gate))
    if t is None:
        t = cache["places", base, free, from_gate] = _Places(defs, base, free, from_gate)
    # plain loops, not comprehensions: on 3.11 a comprehension is a function made and called at
    # each use, which costs more than the loop's appends over a few buildings and road spaces
    out = []
    if base <= money:
        special = b.special
        for sid, a in t.specials:
            if special[sid] < 0:
                out.append(a)
        stables = b.stables
        if (seat not in stables and len(stables) < t.stable_slots
                and not (b.n == 2 and t.stables_unused_by_two)):  # uses_stables(defs, b.n)
            out.append(t.stables[len(stables)])
        if b.inn_left < 0:
            out.append(t.inn)
    own = t.own
    if own <= money:
        # the road's placements: kept on the board while its tiles stay (comparing two lists
        # of the same strings costs a fraction of making and hashing a key of the whole road)
        memo = b.road_memo
        if memo is None or memo[0] != b.tile:
            memo = b.road_memo = (b.tile[:], {})
        spaces = memo[1].get(free)
        if spaces is None:
            spaces = memo[1][free] = _road(cache, defs, b.tile, free)
        owner, worker = b.owner, b.worker
        if base <= money:
            for k, acts in spaces:
                if worker[k] < 0:
                    out.append(acts[own] if owner[k] == seat else acts[base])
        else:
            for k, acts in spaces:
                if worker[k] < 0 and owner[k] == seat:
                    out.append(acts[own])
    if base <= money and seat not in b.castle_workers:
        out.append(t.castle)
    return out, t.prices


class _Places:
    """The placements off the road at one price, made once per rules object (``spots``)."""

    __slots__ = ("own", "prices", "specials", "stables", "stable_slots", "stables_unused_by_two", "inn", "castle")

    def __init__(self, defs, base: int, free: bool, from_gate: bool) -> None:
        self.own = 0 if free else min(defs.placement.own_building_cost, base)  # on one's own building
        self.prices = PlacementPrices(base, self.own)
        self.specials = tuple((sid, Action("place", ("special", sid), _special_label(sid, base, free), f"special:{sid}"))
                              for sid in defs.single_worker_specials if not (from_gate and sid == "gate"))
        self.stable_slots = defs.building("stables").slots
        self.stables_unused_by_two = "stables" in defs.board.two_player_unused
        self.stables = tuple(Action("place", ("special", "stables"),
                                    Message("Move to the {} (slot {})", (card_ref("stables"), slot)) if free else
                                    Message("Place a worker on the {} (slot {}, {} d)", (card_ref("stables"), slot, base)),
                                    f"special:stables:{slot}") for slot in range(1, self.stable_slots + 1))
        self.inn = Action("place", ("special", "inn"), _special_label("inn", base, free), "special:inn:left")
        self.castle = Action("place", ("castle",), Message("Move to the castle") if free else
                             Message("Place a worker in the castle ({} d)", (base,)), "castle:workers")


def _road(cache: dict, defs, tiles: list, free: bool) -> tuple[tuple[int, tuple[Action, ...]], ...]:
    """For a road (``tiles``) and whether the placement is free: (space, its placements indexed by
    price) over the tiles that take a worker, each space's placements made once and kept in the
    rules object's ``cache`` (``state.cache``). The road changes a few times a game (a new one at
    every build): this runs then, and its answer is kept on the board (``spots``), not with the
    rules object, where every road of every game stayed, seldom met again, and its objects
    caused most of the cycle collector's work in random games (docs/notes/benchmarks-history.md, "Engine speed,
    fifth pass")."""
    if len(cache) > 20_000:
        cache.clear()
    names = defs.worker_tiles
    spaces = []
    for k, tid in enumerate(tiles):
        if tid in names:
            acts = cache.get(("space", k, tid, free))
            spaces.append((k, _space_actions(cache, defs, k, tid, free) if acts is None else acts))
    return tuple(spaces)


def _space_actions(cache: dict, defs, k: int, tid: str, free: bool) -> tuple[Action, ...]:
    """The placements on road space ``k`` holding ``tid``, indexed by their price (free: 0 only),
    made once and kept in ``cache`` (``state.cache``)."""
    key = ("space", k, tid, free)
    hit = cache.get(key)
    if hit is None:
        if free:
            hit = (Action("place", ("road", k), Message("Move to the {} (road {})", (card_ref(tid), k)), f"road:{k}"),)
        else:  # every price base_cost can give
            p = defs.placement
            top = max(defs.players.max, p.inn_right_cost, p.two_player_cost_after_pass, p.own_building_cost)
            hit = tuple(Action("place", ("road", k), Message("Place a worker on the {} (road {}, {} d)",
                                                             (card_ref(tid), k, cost)), f"road:{k}")
                        for cost in range(top + 1))
        cache[key] = hit
    return hit


def _special_label(sid: str, cost: int, free: bool) -> Message:
    if free:
        return Message("Move to the {}", (card_ref(sid),))
    return Message("Place a worker on the {} ({} d)", (card_ref(sid), cost))


def place(state: State, seat: int, args: tuple, free: bool) -> None:
    """Put a worker where ``args`` says, paying unless ``free``; a visited owner scores."""
    b: Board = state.board
    cost = 0
    if args[0] == "road":
        fig = state.cache[Figures]
        k = args[1]
        if not free:
            cost = min(fig.own_building_cost, base_cost(state, seat)) if b.owner[k] == seat else base_cost(state, seat)
        b.worker[k] = seat
        owner = b.owner[k]
        visit = owner >= 0 and owner != seat and fig.visit_vp > 0  # the owner scores the visit
        if free:
            state.say("{} moves the Gate's worker to the {} (road {})", seat_ref(seat), card_ref(b.tile[k]), k, scoring=visit)
        else:
            state.say("{} places a worker on the {} (road {}, {} d)", seat_ref(seat), card_ref(b.tile[k]), k, cost,
                      scoring=visit)
        if owner >= 0 and owner != seat:
            b.add_vp(owner, fig.visit_vp, "visits")
    else:
        if not free:
            cost = base_cost(state, seat)
        if args[0] == "castle":
            b.castle_workers.append(seat)
            if free:
                state.say("{} moves the Gate's worker to the castle", seat_ref(seat))
            else:
                state.say("{} places a worker in the castle ({} d)", seat_ref(seat), cost)
        else:
            sid = args[1]
            if sid == "stables":
                b.stables.append(seat)
            elif sid == "inn":
                b.inn_left = seat
            else:
                b.special[sid] = seat
            if free:
                state.say("{} moves the Gate's worker to the {}", seat_ref(seat), card_ref(sid))
            else:
                state.say("{} places a worker on the {} ({} d)", seat_ref(seat), card_ref(sid), cost)
    b.money[seat] -= cost
    b.workers[seat] -= 1

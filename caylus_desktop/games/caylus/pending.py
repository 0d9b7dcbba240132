"""What the workers already out will bring a seat: the heuristic's look past Phase 2.

A worker placed on a building pays off only when the building works (Phase 3
for the special buildings, Phase 5 for the road, Phase 6 for the castle). Each
is valued here at an estimate of that payoff, read from the building's
``on_worker`` effect list in the rules data, never from a table of building
ids: so a new building in the YAML is valued by what its effects do.

The estimate plays the turn forward on a copy of the seat's deniers and cubes,
in the order the buildings work (special buildings, then the road in order,
then the castle), so a quarry's stone can pay for the mason further on, and two
workers do not both spend the same cube. Every value is a net gain in prestige
points at the heuristic's prices (what is received minus what is paid), so the
estimate and the position after the building has worked agree.
"""
from __future__ import annotations

from typing import Any

from caylus_desktop.engine.ops import op_of
from caylus_desktop.engine.state import State
from caylus_desktop.games.caylus.board import Board
from caylus_desktop.games.caylus.figures import Figures
from caylus_desktop.games.caylus.placement import base_cost
from caylus_desktop.games.caylus.resources import covers
from caylus_desktop.games.caylus.weights import Weights
from caylus_desktop.games.weights import PlainWeights, plain

PLACED_PHASES = ("placement", "specials", "provost", "road")
# the weights (beyond_provost_step, no_batch_risk, ...) are data: see weights.py and rules_data/bots/caylus.yaml


# the deniers of the typical purse an own building's use is valued with (use_worth)
TYPICAL_DENIERS = 3


class Prices:
    """What things are worth now, in prestige points (set by the heuristic from the game's progress)."""

    __slots__ = ("w", "early", "money", "cube", "gold", "favour", "batch", "owned", "income", "producing", "uses",
                 "_once", "site")

    def __init__(self, w: Weights | PlainWeights, early: float, money: float, cube: float, gold: float, favour: float,
                 batch: float, owned: float, income: float, producing: float = 0.0, uses: float = 0.0) -> None:
        self.w = plain(w)  # the weight set the prices came from (pending work reads its own weights there)
        self.early = early
        self.money = money
        self.cube = cube
        self.gold = gold
        self.favour = favour
        self.batch = batch    # a castle batch in hand, on top of its cubes
        self.owned = owned    # a building that takes workers, on top of its points
        self.income = income  # a denier of income per turn, for the turns left
        self.producing = producing  # a building that makes cubes (rivals visit it), on top of ``owned``
        self.uses = uses  # the uses of an own building still to come (own_use_per_turn for each turn left)
        self._once: Prices | None = None
        self.site: tuple | None = None  # site_worth's last answer: (the prestige supply it read, the worth)

    def once(self) -> "Prices":
        """These prices with no uses to come: what one use is worth, without the uses of the
        buildings it builds (which would count the same future twice)."""
        if self._once is None:
            if not self.uses:
                return self
            self._once = Prices(self.w, self.early, self.money, self.cube, self.gold, self.favour, self.batch,
                                self.owned, self.income, self.producing)
        return self._once


class _Plan:
    """What the rules say, ready for the hot path: built once per rules object."""

    __slots__ = ("effects", "bonus", "by_category", "req", "size", "residence", "batches", "gates", "no_gate",
                 "gated", "workable", "worths", "spots", "producers", "typical", "own_cost", "no_batch_penalty",
                 "most_batches_favours", "full_spares_all")

    def __init__(self, defs: Any) -> None:
        self.effects = {b.id: tuple(op_of(e) for e in b.on_worker) for b in defs.buildings}
        self.bonus = {b.id: tuple(op_of(e) for e in b.owner_bonus) for b in defs.buildings if b.owner_bonus}
        self.by_category: dict[str, tuple] = {}
        for b in defs.buildings:
            self.by_category[b.category] = self.by_category.get(b.category, ()) + (b,)
        self.req = defs.resource_at[defs.castle.batch_required]
        self.size = defs.castle.batch_size
        self.no_batch_penalty = defs.castle.no_batch_penalty  # read for every castle worker at every leaf
        self.most_batches_favours = defs.castle.most_batches_favours
        self.full_spares_all = defs.castle.full_castle_spares == "every_worker"
        self.residence = defs.building(defs.residence.building)
        # the buildings whose workers take cubes (produce, or gain a cube): every seat visits them
        self.producers = frozenset(b.id for b in defs.buildings if any(_makes_cubes(e) for e in self.effects[b.id]))
        # the purse an own building's use is valued with (use_worth): one cube of each kind but gold and
        # a few deniers, what a seat typically holds when it sends a worker there
        self.typical = (TYPICAL_DENIERS, tuple(0 if i == defs.joker_at else 1 for i in range(len(defs.resources))))
        self.own_cost = defs.placement.own_building_cost
        self.batches: dict[tuple, int] = {}  # batches_of by cubes held: asked for every seat at every leaf
        # buildings whose worker moves to another (the Gate), and every building's effects without that
        # move: placements_to_come values the move by the free buildings it can reach, worked out anyway
        self.gates = frozenset(i for i, ops in self.effects.items() if any(name == "gate" for name, _ in ops))
        self.no_gate = {i: tuple(op for op in ops if op[0] != "gate") for i, ops in self.effects.items()}
        # the effect lists (by id: they live as long as the plan) whose worth depends on the free
        # buildings up to the provost, not only on the road and the seat's purse (see worth_memo)
        self.gated = frozenset(id(ops) for ops in (*self.effects.values(), *self.bonus.values())
                               if any(name == "gate" for name, _ in ops))
        # the buildings a worker can work (the Gate's moves), by id
        self.workable = frozenset(b.id for b in defs.buildings if b.takes_workers and b.id in self.effects)
        # worth_memo and placements_to_come's memo: [what they hold true for, the memo]
        self.worths: list = [None, {}]
        self.spots: list = [None, {}]


_PLANS: dict[int, tuple[Any, _Plan]] = {}


def _makes_cubes(effect: tuple) -> bool:
    name, args = effect
    if name == "produce":
        return any(any(opt.vec) or opt.amounts["non_gold"] for opt in args.options)
    if name == "gain":
        return any(args.vec) or bool(args.amounts["non_gold"])
    return False


def owned_worth(d: Any, state: State, seat: int, p: Prices, pl: _Plan) -> float:
    """What owning building ``d`` is worth to the seat besides its points: the same in the estimate
    of a build to come as in the position after it (else the search does not see a build's worth
    until the building stands, beyond its horizon)."""
    if not d.takes_workers:
        return 0.0
    worth = p.owned + (p.producing if d.id in pl.producers else 0.0)
    if p.uses:
        worth += p.uses * use_worth(d, state, seat, p, pl)
    return worth


def use_worth(d: Any, state: State, seat: int, p: Prices, pl: _Plan) -> float:
    """One use of building ``d`` by the seat as its owner: what its effects bring for a typical
    purse (pl.typical), less the deniers an own building costs; at least 0. A Lawyer is worth its
    residences, a Sawmill its wood: the economy a good player builds (remembered with _worth's)."""
    memo = worth_memo(state, p, pl)
    key = ("use", d.id, seat)
    hit = memo.get(key)
    if hit is None:
        money, have = pl.typical
        got = _worth(pl.effects[d.id], state, seat, _Purse(money, list(have)), p.once(), pl)
        hit = memo[key] = max(0.0, got - pl.own_cost * p.money)
    return hit


def uses_worth(state: State, seat: int, p: Prices, pl: _Plan) -> float:
    """use_worth summed over the seat's buildings that take workers, in road order, remembered with
    _worth's answers (it reads the road and the prices only: worked out once per road, not at
    every search leaf)."""
    memo = worth_memo(state, p, pl)
    key = ("uses", seat)
    hit = memo.get(key)
    if hit is None:
        b: Board = state.board
        building = state.defs.building
        mine = (building(t) for o, t in zip(b.owner, b.tile) if o == seat)
        hit = memo[key] = sum(use_worth(d, state, seat, p, pl) for d in mine if d.takes_workers)
    return hit


def site_worth(state: State, p: Prices, pl: _Plan) -> float:
    """A residence as the site of a prestige building to come: ``residence_site`` of the best one
    the supply still holds (its points, favours and income less its cost and the residence's income,
    at today's prices), fading over the game's second half (a late site is seldom built on). Without
    it a residence was worth its 2 points and income only, and no seat took the Lawyer's road to the
    prestige buildings (docs/notes/bots-history.md, "Issue 36: a residence as a prestige site")."""
    share = p.w.residence_site
    if not share:
        return 0.0
    supply = state.board.supply
    prestige = pl.by_category.get("prestige", ())
    left = tuple([supply.get(d.id, 0) > 0 for d in prestige])
    last = p.site  # kept on the prices (they change with the bailiff), read again while the supply is the same
    if last is not None and last[0] == left:
        return last[1]
    lost = pl.residence.income * p.income
    best = 0.0
    for d, there in zip(prestige, left):
        if there:
            val = d.vp + d.favours * p.favour + d.income * p.income - lost - pay_value(d.cost, p)
            if val > best:
                best = val
    worth = best * share * min(1.0, 2.0 * p.early)
    p.site = (left, worth)
    return worth


def plan(defs: Any) -> _Plan:
    hit = _PLANS.get(id(defs))
    if hit is None or hit[0] is not defs:  # keep the rules object alive with its plan: ids are not reused then
        hit = _PLANS[id(defs)] = (defs, _Plan(defs))
    return hit[1]


def batches_of(have: list[int], defs: Any) -> int:
    """How many castle batches these cubes make (the required cube and the others all different)."""
    hit = _PLANS.get(id(defs))  # plan(defs) without the call: asked for every seat at every leaf
    pl = hit[1] if hit is not None and hit[0] is defs else plan(defs)
    key = tuple(have)
    n = pl.batches.get(key)
    if n is None:
        if len(pl.batches) > 50_000:
            pl.batches.clear()
        n = pl.batches[key] = _batches(have, pl)
    return n


def _batches(have: list[int], pl: _Plan) -> int:
    req, others = pl.req, pl.size - 1
    left = [have[i] for i in range(len(have)) if i != req]
    n = 0
    while n < have[req]:
        left.sort(reverse=True)
        if len(left) < others or left[others - 1] <= 0:
            break
        for i in range(others):
            left[i] -= 1
        n += 1
    return n


# --- a seat's holdings, played forward -------------------------------------------------

class _Purse:
    __slots__ = ("money", "have")

    def __init__(self, money: int, have: list[int]) -> None:
        self.money = money
        self.have = have

    def afford(self, pay: Any, less: tuple | None = None, less_money: int = 0) -> bool:
        return covers(self.money, self.have, pay, less, less_money)

    def spend(self, pay: Any, less: tuple | None = None, less_money: int = 0) -> None:
        self.money -= max(pay.money - less_money, 0)
        have = self.have
        if less is None:
            less = pay.nothing
        for i, need in enumerate(pay.vec):
            if need - less[i] > 0:
                have[i] -= need - less[i]
        for _ in range(pay.any + pay.non_gold):  # wildcards: the most plentiful non-gold cube
            i = max(pay.plain, key=have.__getitem__)
            if have[i] <= 0:
                i = pay.joker_at
            have[i] -= 1

    def receive(self, gain: Any) -> None:
        amounts = gain.amounts
        self.money += amounts["money"]
        have = self.have
        for i, n in enumerate(gain.vec):
            have[i] += n
        for _ in range(amounts["non_gold"]):  # cubes of one's choice: the scarcest
            have[min(gain.plain, key=have.__getitem__)] += 1


def gain_value(gain: Any, p: Prices) -> float:
    a = gain.amounts
    return (a["money"] * p.money + a["vp"]
            + (gain.plain_n + a["non_gold"]) * p.cube + gain.joker_n * p.gold
            + a["favour"] * p.favour)


def pay_value(pay: Any, p: Prices, less: tuple | None = None, less_money: int = 0) -> float:
    # the bundle's own counts when nothing is taken off: this runs for every offer of every leaf
    if less is None:
        plain, joker = pay.plain_n, pay.joker_n
    else:
        v, at = pay.vec, pay.joker_at
        plain = joker = 0
        for i, n in enumerate(v):
            if n > less[i]:
                if i == at:
                    joker = n - less[i]
                else:
                    plain += n - less[i]
    return (max(pay.money - less_money, 0) * p.money + (plain + pay.any + pay.non_gold) * p.cube
            + joker * p.gold)


# --- one effect ------------------------------------------------------------------------

def _produce(args, state, seat, purse, p, pl) -> float:
    best, best_opt = -1.0, None
    for opt in args.options:
        # the cubes' worth, and a little more for a type the seat is short of (castle batches)
        val = gain_value(opt, p) + 0.01 * sum(1 for i, n in enumerate(opt.vec) if n and not purse.have[i])
        if val > best:
            best, best_opt = val, opt
    purse.receive(best_opt)
    return gain_value(best_opt, p)


def _gain(args, state, seat, purse, p, pl) -> float:
    purse.receive(args)
    return gain_value(args, p)


def _exchange(args, state, seat, purse, p, pl) -> float:
    best, best_offer = 0.0, None
    for offer in args.offers:
        if purse.afford(offer.pay):
            val = gain_value(offer.gain, p) - pay_value(offer.pay, p)
            if val > best:
                best, best_offer = val, offer
    if best_offer is not None:
        purse.spend(best_offer.pay)
        purse.receive(best_offer.gain)
    return best


def _build(args, state, seat, purse, p, pl) -> float:
    b: Board = state.board
    cat = args.category
    res_loss = 0.0
    if cat == "prestige":
        rid = pl.residence.id
        if not any(b.tile[k] == rid and b.owner[k] == seat for k in range(1, len(b.tile))):
            return 0.0
        # the residence under it is discarded: its income and its worth as a site
        res_loss = pl.residence.income * p.income + site_worth(state, p, pl)
    elif not b.first_free_space():
        return 0.0
    less = args.discount.vec
    best, best_d = 0.0, None
    for d in pl.by_category.get(cat, ()):
        if b.supply.get(d.id, 0) > 0 and purse.afford(d.cost, less):
            val = (d.vp + d.favours * p.favour + owned_worth(d, state, seat, p, pl) + d.income * p.income
                   - res_loss - pay_value(d.cost, p, less))
            if val > best:
                best, best_d = val, d
    if best_d is not None:
        purse.spend(best_d.cost, less)
    return best


def _convert(args, state, seat, purse, p, pl) -> float:
    b: Board = state.board
    defs = state.defs
    cost = defs.residence.conversion_cost
    disc = args.discount
    if not purse.afford(cost, disc.vec, disc.money):
        return 0.0
    loss = None
    for k in range(1, len(b.tile)):
        tid = b.tile[k]
        if tid is None:
            continue
        d = defs.building(tid)
        if not d.convertible:
            continue
        if d.category == "neutral":
            loss = 0.0  # a neutral tile: nothing of the seat's is lost
            break
        if d.category in ("wood", "stone") and b.owner[k] == seat:
            lost = owned_worth(d, state, seat, p, pl) + d.income * p.income
            loss = lost if loss is None else min(loss, lost)
    if loss is None:
        return 0.0
    res = pl.residence
    val = (res.vp + res.income * p.income + site_worth(state, p, pl) - loss
           - pay_value(cost, p, disc.vec, disc.money))
    if val <= 0:
        return 0.0
    purse.spend(cost, disc.vec, disc.money)
    return val


def _gate(args, state, seat, purse, p, pl) -> float:
    """The Gate: worth the best free building the provost lets work (the move is free)."""
    b: Board = state.board
    memo = worth_memo(state, p, pl)  # a seat holding the Gate has it valued at every leaf of Phase 2
    money, have, provost = purse.money, tuple(purse.have), b.provost
    # every building up to the provost a worker can work, the best first, taken or not: the workers
    # move at every leaf, the road and the purse far less often (the first free one is the answer)
    key = ("gate", seat, money, have, provost)
    ranked = memo.get(key)
    if ranked is None:
        tile, workable, effects = b.tile, pl.workable, pl.effects
        ranked = [(_kept(effects[tile[k]], state, seat, money, have, p, pl, memo)[0], k)
                  for k in range(1, min(provost, len(tile) - 1) + 1) if tile[k] in workable]
        ranked.sort(key=_first, reverse=True)
        ranked = memo[key] = tuple(ranked)
    worker = b.worker
    for worth, k in ranked:
        if worker[k] < 0:
            return worth if worth > 0.0 else 0.0  # max(0.0, worth), as the best of none is 0
    return 0.0


def _first(pair: tuple) -> float:
    return pair[0]


def _move_provost(args, state, seat, purse, p, pl) -> float:
    return p.w.guild_per_space * args.max


def _stables(args, state, seat, purse, p, pl) -> float:
    return p.w.turn_order_early * p.early


def _inn(args, state, seat, purse, p, pl) -> float:
    return 0.0  # valued while the seat holds an Inn slot (see pending_all), not once per activation


EFFECT_WORTH = {"produce": _produce, "gain": _gain, "exchange": _exchange, "build": _build,
                "convert": _convert, "gate": _gate, "move_provost": _move_provost,
                "stables": _stables, "inn": _inn}


def _worth(effects: tuple, state: State, seat: int, purse: _Purse, p: Prices, pl: _Plan) -> float:
    total = 0.0
    for name, args in effects:
        fn = EFFECT_WORTH.get(name)
        if fn is not None:  # an operation this estimate does not know: no value rather than a guess
            total += fn(args, state, seat, purse, p, pl)
    return total


def worth_memo(state: State, p: Prices, pl: _Plan) -> dict:
    """_worth's answers (see _kept), kept on the rules object's plan while what else they
    read stays: the road's tiles and owners, the supply and the prices (the same object: prices
    are never changed in place). In a search these change a few times a game, while the workers,
    the deniers and the cubes change at every leaf."""
    b: Board = state.board
    held = pl.worths
    ctx = held[0]
    # compared in place (no tuples of the road made at every leaf); kept as copies: a board may
    # change after it was asked (a search applies the next action to it)
    if ctx is None or ctx[0] is not p or ctx[1] != b.tile or ctx[2] != b.owner or ctx[3] != b.supply:
        held[0], held[1] = (p, b.tile[:], b.owner[:], b.supply.copy()), {}
    elif len(held[1]) > 50_000:
        held[1].clear()
    return held[1]


def _kept(effects: tuple, state: State, seat: int, money: int, have: tuple, p: Prices, pl: _Plan,
          memo: dict) -> tuple[float, int, tuple]:
    """_worth through ``memo`` (worth_memo's) for a seat holding ``money`` and ``have``: (the same
    value, the deniers and the cubes the building leaves it). A purse is a tuple here, so that it
    is its own key and an answer's purse is taken as it is (pending_all asks at every leaf)."""
    eid = id(effects)
    key = (eid, seat, money, have)  # the plan keeps the effect lists alive
    if eid in pl.gated:  # the Gate's worth also depends on where the workers are
        key += (state.board.provost, tuple(state.board.worker))
    hit = memo.get(key)
    if hit is None:
        after = _Purse(money, list(have))
        hit = memo[key] = (_worth(effects, state, seat, after, p, pl), after.money, tuple(after.have))
    return hit


# --- the seat's workers ------------------------------------------------------------------

def pending_all(state: State, p: Prices) -> list[tuple[float, float]]:
    """(work to come on special and road buildings, castle houses to come) for every seat, in one
    pass over the road (the heuristic asks for all seats at every search leaf). Each seat's purse is
    played forward on its own, in the order the buildings work, and each seat's sum is added up in
    that order."""
    b: Board = state.board
    n = b.n
    if b.phase not in PLACED_PHASES:
        return [(0.0, 0.0)] * n
    defs = state.defs
    pl = plan(defs)
    memo = worth_memo(state, p, pl)
    money = b.money[:]  # each seat's purse as it is played forward
    have = list(map(tuple, b.cubes))
    work = [0.0] * n
    inn_left, inn_right = b.inn_left, b.inn_right
    if inn_left >= 0:
        work[inn_left] += p.w.inn_early * p.early
    if inn_right >= 0 and inn_right != inn_left:  # a seat holding both slots counts the Inn once
        work[inn_right] += p.w.inn_early * p.early
    if b.phase in ("placement", "specials"):
        special, stables = b.special, b.stables
        for sid in state.cache[Figures].specials:  # Phase 3's order
            held = special.get(sid, -1)
            if sid == "stables":
                if held < 0 and not stables:
                    continue
                seats = [s for s in range(n) if held == s or s in stables]
            elif held >= 0:
                seats = (held,)
            else:
                continue
            for s in seats:
                worth, money[s], have[s] = _kept(pl.effects[sid], state, s, money[s], have[s], p, pl, memo)
                work[s] += worth
    settled = b.phase == "road"  # the provost has moved for the last time
    provost = b.provost
    step, sure = p.w.beyond_provost_step, p.w.sure_share
    worker, owner, tile = b.worker, b.owner, b.tile
    effects, bonus = pl.effects, pl.bonus
    for k, w in enumerate(worker):
        if w < 0 or not k:  # space 0 is not on the road
            continue
        if k <= provost:
            share = 1.0
        elif settled:
            continue
        else:
            share = 1.0 - step * (k - provost)
            if share <= 0.0:
                continue
        worth, left, rest = _kept(effects[tile[k]], state, w, money[w], have[w], p, pl, memo)
        work[w] += share * worth
        if share >= sure:  # below sure_share, too unsure to count on it for the buildings after it
            money[w], have[w] = left, rest
        o = owner[k]
        if o >= 0 and o != w and tile[k] in bonus:
            worth, money[o], have[o] = _kept(bonus[tile[k]], state, o, money[o], have[o], p, pl, memo)
            work[o] += share * worth
    castle_workers = b.castle_workers
    return [(work[s], _castle_worth(state, s, have[s], p, pl) if s in castle_workers else 0.0)
            for s in range(n)]


def _castle_worth(state: State, seat: int, have: Any, p: Prices, pl: _Plan,
                  rivals: list[int] | None = None) -> float:
    """A castle worker holding cubes ``have``: each batch it can offer is a house (its points less
    the cubes), or a penalty if none.

    ``rivals``: the seats whose batches compete for the most-batches favour (default: the other
    castle workers)."""
    b: Board = state.board
    sections = state.cache[Figures].sections
    castle = b.castle
    room = [(sections[s].spaces - len(castle[s]), sections[s].vp_per_house) for s in range(b.section, len(sections))]
    n = batches_of(have, state.defs)
    for free, _ in room:
        if free > 0:
            break
    else:  # the castle is full: no houses; no penalty for a seat with a batch (or for all, as the file says)
        return 0.0 if n or pl.full_spares_all else -p.w.no_batch_risk * pl.no_batch_penalty
    if n == 0:
        return -p.w.no_batch_risk * pl.no_batch_penalty
    total = 0.0
    # houses in the section under construction change how its scoring goes (no house: a penalty)
    if b.section < len(sections) and room[0][0] > 0:
        scores = sections[b.section].scores  # (VP, favours) by a seat's houses, up to the section's spaces
        mine = b.castle[b.section].count(seat)
        (now_vp, now_favours), (then_vp, then_favours) = scores[mine], scores[mine + min(n, room[0][0])]
        total += (then_vp - now_vp + (then_favours - now_favours) * p.favour) * p.w.scoring_share
    left = n
    for free, vp in room:
        take = min(free, left)
        total += take * (vp - pl.size * p.cube - p.batch)
        left -= take
        if not left:
            break
    if rivals is None:
        rivals = [o for o in b.castle_workers if o != seat]
    most = 0  # the most batches a rival offers (batches are never fewer than 0)
    for o in rivals:
        theirs = batches_of(b.cubes[o], state.defs)
        if theirs > most:
            most = theirs
    if n > most:
        total += p.w.most_batches_chance * pl.most_batches_favours * p.favour
    return total


# --- the workers still at home ----------------------------------------------------------

def placements_to_come(state: State, p: Prices) -> list[float]:
    """What each seat still placing in Phase 2 will gain from the workers it has at home, by seat.

    The seats take turns (from the one to decide), each putting a worker on the free spot worth
    most to it (the estimate of ``pending_all`` for that building, less the deniers it costs at
    today's price), while it has workers and deniers and a spot is worth more than it costs; a
    spot one seat takes is gone for the others. So a placement moves value from here to "work to
    come" instead of creating it, and a pass gives up what the seat's workers would have made,
    while the rival's dearer placements (after a pass) are worth less to it.
    """
    b: Board = state.board
    n = b.n
    out = [0.0] * n
    if b.phase != "placement":
        return out
    pending = state.pending
    first = pending.seat if pending is not None and pending.seat is not None else b.order[0]
    start = b.order.index(first) if first in b.order else 0
    placing = [s for s in b.order[start:] + b.order[:start] if s not in b.passed and b.workers[s] > 0]
    if not placing:
        return out
    defs = state.defs
    pl = plan(defs)
    own_cost = defs.placement.own_building_cost
    provost, step = b.provost, p.w.beyond_provost_step
    free_road = [(k, tid) for k, tid in enumerate(b.tile) if tid in defs.worker_tiles and b.worker[k] < 0]
    free_specials = [sid for sid in defs.single_worker_specials if b.special[sid] < 0]
    memo = _spot_memo(state, p, pl)
    wishes = {}
    for s in placing:
        have = b.cubes[s]
        money = b.money[s]
        purse = (s, money, tuple(have))
        base = base_cost(state, s)
        spots = []
        gate_best = 0.0  # the Gate sends its worker to the best free building up to the provost
        for k, tid in free_road:
            key = (tid, purse)
            worth = memo.get(key)
            if worth is None:
                worth = memo[key] = _worth(pl.effects[tid], state, s, _Purse(money, have[:]), p, pl)
            if k <= provost:
                share = 1.0
                gate_best = max(gate_best, worth)
            else:
                share = 1.0 - step * (k - provost)
                if share <= 0.0:
                    continue
            cost = min(own_cost, base) if b.owner[k] == s else base
            spots.append((share * worth - cost * p.money, k, cost))
        for sid in free_specials:
            key = (sid, purse)
            worth = memo.get(key)
            if worth is None:
                worth = memo[key] = _worth(pl.no_gate[sid], state, s, _Purse(money, have[:]), p, pl)
            if sid in pl.gates:
                worth += gate_best
            spots.append((worth - base * p.money, sid, base))
        if s not in b.castle_workers:
            # every rival in the castle or still placing may send a worker there too: counting only
            # the castle workers so far promised the most-batches favour to every castle placement
            # to come, and a seat then kept its batch for next turn's castle rather than use it now
            rivals = [o for o in range(n) if o != s and (o in b.castle_workers or o in placing)]
            key = ("castle", purse, tuple(tuple(b.cubes[o]) for o in rivals))
            worth = memo.get(key)
            if worth is None:
                worth = memo[key] = _castle_worth(state, s, have, p, pl, rivals)
            spots.append((worth - base * p.money, ("castle", s), base))
        wishes[s] = sorted((x for x in spots if x[0] > 0.0), key=lambda x: x[0], reverse=True)
    taken = set()
    money = {s: b.money[s] for s in placing}
    left = {s: b.workers[s] for s in placing}
    while placing:
        still = []
        for s in placing:
            for net, spot, cost in wishes[s]:
                if spot not in taken and cost <= money[s]:
                    taken.add(spot)
                    out[s] += net
                    money[s] -= cost
                    left[s] -= 1
                    if left[s]:
                        still.append(s)
                    break
        placing = still
    return out


def _spot_memo(state: State, p: Prices, pl: _Plan) -> dict:
    """What a building is worth to a seat holding given deniers and cubes, remembered on the rules
    object's plan while what else it depends on stays (the road, the supply, the castle, the
    prices): in Phase 2 only the workers, the deniers and the cubes change from one search leaf to
    the next."""
    b: Board = state.board
    ctx = (id(p.w), p.money, p.cube, p.gold, p.favour, p.batch, p.owned, p.income, p.early,
           tuple(b.tile), tuple(b.owner), tuple(b.supply.values()), b.section, tuple(map(tuple, b.castle)))
    held = pl.spots
    if held[0] is None or held[0][0] != ctx or held[0][1] is not p.w:
        held[0], held[1] = (ctx, p.w), {}
    elif len(held[1]) > 50_000:
        held[1].clear()
    return held[1]

"""How good a position is for one seat, in rough prestige points (bots and hints share it).

Early in the game deniers and cubes are worth more (they become buildings and
castle houses); near the end they are only worth the end conversions.

A worker placed in Phase 2 only pays off in Phase 5 (the road) or Phase 6 (the
castle), further ahead than the greedy bots look: so the workers already out
are valued here too ("work to come", "castle houses to come"), each at an
estimate of what its building will give the seat, read from the building's
``on_worker`` effects in the rules data (see ``pending.py``).
"""
from __future__ import annotations

from caylus_desktop.engine.state import State
from caylus_desktop.games.caylus.board import Board
from caylus_desktop.games.caylus.figures import Figures
from caylus_desktop.games.caylus.pending import (Prices, batches_of, pending_all, placements_to_come, plan,
                                                 site_worth, uses_worth)
from caylus_desktop.games.caylus.placement import base_cost
from caylus_desktop.games.caylus.weights import Weights, weights

# The weights, in prestige points, are data: named sets in rules_data/bots/caylus.yaml, what each
# one means in weights.py. Every function here takes ``w``: a set's name, a set, or None (the default).
# The hard bot judges its search leaves with this heuristic at once, with no random moves first:
# a random placement wastes deniers and a random provost move cuts workers, and only the seats
# still placing make them, so random playouts flattered passing (measured: 0 of 4 games against
# medium with them, 4 of 6 without; docs/notes/bots-history.md).
PLAYOUT_DEPTH = 0

# The hard bot's search horizon (bots/ismcts.py): a leaf is judged no later than the end of the
# placements of the turn being decided (from a decision after them, the start of the next turn's
# placements). Tried because at 3,000 iterations the short "both seats pass" line reached leaves
# in the next turn, compared with the placing lines' leaves mid-Phase 2 by a heuristic not made
# to compare them, and the search passed at once. Alone it did not stop that pass and lost to the
# search without it; with every leaf played greedily on to it (``hard+greedy``) the search
# places; figures in docs/notes/bots-history.md, "Caylus at the normal budget".
# Whether the hard bot uses it unless told is data: ``hard:`` in rules_data/bots/caylus.yaml.


def horizon(state: State) -> tuple[int, bool]:
    """The point of play a search leaf may not pass: the turn, and whether in its placements."""
    b: Board = state.board
    return b.turn, b.phase == "placement"


def _progress(state: State) -> float:
    """0 at the start, 1 when the bailiff reaches the Towers' scoring space."""
    b: Board = state.board
    defs = state.defs
    start = defs.board.bailiff_start
    end = defs.castle.sections[-1].trigger_space
    return min(max((b.bailiff - start) / max(end - start, 1), 0.0), 1.0)


def prices(state: State, w: Weights | str | None = None) -> Prices:
    """What a denier, a cube, a gold, a favour... is worth now, in prestige points."""
    w = weights(w)
    defs = state.defs
    early = 1.0 - _progress(state)
    e = defs.end_conversion
    light = bool(state.options.get("light_favour") or state.options.get("intro"))
    favour = defs.favours.light_favour_vp if light else w.favour + w.favour_step_early * early
    cube = 1.0 / e.cubes_per_vp + w.cube_early * early
    if w.cube_castle_share:
        # end-game conversion: late in the game cubes still become castle houses while there is room
        # (a batch makes a house), worth more than the end's cubes_per_vp (late, without this floor,
        # a transcript showed the bots selling cubes at the Marketplace and keeping the deniers)
        cube = max(cube, w.cube_castle_share * _house_vp(state) / defs.castle.batch_size)
    return Prices(
        w,
        early=early,
        money=1.0 / e.money_per_vp + w.money_early * early,
        cube=cube,
        gold=e.vp_per_gold + w.gold_early * early,
        favour=favour,
        batch=w.batch_early * early,
        owned=w.owned_early * early,
        income=w.income_per_turn * max(1.0, w.turns * early),
        # every seat needs cubes: a building that makes them is visited (a point to its owner each time)
        producing=w.production_owned_early * early,
        uses=w.own_use_per_turn * w.turns * early,
    )


def _house_vp(state: State) -> int:
    """The points of a house in the first castle section with room (0 when the castle is full)."""
    b: Board = state.board
    sections = state.defs.castle.sections
    for s in range(b.section, len(sections)):
        if len(b.castle[s]) < sections[s].spaces:
            return sections[s].vp_per_house
    return 0


class _Shared:
    """What every seat's terms read alike: the prices, each seat's road income and buildings, and
    the position's facts every seat's terms look up (worked out once, not once per seat)."""

    __slots__ = ("state", "prices", "income", "owned", "producing", "residences", "light", "rows", "_ahead", "work",
                 "joker", "stone", "scoring", "batches")

    def __init__(self, state: State, w: Weights | str | None = None) -> None:
        b: Board = state.board
        defs = state.defs
        memo = state.cache[_Memo]
        self.light = light = bool(state.options.get("light_favour") or state.options.get("intro"))
        self.prices = p = _prices(state, w, memo.prices, light)
        self.rows = memo.rows
        self.income, self.owned, self.producing, self.residences = _road_tally(defs, b, memo.tallies)
        self.state = state
        self._ahead: list[float] | None = None
        self.joker = memo.joker
        self.batches = plan(defs).batches  # batches_of's memo, read in place for every seat
        self.stone = memo.stone
        # the section under construction: its scoring (VP, favours) by a seat's houses there, its
        # houses, its room, and the share of its scoring counted now (in full when near)
        self.scoring = None
        if b.section < len(b.castle):
            fig = state.cache[Figures]
            sec = fig.sections[b.section]
            houses = b.castle[b.section]
            near = fig.section_ends[b.section][0] - b.bailiff <= p.w.scoring_near
            self.scoring = (sec.scores, houses, sec.spaces - len(houses), 1.0 if near else p.w.scoring_far)
        # work to come for every seat (one pass over the road for all seats): every seat's terms read it
        self.work = pending_all(state, p)

    def ahead(self) -> list[float]:
        """placements_to_come for every seat, worked out once (the seats compete for the spots)."""
        if self._ahead is None:
            self._ahead = placements_to_come(self.state, self.prices)
        return self._ahead


class _Memo:
    """What the heuristic reads at every search leaf, per rules object (``state.cache[_Memo]``,
    made once by the rules object's cache): the rules' facts it needs (read once: a rules model's
    field is slow to read) and what changes a few times a game (road tallies by road, prices by
    weight set and bailiff)."""

    __slots__ = ("tallies", "prices", "rows", "joker", "stone", "provost_reach")

    def __init__(self, defs) -> None:
        self.tallies: dict = {}
        self.prices: dict = {}
        self.rows = _rows(defs)
        self.joker = defs.joker_at
        self.stone = defs.resource_at.get("stone")  # a weight for this cube by name: a file without it has no such term
        self.provost_reach = defs.provost.max_move  # the spaces a seat may move him in Phase 4


def _prices(state: State, w: Weights | str | None, cache: dict, light: bool) -> Prices:
    """prices(), remembered: they change with the bailiff only (and are never changed in place)."""
    bailiff = state.board.bailiff
    last = cache.get(None)  # the set asked last, as it was asked (a name, None or a set: the same object), first
    if last is not None and last[0] is w and last[1] == bailiff and last[2] == light:
        return last[3]
    asked = w
    w = weights(w)
    key = (id(w), bailiff, light)
    hit = cache.get(key)
    if hit is None or hit[0] is not w:  # the set kept alive with its prices: its id is not reused
        if len(cache) > 1_000:
            cache.clear()
        hit = cache[key] = (w, prices(state, w))
    cache[None] = (asked, bailiff, light, hit[1])  # keeps what was asked alive: its identity is not reused
    return hit[1]


def _road_tally(defs, b: Board, tallies: dict) -> tuple[list[int], list[int], list[int], list[int]]:
    """Each seat's road income, buildings that take workers and, of those, buildings that make
    cubes (others visit them), and residences, by road (the road changes a few times a game)."""
    last = tallies.get(None)  # the road asked last, compared in place: no key made at every leaf
    if last is not None and last[0] == b.tile and last[1] == b.owner and last[2] == b.n:
        return last[3]
    key = (b.n, tuple(b.owner), tuple(b.tile))
    tally = tallies.get(key)
    if tally is None:
        if len(tallies) > 20_000:
            tallies.clear()
        income = [0] * b.n
        owned = [0] * b.n
        producing = [0] * b.n
        residences = [0] * b.n
        makes_cubes = plan(defs).producers
        rid = defs.residence.building
        for o, tid in zip(b.owner, b.tile):  # space 0 has no owner
            if o >= 0:
                d = defs.building(tid)
                income[o] += d.income
                if d.takes_workers:
                    owned[o] += 1
                    if tid in makes_cubes:
                        producing[o] += 1
                elif tid == rid:
                    residences[o] += 1
        tally = tallies[key] = (income, owned, producing, residences)  # shared: read, never changed
    tallies[None] = (b.tile[:], b.owner[:], b.n, tally)  # copies: a search changes the board after
    return tally


def terms(state: State, seat: int, shared: _Shared | None = None, w: Weights | str | None = None) -> dict[str, float]:
    b: Board = state.board
    if b.over:
        return {"points": float(b.vp[seat])}
    if shared is None:
        shared = _Shared(state, w)
    return _terms(state, shared, (seat,))[0]


def _terms(state: State, shared: _Shared, seats) -> list[dict[str, float]]:
    """terms() of each of ``seats`` (the match not over): what every seat reads alike is read once,
    before the seats (evaluate_all asks for every seat at every search leaf)."""
    b: Board = state.board
    defs = state.defs
    p = shared.prices
    w = p.w
    cubes, vp, money, favour, passed, workers = b.cubes, b.vp, b.money, b.favour, b.passed, b.workers
    batch_memo, joker, income, owned, producing = shared.batches, shared.joker, shared.income, shared.owned, \
        shared.producing
    residences = shared.residences
    site = site_worth(state, p, plan(defs)) if w.residence_site and any(residences) else 0.0
    early, late = p.early, 1.0 - p.early
    buildings_row, prestige_row = shared.rows
    # which terms apply at this position (the weights that are 0 in a set leave theirs out)
    favours = not shared.light
    buildings_plan = favours and w.favour_buildings_early and buildings_row is not None
    prestige_plan = favours and w.favour_prestige_late and prestige_row is not None
    stone = shared.stone
    stone_plan = w.stone_mid and stone is not None
    placing = b.phase == "placement"
    to_place = w.worker_to_place and placing
    ahead = w.placements_to_come and placing
    on_bridge = placing and w.passed_early
    weapon = w.rival_beyond_provost and b.phase in ("placement", "specials", "provost")
    scoring = shared.scoring
    if scoring is not None:
        scores, houses, room, share = scoring
    tempo = w.castle_tempo and scoring is not None
    work_all = shared.work
    every = []
    for seat in seats:
        have = cubes[seat]
        gold = have[joker]
        batches = batch_memo.get(tuple(have))
        if batches is None:
            batches = batches_of(have, defs)
        out = {
            "points": float(vp[seat]),
            "deniers": money[seat] * p.money,
            "cubes": (sum(have) - gold) * p.cube,
            "gold": gold * p.gold,
            "castle batches in hand": batches * p.batch,
            "income": income[seat] * p.income,
            "buildings owned": owned[seat] * p.owned,
        }
        if p.producing and producing[seat]:
            out["production buildings others visit"] = producing[seat] * p.producing
        if p.uses and owned[seat]:
            uses = uses_worth(state, seat, p, plan(defs))
            if uses:
                out["own buildings' uses to come"] = uses * p.uses
        if site and residences[seat]:
            # each residence is the site of a prestige building to come (site_worth)
            out["residences as prestige sites"] = residences[seat] * site
        if favours:
            marks = favour[seat]
            out["favour markers"] = sum(marks) * w.favour_step_early * early
            if buildings_plan and marks[buildings_row]:
                out["favour plan: buildings row"] = marks[buildings_row] * w.favour_buildings_early * early
            if prestige_plan and marks[prestige_row]:
                out["favour plan: prestige row"] = marks[prestige_row] * w.favour_prestige_late * late
        if stone_plan and have[stone]:
            # stone pays for residences and prestige buildings, the middle game's builds
            out["stone for residences and prestige"] = have[stone] * w.stone_mid * 4.0 * early * late
        if to_place and seat not in passed:
            # a worker still at home is a placement to come, if the seat can pay for it: passing gives
            # them all up for one denier (without this, a seat's leaf after a pass looked as good as after
            # a placement, and the bots passed on the first turns with their deniers unspent)
            can_pay = money[seat] // max(base_cost(state, seat), 1)
            left = min(workers[seat], can_pay)
            if left:
                out["workers still to place"] = left * w.worker_to_place
        if ahead:
            # the workers at home valued by the placements they will make (the best free spots, taken in
            # turn with the rivals): a leaf in the middle of Phase 2 is then judged as if the phase had
            # been played out, so the search compares a placement with a pass fairly (with only the
            # flat term above, a deep search finds that passing at once taxes the rival more than it
            # costs). Only the `placements` weight set uses it so far: it lost to tuned_v2, docs/notes/bots-history.md
            mine = shared.ahead()[seat]
            if mine:
                out["placements to come"] = mine * w.placements_to_come
        if on_bridge and seat in passed:
            # each seat still placing pays one more denier a worker for every seat on the bridge
            out["passed early on the bridge"] = (b.n - len(passed)) * w.passed_early
        if weapon and seat in passed:
            # a seat on the bridge moves the provost: rival workers just past it are its targets
            provost, worker = b.provost, b.worker
            reach = state.cache[_Memo].provost_reach  # the spaces a seat may move him in Phase 4
            near = 0
            for k in range(provost + 1, min(provost + reach + 1, len(worker))):
                if worker[k] >= 0 and worker[k] != seat:
                    near += 1
            if near:
                out["provost as a weapon"] = near * w.rival_beyond_provost
        if scoring is not None:
            mine = houses.count(seat)  # at most the section's spaces: its scores hold every count
        if tempo and seat not in b.castle_workers:
            # batches in hand for the section being built: houses there before its scoring avoid the
            # penalty and win its favours (its scoring row goes up), the nearer the scoring the surer
            n = min(batches, room)
            if n:
                (now_vp, now_favours), (then_vp, then_favours) = scores[mine], scores[mine + n]
                gain = then_vp - now_vp + (then_favours - now_favours) * p.favour
                if gain > 0:
                    out["castle tempo: batches for the section"] = gain * w.castle_tempo * share
        work, castle = work_all[seat]
        if work:
            out["work to come"] = work
        if castle:
            out["castle houses to come"] = castle
        # the section under construction will be scored: no house costs points, several bring favours
        if scoring is not None:
            vp_then, favours_then = scores[mine]
            worth = vp_then + favours_then * p.favour
            if worth:
                out["castle scoring ahead"] = worth * share
        every.append(out)
    return every


def evaluate(state: State, seat: int, w: Weights | str | None = None) -> float:
    return sum(terms(state, seat, w=w).values())


def evaluate_all(state: State, w: Weights | str | None = None) -> list[float]:
    """evaluate() for every seat, the work they share done once (the bots' hot path)."""
    b: Board = state.board
    if b.over:
        return [sum(terms(state, s).values()) for s in range(b.n)]
    return [sum(t.values()) for t in _terms(state, _Shared(state, w), range(b.n))]


def _rows(defs) -> tuple[int | None, int | None]:
    """The favour rows a plan aims at: (buildings row, prestige row), by id in the rules."""
    ids = [r.id for r in defs.favours.rows]
    return (ids.index("buildings") if "buildings" in ids else None,
            ids.index("prestige") if "prestige" in ids else None)


def game_stats(state: State) -> dict[str, list[int]]:
    """What each seat did in a game, for bot benchmarks: buildings on the road, castle houses, favour steps."""
    b: Board = state.board
    n = b.n
    return {
        "buildings": [sum(1 for o in b.owner if o == s) for s in range(n)],
        "castle houses": [sum(sec.count(s) for sec in b.castle) for s in range(n)],
        "favour steps": [sum(b.favour[s]) for s in range(n)],
    }


# Why a move is good, in the words a player would give, by the heuristic term it raises most
# (the teaching hints say "<the move>, because <reason>."; French in the catalogues, context "reason").
REASONS: dict[str, str] = {
    "points": "it brings you points",
    "deniers": "it brings you deniers",
    "cubes": "you will have the cubes you need to build",
    "gold": "it brings you gold, the most precious cube",
    "castle batches in hand": "you will have a batch ready for the castle",
    "income": "your income grows for the rounds to come",
    "buildings owned": "you will own one more building on the road",
    "buildings": "one more building of yours stands on the road",
    "production buildings others visit": "your buildings will earn you something each time another player uses them",
    "own buildings' uses to come": "you will use your own buildings in the rounds to come",
    "residences as prestige sites": "your residences can carry prestige buildings later",
    "favour markers": "you move up on the King's favour table",
    "favour steps": "you climb a step of the King's favours",
    "favour plan: buildings row": "you climb the favour row that helps you build",
    "favour plan: prestige row": "you climb the favour row that gives prestige points",
    "stone for residences and prestige": "you will have the stone for residences and prestige buildings",
    "workers still to place": "you keep workers to place later in the round",
    "placements to come": "you keep good places for your next workers",
    "passed early on the bridge": "passing early makes the others pay more for their workers",
    "provost as a weapon": "you keep the provost as a threat to the others' workers",
    "castle tempo: batches for the section": "you will be ready to build at the castle before this part of it closes",
    "work to come": "it prepares the work of your next rounds",
    "castle houses to come": "you get closer to building houses at the castle",
    "castle houses": "you build houses at the castle",
    "castle scoring ahead": "you get ready for the castle's next scoring",
}

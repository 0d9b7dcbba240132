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
from caylus_desktop.games.caylus.board import GOLD, Board
from caylus_desktop.games.caylus.pending import Prices, batches_of, pending_work

# weights, in prestige points (the early part fades as the bailiff nears the Towers' scoring)
MONEY_EARLY = 0.35      # a denier early is a worker placement, not 1/4 VP
CUBE_EARLY = 0.5        # a cube early is a third of a house or half a building
GOLD_EARLY = 0.5
BATCH_EARLY = 1.0       # a castle batch in hand: a house waiting for a castle worker
OWNED_EARLY = 0.8       # a building others pay to visit and the owner uses for 1 denier
INCOME_PER_TURN = 0.3   # a denier of income, for each turn left
FAVOUR_STEP_EARLY = 0.6  # a favour marker further along its row
FAVOUR = 2.0            # a royal favour still to be taken (besides its marker step)
SCORING_FAR = 0.5       # a section scoring more than two spaces of the bailiff away: it may still change
# The hard bot judges its search leaves with this heuristic at once, with no random moves first:
# a random placement wastes deniers and a random provost move cuts workers, and only the seats
# still placing make them, so random playouts flattered passing (measured: 0 of 4 games against
# medium with them, 4 of 6 without; docs/bots.md).
PLAYOUT_DEPTH = 0
TURNS = 12.0            # a game's turns, roughly (the bailiff moves 1 or 2 spaces a turn)


def _progress(state: State) -> float:
    """0 at the start, 1 when the bailiff reaches the Towers' scoring space."""
    b: Board = state.board
    defs = state.defs
    start = defs.board.bailiff_start
    end = defs.castle.sections[-1].trigger_space
    return min(max((b.bailiff - start) / max(end - start, 1), 0.0), 1.0)


def prices(state: State) -> Prices:
    """What a denier, a cube, a gold, a favour... is worth now, in prestige points."""
    defs = state.defs
    early = 1.0 - _progress(state)
    e = defs.end_conversion
    light = bool(state.options.get("light_favour") or state.options.get("intro"))
    favour = defs.favours.light_favour_vp if light else FAVOUR + FAVOUR_STEP_EARLY * early
    return Prices(
        early=early,
        money=1.0 / e.money_per_vp + MONEY_EARLY * early,
        cube=1.0 / e.cubes_per_vp + CUBE_EARLY * early,
        gold=e.vp_per_gold + GOLD_EARLY * early,
        favour=favour,
        batch=BATCH_EARLY * early,
        owned=OWNED_EARLY * early,
        income=INCOME_PER_TURN * max(1.0, TURNS * early),
    )


class _Shared:
    """What every seat's terms read alike: the prices and each seat's road income and buildings."""

    __slots__ = ("prices", "income", "owned", "light")

    def __init__(self, state: State) -> None:
        b: Board = state.board
        defs = state.defs
        self.prices = prices(state)
        self.income = [0] * b.n
        self.owned = [0] * b.n
        for o, tid in zip(b.owner, b.tile):  # space 0 has no owner
            if o >= 0:
                d = defs.building(tid)
                self.income[o] += d.income
                if d.takes_workers:
                    self.owned[o] += 1
        self.light = bool(state.options.get("light_favour") or state.options.get("intro"))


def terms(state: State, seat: int, shared: _Shared | None = None) -> dict[str, float]:
    b: Board = state.board
    defs = state.defs
    if b.over:
        return {"points": float(b.vp[seat])}
    if shared is None:
        shared = _Shared(state)
    p = shared.prices
    have = b.cubes[seat]
    out = {
        "points": float(b.vp[seat]),
        "deniers": b.money[seat] * p.money,
        "cubes": sum(have[:GOLD]) * p.cube,
        "gold": have[GOLD] * p.gold,
        "castle batches in hand": batches_of(have, defs) * p.batch,
        "income": shared.income[seat] * p.income,
        "buildings owned": shared.owned[seat] * p.owned,
    }
    if not shared.light:
        out["favour markers"] = sum(b.favour[seat]) * FAVOUR_STEP_EARLY * p.early
    work, castle = pending_work(state, seat, p)
    if work:
        out["work to come"] = work
    if castle:
        out["castle houses to come"] = castle
    # the section under construction will be scored: no house costs points, several bring favours
    if b.section < len(b.castle):
        sec = defs.castle.sections[b.section]
        row = sec.row_for(b.castle[b.section].count(seat))
        ahead = row.vp + row.favours * p.favour
        if ahead:
            near = sec.trigger_space - b.bailiff <= 2
            out["castle scoring ahead"] = ahead * (1.0 if near else SCORING_FAR)
    return out


def evaluate(state: State, seat: int) -> float:
    return sum(terms(state, seat).values())


def evaluate_all(state: State) -> list[float]:
    """evaluate() for every seat, the work they share done once (the bots' hot path)."""
    shared = None if state.board.over else _Shared(state)
    return [sum(terms(state, s, shared).values()) for s in range(state.board.n)]

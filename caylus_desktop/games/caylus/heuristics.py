"""How good a position is for one seat, in rough prestige points (bots and hints share it).

Early in the game deniers and cubes are worth more (they become buildings and
castle houses); near the end they are only worth the end conversions.
"""
from __future__ import annotations

from caylus_desktop.engine.state import State
from caylus_desktop.games.caylus.board import GOLD, Board


def _progress(state: State) -> float:
    """0 at the start, 1 when the bailiff reaches the Towers' scoring space."""
    b: Board = state.board
    defs = state.defs
    start = defs.board.bailiff_start
    end = defs.castle.sections[-1].trigger_space
    return min(max((b.bailiff - start) / max(end - start, 1), 0.0), 1.0)


def terms(state: State, seat: int) -> dict[str, float]:
    b: Board = state.board
    defs = state.defs
    if b.over:
        return {"points": float(b.vp[seat])}
    late = _progress(state)
    early = 1.0 - late
    have = b.cubes[seat]
    e = defs.end_conversion
    turns_left = max(1.0, 12.0 * early)
    income = 0
    owned = 0
    for k in range(1, len(b.tile)):
        if b.owner[k] == seat:
            d = defs.building(b.tile[k])
            income += d.income
            if d.takes_workers:
                owned += 1
    batches = min(have[0], sum(1 for i in range(1, 5) if have[i]) // 2 + (have[0] > 1))
    out = {
        "points": float(b.vp[seat]),
        "deniers": b.money[seat] * (1.0 / e.money_per_vp + 0.35 * early),
        "cubes": sum(have[:GOLD]) * (1.0 / e.cubes_per_vp + 0.5 * early),
        "gold": have[GOLD] * (e.vp_per_gold + 0.5 * early),
        "castle batches in hand": batches * 1.5 * early,
        "income": income * 0.3 * turns_left,
        "buildings owned": owned * 0.8 * early,
    }
    if not (state.options.get("light_favour") or state.options.get("intro")):
        out["favour markers"] = sum(b.favour[seat]) * 0.6 * early
    # a section about to be scored with none of one's houses in it costs its penalty
    if b.section < len(b.castle):
        sec = defs.castle.sections[b.section]
        if b.castle[b.section].count(seat) == 0 and sec.trigger_space - b.bailiff <= 2:
            out["castle penalty ahead"] = float(sec.scoring[0].vp)
    return out


def evaluate(state: State, seat: int) -> float:
    return sum(terms(state, seat).values())

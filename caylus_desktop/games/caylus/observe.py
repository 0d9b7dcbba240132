"""What a seat sees (everything: Caylus hides nothing once the neutral tiles are laid), and the checks.

Targets the UI can map to the table: ``road:K``, ``special:ID``, ``special:stables:N``,
``special:inn:left|right``, ``castle:workers``, ``castle:SECTION``, ``bridge``,
``provost:+D``, ``favour:ROW:COL``, ``supply:TILE``, ``cube:TYPE``.
"""
from __future__ import annotations

from caylus_desktop.engine.state import State
from caylus_desktop.games.caylus.board import Board


def observe(state: State, seat: int) -> dict:
    b: Board = state.board
    defs = state.defs
    p = state.pending
    seats = []
    for s, spec in enumerate(state.seats):
        seats.append({
            "seat": s, "name": spec.name, "bot": spec.bot, "score": b.vp[s],
            "resources": {"money": b.money[s], **{c: b.cubes[s][i] for i, c in enumerate(state.defs.resources)}},
            "hand": [] if s == seat else 0,
            "workers_home": b.workers[s],
            "favour": {row.id: b.favour[s][r] for r, row in enumerate(defs.favours.rows)},
            "score_breakdown": dict(b.parts[s]),
        })
    return {
        "game": state.game, "seat": seat, "round": b.turn, "phase": b.phase,
        "active_seat": p.seat if p is not None else None, "over": b.over,
        "seats": seats,
        "turn_order": b.order[:],
        "passed": b.passed[:],
        "road": [{"space": k, "building": b.tile[k], "owner": b.owner[k], "worker": b.worker[k]}
                 for k in range(1, len(b.tile))],
        "specials": {**b.special, "stables": b.stables[:], "inn_left": b.inn_left, "inn_right": b.inn_right},
        "castle": {"workers": b.castle_workers[:], "section": b.section, "scored": b.scored[:],
                   "houses": {sec.id: b.castle[i][:] for i, sec in enumerate(defs.castle.sections)}},
        "bailiff": b.bailiff, "provost": b.provost,
        "favour_columns_open": b.favour_cols,
        "supply": dict(b.supply),
        "removed": b.removed[:],
        "pending_conversions": [list(x) for x in b.pending_convert],
    }


def determinize(state: State, seat: int, rng) -> State:
    """Nothing is hidden in Caylus: the world is the state itself."""
    return state


def certain(state: State, seat: int) -> bool:
    """After set-up Caylus hides nothing and leaves nothing to chance."""
    return True


def invariants(state: State) -> list[str]:
    b: Board = state.board
    defs = state.defs
    problems = []
    for s in range(b.n):
        if b.money[s] < 0:
            problems.append(f"seat {s} has negative money")
        if min(b.cubes[s]) < 0:
            problems.append(f"seat {s} has a negative cube count")
        if b.vp[s] < 0:
            problems.append(f"seat {s} has negative prestige")
        if sum(b.parts[s].values()) != b.vp[s]:
            problems.append(f"seat {s}'s score breakdown does not add up")
    # every tile in exactly one place
    counts: dict[str, int] = {}
    for k in range(1, len(b.tile)):
        tid = b.tile[k]
        if tid is not None and tid != defs.residence.building:
            counts[tid] = counts.get(tid, 0) + 1
    for tid, n in b.supply.items():
        counts[tid] = counts.get(tid, 0) + n
    for tid in b.removed:
        counts[tid] = counts.get(tid, 0) + 1
    for d in defs.buildings:
        if d.category in ("neutral", "fixed", "wood", "stone", "prestige"):
            if counts.get(d.id, 0) != d.count:
                problems.append(f"{d.id}: {counts.get(d.id, 0)} tiles placed, {d.count} exist")
    for tid, n in b.supply.items():
        if n < 0:
            problems.append(f"{tid}: negative supply")
    last = len(b.tile) - 1
    if not 1 <= b.provost <= last:
        problems.append(f"the provost is off the road ({b.provost})")
    if not defs.board.bailiff_start <= b.bailiff <= last:
        problems.append(f"the bailiff is off its track ({b.bailiff})")
    # workers: home + on the board = 6 each
    placed = [0] * b.n
    for w in b.worker:
        if w >= 0:
            placed[w] += 1
    for s in list(b.special.values()) + b.stables + b.castle_workers + [b.inn_left, b.inn_right]:
        if s >= 0:
            placed[s] += 1
    for s in range(b.n):
        if placed[s] + b.workers[s] != defs.start.workers:
            problems.append(f"seat {s} has {placed[s]} workers out and {b.workers[s]} home")
    for i, sec in enumerate(defs.castle.sections):
        if len(b.castle[i]) > sec.spaces:
            problems.append(f"the {sec.id} holds too many houses")
    for s in range(b.n):
        for r, col in enumerate(b.favour[s]):
            if not 0 <= col <= b.favour_cols:
                problems.append(f"seat {s}'s favour marker {r} is past the open columns")
    return problems

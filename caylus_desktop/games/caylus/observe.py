"""What a seat sees (everything: Caylus hides nothing once the neutral tiles are laid), and the checks.

Targets the UI can map to the table: ``road:K``, ``special:ID``, ``special:stables:N``,
``special:inn:left|right``, ``castle:workers``, ``castle:SECTION``, ``bridge``,
``provost:+D``, ``favour:ROW:COL``, ``supply:TILE``, ``cube:TYPE``.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Mapping

from caylus_desktop.engine.state import State
from caylus_desktop.engine.view import Observation, SeatInfo
from caylus_desktop.games.caylus.board import Board


@dataclass(frozen=True, slots=True)
class CaylusSeat(SeatInfo):
    """A seat of Caylus: everything is public."""
    workers_home: int  # workers at home, not yet placed
    favour: Mapping[str, int]  # its marker's column in each row of the favour table (0: not yet on it), by row id
    score_breakdown: Mapping[str, int]  # prestige points by source (they add up to ``score``)


@dataclass(frozen=True, slots=True)
class RoadSpace:
    """A space of the road."""
    space: int  # its number along the road, 1 first
    building: str | None  # the building tile on it, None when empty
    owner: int  # the seat whose house stands on it, -1 for none
    worker: int  # the seat of the worker on it, -1 for none


@dataclass(frozen=True, slots=True)
class Specials:
    """The special buildings at the road's start and who stands on them."""
    workers: Mapping[str, int]  # the worker's seat on each single-worker special building, -1 for none, by building id
    stables: tuple[int, ...]  # the seats in the stables, in slot order
    inn_left: int  # the seat at the inn's left side (arrivals), -1 for none
    inn_right: int  # the seat at the inn's right side (staying), -1 for none


@dataclass(frozen=True, slots=True)
class Castle:
    """The castle: the workers waiting to build and the houses built."""
    workers: tuple[int, ...]  # the seats of the workers at the castle, in arrival order
    section: int  # the section under construction, by its index in the rules file
    scored: tuple[bool, ...]  # each section, whether it is scored (closed)
    houses: Mapping[str, tuple[int, ...]]  # each section's houses, by section id: the builders' seats


@dataclass(frozen=True, slots=True)
class CaylusObservation(Observation):
    """Caylus: the whole board (the game hides nothing once the neutral tiles are laid)."""
    seats: tuple[CaylusSeat, ...]  # every seat, in seat order
    turn_order: tuple[int, ...]  # the seats in turn order, first player first
    passed: tuple[int, ...]  # the seats on the bridge, in passing order
    road: tuple[RoadSpace, ...]  # the road's spaces, from space 1
    specials: Specials  # the special buildings before the road
    castle: Castle  # the castle
    bailiff: int  # the road space the bailiff stands on
    provost: int  # the road space the provost stands on
    favour_columns_open: int  # the rightmost favour column open (more open as the castle is built)
    supply: Mapping[str, int]  # building tiles left to build, by tile id
    removed: tuple[str, ...]  # neutral tiles converted away (out of the game)
    pending_conversions: tuple[tuple[int, int], ...]  # (road space, seat): tiles to convert when phase 5 ends



def observe(state: State, seat: int) -> CaylusObservation:
    b: Board = state.board
    defs = state.defs
    p = state.pending
    seats = tuple(CaylusSeat(
        seat=s, name=spec.name, bot=spec.bot, score=b.vp[s],
        resources={"money": b.money[s], **{c: b.cubes[s][i] for i, c in enumerate(state.defs.resources)}},
        hand_count=0, out=False,
        workers_home=b.workers[s],
        favour={row.id: b.favour[s][r] for r, row in enumerate(defs.favours.rows)},
        score_breakdown=dict(b.parts[s]),
    ) for s, spec in enumerate(state.seats))
    return CaylusObservation(
        game=state.game, seat=seat, round=b.turn, counter="round", phase=b.phase,
        active_seat=p.seat if p is not None else None, over=b.over,
        seats=seats,
        turn_order=tuple(b.order),
        passed=tuple(b.passed),
        road=tuple(RoadSpace(space=k, building=b.tile[k], owner=b.owner[k], worker=b.worker[k])
                   for k in range(1, len(b.tile))),
        specials=Specials(workers=dict(b.special), stables=tuple(b.stables), inn_left=b.inn_left,
                          inn_right=b.inn_right),
        castle=Castle(workers=tuple(b.castle_workers), section=b.section, scored=tuple(b.scored),
                      houses={sec.id: tuple(b.castle[i]) for i, sec in enumerate(defs.castle.sections)}),
        bailiff=b.bailiff, provost=b.provost,
        favour_columns_open=b.favour_cols,
        supply=dict(b.supply),
        removed=tuple(b.removed),
        pending_conversions=tuple(tuple(x) for x in b.pending_convert),
    )


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

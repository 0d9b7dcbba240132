"""Why a place on the Caylus table cannot be used now, in a short phrase for the learner.

``why_not(state, seat, target)`` is only asked about targets no legal action names;
None leaves the generic reason to the engine.
"""
from __future__ import annotations

from caylus_desktop.engine.state import State
from caylus_desktop.games.caylus.board import CUBES, GOLD, Board
from caylus_desktop.games.caylus.construction import residences
from caylus_desktop.games.caylus.placement import base_cost, uses_stables

_PLACES = ("road", "special", "castle", "bridge")


def shortfall(b: Board, seat: int, pay, less: tuple = (0, 0, 0, 0, 0)) -> str | None:
    """"needs 1 cloth and 2 deniers more" when the seat cannot pay ``pay``; None when it can."""
    have = b.cubes[seat]
    missing = []
    if pay.money > b.money[seat]:
        missing.append(f"{pay.money - b.money[seat]} denier{'s' if pay.money - b.money[seat] > 1 else ''}")
    spare = 0
    for i, need in enumerate(pay.vec):
        need -= less[i]
        if need > have[i]:
            missing.append(f"{need - have[i]} {CUBES[i]}")
        spare += max(0, have[i] - max(need, 0))
    wild = pay.any + pay.non_gold
    if not missing and wild > spare:
        missing.append(f"{wild - spare} more cube{'s' if wild - spare > 1 else ''}")
    return f"needs {' and '.join(missing)} more" if missing else None


def why_not(state: State, seat: int, target: str) -> str | None:
    b: Board = state.board
    d = state.pending
    parts = target.split(":")
    head = parts[0]
    if head in _PLACES and not (head == "castle" and len(parts) > 1 and parts[1] != "workers"):
        if d.kind in ("place", "gate"):
            return _placement(state, b, seat, parts, gate=d.kind == "gate")
        if head == "bridge":
            return f"players pass onto the bridge in phase 2; now it is the {b.phase} phase"
        if head == "road" and b.phase == "road" and len(parts) > 1 and parts[1].isdigit() and int(parts[1]) > b.provost:
            return "beyond the provost: it does not work this turn"
        return f"workers are placed in phase 2; now it is the {b.phase} phase ({d.prompt})"
    if head == "castle":
        sections = [s.id for s in state.defs.castle.sections]
        if d.kind != "castle_batch":
            return "batches are offered in the castle phase, by players with a worker in the castle"
        if parts[1] in sections and sections.index(parts[1]) != b.section:
            return f"the castle is built in order: now the {sections[b.section] if b.section < len(sections) else 'castle is full'}"
        return "a batch needs 1 food and 2 different other cubes (gold can stand in)"
    if head == "provost":
        if d.kind != "provost":
            return "the provost moves in phase 4 (or with the Merchants' guild)"
        if len(parts) > 1 and parts[1].lstrip("+-").isdigit():
            step = int(parts[1])
            to = b.provost + step
            if not 1 <= to <= len(b.tile) - 1:
                return "the provost cannot leave the road"
            if abs(step) > state.defs.provost.max_move:
                return f"the provost moves at most {state.defs.provost.max_move} spaces"
            return f"moving him {abs(step)} spaces costs {abs(step)} deniers; you have {b.money[seat]}"
    if head == "supply" and len(parts) > 1:
        tid = parts[1]
        if tid not in b.supply:
            return None
        if d.kind != "build":
            return "buildings are built with a worker on a construction building (Carpenter, Mason, Architect…)"
        if b.supply[tid] <= 0:
            return "none left in the supply"
        bd = state.defs.building(tid)
        build = next((f for f in reversed(state.stack) if f.op == "build"), None)
        if build is not None and build.args.category != bd.category:
            return f"this construction builds {build.args.category} buildings, not {bd.category} ones ({d.prompt})"
        if bd.category == "prestige" and not residences(state, seat):
            return "a prestige building replaces one of your residences: you have none"
        if bd.category != "prestige" and not b.first_free_space():
            return "no free space left on the road"
        less = build.args.discount.vec if build is not None else (0, 0, 0, 0, 0)
        return shortfall(b, seat, bd.cost, less) or f"this construction allows another kind of building ({d.prompt})"
    if head == "cube" and len(parts) > 1 and parts[1] in CUBES:
        i = CUBES.index(parts[1])
        if d.kind in ("pay_cube", "take_cube"):
            if d.kind == "take_cube" and i == GOLD:
                return "gold cannot be taken here"
            if b.cubes[seat][i] <= 0 and d.kind == "pay_cube":
                return f"you have no {parts[1]}"
            return "this cube does not pay this cost"
        return "cubes are chosen only when a payment or a gain asks for one"
    if head == "favour":
        if d.kind not in ("favour_row", "favour_cell"):
            return "royal favours come from the castle, the Joust field and some buildings"
        row_ids = [r.id for r in state.defs.favours.rows]
        if len(parts) > 1 and parts[1] in row_ids:
            r = row_ids.index(parts[1])
            if b.favour_used[seat] & (1 << r):
                return "you already took this row in this phase: each favour goes to a different row"
            if len(parts) > 2 and parts[2].isdigit() and int(parts[2]) > b.favour_cols:
                return "this column is not open yet (the castle scorings open it)"
            return "you can only move one step along a row per favour"
    if head == "seat":
        return "nothing to choose about a player now"
    return None


def _placement(state: State, b: Board, seat: int, parts: list[str], gate: bool) -> str | None:
    head = parts[0]
    if head == "bridge":
        return "the Gate's worker must move: it cannot pass"
    if not gate and b.workers[seat] <= 0:
        return "you have placed all your workers"
    money = b.money[seat]
    base = 0 if gate else base_cost(state, seat)
    if head == "road" and len(parts) > 1 and parts[1].isdigit():
        k = int(parts[1])
        if not 1 <= k < len(b.tile) or b.tile[k] is None:
            return "no building on this space yet"
        if b.worker[k] >= 0:
            return "a worker is already there"
        if b.tile[k] not in state.defs.worker_tiles:
            return "residences and prestige buildings take no workers"
        cost = min(state.defs.placement.own_building_cost, base) if b.owner[k] == seat else base
        if cost > money:
            return f"a worker costs {cost} deniers here; you have {money}"
        return None
    if head == "castle":
        if seat in b.castle_workers:
            return "you already have a worker in the castle"
    elif head == "special" and len(parts) > 1:
        sid = parts[1]
        if sid == "gate" and gate:
            return "the Gate's worker cannot move to the Gate"
        if sid == "stables":
            if not uses_stables(state):
                return "the Stables are not used with 2 players"
            if seat in b.stables:
                return "you already have a worker in the Stables"
            if len(b.stables) >= state.defs.building("stables").slots:
                return "the Stables are full"
            if len(parts) > 2 and parts[2].isdigit() and int(parts[2]) != len(b.stables) + 1:
                return f"the Stables fill in order: the next free slot is {len(b.stables) + 1}"
        elif sid == "inn":
            if len(parts) > 2 and parts[2] == "right":
                return "the Inn's right slot is reached only from its left slot, at the end of phase 3"
            if b.inn_left >= 0:
                return "a worker is already there"
        elif b.special.get(sid, -1) >= 0:
            return "a worker is already there"
    if base > money:
        return f"a worker costs {base} deniers now; you have {money}"
    return None

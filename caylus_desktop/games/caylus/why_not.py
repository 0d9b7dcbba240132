"""Why a place on the Caylus table cannot be used now, in a short phrase for the learner.

``why_not(state, seat, target)`` is only asked about targets no legal action names;
None leaves the generic reason to the engine.
"""
from __future__ import annotations

from caylus_desktop.engine.messages import Message, message
from caylus_desktop.engine.state import CardRef, State
from caylus_desktop.games.caylus.board import Board
from caylus_desktop.games.caylus.construction import residences
from caylus_desktop.games.caylus.placement import base_cost, uses_stables
from caylus_desktop.games.caylus.words import amount, listed

_PLACES = ("road", "special", "castle", "bridge")
# the phase a reason says it is now (Board.phase)
_PHASE = {"setup": Message("the set-up"), "income": Message("the income phase"),
          "placement": Message("the workers phase"), "specials": Message("the special buildings phase"),
          "provost": Message("the provost phase"), "road": Message("the road phase"),
          "castle": Message("the castle phase"), "end": Message("the end of the round"),
          "over": Message("the end of the game")}
_CATEGORY = {"wood": Message("wood buildings"), "stone": Message("stone buildings"),
             "prestige": Message("prestige buildings")}
_NONE_OF = {"food": Message("you have no food"), "wood": Message("you have no wood"),
            "stone": Message("you have no stone"), "cloth": Message("you have no cloth"),
            "gold": Message("you have no gold")}


def shortfall(b: Board, seat: int, pay, less: tuple | None = None) -> Message | None:
    """"needs 1 cloth and 2 deniers more" when the seat cannot pay ``pay``; None when it can."""
    have = b.cubes[seat]
    missing = []
    if pay.money > b.money[seat]:
        missing.append(amount("money", pay.money - b.money[seat]))
    spare = 0
    if less is None:
        less = pay.nothing
    for i, (name, need) in enumerate(pay.resources()):
        need -= less[i]
        if need > have[i]:
            missing.append(amount(name, need - have[i]))
        spare += max(0, have[i] - max(need, 0))
    wild = pay.any + pay.non_gold
    if not missing and wild > spare:
        missing.append(amount("any", wild - spare))
    return Message("needs {} more", (listed(missing),)) if missing else None


def why_not(state: State, seat: int, target: str) -> Message | None:
    b: Board = state.board
    d = state.pending
    parts = target.split(":")
    head = parts[0]
    if head in _PLACES and not (head == "castle" and len(parts) > 1 and parts[1] != "workers"):
        if d.kind in ("place", "gate"):
            return _placement(state, b, seat, parts, gate=d.kind == "gate")
        if head == "bridge":
            return Message("players pass onto the bridge in phase 2; now it is {}", (_PHASE[b.phase],))
        if head == "road" and b.phase == "road" and len(parts) > 1 and parts[1].isdigit() and int(parts[1]) > b.provost:
            return Message("beyond the provost: it does not work this round")
        return Message("workers are placed in phase 2; now it is {} ({})", (_PHASE[b.phase], message(d.prompt)))
    if head == "castle":
        sections = [s.id for s in state.defs.castle.sections]
        if d.kind != "castle_batch":
            return Message("batches are offered in the castle phase, by players with a worker in the castle")
        if parts[1] in sections and sections.index(parts[1]) != b.section:
            if b.section >= len(sections):
                return Message("the castle is full")
            return Message("the castle is built in order: now the {}", (CardRef(sections[b.section]),))
        c = state.defs.castle
        return Message("a batch needs {} and {} other cube, each of a different kind",
                       (amount(c.batch_required, 1), c.batch_size - 1),
                       "a batch needs {} and {} other cubes, each of a different kind", 1)
    if head == "provost":
        if d.kind != "provost":
            return Message("the provost moves in phase 4 (or with the Merchants' guild)")
        if len(parts) > 1 and parts[1].lstrip("+-").isdigit():
            step = int(parts[1])
            to = b.provost + step
            if not 1 <= to <= len(b.tile) - 1:
                return Message("the provost cannot leave the road")
            most = state.defs.provost.max_move
            if abs(step) > most:
                return Message("the provost moves at most {} space", (most,), "the provost moves at most {} spaces", 0)
            return Message("moving him {} costs {}; you have {}",
                           (Message("{} space", (abs(step),), "{} spaces", 0),
                            amount("money", abs(step) * state.defs.provost.cost_per_space), amount("money", b.money[seat])))
    if head == "supply" and len(parts) > 1:
        tid = parts[1]
        if tid not in b.supply:
            return None
        if d.kind != "build":
            return Message("buildings are built with a worker on a construction building (Carpenter, Mason, Architect…)")
        if b.supply[tid] <= 0:
            return Message("none left in the supply")
        bd = state.defs.building(tid)
        build = next((f for f in reversed(state.stack) if f.op == "build"), None)
        if build is not None and build.args.category != bd.category:
            return Message("this construction builds {}, not {} ({})",
                           (_CATEGORY[build.args.category], _CATEGORY[bd.category], message(d.prompt)))
        if bd.category == "prestige" and not residences(state, seat):
            return Message("a prestige building replaces one of your residences: you have none")
        if bd.category != "prestige" and not b.first_free_space():
            return Message("no free space left on the road")
        less = build.args.discount.vec if build is not None else None
        return shortfall(b, seat, bd.cost, less) or Message("this construction allows another kind of building ({})",
                                                            (message(d.prompt),))
    if head == "cube" and len(parts) > 1 and parts[1] in state.defs.resource_at:
        i = state.defs.resource_at[parts[1]]
        if d.kind in ("pay_cube", "take_cube"):
            if d.kind == "take_cube" and i == state.defs.joker_at:
                return Message("gold cannot be taken here")
            if b.cubes[seat][i] <= 0 and d.kind == "pay_cube":
                # a cube the catalogue has no sentence for: said by its name in the rules file
                return _NONE_OF.get(parts[1]) or Message("you have no {}", (parts[1],))
            return Message("this cube does not pay this cost")
        return Message("cubes are chosen only when a payment or a gain asks for one")
    if head == "favour":
        if d.kind not in ("favour_row", "favour_cell"):
            return Message("royal favours come from the castle, the Joust field and some buildings")
        row_ids = [r.id for r in state.defs.favours.rows]
        if len(parts) > 1 and parts[1] in row_ids:
            r = row_ids.index(parts[1])
            if b.favour_used[seat] & (1 << r):
                return Message("you already took this row in this phase: each favour goes to a different row")
            if len(parts) > 2 and parts[2].isdigit() and int(parts[2]) > b.favour_cols:
                return Message("this column is not open yet (the castle scorings open it)")
            return Message("you can only move one step along a row per favour")
    if head == "seat":
        return Message("nothing to choose about a player now")
    return None


def _placement(state: State, b: Board, seat: int, parts: list[str], gate: bool) -> Message | None:
    head = parts[0]
    if head == "bridge":
        return Message("the Gate's worker must move: it cannot pass")
    if not gate and b.workers[seat] <= 0:
        return Message("you have placed all your workers")
    money = b.money[seat]
    base = 0 if gate else base_cost(state, seat)
    if head == "road" and len(parts) > 1 and parts[1].isdigit():
        k = int(parts[1])
        if not 1 <= k < len(b.tile) or b.tile[k] is None:
            return Message("no building on this space yet")
        if b.worker[k] >= 0:
            return Message("a worker is already there")
        if b.tile[k] not in state.defs.worker_tiles:
            return Message("residences and prestige buildings take no workers")
        cost = min(state.defs.placement.own_building_cost, base) if b.owner[k] == seat else base
        if cost > money:
            return Message("a worker costs {} here; you have {}", (amount("money", cost), amount("money", money)))
        return None
    if head == "castle":
        if seat in b.castle_workers:
            return Message("you already have a worker in the castle")
    elif head == "special" and len(parts) > 1:
        sid = parts[1]
        if sid == "gate" and gate:
            return Message("the Gate's worker cannot move to the Gate")
        if sid == "stables":
            if not uses_stables(state.defs, b.n):
                return Message("the Stables are not used with 2 players")
            if seat in b.stables:
                return Message("you already have a worker in the Stables")
            if len(b.stables) >= state.defs.building("stables").slots:
                return Message("the Stables are full")
            if len(parts) > 2 and parts[2].isdigit() and int(parts[2]) != len(b.stables) + 1:
                return Message("the Stables fill in order: the next free slot is {}", (len(b.stables) + 1,))
        elif sid == "inn":
            if len(parts) > 2 and parts[2] == "right":
                return Message("the Inn's right slot is reached only from its left slot, at the end of phase 3")
            if b.inn_left >= 0:
                return Message("a worker is already there")
        elif b.special.get(sid, -1) >= 0:
            return Message("a worker is already there")
    if base > money:
        return Message("a worker costs {} now; you have {}", (amount("money", base), amount("money", money)))
    return None

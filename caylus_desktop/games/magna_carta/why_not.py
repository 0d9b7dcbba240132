"""Why a place on the Magna Carta table cannot be used now, in a short phrase for the learner.

``why_not(state, seat, target)`` is only asked about targets no legal action names;
None leaves the generic reason to the engine.
"""
from __future__ import annotations

from caylus_desktop.engine.state import State
from caylus_desktop.games.magna_carta.board import CUBE_NAMES, Board
from caylus_desktop.games.magna_carta.flow import intro
from caylus_desktop.games.magna_carta.pieces import payments



def shortfall(have: list[int], cost) -> str:
    """"needs 1 stone more" for a cost the cubes cannot pay (gold stands in for any cube)."""
    need = cost.code()
    missing = [f"{max(0, need[i] - have[i])} {CUBE_NAMES[i]}" for i in range(3) if need[i] > have[i]]
    short = sum(max(0, need[i] - have[i]) for i in range(3)) - have[3]
    if missing and short > 0:
        return f"needs {' and '.join(missing)} more (gold can stand in)"
    return "your cubes cannot pay its cost"


def why_not(state: State, seat: int, target: str) -> str | None:
    b: Board = state.board
    d = state.pending
    defs = state.defs
    parts = target.split(":")
    head = parts[0]
    acting = d.kind == "action"
    cost = defs.actions.cost
    if head in ("pile", "hand", "road", "prestige", "bridge") and not acting:
        if head == "road" and d.kind == "provost" and len(parts) > 1 and parts[1].isdigit():
            far = abs(int(parts[1]) - b.provost)
            if far > defs.provost.max_move:
                return f"beyond the provost's reach: he moves at most {defs.provost.max_move} cards"
            return f"moving him {far} cards costs {far * defs.provost.cost_per_card} deniers; you have {b.deniers[seat]}"
        return f"that is an action of phase 2; now: {d.prompt}"
    if head == "bridge":
        return "you have passed already" if seat in b.bridge else None
    if head == "pile":
        if b.deniers[seat] < cost:
            return f"drawing costs {cost} denier; you have none"
        return "your pile and discard are both empty"
    if head == "hand" and len(parts) > 1:
        if parts[1].isdigit():
            if b.deniers[seat] < cost:
                return f"replacing your hand costs {cost} denier; you have none"
            return "your hand is empty"
        cid = parts[1]
        if cid not in b.hands[seat]:
            return "that card is not in your hand"
        return shortfall(b.cubes[seat], defs.card(cid).cost)
    if head == "road" and len(parts) > 1 and parts[1].isdigit():
        pos = int(parts[1])
        if not 0 <= pos < len(b.road):
            return "no card there yet: the road grows as cards are built"
        if b.road[pos].residence:
            return "a residence takes no workers"
        if b.workers[pos] >= 0:
            return "a worker is already there"
        if b.reserve[seat] <= 0:
            return "you have placed all your workers"
        if b.deniers[seat] < cost:
            return f"a worker costs {cost} denier; you have none"
        return None
    if head == "prestige" and len(parts) > 1:
        pid = parts[1]
        if pid not in b.prestige_left:
            return "that prestige building is already built"
        if not (intro(state) and defs.intro.prestige_in_front) and not b.residences(seat):
            return "a prestige building goes on one of your residences: you have none yet (the Notary makes them)"
        if not payments(defs, b.cubes[seat], defs.card(pid).cost.code()):
            return shortfall(b.cubes[seat], defs.card(pid).cost)
        return None
    if head == "castle":
        if d.kind != "castle_lot":
            return "lots are given to the castle in phase 5"
        return "a lot is 1 food, 1 wood and 1 stone (gold stands in for any)"
    if head == "supply":
        return f"cubes are bought, sold or paid only when a building or a cost asks; now: {d.prompt}"
    if head == "seat":
        return "nothing to choose about a player now"
    return None

"""Why a place on the Magna Carta table cannot be used now, in a short phrase for the learner.

``why_not(state, seat, target)`` is only asked about targets no legal action names;
None leaves the generic reason to the engine.
"""
from __future__ import annotations

from caylus_desktop.engine.messages import Message, message
from caylus_desktop.engine.state import State
from caylus_desktop.games.magna_carta.board import Board
from caylus_desktop.games.magna_carta.flow import intro
from caylus_desktop.games.magna_carta.pieces import cube_amount, deniers, listed, payments


def shortfall(defs, have: list[int], cost) -> Message:
    """"needs 1 stone more" for a cost the cubes cannot pay (gold stands in for any cube)."""
    need = cost.code()
    names, plain = defs.resources, defs.plain_cubes
    missing = [cube_amount(names[i], need[i] - have[i]) for i in plain if need[i] > have[i]]
    short = sum(max(0, need[i] - have[i]) for i in plain) - have[defs.joker_at]
    if missing and short > 0:
        return Message("needs {} more (gold can stand in)", (listed(missing),))
    return Message("your cubes cannot pay its cost")


def why_not(state: State, seat: int, target: str) -> Message | None:
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
                return Message("beyond the provost's reach: he moves at most {} card",
                               (defs.provost.max_move,), "beyond the provost's reach: he moves at most {} cards", 0)
            return Message("moving him {} costs {}; you have {}",
                           (Message("{} card", (far,), "{} cards", 0), deniers(far * defs.provost.cost_per_card),
                            deniers(b.deniers[seat])))
        return Message("that is an action of phase 2; now: {}", (message(d.prompt),))
    if head == "bridge":
        return Message("you have passed already") if seat in b.bridge else None
    if head == "pile":
        if b.deniers[seat] < cost:
            return Message("drawing costs {}; you have {}", (deniers(cost), deniers(b.deniers[seat])))
        return Message("your pile and discard are both empty")
    if head == "hand" and len(parts) > 1:
        if parts[1].isdigit():
            if b.deniers[seat] < cost:
                return Message("replacing your hand costs {}; you have {}", (deniers(cost), deniers(b.deniers[seat])))
            return Message("your hand is empty")
        cid = parts[1]
        if cid not in b.hands[seat]:
            return Message("that card is not in your hand")
        return shortfall(defs, b.cubes[seat], defs.card(cid).cost)
    if head == "road" and len(parts) > 1 and parts[1].isdigit():
        pos = int(parts[1])
        if not 0 <= pos < len(b.road):
            return Message("no card there yet: the road grows as cards are built")
        if b.road[pos].residence:
            return Message("a residence takes no workers")
        if b.workers[pos] >= 0:
            return Message("a worker is already there")
        if b.reserve[seat] <= 0:
            return Message("you have placed all your workers")
        if b.deniers[seat] < cost:
            return Message("a worker costs {}; you have {}", (deniers(cost), deniers(b.deniers[seat])))
        return None
    if head == "prestige" and len(parts) > 1:
        pid = parts[1]
        if pid not in b.prestige_left:
            return Message("that prestige building is already built")
        if not (intro(state) and defs.intro.prestige_in_front) and not b.residences(seat):
            return Message("a prestige building goes on one of your residences: you have none yet "
                           "(the Notary makes them)")
        if not payments(defs, b.cubes[seat], defs.card(pid).cost.code()):
            return shortfall(defs, b.cubes[seat], defs.card(pid).cost)
        return None
    if head == "castle":
        if d.kind != "castle_lot":
            return Message("lots are given to the castle in phase 5")
        return Message("a lot is 1 food, 1 wood and 1 stone (gold stands in for any)")
    if head == "supply":
        return Message("cubes are bought, sold or paid only when a building or a cost asks; now: {}",
                       (message(d.prompt),))
    if head == "seat":
        return Message("nothing to choose about a player now")
    return None

"""What one seat can see, sampled worlds, and the checks that nothing leaks or breaks."""
from __future__ import annotations

from caylus_desktop.engine.observe import veiled_seats
from caylus_desktop.engine.state import State
from caylus_desktop.games.magna_carta.board import Board
from caylus_desktop.games.magna_carta.scoring import score


def observe(state: State, seat: int) -> dict:
    b: Board = state.board
    defs = state.defs
    seats = []
    sections = [sec.id for sec in defs.sections]
    for s, spec in enumerate(state.seats):
        entry = {
            "seat": s, "name": spec.name, "bot": spec.bot, "colour": defs.colours[s],
            "score": score(state, s),
            "resources": {**dict(zip(defs.resources, b.cubes[s])), "deniers": b.deniers[s]},
            "tokens": dict(zip(sections, b.tokens[s])),
            "workers": b.reserve[s],
            "hand": list(b.hands[s]) if s == seat else len(b.hands[s]),
            "pile": len(b.piles[s]),          # face down: its order is unknown even to its owner
            "discard": list(b.discards[s]),   # face up
            "prestige_in_front": list(b.front[s]),
        }
        seats.append(entry)
    return {
        "game": state.game, "seat": seat, "round": b.turn, "phase": b.phase, "active_seat": b.active,
        "over": b.over, "first_player": b.first, "seats": seats,
        "road": [{"card": r.card, "owner": r.owner, "residence": r.residence, "prestige": r.prestige,
                  "cubes": r.cubes, "worker": b.workers[i]} for i, r in enumerate(b.road)],
        "provost": b.provost, "bridge": list(b.bridge),
        "castle": dict(zip(sections, b.stock)), "removed_tokens": dict(zip(sections, b.removed)),
        "prestige_available": list(b.prestige_left), "lots": list(b.lots),
        "building": b.building, "pending_residences": list(b.flips),
    }


def veil(obs: dict) -> dict:
    """The observation with the observing seat's hand as a count (see GameSpec.veil)."""
    return {**obs, "seats": veiled_seats(obs)}


def determinize(state: State, seat: int, rng) -> State:
    """Re-deal what the seat cannot know: other seats' hands and piles, and its own pile's order."""
    b: Board = state.board
    for s in range(len(state.seats)):
        if s == seat:
            pile = sorted(b.piles[s])
            rng.shuffle(pile)
            b.piles[s] = pile
            continue
        hand = b.hands[s]
        pool = sorted(hand + b.piles[s])
        rng.shuffle(pool)
        b.hands[s] = pool[:len(hand)]
        b.piles[s] = pool[len(hand):]
    return state


def invariants(state: State) -> list[str]:
    b: Board = state.board
    defs = state.defs
    problems = []
    n = len(state.seats)
    deck = sorted(defs.deck(bool(state.options["intro"])))
    for s in range(n):
        if min(b.cubes[s]) < 0:
            problems.append(f"seat {s} has negative cubes {b.cubes[s]}")
        if b.deniers[s] < 0:
            problems.append(f"seat {s} has negative deniers")
        placed = b.hands[s] + b.piles[s] + b.discards[s] + [r.card for r in b.road if r.owner == s]
        if b.building is not None and state.stack and any(
                f.op == "build" and f.ctx.get("resolver") == s for f in state.stack):
            placed.append(b.building)
        if sorted(placed) != deck:
            problems.append(f"seat {s}'s cards are not each in exactly one place: {sorted(placed)}")
        if not 0 <= b.reserve[s] <= defs.setup.workers:
            problems.append(f"seat {s} has {b.reserve[s]} workers in reserve")
        if b.reserve[s] + b.workers.count(s) != defs.setup.workers:
            problems.append(f"seat {s}'s workers do not add up")
    if min(b.stock) < 0:
        problems.append("negative token stock")
    initial = defs.token_stock(n)
    for sec, sdef in enumerate(defs.sections):
        held = sum(b.tokens[s][sec] for s in range(n))
        if b.stock[sec] + held + b.removed[sec] != initial[sec]:
            problems.append(f"{sdef.id} tokens do not add up")
    prestige = list(b.prestige_left) + [r.prestige for r in b.road if r.prestige] + [p for f in b.front for p in f]
    if sorted(prestige) != sorted(defs.prestige_cards(bool(state.options["intro"]))):
        problems.append("prestige cards are not each in exactly one place")
    for r in b.road:
        if r.cubes < 0 or (r.residence and r.cubes):
            problems.append(f"bad cubes on {r.card}")
        if r.prestige is not None and not r.residence:
            problems.append(f"{r.prestige} stands on a card that is not a residence")
    if len(b.workers) != len(b.road):
        problems.append("workers and road out of step")
    for i, w in enumerate(b.workers):
        if w >= 0 and b.road[i].residence and i not in b.flips:
            problems.append("a worker stands on a residence")
    if b.provost >= len(b.road) or (b.provost < 0 and not state.options["intro"]):
        problems.append("the provost is off the road")
    return problems

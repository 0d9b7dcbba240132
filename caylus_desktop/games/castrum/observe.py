"""What one seat can see, worlds re-dealt from its knowledge, and the checks that nothing breaks."""
from __future__ import annotations

from caylus_desktop.engine.observe import redeal, veiled_seats
from caylus_desktop.engine.state import State
from caylus_desktop.games.castrum.board import Board
from caylus_desktop.games.castrum.pieces import site_units
from caylus_desktop.games.castrum.scoring import score


def observe(state: State, seat: int) -> dict:
    b: Board = state.board
    defs = state.defs
    kinds = b.kinds
    known = b.known[seat]
    seats = []
    for s, spec in enumerate(state.seats):
        hand = b.hands[s]
        built = {p.id: b.built[s][i] for i, p in enumerate(b.t.pieces)}
        entry = {
            "seat": s, "name": spec.name, "bot": spec.bot, "score": score(state, s),
            "resources": {**built, **site_units(state, s)},
            "built": built,
            "site": [kinds[u] for u in b.sites[s]],
            "blocked": b.blocked(s),
            "hand_count": len(hand),
        }
        if s == seat:
            entry["hand"] = [kinds[u] for u in hand]
        else:
            entry["hand"] = len(hand)
            # cards of this hand the seat saw pass (Feast of Fools) or come from the pile (change rule)
            entry["known_in_hand"] = sorted(kinds[u] for u in hand if u in known)
        seats.append(entry)
    return {
        "game": state.game, "seat": seat, "round": b.round, "active_seat": b.active,
        "first_seat": b.first, "over": b.over,
        "mode": "expert" if b.expert else "family",
        "round_limit": b.round_limit,
        "seats": seats,
        "pile_count": len(b.pile),
        "in_play": [kinds[u] for u in b.in_play],
        "mages": [{"card": kinds[u], "attacker": a, "victim": v} for u, a, v in b.mages],
        "event": b.event,
        "forbid_place": list(b.forbid_place), "forbid_play": list(b.forbid_play), "no_build": b.no_build,
        "winner": b.winner,
    }


def veil(obs: dict) -> dict:
    """The observation without what only the observing seat knows: its hand as a count, and
    no card it saw in another hand (see GameSpec.veil)."""
    return {**obs, "seats": veiled_seats(obs, known_in_hand=True)}


def hidden_slots(b: Board, seat: int) -> list[int]:
    """Uids whose identity the seat cannot know: the whole pile and unseen cards of other hands."""
    known = b.known[seat]
    out = list(b.pile)
    for s, hand in enumerate(b.hands):
        if s != seat:
            out.extend(u for u in hand if u not in known)
    return out


def determinize(state: State, seat: int, rng) -> State:
    """Re-deal the kinds of every hidden card from their sorted multiset (see GameSpec)."""
    b: Board = state.board
    b.kinds = redeal(b.kinds, hidden_slots(b, seat), rng)
    return state


def invariants(state: State) -> list[str]:
    b: Board = state.board
    defs = state.defs
    problems = []
    zones = [b.pile, b.in_play, [m[0] for m in b.mages], *b.hands, *b.sites]
    seen = [u for z in zones for u in z]
    if len(b.kinds) != sum(c.count for c in defs.cards):
        problems.append("the deck does not have the rules' card count")
    if len(seen) != len(b.kinds) or len(set(seen)) != len(seen) or (seen and not 0 <= min(seen) <= max(seen) < len(b.kinds)):
        problems.append(f"cards are not each in exactly one place ({len(seen)} placed, {len(b.kinds)} exist)")
    for s in range(len(state.seats)):
        # (a castle completed mid-turn ends the game before the builder's refill)
        if s != b.active and len(b.hands[s]) < defs.hand_size and not b.short[s] and b.winner < 0:
            problems.append(f"seat {s} holds {len(b.hands[s])} cards between its turns although the pile allowed a refill")
        if len(b.hands[s]) > defs.hand_size:  # « Veillez à bien avoir toujours 5 cartes dans votre jeu ! »
            problems.append(f"seat {s} holds {len(b.hands[s])} cards, more than {defs.hand_size}")
        if not set(b.hands[s]) <= b.known[s]:
            problems.append(f"seat {s} does not know its own hand")
        for i, p in enumerate(b.t.pieces):
            if not 0 <= b.built[s][i] <= p.per_player:
                problems.append(f"seat {s} has {b.built[s][i]} {p.id}s")
        family = b.t.family
        for u in b.sites[s]:
            if family[b.kinds[u]] in ("attack", "defence"):
                problems.append(f"seat {s} has an attack or defence card on its site")
    if not set(b.pile).isdisjoint(set().union(*b.known)):
        problems.append("a card in the pile is tracked by a seat")
    return problems

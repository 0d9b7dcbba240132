"""What one seat can see, and the checks that nothing else leaks or breaks."""
from __future__ import annotations

from caylus_desktop.engine.observe import redeal, veiled_seats
from caylus_desktop.engine.state import State
from caylus_desktop.games.caleira.board import Board
from caylus_desktop.games.caleira.pieces import protected
from caylus_desktop.games.caleira.scoring import score


def observe(state: State, seat: int) -> dict:
    b: Board = state.board
    known = b.known[seat]

    def name(uid: int, face_up: bool = False) -> str | None:
        return b.kinds[uid] if face_up or uid in known else None

    seats = []
    for s, spec in enumerate(state.seats):
        hand = b.hands[s]
        entry = {
            "seat": s, "name": spec.name, "bot": spec.bot, "score": score(state, s),
            "resources": {}, "out": b.out[s], "hand_count": len(hand),
            "gallery": [{"card": name(u, b.face_up[u]), "face_up": b.face_up[u],
                         "protected": protected(state, s, i, -1)} for i, u in enumerate(b.galleries[s])],
        }
        if s == seat:
            entry["hand"] = [b.kinds[u] for u in hand]
        else:
            entry["hand"] = len(hand)
            entry["known_in_hand"] = sorted(b.kinds[u] for u in hand if u in known)
        seats.append(entry)
    return {
        # the stage counter every table shows; Caleira has no rounds, it counts turns
        "game": state.game, "seat": seat, "round": b.turn, "counter": "turn", "active_seat": b.active, "over": b.over,
        "seats": seats,
        "deck_count": len(b.deck),
        # from the top: the cards this seat knows (Wizard Tower), None for the rest
        "deck": [name(u) for u in reversed(b.deck)],
        "discard": [b.kinds[u] for u in b.discard],
        "removed_count": len(b.removed),
        "queue": [{"card": b.kinds[u], "seat": s} for u, s in b.queue],
    }


def veil(obs: dict) -> dict:
    """The observation without what only the observing seat knows: its hand as a count, every
    face-down piece unknown, no card it saw in another hand or on the deck (see GameSpec.veil)."""
    seats = [{**entry, "gallery": [p if p["face_up"] else {**p, "card": None} for p in entry["gallery"]]}
             for entry in veiled_seats(obs, known_in_hand=True)]
    return {**obs, "seats": seats, "deck": [None] * len(obs["deck"])}


def determinize(state: State, seat: int, rng) -> State:
    """Re-deal the kinds of every card the seat cannot know (see GameSpec.determinize)."""
    b: Board = state.board
    known = b.known[seat]
    slots = [u for zone in (b.deck, b.removed, *b.hands, *b.galleries) for u in zone
             if not b.face_up[u] and u not in known]
    b.kinds = redeal(b.kinds, slots, rng)
    return state


def invariants(state: State) -> list[str]:
    b: Board = state.board
    problems = []
    zones = [b.deck, b.discard, b.removed, *b.hands, *b.galleries]
    seen = [u for z in zones for u in z]
    if sorted(seen) != list(range(len(b.kinds))):
        problems.append(f"cards are not each in exactly one zone ({len(seen)} placed, {len(b.kinds)} exist)")
    for s, out in enumerate(b.out):
        if out and (b.hands[s] or b.galleries[s]):
            problems.append(f"seat {s} is knocked out but still holds cards")
    for u in b.discard:
        if not b.face_up[u]:
            problems.append("a discarded card is face down")
    for u, s in b.queue:
        if b.out[s]:
            problems.append("a knocked-out seat has an effect queued")
    return problems

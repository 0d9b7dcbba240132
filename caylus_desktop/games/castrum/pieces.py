"""Castrum's shared mechanics: the pile, refills, knowledge, material units and building."""
from __future__ import annotations

from caylus_desktop.engine.messages import Message
from caylus_desktop.engine.ops import knowledge
from caylus_desktop.engine.ops.cards import draw
from caylus_desktop.engine.state import SeatRef, State
from caylus_desktop.games.castrum.board import Board


def card(state: State, uid: int):
    return state.board.t.card[state.board.kinds[uid]]


def under_pile(state: State, uid: int) -> None:
    """Put a card under the draw pile. Nobody may track it there (see Board.known)."""
    b: Board = state.board
    b.pile.insert(0, uid)
    for k in b.known:
        k.discard(uid)


def refill(state: State, seat: int) -> None:
    """Draw up to the hand size; a short pile gives what it has [P ruling 6]."""
    b: Board = state.board
    hand = b.hands[seat]
    want = b.t.hand_size - len(hand)
    if want <= 0:
        b.short[seat] = False
        return
    got = len(draw(b.pile, hand, want, learn=lambda uid: knowledge.learn(state, b.known, seat, uid)).cards)
    b.short[seat] = got < want
    if got:
        state.barrier = True  # a private draw: no undo across it
        state.say(Message("{} refills their hand with a card", (SeatRef(seat), got), "{} refills their hand with {} cards", 1))


def site_units(state: State, seat: int) -> dict[str, int]:
    """Material units on a site (x2 cards count 2)."""
    b: Board = state.board
    t = b.t
    material, units = t.material, t.units
    out = dict.fromkeys(t.materials, 0)
    kinds = b.kinds
    for uid in b.sites[seat]:
        k = kinds[uid]
        m = material[k]
        if m:
            out[m] += units[k]
    return out


def build_plan(state: State, seat: int, index: int) -> list[int] | None:
    """The site cards a build would use, or None when the site cannot pay.

    Per material: the fewest wasted units, then singles before x2 cards
    (an x2 card kept can still be changed into singles later) [P].
    """
    b: Board = state.board
    t = b.t
    kinds = b.kinds
    needs = t.pieces[index].needs
    used: list[int] = []
    for material, need in needs.items():
        singles = []
        doubles = []
        for uid in b.sites[seat]:
            k = kinds[uid]
            if t.material[k] == material:
                (singles if t.units[k] == 1 else doubles).append(uid)
        best = None
        for d in range(len(doubles) + 1):
            s = max(0, need - 2 * d)
            if s <= len(singles):
                waste = 2 * d + s - need
                if best is None or waste < best[0]:
                    best = (waste, s, d)
        if best is None:
            return None
        used.extend(singles[:best[1]])
        used.extend(doubles[:best[2]])
    return used


def castle_complete(state: State, seat: int) -> bool:
    built = state.board.built[seat]
    return all(built[i] >= p.per_player for i, p in enumerate(state.board.t.pieces))


def points(state: State, seat: int) -> dict[str, int]:
    """Timed-game points by piece id (only pieces built)."""
    built = state.board.built[seat]
    return {p.id: built[i] * p.points for i, p in enumerate(state.board.t.pieces) if built[i]}


def affordable(units: dict[str, int], needs: dict[str, int]) -> bool:
    """Enough units of every material (x2 cards can always overshoot)."""
    for m, n in needs.items():
        if units[m] < n:
            return False
    return True

"""Castrum's shared mechanics: the pile, refills, knowledge, material units and building."""
from __future__ import annotations

from caylus_desktop.engine.state import SeatRef, State
from caylus_desktop.games.castrum.board import Board


def card(state: State, uid: int):
    return state.defs.card(state.board.kinds[uid])


def under_pile(state: State, uid: int) -> None:
    """Put a card under the draw pile. Nobody may track it there (see Board.known)."""
    b: Board = state.board
    b.pile.insert(0, uid)
    for k in b.known:
        k.discard(uid)


def learn(state: State, seat: int, uid: int) -> None:
    state.board.known[seat].add(uid)


def refill(state: State, seat: int) -> None:
    """Draw up to the hand size; a short pile gives what it has [P ruling 6]."""
    b: Board = state.board
    hand = b.hands[seat]
    want = state.defs.hand_size - len(hand)
    if want <= 0:
        b.short[seat] = False
        return
    got = 0
    pile = b.pile
    known = b.known[seat]
    while got < want and pile:
        uid = pile.pop()
        hand.append(uid)
        known.add(uid)
        got += 1
    b.short[seat] = got < want
    if got:
        state.barrier = True  # a private draw: no undo across it
        state.say("{} draws {} card(s)", SeatRef(seat), got)


def site_units(state: State, seat: int) -> dict[str, int]:
    """Material units on a site (x2 cards count 2)."""
    defs = state.defs
    out = {m: 0 for m in defs.material_ids}
    kinds = state.board.kinds
    for uid in state.board.sites[seat]:
        c = defs.card(kinds[uid])
        if c.material:
            out[c.material] += c.units
    return out


def pieces_left(state: State, seat: int, index: int) -> int:
    return state.defs.pieces[index].per_player - state.board.built[seat][index]


def build_plan(state: State, seat: int, index: int) -> list[int] | None:
    """The site cards a build would use, or None when the site cannot pay.

    Per material: the fewest wasted units, then singles before x2 cards
    (an x2 card kept can still be changed into singles later) [P].
    """
    defs = state.defs
    b: Board = state.board
    kinds = b.kinds
    needs = defs.pieces[index].needs
    used: list[int] = []
    for material, need in needs.items():
        singles = []
        doubles = []
        for uid in b.sites[seat]:
            c = defs.card(kinds[uid])
            if c.material == material:
                (singles if c.units == 1 else doubles).append(uid)
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
    return all(built[i] >= p.per_player for i, p in enumerate(state.defs.pieces))


def points(state: State, seat: int) -> dict[str, int]:
    """Timed-game points by piece id (only pieces built)."""
    built = state.board.built[seat]
    return {p.id: built[i] * p.points for i, p in enumerate(state.defs.pieces) if built[i]}

"""Caleira's shared mechanics: targeting, revealing, knowledge and knockout."""
from __future__ import annotations

from typing import Callable

from caylus_desktop.engine.actions import Action
from caylus_desktop.engine.messages import Message
from caylus_desktop.engine.ops import cards, knowledge
from caylus_desktop.engine.state import CardRef, SeatRef, State
from caylus_desktop.games.caleira.board import Board


def card(state: State, uid: int):
    return state.defs.card(state.board.kinds[uid])


def make_public(state: State, uid: int) -> None:
    """The card is face up: the shared reveal, every seat learns it."""
    knowledge.reveal(state, state.board.known, uid)


def to_discard(state: State, zone: list, uids: list[int] | None = None) -> None:
    """Pieces (``uids``, or all of ``zone``, a gallery or a hand) go face up to the discard:
    the shared discard, every seat learns them."""
    b: Board = state.board

    def shown(uid: int) -> None:
        b.face_up[uid] = True
        make_public(state, uid)

    cards.discard(zone, b.discard, uids, shown)


def protected(state: State, seat: int, pos: int, resolver: int) -> bool:
    """A face-up Moat shields its neighbours from effects other seats resolve."""
    if seat == resolver:
        return False
    b: Board = state.board
    gallery = b.galleries[seat]
    for n in (pos - 1, pos + 1):
        if 0 <= n < len(gallery):
            uid = gallery[n]
            if b.face_up[uid] and card(state, uid).protects_neighbours:
                return True
    return False


def targets(state: State, resolver: int, face_down_only: bool, exclude: tuple[int, ...] = ()) -> list[tuple[int, int, int]]:
    """(seat, position, uid) of every piece the resolver may choose."""
    b: Board = state.board
    out = []
    for seat, gallery in enumerate(b.galleries):
        if b.out[seat]:
            continue
        for pos, uid in enumerate(gallery):
            if face_down_only and b.face_up[uid]:
                continue
            if uid in exclude or protected(state, seat, pos, resolver):
                continue
            out.append((seat, pos, uid))
    return out


def piece_name(state: State, seat: int, pos: int, viewer: int) -> Message:
    """A piece as ``viewer`` knows it: named when face up or seen, else only "face-down piece"."""
    b: Board = state.board
    uid = b.galleries[seat][pos]
    owner, at = SeatRef(seat), pos + 1
    if b.face_up[uid]:
        return Message("{}'s {}, position {}", (owner, CardRef(b.kinds[uid]), at))
    if uid in b.known[viewer]:
        return Message("{}'s {} (face down), position {}", (owner, CardRef(b.kinds[uid]), at))
    return Message("{}'s face-down piece, position {}", (owner, at))


def piece_actions(state: State, kind: str, label: Callable[[Message], Message],
                  choices: list[tuple[int, int, int]], viewer: int) -> list[Action]:
    """One action per piece, labelled ``label(piece name)`` ("Destroy {}")."""
    return [Action(kind, (seat, pos), label(piece_name(state, seat, pos, viewer)), f"gallery:{seat}:{pos}")
            for seat, pos, _ in choices]


def turn_up(state: State, uid: int, fire: bool, owner: int) -> bool:
    """Turn a face-down piece up; queue its effect when asked. True if it has one."""
    b: Board = state.board
    b.face_up[uid] = True
    make_public(state, uid)
    state.say("{}'s {} is turned face up", SeatRef(owner), CardRef(b.kinds[uid]), scoring=True)
    if fire and card(state, uid).on_reveal:
        return True
    return False


def knock_out(state: State, seat: int) -> None:
    """The Spire fell: the seat leaves the game; with one seat left, the game ends at once."""
    b: Board = state.board
    b.out[seat] = True
    state.say("{}'s Princess' Spire falls: {} is knocked out", SeatRef(seat), SeatRef(seat), scoring=True)
    if state.defs.knockout_discards_cards:
        to_discard(state, b.galleries[seat])
        to_discard(state, b.hands[seat])
    b.queue = [(u, s) for u, s in b.queue if s != seat]
    if len(b.in_play()) <= 1:
        b.over = True
        state.stack.clear()
        state.pending = None

"""Why a card or piece on the Caleira table cannot be used now, in a short phrase for the learner.

``why_not(state, seat, target)`` is only asked about targets no legal action names;
None leaves the generic reason to the engine. It never names a face-down piece.
"""
from __future__ import annotations

from caylus_desktop.engine.messages import Message, message
from caylus_desktop.engine.state import State
from caylus_desktop.games.caleira.board import Board
from caylus_desktop.games.caleira.pieces import protected

_NOT_A_TARGET = {
    "destroy_target": Message("not a target for the Trebuchet"),
    "flip_up": Message("not a target for turning pieces face up"),
    "flip_down": Message("not a target for turning a piece face down"),
    "peek_target": Message("not a target for the Observatory"),
    "peek_reveal": Message("not a target for the Observatory"),
    "order_effects": Message("not a target for ordering two revealed effects"),
}


def why_not(state: State, seat: int, target: str) -> Message | None:
    b: Board = state.board
    d = state.pending
    parts = target.split(":")
    head = parts[0]
    if head == "hand" and len(parts) > 1:
        if parts[1] not in {b.kinds[u] for u in b.hands[seat]}:
            return Message("that card is not in your hand")
        if d.kind == "place_card":
            return Message("you already chose a card: now choose where it goes in your gallery")
        if d.kind == "swap_give":
            return None
        return Message("cards are played from hand at the start of your turn; now: {}", (message(d.prompt),))
    if head == "gallery" and len(parts) > 2 and parts[1].isdigit():
        owner = int(parts[1])
        if parts[2] in ("left", "right"):
            if owner != seat:
                return Message("cards go only into your own gallery")
            return Message("first choose a card from your hand")
        if not parts[2].isdigit() or owner >= len(b.galleries) or int(parts[2]) >= len(b.galleries[owner]):
            return Message("there is no piece there")
        pos = int(parts[2])
        uid = b.galleries[owner][pos]
        up = b.face_up[uid]
        if d.kind in ("destroy_target", "flip_up", "flip_down", "peek_target") and protected(state, owner, pos, seat):
            return Message("protected by a face-up Moat next to it")
        if d.kind == "flip_up" and up:
            return Message("it is already face up")
        if d.kind == "flip_down" and not up:
            return Message("it is already face down")
        if d.kind == "peek_target" and up:
            return Message("only face-down pieces can be looked at")
        if d.kind in ("peek_reveal", "order_effects"):
            return Message("the choice now is about another piece ({})", (message(d.prompt),))
        if d.kind in _NOT_A_TARGET:
            return _NOT_A_TARGET[d.kind]
        return Message("pieces are only targeted by effects that fire when a piece is revealed")
    if head == "seat" and len(parts) > 1 and parts[1].isdigit():
        other = int(parts[1])
        if other >= len(b.out):
            return Message("there is no such player at this table")
        if d.kind != "swap_name":
            return Message("players are named only by the Marketplace")
        if other == seat:
            return Message("name another player, not yourself")
        if b.out[other]:
            return Message("that player is knocked out")
        return Message("that player has no card in hand to swap")
    if head == "deck":
        return Message("the deck is only arranged by the Wizard Tower")
    return None

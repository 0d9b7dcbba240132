"""How good a Caleira position is for one seat, in rough points.

Runs on sampled worlds (bots) and real matches (hints), so it may read the
whole state; the bots never show it to anyone.
"""
from __future__ import annotations

from caylus_desktop.engine.state import State
from caylus_desktop.games.caleira.board import Board
from caylus_desktop.games.caleira.pieces import protected
from caylus_desktop.games.caleira.scoring import score


def terms(state: State, seat: int) -> dict[str, float]:
    b: Board = state.board
    defs = state.defs
    if b.out[seat]:
        return {"knocked out": -40.0}
    out: dict[str, float] = {"points": float(score(state, seat))}
    # cards still in hand will be played: a card is worth about its face value, at least the face-down point
    hand = 0.0
    for u in b.hands[seat]:
        c = defs.card(b.kinds[u])
        hand += max(c.points if c.playable_face_up else 0, defs.face_down_points)
    if hand:
        out["cards in hand"] = 0.6 * hand
    gallery = b.galleries[seat]
    risk = 0.0
    shield = 0.0
    battlements_up = 0
    for pos, u in enumerate(gallery):
        c = defs.card(b.kinds[u])
        if c.knockout_when_destroyed:
            # a Spire everyone can see invites a Trebuchet; a hidden one less so
            risk -= 0.0 if protected(state, seat, pos, -1) else (4.0 if b.face_up[u] else 1.5)
        if protected(state, seat, pos, -1):
            shield += 0.4
        if c.set_bonus and b.face_up[u]:
            battlements_up += 1
            need = c.set_bonus.count
    if risk:
        out["spire exposed"] = risk
    if shield:
        out["moat cover"] = shield
    if battlements_up and battlements_up < need:
        out["battlements set"] = 1.5 * battlements_up
    return out


def evaluate(state: State, seat: int) -> float:
    return sum(terms(state, seat).values())

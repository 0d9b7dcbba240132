"""How good a Caleira position is for one seat, in rough points.

Runs on sampled worlds (bots) and real matches (hints), so it may read the
whole state; the bots never show it to anyone. The weights are data: named sets in
rules_data/bots/caleira.yaml, what each one means in weights.py.
"""
from __future__ import annotations

from caylus_desktop.engine.state import State
from caylus_desktop.games.caleira.board import Board
from caylus_desktop.games.caleira.pieces import protected
from caylus_desktop.games.caleira.scoring import score
from caylus_desktop.games.caleira.weights import Weights, weights


def terms(state: State, seat: int, w: Weights | str | None = None) -> dict[str, float]:
    w = weights(w)
    b: Board = state.board
    defs = state.defs
    if b.out[seat]:
        return {"knocked out": -w.knocked_out}
    out: dict[str, float] = {"points": float(score(state, seat))}
    # cards still in hand will be played: a card is worth about its face value, at least the face-down point
    hand = 0.0
    for u in b.hands[seat]:
        c = defs.card(b.kinds[u])
        hand += max(c.points if c.playable_face_up else 0, defs.face_down_points)
    if hand:
        out["cards in hand"] = w.card_in_hand * hand
    gallery = b.galleries[seat]
    risk = 0.0
    shield = 0.0
    battlements_up = 0
    for pos, u in enumerate(gallery):
        c = defs.card(b.kinds[u])
        if c.knockout_when_destroyed:
            # a Spire everyone can see invites a Trebuchet; a hidden one less so
            risk -= 0.0 if protected(state, seat, pos, -1) else (w.spire_face_up if b.face_up[u] else w.spire_face_down)
        if protected(state, seat, pos, -1):
            shield += w.moat_cover
        if c.set_bonus and b.face_up[u]:
            battlements_up += 1
            need = c.set_bonus.count
    if risk:
        out["spire exposed"] = risk
    if shield:
        out["moat cover"] = shield
    if battlements_up and battlements_up < need:
        out["battlements set"] = w.battlements_set * battlements_up
    return out


def evaluate(state: State, seat: int, w: Weights | str | None = None) -> float:
    return sum(terms(state, seat, w).values())


def evaluate_all(state: State, w: Weights | str | None = None) -> list[float]:
    """Every seat's value, the weight set looked up once."""
    w = weights(w)
    return [sum(terms(state, s, w).values()) for s in range(len(state.seats))]

"""How good a Caleira position is for one seat, in rough points.

Runs on sampled worlds (bots) and real matches (hints), so it may read the
whole state; the bots never show it to anyone. The weights are data: named sets in
rules_data/bots/caleira.yaml, what each one means in weights.py.
"""
from __future__ import annotations

from caylus_desktop.engine.ops import op_of
from caylus_desktop.engine.state import State
from caylus_desktop.games.caleira.board import Board
from caylus_desktop.games.caleira.pieces import protected
from caylus_desktop.games.caleira.scoring import score
from caylus_desktop.games.caleira.weights import Weights, weights


class Threats:
    """What the Trebuchets still to come threaten, worked out once for every seat of a position.

    A Trebuchet fires at one piece of any gallery; a rival's lands on a given piece of
    ours about one time in ``targets`` (a random seat picks uniformly, a greedy one picks a
    leader's best piece, the weights cover the difference)."""

    __slots__ = ("strikes", "targets")

    def __init__(self, state: State) -> None:
        b: Board = state.board
        defs = state.defs
        alive = b.in_play()
        # every piece in play, plus the Trebuchet itself (it may target itself)
        self.targets = 1 + sum(len(b.galleries[s]) for s in alive)
        strikers = {c.id for c in defs.cards if any(op_of(e)[0] == "destroy" for e in c.on_reveal)}
        in_deck = sum(1 for u in b.deck if b.kinds[u] in strikers)
        held = [sum(1 for u in hand if b.kinds[u] in strikers) for hand in b.hands]
        # each seat in play draws its share of the deck; the rivals' part of it is a threat
        share = in_deck / len(alive) if alive else 0.0
        self.strikes = [0.0] * len(b.hands)
        for s in alive:
            self.strikes[s] = sum(held[r] + share for r in alive if r != s)


def terms(state: State, seat: int, w: Weights | str | None = None, threats: Threats | None = None) -> dict[str, float]:
    w = weights(w)
    b: Board = state.board
    defs = state.defs
    if b.out[seat]:
        return {"knocked out": -w.knocked_out}
    threats = threats or Threats(state)
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
    spire_open = 0  # unshielded Spires a rival's Trebuchet may hit
    at_stake = 0.0  # points a rival's Trebuchet would take from an unshielded piece
    battlements_up = 0
    need = 0
    for pos, u in enumerate(gallery):
        c = defs.card(b.kinds[u])
        up = b.face_up[u]
        cover = protected(state, seat, pos, -1)
        if c.knockout_when_destroyed:
            # a Spire everyone can see invites a Trebuchet; a hidden one less so
            risk -= 0.0 if cover else (w.spire_face_up if up else w.spire_face_down)
            spire_open += not cover
        elif not cover and not c.indestructible:
            at_stake += c.points if up else defs.face_down_points
        if cover:
            shield += w.moat_cover
        if c.set_bonus and up:
            battlements_up += 1
            need = c.set_bonus.count
    if risk:
        out["spire exposed"] = risk
    if shield:
        out["moat cover"] = shield
    strikes = threats.strikes[seat] / threats.targets
    if spire_open and strikes:
        # the Trebuchets rivals may still fire, each with its chance to find the Spire: a knockout
        out["spire threat share"] = -w.spire_threat_share * spire_open * strikes
    if at_stake and strikes:
        out["rival strike"] = -w.rival_strike * at_stake * strikes
    if battlements_up and battlements_up < need:
        out["battlements set"] = w.battlements_set * battlements_up
        if not _set_reachable(state, seat, need):
            # the set can no longer be made: face up they score nothing, face down each would have
            # scored its point (the weight also takes back the set's credit above)
            out["battlements dead"] = -w.battlements_dead * battlements_up
    return out


def _set_reachable(state: State, seat: int, need: int) -> bool:
    """Could all ``need`` Battlements still stand face up in this seat's gallery? Not when one is in
    a rival's gallery (they never move), a rival's hand, the discard or set aside."""
    b: Board = state.board
    defs = state.defs
    mine = 0
    for zone in (b.galleries[seat], b.hands[seat], b.deck):
        mine += sum(1 for u in zone if defs.card(b.kinds[u]).set_bonus)
    return mine >= need


def evaluate(state: State, seat: int, w: Weights | str | None = None) -> float:
    return sum(terms(state, seat, w).values())


def evaluate_all(state: State, w: Weights | str | None = None) -> list[float]:
    """Every seat's value, the weight set and the threats worked out once."""
    w = weights(w)
    threats = Threats(state)
    return [sum(terms(state, s, w, threats).values()) for s in range(len(state.seats))]

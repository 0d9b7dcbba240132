"""How good a Caleira position is for one seat, in rough points.

Runs on sampled worlds (bots) and real matches (hints), so it may read the
whole state; the bots never show it to anyone. The weights are data: named sets in
rules_data/bots/caleira.yaml, what each one means in weights.py.
"""
from __future__ import annotations

from caylus_desktop.engine.ops import op_of
from caylus_desktop.engine.state import State
from caylus_desktop.games.caleira.board import Board
from caylus_desktop.games.caleira.scoring import score
from caylus_desktop.games.caleira.weights import Weights, weights


def horizon(state: State) -> int:
    """The point of play a search leaf may not pass (bots/ismcts.py): none short of the end. A
    game is 16 to 18 turns (fewer after a knockout), so the hard search's greedy play
    (``hard+greedy``) takes every leaf to the result, which judges it. Not the declared search:
    ahead at 4 players, worse at 2 and 3 (docs/notes/bots-history.md, "Caleira at 4 players")."""
    return 0


class _Cards:
    """What the heuristic reads of each card of a match, by uid (the hot path: a search values
    positions by the ten thousand, and the rules model's lookups cost more than the rest)."""

    __slots__ = ("striker", "in_hand", "points", "spire", "indestructible", "battlements", "shields")

    def __init__(self, facts: dict, kinds: tuple[str, ...]) -> None:
        rows = [facts[k] for k in kinds]
        (self.striker, self.in_hand, self.points, self.spire, self.indestructible, self.battlements,
         self.shields) = (list(column) for column in zip(*rows)) if rows else ([] for _ in range(7))


def _facts(defs, kind: str) -> tuple:
    """One card kind's row of _Cards, read from the rules once."""
    c = defs.card(kind)
    return (
        any(op_of(e)[0] == "destroy" for e in c.on_reveal),  # a Trebuchet: a card whose reveal destroys a piece
        # a card in hand will be played: about its face value, at least the face-down point
        max(c.points if c.playable_face_up else 0, defs.face_down_points),
        c.points,
        c.knockout_when_destroyed,
        c.indestructible,
        c.set_bonus.count if c.set_bonus else 0,  # the face-up copies a set needs (0: no set bonus)
        c.protects_neighbours,
    )


DECKS_KEPT = 64  # card tables kept per rules object: every sampled world of a search deals its own deck


def _cards(state: State) -> _Cards:
    """The match's card table, by deck (kept in the rules object's caches). A search re-deals the
    hidden cards in every world it samples, so the decks are as many as its iterations: they are
    kept a few at a time (kept without end, an expert's game grew the process by gigabytes), and
    each is made from the kinds' rows, read from the rules once per kind."""
    kinds = state.board.kinds
    cache = state.cache["caleira heuristic"]
    hit = cache.get(kinds)
    if hit is None:
        facts = state.cache["caleira card facts"]
        for k in kinds:
            if k not in facts:
                facts[k] = _facts(state.defs, k)
        if len(cache) >= DECKS_KEPT:
            cache.clear()
        hit = cache[kinds] = _Cards(facts, kinds)
    return hit


class Threats:
    """What the Trebuchets still to come threaten, worked out once for every seat of a position.

    A Trebuchet fires at one piece of any gallery; a rival's lands on a given piece of
    ours about one time in ``targets`` (a random seat picks uniformly, a greedy one picks a
    leader's best piece, the weights cover the difference)."""

    __slots__ = ("strikes", "targets")

    def __init__(self, state: State) -> None:
        b: Board = state.board
        alive = b.in_play()
        # every piece in play, plus the Trebuchet itself (it may target itself)
        self.targets = 1 + sum(len(b.galleries[s]) for s in alive)
        striker = _cards(state).striker
        in_deck = sum(1 for u in b.deck if striker[u])
        held = [sum(1 for u in hand if striker[u]) for hand in b.hands]
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
    t = _cards(state)
    out: dict[str, float] = {"points": float(score(state, seat))}
    # cards still in hand will be played: a card is worth about its face value, at least the face-down point
    hand = 0.0
    for u in b.hands[seat]:
        hand += t.in_hand[u]
    if hand:
        out["cards in hand"] = w.card_in_hand * hand
    gallery = b.galleries[seat]
    face_up = b.face_up
    # a face-up Moat shields its neighbours from the rivals' effects (pieces.protected)
    shield_at = [face_up[u] and t.shields[u] for u in gallery]
    last = len(gallery) - 1
    risk = 0.0
    shield = 0.0
    spire_open = 0  # unshielded Spires a rival's Trebuchet may hit
    at_stake = 0.0  # points a rival's Trebuchet would take from an unshielded piece
    battlements_up = 0
    need = 0
    for pos, u in enumerate(gallery):
        up = face_up[u]
        cover = (pos > 0 and shield_at[pos - 1]) or (pos < last and shield_at[pos + 1])
        if t.spire[u]:
            # a Spire everyone can see invites a Trebuchet; a hidden one less so
            risk -= 0.0 if cover else (w.spire_face_up if up else w.spire_face_down)
            spire_open += not cover
        elif not cover and not t.indestructible[u]:
            at_stake += t.points[u] if up else defs.face_down_points
        if cover:
            shield += w.moat_cover
        if t.battlements[u] and up:
            battlements_up += 1
            need = t.battlements[u]
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
    battlements = _cards(state).battlements
    mine = 0
    for zone in (b.galleries[seat], b.hands[seat], b.deck):
        mine += sum(1 for u in zone if battlements[u])
    return mine >= need


def evaluate(state: State, seat: int, w: Weights | str | None = None) -> float:
    return sum(terms(state, seat, w).values())


def evaluate_all(state: State, w: Weights | str | None = None) -> list[float]:
    """Every seat's value, the weight set and the threats worked out once."""
    w = weights(w)
    threats = Threats(state)
    return [sum(terms(state, s, w, threats).values()) for s in range(len(state.seats))]


# Why a move is good, in the words a player would give, by the heuristic term it raises most
# (the teaching hints say "<the move>, because <reason>."; French in the catalogues, context "reason").
REASONS: dict[str, str] = {
    "points": "it brings you points",
    "knocked out": "you stay in the game",
    "cards in hand": "you will have more cards to choose from",
    "spire exposed": "your Spire is less exposed",
    "moat cover": "a Moat shields more of your pieces",
    "spire threat share": "the others' Trebuchets threaten your Spires less",
    "rival strike": "a rival's Trebuchet would take less from you",
    "battlements set": "your Battlements make a better set",
    "battlements dead": "your Battlements set stays alive",
}

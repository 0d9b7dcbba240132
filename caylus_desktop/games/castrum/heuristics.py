"""How good a position is for a seat, in rough timed-game points (bots and hints share it).

Runs on sampled worlds, so it may read the whole state; it must stay fast. The weights are
data: named sets in rules_data/bots/castrum.yaml, what each one means in weights.py.
"""
from __future__ import annotations

from caylus_desktop.engine.state import State
from caylus_desktop.games.castrum.board import Board
from caylus_desktop.games.castrum.pieces import points, site_units
from caylus_desktop.games.castrum.weights import Weights, weights


def _remaining_needs(state: State, seat: int) -> dict[str, int]:
    b: Board = state.board
    out = dict.fromkeys(b.t.materials, 0)
    built = b.built[seat]
    for i, p in enumerate(b.t.pieces):
        left = p.per_player - built[i]
        if left:
            for m, n in p.needs.items():
                out[m] += left * n
    return out


def terms(state: State, seat: int, w: Weights | str | None = None) -> dict[str, float]:
    w = weights(w)
    b: Board = state.board
    t = b.t
    need = _remaining_needs(state, seat)
    on_site = site_units(state, seat)
    site = sum(min(on_site[m], need[m]) for m in need)
    in_hand = dict.fromkeys(t.materials, 0)
    defences = 0
    for u in b.hands[seat]:
        k = b.kinds[u]
        m = t.material[k]
        if m:
            in_hand[m] += t.units[k]
        elif t.family[k] == "defence":
            defences += 1
    hand = sum(min(in_hand[m], max(0, need[m] - on_site[m])) for m in need)
    out = {
        "points": float(sum(points(state, seat).values())),
        "material on site": w.site_unit * site,
        "material in hand": w.hand_unit * hand,
        "defences in hand": w.defence_card * defences,
    }
    if b.blocked(seat):
        out["blocked by a Mage"] = -w.blocked_by_mage
    if b.winner == seat:
        out["castle complete"] = w.castle_complete
    return out


def evaluate(state: State, seat: int, w: Weights | str | None = None) -> float:
    return sum(terms(state, seat, w).values())


def evaluate_all(state: State, w: Weights | str | None = None) -> list[float]:
    """Every seat's value, the weight set looked up once."""
    w = weights(w)
    return [sum(terms(state, s, w).values()) for s in range(len(state.seats))]


# Why a move is good, in the words a player would give, by the heuristic term it raises most
# (the teaching hints say "<the move>, because <reason>."; French in the catalogues, context "reason").
REASONS: dict[str, str] = {
    "points": "it brings you points",
    "material on site": "your site gets the materials your castle still needs",
    "material in hand": "you keep in hand the materials your castle still needs",
    "defences in hand": "you keep a card to defend your site",
    "blocked by a Mage": "your site is no longer blocked by a Mage",
    "castle complete": "it completes your castle",
}

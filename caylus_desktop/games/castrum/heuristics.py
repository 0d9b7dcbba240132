"""How good a position is for a seat, in rough timed-game points (bots and hints share it).

Runs on sampled worlds, so it may read the whole state; it must stay fast.
"""
from __future__ import annotations

from caylus_desktop.engine.state import State
from caylus_desktop.games.castrum.board import Board
from caylus_desktop.games.castrum.pieces import points, site_units

SITE_UNIT = 0.15     # a useful unit on the site: a wall's 6 units are worth most of its point
HAND_UNIT = 0.05     # a useful unit still in hand
DEFENCE = 0.1        # a defence card held
BLOCKED = -0.3       # a Mage on the site costs about a turn of play
CASTLE = 10.0        # a complete castle wins outright


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


def terms(state: State, seat: int) -> dict[str, float]:
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
        "material on site": SITE_UNIT * site,
        "material in hand": HAND_UNIT * hand,
        "defences in hand": DEFENCE * defences,
    }
    if b.blocked(seat):
        out["blocked by a Mage"] = BLOCKED
    if b.winner == seat:
        out["castle complete"] = CASTLE
    return out


def evaluate(state: State, seat: int) -> float:
    return sum(terms(state, seat).values())

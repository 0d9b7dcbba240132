"""How good a position is for a seat, in rough prestige points (for bots and hints).

Runs on sampled worlds, so it may read the whole state; it stays cheap: one pass
over the seat's resources and the road. The weights are data: named sets in
rules_data/bots/magna_carta.yaml, what each one means in weights.py.
"""
from __future__ import annotations

from caylus_desktop.engine.state import State
from caylus_desktop.games.magna_carta.board import Board
from caylus_desktop.games.magna_carta.scoring import breakdown
from caylus_desktop.games.magna_carta.weights import Weights, weights


def terms(state: State, seat: int, w: Weights | str | None = None) -> dict[str, float]:
    w = weights(w)
    b: Board = state.board
    defs = state.defs
    parts = breakdown(state, seat)
    c = b.cubes[seat]
    left = b.tokens_left()
    # cubes that could become castle lots are worth far more than a third of a point each:
    # each cube a lot names (the joker standing in), and the cubes in all
    joker, lot, unit, size, per_point = defs.heuristic_roles
    gold = c[joker]
    total = sum(c)
    if not left:
        lots = 0
    elif unit:  # one cube of each kind a lot names (the shipped lot)
        lots = min([c[i] for i in unit]) + gold
    else:
        lots = min([(c[i] + gold) // n for i, n in lot])
    lots = min(lots, total // size, left)
    section = 4 if b.stock[0] else 3 if b.stock[1] else 2
    spare = total - gold  # the cubes but the joker
    turns_left = max(1.0, left / (w.tokens_per_turn * len(state.seats)))
    # the road keeps producing for its owner: a little per own building per turn still to come
    owned = sum(1 for r in b.road if r.owner == seat and not r.residence)
    residences = len(b.residences(seat))
    return {
        "points": float(sum(parts.values())),
        "castle lots in hand": w.castle_lot * lots * section,
        "cube remainders": (spare % per_point) / per_point * w.cube_remainder,
        "denier remainders": (b.deniers[seat] % 3) / 3.0 * w.denier_remainder,
        "buildings' future": w.building_per_turn * owned * min(turns_left, w.horizon),
        "residence income": w.residence_per_turn * residences * min(turns_left, w.horizon),
        "cards in hand": w.card_in_hand * len(b.hands[seat]),
    }


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
    "castle lots in hand": "you will hold the cubes for a lot at the castle",
    "cube remainders": "your cubes will count for more points at the end",
    "denier remainders": "your deniers will count for more points at the end",
    "buildings' future": "your buildings will produce for you in the turns to come",
    "residence income": "your residences will bring you deniers every round",
    "cards in hand": "you will have more cards to choose from",
}

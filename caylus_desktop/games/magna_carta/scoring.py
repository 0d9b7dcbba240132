"""Final scoring: tokens, visible prestige points on the road, gold, cubes/3, deniers/3."""
from __future__ import annotations

from caylus_desktop.engine.outcome import decided
from caylus_desktop.engine.state import State
from caylus_desktop.games.magna_carta.board import Board


def breakdown(state: State, seat: int) -> dict[str, int]:
    b: Board = state.board
    defs = state.defs
    sc = defs.scoring
    tokens = sum(n * sec.points for n, sec in zip(b.tokens[seat], defs.sections))
    buildings = prestige = 0
    for r in b.road:
        if r.owner != seat:
            continue
        if r.prestige is not None:
            prestige += defs.card(r.prestige).points  # the residence under it shows nothing
        elif r.residence:
            buildings += defs.residence.points
        else:
            buildings += defs.card(r.card).points
    prestige += sum(defs.card(p).points for p in b.front[seat])
    c = b.cubes[seat]
    gold = c[defs.joker_at]
    return {
        "tokens": tokens,
        "buildings": buildings,
        "prestige": prestige,
        "gold": gold * sc.gold_points,  # the joker cube scores on its own
        "cubes": (sum(c) - gold) // sc.cubes_per_point,
        "deniers": b.deniers[seat] // sc.deniers_per_point,
    }


def score(state: State, seat: int) -> int:
    return sum(breakdown(state, seat).values())


def result(state: State) -> dict:
    b: Board = state.board
    n = len(state.seats)
    parts = [breakdown(state, s) for s in range(n)]
    scores = [sum(p.values()) for p in parts]
    best = max(scores)
    winners = [s for s in range(n) if scores[s] == best]  # ties are shared [S1]
    return {"final": b.over, "scores": scores, "winners": winners, "decided": decided(best, winners, [], winners),
            "breakdown": parts, "rounds": b.turn}

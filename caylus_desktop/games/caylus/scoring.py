"""Scores, the breakdown by source, and the winners (ties share the win)."""
from __future__ import annotations

from caylus_desktop.engine.outcome import decided
from caylus_desktop.engine.state import State
from caylus_desktop.games.caylus.board import Board


def result(state: State) -> dict:
    b: Board = state.board
    scores = b.vp[:]
    best = max(scores)
    winners = [s for s in range(b.n) if scores[s] == best]  # all tied players win [CC]
    return {
        "final": b.over,
        "scores": scores,
        "winners": winners,
        "decided": decided(best, winners, [], winners),
        "breakdown": [dict(p) for p in b.parts],
        "rounds": b.turn,
    }

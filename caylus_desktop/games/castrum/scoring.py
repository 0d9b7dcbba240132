"""Points (wall 1, tower 4 in the timed game), winners and the file's tie rule."""
from __future__ import annotations

from caylus_desktop.engine.state import State
from caylus_desktop.games.castrum.board import Board
from caylus_desktop.games.castrum.pieces import points, site_units


def score(state: State, seat: int) -> int:
    return sum(points(state, seat).values())


def _tie_key(state: State, seat: int) -> tuple:
    """The file's tie rule (``tie_breaks``): more pieces built, then more material units on site."""
    defs = state.defs
    key = []
    for t in defs.tie_breaks:
        if t == "site_units":
            key.append(sum(site_units(state, seat).values()))
        elif t == "pieces":  # the book's « le plus grand nombre d'éléments »: walls and towers alike
            key.append(sum(state.board.built[seat]))
        else:
            i = next(i for i, p in enumerate(defs.pieces) if p.id == t)
            key.append(state.board.built[seat][i])
    return tuple(key)


def winners(state: State) -> list[int]:
    b: Board = state.board
    if b.winner >= 0:
        return [b.winner]  # a complete castle wins at once
    n = len(state.seats)
    scores = [score(state, s) for s in range(n)]
    best = max(scores)
    tied = [s for s in range(n) if scores[s] == best]
    if len(tied) > 1:
        keys = {s: _tie_key(state, s) for s in tied}
        top = max(keys.values())
        tied = [s for s in tied if keys[s] == top]
    return tied


def result(state: State) -> dict:
    b: Board = state.board
    n = len(state.seats)
    parts = [points(state, s) for s in range(n)]
    return {"final": b.over, "scores": [sum(p.values()) for p in parts], "winners": winners(state),
            "breakdown": parts, "castle_complete": b.winner, "capped": b.capped, "rounds": b.round}

"""Points (wall 1, tower 4 in the timed game), winners and the file's tie rule."""
from __future__ import annotations

from caylus_desktop.engine.messages import Message
from caylus_desktop.engine.outcome import decided
from caylus_desktop.engine.state import CardRef, SeatRef, State
from caylus_desktop.games.castrum.board import Board
from caylus_desktop.games.castrum.pieces import points, site_units


def score(state: State, seat: int) -> int:
    return sum(points(state, seat).values())


def _tie_value(state: State, seat: int, criterion: str) -> int:
    """One step of the file's tie rule (``tie_breaks``): more pieces built, then more material units on site."""
    if criterion == "site_units":
        return sum(site_units(state, seat).values())
    if criterion == "pieces":  # the book's « le plus grand nombre d'éléments »: walls and towers alike
        return sum(state.board.built[seat])
    i = next(i for i, p in enumerate(state.defs.pieces) if p.id == criterion)
    return state.board.built[seat][i]


def _criterion_words(criterion: str) -> Message:
    if criterion == "site_units":
        return Message("more materials on the site")
    if criterion == "pieces":
        return Message("more pieces built")
    if criterion == "tower":
        return Message("more Towers")
    if criterion == "wall":
        return Message("more Walls")
    return Message("more of {}", (CardRef(f"piece:{criterion}"),))  # a piece a rules file adds


def _outcome(state: State) -> tuple[list[int], Message | None]:
    """The winners, and how they were decided when it was not by points alone."""
    b: Board = state.board
    if b.winner >= 0:
        who = SeatRef(b.winner)
        return [b.winner], Message("{} completed a castle and wins at once", (who,))  # whatever the points
    n = len(state.seats)
    scores = [score(state, s) for s in range(n)]
    best = max(scores)
    tied = [s for s in range(n) if scores[s] == best]
    winners, used = tied, []
    for criterion in state.defs.tie_breaks:
        if len(winners) < 2:
            break
        used.append(_criterion_words(criterion))
        values = {s: _tie_value(state, s, criterion) for s in winners}
        top = max(values.values())
        winners = [s for s in winners if values[s] == top]
    return winners, decided(best, tied, used, winners)


def result(state: State) -> dict:
    b: Board = state.board
    n = len(state.seats)
    parts = [points(state, s) for s in range(n)]
    winners, how = _outcome(state)
    return {"final": b.over, "scores": [sum(p.values()) for p in parts], "winners": winners, "decided": how,
            "breakdown": parts, "castle_complete": b.winner, "capped": b.capped, "rounds": b.round}

"""Final scoring: face-up pieces their points, face-down ones 1, the Battlements set bonus."""
from __future__ import annotations

from caylus_desktop.engine.messages import Message
from caylus_desktop.engine.outcome import decided
from caylus_desktop.engine.state import State
from caylus_desktop.games.caleira.board import Board


def breakdown(state: State, seat: int) -> dict[str, int]:
    """Points by item: a card id for face-up pieces, ``face_down`` for the rest."""
    b: Board = state.board
    defs = state.defs
    out: dict[str, int] = {}
    if b.out[seat]:
        return out
    up = [b.kinds[u] for u in b.galleries[seat] if b.face_up[u]]
    for cid in up:
        c = defs.card(cid)
        pts = c.points
        if c.set_bonus and up.count(cid) >= c.set_bonus.count:
            pts = c.set_bonus.points_each
        out[cid] = out.get(cid, 0) + pts
    down = sum(1 for u in b.galleries[seat] if not b.face_up[u])
    if down:
        out["face_down"] = down * defs.face_down_points
    return out


def score(state: State, seat: int) -> int:
    return sum(breakdown(state, seat).values())


def result(state: State) -> dict:
    b: Board = state.board
    n = len(state.seats)
    parts = [breakdown(state, s) for s in range(n)]
    scores = [sum(p.values()) for p in parts]
    alive = b.in_play()
    winners: list[int] = []
    how = None
    if alive:
        best = max(scores[s] for s in alive)
        tied = winners = [s for s in alive if scores[s] == best]
        used = []  # the official text has no serious tie-break: shared, unless the house rule is chosen
        if len(winners) > 1 and state.options.get("tie_rule") == "face_up_count_then_shared":
            used.append(Message("more face-up pieces"))
            ups = {s: sum(1 for u in b.galleries[s] if b.face_up[u]) for s in winners}
            top = max(ups.values())
            winners = [s for s in winners if ups[s] == top]
        how = decided(best, tied, used, winners)
    return {"final": b.over, "scores": scores, "winners": winners, "decided": how, "breakdown": parts,
            "knocked_out": [s for s in range(n) if b.out[s]]}

"""Build Caylus matches in a chosen situation, and drive them by action keys or labels."""
from __future__ import annotations

from caylus_desktop.engine import interpreter, new_game
from caylus_desktop.engine.match import Match
from caylus_desktop.engine.state import Frame
from caylus_desktop.games.caylus.board import CUBES

BLUE, GREEN, ORANGE, RED, BLACK = range(5)
NAMES = ["Blue", "Green", "Orange", "Red", "Black"]
NEUTRAL = ("n_farm", "n_forest", "n_sawmill", "n_quarry", "n_market", "n_carpenter")


def table(players: int = 4, order=None, options: dict | None = None, money: int = 10) -> Match:
    """A match with nothing running: neutral tiles in a known order, ``money`` deniers each."""
    m = new_game("caylus", NAMES[:players], seed=1, options=options)
    s = m.state
    b = s.board
    b.order = list(order if order is not None else range(players))
    for space, tid in enumerate(NEUTRAL, start=1):
        b.tile[space] = tid
    b.money = [money] * players
    b.cubes = [[0] * 5 for _ in range(players)]
    s.stack = []
    s.pending = None
    s.log.clear()
    return m


def give(m: Match, seat: int, **things: int) -> None:
    """Set a seat's money or cubes: give(m, BLUE, money=3, food=2)."""
    b = m.state.board
    for k, v in things.items():
        if k == "money":
            b.money[seat] = v
        elif k == "vp":
            b.vp[seat] = v
            b.parts[seat] = {"set up": v} if v else {}
        else:
            b.cubes[seat][CUBES.index(k)] = v


def cubes(m: Match, seat: int) -> dict[str, int]:
    return {c: m.state.board.cubes[seat][i] for i, c in enumerate(CUBES) if m.state.board.cubes[seat][i]}


def build_on(m: Match, space: int, tid: str, owner: int = -1) -> None:
    """Put a tile on the road as if built (taken from the supply when it comes from there)."""
    b = m.state.board
    if tid in b.supply:
        b.supply[tid] -= 1
    b.tile[space] = tid
    b.owner[space] = owner


def start(m: Match, step: str, **ctx) -> Match:
    """Run a turn from one of its steps (income, place, specials, provost, road, castle, end)."""
    s = m.state
    s.stack = [Frame("turn", None, {"step": step, **ctx})]
    s.pending = None
    interpreter.run(s, m.spec.ops)
    return m


def castle(m: Match, seats) -> Match:
    """Phase 6 with these seats' workers in the castle, in this order."""
    b = m.state.board
    b.castle_workers = list(seats)
    for seat in seats:
        b.workers[seat] -= 1
    return start(m, "castle", i=0)


def run_effects(m: Match, effects, seat: int, **ctx) -> Match:
    """Run an effect list for a seat with nothing underneath (the match 'ends' when it is done)."""
    s = m.state
    s.stack = []
    s.pending = None
    interpreter.push_effects(s, effects, seat=seat, src=ctx.pop("src", "trades"), **ctx)
    interpreter.run(s, m.spec.ops)
    return m


def use(m: Match, bid: str, seat: int) -> Match:
    """A worker of ``seat`` uses building ``bid`` (its worker effect only)."""
    return run_effects(m, m.state.defs.building(bid).on_worker, seat, at=f"building:{bid}")


def favours(m: Match, seat: int, count: int = 1) -> Match:
    s = m.state
    s.stack = []
    s.pending = None
    interpreter.push(s, "favour", None, seat=seat, left=count, row=-1)
    interpreter.run(s, m.spec.ops)
    return m


def act(m: Match, kind: str, *args) -> None:
    m.apply((kind, tuple(args)))


def choose(m: Match, label_part: str):
    """Apply the single legal action whose label contains ``label_part``."""
    hits = [a for a in m.legal_actions() if label_part.lower() in m.label(a).lower()]
    assert len(hits) == 1, f"{label_part!r} matches {[m.label(a) for a in hits]} among {[m.label(a) for a in m.legal_actions()]}"
    m.apply(hits[0])
    return hits[0]


def keys(m: Match) -> set:
    return {a.key for a in m.legal_actions()}


def targets(m: Match) -> set:
    return {a.target for a in m.legal_actions()}

"""Build Caylus matches in a chosen situation, drive them by action keys or labels, and read the outcome
as a player sees it.

The builders (``table``, ``give``, ``position``, ``send``, ``build_on``, ``castle``...) write the board:
they set up a rule example quickly. The readers (``seen``, ``seat``, ``money``, ``vp``, ``cubes``,
``road``, ``houses``) go through the observation, so that a rule is checked by what the table shows.
Caylus hides nothing, so seat 0's observation is the whole public table.
"""
from __future__ import annotations

from caylus_desktop.engine import interpreter, new_game
from caylus_desktop.engine.match import Match
from caylus_desktop.engine.state import Frame
from caylus_desktop.engine.view import Observation, SeatInfo

BLUE, GREEN, ORANGE, RED, BLACK = range(5)
NAMES = ["Blue", "Green", "Orange", "Red", "Black"]
NEUTRAL = ("n_farm", "n_forest", "n_sawmill", "n_quarry", "n_market", "n_carpenter")


def table(players: int = 4, order=None, options: dict | None = None, money: int = 10) -> Match:
    """A match with nothing running: neutral tiles in a known order, ``money`` deniers each."""
    m = new_game("caylus", NAMES[:players], seed=1, options=options)
    s = m.state
    b = s.board                                          # a position builder: writes the board
    b.order = list(order if order is not None else range(players))
    for space, tid in enumerate(NEUTRAL, start=1):
        b.tile[space] = tid
    b.money = [money] * players
    b.cubes = [[0] * len(m.rules.resources) for _ in range(players)]
    s.stack = []
    s.pending = None
    s.log.clear()
    return m


def give(m: Match, seat: int, **things: int) -> None:
    """Set a seat's money, cubes, prestige or workers at home: give(m, BLUE, money=3, food=2)."""
    b = m.state.board                                    # a position builder: writes the board
    for k, v in things.items():
        if k == "money":
            b.money[seat] = v
        elif k == "workers":
            b.workers[seat] = v
        elif k == "vp":
            b.vp[seat] = v
            b.parts[seat] = {"set up": v} if v else {}
        else:
            b.cubes[seat][m.rules.resource_at[k]] = v


def position(m: Match, **fields) -> None:
    """Set parts of the table: position(m, provost=12, bailiff=11, passed=[BLUE], section=1)."""
    b = m.state.board                                    # a position builder: writes the board
    for name, value in fields.items():
        if not hasattr(b, name):
            raise AttributeError(f"the Caylus board has no {name!r}")
        setattr(b, name, value)


def send(m: Match, seat: int, *places: str) -> None:
    """Put workers of ``seat`` out as if placed: ``road:K``, ``castle``, ``stables``, ``inn_left``,
    ``inn_right`` or a special building's id (``gate``, ``joust_field``...)."""
    b = m.state.board                                    # a position builder: writes the board
    for place in places:
        if place.startswith("road:"):
            b.worker[int(place[5:])] = seat
        elif place == "castle":
            b.castle_workers.append(seat)
        elif place == "stables":
            b.stables.append(seat)
        elif place in ("inn_left", "inn_right"):
            setattr(b, place, seat)
        else:
            b.special[place] = seat
        b.workers[seat] -= 1


def build_on(m: Match, space: int, tid: str, owner: int = -1) -> None:
    """Put a tile on the road as if built (taken from the supply when it comes from there)."""
    b = m.state.board                                    # a position builder: writes the board
    if tid in b.supply:
        b.supply[tid] -= 1
    b.tile[space] = tid
    b.owner[space] = owner


def build_houses(m: Match, section: int, seats) -> None:
    """Houses already in a castle section (0 the dungeon, 1 the walls, 2 the towers), in this order."""
    m.state.board.castle[section] = list(seats)          # a position builder: writes the board


def mark(m: Match, seat: int, **columns: int) -> None:
    """Put a seat's favour markers in these columns: mark(m, BLUE, prestige=2, cubes=1)."""
    b = m.state.board                                    # a position builder: writes the board
    rows = [row.id for row in m.state.defs.favours.rows]
    for row, col in columns.items():
        b.favour[seat][rows.index(row)] = col


# --- what a player sees -------------------------------------------------------------------

def seen(m: Match) -> Observation:
    """The public table, as seat 0 sees it (Caylus hides nothing: every seat sees the same)."""
    return m.observation(0)


def seat(m: Match, s: int) -> SeatInfo:
    """Seat ``s`` as it sees itself."""
    return m.observation(s).seats[s]


def money(m: Match, s: int) -> int:
    return seat(m, s).resources["money"]


def vp(m: Match, s: int) -> int:
    return seat(m, s).score


def cubes(m: Match, s: int) -> dict[str, int]:
    """The cubes a seat holds, the kinds it has none of left out."""
    held = seat(m, s).resources
    return {c: held[c] for c in m.rules.resources if held[c]}


def road(m: Match, space: int) -> tuple[str | None, int]:
    """The building on a road space and its owner (-1 for nobody)."""
    entry = seen(m).road[space - 1]
    assert entry.space == space
    return entry.building, entry.owner


def houses(m: Match, section: str) -> list[int]:
    """The houses (seats, in building order) in a castle section: dungeon, walls, towers."""
    return list(seen(m).castle.houses[section])


def start(m: Match, step: str, **ctx) -> Match:
    """Run a turn from one of its steps (income, place, specials, provost, road, castle, end)."""
    s = m.state
    s.stack = [Frame("turn", None, {"step": step, **ctx})]
    s.pending = None
    interpreter.run(s, m.spec.ops)
    return m


def castle(m: Match, seats) -> Match:
    """Phase 6 with these seats' workers in the castle, in this order."""
    for s in seats:
        send(m, s, "castle")
    return start(m, "castle", i=0)


def run_effects(m: Match, effects, seat: int, **ctx) -> Match:
    """Run an effect list for a seat with nothing underneath (the match 'ends' when it is done)."""
    s = m.state
    s.stack = []
    s.pending = None
    interpreter.push_effects(s, effects, resolver=seat, src=ctx.pop("src", "trades"), **ctx)
    interpreter.run(s, m.spec.ops)
    return m


def use(m: Match, bid: str, seat: int) -> Match:
    """A worker of ``seat`` uses building ``bid`` (its worker effect only)."""
    return run_effects(m, m.state.defs.building(bid).on_worker, seat, source=f"building:{bid}")


def favours(m: Match, seat: int, count: int = 1) -> Match:
    s = m.state
    s.stack = []
    s.pending = None
    interpreter.push(s, "favour", None, resolver=seat, left=count, row=-1)
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

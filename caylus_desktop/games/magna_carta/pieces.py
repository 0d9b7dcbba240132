"""Magna Carta's shared mechanics: paying cubes (gold as joker), drawing cards, naming road cards."""
from __future__ import annotations

from caylus_desktop.engine.actions import Action
from caylus_desktop.engine.ops.cards import draw as draw_cards
from caylus_desktop.engine.state import SeatRef, State
from caylus_desktop.games.magna_carta.board import CUBE_NAMES, GOLD, Board

def payments(defs, have: list[int] | tuple[int, ...],
             cost: tuple[int, int, int, int, int]) -> tuple[tuple[int, int, int, int], ...]:
    """Every distinct way to pay ``cost`` (food, wood, stone, gold, any) from ``have``.

    Gold may stand for any named cube; ``any`` takes any cube, gold included.
    Ways that use no gold come first. Remembered with the rules object ``defs``.
    """
    cache = defs.memo("payments")
    key = (tuple(have), cost)
    hit = cache.get(key)
    if hit is not None:
        return hit
    f, w, s, g, a = cost
    out: set[tuple[int, int, int, int]] = set()
    for gf in range(f + 1):
        for gw in range(w + 1):
            for gs in range(s + 1):
                base = [f - gf, w - gw, s - gs, g + gf + gw + gs]
                if any(base[i] > have[i] for i in range(4)):
                    continue
                for extra in _multisets(a, [have[i] - base[i] for i in range(4)]):
                    out.add((base[0] + extra[0], base[1] + extra[1], base[2] + extra[2], base[3] + extra[3]))
    result = tuple(sorted(out, key=lambda p: (p[GOLD], p)))
    if len(cache) > 50_000:
        cache.clear()
    cache[key] = result
    return result


def _multisets(n: int, room: list[int], start: int = 0) -> list[tuple[int, int, int, int]]:
    if n == 0:
        return [(0, 0, 0, 0)]
    out = []
    for i in range(start, 4):
        if room[i] > 0:
            room[i] -= 1
            for rest in _multisets(n - 1, room, i):
                t = list(rest)
                t[i] += 1
                out.append(tuple(t))
            room[i] += 1
    return out


def pay_ctx(cost: tuple[int, ...]) -> dict:
    """A cost (cubes in the table's order, then ``any``) as the ``pay`` procedure's context."""
    f, w, s, g, a = cost
    return {"f": f, "w": w, "s": s, "g": g, "a": a}


def describe_cubes(spend: tuple[int, ...] | list[int]) -> str:
    parts = [f"{n} {CUBE_NAMES[i]}" for i, n in enumerate(spend) if n]
    return ", ".join(parts) or "nothing"


def spend(board: Board, seat: int, cubes: tuple[int, ...]) -> None:
    mine = board.cubes[seat]
    for i in range(4):
        mine[i] -= cubes[i]


def draw(state: State, seat: int, n: int) -> int:
    """Draw n cards into the hand, reshuffling the discard when the pile runs out. Cards drawn."""
    b: Board = state.board
    got = draw_cards(b.piles[seat], b.hands[seat], n, discard=b.discards[seat], rng=state.rng)
    if got.reshuffled:
        state.say("{} shuffles their discard into a new pile", SeatRef(seat))
    drawn = len(got.cards)
    if drawn:
        state.barrier = True  # the drawer learnt new cards: no undo across it
    return drawn


def road_name(state: State, pos: int) -> str:
    """English name of a road card for labels: "Anna's Market (road 5)"."""
    r = state.board.road[pos]
    names = state.defs.memo("road names")
    key = (pos, r, r.owner >= 0 and state.seats[r.owner].name)  # the name says whose card it is
    hit = names.get(key)
    if hit is None:
        if len(names) > 20_000:
            names.clear()
        hit = names[key] = _road_name(state, pos, r)
    return hit


def _road_name(state: State, pos: int, r) -> str:
    defs = state.defs
    if r.prestige is not None:
        name = defs.card(r.prestige).name.en
    elif r.residence:
        name = defs.residence.name.en
    else:
        name = defs.card(r.card).name.en
    if r.owner >= 0:  # the seat's own name, as the window and the log show it
        name = f"{state.seats[r.owner].name}'s {name}"
    return f"{name} (road {pos + 1})"


def pay_actions(spends, verb: str = "Pay") -> list[Action]:
    return [Action("pay", p, f"{verb} {describe_cubes(p)}", f"supply:{'+'.join(CUBE_NAMES[i] for i in range(4) if p[i])}")
            for p in spends]

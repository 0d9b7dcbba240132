"""Magna Carta's shared mechanics: paying cubes (gold as joker), drawing cards, naming road
cards, cubes and deniers in messages (words come from the catalogue at display time)."""
from __future__ import annotations

from functools import lru_cache

from caylus_desktop.engine.actions import Action
from caylus_desktop.engine.messages import Message, Text
from caylus_desktop.engine.ops.cards import draw as draw_cards
from caylus_desktop.engine.state import CardRef, SeatRef, State
from caylus_desktop.games.magna_carta.board import CUBE_NAMES, FOOD, GOLD, STONE, WOOD, Board

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


@lru_cache(maxsize=256)  # messages are immutable: the same few amounts recur all game
def cube_amount(cube: int, n: int) -> Message:
    """"2 food", "1 stone": ``n`` cubes of one kind (French makes "pierres" plural)."""
    if cube == FOOD:
        return Message("{} food", (n,), "{} food", 0)
    if cube == WOOD:
        return Message("{} wood", (n,), "{} wood", 0)
    if cube == STONE:
        return Message("{} stone", (n,), "{} stone", 0)
    return Message("{} gold", (n,), "{} gold", 0)


@lru_cache(maxsize=256)
def deniers(n: int) -> Message:
    return Message("{} denier", (n,), "{} deniers", 0)


def listed(items: list) -> Text:
    """"A, B and C" (each item a message or a reference); "nothing" when there is none."""
    if not items:
        return Message("nothing")
    if len(items) == 1:
        return items[0]
    if len(items) == 2:
        return Message("{} and {}", (items[0], items[1]))
    return Message("{}, {}", (items[0], listed(items[1:])))


def cards_listed(cards) -> Text:
    """Card ids as "Farm, Market and Bank", each said by its name in the reader's language."""
    return listed([CardRef(c) for c in cards])


def describe_cubes(spend: tuple[int, ...] | list[int]) -> Text:
    """"1 food, 2 wood and 1 gold" for a count per cube (food, wood, stone, gold)."""
    return listed([cube_amount(i, n) for i, n in enumerate(spend) if n])


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


def road_name(state: State, pos: int) -> Message:
    """A road card for labels and the log: "Anna's Market (road 5)", "Peddler (road 2)"."""
    r = state.board.road[pos]
    names = state.defs.memo("road names")  # every label and many log lines name road cards
    hit = names.get((pos, r))
    if hit is None:
        if len(names) > 20_000:
            names.clear()
        hit = names[pos, r] = _road_name(state, pos, r)
    return hit


def _road_name(state: State, pos: int, r) -> Message:
    if r.prestige is not None:
        shown = r.prestige
    elif r.residence:
        shown = state.defs.residence.id
    else:
        shown = r.card
    if r.owner >= 0:  # the owner by seat: "your Market" for the person at the screen
        return Message("{}'s {} (road {})", (SeatRef(r.owner), CardRef(shown), pos + 1))
    return Message("{} (road {})", (CardRef(shown), pos + 1))


def pay_actions(spends, lot: bool = False) -> list[Action]:
    """One action per way to pay; ``lot``: the ways to make up a lot for the castle."""
    return [Action("pay", p, Message("Give a lot: {}", (describe_cubes(p),)) if lot else
                   Message("Pay {}", (describe_cubes(p),)),
                   f"supply:{'+'.join(CUBE_NAMES[i] for i in range(4) if p[i])}")
            for p in spends]

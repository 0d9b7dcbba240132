"""Magna Carta's shared mechanics: paying cubes (gold as joker), drawing cards, naming road
cards, cubes and deniers in messages (words come from the catalogue at display time)."""
from __future__ import annotations

from functools import lru_cache

from caylus_desktop.engine.actions import Action
from caylus_desktop.engine.messages import Message, Text, joined
from caylus_desktop.engine.ops import payment
from caylus_desktop.engine.ops.cards import draw as draw_cards
from caylus_desktop.engine.rules_cache import rules_cache
from caylus_desktop.engine.state import State, card_ref, seat_ref
from caylus_desktop.games.magna_carta.board import Board


def payments(defs, have: list[int] | tuple[int, ...], cost: tuple[int, ...],
             caches: dict | None = None) -> tuple[tuple[int, ...], ...]:
    """Every distinct way to pay ``cost`` (the cubes in the file's order, then ``any``) from ``have``.

    The joker (gold) may stand for any other cube; ``any`` takes any cube, the joker included.
    Ways that use fewer jokers come first (the engine's whole payments, ``engine/ops/payment.py``).
    Remembered with the rules object ``defs`` (in its cache, not through ``defs.memo``: a method
    of a rules model is looked up through pydantic's slow attribute hook); ``caches``: that cache
    when the caller holds it (``state.cache``), not looked up again.
    """
    cache = (rules_cache(defs) if caches is None else caches)["payments"]
    key = (tuple(have), cost)
    hit = cache.get(key)
    if hit is None:
        if len(cache) > 50_000:
            cache.clear()
        hit = cache[key] = payment.payments(have, cost[:-1], cost[-1], defs.joker_at)
    return hit


def can_pay(joker_at: int, have: list[int] | tuple[int, ...], cost: tuple[int, ...]) -> bool:
    """Whether ``payments(defs, have, cost)`` finds a way (``joker_at``: the joker's place in a
    seat's cubes, ``state.cache[Figures].joker_at``), without listing the ways: one pass over
    the cubes (``payment.covers``, the gold standing in). The action listing asks it of every
    card in hand and every prestige card, where listing each way was most of a listing's work."""
    return payment.covers(0, have, payment.Cost(cost[:-1], cost[-1], 0, 0, joker_at), stands_in=True)


# The ``pay`` frame keeps a cost by place in the seat's cube list, then ``any``, under these keys:
# the letters the shipped order gave them (frame context is hashed, and saves of format 1 hold it).
_PAY_KEYS = ("f", "w", "s", "g")


@lru_cache(maxsize=8)
def _pay_keys(cubes: int) -> tuple[str, ...]:
    """The context keys of a cost of ``cubes`` kinds of cube, then ``any``."""
    return tuple(_PAY_KEYS[i] if i < len(_PAY_KEYS) else f"c{i}" for i in range(cubes)) + ("a",)


def pay_ctx(cost: tuple[int, ...]) -> dict:
    """A cost (cubes in the file's order, then ``any``) as the ``pay`` procedure's context."""
    return dict(zip(_pay_keys(len(cost) - 1), cost))


def pay_cost(ctx: dict, cubes: int) -> tuple[int, ...]:
    """The cost a ``pay`` frame's context holds, in the order ``payments`` takes."""
    return tuple([ctx[k] for k in _pay_keys(cubes)])


# each amount as a message (a literal per word, so the catalogue test finds every msgid)
_AMOUNTS = {
    "food": lambda n: Message("{} food", (n,), "{} food", 0),
    "wood": lambda n: Message("{} wood", (n,), "{} wood", 0),
    "stone": lambda n: Message("{} stone", (n,), "{} stone", 0),
    "gold": lambda n: Message("{} gold", (n,), "{} gold", 0),
}


@lru_cache(maxsize=256)  # messages are immutable: the same few amounts recur all game
def cube_amount(cube: str, n: int) -> Message:
    """"2 food", "1 stone": ``n`` cubes of one kind, by its name in the rules file (French makes
    "pierres" plural). A cube the catalogue has no word for is said by that name."""
    say = _AMOUNTS.get(cube)
    if say is None:
        text = "{} " + cube
        return Message(text, (n,), text, 0)
    return say(n)


@lru_cache(maxsize=256)
def deniers(n: int) -> Message:
    return Message("{} denier", (n,), "{} deniers", 0)


def listed(items: list) -> Text:
    """"A, B and C" (each item a message or a reference); "nothing" when there is none."""
    if not items:
        return Message("nothing")
    return joined(items)


def cards_listed(cards) -> Text:
    """Card ids as "Farm, Market and Bank", each said by its name in the reader's language."""
    return listed(list(map(card_ref, cards)))


@lru_cache(maxsize=1024)  # depends on its arguments alone: the same few payments recur all game
def describe_cubes(names: tuple[str, ...], spend: tuple[int, ...]) -> Text:
    """"1 food, 2 wood and 1 gold" for a count per cube (``names``: the file's ``resources``)."""
    return listed([cube_amount(names[i], n) for i, n in enumerate(spend) if n])


def spend(board: Board, seat: int, cubes: tuple[int, ...]) -> None:
    """Take a whole payment (a count per cube) from the seat."""
    payment.spend(board.cubes[seat], cubes)


def draw(state: State, seat: int, n: int) -> int:
    """Draw n cards into the hand, reshuffling the discard when the pile runs out. Cards drawn."""
    b: Board = state.board
    got = draw_cards(b.piles[seat], b.hands[seat], n, discard=b.discards[seat], rng=state.rng)
    if got.reshuffled:
        state.say("{} shuffles their discard into a new pile", seat_ref(seat))
    drawn = len(got.cards)
    if drawn:
        state.barrier = True  # the drawer learnt new cards: no undo across it
    return drawn


def road_name(state: State, pos: int) -> Message:
    """A road card for labels and the log: "Anna's Market (road 5)", "Peddler (road 2)"."""
    r = state.board.road[pos]
    names = state.cache["road names"]  # every label and many log lines name road cards
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
        return Message("{}'s {} (road {})", (seat_ref(r.owner), card_ref(shown), pos + 1))
    return Message("{} (road {})", (card_ref(shown), pos + 1))


@lru_cache(maxsize=1024)  # depends on its arguments alone (the cube names among them): made once each
def pay_actions(names: tuple[str, ...], spends: tuple[tuple[int, ...], ...], lot: bool = False) -> tuple[Action, ...]:
    """One action per way to pay; ``lot``: the ways to make up a lot for the castle."""
    return tuple(Action("pay", p, Message("Give a lot: {}", (describe_cubes(names, p),)) if lot else
                        Message("Pay {}", (describe_cubes(names, p),)),
                        f"supply:{'+'.join(names[i] for i, n in enumerate(p) if n)}")
                 for p in spends)

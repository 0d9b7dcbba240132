"""The operations Magna Carta's cards use in their ``main``, ``secondary`` and ``on_build`` lists.

Each runs for ``ctx["resolver"]`` (the seat resolving it) about the road card at
``ctx["source"]``. Every effect may be declined (sheet 7.11), so each one that gives
something asks, with a "decline" option.
"""
from __future__ import annotations

from functools import lru_cache

from pydantic import Field

from caylus_desktop.engine.actions import Action
from caylus_desktop.engine.interpreter import ask, pop, push
from caylus_desktop.engine.messages import Message, Text
from caylus_desktop.engine.ops import Op, Strict, op_of, payment
from caylus_desktop.engine.ops.choice import DECLINE, declined, optional
from caylus_desktop.engine.ops.exchange import exchange_options
from caylus_desktop.engine.ops.resources import Bundle, ResourceName
from caylus_desktop.engine.state import Frame, State, card_ref, seat_ref
from caylus_desktop.games.magna_carta.board import Board, RoadCard, with_cubes
from caylus_desktop.games.magna_carta.context import Resolving, resolving
from caylus_desktop.games.magna_carta.figures import Figures
from caylus_desktop.games.magna_carta.pieces import (can_pay, cube_amount, deniers, describe_cubes, listed, pay_actions,
                                                     pay_cost, pay_ctx, payments, road_name, spend)

_DECLINE = Action(DECLINE, (), Message("Decline the effect"), None)


def _card_title(state: State, frame: Frame) -> Message:
    return road_name(state, frame.ctx["source"])


# --- take ----------------------------------------------------------------------

class TakeArgs(Bundle):
    """Cubes (the file's ``resources``) and deniers."""

    deniers: int = Field(0, ge=0)


def _take(state: State, a: TakeArgs) -> tuple:
    """(the arguments, what a ``take`` gives said, its cubes, its deniers, the decision's options),
    made once per rules object (the same few cards all game): kept in its cache by the arguments'
    identity (reading them is slow), with them, so that the id is not reused."""
    takes = state.cache["takes"]
    hit = takes.get(id(a))
    if hit is None or hit[0] is not a:
        if len(takes) > 20_000:
            takes.clear()
        parts = [cube_amount(name, n) for name, n in a.resources() if n]
        if a.deniers:
            parts.append(deniers(a.deniers))
        what = listed(parts)
        hit = takes[id(a)] = (a, what, a.vec, a.deniers,
                              optional((Action("take", (), Message("Take {}", (what,)), "supply"),), _DECLINE))
    return hit


def _take_run(state: State, frame: Frame) -> None:
    _, what, _, _, options = _take(state, frame.args)
    ask(state, frame.ctx["resolver"], Message("{}: take {}?", (_card_title(state, frame), what)), options, "effect",
        resolving(frame.ctx["source"]))


def _take_answer(state: State, frame: Frame, action: Action) -> None:
    pop(state)
    owner = frame.ctx["resolver"]
    if declined(action):
        state.say("{} declines", seat_ref(owner))
        return
    _, what, cubes, coins, _ = _take(state, frame.args)
    b: Board = state.board
    payment.gain(b.cubes, b.deniers, owner, cubes, coins)
    state.say("{} takes {}", seat_ref(owner), what)


# --- take_from_card --------------------------------------------------------------

class TakeFromCardArgs(Strict):
    pass


def _product(state: State, pos: int) -> int:
    """Where the cube the card at ``pos`` produces lies in a seat's cubes (remembered per card with
    the rules object: reading it off the card's effects is several slow reads of rules models)."""
    cid = state.board.road[pos].card
    products = state.cache["products"]
    hit = products.get(cid)
    if hit is None:
        hit = products[cid] = state.defs.plain_cubes[0]
        for eff in state.defs.card(cid).on_build:
            name, args = op_of(eff)  # not getattr with a default: pydantic's slow path for a missing field
            if name == "stock_card":
                hit = products[cid] = state.defs.resource_at[args.cube]
                break
    return hit


def _take_card_run(state: State, frame: Frame) -> None:
    b: Board = state.board
    pos = frame.ctx["source"]
    if b.road[pos].cubes <= 0:
        pop(state)
        state.say("No cube is left on {}", road_name(state, pos))
        return
    cube = cube_amount(state.defs.resources[_product(state, pos)], 1)
    ask(state, frame.ctx["resolver"], Message("{}: take {} from the card?", (_card_title(state, frame), cube)),
        _take_card_options(pos, cube), "effect", resolving(pos))


@lru_cache(maxsize=256)  # made once per road position and cube: the options say nothing else
def _take_card_options(pos: int, cube: Message) -> tuple[Action, ...]:
    """Taking ``cube`` (said) from the card at road position ``pos``, or declining."""
    return optional((Action("take", (), Message("Take {} from the card", (cube,)), f"road:{pos}"),), _DECLINE)


def _take_card_answer(state: State, frame: Frame, action: Action) -> None:
    pop(state)
    owner, pos = frame.ctx["resolver"], frame.ctx["source"]
    if declined(action):
        state.say("{} declines", seat_ref(owner))
        return
    b: Board = state.board
    kind = _product(state, pos)
    r = b.road[pos]
    b.road[pos] = with_cubes(r, r.cubes - 1)
    b.cubes[owner][kind] += 1
    state.say("{} takes {} from the card", seat_ref(owner), cube_amount(state.defs.resources[kind], 1))


# --- stock_card ---------------------------------------------------------------------

class StockCardArgs(Strict):
    cube: ResourceName = Field(description="the product put on the card: one of the file's resources")


def _stock_card_run(state: State, frame: Frame) -> None:
    pop(state)
    b: Board = state.board
    pos = frame.ctx["source"]
    n = state.defs.setup.small_production_stock[len(state.seats)]
    b.road[pos] = with_cubes(b.road[pos], n)
    state.say("Cubes put on {}: {}", road_name(state, pos), cube_amount(frame.args.cube, n))


# --- buy_cubes -------------------------------------------------------------------------

class BuyCubesArgs(Strict):
    most: int = Field(ge=1, description="at most this many cubes")
    price: int = Field(ge=0, description="deniers per cube")


def _buy_run(state: State, frame: Frame) -> None:
    b: Board = state.board
    owner = frame.ctx["resolver"]
    money = b.deniers[owner]
    price, for_means = _buy_options(state, frame.args)
    most = len(for_means) - 1
    options = for_means[most if price == 0 else min(money // price, most)]
    if not options:
        pop(state)
        state.say("{} has no denier to buy a cube", seat_ref(owner))
        return
    ask(state, owner, Message("{}: buy cubes ({}d each, gold excluded)?", (_card_title(state, frame), price)),
        options, "effect", resolving(frame.ctx["source"]))


@lru_cache(maxsize=64)  # the same few counts all game
def _combos(n: int, kinds: int) -> tuple[tuple[int, ...], ...]:
    """Every way to buy ``n`` cubes of ``kinds`` kinds (counts in the plain cubes' order), the
    first kind's most first."""
    if kinds == 1:
        return ((n,),)
    return tuple((first, *rest) for first in range(n, -1, -1) for rest in _combos(n - first, kinds - 1))


def _buy_options(state: State, a: BuyCubesArgs) -> tuple[int, tuple[tuple[Action, ...], ...]]:
    """The price of a cube, and the decision's options for a seat that can pay for ``k`` cubes at
    most, for each ``k`` from 0 to ``a.most``: each way to buy 1 to ``k`` cubes but the joker, at
    that price each, fewest first, then declining (``exchange_options``: only the offers the purse
    covers, and they are the first ones); none for ``k`` = 0 (nothing to ask).

    Made once per rules object and kept in its cache by the arguments' identity (reading them is
    slow), with them, so that the id is not reused: weighing each offer at each buy was most of
    the step's work."""
    cache = state.cache["buy actions"]
    hit = cache.get(id(a))
    if hit is None or hit[0] is not a:
        defs, most, price = state.defs, a.most, a.price
        # each way to buy n cubes is an offer: n times the price for those cubes
        offers = [(n, Action("buy", combo, Message("Buy {} for {}d", (_bought(defs, combo), n * price)), "supply"))
                  for n in range(1, most + 1) for combo in _combos(n, len(defs.plain_cubes))]
        hit = cache[id(a)] = (a, price, tuple(
            tuple(exchange_options(offers, lambda o, k=k: o[0] <= k, lambda _, o: o[1], _DECLINE))
            for k in range(most + 1)))
    return hit[1], hit[2]


def _bought(defs, combo: tuple[int, ...]) -> Text:
    """A count per plain cube (a ``buy`` action's arguments) said as cubes."""
    return listed([cube_amount(defs.resources[i], n) for i, n in zip(defs.plain_cubes, combo) if n])


def _buy_answer(state: State, frame: Frame, action: Action) -> None:
    pop(state)
    owner = frame.ctx["resolver"]
    if action.kind == "decline":
        state.say("{} declines", seat_ref(owner))
        return
    b: Board = state.board
    b.deniers[owner] -= sum(action.args) * frame.args.price
    payment.receive(b.cubes[owner], action.args, state.defs.plain_cubes)
    state.say("{} buys {}", seat_ref(owner), _bought(state.defs, action.args))


# --- sell_cube --------------------------------------------------------------------------

class SellCubeArgs(Strict):
    price: int = Field(ge=0, description="deniers received")
    gold_allowed: bool = Field(True, description="gold may be sold (ruling 7.9)")


def _offer_own_cube(state: State, frame: Frame, kind: str, cubes, label, prompt: Message) -> bool:
    """Ask the owner which of its own cubes (places in its cube list) to give up (or to decline);
    ``label(name)`` says the action for that cube. False (the frame popped) when it has none to give."""
    owner = frame.ctx["resolver"]
    have = state.board.cubes[owner]
    names = state.defs.resources
    # each cube kind is an offer: one cube of it paid
    options = exchange_options(cubes, lambda i: have[i] > 0,
                               lambda _, i: Action(kind, (names[i],), label(names[i]), f"supply:{names[i]}"), _DECLINE)
    if not options:
        pop(state)
        return False
    ask(state, owner, prompt, options, "effect", resolving(frame.ctx["source"]))
    return True


def _give_up_cube(state: State, frame: Frame, action: Action) -> bool:
    """Pop the frame and remove the chosen cube; False when the owner declined."""
    pop(state)
    owner = frame.ctx["resolver"]
    if action.kind == "decline":
        state.say("{} declines", seat_ref(owner))
        return False
    state.board.cubes[owner][state.defs.resource_at[action.args[0]]] -= 1
    return True


def _sell_run(state: State, frame: Frame) -> None:
    a = frame.args
    price = a.price
    defs = state.defs
    cubes = range(len(defs.resources)) if a.gold_allowed else defs.plain_cubes
    if not _offer_own_cube(state, frame, "sell", cubes,
                           lambda name: Message("Sell {} for {}d", (cube_amount(name, 1), price)),
                           Message("{}: sell a cube for {}d?", (_card_title(state, frame), price))):
        state.say("{} has no cube to sell", seat_ref(frame.ctx["resolver"]))


def _sell_answer(state: State, frame: Frame, action: Action) -> None:
    if _give_up_cube(state, frame, action):
        owner = frame.ctx["resolver"]
        state.board.deniers[owner] += frame.args.price
        state.say("{} sells {} for {}", seat_ref(owner), cube_amount(action.args[0], 1),
                  deniers(frame.args.price))


# --- swap_for_joker -----------------------------------------------------------------------

class SwapForJokerArgs(Strict):
    pass


def _swap_run(state: State, frame: Frame) -> None:
    joker = state.defs.joker
    if not _offer_own_cube(state, frame, "swap", state.defs.plain_cubes,
                           lambda name: Message("Swap {} for {}", (cube_amount(name, 1), cube_amount(joker, 1))),
                           Message("{}: swap a cube for gold?", (_card_title(state, frame),))):
        state.say("{} has no cube to swap for gold", seat_ref(frame.ctx["resolver"]))


def _swap_answer(state: State, frame: Frame, action: Action) -> None:
    if _give_up_cube(state, frame, action):
        owner = frame.ctx["resolver"]
        defs = state.defs
        state.board.cubes[owner][defs.joker_at] += 1
        state.say("{} swaps {} for {}", seat_ref(owner), cube_amount(action.args[0], 1), cube_amount(defs.joker, 1))


# --- offer ------------------------------------------------------------------------------------

class Offer(Strict):
    deniers: int = Field(ge=0, description="price")
    joker: int = Field(0, ge=0, description="cubes of the joker (the file's ``joker``) bought")
    tokens: int = Field(0, ge=0, description="castle tokens from the best section left")


class OfferArgs(Strict):
    offers: tuple[Offer, ...] = Field(min_length=1)


def _offer_text(defs, o: Offer) -> Message:
    what = []
    if o.joker:
        what.append(cube_amount(defs.joker, o.joker))
    if o.tokens:
        what.append(Message("{} castle token", (o.tokens,), "{} castle tokens", 0))
    return Message("{} for {}d", (listed(what), o.deniers))


def _offer_run(state: State, frame: Frame) -> None:
    b: Board = state.board
    owner = frame.ctx["resolver"]
    money = b.deniers[owner]
    left = b.tokens_left()
    defs = state.defs
    options = exchange_options(
        frame.args.offers, lambda o: o.deniers <= money and o.tokens <= left,  # ruling 7.6: every token must exist
        lambda i, o: Action("buy", (i,), Message("Buy {}", (_offer_text(defs, o),)),
                            "castle" if o.tokens else f"supply:{defs.joker}"),
        _DECLINE)
    if not options:
        pop(state)
        state.say("{} cannot afford {}", seat_ref(owner), card_ref(b.road[frame.ctx["source"]].card))
        return
    ask(state, owner, Message("{}: buy?", (_card_title(state, frame),)), options, "effect", resolving(frame.ctx["source"]))


def _offer_answer(state: State, frame: Frame, action: Action) -> None:
    pop(state)
    owner = frame.ctx["resolver"]
    if action.kind == "decline":
        state.say("{} declines", seat_ref(owner))
        return
    b: Board = state.board
    o = frame.args.offers[action.args[0]]
    b.deniers[owner] -= o.deniers
    b.cubes[owner][state.defs.joker_at] += o.joker
    for sec in b.take_tokens(o.tokens):
        b.tokens[owner][sec] += 1
    state.say("{} buys {}", seat_ref(owner), _offer_text(state.defs, o))


# --- flip_to_residence -------------------------------------------------------------------------

class FlipToResidenceArgs(Strict):
    cost: Bundle = Field(description="cubes paid (gold may stand for any)")


def flip_targets(state: State, seat: int, exclude_card: str) -> list[int]:
    """The seat's own road buildings a Notary may turn to their Residence side (ruling 7.7)."""
    b: Board = state.board
    return [i for i, r in enumerate(b.road)
            if r.owner == seat and not r.residence and r.card != exclude_card and i not in b.flips]


def _flip_run(state: State, frame: Frame) -> None:
    b: Board = state.board
    owner, at = frame.ctx["resolver"], frame.ctx["source"]
    c = frame.args.cost
    cost = c.vec + (0,)  # the cubes, and no `any`
    if not can_pay(state.cache[Figures].joker_at, b.cubes[owner], cost):
        pop(state)
        state.say("{} cannot pay for a residence", seat_ref(owner))
        return
    targets = flip_targets(state, owner, b.road[at].card)
    if not targets:
        pop(state)
        state.say("{} has no building to turn into a residence", seat_ref(owner))
        return
    options = [Action("flip", (i,), Message("Turn {} into a residence", (road_name(state, i),)), f"road:{i}")
               for i in targets]
    ask(state, owner, Message("{}: turn one of your buildings into a residence?", (_card_title(state, frame),)),
        optional(options, _DECLINE), "effect", resolving(at))


def _flip_answer(state: State, frame: Frame, action: Action) -> None:
    pop(state)
    owner = frame.ctx["resolver"]
    if declined(action):
        state.say("{} declines", seat_ref(owner))
        return
    c = frame.args.cost
    push(state, "flip_card", None, resolver=owner, target=action.args[0])
    push(state, "pay", None, resolver=owner, **pay_ctx(c.vec + (0,)))


def flip_now(state: State, pos: int) -> None:
    b: Board = state.board
    r = b.road[pos]
    b.road[pos] = RoadCard(r.card, r.owner, True, None, 0)  # cubes left go back to the stock (7.7c)
    state.say("{}'s {} becomes a residence", seat_ref(r.owner), card_ref(r.card), scoring=True)


def _flip_card_run(state: State, frame: Frame) -> None:
    pop(state)
    b: Board = state.board
    pos = frame.ctx["target"]
    if b.workers[pos] >= 0:
        b.flips.append(pos)  # ruling 7.7a: its worker still resolves; the flip waits for phase 4's end
        state.say("At the end of the phase, {} will become a residence", road_name(state, pos))
    else:
        flip_now(state, pos)


# --- pay ------------------------------------------------------------------------------------------

_HOW_TO_PAY = Message("Choose how to pay (gold stands for any cube)")  # made once: asked at every payment


def _pay_run(state: State, frame: Frame) -> None:
    b: Board = state.board
    x = frame.ctx
    seat = x["resolver"]
    names = state.defs.resources
    ways = payments(state.defs, b.cubes[seat], pay_cost(x, len(names)), state.cache)
    if len(ways) == 1:
        pop(state)
        spend(b, seat, ways[0])
        state.say("{} pays {}", seat_ref(seat), describe_cubes(names, ways[0]))
        return
    if not ways:
        raise RuntimeError("a payment was started that the seat cannot afford")
    ask(state, seat, _HOW_TO_PAY, pay_actions(names, ways), "pay", _paid_for(state))


def _paid_for(state: State) -> Resolving | None:
    """The road card a payment is for: the nearest frame under it that names one, as the card an
    effect comes from (``source``), the building a Notary turns to its Residence side or the
    residence a prestige building goes on (``target``); None for a building put at the road's end."""
    for frame in reversed(state.stack):
        ctx = frame.ctx
        for key in _ROAD_KEYS:
            at = ctx.get(key)
            if isinstance(at, int) and at >= 0:
                return resolving(at)
    return None


# the context keys that hold a road position (no frame holds both)
_ROAD_KEYS = ("source", "target")


def _pay_answer(state: State, frame: Frame, action: Action) -> None:
    pop(state)
    seat = frame.ctx["resolver"]
    spend(state.board, seat, action.args)
    state.say("{} pays {}", seat_ref(seat), describe_cubes(state.defs.resources, action.args))


CARD_OPS = {
    "take": Op("take", _take_run, _take_answer, TakeArgs,
               "Take cubes and/or deniers from the stock (may be declined)."),
    "take_from_card": Op("take_from_card", _take_card_run, _take_card_answer, TakeFromCardArgs,
                         "Take one of the cubes lying on this small production card, if any are left."),
    "stock_card": Op("stock_card", _stock_card_run, None, StockCardArgs,
                     "When built: put cubes of the product on the card (count by player count)."),
    "buy_cubes": Op("buy_cubes", _buy_run, _buy_answer, BuyCubesArgs,
                    "Buy up to `most` food/wood/stone cubes (never gold) at `price` deniers each."),
    "sell_cube": Op("sell_cube", _sell_run, _sell_answer, SellCubeArgs,
                    "Give one own cube to the stock for deniers."),
    "swap_for_joker": Op("swap_for_joker", _swap_run, _swap_answer, SwapForJokerArgs,
                         "Give one own cube but the joker, take one joker (gold)."),
    "offer": Op("offer", _offer_run, _offer_answer, OfferArgs,
                "Buy one of several offers (jokers, castle tokens) for deniers."),
    "flip_to_residence": Op("flip_to_residence", _flip_run, _flip_answer, FlipToResidenceArgs,
                            "Pay cubes to turn one of the resolver's own road buildings to its Residence side."),
}

# procedures the flow and the effects push themselves (no YAML form)
PAY_OPS = {
    "pay": Op("pay", _pay_run, _pay_answer, None, "Magna Carta: choose how to pay a cube cost (gold as joker)."),
    "flip_card": Op("flip_card", _flip_card_run, None, None,
                    "Magna Carta: turn a road card to its Residence side, after phase 4 if it holds a worker."),
}

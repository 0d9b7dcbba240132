"""Cubes, deniers and prestige: the ``produce``, ``gain`` and ``exchange`` operations.

Wildcard cubes (``any``, ``non_gold``) are paid or received one cube at a time,
each a single decision (skipped when only one type is possible).
"""
from __future__ import annotations

from pydantic import Field

from caylus_desktop.engine.actions import Action
from caylus_desktop.engine.interpreter import ask, pop, push, update
from caylus_desktop.engine.messages import Message
from caylus_desktop.engine.ops import Op, Strict
from caylus_desktop.engine.ops.choice import choose_one, chosen
from caylus_desktop.engine.state import Frame, SeatRef, State
from caylus_desktop.games.caylus.board import Board
from caylus_desktop.games.caylus.bundles import Cubes, Gain, Offer, Pay, describe
from caylus_desktop.games.caylus.words import amount


def can_pay(b: Board, seat: int, pay: Pay, less: tuple | None = None, less_money: int = 0) -> bool:
    """Whether the seat holds the price (named cubes, then wildcards from what is left)."""
    return covers(b.money[seat], b.cubes[seat], pay, less, less_money)


def covers(money: int, have: list[int], pay: Pay, less: tuple | None = None, less_money: int = 0) -> bool:
    """Whether these deniers and cubes make the price (the bots' purses ask it too)."""
    if money < pay.money - less_money:
        return False
    if less is None:
        less = pay.nothing
    joker = pay.joker_at
    left = 0
    left_ng = 0
    for i, need in enumerate(pay.vec):
        need -= less[i]
        if need > 0 and have[i] < need:
            return False
        spare = have[i] - max(need, 0)
        left += spare
        if i != joker:
            left_ng += spare
    if pay.non_gold > left_ng:
        return False
    return pay.any + pay.non_gold <= left


def pay_fixed(b: Board, seat: int, pay: Pay, less: tuple | None = None, less_money: int = 0) -> None:
    """Pay the named cubes and deniers of a price; wildcards are asked for afterwards."""
    b.money[seat] -= max(pay.money - less_money, 0)
    have = b.cubes[seat]
    if less is None:
        less = pay.nothing
    for i, need in enumerate(pay.vec):
        need -= less[i]
        if need > 0:
            have[i] -= need


def gain_cubes(b: Board, seat: int, cubes: Cubes) -> None:
    have = b.cubes[seat]
    for i, n in enumerate(cubes.vec):
        if n:
            have[i] += n


def cube_actions(defs, kinds, paying: bool) -> list[Action]:
    """Choosing one cube to pay or to take: the same actions all game, made once per rules object."""
    actions = defs.action_cache.get(("cube", paying))
    if actions is None:
        verb = "Pay {}" if paying else "Take {}"
        actions = defs.action_cache[("cube", paying)] = tuple(
            Action("cube", (c,), Message(verb, (amount(c, 1),)), f"cube:{c}") for c in defs.resources)
    return [actions[i] for i in kinds]


def wildcard_step(state: State, frame: Frame) -> bool:
    """Ask (or settle) the next wildcard cube owed or due; False when none is left."""
    ctx = frame.ctx
    seat = ctx["resolver"]
    b: Board = state.board
    defs = state.defs
    for key, pool in (("owe_any", defs.every_cube), ("owe_ng", defs.plain_cubes)):
        if ctx.get(key):
            have = b.cubes[seat]
            kinds = [i for i in pool if have[i] > 0]
            if len(kinds) == 1:
                have[kinds[0]] -= 1
                update(state, **{key: ctx[key] - 1})
                return True
            ask(state, seat, Message("Choose a cube to pay ({} to go)", (ctx[key],)), cube_actions(defs, kinds, True), "pay_cube")
            update(state, paying=key)
            return True
    if ctx.get("get_ng"):
        update(state, paying="get_ng")
        ask(state, seat, Message("Choose a cube to take ({} to go)", (ctx["get_ng"],)), cube_actions(defs, defs.plain_cubes, False),
            "take_cube")
        return True
    return False


def wildcard_answer(state: State, frame: Frame, action: Action) -> None:
    b: Board = state.board
    seat = frame.ctx["resolver"]
    key = frame.ctx["paying"]
    i = state.defs.resource_at[action.args[0]]
    b.cubes[seat][i] += 1 if key == "get_ng" else -1
    update(state, **{key: frame.ctx[key] - 1, "paying": None})


def receive(state: State, seat: int, gain: Gain, src: str) -> None:
    """Everything of a gain but the cubes of one's choice and the favours."""
    b: Board = state.board
    if gain.money:
        b.money[seat] += gain.money
    if gain.vp:
        b.add_vp(seat, gain.vp, src)
    gain_cubes(b, seat, gain)


def push_favours(state: State, seat: int, count: int) -> None:
    if count:
        push(state, "favour", None, resolver=seat, left=count, row=-1)


# --- produce -------------------------------------------------------------------

class ProduceArgs(Strict):
    options: tuple[Cubes, ...] = Field(min_length=1, description="the outputs to choose from (one of them must be taken)")


def _produce_run(state: State, frame: Frame) -> None:
    options = frame.args.options
    if len(options) == 1:
        pop(state)
        _produced(state, frame.ctx["resolver"], options[0])
        return
    ask(state, frame.ctx["resolver"], Message("Choose what to produce"),
        choose_one("produce", options, lambda o: Message("Take {}", (describe(o),)), frame.ctx.get("source")),
        "produce")


def _produce_answer(state: State, frame: Frame, action: Action) -> None:
    pop(state)
    _produced(state, frame.ctx["resolver"], chosen(frame.args.options, action))


def _produced(state: State, seat: int, cubes: Cubes) -> None:
    gain_cubes(state.board, seat, cubes)
    state.say("{} takes {}", SeatRef(seat), describe(cubes))


# --- gain ----------------------------------------------------------------------

def _gain_run(state: State, frame: Frame) -> None:
    gain: Gain = frame.args
    ctx = frame.ctx
    seat = ctx["resolver"]
    if not ctx.get("started"):
        receive(state, seat, gain, ctx.get("src", "trades"))
        state.say("{} gains {}", SeatRef(seat), describe(gain), scoring=bool(gain.vp))
        update(state, started=True, get_ng=gain.non_gold)
        return
    if wildcard_step(state, state.stack[-1]):
        return
    pop(state)
    push_favours(state, seat, gain.favour)


# --- exchange ------------------------------------------------------------------

class ExchangeArgs(Strict):
    offers: tuple[Offer, ...] = Field(min_length=1, description="the trades on offer; at most one is made")
    optional: bool = Field(True, description="the user may decline (every trade of the rulebook may be declined)")


def _exchange_run(state: State, frame: Frame) -> None:
    ctx = frame.ctx
    seat = ctx["resolver"]
    b: Board = state.board
    chosen = ctx.get("offer", -1)
    if chosen < 0:
        options = [Action("trade", (i,), Message("Pay {} for {}", (describe(o.pay), describe(o.gain))), ctx.get("source"))
                   for i, o in enumerate(frame.args.offers) if can_pay(b, seat, o.pay)]
        if not options:
            pop(state)
            return
        if frame.args.optional:
            options.append(Action("decline", (), Message("Do nothing"), ctx.get("source")))
        ask(state, seat, Message("Choose a trade"), options, "trade")
        return
    if wildcard_step(state, frame):
        return
    offer: Offer = frame.args.offers[chosen]
    if not ctx.get("received"):
        receive(state, seat, offer.gain, ctx.get("src", "trades"))
        update(state, received=True, get_ng=offer.gain.non_gold)
        return
    pop(state)
    push_favours(state, seat, offer.gain.favour)


def _exchange_answer(state: State, frame: Frame, action: Action) -> None:
    if frame.ctx.get("paying"):
        wildcard_answer(state, frame, action)
        return
    if action.kind == "decline":
        pop(state)
        return
    offer: Offer = frame.args.offers[action.args[0]]
    seat = frame.ctx["resolver"]
    pay_fixed(state.board, seat, offer.pay)
    state.say("{} pays {} for {}", SeatRef(seat), describe(offer.pay), describe(offer.gain))
    update(state, offer=action.args[0], owe_any=offer.pay.any, owe_ng=offer.pay.non_gold)


RESOURCE_OPS = {
    "produce": Op("produce", _produce_run, _produce_answer, ProduceArgs,
                  "Take one of the listed outputs (mandatory: production must be taken)."),
    "gain": Op("gain", _gain_run, wildcard_answer, Gain,
               "Receive deniers, prestige, cubes, cubes of one's choice and favours."),
    "exchange": Op("exchange", _exchange_run, _exchange_answer, ExchangeArgs,
                   "Make at most one of the listed trades: pay the price, receive the gain."),
}

"""Cubes, deniers and prestige: the ``produce``, ``gain`` and ``exchange`` operations.

Paying and exchanging are the engine's (``engine/ops/payment.py``, ``exchange.py``):
wildcard cubes (``any``, ``non_gold``) are paid or received one cube at a time, each a
single decision (skipped when only one type is possible). Gold is Caylus's joker, a
cube apart that never stands in for another.
"""
from __future__ import annotations

from pydantic import Field

from caylus_desktop.engine.actions import Action
from caylus_desktop.engine.interpreter import ask, pop, push
from caylus_desktop.engine.messages import Message
from caylus_desktop.engine.ops import Op, Strict, payment
from caylus_desktop.engine.ops.choice import choose_one, chosen
from caylus_desktop.engine.ops.exchange import exchange_options
from caylus_desktop.engine.ops.payment import covers  # the bots' purses ask it too (pending.py)
from caylus_desktop.engine.state import Frame, State, seat_ref
from caylus_desktop.games.caylus.board import Board
from caylus_desktop.games.caylus.bundles import Cubes, Gain, Offer, Pay, describe
from caylus_desktop.games.caylus.words import amount


def can_pay(b: Board, seat: int, pay: Pay, less: tuple | None = None, less_money: int = 0) -> bool:
    """Whether the seat holds the price (named cubes, then wildcards from what is left)."""
    return covers(b.money[seat], b.cubes[seat], pay.price, less, less_money)


def pay_fixed(b: Board, seat: int, pay: Pay, less: tuple | None = None, less_money: int = 0) -> None:
    """Pay the named cubes and deniers of a price; wildcards are asked for afterwards."""
    b.money[seat] -= payment.pay_fixed(b.cubes[seat], pay.price, less, less_money)


def cube_actions(state: State, kinds, paying: bool) -> list[Action]:
    """Choosing one cube to pay or to take: the same actions all game, made once per rules object."""
    actions = state.cache.get(("cube", paying))
    if actions is None:
        verb = "Pay {}" if paying else "Take {}"
        actions = state.cache[("cube", paying)] = tuple(
            Action("cube", (c,), Message(verb, (amount(c, 1),)), f"cube:{c}") for c in state.defs.resources)
    return [actions[i] for i in kinds]


# The wildcards a frame counts in its context: cubes of any type and non-gold cubes still to
# pay (``owe_any``, ``owe_ng``), non-gold cubes still to take (``get_ng``); each is one decision
_TAKING = "get_ng"


def _wildcards(state: State) -> tuple:
    """(owed, due) for ``payment.wildcard_step``: the keys with the cubes each may be settled with."""
    roles = state.cache.get("wildcards")
    if roles is None:
        defs = state.defs
        roles = state.cache["wildcards"] = (
            (("owe_any", defs.every_cube), ("owe_ng", defs.plain_cubes)), (_TAKING, defs.plain_cubes))
    return roles


def wildcard_step(state: State, frame: Frame) -> bool:
    """Ask (or settle) the next wildcard cube owed or due; False when none is left."""
    seat = frame.ctx["resolver"]
    owed, due = _wildcards(state)

    def ask_cube(key: str, left: int, kinds: list[int]) -> None:
        if key == _TAKING:
            ask(state, seat, Message("Choose a cube to take ({} to go)", (left,)), cube_actions(state, kinds, False),
                "take_cube")
        else:
            ask(state, seat, Message("Choose a cube to pay ({} to go)", (left,)), cube_actions(state, kinds, True),
                "pay_cube")

    changes = payment.wildcard_step(frame.ctx, state.board.cubes[seat], owed, due, ask_cube)
    if changes is None:
        return False
    frame.ctx.update(changes)  # the frame's own context, written in place (engine/state.py: Frame)
    return True


def wildcard_answer(state: State, frame: Frame, action: Action) -> None:
    frame.ctx.update(payment.wildcard_answer(frame.ctx, state.board.cubes[frame.ctx["resolver"]],
                                             state.defs.resource_at[action.args[0]], _TAKING))


def receive(state: State, seat: int, gain: Gain, src: str) -> None:
    """Everything of a gain but the cubes of one's choice and the favours."""
    b: Board = state.board
    payment.gain(b.cubes, b.money, seat, gain.vec, gain.money)
    if gain.vp:
        b.add_vp(seat, gain.vp, src)


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
    source = frame.ctx.get("source")
    # made once per rules object: the effect's arguments and the table spot fix the actions. The
    # arguments are keyed by identity (hashing a model is slow) and kept in the entry, so the
    # id cannot be reused by another object while the entry lives
    key = ("produce", id(frame.args), source)
    cache = state.cache
    made = cache.get(key)
    if made is None:
        made = cache[key] = (frame.args, tuple(choose_one("produce", options, lambda o: Message("Take {}", (describe(o),)),
                                                          source)))
    ask(state, frame.ctx["resolver"], _PRODUCE, made[1], "produce")


_PRODUCE = Message("Choose what to produce")


def _produce_answer(state: State, frame: Frame, action: Action) -> None:
    pop(state)
    _produced(state, frame.ctx["resolver"], chosen(frame.args.options, action))


def _produced(state: State, seat: int, cubes: Cubes) -> None:
    payment.receive(state.board.cubes[seat], cubes.vec)
    state.say("{} takes {}", seat_ref(seat), describe(cubes))


# --- gain ----------------------------------------------------------------------

def _gain_run(state: State, frame: Frame) -> None:
    gain: Gain = frame.args
    ctx = frame.ctx
    seat = ctx["resolver"]
    if not ctx.get("started"):
        receive(state, seat, gain, ctx.get("src", "trades"))
        state.say("{} gains {}", seat_ref(seat), describe(gain), scoring=bool(gain.vp))
        ctx["started"] = True
        ctx["get_ng"] = gain.non_gold
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
        money, have, source = b.money[seat], b.cubes[seat], ctx.get("source")
        # each trade's action made once per rules object (see _produce_run), whichever are
        # affordable, with each offer's price (Pay.price)
        key = ("trades", id(frame.args), source)
        cache = state.cache
        made = cache.get(key)
        if made is None:
            offers = frame.args.offers
            made = cache[key] = (
                frame.args,
                tuple(Action("trade", (i,), Message("Pay {} for {}", (describe(o.pay), describe(o.gain))), source)
                      for i, o in enumerate(offers)),
                Action("decline", (), Message("Do nothing"), source) if frame.args.optional else None,
                tuple(o.pay.price for o in offers))
        _, trades, decline, prices = made
        options = exchange_options(prices, lambda price: covers(money, have, price), lambda i, _: trades[i], decline)
        if not options:
            pop(state)
            return
        ask(state, seat, _TRADE, options, "trade")
        return
    if wildcard_step(state, frame):
        return
    offer: Offer = frame.args.offers[chosen]
    if not ctx.get("received"):
        receive(state, seat, offer.gain, ctx.get("src", "trades"))
        ctx["received"] = True
        ctx["get_ng"] = offer.gain.non_gold
        return
    pop(state)
    push_favours(state, seat, offer.gain.favour)


_TRADE = Message("Choose a trade")


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
    state.say("{} pays {} for {}", seat_ref(seat), describe(offer.pay), describe(offer.gain))
    ctx = frame.ctx
    ctx["offer"] = action.args[0]
    ctx["owe_any"] = offer.pay.any
    ctx["owe_ng"] = offer.pay.non_gold


RESOURCE_OPS = {
    "produce": Op("produce", _produce_run, _produce_answer, ProduceArgs,
                  "Take one of the listed outputs (mandatory: production must be taken)."),
    "gain": Op("gain", _gain_run, wildcard_answer, Gain,
               "Receive deniers, prestige, cubes, cubes of one's choice and favours."),
    "exchange": Op("exchange", _exchange_run, _exchange_answer, ExchangeArgs,
                   "Make at most one of the listed trades: pay the price, receive the gain."),
}

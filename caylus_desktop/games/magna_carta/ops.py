"""The operations Magna Carta's cards use in their ``main``, ``secondary`` and ``on_build`` lists.

Each runs for ``ctx["resolver"]`` (the seat resolving it) about the road card at
``ctx["source"]``. Every effect may be declined (sheet 7.11), so each one that gives
something asks, with a "decline" option.
"""
from __future__ import annotations

from typing import Literal

from pydantic import Field

from caylus_desktop.engine.actions import Action
from caylus_desktop.engine.interpreter import ask, pop, push
from caylus_desktop.engine.messages import Message
from caylus_desktop.engine.ops import Op, Strict, op_of
from caylus_desktop.engine.ops.resources import Bundle
from caylus_desktop.engine.state import CardRef, Frame, SeatRef, State
from caylus_desktop.games.magna_carta.board import CUBE_NAMES, FOOD, GOLD, Board, RoadCard
from caylus_desktop.games.magna_carta.pieces import (cube_amount, deniers, describe_cubes, listed, pay_actions, pay_ctx,
                                                     payments, road_name, spend)

_DECLINE = Action("decline", (), Message("Decline the effect"), None)


def _card_title(state: State, frame: Frame) -> Message:
    return road_name(state, frame.ctx["source"])


# --- take ----------------------------------------------------------------------

class TakeArgs(Bundle):
    """Cubes (the file's ``resources``) and deniers."""

    deniers: int = Field(0, ge=0)


def _take_text(a: TakeArgs) -> Message:
    parts = [cube_amount(i, n) for i, n in enumerate(a.vec) if n]
    if a.deniers:
        parts.append(deniers(a.deniers))
    return listed(parts)


def _take_run(state: State, frame: Frame) -> None:
    what = _take_text(frame.args)
    ask(state, frame.ctx["resolver"], Message("{}: take {}?", (_card_title(state, frame), what)),
        (Action("take", (), Message("Take {}", (what,)), "supply"), _DECLINE), "effect")


def _take_answer(state: State, frame: Frame, action: Action) -> None:
    pop(state)
    owner = frame.ctx["resolver"]
    if action.kind == "decline":
        state.say("{} declines", SeatRef(owner))
        return
    a = frame.args
    b: Board = state.board
    c = b.cubes[owner]
    for i, n in enumerate(a.vec):
        c[i] += n
    b.deniers[owner] += a.deniers
    state.say("{} takes {}", SeatRef(owner), _take_text(a))


# --- take_from_card --------------------------------------------------------------

class TakeFromCardArgs(Strict):
    pass


def _product(state: State, pos: int) -> int:
    card = state.defs.card(state.board.road[pos].card)
    for eff in card.on_build:
        name, args = op_of(eff)  # not getattr with a default: pydantic's slow path for a missing field
        if name == "stock_card":
            return CUBE_NAMES.index(args.cube)
    return FOOD


def _take_card_run(state: State, frame: Frame) -> None:
    b: Board = state.board
    pos = frame.ctx["source"]
    if b.road[pos].cubes <= 0:
        pop(state)
        state.say("No cube is left on {}", road_name(state, pos))
        return
    cube = cube_amount(_product(state, pos), 1)
    ask(state, frame.ctx["resolver"], Message("{}: take {} from the card?", (_card_title(state, frame), cube)),
        (Action("take", (), Message("Take {} from the card", (cube,)), f"road:{pos}"), _DECLINE), "effect")


def _take_card_answer(state: State, frame: Frame, action: Action) -> None:
    pop(state)
    owner, pos = frame.ctx["resolver"], frame.ctx["source"]
    if action.kind == "decline":
        state.say("{} declines", SeatRef(owner))
        return
    b: Board = state.board
    kind = _product(state, pos)
    b.road[pos] = b.road[pos]._replace(cubes=b.road[pos].cubes - 1)
    b.cubes[owner][kind] += 1
    state.say("{} takes {} from the card", SeatRef(owner), cube_amount(kind, 1))


# --- stock_card ---------------------------------------------------------------------

class StockCardArgs(Strict):
    cube: Literal["food", "wood", "stone"] = Field(description="the product put on the card")


def _stock_card_run(state: State, frame: Frame) -> None:
    pop(state)
    b: Board = state.board
    pos = frame.ctx["source"]
    n = state.defs.setup.small_production_stock[len(state.seats)]
    b.road[pos] = b.road[pos]._replace(cubes=n)
    state.say("Cubes put on {}: {}", road_name(state, pos), cube_amount(CUBE_NAMES.index(frame.args.cube), n))


# --- buy_cubes -------------------------------------------------------------------------

class BuyCubesArgs(Strict):
    most: int = Field(ge=1, description="at most this many cubes")
    price: int = Field(ge=0, description="deniers per cube")


def _buy_run(state: State, frame: Frame) -> None:
    b: Board = state.board
    owner = frame.ctx["resolver"]
    a = frame.args
    money = b.deniers[owner]
    options = []
    for n in range(1, a.most + 1):
        if n * a.price > money:
            break
        for combo in _combos(n):
            options.append(Action("buy", combo, Message("Buy {} for {}d", (describe_cubes(combo), n * a.price)),
                                  "supply"))
    if not options:
        pop(state)
        state.say("{} has no denier to buy a cube", SeatRef(owner))
        return
    options.append(_DECLINE)
    ask(state, owner, Message("{}: buy cubes ({}d each, gold excluded)?", (_card_title(state, frame), a.price)),
        options, "effect")


def _combos(n: int) -> list[tuple[int, int, int]]:
    out = []
    for f in range(n, -1, -1):
        for w in range(n - f, -1, -1):
            out.append((f, w, n - f - w))
    return out


def _buy_answer(state: State, frame: Frame, action: Action) -> None:
    pop(state)
    owner = frame.ctx["resolver"]
    if action.kind == "decline":
        state.say("{} declines", SeatRef(owner))
        return
    b: Board = state.board
    n = sum(action.args)
    b.deniers[owner] -= n * frame.args.price
    for i in range(3):
        b.cubes[owner][i] += action.args[i]
    state.say("{} buys {}", SeatRef(owner), describe_cubes(action.args))


# --- sell_cube --------------------------------------------------------------------------

class SellCubeArgs(Strict):
    price: int = Field(ge=0, description="deniers received")
    gold_allowed: bool = Field(True, description="gold may be sold (ruling 7.9)")


def _offer_own_cube(state: State, frame: Frame, kind: str, cubes: range, label, prompt: Message) -> bool:
    """Ask the owner which of its own cubes to give up (or to decline); ``label(i)`` says the
    action for cube ``i``. False (the frame popped) when it has none to give."""
    b: Board = state.board
    owner = frame.ctx["resolver"]
    options = [Action(kind, (CUBE_NAMES[i],), label(i), f"supply:{CUBE_NAMES[i]}")
               for i in cubes if b.cubes[owner][i] > 0]
    if not options:
        pop(state)
        return False
    options.append(_DECLINE)
    ask(state, owner, prompt, options, "effect")
    return True


def _give_up_cube(state: State, frame: Frame, action: Action) -> bool:
    """Pop the frame and remove the chosen cube; False when the owner declined."""
    pop(state)
    owner = frame.ctx["resolver"]
    if action.kind == "decline":
        state.say("{} declines", SeatRef(owner))
        return False
    state.board.cubes[owner][CUBE_NAMES.index(action.args[0])] -= 1
    return True


def _sell_run(state: State, frame: Frame) -> None:
    a = frame.args
    price = a.price
    if not _offer_own_cube(state, frame, "sell", range(4) if a.gold_allowed else range(3),
                           lambda i: Message("Sell {} for {}d", (cube_amount(i, 1), price)),
                           Message("{}: sell a cube for {}d?", (_card_title(state, frame), price))):
        state.say("{} has no cube to sell", SeatRef(frame.ctx["resolver"]))


def _sell_answer(state: State, frame: Frame, action: Action) -> None:
    if _give_up_cube(state, frame, action):
        owner = frame.ctx["resolver"]
        state.board.deniers[owner] += frame.args.price
        state.say("{} sells {} for {}", SeatRef(owner), cube_amount(CUBE_NAMES.index(action.args[0]), 1),
                  deniers(frame.args.price))


# --- swap_for_gold -----------------------------------------------------------------------

class SwapForGoldArgs(Strict):
    pass


def _swap_run(state: State, frame: Frame) -> None:
    if not _offer_own_cube(state, frame, "swap", range(3),
                           lambda i: Message("Swap {} for {}", (cube_amount(i, 1), cube_amount(GOLD, 1))),
                           Message("{}: swap a cube for gold?", (_card_title(state, frame),))):
        state.say("{} has no cube to swap for gold", SeatRef(frame.ctx["resolver"]))


def _swap_answer(state: State, frame: Frame, action: Action) -> None:
    if _give_up_cube(state, frame, action):
        owner = frame.ctx["resolver"]
        state.board.cubes[owner][GOLD] += 1
        state.say("{} swaps {} for {}", SeatRef(owner), cube_amount(CUBE_NAMES.index(action.args[0]), 1),
                  cube_amount(GOLD, 1))


# --- offer ------------------------------------------------------------------------------------

class Offer(Strict):
    deniers: int = Field(ge=0, description="price")
    gold: int = Field(0, ge=0)
    tokens: int = Field(0, ge=0, description="castle tokens from the best section left")


class OfferArgs(Strict):
    offers: tuple[Offer, ...] = Field(min_length=1)


def _offer_text(o: Offer) -> Message:
    what = []
    if o.gold:
        what.append(cube_amount(GOLD, o.gold))
    if o.tokens:
        what.append(Message("{} castle token", (o.tokens,), "{} castle tokens", 0))
    return Message("{} for {}d", (listed(what), o.deniers))


def _offer_run(state: State, frame: Frame) -> None:
    b: Board = state.board
    owner = frame.ctx["resolver"]
    money = b.deniers[owner]
    left = b.tokens_left()
    options = [Action("buy", (i,), Message("Buy {}", (_offer_text(o),)), "castle" if o.tokens else "supply:gold")
               for i, o in enumerate(frame.args.offers)
               if o.deniers <= money and o.tokens <= left]  # ruling 7.6: every token must exist
    if not options:
        pop(state)
        state.say("{} cannot afford {}", SeatRef(owner), CardRef(b.road[frame.ctx["source"]].card))
        return
    options.append(_DECLINE)
    ask(state, owner, Message("{}: buy?", (_card_title(state, frame),)), options, "effect")


def _offer_answer(state: State, frame: Frame, action: Action) -> None:
    pop(state)
    owner = frame.ctx["resolver"]
    if action.kind == "decline":
        state.say("{} declines", SeatRef(owner))
        return
    b: Board = state.board
    o = frame.args.offers[action.args[0]]
    b.deniers[owner] -= o.deniers
    b.cubes[owner][GOLD] += o.gold
    for sec in b.take_tokens(o.tokens):
        b.tokens[owner][sec] += 1
    state.say("{} buys {}", SeatRef(owner), _offer_text(o))


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
    if not payments(state.defs, b.cubes[owner], cost):
        pop(state)
        state.say("{} cannot pay for a residence", SeatRef(owner))
        return
    targets = flip_targets(state, owner, b.road[at].card)
    if not targets:
        pop(state)
        state.say("{} has no building to turn into a residence", SeatRef(owner))
        return
    options = [Action("flip", (i,), Message("Turn {} into a residence", (road_name(state, i),)), f"road:{i}")
               for i in targets]
    options.append(_DECLINE)
    ask(state, owner, Message("{}: turn one of your buildings into a residence?", (_card_title(state, frame),)),
        options, "effect")


def _flip_answer(state: State, frame: Frame, action: Action) -> None:
    pop(state)
    owner = frame.ctx["resolver"]
    if action.kind == "decline":
        state.say("{} declines", SeatRef(owner))
        return
    c = frame.args.cost
    push(state, "flip_card", None, resolver=owner, target=action.args[0])
    push(state, "pay", None, resolver=owner, **pay_ctx(c.vec + (0,)))


def flip_now(state: State, pos: int) -> None:
    b: Board = state.board
    r = b.road[pos]
    b.road[pos] = RoadCard(r.card, r.owner, True, None, 0)  # cubes left go back to the stock (7.7c)
    state.say("{}'s {} becomes a residence", SeatRef(r.owner), CardRef(r.card), scoring=True)


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

def _pay_run(state: State, frame: Frame) -> None:
    b: Board = state.board
    x = frame.ctx
    seat = x["resolver"]
    ways = payments(state.defs, b.cubes[seat], (x["f"], x["w"], x["s"], x["g"], x["a"]))
    if len(ways) == 1:
        pop(state)
        spend(b, seat, ways[0])
        state.say("{} pays {}", SeatRef(seat), describe_cubes(ways[0]))
        return
    if not ways:
        raise RuntimeError("a payment was started that the seat cannot afford")
    ask(state, seat, Message("Choose how to pay (gold stands for any cube)"), pay_actions(ways), "pay")


def _pay_answer(state: State, frame: Frame, action: Action) -> None:
    pop(state)
    seat = frame.ctx["resolver"]
    spend(state.board, seat, action.args)
    state.say("{} pays {}", SeatRef(seat), describe_cubes(action.args))


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
    "swap_for_gold": Op("swap_for_gold", _swap_run, _swap_answer, SwapForGoldArgs,
                        "Give one own non-gold cube, take one gold."),
    "offer": Op("offer", _offer_run, _offer_answer, OfferArgs,
                "Buy one of several offers (gold, castle tokens) for deniers."),
    "flip_to_residence": Op("flip_to_residence", _flip_run, _flip_answer, FlipToResidenceArgs,
                            "Pay cubes to turn one of the resolver's own road buildings to its Residence side."),
}

# procedures the flow and the effects push themselves (no YAML form)
PAY_OPS = {
    "pay": Op("pay", _pay_run, _pay_answer, None, "Magna Carta: choose how to pay a cube cost (gold as joker)."),
    "flip_card": Op("flip_card", _flip_card_run, None, None,
                    "Magna Carta: turn a road card to its Residence side, after phase 4 if it holds a worker."),
}

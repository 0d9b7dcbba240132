"""Construction and conversion: ``build`` (Carpenter, Mason, Architect, favour row d) and ``convert`` (Lawyer).

A wood or stone tile goes on the first free road space; a prestige tile replaces
one of the builder's residences. The builder's house marks it, its prestige and
favours are scored at once. The Lawyer turns a neutral tile or one of the
user's own wood/stone tiles (never a Lawyer) into a residence; a target with a
worker on it is paid for now and converted at the end of Phase 5.
"""
from __future__ import annotations

from typing import Literal

from pydantic import Field

from caylus_desktop.engine.actions import Action
from caylus_desktop.engine.interpreter import ask, pop
from caylus_desktop.engine.messages import Message
from caylus_desktop.engine.ops import Op, Strict
from caylus_desktop.engine.ops.resources import empty
from caylus_desktop.engine.state import Frame, State, card_ref, seat_ref
from caylus_desktop.games.caylus.board import Board
from caylus_desktop.games.caylus.bundles import Cubes, Pay, describe
from caylus_desktop.games.caylus.context import construction_of
from caylus_desktop.games.caylus.figures import Figures
from caylus_desktop.games.caylus.resources import can_pay, pay_fixed, push_favours, wildcard_answer, wildcard_step


def residences(state: State, seat: int) -> list[int]:
    b: Board = state.board
    rid = state.defs.residence.building
    return [k for k in range(1, len(b.tile)) if b.tile[k] == rid and b.owner[k] == seat]


# --- build ---------------------------------------------------------------------

class BuildArgs(Strict):
    category: Literal["wood", "stone", "prestige"] = Field(description="which tiles of the supply may be built")
    discount: Cubes = empty(Cubes, "cubes of the cost not paid (favour row d)")


BUILD_PROMPTS = {"wood": Message("Build a wood building?"), "stone": Message("Build a stone building?"),
                 "prestige": Message("Build a prestige building?")}


def buildable(state: State, seat: int, args: BuildArgs) -> list[str]:
    b: Board = state.board
    defs = state.defs
    if args.category == "prestige":
        if not residences(state, seat):
            return []
    elif not b.first_free_space():
        return []  # RULING: no free road space, no construction
    less = args.discount.vec
    supply = b.supply
    cache = state.cache
    tiles = _of_category(defs, cache, args.category, supply)
    # which of them the seat can pay, remembered per purse (every tile's price checked again at
    # each build was most of a build decision); deniers beyond the dearest tile's change nothing
    money = b.money[seat]
    key = ("affordable", tiles, less, min(money, _most_money(defs, cache, tiles)), *b.cubes[seat])
    affordable = cache.get(key)
    if affordable is None:
        building = state.cache[Figures].tiles
        affordable = cache[key] = tuple(tid for tid in tiles if can_pay(b, seat, building[tid].cost, less))
    return [tid for tid in affordable if supply[tid] > 0]


def _of_category(defs, cache: dict, category: str, supply: dict) -> tuple[str, ...]:
    """The supply's tiles of ``category``, in the supply's order (remembered in ``cache``, the rules
    object's: looking each tile's category up again at every build cost more than the rest of it)."""
    key = ("supply", category, *supply)
    hit = cache.get(key)
    if hit is None:
        hit = cache[key] = tuple(tid for tid in supply if defs.building(tid).category == category)
    return hit


def _most_money(defs, cache: dict, tiles: tuple[str, ...]) -> int:
    """The most deniers any of ``tiles`` costs (remembered in ``cache``, as ``_of_category``)."""
    key = ("most money", tiles)
    hit = cache.get(key)
    if hit is None:
        hit = cache[key] = max((defs.building(tid).cost.money for tid in tiles), default=0)
    return hit


def _build_run(state: State, frame: Frame) -> None:
    ctx = frame.ctx
    seat = ctx["resolver"]
    tid = ctx.get("tile")
    defs = state.defs
    if tid is None:
        tiles = buildable(state, seat, frame.args)
        if not tiles:
            pop(state)
            return
        cache = state.cache  # built once per rules object: the labels come from the rules
        options = []
        for t in tiles:
            a = cache.get(("build", t))
            if a is None:
                d = defs.building(t)
                a = cache["build", t] = Action("build", (t,), Message("Build the {} ({}, {} VP)",
                                                                      (card_ref(t), describe(d.cost), d.vp)),
                                               f"supply:{t}")
            options.append(a)
        source = ctx.get("source")  # the skip names the building the worker stands on: made once for each
        skip = cache.get(("skip", source))
        if skip is None:
            skip = cache["skip", source] = Action("skip", (), Message("Build nothing"), source)
        options.append(skip)
        category = frame.args.category
        ask(state, seat, BUILD_PROMPTS[category], options, "build", construction_of(category))
        return
    if wildcard_step(state, frame):
        return
    if frame.args.category == "prestige":
        homes = residences(state, seat)
        if len(homes) > 1:
            ask(state, seat, Message("Build the {} on which residence?", (card_ref(tid),)),
                [Action("on", (k,), Message("On the residence at road {}", (k,)), f"road:{k}") for k in homes],
                "build_site")
            return
        _place(state, seat, tid, homes[0])
        return
    _place(state, seat, tid, state.board.first_free_space())


def _build_answer(state: State, frame: Frame, action: Action) -> None:
    if frame.ctx.get("paying"):
        wildcard_answer(state, frame, action)
        return
    seat = frame.ctx["resolver"]
    if action.kind == "skip":
        pop(state)
        return
    if action.kind == "on":
        _place(state, seat, frame.ctx["tile"], action.args[0])
        return
    tid = action.args[0]
    cost: Pay = state.defs.building(tid).cost
    pay_fixed(state.board, seat, cost, frame.args.discount.vec)
    frame.ctx["tile"] = tid
    frame.ctx["owe_any"] = cost.any


def _place(state: State, seat: int, tid: str, space: int) -> None:
    pop(state)
    b: Board = state.board
    d = state.defs.building(tid)
    b.supply[tid] -= 1
    b.tile[space] = tid
    b.owner[space] = seat
    b.add_vp(seat, d.vp, "buildings")
    state.say("{} builds the {} on road space {} (+{} VP)", seat_ref(seat), card_ref(tid), space, d.vp, scoring=True)
    push_favours(state, seat, d.favours)


# --- convert -------------------------------------------------------------------

class ConvertArgs(Strict):
    discount: Pay = empty(Pay, "part of the conversion cost not paid (favour row d: 1 denier)")


def convertible(state: State, seat: int) -> list[int]:
    b: Board = state.board
    defs = state.defs
    pending = {k for k, _ in b.pending_convert}
    out = []
    for k in range(1, len(b.tile)):
        tid = b.tile[k]
        if tid is None or k in pending:
            continue
        d = defs.building(tid)
        if not d.convertible:
            continue
        if d.category == "neutral" or (d.category in ("wood", "stone") and b.owner[k] == seat):
            out.append(k)
    return out


def _convert_run(state: State, frame: Frame) -> None:
    seat = frame.ctx["resolver"]
    b: Board = state.board
    cost = state.defs.residence.conversion_cost
    disc = frame.args.discount
    if not can_pay(b, seat, cost, disc.vec, disc.money):
        pop(state)
        return
    targets = convertible(state, seat)
    if not targets:
        pop(state)
        return
    options = [Action("convert", (k,), Message("Turn the {} (road {}) into a residence", (card_ref(b.tile[k]), k)),
                      f"road:{k}") for k in targets]
    options.append(Action("skip", (), Message("Convert nothing"), frame.ctx.get("source")))
    ask(state, seat, Message("Convert a building into a residence?"), options, "convert")


def _convert_answer(state: State, frame: Frame, action: Action) -> None:
    pop(state)
    if action.kind == "skip":
        return
    seat = frame.ctx["resolver"]
    b: Board = state.board
    disc = frame.args.discount
    pay_fixed(b, seat, state.defs.residence.conversion_cost, disc.vec, disc.money)
    space = action.args[0]
    if b.worker[space] >= 0:
        b.pending_convert.append((space, seat))
        state.say("{} pays to convert the {} on road space {}: done at the end of the phase",
                  seat_ref(seat), card_ref(b.tile[space]), space)
        return
    convert_now(state, space, seat)


def convert_now(state: State, space: int, seat: int) -> None:
    b: Board = state.board
    defs = state.defs
    old = b.tile[space]
    if defs.building(old).category == "neutral":
        b.removed.append(old)
    else:
        b.supply[old] += 1
    rid = defs.residence.building
    b.tile[space] = rid
    b.owner[space] = seat
    vp = defs.building(rid).vp
    b.add_vp(seat, vp, "residences")
    state.say("{} turns the {} on road space {} into a residence (+{} VP)", seat_ref(seat), card_ref(old), space, vp,
              scoring=True)


CONSTRUCTION_OPS = {
    "build": Op("build", _build_run, _build_answer, BuildArgs,
                "Build a tile of a category from the supply: pay its cost, place it, score its VP and favours."),
    "convert": Op("convert", _convert_run, _convert_answer, ConvertArgs,
                  "Turn a neutral tile or one of one's own wood/stone tiles into a residence."),
}

"""Royal favours: choose a row, advance its marker if allowed, take one cell up to it.

Several favours in one phase must go to different rows (``Board.favour_used``);
a favour with no row left is lost. With the light-favour variant each favour is
simply worth ``favours.light_favour_vp`` prestige.
"""
from __future__ import annotations

from typing import Any, Mapping

from pydantic import Field

from caylus_desktop.engine.actions import Action
from caylus_desktop.engine.interpreter import ask, pop, push_effects
from caylus_desktop.engine.messages import Message
from caylus_desktop.engine.ops import Op, Strict
from caylus_desktop.engine.ops.choice import Repeat
from caylus_desktop.engine.state import Frame, State, card_ref, seat_ref
from caylus_desktop.games.caylus.board import Board
from caylus_desktop.games.caylus.words import amount


def light(options: Mapping[str, Any]) -> bool:
    """Whether the match's ``options`` make favours only points (light favours, or the introductory game)."""
    return bool(options.get("light_favour") or options.get("intro"))


def opened_by(defs, column: int):
    """The castle section whose scoring opens this favour column, or None if it is open from the start."""
    if column <= defs.favours.open_columns:
        return None
    return next((sec for sec in defs.castle.sections if sec.favour_columns_after >= column), None)


class FavourArgs(Strict):
    count: int = Field(1, ge=1, description="how many favours")


def _repeat(frame: Frame) -> Repeat:
    """One row decision per favour, counted down by the frame's ``left``."""
    return Repeat(frame.args.count if frame.args else 1)


def _favour_run(state: State, frame: Frame) -> None:
    b: Board = state.board
    ctx = frame.ctx
    seat = ctx["resolver"]
    left = _repeat(frame).left(ctx)
    rows = state.defs.favours.rows
    if ctx.get("row", -1) >= 0:
        r = ctx["row"]
        row = rows[r]
        col = b.favour[seat][r]
        ask(state, seat, Message("{} row: choose an effect", (card_ref(row.id),)),
            [Action("cell", (c,), Message("{}", (card_ref(f"{row.id}:{c}"),)), f"favour:{row.id}:{c}")
             for c in range(1, col + 1)],
            "favour_cell")
        return
    if left <= 0:
        pop(state)
        return
    if light(state.options):
        pop(state)
        vp = state.defs.favours.light_favour_vp * left
        b.add_vp(seat, vp, "favours")
        state.say("{} gains {} VP for {}", seat_ref(seat), vp, amount("favour", left), scoring=True)
        return
    used = b.favour_used[seat]
    options = []
    made = state.cache  # each row's action made once per rules object for each move it says
    for r, row in enumerate(rows):
        if used & (1 << r):
            continue
        col = b.favour[seat][r]
        to = col + 1 if col < b.favour_cols else col
        a = made.get(("favour row", r, col, to))
        if a is None:
            label = (Message("{} row (advance to column {})", (card_ref(row.id), to)) if to > col
                     else Message("{} row (stay in column {})", (card_ref(row.id), col)))
            a = made["favour row", r, col, to] = Action("row", (r,), label, f"favour:{row.id}:{to}")
        options.append(a)
    if not options:
        pop(state)
        state.say("{} loses a royal favour: every row was used this phase", seat_ref(seat))
        return
    ask(state, seat, _CHOOSE_ROW, options, "favour_row")


_CHOOSE_ROW = Message("Royal favour: choose a row")


def _favour_answer(state: State, frame: Frame, action: Action) -> None:
    b: Board = state.board
    ctx = frame.ctx
    seat = ctx["resolver"]
    rows = state.defs.favours.rows
    left = _repeat(frame).left(ctx)
    if action.kind == "row":
        r = action.args[0]
        b.favour_used[seat] |= 1 << r
        marks = b.favour[seat]
        if marks[r] < b.favour_cols:
            marks[r] += 1
        state.say("{} takes a royal favour in the {} row (column {})", seat_ref(seat), card_ref(rows[r].id), marks[r])
        ctx["left"] = left - 1
        if marks[r] == 1:
            ctx["row"] = -1
            _cell(state, seat, r, 1)
        else:
            ctx["row"] = r
        return
    r = ctx["row"]
    ctx["row"] = -1
    _cell(state, seat, r, action.args[0])


def _cell(state: State, seat: int, r: int, col: int) -> None:
    row = state.defs.favours.rows[r]
    push_effects(state, row.cells[col - 1].effects, resolver=seat, src="favours", source=f"favour:{row.id}:{col}")


FAVOUR_OPS = {
    "favour": Op("favour", _favour_run, _favour_answer, FavourArgs,
                 "Receive royal favours: for each, choose an unused row, advance, take one cell up to the marker."),
}

"""Phase 3's own procedures (Gate, Stables, Inn) and the provost's move (Guild, Phase 4)."""
from __future__ import annotations

from pydantic import Field

from caylus_desktop.engine.actions import Action
from caylus_desktop.engine.interpreter import ask, pop
from caylus_desktop.engine.messages import Message
from caylus_desktop.engine.ops import Op, Strict
from caylus_desktop.engine.ops.choice import optional
from caylus_desktop.engine.ops.track import Track, move_options, on_track, price_of
from caylus_desktop.engine.state import Frame, State, seat_ref
from caylus_desktop.games.caylus.board import Board
from caylus_desktop.games.caylus.context import provost_step
from caylus_desktop.games.caylus.placement import place, spots
from caylus_desktop.games.caylus.words import seat_list


class NoArgs(Strict):
    pass


# --- gate ----------------------------------------------------------------------
# The flow has already taken the worker off the Gate (it is at home): the move is
# a free placement anywhere unoccupied, or nothing.

def _gate_run(state: State, frame: Frame) -> None:
    seat = frame.ctx["resolver"]
    options, prices = spots(state, seat, free=True, from_gate=True)
    ask(state, seat, _GATE, optional(options, _RECALL), "gate", prices)


# the prompts and actions that depend on nothing: made once, not at each decision (an Action and a
# Message are Python-level constructions, several a decision where they were made each time)
_GATE = Message("Gate: move your worker for free")
_RECALL = Action("recall", (), Message("Take the worker back"), "special:gate")


def _gate_answer(state: State, frame: Frame, action: Action) -> None:
    pop(state)
    seat = frame.ctx["resolver"]
    if action.kind == "recall":
        state.say("{} takes the worker back from the Gate", seat_ref(seat))
        return
    place(state, seat, action.args, free=True)


# --- stables -------------------------------------------------------------------

def _stables_run(state: State, frame: Frame) -> None:
    pop(state)
    b: Board = state.board
    if not b.stables:
        return
    first = b.stables[:]
    b.order = first + [s for s in b.order if s not in first]
    for s in first:
        b.workers[s] += 1
    b.stables = []
    state.say("Stables: the turn order is now {}", seat_list(b.order))


# --- inn -----------------------------------------------------------------------

def _inn_run(state: State, frame: Frame) -> None:
    b: Board = state.board
    if b.inn_left >= 0:
        pop(state)
        if b.inn_right >= 0:
            b.workers[b.inn_right] += 1
            state.say("{}'s worker is expelled from the Inn", seat_ref(b.inn_right))
        b.inn_right = b.inn_left
        b.inn_left = -1
        state.say("{} moves into the Inn's right slot", seat_ref(b.inn_right))
        return
    if b.inn_right < 0:
        pop(state)
        return
    ask(state, b.inn_right, _INN, _KEEP_OR_LEAVE, "inn")


_INN = Message("Inn: keep your worker there for the next round?")
_KEEP_OR_LEAVE = optional([Action("keep", (), Message("Keep the worker in the Inn"), "special:inn:right")],
                          Action("leave", (), Message("Take the worker back"), "special:inn:right"))


def _inn_answer(state: State, frame: Frame, action: Action) -> None:
    pop(state)
    b: Board = state.board
    if action.kind == "leave":
        seat = b.inn_right
        b.workers[seat] += 1
        b.inn_right = -1
        state.say("{} takes the worker back from the Inn", seat_ref(seat))


# --- move_provost ----------------------------------------------------------------

class MoveProvostArgs(Strict):
    max: int = Field(3, ge=1, description="at most this many spaces forward or back")
    cost_per_space: int = Field(0, ge=0, description="deniers per space moved")


def _provost_track(b: Board) -> Track:
    return on_track(("provost", b.provost, 1, len(b.tile) - 1))


def _target(by: int, to: int) -> str:
    return f"provost:{by:+d}"


def _road(k: int) -> Message:
    return Message("road {}", (k,))


def _provost_run(state: State, frame: Frame) -> None:
    b: Board = state.board
    seat = frame.ctx["resolver"]
    args: MoveProvostArgs = frame.args
    options = move_options(_provost_track(b), args.max, args.cost_per_space, b.money[seat],
                           kind="provost", stay_target="provost:0", target=_target, place=_road,
                           cache=state.cache)  # the same few moves recur all game
    if not options:
        pop(state)
        return
    ask(state, seat, _MOVE_PROVOST, options, "provost", provost_step(args.cost_per_space))


_MOVE_PROVOST = Message("Move the provost?")  # made once: asked at every provost decision


def _provost_answer(state: State, frame: Frame, action: Action) -> None:
    pop(state)
    d = action.args[0]
    if not d:
        return
    b: Board = state.board
    seat = frame.ctx["resolver"]
    b.money[seat] -= price_of(d, frame.args.cost_per_space)
    b.provost += d
    state.say("{} moves the provost to road space {}", seat_ref(seat), b.provost)


SPECIAL_OPS = {
    "gate": Op("gate", _gate_run, _gate_answer, NoArgs,
               "Gate: move the worker for free to any unoccupied space, or take it back."),
    "stables": Op("stables", _stables_run, None, NoArgs,
                  "Stables: the workers' slots become the first places of the turn order."),
    "inn": Op("inn", _inn_run, _inn_answer, NoArgs,
              "Inn: the left-slot worker moves right, expelling the right one; else its owner may leave."),
    "move_provost": Op("move_provost", _provost_run, _provost_answer, MoveProvostArgs,
                       "Move the provost up to `max` spaces forward or back, within the road, paying per space."),
}

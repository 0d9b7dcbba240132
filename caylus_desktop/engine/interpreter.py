"""The effect machine: an explicit stack of plain-data frames.

Running pops nothing by itself: it calls the operation on top of the stack
until one asks a decision or the stack is empty (the match is over). Because
the stack is data, a match can be copied or saved in the middle of any effect.
"""
from __future__ import annotations

from typing import Any, Mapping

from caylus_desktop.engine.actions import Action, ask  # ask: re-exported, the operations' way to ask a decision
from caylus_desktop.engine.ops import Op, op_of
from caylus_desktop.engine.state import Frame, State

_MAX_STEPS = 100_000  # a loop that never asks nor ends is a bug in the rules; say so


def push(state: State, op: str, args: Any = None, **ctx: Any) -> None:
    state.stack.append(Frame(op, args, ctx))


def push_effects(state: State, effects: tuple, **ctx: Any) -> None:
    """Push a YAML effect list (a tuple of the rules) so that its first operation runs first."""
    # each effect's (operation, arguments), last first, remembered with the rules object (the
    # list is kept in the entry so that its id is not reused while the entry lives): reading
    # them off the effects is a pydantic model's slow attribute read each
    made = state.cache["effects"]
    hit = made.get(id(effects))
    if hit is None or hit[0] is not effects:
        if len(made) > 20_000:
            made.clear()
        hit = made[id(effects)] = (effects, tuple(op_of(effect) for effect in reversed(effects)))
    stack = state.stack
    for op, args in hit[1]:
        stack.append(Frame(op, args, ctx))
        ctx = ctx.copy()  # each frame's context its own (an operation may write it in place)


def pop(state: State) -> Frame:
    return state.stack.pop()


def update(state: State, **changes: Any) -> None:
    """Replace the top frame with one whose context has these changes."""
    f = state.stack[-1]
    state.stack[-1] = Frame(f.op, f.args, {**f.ctx, **changes})


def run(state: State, ops: Mapping[str, Op]) -> None:
    stack = state.stack
    steps = 0
    while state.pending is None and stack:
        frame = stack[-1]
        ops[frame.op].run(state, frame)
        steps += 1
        if steps > _MAX_STEPS:
            raise RuntimeError(f"the interpreter ran {_MAX_STEPS} steps without a decision (top: {frame.op})")


def answer(state: State, ops: Mapping[str, Op], action: Action) -> None:
    frame = state.stack[-1]
    state.pending = None
    handler = ops[frame.op].answer
    if handler is None:
        raise RuntimeError(f"operation {frame.op!r} asked a decision but takes no answer")
    handler(state, frame, action)
    if state.pending is None:  # an answer may go on to its next decision itself (Caylus's placements)
        run(state, ops)

"""The effect vocabulary: what an operation is, and how YAML effect lists are typed.

A game's operation table maps names to ``Op``s. Ops with an ``args`` model may
appear in the YAML effect lists (as a one-key mapping, ``{flip: {to: up}}``);
ops without one are procedures the game's flow pushes itself.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Annotated, Any, Callable, Mapping, Union

from pydantic import BaseModel, ConfigDict, Discriminator, Tag, create_model

from caylus_desktop.engine.actions import Action
from caylus_desktop.engine.state import Frame, State

RunFn = Callable[[State, Frame], None]
AnswerFn = Callable[[State, Frame, Action], None]


@dataclass(frozen=True)
class Op:
    """An operation: ``run`` advances it, ``answer`` receives the choice it asked for.

    ``run`` must make progress every call: pop or replace its frame, push
    others, or ask a decision (``interpreter.ask``).
    """

    name: str
    run: RunFn
    answer: AnswerFn | None = None
    args: type[BaseModel] | None = None
    doc: str = ""


class Strict(BaseModel):
    """Base of every rules model: unknown fields are refused, values frozen."""

    model_config = ConfigDict(extra="forbid", frozen=True)


def _op_name(value: Any) -> str | None:
    if isinstance(value, dict):
        return next(iter(value)) if len(value) == 1 else None
    if isinstance(value, BaseModel):
        return next(iter(type(value).model_fields))
    return None


def effect_type(ops: Mapping[str, Op]) -> Any:
    """The pydantic type of one effect entry: a union tagged by the op's name."""
    members = []
    for name, op in ops.items():
        if op.args is None:
            continue
        wrapper = create_model(
            f"Op_{name}",
            __base__=Strict,
            **{name: (op.args, ...)},
        )
        members.append(Annotated[wrapper, Tag(name)])
    if not members:
        raise ValueError("a game needs at least one YAML operation to have effects")
    return Annotated[
        Union[tuple(members)],  # type: ignore[valid-type]
        Discriminator(_op_name),
    ]


def op_of(effect: BaseModel) -> tuple[str, Any]:
    """(name, args) of a validated effect entry.

    Read from the entry's own field dict, which holds its one field: pydantic's class-level
    ``model_fields`` is a slow descriptor, and effects are pushed at every step of a search.
    """
    ((name, args),) = effect.__dict__.items()
    return name, args

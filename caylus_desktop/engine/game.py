"""What a game supplies to the engine."""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Callable, Mapping

from pydantic import BaseModel

from caylus_desktop.engine.ops import Op
from caylus_desktop.engine.state import Frame, State, plain_frame
from caylus_desktop.engine.view import Observation


@dataclass(frozen=True)
class GameSpec:
    id: str
    rules_file: str
    rules_model: type[BaseModel]
    ops: Mapping[str, Op]
    # fills state.board and pushes the first frames; may use state.rng
    setup: Callable[[State], None]
    # what one seat can see: the game's typed view (engine/view.py)
    observe: Callable[[State, int], Observation]
    # {"scores", "winners", "breakdown", "final"}
    result: Callable[[State], dict]
    # descriptions of broken invariants (empty when all hold)
    invariants: Callable[[State], list[str]]
    # a card or building id's name in a language: (defs, id, lang) -> text
    card_name: Callable[[Any, str, str], str]
    # A world consistent with what `seat` knows: given a copy of the state, re-deal
    # every card the seat cannot know, using only the Rng. It must depend on the
    # hidden cards only through their multiset (collect them, sort, shuffle, deal),
    # so that two matches differing only in hidden cards give the same worlds.
    # Perfect-information games return the copy unchanged.
    determinize: Callable[[State, int, Any], State]
    # Whether `seat` can be unsure of nothing from here on: no card it cannot see and no
    # chance still to come, so every world determinize gives plays out as the match itself
    # (the bots then sample one world). None: the game may always hide something.
    certain: Callable[[State, int], bool] | None = None
    # Every decision kind the game's operations can ask and its phases in order (the
    # teaching guide needs a text for each: see engine/teach.py).
    decision_kinds: frozenset[str] = frozenset()
    phases: tuple[str, ...] = ()
    # Why `seat` cannot act on `target` now, in a short English phrase ("needs 1 cloth",
    # "a worker is already there"), or None when the game has nothing specific to say.
    # Only asked for targets no legal action of the pending decision names.
    why_not: Callable[[State, int, str], str | None] | None = None
    # For check-rules' random play (caylus_desktop/tools/playcheck.py): the rules file's lists whose
    # every entry some game must reach, by field name ("buildings"), and the entries an offered
    # action stands for without naming them ("place on road:7": the building there now). An
    # entry named by an action's target or argument, or whose effect runs, needs no help.
    reachable: tuple[str, ...] = ()
    offered_entries: Callable[[State, Any], tuple[str, ...]] | None = None
    # Whether any seat holds something another cannot see (a hand, a face-down card, a
    # pile's order). Then every decision of another seat may reveal it (a bot that lets an
    # attack through has no defence card), so undo never crosses one; in a game without
    # hidden information undo may also take back the bots' moves since.
    hidden_information: bool = True
    # An observation of a seat with what only that seat knows taken out (its hand as a count,
    # the face-down cards it knows as unknown): what anyone at the table may see, for the
    # hotseat screen while its person has not asked to see their hand. None: nothing to take out.
    veil: Callable[[Observation], Observation] | None = None
    # Decision kinds whose every option may name what only the deciding seat knows (a face-down
    # piece it placed): the hotseat screen hands over before them. In the other kinds only the
    # options on a card of the hand (target "hand:...") are private.
    private_kinds: frozenset[str] = frozenset()
    # A frame's context as the code of save format 1 wrote it: a version-1 save proves itself
    # by a hash of the whole state, frames included, so its check writes each context key
    # renamed since under the old name (engine/save.py). None: no key was renamed.
    v1_context: Callable[[Frame], dict] | None = None
    # The same for operations renamed since format 1, by their new name: the old name and the
    # fields of their YAML arguments renamed since ({new field: old field}, at any depth).
    v1_ops: Mapping[str, tuple[str, Mapping[str, str]]] = field(default_factory=dict)

    def v1_frame(self, frame: Frame) -> list:
        """A frame as save format 1 wrote it: operation, arguments and context under the names of then."""
        op, args, ctx = plain_frame(frame)
        if self.v1_context is not None:
            ctx = self.v1_context(frame)
        renamed = self.v1_ops.get(op)
        if renamed is not None:
            op, fields = renamed
            args = _renamed_fields(args, fields)
        return [op, args, ctx]


def _renamed_fields(value: Any, fields: Mapping[str, str]) -> Any:
    if isinstance(value, dict):
        return {fields.get(k, k): _renamed_fields(v, fields) for k, v in value.items()}
    if isinstance(value, list):
        return [_renamed_fields(v, fields) for v in value]
    return value


def renamed_context(renames: Mapping[str, str],
                    by_op: Mapping[str, Mapping[str, str]] | None = None) -> Callable[[Frame], dict]:
    """A ``GameSpec.v1_context``: a frame's context with the keys of ``renames`` (new name ->
    name in save format 1) written under their old names; ``by_op`` gives an operation's
    frames their own renames instead (a flow procedure named its seat otherwise)."""
    by_op = by_op or {}

    def v1_context(frame: Frame) -> dict:
        names = by_op.get(frame.op, renames)
        return {names.get(k, k): v for k, v in frame.ctx.items()}

    return v1_context

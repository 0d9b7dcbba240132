"""The language every client speaks: a Decision offers Actions."""
from __future__ import annotations

import reprlib
from dataclasses import dataclass, field
from functools import partial
from typing import Any, Iterable, NamedTuple

MAX_TEXT = 100          # characters in a saved action's kind or text argument
MAX_ARG_NUMBER = 10**6  # size of a saved action's number argument
MAX_ARGS = 20


# how edited data is quoted in an error line: a short excerpt, however large the data
_SHORT = reprlib.Repr()
_SHORT.maxstring = _SHORT.maxother = _SHORT.maxlong = 40
_SHORT.maxlist = _SHORT.maxdict = 4
_SHORT.maxlevel = 3


def excerpt(value: Any) -> str:
    """``repr(value)`` cut short, for an error line that may quote an edited save."""
    return _SHORT.repr(value)


@dataclass(frozen=True, slots=True)
class Action:
    """One legal choice. Equality and hashing use only ``kind`` and ``args``.

    ``args`` holds only ints and strings so an action survives a JSON round
    trip. ``label`` is for people; ``target`` names the thing on the table the
    action belongs to (``"gallery:1:0"``, ``"hand:trebuchet"``) so the UI can
    make it clickable there.
    """

    kind: str
    args: tuple = ()
    label: str = field(default="", compare=False)
    target: str | None = field(default=None, compare=False)

    def __init__(self, kind: str, args: tuple = (), label: str = "", target: str | None = None) -> None:
        # the slots' own setters: a third faster than the frozen dataclass's object.__setattr__
        # (actions are made at every decision)
        _set_kind(self, kind)
        _set_args(self, args)
        _set_label(self, label)
        _set_target(self, target)

    @property
    def key(self) -> tuple:
        return (self.kind, self.args)

    def to_json(self) -> list:
        return [self.kind, list(self.args)]

    @staticmethod
    def key_from_json(data: Any) -> tuple:
        """The (kind, args) key of a saved action; ValueError (quoting a short excerpt) when malformed.

        The bounds are far above any action the games offer (kinds of a few letters,
        ids of at most 15, numbers below 100) so an edited save cannot make a replay
        compare megabytes.
        """
        def fits(a: Any) -> bool:
            if isinstance(a, bool):
                return False
            return (isinstance(a, int) and abs(a) <= MAX_ARG_NUMBER) or (isinstance(a, str) and len(a) <= MAX_TEXT)

        if (not isinstance(data, list) or len(data) != 2 or not isinstance(data[0], str) or len(data[0]) > MAX_TEXT
                or not isinstance(data[1], list) or len(data[1]) > MAX_ARGS or not all(fits(a) for a in data[1])):
            raise ValueError(f"malformed action {excerpt(data)}")
        return (data[0], tuple(data[1]))


class Decision(NamedTuple):
    """Who chooses, what is asked, and every legal action.

    ``kind`` names the kind of decision (``"play_card"``, ``"target"``) for
    the teaching guide and the bots; ``prompt`` is the sentence shown to people.
    ``context`` is what the game that asks says of the decision beyond its options, as a small
    typed value of that game's (the price of a provost step, the kind of building a construction
    allows): the games' ``queries`` read it there, never in the interpreter's frames. None when
    the decision needs no more. It is no part of the position (``State.position``): the game
    makes it again from the board and frames whenever it asks.

    A named tuple, not a dataclass: one is made at every step, and ``ask`` makes it in one C
    call (``_decision``); like a frozen dataclass it cannot be changed (``_replace`` gives an
    edited copy).
    """

    seat: int
    prompt: Any
    options: tuple[Action, ...]
    kind: str = ""
    context: Any = None

    def find(self, key: tuple) -> Action | None:
        for a in self.options:
            if a.kind == key[0] and a.args == key[1]:
                return a
        return None


# Decision((seat, prompt, options, kind, context)) without the named tuple's Python-level __new__
_decision = partial(tuple.__new__, Decision)


_set_kind, _set_args, _set_label, _set_target = (Action.kind.__set__, Action.args.__set__,
                                                Action.label.__set__, Action.target.__set__)


class IllegalAction(Exception):
    """The action is not among the legal ones; the match was not changed. A replay says which
    action of its list it was: ``at`` (from 1) and ``action`` (its kind and arguments, written short)."""

    def __init__(self, reason: str, at: int = 0, action: str = "") -> None:
        super().__init__(reason)
        self.at, self.action = at, action


def ask(state: Any, seat: int, prompt: Any, options: Iterable[Action], kind: str, context: Any = None) -> None:
    """Make ``seat``'s decision the state's pending one (here, beside ``Decision``, so that the
    interpreter and the shared operations of ``engine.ops`` ask alike without importing each other)."""
    opts = tuple(options)
    if not opts:
        raise RuntimeError(f"decision {kind!r} for seat {seat} has no options")
    state.pending = _decision((seat, prompt, opts, kind, context))

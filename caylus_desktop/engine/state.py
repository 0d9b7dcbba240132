"""The match state: plain data, cheap to copy, hashable by content."""
from __future__ import annotations

import hashlib
import json
from dataclasses import dataclass
from typing import Any

from caylus_desktop.engine.actions import Decision
from caylus_desktop.engine.rng import Rng
from caylus_desktop.engine.rules_cache import rules_cache


@dataclass(frozen=True, slots=True)
class SeatSpec:
    """Who sits at a seat: a name, and a bot level or None for a person."""

    name: str
    bot: str | None = None

    def to_json(self) -> dict:
        return {"name": self.name, "bot": self.bot}


MAX_NAME_LENGTH = 16  # what the menu's name field takes and the tables have room for


def name_problem(name: Any) -> str | None:
    """Why ``name`` cannot be a seat's name, or None. A name is shown, saved and hashed as UTF-8."""
    if not isinstance(name, str):
        return "a name must be text"
    if not name.strip():
        return "the name is empty"
    if len(name) > MAX_NAME_LENGTH:
        return f"the name is longer than {MAX_NAME_LENGTH} characters"
    if not name.isprintable():  # control characters, line breaks, lone surrogates
        return "the name holds a character that cannot be shown"
    return None


class Frame:
    """One entry of the interpreter's stack.

    ``op`` names an operation of the game's vocabulary, ``args`` are its YAML
    arguments (shared, immutable definitions) and ``ctx`` is a small dict of
    ints and strings, the frame's own (no other frame holds it). An operation
    advances by replacing its frame (``interpreter.update``) or, where it is run
    at almost every step (Caylus's turn), by writing its own frame's context in
    place; so a copy of the state copies each frame and its context
    (``State.copy``).

    A class with slots, not a named tuple: every step reads a frame's fields several times,
    and the interpreter reads a slot in a few instructions where a named tuple's field (or
    index: a tuple subclass is not a tuple to the interpreter's fast paths) takes a lookup
    through the type (docs/notes/benchmarks-history.md, "Engine speed, third pass").
    """

    __slots__ = ("op", "args", "ctx")

    def __init__(self, op: str, args: Any, ctx: dict) -> None:
        self.op = op
        self.args = args
        self.ctx = ctx

    def __eq__(self, other: object) -> bool:
        if type(other) is not Frame:
            return NotImplemented
        return (self.op, self.args, self.ctx) == (other.op, other.args, other.ctx)

    __hash__ = None  # type: ignore[assignment]  # its context is a dict

    def __repr__(self) -> str:
        return f"Frame(op={self.op!r}, args={self.args!r}, ctx={self.ctx!r})"


class SeatRef(int):
    """A seat number inside a log entry, shown as the seat's name."""


class CardRef(str):
    """A card or building id inside a log entry, shown as its name."""


# The games' log names a seat or a card at almost every event: ``seat_ref`` and ``card_ref`` give
# the one SeatRef / CardRef of each seat number and id, made once and shared (they are immutable),
# instead of a new int or str subclass object each time, which the cycle collector then tracks
# as long as the log lives (3.6% of a random Caylus game's instructions, 2.1% of Magna Carta's).
class _Shared(dict):
    """The one ``make(key)`` of each key, made when first asked and kept (up to ``bound`` keys).

    Read through the dict's own ``__getitem__`` (below): a look-up that finds the key runs in C,
    without the Python call a function would take at each of the log's events."""

    __slots__ = ("make", "bound")

    def __init__(self, make: Any, bound: int) -> None:
        super().__init__()
        self.make = make
        self.bound = bound

    def __missing__(self, key: Any) -> Any:
        made = self.make(key)
        if len(self) < self.bound:
            self[key] = made
        return made


# seat_ref(seat): ``SeatRef(seat)``, shared
seat_ref = _Shared(SeatRef, 256).__getitem__
# card_ref(cid): ``CardRef(cid)``, shared (the bound: the ids of the rules files loaded, not a limit)
card_ref = _Shared(CardRef, 10_000).__getitem__


class State:
    """Everything about a match. The game's own table lives in ``board``.

    ``board`` is any object with ``copy()`` and ``to_plain()``; the engine
    never looks inside it.
    """

    __slots__ = ("game", "defs", "seats", "options", "seed", "rng", "stack", "pending",
                 "board", "log", "history", "barrier", "actor", "stage", "cache")

    def __init__(self, game: str, defs: Any, seats: tuple[SeatSpec, ...], options: dict, seed: int) -> None:
        self.game = game
        self.defs = defs  # loaded rules: shared, never copied
        # the rules object's caches (engine/rules_cache.py), a plain slot for the hot paths: shared
        # like defs, and no part of the position (saves and hashes never see it)
        self.cache = rules_cache(defs)
        self.seats = seats
        self.options = options
        self.seed = seed
        self.rng = Rng(seed)
        self.stack: list[Frame] = []
        self.pending: Decision | None = None
        self.board: Any = None
        # the log: one plain tuple (template, args, only, stage, scoring) per event (see say)
        self.log: list[tuple] = []
        # (seat, action key, barrier): barrier is True when the action taught the
        # deciding seat something it did not know (see learnt), used randomness, or
        # the game declared it one (a draw): undo may not cross it.
        self.history: list[tuple[int, tuple, bool]] = []
        self.barrier = False
        self.actor: int | None = None
        # Where the game is, as its flow declares it: (round, part), part a phase id or the
        # SeatRef whose turn it is; () before the first round. Stamped on each log entry so
        # the log can be read under round and phase headers whatever its words. Like the
        # log it is derived (replaying rebuilds it), so it is no part of to_plain.
        self.stage: tuple = ()

    def copy(self, record: bool = True) -> "State":
        """A copy to play on. ``record=False`` leaves out the log and the history (a search
        copy, which would only discard them): its log and history start empty."""
        s = State.__new__(State)
        s.game = self.game
        s.defs = self.defs
        s.cache = self.cache
        s.seats = self.seats
        s.options = self.options
        s.seed = self.seed
        s.rng = self.rng.copy()
        # each frame and its context copied: an operation may write its own frame's context
        s.stack = [Frame(f.op, f.args, f.ctx.copy()) for f in self.stack]
        s.pending = self.pending
        s.board = self.board.copy()
        s.log = list(self.log) if record else []
        s.history = list(self.history) if record else []
        s.barrier = self.barrier
        s.actor = self.actor
        s.stage = self.stage
        return s

    def position(self) -> dict:
        """What defines the match for its players: seats, options, generator, pending decision,
        board and history. Not the interpreter's frames: their operation names and context keys
        may be renamed without any player seeing a difference, and saves (format 2) hash this."""
        p = self.pending
        return {
            "game": self.game,
            "seats": [s.to_json() for s in self.seats],
            "options": self.options,
            "seed": self.seed,
            "rng": self.rng.state,
            "pending": None if p is None else [p.seat, p.kind, [a.to_json() for a in p.options]],
            "board": self.board.to_plain(),
            "history": [[seat, [k, list(a)], b] for seat, (k, a), b in self.history],
        }

    def to_plain(self, frame_plain: Any = None) -> dict:
        """Everything that defines where the match stands (the log is derived, left out): the
        position and the interpreter's stack. ``frame_plain(frame)`` may give what to write for a
        frame instead of ``plain_frame`` (a version-1 save's check writes the names of then)."""
        plain = self.position()
        plain["stack"] = [(frame_plain or plain_frame)(f) for f in self.stack]
        return plain

    def state_hash(self, frame_plain: Any = None) -> str:
        """A hash of ``to_plain``: equal exactly when two states are the same, frames included."""
        return _hash(self.to_plain(frame_plain))

    def position_hash(self) -> str:
        """A hash of ``position``: what a save proves (format 2), whatever the frames are called."""
        return _hash(self.position())

    # --- undo barriers ----------------------------------------------------
    def learnt(self, seat: int) -> None:
        """``seat`` now knows something it did not (a card, a face-down piece, the deck's top).

        When that seat is the one whose decision is being applied, the decision can no
        longer be taken back: an undo would let it choose again knowing more. Every game
        calls this wherever a seat's knowledge grows, so the rule lives here once.
        """
        if seat == self.actor:
            self.barrier = True

    # --- log --------------------------------------------------------------
    def say(self, template: str, *args: Any, only: int | None = None, scoring: bool = False) -> None:
        """Record an event; the text is only built when someone reads the log.

        ``only``: the one seat allowed to read it (None: everyone). ``scoring``: the event gives or
        takes points (the game knows; the words may change). The entry is the plain tuple
        (template, args, only, stage, scoring), ``stage`` the (round, part) the game is in (the
        log's headers, see ``stage``): made at almost every event, a plain tuple is made in one
        instruction, where a named tuple took several calls and allocations, and the cycle
        collector stops tracking it once it holds nothing it must track.
        """
        self.log.append((template, args, only, self.stage, scoring))


def _hash(plain: dict) -> str:
    text = json.dumps(plain, sort_keys=True, separators=(",", ":"), default=_json_default)
    return hashlib.sha256(text.encode("utf-8")).hexdigest()


def plain_frame(frame: Frame) -> list:
    """A frame as plain data: [operation, arguments (a YAML effect's, dumped), context]."""
    return [frame.op, _plain_args(frame.args), frame.ctx]


def _plain_args(args: Any) -> Any:
    if args is None:
        return None
    dump = getattr(args, "model_dump", None)
    return dump(mode="json") if dump else args


def _json_default(value: Any) -> Any:
    if isinstance(value, (set, frozenset)):
        return sorted(value)
    if isinstance(value, tuple):
        return list(value)
    raise TypeError(f"not plain data: {type(value).__name__}")

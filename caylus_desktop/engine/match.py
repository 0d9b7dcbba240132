"""The public match API used by the UI, the bots, the tests, saves and replays."""
from __future__ import annotations

import itertools
from typing import Any, Iterable, NamedTuple

from caylus_desktop.engine import interpreter, registry
from caylus_desktop.engine.actions import Action, Decision, IllegalAction, excerpt
from caylus_desktop.engine.defs import resolve_options
from caylus_desktop.engine.messages import Message, Text, message, render
from caylus_desktop.engine.rules import rules_for
from caylus_desktop.engine.save_format import NOT_LOADED, match_to_json
from caylus_desktop.engine.state import CardRef, SeatRef, SeatSpec, State, name_problem
from caylus_desktop.engine.view import Observation
from caylus_desktop.engine.voice import Voice


class LogLine(NamedTuple):
    """One log message a seat may read, with where the game was (``stage``: (round, part), part a
    phase id or the SeatRef whose turn it was; () before the first round), whether it scores,
    and whether only this seat may read it."""

    message: Message
    stage: tuple
    scoring: bool
    own: bool


def seat_specs(seats: int | Iterable[Any]) -> tuple[SeatSpec, ...]:
    """A count, or a list of SeatSpecs / {"name", "bot"} dicts / names."""
    if isinstance(seats, int) and not isinstance(seats, bool):
        return tuple(SeatSpec(f"Player {i + 1}") for i in range(seats))
    out = []
    for i, s in enumerate(seats):
        if isinstance(s, SeatSpec):
            spec = s
        elif isinstance(s, str):
            spec = SeatSpec(s)
        elif isinstance(s, dict):
            unknown = set(s) - {"name", "bot"}
            if unknown:
                raise ValueError(f"seat {i + 1}: unknown field(s) {', '.join(sorted(unknown))}")
            name = s.get("name")
            spec = SeatSpec(f"Player {i + 1}" if name is None else name, s.get("bot"))
        else:
            raise ValueError(f"seat {i + 1}: expected a name or a {{name, bot}} mapping, got {excerpt(s)}")
        problem = name_problem(spec.name)
        if problem:  # an empty name once made a save that never loaded, a lone surrogate one that never saved
            raise ValueError(f"seat {i + 1}: {problem}: {excerpt(spec.name)}")
        problem = "" if spec.bot is None else registry.bot_level_problem(spec.bot)
        if problem:  # the levels are the bots' (bots/__init__.py declares them to the registry)
            raise ValueError(f"seat {i + 1}: {problem}")
        out.append(spec)
    return tuple(out)


def new_game(game: str, seats: int | Iterable[Any] = 2, seed: int = 0, options: dict | None = None) -> "Match":
    return start_match(registry.spec(game), rules_for(game), seats, seed, options)


def start_match(spec: Any, defs: Any, seats: int | Iterable[Any] = 2, seed: int = 0,
                options: dict | None = None) -> "Match":
    """A match of ``spec`` played with the definitions ``defs`` (check-rules plays an edited file so).

    Undo and replay rebuild from the shipped rules: this is for matches played to the end.
    """
    game = spec.id
    lo, hi = defs.players.min, defs.players.max
    if isinstance(seats, int) and not isinstance(seats, bool):
        count = seats  # checked before any seat is made: a huge count must not build them all
    else:
        seats = list(itertools.islice(seats, hi + 1))  # one too many is enough to refuse
        count = len(seats)
    if not lo <= count <= hi:
        raise ValueError(f"{game} is for {lo}-{hi} players, not {count if count <= hi else f'more than {hi}'}")
    specs = seat_specs(seats)
    if not isinstance(seed, int) or isinstance(seed, bool):
        raise ValueError(f"the seed must be a whole number, not {seed!r}")
    state = State(game, defs, specs, resolve_options(defs.options, options), seed)
    spec.setup(state)
    interpreter.run(state, spec.ops)
    return Match(state, spec)


class Match:
    """One match: where it stands, what may be done, and what happened."""

    __slots__ = ("state", "spec", "saved")

    def __init__(self, state: State, spec: Any) -> None:
        self.state = state
        self.spec = spec
        # what the save it was loaded from said of itself (rules changed since, the result as saved)
        self.saved = NOT_LOADED

    # --- identity ---------------------------------------------------------
    @property
    def game(self) -> str:
        return self.state.game

    @property
    def seats(self) -> tuple[SeatSpec, ...]:
        return self.state.seats

    @property
    def options(self) -> dict:
        return dict(self.state.options)

    @property
    def seed(self) -> int:
        return self.state.seed

    @property
    def rules(self) -> Any:
        """The game's rules definitions (cards, buildings, costs): public, the same for every seat."""
        return self.state.defs

    @property
    def moves(self) -> int:
        """How many decisions have been taken (an answer computed for another count is stale)."""
        return len(self.state.history)

    def moves_of(self, seat: int) -> int:
        """How many of the decisions taken were ``seat``'s."""
        return sum(1 for who, _, _ in self.state.history if who == seat)

    @property
    def position(self) -> tuple:
        """A key that changes whenever the match moves on, logs or is taken back (for caches)."""
        return id(self.state), len(self.state.history), len(self.state.log)

    def action_keys(self) -> list[tuple]:
        """The key of every decision taken, in order: with the seats, seed and options they replay the match."""
        return [k for _, k, _ in self.state.history]

    # --- deciding ---------------------------------------------------------
    @property
    def decision(self) -> Decision | None:
        return self.state.pending

    @property
    def over(self) -> bool:
        return self.state.pending is None

    def legal_actions(self) -> tuple[Action, ...]:
        p = self.state.pending
        return p.options if p else ()

    def apply(self, action: Action | tuple) -> None:
        """Apply a legal action; anything else raises IllegalAction and changes nothing."""
        state = self.state
        p = state.pending
        if p is None:
            raise IllegalAction("the match is over")
        if type(action) is Action:
            for chosen in p.options:  # the bots and the UI pass one of the options themselves: no comparing
                if chosen is action:  # (in C, by id() or operator.is_, measured more instructions: docs/notes/benchmarks-history.md)
                    break
            else:
                chosen = self._find(action)
        else:
            chosen = self._find(action)
        seat = state.actor = p.seat
        state.barrier = False
        state.rng.used = False
        interpreter.answer(state, self.spec.ops, chosen)
        state.history.append((seat, (chosen.kind, chosen.args), state.barrier or state.rng.used))
        state.actor = None

    def _find(self, action: Action | tuple) -> Action:
        """The pending decision's option with ``action``'s key; IllegalAction when there is none."""
        key = action.key if isinstance(action, Action) else tuple(action)
        chosen = self.state.pending.find(key) if len(key) == 2 else None
        if chosen is None:
            # the prompt is not quoted: it may be another seat's and name a card it peeked at
            raise IllegalAction(f"{_describe(key)} is not a legal action now: {self.say(self._deciding())}")
        return chosen

    def why_not(self, target: str, seat: int | None = None, voice: Voice = Voice()) -> str | None:
        """Why ``seat`` (by default the one deciding) cannot act on ``target`` now, said to
        ``voice``; None when it can (``why_not_message`` gives the message itself)."""
        reason = self.why_not_message(target, seat)
        return None if reason is None else self.say(reason, voice)

    def why_not_message(self, target: str, seat: int | None = None) -> Text | None:
        """Why ``seat`` (by default the one deciding) cannot act on ``target`` now; None when it can.

        The game explains what it knows about ("needs 1 cloth", "a worker is already
        there"); anything else gets the generic reason, so a reason is never empty.
        """
        p = self.state.pending
        if p is None:
            return Message("the game is over")
        if seat is None:
            seat = p.seat
        if seat != p.seat:  # another seat's prompt may name a card only it has seen: never quoted
            return Message("it is not your turn: {}", (self._deciding(),))
        if any(a.target == target for a in p.options):
            return None
        return self.game_reason(target, seat) or Message("nothing to do there now: {}", (message(p.prompt),))

    def game_reason(self, target: str, seat: int) -> Text | None:
        """The game's own reason why ``seat``, the one deciding, cannot act on ``target`` now,
        asked even where an action names it (a Castrum hand card may be discarded, not played);
        None when the game has none, or ``seat`` is not deciding."""
        p = self.state.pending
        explain = getattr(self.spec, "why_not", None)
        if p is None or seat != p.seat or explain is None:
            return None
        # targets on the table are short ASCII ids ("road:3"): anything else names nothing
        # there, and would reach int() in the game's parsing ("road:²" is a digit to isdigit)
        plausible = isinstance(target, str) and len(target) <= 100 and target.isascii() and target.isprintable()
        return explain(self.state, seat, target) if plausible else None

    def _deciding(self) -> Message:
        """Who is deciding, and nothing of what they are asked ("Bot C is deciding")."""
        return Message("{} is deciding", (SeatRef(self.state.pending.seat),))

    def copy(self, record: bool = True) -> "Match":
        """An independent copy; ``record=False``: without the log and history (for searching)."""
        return Match(self.state.copy(record), self.spec)

    # --- undo -------------------------------------------------------------
    def _undo_point(self, seat: int) -> int | None:
        """Index of the history entry undo(seat) would take back, or None."""
        hist = self.state.history
        seats = self.state.seats
        # With hidden information any other seat's decision may have revealed some of it
        # (a bot lets an attack through: it holds no defence), so undo stops there;
        # otherwise only another person's decision stops it.
        hidden = self.spec.hidden_information
        for i in range(len(hist) - 1, -1, -1):
            who, _, barrier = hist[i]
            if barrier:
                return None
            if who == seat:
                return i
            if hidden or seats[who].bot is None:
                return None
        return None

    def can_undo(self, seat: int) -> bool:
        return self._undo_point(seat) is not None

    def undo(self, seat: int) -> None:
        """Take back the seat's last decision and everything after it."""
        i = self._undo_point(seat)
        if i is None:
            raise IllegalAction("nothing to undo: you learnt something, dice rolled or another player decided since")
        keys = [k for _, k, _ in self.state.history[:i]]
        rebuilt = replay(self.game, self.seats, self.seed, self.state.options, keys)
        self.state = rebuilt.state

    # --- seeing -----------------------------------------------------------
    def observation(self, seat: int, private: bool = True) -> Observation:
        """What ``seat`` can see; ``private=False``: only what anyone at the table can see, laid out
        from that seat (its own hand a count), for a shared screen its person has not claimed."""
        if not 0 <= seat < len(self.state.seats):
            raise ValueError(f"no seat {seat}")
        obs = self.spec.observe(self.state, seat)
        if not private and self.spec.veil is not None:
            obs = self.spec.veil(obs)
        return obs

    def result(self) -> dict:
        return self.spec.result(self.state)

    def state_hash(self) -> str:
        return self.state.state_hash()

    def position_hash(self) -> str:
        return self.state.position_hash()

    @property
    def log(self) -> list[str]:
        """Every public event in words."""
        return self.log_for(None)

    def log_for(self, seat: int | None, voice: Voice = Voice(), start: int = 0) -> list[str]:
        """The public events plus the private ones of ``seat`` (from the ``start``-th event on),
        said to ``voice``: the seat it addresses (the person at the screen) reads its own actions
        in the second person ("You place…", "Vous placez…").
        """
        return [self.say(m, voice) for m in self.messages_for(seat, start)]

    def messages_for(self, seat: int | None, start: int = 0) -> list[Message]:
        """The log as messages (ids and parameters), before any wording."""
        return [m for m, only in self.log_entries(start) if only is None or only == seat]

    def log_lines_for(self, seat: int | None, start: int = 0) -> list[LogLine]:
        """The messages ``seat`` may read (from the ``start``-th event on) with their stage and scoring mark."""
        return [LogLine(_logged(template, args), stage, scoring, only is not None)
                for template, args, only, stage, scoring in self.state.log[start:] if only is None or only == seat]

    def log_entries(self, start: int = 0) -> list[tuple[Message, int | None]]:
        """Every log message (from the ``start``-th on) with the one seat allowed to read it (None: everyone)."""
        return [(_logged(template, args), only) for template, args, only, _, _ in self.state.log[start:]]

    def say(self, message: Text, voice: Voice = Voice()) -> str:
        """One message in words: seats by name, cards and buildings by their YAML name.

        Log lines, prompts, action labels and why-not reasons are all said this way, to
        ``voice``: its language, and its seat (the one the window addresses) in the second person."""
        return render(message, voice, lambda arg: self.word(arg, voice))

    def label(self, action: Action, voice: Voice = Voice()) -> str:
        """What a button for ``action`` says (its kind and arguments when the game gave no label)."""
        if action.label:
            return self.say(action.label, voice)
        return f"{action.kind}({', '.join(map(str, action.args))})"

    def word(self, arg: Any, voice: Voice = Voice()) -> Any:
        """One message parameter as shown: a seat's name, a card's or building's name, a word, an amount."""
        if isinstance(arg, Message):  # a message quoted inside another
            return self.say(arg, voice)
        if isinstance(arg, SeatRef):
            return self.state.seats[arg].name
        if isinstance(arg, CardRef):
            return self.spec.card_name(self.state.defs, str(arg), voice.lang)
        if isinstance(arg, str):  # a word some games still pass as text ("left", "piece")
            return voice.catalogue.pgettext("word", arg)
        return arg

    def invariants(self) -> list[str]:
        return self.spec.invariants(self.state)

    # --- saving -----------------------------------------------------------
    def to_json(self) -> str:
        return match_to_json(self)


def replay(game: str, seats: Iterable[Any], seed: int, options: dict, keys: Iterable[tuple]) -> Match:
    """Rebuild a match from its seed and action keys; IllegalAction names the first bad one."""
    m = new_game(game, seats, seed, options)
    for n, key in enumerate(keys):
        try:
            m.apply(key)
        except IllegalAction as exc:
            raise IllegalAction(f"action {n + 1}: {exc}", n + 1, _describe(key)) from None
    return m


def _logged(template: Text, args: tuple) -> Message:
    """A log entry's message (see ``State.say``): a game may log a whole Message (a plural: "looks
    at the top {} card(s)") instead of a template and its parameters."""
    return template if isinstance(template, Message) else Message(template, args)


def _describe(key: tuple) -> str:
    def show(x) -> str:  # a kind or argument as written, unless blank or odd (then quoted)
        return x if isinstance(x, str) and x.isprintable() and x.strip() == x and x else (
            str(x) if isinstance(x, int) else repr(x))

    try:
        kind, args = key
        return f"{show(kind)}({', '.join(map(show, args))})"
    except (TypeError, ValueError):
        return repr(key)

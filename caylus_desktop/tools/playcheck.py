"""check-rules, second half: play a rules file to prove it playable, and say where it is not.

A file that validates may still break in play: an entry whose effect crashes a game, a
building no player is ever offered, a card nobody can ever play. So each configuration the
file allows (every player count, its bool and choice options crossed) plays a few seeded
random games with that file's definitions (not the shipped ones), under the generic checks
of :mod:`caylus_desktop.tools.checks`, and every problem is reported as ``FILE:LINE: path: what``:

- a crash: the exception in one line, attributed to the file's effect being run (the
  interpreter's frames carry the file's own effect objects, so their place in the file is
  known), else to one the stack holds, else to an entry the stack's context or the
  exception's text names, else to the file (line 1);
- a broken check (invariant, score = breakdown, hidden information), attributed to the
  entry its text names, else to the file's effect that ran last in that action, else as a crash;
- an entry never offered: an entry of the lists the game declares (``GameSpec.reachable``)
  that no game reached. An entry is reached when an offered action names it (a part of
  its target or an argument: ``supply:mason``, ``play(trebuchet)``), when one of its
  effects runs, or when the game's ``GameSpec.offered_entries`` says an action stands for
  it (placing on ``road:7`` is the building there). An entry a seat saw in play (in the
  supply, a hand, on the road) but was never offered is only a note: random play may not
  get rich enough to build a cathedral, but an entry nobody ever sees is dead data;
- a choice never offered (a note): an effect of the file with one list of choices (a
  Farm's options, a Bank's offers) asked a decision, whose actions' first number picks one
  of them, and no decision offered that one.

The random players mostly act rather than pass (an action with arguments, four times in five),
so that games get further. Everything is seeded, so the report is the same on every run.
Bounds: a cap on the actions of one game and a time bound per file, checked during games;
when the time bound stops the games early, or while games fail, nothing is reported as
never offered (too few games to tell) and the report says so.
"""
from __future__ import annotations

import dataclasses
import itertools
import json
import re
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Iterator

from pydantic import BaseModel

from caylus_desktop.bots import random_bot
from caylus_desktop.tools.checks import all_problems
from caylus_desktop.engine import registry
from caylus_desktop.engine.match import Match, start_match
from caylus_desktop.engine.rng import Rng
from caylus_desktop.engine.rulebook_file import is_rulebook_file, load_rulebook_file
from caylus_desktop.engine.rules import RulesError, RulesIssue, load_rules_text, parse_yaml, read_rules_text
from caylus_desktop.engine.view import as_dict

GAMES = 3              # games per configuration (check-rules --games)
ACTION_CAP = 20_000    # a game still running after this many actions does not end
SECONDS = 30.0         # time bound per file
CHECK_EVERY = 8        # the generic checks (re-deals for the hidden-information one) every N actions
_QUOTED = re.compile(r'"([^"\\]*)"')


@dataclass
class Report:
    """What playing one file found: located problems (empty when playable) and notes."""

    issues: list[RulesIssue] = field(default_factory=list)
    games: int = 0
    notes: list[str] = field(default_factory=list)


def check_file(path: str | Path, games: int = GAMES, seconds: float = SECONDS) -> Report:
    """Validate one rules file, then play it; a file that does not validate reports only that.
    A rulebook file (the rules browser's texts) is validated only: there is nothing to play."""
    if is_rulebook_file(path):
        try:
            load_rulebook_file(path)
        except RulesError as exc:
            return Report(list(exc.issues))
        return Report()
    try:
        text = read_rules_text(path)
        rules = load_rules_text(text, str(path))
    except RulesError as exc:
        return Report(list(exc.issues))
    return play_rules(rules, text, str(path), games, seconds) if games else Report()


def play_rules(rules: BaseModel, text: str, file: str, games: int = GAMES, seconds: float = SECONDS) -> Report:
    """Play ``games`` seeded games of every configuration of ``rules`` (loaded from ``text``)."""
    spec = registry.spec(rules.game)
    _, located = parse_yaml(text, file)
    book = _Book(rules, spec)
    watch = _Watch(book)
    played = dataclasses.replace(spec, ops={name: watch.wrap(op) for name, op in spec.ops.items()})
    found: dict[tuple, _Finding] = {}
    report = Report()
    deadline = time.monotonic() + seconds
    for players, options in configurations(rules):
        for seed in range(games):
            if not _play_one(played, rules, players, options, seed, watch, found, deadline):
                report.notes.append(f"{file}: stopped at the time bound ({seconds:g} s) after {report.games} games; "
                                    "entries never offered are not reported")
                return _finish(report, found, watch, located, file, reachability=False)
            report.games += 1
    return _finish(report, found, watch, located, file, reachability=True)


def configurations(rules: BaseModel) -> Iterator[tuple[int, dict]]:
    """Every player count with every combination of the bool and choice options (others at their default)."""
    crossed = [[(o.id, v) for v in ((False, True) if o.type == "bool" else o.choices)]
               for o in rules.options if o.type in ("bool", "choice")]
    for players in range(rules.players.min, rules.players.max + 1):
        for combo in itertools.product(*crossed):
            yield players, dict(combo)


# --- where things are in the file -------------------------------------------------------

class _Book:
    """The file's objects by identity, and the entries play must reach."""

    def __init__(self, rules: BaseModel, spec: Any) -> None:
        self.paths: dict[int, tuple] = {}
        self.choices: dict[tuple, tuple[str, int]] = {}  # path -> (field, length) of its one list of choices
        self._walk(rules, ())
        # entry path ("buildings", 3) -> its id, for the lists the game declares
        self.entries: dict[tuple, str] = {}
        for name in spec.reachable:
            for i, item in enumerate(getattr(rules, name)):
                self.entries[(name, i)] = item.id
        self.by_id: dict[str, list[tuple]] = {}
        for where, eid in self.entries.items():
            self.by_id.setdefault(eid, []).append(where)
        self.rules = rules
        self.offered_entries = spec.offered_entries

    def _walk(self, value: Any, path: tuple) -> None:
        if isinstance(value, BaseModel):
            if id(value) in self.paths:
                return  # a shared default object: its first place names it
            self.paths[id(value)] = path
            lists = [(name, len(v)) for name in type(value).model_fields
                     if isinstance(v := getattr(value, name), tuple) and len(v) > 1
                     and all(isinstance(x, BaseModel) for x in v)]
            if len(lists) == 1:  # one list of choices (a Farm's options, a Bank's offers)
                self.choices[path] = lists[0]
            for name in type(value).model_fields:
                self._walk(getattr(value, name), path + (name,))
        elif isinstance(value, (tuple, list)):
            for i, item in enumerate(value):
                self._walk(item, path + (i,))
        elif isinstance(value, dict):
            for key, item in value.items():
                self._walk(item, path + (key,))

    def entry_of(self, path: tuple) -> tuple | None:
        return path[:2] if path[:2] in self.entries else None

    def show(self, path: tuple) -> str:
        """A path with list entries named by their id where they have one: ``buildings[well].on_worker[0]``."""
        out, cur = "", self.rules
        for part in path:
            if isinstance(part, int):
                item = cur[part] if isinstance(cur, (tuple, list)) and part < len(cur) else None
                name = getattr(item, "id", None)
                out += f"[{name if isinstance(name, str) else part}]"
                cur = item
            else:
                out += ("." if out else "") + str(part)
                cur = cur.get(part) if isinstance(cur, dict) else getattr(cur, str(part), None)
        return out


class _Watch:
    """Wraps every operation to see which of the file's effects run, and the last one that did."""

    def __init__(self, book: _Book) -> None:
        self.book = book
        self.ran: set[tuple] = set()   # paths of effects that ran, over all games
        self.state: Any = None         # the state of the game being played
        self.frame: Any = None         # the frame run last
        self.last: tuple | None = None  # the file's effect run last (reset per action)
        self.seen: set[str] = set()     # entry ids an observation named
        self.targets: set[str] = set()  # every target an action offered
        self.named: set[str] = set()    # every id an action's argument or a target stood for
        self.asked: set[tuple] = set()  # the file's effects with choices that asked a decision
        self.chosen: set[tuple] = set()  # the paths of their choices some action offered

    def wrap(self, op: Any) -> Any:
        run, answer = op.run, op.answer

        def watched_run(state, frame):
            self._see(state, frame)
            run(state, frame)

        def watched_answer(state, frame, action):
            self._see(state, frame)
            answer(state, frame, action)
        return dataclasses.replace(op, run=watched_run, answer=watched_answer if answer else None)

    def _see(self, state: Any, frame: Any) -> None:
        self.state, self.frame = state, frame
        path = self.book.paths.get(id(frame.args))
        if path is not None:
            self.ran.add(path)
            self.last = path

    def offered(self, m: Match) -> None:
        """Remember what the pending decision's actions name, and which of an effect's choices they offer."""
        hint = self.book.offered_entries
        for a in m.decision.options:
            if a.target is not None:
                self.targets.add(a.target)
            self.named.update(x for x in a.args if isinstance(x, str))
            if hint is not None:
                self.named.update(hint(m.state, a))
        stack = m.state.stack
        asking = self.book.paths.get(id(stack[-1].args)) if stack else None
        choices = self.book.choices.get(asking) if asking is not None else None
        if choices is not None:  # an effect of the file asks: an action's first number picks its choice
            self.asked.add(asking)
            for a in m.decision.options:
                if a.args and type(a.args[0]) is int and 0 <= a.args[0] < choices[1]:
                    self.chosen.add(asking + (choices[0], a.args[0]))

    def reached(self) -> set[tuple]:
        """The entries reached so far: named by an action or a target's part, or one of their effects ran."""
        named = set(self.named)
        for target in self.targets:
            named.update(target.split(":"))
        out = {self.book.entry_of(p) for p in self.ran}
        for name in named & set(self.book.by_id):
            out.update(self.book.by_id[name])
        return out

    def observed(self, data: Any) -> None:
        """Remember the entries a seat's observation names (any string in it, key or value)."""
        self.seen.update(_QUOTED.findall(json.dumps(data)))

    def named_in(self, message: str) -> tuple | None:
        """The first entry a problem's text names by id (``f_well: 0 tiles placed``), if any."""
        for word in re.findall(r"\w+", message):
            if word in self.book.by_id:
                return self.book.by_id[word][0]
        return None

    def culprit(self) -> tuple | None:
        """The file's entry in play: the effect being run, else one the stack's frames hold or name."""
        frames = [self.frame] if self.frame is not None else []
        frames += reversed(self.state.stack) if self.state is not None else ()
        for frame in frames:
            path = self.book.paths.get(id(frame.args))
            if path is not None:
                return path
        for frame in frames:
            for value in frame.ctx.values():
                if isinstance(value, str) and value in self.book.by_id:
                    return self.book.by_id[value][0]
        return None


# --- playing ---------------------------------------------------------------------------

@dataclass
class _Finding:
    path: tuple | None
    what: str
    first: str       # the first game it happened in
    count: int = 1


def _play_one(spec: Any, rules: BaseModel, players: int, options: dict, seed: int, watch: _Watch,
              found: dict[tuple, _Finding], deadline: float) -> bool:
    """Play one game, noting what goes wrong; False when the deadline came first (the game does not count)."""
    changed = "".join(f", {o.id}={_word(options[o.id])}" for o in rules.options
                      if o.id in options and options[o.id] != o.default)
    where = f"{players} players{changed}, seed {seed}"
    watch.state = watch.frame = watch.last = None
    step = 0
    try:
        m = start_match(spec, rules, players, seed, options)
        rng = Rng(seed ^ 0x5EED)
        while m.decision is not None:
            if step % CHECK_EVERY == 0 and time.monotonic() > deadline:
                return False
            if step >= ACTION_CAP:
                _note(found, None, f"a game does not end within {ACTION_CAP} actions", where)
                break
            watch.offered(m)
            watch.last = None
            m.apply(_choose(m.decision, rng))
            step += 1
            if step % CHECK_EVERY == 0 or m.decision is None:
                seat = (step // CHECK_EVERY) % players  # one seat's re-deal per check keeps it cheap
                watch.observed(as_dict(m.observation(seat)))
                broken = all_problems(m, step, seats=(seat,))
                if broken:
                    path = watch.named_in(broken[0]) or watch.last or watch.culprit()
                    _note(found, path, f"breaks a check: {broken[0]}", f"{where}, action {step}")
                    break
    except Exception as exc:  # a crash is the finding: report it located, never a traceback
        _note(found, watch.culprit() or watch.named_in(str(exc)), f"crashes a game: {_short(exc)}",
              f"{where}, action {step}" if step else f"{where}, at setup")
    return True


def _note(found: dict, path: tuple | None, what: str, where: str) -> None:
    """Count a problem; the same one in other games (numbers aside: seats, steps) is counted once."""
    key = (path, re.sub(r"\d+", "#", what))
    if key in found:
        found[key].count += 1
    else:
        found[key] = _Finding(path, what, where)


def _short(exc: BaseException) -> str:
    text = " ".join(str(exc).split())
    if len(text) > 160:
        text = text[:157] + "..."
    return f"{type(exc).__name__}: {text}" if text else type(exc).__name__


def _word(value: Any) -> str:
    return str(value).lower() if isinstance(value, bool) else str(value)


def _finish(report: Report, found: dict, watch: _Watch, located: Any, file: str, reachability: bool) -> Report:
    book = watch.book

    def issue(path: tuple | None, message: str) -> RulesIssue:
        if path is None:
            return RulesIssue(file, 1, "", message)
        known = next((path[:n] for n in range(len(path), 0, -1) if path[:n] in located.lines), ())
        return RulesIssue(file, located.lines.get(known, 1), book.show(path), message)

    for f in found.values():
        times = f"{f.count} of {report.games} games, first: " if f.count > 1 else ""
        report.issues.append(issue(f.path, f"{f.what} ({times}{f.first})"))
    if found and reachability:
        report.notes.append(f"{file}: entries never offered are not reported while games fail")
    elif reachability:
        reached = watch.reached()
        for path, eid in book.entries.items():
            if path in reached:
                continue
            if eid in watch.seen:  # on the table: random play may just not have got it offered
                report.notes.append(str(issue(path, f"seen in play but never offered in {report.games} random games")))
            else:
                report.issues.append(issue(path, f"never offered in {report.games} games"))
        for p in sorted(watch.asked, key=str):  # an effect that asked: random play may not afford a choice
            field_, n = book.choices[p]
            report.notes.extend(str(issue(p + (field_, i), f"a choice never offered in {report.games} random games"))
                                for i in range(n) if p + (field_, i) not in watch.chosen)
    report.issues.sort(key=lambda i: (i.line, i.path, i.message))
    return report


def _choose(decision: Any, rng: Rng) -> Any:
    """A random player that mostly acts: passing, stopping and declining take no arguments."""
    active = [a for a in decision.options if a.args]
    if active and rng.below(10) < 8:
        return active[rng.below(len(active))]
    return random_bot.choose(None, decision, rng)

"""Load and validate rules files into typed, immutable definitions.

Every mistake is reported as ``FILE:LINE: field.path: what is wrong``. The YAML
is composed into nodes first so that each value keeps the line it came from;
pydantic errors carry a path, which is walked back through those nodes.
"""
from __future__ import annotations

import json
import math
import re
from dataclasses import dataclass, field
from itertools import chain
from pathlib import Path
from typing import Any, Iterable, Iterator

import yaml
from pydantic import BaseModel, ValidationError

from caylus_desktop.engine import collector, registry
from caylus_desktop.engine.defs import Overview
from caylus_desktop.engine.files import read_bounded
from caylus_desktop.engine.look import check_look
from caylus_desktop.engine.messages import Message, Text, said
from caylus_desktop.engine.text_fields import text_problems
from caylus_desktop.engine.voice import Voice

try:  # the C composer is several times faster; the pure one gives the same nodes
    from yaml import CSafeLoader as _Loader
except ImportError:  # pragma: no cover - depends on how PyYAML was built
    from yaml import SafeLoader as _Loader  # type: ignore[assignment]

Path_ = tuple  # a field path: keys and list indexes


@dataclass(frozen=True)
class RulesIssue:
    """One mistake, at its line and field. ``message`` is in English (``check-rules``, the command
    line); given as a Message, it is kept as ``reason`` too, which the window says in the player's
    language (``say``). Most problems are still plain English sentences, said as they are."""

    file: str
    line: int
    path: str
    message: str
    reason: Text | None = field(default=None, compare=False, repr=False)

    def __post_init__(self) -> None:
        if isinstance(self.message, Message):
            object.__setattr__(self, "reason", self.message)
            object.__setattr__(self, "message", said(self.message, Voice()))

    def __str__(self) -> str:
        # a path or message may quote the file's own text (a huge key): one short line
        where = f"{_excerpt(self.path, 120)}: " if self.path else ""
        return f"{self.file}:{self.line}: {where}{_excerpt(self.message, 200)}"

    def text(self) -> Message:
        """The issue as a message: where, then why (a message said in the reader's language, else the English)."""
        why = self.reason if self.reason is not None else _excerpt(self.message, 200)
        if self.path:
            return Message("{}:{}: {}: {}", (self.file, str(self.line), _excerpt(self.path, 120), why))
        return Message("{}:{}: {}", (self.file, str(self.line), why))

    def say(self, voice: Voice) -> str:
        return said(self.text(), voice)


class RulesError(Exception):
    """One or more mistakes in a rules file; ``issues`` lists them all."""

    def __init__(self, issues: list[RulesIssue]) -> None:
        self.issues = issues
        super().__init__("\n".join(str(i) for i in issues))


def format_path(path: Iterable[Any]) -> str:
    out = ""
    for part in path:
        if isinstance(part, int):
            out += f"[{part}]"
        else:
            out += ("." if out else "") + str(part)
    return out


# --- YAML with lines -------------------------------------------------------

# A rules file is refused, with its line, beyond these bounds: far above what the
# games need (the largest shipped file has 28 KB, 1,211 values, 12 levels and no
# number above 250), far below what would take the machine's memory or minutes.
MAX_FILE_BYTES = 1_000_000
MAX_VALUES = 20_000      # every key and value, an alias counting as often as it is used
MAX_DEPTH = 64
MAX_NUMBER = 1_000       # counts, costs, points: none comes near
# a bots file (rules_data/bots/) also holds the hard search's iteration budgets, a few thousand
MAX_BUDGET = 100_000
_NUMBER_TAGS = ("tag:yaml.org,2002:int", "tag:yaml.org,2002:float")
_STR_TAG = "tag:yaml.org,2002:str"
# Control characters a quoted YAML string can carry ("\0", "\x07"): a NUL in a name stops the
# window's text drawing on every frame. Line breaks and tabs are text.
_CONTROL = re.compile(r"[\x00-\x08\x0b-\x1f\x7f-\x9f]")


def _out_of_range(bound: int) -> str:
    return f"numbers in a rules file lie between -{bound:,} and {bound:,}"


class _Refused(Exception):
    """A bound crossed while reading: reading stops at once."""

    def __init__(self, line: int, path: tuple, message: str) -> None:
        super().__init__(message)
        self.line, self.path, self.message = line, path, message


@dataclass
class _Open:
    """A mapping or sequence being read."""

    value: dict | list
    path: tuple
    line: int
    anchor: str | None
    size: int = 1
    has_key: bool = False       # a mapping's key was read, its value is next
    key: Any = None             # that key, or _SKIP when it was refused


_SKIP = object()


class _Located:
    """Plain data plus the line of every path inside it.

    Built from the parser's events with a stack of its own (no recursion, so
    no depth can overflow it) and counted as it goes, aliases expanded: a
    hostile file is stopped at the first bound it crosses, before it costs
    anything.
    """

    def __init__(self, max_number: int = MAX_NUMBER) -> None:
        self.lines: dict[tuple, int] = {}
        self.problems: list[tuple[tuple, int, str]] = []
        self.max_number = max_number

    def read(self, events: Iterable[yaml.Event]) -> Any:
        stack: list[_Open] = []
        anchors: dict[str, tuple[Any, int]] = {}
        constructor, resolver = yaml.constructor.SafeConstructor(), yaml.resolver.Resolver()
        total = documents = 0
        data: Any = None
        for event in events:
            line = event.start_mark.line + 1
            if isinstance(event, yaml.DocumentStartEvent):
                documents += 1
                if documents > 1:
                    raise _Refused(line, (), "a rules file holds one YAML document; a second one starts here")
                continue
            if not isinstance(event, (yaml.NodeEvent, yaml.CollectionEndEvent)):
                continue  # stream and document ends
            if isinstance(event, yaml.CollectionEndEvent):
                done = stack.pop()
                value, size, line = done.value, done.size, done.line
                if done.anchor is not None:
                    anchors[done.anchor] = (value, size)
            elif isinstance(event, yaml.AliasEvent):
                if event.anchor not in anchors:
                    raise _Refused(line, self._child(stack),
                                   f"alias *{event.anchor} names no anchor before it (an alias cannot repeat the value it is inside)")
                value, size = anchors[event.anchor]
            else:
                path = self._child(stack)
                if not (stack and stack[-1].has_key):  # a mapping's value takes its key's line
                    self.lines[path] = line
                if isinstance(event, yaml.ScalarEvent):
                    value, size = self._scalar(event, path, line, constructor, resolver), 1
                    if event.anchor is not None:
                        anchors[event.anchor] = (value, 1)
                else:
                    if len(stack) >= MAX_DEPTH:
                        raise _Refused(line, path, f"nested more than {MAX_DEPTH} levels deep")
                    total += 1
                    stack.append(_Open({} if isinstance(event, yaml.MappingStartEvent) else [], path, line, event.anchor))
                    continue
            if not isinstance(event, yaml.CollectionEndEvent):
                total += size
                if total > MAX_VALUES:
                    raise _Refused(line, self._child(stack),
                                   f"more than {MAX_VALUES:,} values (an alias counts as often as it is used)")
            if stack:
                self._attach(stack[-1], value, size, line)
            else:
                data = value
        return data

    @staticmethod
    def _child(stack: list[_Open]) -> tuple:
        """The path of the next value read."""
        if not stack:
            return ()
        top = stack[-1]
        if isinstance(top.value, list):
            return top.path + (len(top.value),)
        if not top.has_key:
            return top.path + ("<key>",)
        return top.path + (("<refused key>",) if top.key is _SKIP else (top.key,))

    def _attach(self, top: _Open, value: Any, size: int, line: int) -> None:
        top.size += size
        if isinstance(top.value, list):
            top.value.append(value)
        elif top.has_key:
            if top.key is not _SKIP:
                top.value[top.key] = value
            top.has_key = False
        else:
            top.has_key, top.key = True, _SKIP
            if isinstance(value, (list, dict)):
                self.problems.append((top.path, line, "a key must be a plain value"))
            elif value in top.value:
                self.problems.append((top.path + (value,), line, f"duplicate key '{_excerpt(str(value))}'"))
            else:
                top.key = value
                self.lines[top.path + (value,)] = line  # the key's line is the useful one for the field

    def _scalar(self, event: yaml.ScalarEvent, path: tuple, line: int,
                constructor: yaml.constructor.SafeConstructor, resolver: yaml.resolver.Resolver) -> Any:
        tag = event.tag
        if tag is None or tag == "!":
            tag = resolver.resolve(yaml.ScalarNode, event.value, event.implicit)
        if tag == _STR_TAG:
            control = _CONTROL.search(event.value)
            if control is not None:
                self.problems.append((path, line, Message("a control character (U+{}) in the text",
                                                          (f"{ord(control.group()):04X}",))))
                return None
            return event.value  # most values: nothing to convert
        if tag in _NUMBER_TAGS and len(event.value) > 24:  # before converting: 5,000 digits cost time
            self.problems.append((path, line, f"{_excerpt(event.value)} is out of range: {_out_of_range(self.max_number)}"))
            return None
        node = yaml.ScalarNode(tag, event.value, event.start_mark, event.end_mark, style=event.style)
        try:
            value = constructor.construct_object(node)
        except (ValueError, OverflowError) as exc:  # an explicit !!int or !!timestamp on odd text
            self.problems.append((path, line, f"{_excerpt(event.value)} is not a valid {tag.rsplit(':', 1)[-1]}: {exc}"))
            return None
        if isinstance(value, (int, float)) and not isinstance(value, bool) and not (
                math.isfinite(value) and abs(value) <= self.max_number):
            self.problems.append((path, line, f"{_excerpt(event.value)} is out of range: {_out_of_range(self.max_number)}"))
            return None
        return value

    def line_of(self, loc: Iterable[Any], data: Any) -> tuple[int, tuple]:
        """The deepest line known along a pydantic error location.

        Union tags and model names appear in pydantic paths without being in
        the data; they are skipped by walking the data alongside.
        """
        real: tuple = ()
        cur = data
        for part in loc:
            if isinstance(cur, dict) and part in cur:
                cur = cur[part]
                real += (part,)
            elif isinstance(cur, list) and isinstance(part, int) and 0 <= part < len(cur):
                cur = cur[part]
                real += (part,)
            elif isinstance(cur, dict) and isinstance(part, str) and str(part) in {str(k) for k in cur}:
                key = next(k for k in cur if str(k) == part)
                cur = cur[key]
                real += (key,)
        line = self.lines.get(real, self.lines.get((), 1))
        return line, real


def _excerpt(text: str, limit: int = 40) -> str:
    """At most ``limit`` characters of a quoted value, for an error line."""
    return text if len(text) <= limit else text[:limit] + "…"


def _too_large(file: str) -> RulesError:
    return RulesError([RulesIssue(file, 1, "", f"the file is larger than {MAX_FILE_BYTES:,} bytes")])


def _until_read(events: Iterator[yaml.Event], keys: frozenset[str]) -> Iterator[yaml.Event]:
    """The events of a document up to the end of the last value, in a top-level mapping, of
    ``keys``; then that mapping ends: the rest of the text is not even parsed. A document that
    is not a mapping, or lacks some of the keys, is passed whole."""
    depth = 0
    key: Any = None  # the top-level key whose value is being read; None: a key comes next
    left = set(keys)
    for event in events:
        yield event
        if isinstance(event, (yaml.MappingStartEvent, yaml.SequenceStartEvent)):
            if depth == 0 and isinstance(event, yaml.SequenceStartEvent):
                yield from events
                return
            depth += 1
            continue
        if isinstance(event, yaml.CollectionEndEvent):
            depth -= 1
        elif not isinstance(event, (yaml.ScalarEvent, yaml.AliasEvent)):
            continue  # stream and document marks
        if depth != 1:
            continue  # inside a value, or past the top-level mapping
        # a whole node of the top-level mapping was read: a key, or the value of the last key
        if key is None:
            key = event.value if isinstance(event, yaml.ScalarEvent) else _SKIP
            continue
        left.discard(key)
        key = None
        if not left:
            yield yaml.MappingEndEvent(event.end_mark, event.end_mark)
            return


def parse_yaml(text: str, file: str, only: frozenset[str] | None = None,
               max_number: int = MAX_NUMBER) -> tuple[Any, _Located]:
    """YAML text to plain data with line information; syntax errors and crossed bounds are RulesErrors.

    With ``only``, reading stops once those keys of the top-level mapping are read (the rest
    of the file is neither read nor checked)."""
    if len(text) > MAX_FILE_BYTES:
        raise _too_large(file)
    located = _Located(max_number)
    events = yaml.parse(text, Loader=_Loader)
    try:
        data = located.read(events if only is None else _until_read(events, only))
    except _Refused as exc:
        raise RulesError([RulesIssue(file, exc.line, format_path(exc.path), exc.message)]) from None
    except yaml.MarkedYAMLError as exc:
        mark = exc.problem_mark or exc.context_mark
        # at the end of the stream the mark is one line past the last: name the last line
        line = min(mark.line + 1, max(1, len(text.splitlines()))) if mark else 1
        problem = exc.problem or str(exc)
        if "maximum nesting depth" in problem:
            # PyYAML 6.0.4's scanner looks ahead through flow collections and stops at its own
            # limit (far above ours) before the parser hands us the 65th level: same refusal
            problem = f"nested more than {MAX_DEPTH} levels deep"
        else:
            problem = Message("YAML syntax error: {}", (problem,))  # PyYAML's own words, in English
        raise RulesError([RulesIssue(file, line, "", problem)]) from None
    except yaml.YAMLError as exc:
        raise RulesError([RulesIssue(file, 1, "", f"YAML error: {exc}")]) from None
    if located.problems:
        raise RulesError([RulesIssue(file, line, format_path(p), msg) for p, line, msg in located.problems])
    if data is None and not located.lines:
        raise RulesError([RulesIssue(file, 1, "", Message("the file is empty"))])
    return data, located


# --- validation --------------------------------------------------------------

def _message(err: dict) -> str:
    kind = err["type"]
    if kind == "extra_forbidden":
        return "unknown field"
    if kind == "missing":
        return "field required"
    if kind == "union_tag_invalid":
        ctx = err.get("ctx", {})
        return f"unknown operation '{ctx.get('tag')}' (known: {ctx.get('expected_tags')})"
    if kind == "union_tag_not_found":
        return "an operation must be a mapping with exactly one key, the operation's name"
    return err["msg"]


def _pydantic_issues(exc: ValidationError, data: Any, located: _Located, file: str) -> list[RulesIssue]:
    issues = []
    for err in exc.errors():
        loc = err["loc"]
        line, real = located.line_of(loc, data)
        # keep the parts of the path that name fields (missing fields are not in the data)
        shown = list(real)
        if err["type"] == "missing" and loc and loc[-1] not in real:
            shown.append(loc[-1])  # a missing field is not in the data: name it after its parent
        issues.append(RulesIssue(file, line, format_path(shown), _message(err)))
    return issues


def game_models() -> dict[str, type[BaseModel]]:
    """The rules model of every game, by game id."""
    return {gid: registry.spec(gid).rules_model for gid in registry.game_ids()}


def load_rules_text(text: str, file: str = "<rules>") -> BaseModel:
    data, located = parse_yaml(text, file)
    if not isinstance(data, dict):
        raise RulesError([RulesIssue(file, 1, "", "the top level must be a mapping")])
    texts = [RulesIssue(file, line, format_path(p), msg) for p, line, msg in text_problems(data, located.lines)]
    if texts:  # before the models: "unknown field 'wood or stone.'" would hide the cut text
        raise RulesError(texts)
    game = data.get("game")
    known = registry.game_ids()
    if not isinstance(game, str) or game not in known:  # a list or mapping here is not hashable
        line = located.lines.get(("game",), 1)
        raise RulesError([RulesIssue(file, line, "game", f"unknown game {game!r} (known: {', '.join(known)})")])
    try:
        rules = registry.spec(game).rules_model.model_validate(data)  # imports that game only
    except ValidationError as exc:
        raise RulesError(_pydantic_issues(exc, data, located, file)) from None
    # cross references: every id named somewhere must exist
    problems = []
    for path, message in chain(rules.check_references(), check_look(getattr(rules, "look", None), registry.look_roles(game))):
        line, _ = located.line_of(path, data)
        problems.append(RulesIssue(file, line, format_path(path), message))
    if problems:
        raise RulesError(problems)
    return rules


def rules_dir() -> Path:
    """Where the shipped rules live: beside the package in a checkout, inside it when installed."""
    here = Path(__file__).resolve().parent.parent
    for candidate in (here.parent / "rules_data", here / "rules_data"):
        if candidate.is_dir():
            return candidate
    raise FileNotFoundError("rules_data folder not found next to or inside the caylus_desktop package")


def load_rules_file(path: str | Path) -> BaseModel:
    return load_rules_text(read_rules_text(path), str(path))


def read_rules_text(path: str | Path) -> str:
    """The text of a rules file, bounded in size; RulesError when it cannot be read."""
    p = Path(path)
    try:
        raw = read_bounded(p, MAX_FILE_BYTES)
    except OSError as exc:
        raise RulesError([RulesIssue(str(p), 1, "", f"cannot read the file: {exc.strerror or exc}")]) from None
    if len(raw) > MAX_FILE_BYTES:
        raise _too_large(str(p))
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise RulesError([RulesIssue(str(p), 1, "", f"not UTF-8 text: {exc.reason}")]) from None
    return text


_cache: dict[str, BaseModel] = {}


def rules_for(game: str) -> BaseModel:
    """The shipped definitions of a game, loaded once and shared by every match."""
    if game not in _cache:
        _cache[game] = load_rules_file(rules_dir() / registry.rules_file(game))
        collector.keep_loaded()  # they live as long as the process: no collection walks them again
    return _cache[game]


_overviews: dict[str, Overview] = {}
_OVERVIEW_KEYS = frozenset(Overview.model_fields)


def overview_for(game: str) -> Overview:
    """A shipped game's name, tagline, player counts and options, read from its rules file
    without importing the game or even reading the rest of the file (what the menu shows;
    ``rules_for`` checks everything when a match starts). Loaded once."""
    if game not in _overviews:
        path = rules_dir() / registry.rules_file(game)
        file = str(path)
        data, located = parse_yaml(read_rules_text(path), file, only=_OVERVIEW_KEYS)
        if not isinstance(data, dict):
            raise RulesError([RulesIssue(file, 1, "", "the top level must be a mapping")])
        try:
            _overviews[game] = Overview.model_validate(data)
        except ValidationError as exc:
            raise RulesError(_pydantic_issues(exc, data, located, file)) from None
    return _overviews[game]


def shipped_files() -> Iterator[Path]:
    return iter(sorted(rules_dir().glob("*.yaml")))


def json_schema() -> dict:
    """JSON Schema of the rules format: one branch per game, chosen by `game`."""
    from pydantic import TypeAdapter, Field
    from typing import Annotated, Union

    models = tuple(game_models().values())
    if len(models) == 1:
        schema = models[0].model_json_schema()
    else:
        union = Annotated[Union[models], Field(discriminator="game")]  # type: ignore[valid-type]
        schema = TypeAdapter(union).json_schema()
    schema["$schema"] = "https://json-schema.org/draft/2020-12/schema"
    schema["title"] = "caylus-desktop rules file"
    return schema


def write_json_schema(path: Path) -> None:
    path.write_text(json.dumps(json_schema(), indent=2, ensure_ascii=False) + "\n", encoding="utf-8")

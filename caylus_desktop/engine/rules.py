"""Load and validate rules files into typed, immutable definitions.

Every mistake is reported as ``FILE:LINE: field.path: what is wrong``. The YAML
is composed into nodes first so that each value keeps the line it came from;
pydantic errors carry a path, which is walked back through those nodes.
"""
from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Iterable, Iterator

import yaml
from pydantic import BaseModel, ValidationError

from caylus_desktop.engine import registry

try:  # the C composer is several times faster; the pure one gives the same nodes
    from yaml import CSafeLoader as _Loader
except ImportError:  # pragma: no cover - depends on how PyYAML was built
    from yaml import SafeLoader as _Loader  # type: ignore[assignment]

Path_ = tuple  # a field path: keys and list indexes


@dataclass(frozen=True)
class RulesIssue:
    file: str
    line: int
    path: str
    message: str

    def __str__(self) -> str:
        where = f"{self.path}: " if self.path else ""
        return f"{self.file}:{self.line}: {where}{self.message}"


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

class _Located:
    """Plain data plus the line of every path inside it."""

    def __init__(self) -> None:
        self.lines: dict[tuple, int] = {}
        self.problems: list[tuple[tuple, int, str]] = []

    def build(self, node: yaml.Node, path: tuple) -> Any:
        self.lines[path] = node.start_mark.line + 1
        if isinstance(node, yaml.MappingNode):
            out: dict[Any, Any] = {}
            for key_node, value_node in node.value:
                key = self.build(key_node, path + ("<key>",))
                if isinstance(key, (list, dict)):
                    self.problems.append((path, key_node.start_mark.line + 1, "a key must be a plain value"))
                    continue
                if key in out:
                    self.problems.append((path + (key,), key_node.start_mark.line + 1, f"duplicate key '{key}'"))
                    continue
                self.lines[path + (key,)] = key_node.start_mark.line + 1
                out[key] = self.build(value_node, path + (key,))
                # the key's line is the useful one for the field itself
                self.lines[path + (key,)] = key_node.start_mark.line + 1
            return out
        if isinstance(node, yaml.SequenceNode):
            return [self.build(item, path + (i,)) for i, item in enumerate(node.value)]
        return _constructor.construct_object(node)

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


_constructor = yaml.constructor.SafeConstructor()


def parse_yaml(text: str, file: str) -> tuple[Any, _Located]:
    """YAML text to plain data with line information; syntax errors are RulesErrors."""
    try:
        node = yaml.compose(text, Loader=_Loader)
    except yaml.MarkedYAMLError as exc:
        mark = exc.problem_mark or exc.context_mark
        # at the end of the stream the mark is one line past the last: name the last line
        line = min(mark.line + 1, max(1, len(text.splitlines()))) if mark else 1
        raise RulesError([RulesIssue(file, line, "", f"YAML syntax error: {exc.problem or exc}")]) from None
    except yaml.YAMLError as exc:
        raise RulesError([RulesIssue(file, 1, "", f"YAML error: {exc}")]) from None
    located = _Located()
    if node is None:
        raise RulesError([RulesIssue(file, 1, "", "the file is empty")])
    try:
        data = located.build(node, ())
    except yaml.YAMLError as exc:
        mark = getattr(exc, "problem_mark", None)
        raise RulesError([RulesIssue(file, (mark.line + 1) if mark else 1, "", f"YAML error: {exc}")]) from None
    if located.problems:
        raise RulesError([RulesIssue(file, line, format_path(p), msg) for p, line, msg in located.problems])
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
    game = data.get("game")
    models = game_models()
    if not isinstance(game, str) or game not in models:  # a list or mapping here is not hashable
        line = located.lines.get(("game",), 1)
        raise RulesError([RulesIssue(file, line, "game", f"unknown game {game!r} (known: {', '.join(models)})")])
    try:
        rules = models[game].model_validate(data)
    except ValidationError as exc:
        raise RulesError(_pydantic_issues(exc, data, located, file)) from None
    # cross references: every id named somewhere must exist
    problems = []
    for path, message in rules.check_references():
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
    p = Path(path)
    try:
        text = p.read_text(encoding="utf-8")
    except OSError as exc:
        raise RulesError([RulesIssue(str(p), 1, "", f"cannot read the file: {exc.strerror or exc}")]) from None
    except UnicodeDecodeError as exc:
        raise RulesError([RulesIssue(str(p), 1, "", f"not UTF-8 text: {exc.reason}")]) from None
    return load_rules_text(text, str(p))


_cache: dict[str, BaseModel] = {}


def rules_for(game: str) -> BaseModel:
    """The shipped definitions of a game, loaded once and shared by every match."""
    if game not in _cache:
        _cache[game] = load_rules_file(rules_dir() / registry.spec(game).rules_file)
    return _cache[game]


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

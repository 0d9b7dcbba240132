"""A game's heuristic weights as data (``rules_data/bots/<game>.yaml``), validated like the rules.

The file names one or more weight sets and the one the bots use by default::

    game: caylus
    default: tuned
    sets:
      baseline: {money_early: 0.35, ...}
      tuned: {...}

Each set is checked against the game's weight model (a pydantic model with every term
required and no other allowed), so a misspelt or unknown term is an error with its file
and line, like a mistake in the rules. The file's other keys are the bots' (the searches each
level plays the game with, ``hard:``, ``expert:``): bots/config.py validates them, and refuses
an unknown key.
"""
from __future__ import annotations

from pathlib import Path
from typing import Any

from pydantic import BaseModel, ConfigDict, ValidationError, create_model

from caylus_desktop.engine.rules import (MAX_BUDGET, RulesError, RulesIssue, _pydantic_issues, parse_yaml,
                                         read_rules_text, rules_dir)


class WeightSets:
    """The validated sets of one game, by name, and the default one."""

    def __init__(self, game: str, default: str, sets: dict[str, BaseModel]) -> None:
        self.game = game
        self.default = default
        self.sets = sets

    def get(self, name: str | None = None) -> BaseModel:
        """The named set (None: the default); ValueError naming the sets when there is none by that name."""
        key = self.default if name is None else name
        if key not in self.sets:
            raise ValueError(f"no weight set {key!r} for {self.game} (sets: {', '.join(self.sets)})")
        return self.sets[key]


def weights_path(game: str) -> Path:
    """``rules_data/bots/`` + the name of the game's rules file (magna_carta.yaml for magna-carta)."""
    from caylus_desktop.games import rules_file  # the package is loaded: this module is one of its own

    return rules_dir() / "bots" / rules_file(game)


def load_weights_text(text: str, game: str, model: type[BaseModel], file: str = "<weights>") -> WeightSets:
    data, located = parse_yaml(text, file, max_number=MAX_BUDGET)
    if not isinstance(data, dict):
        raise RulesError([RulesIssue(file, 1, "", "the top level must be a mapping")])
    # the file's other keys are the bots' settings (hard:, expert:), validated by bots/config.py
    top = create_model("WeightFile", __config__=ConfigDict(extra="ignore"),
                       game=(str, ...), default=(str, ...), sets=(dict[str, model], ...))
    try:
        parsed = top.model_validate(data)
    except ValidationError as exc:
        raise RulesError(_pydantic_issues(exc, data, located, file)) from None
    if parsed.game != game:
        raise RulesError([RulesIssue(file, located.lines.get(("game",), 1), "game",
                                     f"weights for {parsed.game!r}, expected {game!r}")])
    if parsed.default not in parsed.sets:
        raise RulesError([RulesIssue(file, located.lines.get(("default",), 1), "default",
                                     f"no set named {parsed.default!r} (sets: {', '.join(parsed.sets)})")])
    return WeightSets(game, parsed.default, dict(parsed.sets))


def load_weights_file(game: str, model: type[BaseModel], path: str | Path | None = None) -> WeightSets:
    p = weights_path(game) if path is None else Path(path)
    return load_weights_text(read_rules_text(p), game, model, str(p))


_cache: dict[str, WeightSets] = {}


def shipped_weights(game: str, model: type[BaseModel]) -> WeightSets:
    """The shipped weight sets of a game, loaded once."""
    hit = _cache.get(game)
    if hit is None:
        hit = _cache[game] = load_weights_file(game, model)
    return hit


def resolve(game: str, model: type[BaseModel], weights: Any) -> BaseModel:
    """A weight set from a name (None: the default) or a set itself."""
    if isinstance(weights, model):
        return weights
    return shipped_weights(game, model).get(weights)


class PlainWeights:
    """A weight set's numbers as plain attributes. The search reads them at every leaf, and a
    pydantic model's field costs about 15 ns more a read (timeit): its class's ``__getattr__``
    keeps the interpreter from specialising the read."""

    def __init__(self, model: BaseModel) -> None:
        self.__dict__.update(model.__dict__)


_plain: dict[int, tuple[BaseModel, PlainWeights]] = {}


def plain(weights: BaseModel | PlainWeights) -> PlainWeights:
    """The one plain copy of a weight set (the same object each time: callers key caches by it)."""
    if isinstance(weights, PlainWeights):
        return weights
    hit = _plain.get(id(weights))
    if hit is None or hit[0] is not weights:  # the set kept alive with its copy: its id is not reused
        if len(_plain) > 1_000:  # a tuning run makes a set per candidate: bounded, as the other caches
            _plain.clear()
        hit = _plain[id(weights)] = (weights, PlainWeights(weights))
    return hit[1]

"""A game's heuristic weights as data (``rules_data/bots/<game>.yaml``), validated like the rules.

The file names one or more weight sets and the one the bots use by default::

    game: caylus
    default: expert
    sets:
      baseline: {money_early: 0.35, ...}
      expert: {...}
    hard: {iterations: 300, horizon: true, to_horizon: true}   # optional
    # or a budget by the match's number of players, one for each the game takes:
    hard: {iterations: {2: 300, 3: 220, 4: 160, 5: 130}, horizon: true, to_horizon: true}

Each set is checked against the game's weight model (a pydantic model with every term
required and no other allowed), so a misspelt or unknown term is an error with its file
and line, like a mistake in the rules. ``hard:`` declares the hard bot's search (HardSearch);
a file without it gets the defaults, the search every game had before the section existed.
``expert:`` declares the expert level's search the same way (a larger budget, in root-parallel
``shards``); a file without it gives the expert the hard search.
"""
from __future__ import annotations

from pathlib import Path
from typing import Annotated, Any, Union

from pydantic import BaseModel, ConfigDict, Discriminator, Field, Tag, ValidationError, create_model

from caylus_desktop.engine.rules import (MAX_BUDGET, RulesError, RulesIssue, _pydantic_issues, format_path,
                                         parse_yaml, read_rules_text, rules_dir, rules_for)

_Budget = Annotated[int, Field(ge=1)]
# a number, or numbers by player count; the tag picks the one branch an error is reported for
_Iterations = Annotated[Union[Annotated[_Budget, Tag("count")], Annotated[dict[int, _Budget], Tag("by players")]],
                        Discriminator(lambda v: "by players" if isinstance(v, dict) else "count")]


def _one_or_by_players(kind: type) -> Any:
    """A value of ``kind``, or one by player count (the tag names the branch an error is reported for)."""
    return Annotated[Union[Annotated[kind, Tag("one")], Annotated[dict[int, kind], Tag("by players")]],
                     Discriminator(lambda v: "by players" if isinstance(v, dict) else "one")]


_SetName = _one_or_by_players(str)
_Flag = _one_or_by_players(bool)
MAX_EXPLORATION = 10.0  # UCB's exploration constant, declared or named by a seat (``hard+exX``), at most this
_Exploration = _one_or_by_players(Annotated[float, Field(ge=0.0, le=MAX_EXPLORATION)])
_Share = _one_or_by_players(Annotated[float, Field(ge=0.0, le=1.0)])
MAX_SHARDS = 64  # a search split into more shards than this would spend more on starting them than on searching
_Shards = _one_or_by_players(Annotated[int, Field(ge=1, le=MAX_SHARDS)])


def _at(value: Any, players: int) -> Any:
    """A declared value for a match of ``players`` seats: itself, or its entry for that count."""
    return value.get(players) if isinstance(value, dict) else value


class HardSearch(BaseModel):
    """The hard bot's search (bots/ismcts.py) as the game declares it; a line-up's ``hard+OPTION``,
    ``hard+itN`` or an explicit iteration budget overrides a part (bots.make_bot)."""
    model_config = ConfigDict(extra="forbid", frozen=True)

    # per decision, when no time cap stops the search first; or by the match's number of players,
    # one for each the game takes (load_weights_text checks), where more seats make each iteration dearer
    iterations: _Iterations = 3000
    # judge no leaf past the game's ``horizon(state)`` key of the root (its heuristics module); one
    # value, or one by player count like the iterations (Caleira plays its leaves out at 4 players only)
    horizon: _Flag = False
    # with the horizon: play every new leaf on to it by the one-step greedy choice first (likewise)
    to_horizon: _Flag = False
    # the weight set it judges positions with (None: the file's default, as the other levels), or
    # one by player count like the iterations; a line-up's ``hard@set`` overrides it. A game names
    # one where a term estimates what the search plays out itself (Caleira's Trebuchets to come)
    # and the search judges better without it (docs/notes/bots-history.md measures which)
    weights: _SetName | None = None
    # UCB's exploration constant (rewards lie in [0, 1]), one value or one by player count. At 0.5 a
    # search of a few hundred iterations spreads them almost evenly a step below the root, so a
    # Caylus placement is judged by its average follow-up and passing, with nothing below it, can
    # look better; 0.1 at 2 players placed there but won no more games (docs/notes/bots-history.md, "Caylus: the
    # search's exploration"), so every game declares none and searches at 0.5 as before
    exploration: _Exploration = 0.5
    # how much a change in the best rival's value counts against the seat's own, 0 to 1, one value or
    # one by player count: 1 judges a leaf by the plain margin; below it the search values what it
    # builds above what it denies (the rival's value counts at the root's plus this share of its change)
    rival_weight: _Share = 1.0
    # judge a leaf by the change of the seat's margin since the root instead of the margin itself,
    # one value or one by player count: a reward is 0.5 + 0.5 tanh(margin / 4 points), so a seat 15
    # points ahead or behind saw every leaf near 1 or 0 and chose almost blindly (false: as before)
    centred: _Flag = False
    # root-parallel shards (bots/parallel.py): the budget split into this many separate searches whose
    # root statistics are added up; a fixed number, so the move is the same on any number of cores.
    # 1: one search (the hard level of every game)
    shards: _Shards = 1

    def budget(self, players: int) -> int:
        """The iterations of a decision in a match of ``players`` seats."""
        it = self.iterations
        if isinstance(it, int):
            return it
        if players not in it:
            raise ValueError(f"no hard search budget for {players} players (declared: {sorted(it)})")
        return it[players]

    def weight_set(self, players: int) -> str | None:
        """The weight set of a decision in a match of ``players`` seats (None: the file's default)."""
        return _at(self.weights, players)

    def exploration_at(self, players: int) -> float:
        """UCB's exploration constant in a match of ``players`` seats."""
        return float(_at(self.exploration, players))

    def rival_weight_at(self, players: int) -> float:
        """The share of a rival's change that counts against the seat, ``players`` seats."""
        return float(_at(self.rival_weight, players))

    def centred_at(self, players: int) -> bool:
        """Whether a match of ``players`` seats judges leaves by the margin's change since the root."""
        return bool(_at(self.centred, players))

    def shards_at(self, players: int) -> int:
        """How many root-parallel shards a decision of ``players`` seats searches in."""
        return int(_at(self.shards, players))

    def horizon_at(self, players: int) -> bool:
        """Whether a match of ``players`` seats searches to the game's horizon."""
        return bool(_at(self.horizon, players))

    def to_horizon_at(self, players: int) -> bool:
        """Whether a match of ``players`` seats plays its leaves on to the horizon."""
        return bool(_at(self.to_horizon, players))


class WeightSets:
    """The validated sets of one game, by name, the default one, and the hard bot's search."""

    def __init__(self, game: str, default: str, sets: dict[str, BaseModel],
                 hard: HardSearch | None = None, expert: HardSearch | None = None) -> None:
        self.game = game
        self.default = default
        self.sets = sets
        self.hard = hard or HardSearch()
        self.expert = expert or self.hard  # a file without ``expert:``: the hard search

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
    top = create_model("WeightFile", __config__=ConfigDict(extra="forbid"),
                       game=(str, ...), default=(str, ...), sets=(dict[str, model], ...),
                       hard=(HardSearch, HardSearch()), expert=(HardSearch | None, None))
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
    for level in ("hard", "expert"):
        search = getattr(parsed, level)
        if search is None:
            continue
        for field in ("iterations", "weights", "horizon", "to_horizon", "exploration", "rival_weight", "centred",
                      "shards"):
            _check_by_players(getattr(search, field), (level, field), game, data, located, file)
        named = search.weights
        for key, name in (named.items() if isinstance(named, dict) else [((), named)] if named else []):
            if name not in parsed.sets:
                where = (level, "weights") + ((key,) if key != () else ())
                raise RulesError([RulesIssue(file, located.line_of(where, data)[0], format_path(where),
                                             f"no set named {name!r} (sets: {', '.join(parsed.sets)})")])
    return WeightSets(game, parsed.default, dict(parsed.sets), parsed.hard, parsed.expert)


def _check_by_players(value: Any, where: tuple, game: str, data: dict, located: Any, file: str) -> None:
    """A value by player count (a budget, a weight set) names each count the game takes, and no other."""
    if not isinstance(value, dict):
        return
    players = rules_for(game).players
    counts = range(players.min, players.max + 1)
    problems = [RulesIssue(file, located.line_of(where + (k,), data)[0], format_path(where + (k,)),
                           f"{game} takes {players.min} to {players.max} players")
                for k in value if k not in counts]
    missing = [str(k) for k in counts if k not in value]
    if missing:
        what = {"iterations": "budget", "weights": "weight set"}.get(where[-1], "value")
        problems.append(RulesIssue(file, located.line_of(where, data)[0], format_path(where),
                                   f"no {what} for {', '.join(missing)} players"))
    if problems:
        raise RulesError(problems)


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


def hard_search(game: str) -> HardSearch:
    """The hard bot's search the game declares (its bots file's ``hard:``; the defaults without one)."""
    from caylus_desktop.games import heuristics  # each game's heuristics reads its weights through its model

    return shipped_weights(game, heuristics(game).Weights).hard


def expert_search(game: str) -> HardSearch:
    """The expert bot's search the game declares (its bots file's ``expert:``; without one, the hard search)."""
    from caylus_desktop.games import heuristics

    return shipped_weights(game, heuristics(game).Weights).expert

"""Bot configuration as data: the levels, each game's searches and the level strings.

A bot is described by one validated structure, ``BotConfig``, told apart by ``play``: a
``RandomBot``, a ``GreedyBot`` (the easy and medium levels) or a ``SearchBot`` (hard, expert).
``rules_data/bots/levels.yaml`` declares one per level, weakest first: the level names are theirs.

A search bot's settings left at None are the game's, read when a decision is searched
(bots/ismcts.py): the section of the game's bots file (``rules_data/bots/<game>.yaml``) named
after the level, a ``SearchSettings`` whose every field takes one value or one per player count::

    hard: {iterations: {2: 300, 3: 300, 4: 200, 5: 160}, horizon: true, to_horizon: true}
    expert: {iterations: 24000, shards: 2}

(the file's weight sets are the game's own, validated by games/weights.py). A level string of the
command line (``hard@tuned_v2+horizon+it300``) is sugar for a level's structure with some settings
changed: ``parse_level``.
"""
from __future__ import annotations

import functools
from pathlib import Path
from typing import Annotated, Any, Literal, Union

from pydantic import (BaseModel, ConfigDict, Discriminator, Field, StringConstraints, Tag, ValidationError,
                      create_model)

from caylus_desktop.engine.rules import (MAX_BUDGET, RulesError, RulesIssue, _pydantic_issues, format_path,
                                         parse_yaml, read_rules_text, rules_dir, rules_for)
from caylus_desktop.games.weights import weights_path

MAX_EXPLORATION = 10.0  # UCB's exploration constant, declared or named by a seat (``hard+exX``), at most this
MAX_SHARDS = 64  # a search split into more shards than this would spend more on starting them than on searching


def _one_or_by_players(kind: Any) -> Any:
    """A value of ``kind``, or one by player count (the tag names the branch an error is reported for)."""
    return Annotated[Union[Annotated[kind, Tag("one")], Annotated[dict[int, kind], Tag("by players")]],
                     Discriminator(lambda v: "by players" if isinstance(v, dict) else "one")]


_Budget = Annotated[int, Field(ge=1)]
_Exploration = Annotated[float, Field(ge=0.0, le=MAX_EXPLORATION)]
_Share = Annotated[float, Field(ge=0.0, le=1.0)]
_Shards = Annotated[int, Field(ge=1, le=MAX_SHARDS)]


def _at(value: Any, players: int) -> Any:
    """A declared value for a match of ``players`` seats: itself, or its entry for that count."""
    return value.get(players) if isinstance(value, dict) else value


class SearchSettings(BaseModel):
    """A search level's settings as a game declares them (its bots file's ``hard:``, ``expert:``);
    the defaults are the search of a game that declares none."""
    model_config = ConfigDict(extra="forbid", frozen=True)

    # per decision, when no time cap stops the search first; or by the match's number of players,
    # one for each the game takes (load_searches_text checks), where more seats make each iteration dearer
    iterations: _one_or_by_players(_Budget) = 3000
    # judge no leaf past the game's ``horizon(state)`` key of the root (its heuristics module); one
    # value, or one by player count like the iterations (Caleira plays its leaves out at 4 players only)
    horizon: _one_or_by_players(bool) = False
    # with the horizon: play every new leaf on to it by the one-step greedy choice first (likewise)
    to_horizon: _one_or_by_players(bool) = False
    # the weight set it judges positions with (None: the file's default, as the other levels), or
    # one by player count like the iterations; a line-up's ``hard@set`` overrides it. A game names
    # one where a term estimates what the search plays out itself (Caleira's Trebuchets to come)
    # and the search judges better without it (docs/notes/bots-history.md measures which)
    weights: _one_or_by_players(str) | None = None
    # UCB's exploration constant (rewards lie in [0, 1]), one value or one by player count. At 0.5 a
    # search of a few hundred iterations spreads them almost evenly a step below the root, so a
    # Caylus placement is judged by its average follow-up and passing, with nothing below it, can
    # look better; 0.1 at 2 players placed there but won no more games (docs/notes/bots-history.md, "Caylus: the
    # search's exploration"), so every game declares none and searches at 0.5 as before
    exploration: _one_or_by_players(_Exploration) = 0.5
    # how much a change in the best rival's value counts against the seat's own, 0 to 1, one value or
    # one by player count: 1 judges a leaf by the plain margin; below it the search values what it
    # builds above what it denies (the rival's value counts at the root's plus this share of its change)
    rival_weight: _one_or_by_players(_Share) = 1.0
    # judge a leaf by the change of the seat's margin since the root instead of the margin itself,
    # one value or one by player count: a reward is 0.5 + 0.5 tanh(margin / 4 points), so a seat 15
    # points ahead or behind saw every leaf near 1 or 0 and chose almost blindly (false: as before)
    centred: _one_or_by_players(bool) = False
    # root-parallel shards (bots/parallel.py): the budget split into this many separate searches whose
    # root statistics are added up; a fixed number, so the move is the same on any number of cores.
    # 1: one search (the hard level of every game)
    shards: _one_or_by_players(_Shards) = 1

    def budget(self, players: int) -> int:
        """The iterations of a decision in a match of ``players`` seats."""
        it = self.iterations
        if isinstance(it, int):
            return it
        if players not in it:
            raise ValueError(f"no search budget for {players} players (declared: {sorted(it)})")
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


# --- a bot ---------------------------------------------------------------------------------------

_LevelName = Annotated[str, StringConstraints(pattern=r"^[a-z][a-z0-9_]*$")]


class RandomBot(BaseModel):
    """Uniform over the legal actions."""
    model_config = ConfigDict(extra="forbid", frozen=True)
    play: Literal["random"]
    level: _LevelName


class GreedyBot(BaseModel):
    """One ply on the game's heuristic (bots/greedy.py)."""
    model_config = ConfigDict(extra="forbid", frozen=True)
    play: Literal["greedy"]
    level: _LevelName
    weights: str | None = None  # the game's weight set (None: its bots file's default)
    worlds: int = Field(ge=1, le=100)  # sampled worlds averaged (one when the seat can be unsure of nothing)
    follow_ups: int = Field(ge=0, le=20)  # the seat's own next decisions taken greedily after an option
    noise: float = Field(0.0, ge=0.0, le=1.0)  # chance to take the 2nd best option (half that: the 3rd)


class SearchBot(BaseModel):
    """The tree search (bots/ismcts.py). None: the game's declared setting (module docstring)."""
    model_config = ConfigDict(extra="forbid", frozen=True)
    play: Literal["search"]
    level: _LevelName
    weights: str | None = None  # the game's weight set (None: the one the game's search declares)
    time: float = Field(1.0, gt=0.0, le=100.0)  # the time cap, in times the caller's (make_bot's seconds)
    # the level whose section of a game's bots file is read when the file has none of this level's name
    fallback: str | None = None
    # the search of a game that declares none (every setting at SearchSettings' defaults, the budget
    # after the caller's), kept to compare with; the declared weight set is kept
    plain: bool = False
    iterations: int | None = Field(None, ge=1)  # a budget that wins over the caller's and the declared one
    horizon: bool | None = None
    to_horizon: bool | None = None
    exploration: float | None = Field(None, ge=0.0, le=MAX_EXPLORATION)
    rival_weight: float | None = Field(None, ge=0.0, le=1.0)
    shards: int | None = Field(None, ge=1, le=MAX_SHARDS)
    centred: bool | None = None

    def setting(self, name: str) -> Any:
        """A search setting as this bot sets it: its own, else the plain search's if plain, else
        None (the game's declared one)."""
        own = getattr(self, name)
        if own is None and self.plain:
            return getattr(SearchSettings(), name)
        return own


# told apart by ``play`` (a callable, so that a wrong one is reported in these words)
BotConfig = Annotated[Union[Annotated[RandomBot, Tag("random")], Annotated[GreedyBot, Tag("greedy")],
                            Annotated[SearchBot, Tag("search")]],
                      Discriminator(lambda v: v.get("play") if isinstance(v, dict) else getattr(v, "play", None),
                                    custom_error_type="play", custom_error_message="play is random, greedy or search")]
_SEARCH_FIELDS = ("iterations", "horizon", "to_horizon", "weights", "exploration", "rival_weight", "centred",
                  "shards")


# --- the levels ----------------------------------------------------------------------------------

MAX_USE_SECONDS = 60.0  # a hint or a review's decision that needs longer than this fits no player's wait


class Use(BaseModel):
    """What a hint or the game review plays with: the strongest level whose search fits ``seconds``
    (measured, docs/bots.md "Hints and review: which level"), at ``iterations`` (None: the level's
    declared budget for the game). A hint stops at ``seconds`` if its budget is not spent by then;
    a review spends exactly its iterations (the same save, the same review), ``seconds`` a decision
    being the time it was chosen to fit."""
    model_config = ConfigDict(extra="forbid", frozen=True)
    level: _LevelName
    seconds: float = Field(gt=0.0, le=MAX_USE_SECONDS)
    iterations: int | None = Field(None, ge=1)


class Uses(BaseModel):
    """The levels file's ``uses:``: one level for the hints, one for the game review."""
    model_config = ConfigDict(extra="forbid", frozen=True)
    hint: Use
    review: Use


def levels_path() -> Path:
    return rules_dir() / "bots" / "levels.yaml"


def load_levels_text(text: str, file: str = "<levels>") -> dict[str, BotConfig]:
    """The levels of a levels file, weakest first; a mistake is a RulesError with its file and line."""
    return _load_levels_file(text, file)[0]


def load_uses_text(text: str, file: str = "<levels>") -> Uses:
    """The levels file's ``uses:`` (the hint's and the review's level); a mistake is a RulesError
    with its file and line, like the levels'."""
    return _load_levels_file(text, file)[1]


def _load_levels_file(text: str, file: str) -> tuple[dict[str, BotConfig], Uses]:
    data, located = parse_yaml(text, file, max_number=MAX_BUDGET)
    if not isinstance(data, dict):
        raise RulesError([RulesIssue(file, 1, "", "the top level must be a mapping")])
    entries = data.get("levels")
    if isinstance(entries, dict):  # each level's name is its key: the structure carries it
        for name, entry in entries.items():
            if isinstance(entry, dict):
                entry.setdefault("level", name)
    model = create_model("LevelsFile", __config__=ConfigDict(extra="forbid"),
                         levels=(dict[_LevelName, BotConfig], ...), uses=(Uses, ...))
    try:
        parsed = model.model_validate(data)
    except ValidationError as exc:
        raise RulesError(_pydantic_issues(exc, data, located, file)) from None
    problems = _level_problems(parsed.levels) + _use_problems(parsed.uses, parsed.levels)
    if problems:
        raise RulesError([RulesIssue(file, located.line_of(path, data)[0], format_path(path), message)
                          for path, message in problems])
    return dict(parsed.levels), parsed.uses


def _use_problems(uses: Uses, declared: dict[str, BotConfig]) -> list[tuple[tuple, str]]:
    """A use names a declared level that suggests moves (not random); the review's must search (it
    values every option, and only the search gives each a value in points)."""
    problems = []
    for name in Uses.model_fields:
        level = getattr(uses, name).level
        where = ("uses", name, "level")
        if level not in declared:
            problems.append((where, f"no level named {level!r} (levels: {', '.join(declared)})"))
        elif declared[level].play == "random":
            problems.append((where, "the random bot has no reason for a move: a level that judges positions"))
        elif name == "review" and declared[level].play != "search":
            problems.append((where, f"the review values every option in points: a search level "
                                    f"({', '.join(n for n, b in declared.items() if b.play == 'search')})"))
    return problems


def _level_problems(declared: dict[str, BotConfig]) -> list[tuple[tuple, str]]:
    """Each level named by its key, judging with each game's weights, falling back on an earlier search."""
    problems = []
    searching = [n for n, b in declared.items() if b.play == "search"]
    for name, bot in declared.items():
        where = ("levels", name)
        if bot.level != name:
            problems.append((where + ("level",), f"the level is named by its key, {name!r}"))
        if getattr(bot, "weights", None) is not None:
            problems.append((where + ("weights",), "a level judges with each game's own weight sets "
                                                   "(its bots file's default or its search's)"))
        fallback = getattr(bot, "fallback", None)
        if fallback is not None and (fallback not in searching or searching.index(fallback) >= searching.index(name)):
            problems.append((where + ("fallback",), f"{fallback!r} is no search level declared before {name!r}"))
    if not declared:
        problems.append((("levels",), "no level declared"))
    return problems


@functools.cache
def _shipped() -> tuple[dict[str, BotConfig], Uses]:
    p = levels_path()
    return _load_levels_file(read_rules_text(p), str(p))


def levels() -> dict[str, BotConfig]:
    """The shipped levels, weakest first (rules_data/bots/levels.yaml), loaded once."""
    return _shipped()[0]


def use(name: str) -> Use:
    """What the hints (``hint``) or the game review (``review``) play with, as levels.yaml declares it."""
    return getattr(_shipped()[1], name)


def search_levels() -> tuple[str, ...]:
    """The levels of the tree search, which take search options."""
    return tuple(name for name, bot in levels().items() if bot.play == "search")


# --- a game's searches ---------------------------------------------------------------------------

def load_searches_text(text: str, game: str, file: str = "<bots>") -> dict[str, SearchSettings]:
    """The search every search level plays ``game`` with, from the game's bots file: the section
    named after the level, else its fallback level's, else the defaults. A mistake is a RulesError
    with its file and line (the weight sets are games/weights.py's to check)."""
    data, located = parse_yaml(text, file, max_number=MAX_BUDGET)
    if not isinstance(data, dict):
        raise RulesError([RulesIssue(file, 1, "", "the top level must be a mapping")])
    names = search_levels()
    model = create_model("BotsFile", __config__=ConfigDict(extra="forbid"),
                         game=(str, ...), default=(str, ...), sets=(dict[str, Any], ...),
                         **{name: (SearchSettings | None, None) for name in names})
    try:
        parsed = model.model_validate(data)
    except ValidationError as exc:
        raise RulesError(_pydantic_issues(exc, data, located, file)) from None
    searches: dict[str, SearchSettings] = {}
    for name in names:
        search = getattr(parsed, name)
        if search is not None:
            _check(search, name, game, list(parsed.sets), data, located, file)
        fallback = levels()[name].fallback
        searches[name] = search or (searches[fallback] if fallback else SearchSettings())
    return searches


def _check(search: SearchSettings, level: str, game: str, sets: list[str], data: dict, located: Any,
           file: str) -> None:
    """Values by player count name every count the game takes, and weight sets exist."""
    for field in _SEARCH_FIELDS:
        _check_by_players(getattr(search, field), (level, field), game, data, located, file)
    named = search.weights
    for key, name in (named.items() if isinstance(named, dict) else [((), named)] if named else []):
        if name not in sets:
            where = (level, "weights") + ((key,) if key != () else ())
            raise RulesError([RulesIssue(file, located.line_of(where, data)[0], format_path(where),
                                         f"no set named {name!r} (sets: {', '.join(sets)})")])


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


@functools.cache
def game_searches(game: str) -> dict[str, SearchSettings]:
    """The searches the game declares, by search level (its shipped bots file), loaded once."""
    p = weights_path(game)
    return load_searches_text(read_rules_text(p), game, str(p))


def declared_search(game: str, level: str) -> SearchSettings:
    """The search a level plays the game with, as its bots file declares it."""
    return game_searches(game)[level]


# --- level strings -------------------------------------------------------------------------------

# a search level's options after "+", in place of the parts of the game's declared search they
# name: the horizon without the greedy play, no horizon, both; leaves judged by the margin's change
# since the root or by the margin (SearchSettings.centred); "plain" (SearchBot.plain)
NAMED_OPTIONS: dict[str, dict[str, Any]] = {
    "horizon": {"horizon": True, "to_horizon": False}, "nohorizon": {"horizon": False},
    "greedy": {"horizon": True, "to_horizon": True}, "centred": {"centred": True}, "uncentred": {"centred": False},
    "plain": {"plain": True, "horizon": None, "to_horizon": None}}
# numeric options, prefix -> (setting, the largest value, what it is): "itN" N iterations whatever
# the caller's budget (to compare searches of different cost per iteration), "exX" UCB's
# exploration constant, "rwX" the rival's share (SearchSettings.rival_weight)
NUMBER_OPTIONS = {"it": ("iterations", None, "a whole number of iterations, at least 1"),
                  "ex": ("exploration", MAX_EXPLORATION, f"UCB's exploration constant, 0 to {MAX_EXPLORATION:g}"),
                  "rw": ("rival_weight", 1.0, "the rival's share, 0 to 1")}


def _decimal(text: str, most: float) -> bool:
    """Whether ``text`` is a plain decimal number such as 0.25, at most ``most``."""
    head, _, tail = text.partition(".")
    return bool(head) and head.isdigit() and (tail == "" or tail.isdigit()) and float(text) <= most


def _option(option: str) -> tuple[dict[str, Any] | None, str]:
    """A search option's settings, or None and what is wrong with it."""
    if option in NAMED_OPTIONS:
        return NAMED_OPTIONS[option], ""
    prefix, value = option[:2], option[2:]
    if prefix not in NUMBER_OPTIONS:
        return None, f"{option!r} is none of them"
    field, most, what = NUMBER_OPTIONS[prefix]
    if most is None:
        good = value.isdigit() and int(value) >= 1
        return ({field: int(value)}, "") if good else (None, f"{option}: {prefix}N takes {what}")
    return ({field: float(value)}, "") if _decimal(value, most) else (None, f"{option}: {prefix}X takes {what}")


def split_level(text: str) -> tuple[str, str | None]:
    """``hard@baseline+it300`` -> ("hard", "baseline"): a level string's level and weight set."""
    name, _, weights = text.partition("+")[0].partition("@")
    return name, (weights or None)


def parse_level(text: str) -> BotConfig:
    """A level string ``LEVEL[@SET][+OPTION...]`` as the level's structure with the settings it
    names; ValueError, one line, naming what is wrong."""
    head, *options = text.split("+")
    name, weights = split_level(text)
    known = levels()
    if name not in known:
        raise ValueError(f"unknown bot level {name!r}; levels: {', '.join(known)}")
    base = known[name]
    if weights and base.play == "random":
        raise ValueError(f"the {name} bot uses no heuristic weights: {head}")
    searching = search_levels()
    accepted = f"only the {' and '.join(searching)} bots take search options ({', '.join(NAMED_OPTIONS)}, " \
               f"{', '.join(p + ('N' if NUMBER_OPTIONS[p][1] is None else 'X') for p in NUMBER_OPTIONS)})"
    settings: dict[str, Any] = {"weights": weights} if weights else {}
    numbers: dict[str, Any] = {}
    for option in options:
        if base.play != "search":
            raise ValueError(f"{text}: {accepted}")
        found, problem = _option(option)
        if found is None:
            raise ValueError(f"{text}: {accepted}; {problem}")
        if option not in NAMED_OPTIONS:  # a number: one of each, whatever the order
            if set(found) & set(numbers):
                raise ValueError(f"{text}: {accepted}; {option[:2]} named twice")
            numbers.update(found)
        else:
            settings.update(found)  # in order: a later option wins over an earlier one
    try:
        return type(base).model_validate({**base.model_dump(), **settings, **numbers})
    except ValidationError as exc:  # the checks above leave nothing here; a one-line error all the same
        raise ValueError(f"{text}: {exc.errors()[0]['msg']}") from None

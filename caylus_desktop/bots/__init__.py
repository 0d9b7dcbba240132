"""Built-in players. A bot is ``choose(view, decision, rng) -> Action``.

``view`` is a :class:`caylus_desktop.engine.observe.SeatView`: the seat's
observation and worlds sampled from its knowledge, never the match itself.
``cancel`` (optional) is a threading.Event that stops the search early; a
:class:`caylus_desktop.bots.parallel.Stop` also names the worker processes the
expert's root-parallel search runs on.
"""
from __future__ import annotations

from typing import Any

from caylus_desktop.bots import random_bot
from caylus_desktop.bots.greedy import Greedy
from caylus_desktop.bots.ismcts import Ismcts
from caylus_desktop.engine import registry
from caylus_desktop.games.weights import MAX_EXPLORATION, HardSearch


class _Random:
    def choose(self, view: Any, decision: Any, rng: Any, cancel: Any = None):
        return random_bot.choose(view, decision, rng)


# the bot levels, weakest first: the names a seat's ``bot`` may take (the engine checks a seat's
# level against these, declared to its registry) and the menu offers
LEVELS = ("random", "easy", "medium", "hard", "expert")
registry.declare_bot_levels(LEVELS)

# the expert thinks this many times the hard bot's time cap (5 s against 2 s): its two shards, each
# four times the hard bot's budget, run side by side on a 2-core machine within 6 s (docs/bots.md)
EXPERT_TIME = 2.5
SEARCH_LEVELS = ("hard", "expert")  # the levels of the tree search (Ismcts), which take search options


def split_level(name: str) -> tuple[str, str | None]:
    """``hard@baseline`` -> ("hard", "baseline"): a level and the game's weight set it judges with
    (a search option after ``+``, see make_bot, is left out)."""
    level, _, weights = name.partition("+")[0].partition("@")
    return level, (weights or None)


# search options a hard level can name after "+" (Ismcts's keywords), in place of the parts of
# the game's declared search (``hard:`` in its bots file) they name; also "itN": N iterations
# whatever the caller's budget, to compare searches of different cost per iteration, "exX":
# UCB's exploration constant X (0 to 10) and "rwX": the rival's share X (0 to 1, HardSearch.rival_weight),
# whatever the game declares; "centred"/"uncentred": leaves judged by the margin's change since the
# root or by the margin (HardSearch.centred).
# "plain": the search of a game that declares none (every game's hard before the declarations,
# 3,000 iterations unless the caller or itN says otherwise), kept to compare with; it keeps the
# declared weight set (name another with @)
SEARCH_OPTIONS = {"horizon": {"horizon": True, "to_horizon": False}, "nohorizon": {"horizon": False},
                  "greedy": {"horizon": True, "to_horizon": True}, "centred": {"centred": True},
                  "uncentred": {"centred": False}, "plain": HardSearch().model_dump(exclude={"weights"})}


# a hard level's numeric options: prefix -> (Ismcts keyword, the largest value)
NUMBER_OPTIONS = {"ex": ("exploration", MAX_EXPLORATION), "rw": ("rival_weight", 1.0)}


def _decimal(text: str, most: float) -> bool:
    """Whether ``text`` is a plain decimal number such as 0.25, at most ``most``."""
    head, _, tail = text.partition(".")
    return bool(head) and head.isdigit() and (tail == "" or tail.isdigit()) and float(text) <= most


def make_bot(level: str, seconds: float | None = 2.0, iterations: int | None = None) -> Any:
    """A bot of that level. ``hard`` spends at most ``seconds`` (``expert`` EXPERT_TIME times as
    long); None or 0: no time cap, exactly
    ``iterations`` (so its choices do not depend on how busy the machine is). The hard bot's
    iterations: ``hard+itN``'s N, else ``iterations``, else the game's declared budget.

    ``level@set`` (e.g. ``hard@baseline``): the level judging positions with the game's named
    heuristic weight set (rules_data/bots/<game>.yaml) instead of the default one.
    ``hard+OPTION`` (e.g. ``hard+plain``, ``hard@tuned_v2+horizon``): the hard bot with a
    search option of SEARCH_OPTIONS instead of the game's choice; ``hard+it300``: 300 iterations;
    ``hard+ex0.2``: UCB's exploration constant 0.2 (HardSearch.exploration); ``hard+rw0.8``: a
    rival's change counts at 0.8 of the seat's own (HardSearch.rival_weight)."""
    name = level
    options = name.split("+")[1:]
    level, weights = split_level(name)
    budget = [int(o[2:]) for o in options if o[:2] == "it" and o[2:].isdigit() and int(o[2:]) > 0]
    numbers = [(NUMBER_OPTIONS[o[:2]][0], float(o[2:])) for o in options
               if o[:2] in NUMBER_OPTIONS and _decimal(o[2:], NUMBER_OPTIONS[o[:2]][1])]
    known = [o for o in options if o in SEARCH_OPTIONS]
    if options and (level not in SEARCH_LEVELS or len(known) + len(budget) + len(numbers) < len(options)
                    or len(budget) > 1 or len(dict(numbers)) < len(numbers)):
        raise ValueError(f"{name}: only the hard and expert bots take search options ({', '.join(SEARCH_OPTIONS)}, "
                         "itN, exX, rwX)")
    search = {k: v for o in known for k, v in SEARCH_OPTIONS[o].items()}
    search.update(numbers)
    named = search.pop("iterations", None)  # an option's budget gives way to the caller's
    if budget:
        iterations = budget[0]
    elif not iterations:  # None or 0: no budget given
        iterations = named
    if weights is not None and level not in ("easy", "medium", *SEARCH_LEVELS):
        raise ValueError(f"the {level} bot uses no heuristic weights: {level}@{weights}")
    if level == "random":
        return _Random()
    if level == "easy":
        return Greedy(worlds=1, follow_ups=1, noise=0.35, weights=weights)
    if level == "medium":
        return Greedy(worlds=6, follow_ups=3, weights=weights)
    if level == "hard":
        return Ismcts(iterations=iterations, seconds=seconds or None, weights=weights, **search)
    if level == "expert":
        return Ismcts(iterations=iterations, seconds=(seconds or 0) * EXPERT_TIME or None, weights=weights,
                      level="expert", **search)
    raise ValueError(f"unknown bot level {level!r}; levels: {', '.join(LEVELS)}")

"""Built-in players. A bot is ``choose(view, decision, rng) -> Action``.

``view`` is a :class:`caylus_desktop.engine.observe.SeatView`: the seat's
observation and worlds sampled from its knowledge, never the match itself.
``cancel`` (optional) is a threading.Event that stops the search early; a
:class:`caylus_desktop.bots.parallel.Stop` also names the worker processes the
expert's root-parallel search runs on.

What a bot is, its level and settings, is data: bots/config.py.
"""
from __future__ import annotations

from typing import Any

from caylus_desktop.bots import random_bot
from caylus_desktop.bots.config import BotConfig, levels, parse_level, search_levels, split_level, use
from caylus_desktop.bots.greedy import Greedy
from caylus_desktop.bots.ismcts import Ismcts
from caylus_desktop.engine import registry

__all__ = ["BotConfig", "EXPERT_TIME", "LEVELS", "SEARCH_LEVELS", "hint_bot", "make_bot", "parse_level", "review_bot",
           "split_level"]


class _Random:
    def choose(self, view: Any, decision: Any, rng: Any, cancel: Any = None):
        return random_bot.choose(view, decision, rng)


# the bot levels, weakest first (rules_data/bots/levels.yaml): the names a seat's ``bot`` may take
# (the engine checks a seat's level against these, declared to its registry) and the menu offers
LEVELS = tuple(levels())
registry.declare_bot_levels(LEVELS)
SEARCH_LEVELS = search_levels()  # the levels of the tree search (Ismcts), which take search options
EXPERT_TIME = levels()["expert"].time  # the expert's time cap, in times the hard bot's (levels.yaml)


def make_bot(config: BotConfig | str, seconds: float | None = 2.0, iterations: int | None = None) -> Any:
    """The bot a configuration describes, or a level string (config.parse_level: ``hard``,
    ``hard@tuned_v2+horizon+it300``). A search spends at most ``seconds`` times its ``time`` (the
    expert 2.5 times as long); None or 0: no time cap, exactly its iterations (so its choices do not
    depend on how busy the machine is): its own ``iterations`` (``+itN``), else ``iterations``, else
    the game's declared budget (the plain search's, 3,000, with ``plain``)."""
    bot = parse_level(config) if isinstance(config, str) else config
    if bot.play == "random":
        return _Random()
    if bot.play == "greedy":
        return Greedy(worlds=bot.worlds, follow_ups=bot.follow_ups, noise=bot.noise, weights=bot.weights)
    return Ismcts(iterations=bot.iterations or iterations or bot.setting("iterations"),
                  seconds=(seconds or 0) * bot.time or None, weights=bot.weights,
                  horizon=bot.setting("horizon"), to_horizon=bot.setting("to_horizon"),
                  exploration=bot.setting("exploration"), rival_weight=bot.setting("rival_weight"),
                  shards=bot.setting("shards"), centred=bot.setting("centred"), level=bot.level)


def hint_bot() -> Any:
    """The bot whose move a hint suggests (levels.yaml ``uses: hint``): the declared level at the game's
    settings, its declared budget (or the use's ``iterations``), stopped at the use's ``seconds``."""
    hint = use("hint")
    bot = levels()[hint.level]
    if bot.play == "search":  # the use's seconds are the cap, whatever the level's share of the window's
        bot = bot.model_copy(update={"time": 1.0})
    return make_bot(bot, seconds=hint.seconds, iterations=hint.iterations)


def review_bot(iterations: int | None = None) -> Ismcts:
    """The search the game review values every option with (levels.yaml ``uses: review``): the declared
    level's settings for the game (its horizon, greedy play to it, centring, weights, exploration,
    shards) but the plain margin (a rival's share of 1), so that its values are points a seat lost or
    gained, never a rival's loss at a discount; exactly ``iterations`` (None: the use's, else the
    level's declared budget), no time cap."""
    review = use("review")
    bot = levels()[review.level].model_copy(update={"rival_weight": 1.0})
    return make_bot(bot, seconds=None, iterations=iterations or review.iterations)

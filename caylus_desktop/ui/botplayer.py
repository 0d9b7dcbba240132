"""Bots think in a worker thread so the window keeps drawing (the expert's shards on the game's worker processes)."""
from __future__ import annotations

import functools
import logging
import threading
import time
from typing import Any, Callable

from caylus_desktop.bots import LEVELS, make_bot, ratings
from caylus_desktop.bots.parallel import Stop, Workers
from caylus_desktop.engine.actions import Action
from caylus_desktop.engine.observe import SeatView
from caylus_desktop.engine.rng import Rng
from caylus_desktop.engine.rules import RulesError
from caylus_desktop.ui.i18n import Speech

log = logging.getLogger(__name__)


@functools.lru_cache(maxsize=None)  # looked up while drawing the menu: build once
def bot_choose(level: str) -> Callable | None:
    """The level's ``choose(view, decision, rng, cancel)``, or None for an unknown level."""
    return make_bot(level).choose if level in LEVELS else None


def levels() -> list[tuple[str, bool]]:
    """Every bot level, and whether it can play."""
    return [(level, bot_choose(level) is not None) for level in LEVELS]


@functools.lru_cache(maxsize=1)  # read while drawing the menu: once
def measured() -> dict:
    """The committed round robin of the levels (rules_data/bots/ratings.yaml); a file that cannot be
    read describes no level (the menu must open whatever it holds)."""
    try:
        return ratings.load()
    except (RulesError, OSError) as exc:
        log.error("the bot ratings cannot be read: %s", exc)
        return {}


def describe_level(level: str, game: str, players: int, speech: Speech) -> str:
    """What a level plays like, in words, from the measured figures (never from anything else)."""
    if level == "random":
        return speech.tr("level_random")
    record = ratings.head_to_head(measured(), game, players, level)
    if record is None:
        return speech.tr("level_unmeasured")
    in_ten = round(10 * record["wins"] / record["games"])
    words = [speech.tr("level_beats", in_ten, speech.tr(record["other"])),
             speech.tr("level_measured", record["games"], record["players"])]
    if record["iterations"]:
        words.append(speech.tr("level_quick"))
    return " ".join(words)


# In a game with hidden cards a bot's think time must not tell what it holds: a hard bot
# that holds no Monks answers a Witch at once (one option), and weighs "Monks or not"
# for its full budget when it does. So every decision of a bot stays "thinking" on screen
# at least this long, whatever it is asked: longer than the level's slowest search (hard:
# its 2 s budget and a margin; expert: its 5 s (bots.EXPERT_TIME) and a margin for the worker
# processes' round trip (their start is not in it: the game starts them at its beginning); medium and
# easy: above the slowest decisions measured in benchmarks/bot_pacing.py). Only a search that
# overruns this shows through.
THINK_FLOOR = {"random": 0.0, "easy": 0.4, "medium": 1.0, "hard": 2.2, "expert": 5.5}


def pace(level: str, delay: float, hidden_information: bool) -> float:
    """Seconds from asking a bot to showing its move: the player's pace setting, and with
    hidden cards at least the level's floor (the same for every decision of that bot).

    A delay of 0 (no setting offers it: tests and tools stepping bots) means no waiting.
    """
    if delay <= 0 or not hidden_information:
        return max(delay, 0.0)
    return max(delay, THINK_FLOOR.get(level, 0.0))


class BotTurn:
    """One bot decision computed on a copy of the match in a daemon thread.

    Its move is ``ready`` once found and a pace (see ``pace``) after it was asked
    for, so how long it took to find never shows (see THINK_FLOOR).
    """

    def __init__(self, match: Any, seat: int, level: str, seed: int, now: float | None = None,
                 workers: Workers | None = None) -> None:
        """``workers``: the game's search processes (the expert's shards run there; None: in the thread)."""
        self.seat = seat
        self.started = time.monotonic() if now is None else now
        self.moves = match.moves  # to notice a stale answer (undo, load)
        self.action: Action | None = None
        self.error: str | None = None
        self.done = threading.Event()
        self.stop = Stop(workers)  # set when the answer is no longer wanted (see halt)
        copy = match.copy()
        decision = copy.decision
        choose = bot_choose(level) or bot_choose("random")

        def work() -> None:
            try:
                self.action = choose(SeatView(copy, seat), decision, Rng(seed), self.stop)
            except Exception as exc:  # a broken bot must not take the window down
                log.exception("bot %s failed", level)
                self.error = f"{exc.__class__.__name__}: {exc}"
            finally:
                self.done.set()

        self.thread = threading.Thread(target=work, name=f"bot-{seat}", daemon=True)
        self.thread.start()

    def halt(self) -> None:
        """The answer is no longer wanted (undo, load, quit): stop the search, and end its worker
        processes before returning (the next search starts new ones)."""
        self.stop.halt()

    def ready(self, now: float, pace: float) -> bool:
        """The move may be shown: it is found and ``pace`` seconds have passed since asking."""
        return self.done.is_set() and now - self.started >= pace

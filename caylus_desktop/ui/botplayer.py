"""Bots think in a worker thread so the window keeps drawing."""
from __future__ import annotations

import functools
import logging
import threading
from typing import Any, Callable

from caylus_desktop.bots import LEVELS, make_bot
from caylus_desktop.engine.actions import Action
from caylus_desktop.engine.observe import SeatView
from caylus_desktop.engine.rng import Rng

log = logging.getLogger(__name__)


@functools.lru_cache(maxsize=None)  # looked up while drawing the menu: build once
def bot_choose(level: str) -> Callable | None:
    """The level's ``choose(view, decision, rng, cancel)``, or None for an unknown level."""
    return make_bot(level).choose if level in LEVELS else None


def levels() -> list[tuple[str, bool]]:
    """Every bot level, and whether it can play."""
    return [(level, bot_choose(level) is not None) for level in LEVELS]


class BotTurn:
    """One bot decision computed on a copy of the match in a daemon thread."""

    def __init__(self, match: Any, seat: int, level: str, seed: int) -> None:
        self.seat = seat
        self.moves = match.moves  # to notice a stale answer (undo, load)
        self.action: Action | None = None
        self.error: str | None = None
        self.done = threading.Event()
        self.stop = threading.Event()  # set when the answer is no longer wanted
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

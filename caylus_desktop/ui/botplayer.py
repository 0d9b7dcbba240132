"""Bots think in a worker thread so the window keeps drawing.

Levels plug in by a ``LEVELS`` mapping (level -> choose) in ``caylus_desktop.bots``,
or by module: ``caylus_desktop.bots.<level>`` or ``caylus_desktop.bots.<level>_bot``,
each with ``choose(view, decision, rng)``.
A level whose module does not exist yet is listed but not offered.
"""
from __future__ import annotations

import functools
import importlib
import logging
import threading
from typing import Any, Callable

from caylus_desktop.engine.actions import Action
from caylus_desktop.engine.match import BOT_LEVELS
from caylus_desktop.engine.observe import SeatView
from caylus_desktop.engine.rng import Rng

log = logging.getLogger(__name__)


@functools.lru_cache(maxsize=None)  # looked up while drawing the menu: import once
def bot_choose(level: str) -> Callable | None:
    import caylus_desktop.bots as bots

    registry = getattr(bots, "LEVELS", None)
    if isinstance(registry, dict) and callable(registry.get(level)):
        return registry[level]
    for name in (f"caylus_desktop.bots.{level}", f"caylus_desktop.bots.{level}_bot"):
        try:
            module = importlib.import_module(name)
        except ImportError:
            continue
        choose = getattr(module, "choose", None)
        if callable(choose):
            return choose
    return None


def levels() -> list[tuple[str, bool]]:
    """Every bot level the engine knows, and whether it can play yet."""
    return [(level, bot_choose(level) is not None) for level in BOT_LEVELS]


class BotTurn:
    """One bot decision computed on a copy of the match in a daemon thread."""

    def __init__(self, match: Any, seat: int, level: str, seed: int) -> None:
        self.seat = seat
        self.moves = len(match.state.history)  # to notice a stale answer (undo, load)
        self.action: Action | None = None
        self.error: str | None = None
        self.done = threading.Event()
        copy = match.copy()
        decision = copy.decision
        choose = bot_choose(level) or bot_choose("random")

        def work() -> None:
            try:
                self.action = choose(SeatView(copy, seat), decision, Rng(seed))
            except Exception as exc:  # a broken bot must not take the window down
                log.exception("bot %s failed", level)
                self.error = f"{exc.__class__.__name__}: {exc}"
            finally:
                self.done.set()

        self.thread = threading.Thread(target=work, name=f"bot-{seat}", daemon=True)
        self.thread.start()

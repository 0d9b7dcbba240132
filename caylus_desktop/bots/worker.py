"""Bots think in a worker thread so the window keeps drawing; the UI polls."""
from __future__ import annotations

import threading
from typing import Any

from caylus_desktop.engine.actions import Action
from caylus_desktop.engine.observe import SeatView
from caylus_desktop.engine.rng import Rng


class BotWorker:
    """One decision at a time: ``start`` it, ``poll`` each frame, ``cancel`` on undo or quit."""

    def __init__(self) -> None:
        self._thread: threading.Thread | None = None
        self._cancel = threading.Event()
        self._result: Action | None = None
        self._error: BaseException | None = None
        self._for: tuple | None = None

    def start(self, bot: Any, match: Any, rng: Rng) -> None:
        self.cancel()
        d = match.decision
        # the thread works on its own copy: the UI may undo or load meanwhile
        view = SeatView(match.copy(), d.seat)
        self._cancel = threading.Event()
        self._result = None
        self._error = None
        self._for = (match.state_hash(), d.seat)
        cancel = self._cancel

        def think() -> None:
            try:
                action = bot.choose(view, d, rng, cancel)
                if not cancel.is_set():
                    self._result = action
            except BaseException as exc:  # handed to the UI thread, which shows it
                self._error = exc

        self._thread = threading.Thread(target=think, name="bot", daemon=True)
        self._thread.start()

    @property
    def busy(self) -> bool:
        return self._thread is not None and self._thread.is_alive()

    def poll(self, match: Any) -> Action | None:
        """The chosen action once ready, if the match is still where the bot started thinking."""
        if self._error is not None:
            err, self._error = self._error, None
            raise RuntimeError(f"the bot failed: {err}") from err
        if self._result is None or self.busy:
            return None
        action, self._result = self._result, None
        if self._for != (match.state_hash(), match.decision.seat if match.decision else None):
            return None  # stale: the match moved on (undo, load) while it thought
        return action

    def cancel(self) -> None:
        self._cancel.set()
        self._result = None

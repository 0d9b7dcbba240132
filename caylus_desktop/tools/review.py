"""Game review: the hard bot looks again at every decision one seat took in a saved game.

At each of the seat's decisions (one-option ones skipped) the search starts from that seat's
view at that moment (SeatView: the cards it could not see are re-dealt, never read), values every
option, and the review compares the option taken with the bot's own choice. The loss is the
difference of their estimated margins in points (never below 0). The search runs a fixed number
of iterations with a generator seeded from the save and the decision's index, so a save and an
iteration budget always give the same review.
"""
from __future__ import annotations

import threading
from typing import Callable

from caylus_desktop.bots.config import SearchSettings
from caylus_desktop.bots.ismcts import Ismcts
from caylus_desktop.engine import new_game
from caylus_desktop.engine.observe import SeatView
from caylus_desktop.engine.voice import Voice
from caylus_desktop.tools.tournament import bot_rng

DEFAULT_ITERATIONS = 300
MAX_ITERATIONS = 100_000
CLEAR_LOSS = 1.0  # points: below this the bot's preference is within the search's noise


def review(match, seat: int, iterations: int = DEFAULT_ITERATIONS,
           progress: Callable[[int, int], None] | None = None,
           cancel: threading.Event | None = None, voice: Voice = Voice()) -> dict:
    """Review seat ``seat`` (0-based) of ``match`` (a finished or saved game).

    ``progress(done, total)`` is called after each reviewed decision; ``cancel`` stops early
    (the decisions reviewed so far are returned). Moves are named in ``voice``'s language, addressed to the seat.
    """
    if not 0 <= seat < len(match.seats):
        raise ValueError(f"no seat {seat + 1}: the game has {len(match.seats)} players")
    if not 1 <= iterations <= MAX_ITERATIONS:
        raise ValueError(f"iterations must be from 1 to {MAX_ITERATIONS:,}")
    keys = [key for _, key, _ in match.state.history]
    # the positions are rebuilt as they were: replayed from the seed, one action at a time
    m = new_game(match.game, match.seats, match.seed, match.state.options)
    todo = [i for i, (who, _, _) in enumerate(match.state.history) if who == seat]
    # the plain search, whatever the game declares for its hard bot: the review values every option
    # of the decision with the budget the caller gives, and its losses were calibrated on it (at the
    # exploration constant of a game that declares none, and by the plain margin: its values are points)
    plain = SearchSettings()
    bot = Ismcts(iterations=iterations, seconds=None, horizon=False, exploration=plain.exploration,
                 rival_weight=plain.rival_weight, centred=plain.centred)
    decisions = []
    done = 0
    for index, key in enumerate(keys):
        d = m.decision
        if d.seat == seat and len(d.options) > 1:
            best, values = bot.estimates(SeatView(m, seat), d, bot_rng(match.seed, index, seat), cancel)
            if cancel is not None and cancel.is_set():
                break
            chosen = d.find(key)
            top = values.get(best.key, 0.0)
            mine = values.get(key, top)
            decisions.append({"index": index, "chosen": m.label(chosen, voice.to(seat)), "best": m.label(best, voice.to(seat)),
                              "loss": round(max(0.0, top - mine), 2)})
        if d.seat == seat:
            done += 1
            if progress is not None:
                progress(done, len(todo))
        m.apply(key)
    return {"decisions": decisions, "total_loss": round(sum(x["loss"] for x in decisions), 2)}


def clear_mistakes(result: dict) -> list[dict]:
    """The reviewed decisions where the bot's choice was clearly better, worst first."""
    return sorted((x for x in result["decisions"] if x["loss"] >= CLEAR_LOSS), key=lambda x: -x["loss"])

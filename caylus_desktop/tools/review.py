"""Game review: the strongest bot that fits looks again at every decision one seat took in a saved game.

At each of the seat's decisions (one-option ones skipped) the search of the level levels.yaml
declares for the review (``uses: review``, the hard bot's) starts from that seat's view at that
moment (SeatView: the cards it could not see are re-dealt, never read), values every option, and
the review compares the option taken with the bot's own choice. The loss is the difference of their
estimated margins in points (never below 0). The search runs a fixed number of iterations with a
generator seeded from the save and the decision's index, so a save and an iteration budget always
give the same review.
"""
from __future__ import annotations

import threading
from typing import Callable

from caylus_desktop.bots import review_bot
from caylus_desktop.engine import new_game
from caylus_desktop.engine.observe import SeatView
from caylus_desktop.engine.voice import Voice
from caylus_desktop.tools.tournament import bot_rng

MAX_ITERATIONS = 100_000
CLEAR_LOSS = 1.0  # points: below this the bot's preference is within the search's noise


def review(match, seat: int, iterations: int | None = None,
           progress: Callable[[int, int], None] | None = None,
           cancel: threading.Event | None = None, voice: Voice = Voice()) -> dict:
    """Review seat ``seat`` (0-based) of ``match`` (a finished or saved game).

    ``progress(done, total)`` is called after each reviewed decision; ``cancel`` stops early
    (the decisions reviewed so far are returned). Moves are named in ``voice``'s language, addressed to the seat.
    ``iterations``: a decision's budget (None: the review's in levels.yaml, else its level's declared
    budget for the game and player count).
    """
    if not 0 <= seat < len(match.seats):
        raise ValueError(f"no seat {seat + 1}: the game has {len(match.seats)} players")
    if iterations is not None and not 1 <= iterations <= MAX_ITERATIONS:
        raise ValueError(f"iterations must be from 1 to {MAX_ITERATIONS:,}")
    keys = [key for _, key, _ in match.state.history]
    # the positions are rebuilt as they were: replayed from the seed, one action at a time
    m = new_game(match.game, match.seats, match.seed, match.state.options)
    todo = [i for i, (who, _, _) in enumerate(match.state.history) if who == seat]
    # the declared level's search as the game declares it (horizon, greedy play, centring...), judged
    # by the plain margin so that a loss is in points; exactly ``iterations``, no time cap
    bot = review_bot(iterations)
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

"""Bots against bots: seats rotated, wins, scores and think times per level."""
from __future__ import annotations

import sys
import time
import traceback
from typing import Callable

from caylus_desktop.bots import make_bot
from caylus_desktop.engine import new_game
from caylus_desktop.engine.observe import SeatView
from caylus_desktop.engine.rng import Rng


def bot_rng(seed: int, step: int, seat: int) -> Rng:
    """Each decision's own generator: bots are reproducible for a seed and an iteration budget."""
    return Rng((seed * 1_000_003 + step * 101 + seat) & ((1 << 63) - 1))


def play_match(game: str, levels: list[str], seed: int, options: dict, bots: dict,
               think: dict[str, list[float]] | None = None):
    seats = [{"name": f"{lvl} {i + 1}", "bot": lvl} for i, lvl in enumerate(levels)]
    m = new_game(game, seats, seed, options)
    step = 0
    while m.decision is not None:
        d = m.decision
        level = levels[d.seat]
        t = time.perf_counter()
        action = bots[level].choose(SeatView(m, d.seat), d, bot_rng(seed, step, d.seat))
        if think is not None and len(d.options) > 1:
            think.setdefault(level, []).append((time.perf_counter() - t) * 1000)
        m.apply(action)
        step += 1
    return m


def tournament(game: str, players: int, levels: list[str], games: int, seed: int, options: dict | None = None,
               seconds: float | None = 2.0, iterations: int | None = None,
               progress: Callable[[int], None] | None = None, err=sys.stderr) -> dict:
    options = options or {}
    bots = {lvl: make_bot(lvl, seconds=seconds, iterations=iterations) for lvl in set(levels)}
    wins = {lvl: 0 for lvl in levels}
    score_sum = {lvl: 0.0 for lvl in levels}
    seats_played = {lvl: 0 for lvl in levels}
    think: dict[str, list[float]] = {}
    errors = 0
    for g in range(games):
        # rotate the line-up so every level sits in every seat
        lineup = [levels[(i + g) % len(levels)] for i in range(players)]
        try:
            m = play_match(game, lineup, seed + g, options, bots, think)
            res = m.result()
            for s, lvl in enumerate(lineup):
                score_sum[lvl] += res["scores"][s]
                seats_played[lvl] += 1
            for lvl in {lineup[w] for w in res["winners"]}:
                wins[lvl] += 1
        except Exception:  # report and go on: one bad game must not hide the others
            errors += 1
            print(f"error in game {g} (seed {seed + g}):", file=err)
            traceback.print_exc(file=err)
        if progress:
            progress(g + 1)

    def p95(xs: list[float]) -> float:
        xs = sorted(xs)
        return xs[min(len(xs) - 1, int(0.95 * len(xs)))] if xs else 0.0

    uniq = list(dict.fromkeys(levels))
    return {
        "game": game, "players": players, "games": games, "bots": levels,
        "wins": {lvl: wins[lvl] for lvl in uniq},
        "win_rate": {lvl: round(wins[lvl] / games, 3) for lvl in uniq},
        "mean_score": {lvl: round(score_sum[lvl] / seats_played[lvl], 2) if seats_played[lvl] else None for lvl in uniq},
        "think_ms_mean": {lvl: round(sum(think.get(lvl, [])) / len(think[lvl]), 2) if think.get(lvl) else 0.0 for lvl in uniq},
        "think_ms_p95": {lvl: round(p95(think.get(lvl, [])), 2) for lvl in uniq},
        "errors": errors,
    }

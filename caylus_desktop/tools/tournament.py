"""Bots against bots: seats rotated, wins, scores and think times per level."""
from __future__ import annotations

import sys
import time
import traceback
from typing import Callable

from caylus_desktop.bots import make_bot, split_level
from caylus_desktop.bots.parallel import Stop, Workers
from caylus_desktop.engine import new_game
from caylus_desktop.games import heuristics
from caylus_desktop.engine.observe import SeatView
from caylus_desktop.engine.rng import Rng


def bot_rng(seed: int, step: int, seat: int) -> Rng:
    """Each decision's own generator: bots are reproducible for a seed and an iteration budget."""
    return Rng((seed * 1_000_003 + step * 101 + seat) & ((1 << 63) - 1))


def play_match(game: str, levels: list[str], seed: int, options: dict, bots: dict,
               think: dict[str, list[float]] | None = None, workers: Workers | None = None):
    """One game of ``levels`` by seat; ``workers``: the processes the expert's shards run on
    (None: in this thread, one after another; the same moves either way, see bots/parallel.py)."""
    seats = [{"name": f"{split_level(lvl)[0]} {i + 1}", "bot": split_level(lvl)[0]} for i, lvl in enumerate(levels)]
    m = new_game(game, seats, seed, options)
    step = 0
    while m.decision is not None:
        d = m.decision
        level = levels[d.seat]
        t = time.perf_counter()
        action = bots[level].choose(SeatView(m, d.seat), d, bot_rng(seed, step, d.seat), Stop(workers))
        if think is not None and len(d.options) > 1:
            think.setdefault(level, []).append((time.perf_counter() - t) * 1000)
        m.apply(action)
        step += 1
    return m


def seat_names(levels: list[str]) -> list[str]:
    """A name for each entry of the line-up: its level, numbered when the level holds several."""
    out = []
    for j, lvl in enumerate(levels):
        if levels.count(lvl) > 1:
            out.append(f"{lvl} {levels[:j + 1].count(lvl)}")
        else:
            out.append(lvl)
    return out


class Tally:
    """Raw counts of a series of games, so series played apart (in chunks) add up exactly.

    Counted per level (a level wins a game when any of its seats wins) and per entry of
    the line-up (its "seat", which moves round the table from game to game): with two
    medium seats, the level's rate counts both together, each seat's rate one of them.
    """

    def __init__(self, levels: list[str]) -> None:
        self.lineup = list(levels)
        self.levels = list(dict.fromkeys(levels))
        self.games = 0
        self.wins = {lvl: 0 for lvl in self.levels}
        self.score_sum = {lvl: 0.0 for lvl in self.levels}
        self.seats_played = {lvl: 0 for lvl in self.levels}
        n = len(self.lineup)
        self.entry_games = [0] * n
        self.entry_wins = [0] * n
        self.entry_score_sum = [0.0] * n
        self.entry_seats_played = [0] * n
        self.think: dict[str, list[float]] = {}
        self.errors = 0
        self.scores: dict[str, list[int]] = {lvl: [] for lvl in self.levels}  # the distribution
        self.stats: dict[str, dict[str, float]] = {lvl: {} for lvl in self.levels}  # sums of game_stats

    def add(self, other: "Tally") -> None:
        self.games += other.games
        self.errors += other.errors
        for lvl in self.levels:
            self.wins[lvl] += other.wins[lvl]
            self.score_sum[lvl] += other.score_sum[lvl]
            self.seats_played[lvl] += other.seats_played[lvl]
            self.think.setdefault(lvl, []).extend(other.think.get(lvl, []))
            self.scores[lvl].extend(other.scores[lvl])
            for key, v in other.stats[lvl].items():
                self.stats[lvl][key] = self.stats[lvl].get(key, 0.0) + v
        for j in range(len(self.lineup)):
            self.entry_games[j] += other.entry_games[j]
            self.entry_wins[j] += other.entry_wins[j]
            self.entry_score_sum[j] += other.entry_score_sum[j]
            self.entry_seats_played[j] += other.entry_seats_played[j]

    def count(self, entries: list[int], result: dict, stats: dict[str, list[int]] | None = None) -> None:
        """One finished game: ``entries[s]`` is the line-up entry at table seat ``s``; ``stats``:
        what each seat did (the game's ``game_stats``, e.g. buildings built), by table seat."""
        lineup = self.lineup
        for s, j in enumerate(entries):
            self.scores[lineup[j]].append(result["scores"][s])
            for key, per_seat in (stats or {}).items():
                self.stats[lineup[j]][key] = self.stats[lineup[j]].get(key, 0.0) + per_seat[s]
            self.score_sum[lineup[j]] += result["scores"][s]
            self.seats_played[lineup[j]] += 1
            self.entry_score_sum[j] += result["scores"][s]
            self.entry_seats_played[j] += 1
        for lvl in {lineup[entries[w]] for w in result["winners"]}:
            self.wins[lvl] += 1
        for j in set(entries):
            self.entry_games[j] += 1
        for j in {entries[w] for w in result["winners"]}:
            self.entry_wins[j] += 1

    def seats(self) -> dict:
        """Per-seat figures, by seat name (see seat_names)."""
        out = {}
        for j, name in enumerate(seat_names(self.lineup)):
            games, played = self.entry_games[j], self.entry_seats_played[j]
            out[name] = {
                "games": games, "wins": self.entry_wins[j],
                "win_rate": round(self.entry_wins[j] / games, 3) if games else 0.0,
                "mean_score": round(self.entry_score_sum[j] / played, 2) if played else None,
            }
        return out

    def summary(self, game: str, players: int, bots: list[str]) -> dict:
        def p95(xs: list[float]) -> float:
            xs = sorted(xs)
            return xs[min(len(xs) - 1, int(0.95 * len(xs)))] if xs else 0.0

        think = self.think
        return {
            "game": game, "players": players, "games": self.games, "bots": bots,
            "wins": dict(self.wins),
            "win_rate": {lvl: round(self.wins[lvl] / self.games, 3) if self.games else 0.0 for lvl in self.levels},
            "mean_score": {lvl: round(self.score_sum[lvl] / self.seats_played[lvl], 2) if self.seats_played[lvl]
                           else None for lvl in self.levels},
            "think_ms_mean": {lvl: round(sum(think[lvl]) / len(think[lvl]), 2) if think.get(lvl) else 0.0
                              for lvl in self.levels},
            "think_ms_p95": {lvl: round(p95(think.get(lvl, [])), 2) for lvl in self.levels},
            "errors": self.errors,
            "scores": {lvl: sorted(self.scores[lvl]) for lvl in self.levels},
            **({"per_seat_game": {lvl: {k: round(v / self.seats_played[lvl], 2) for k, v in self.stats[lvl].items()}
                                  for lvl in self.levels if self.seats_played[lvl]}}
               if any(self.stats.values()) else {}),
            **({"seats": self.seats()} if len(self.levels) < len(self.lineup) else {}),
        }


def play_series(game: str, players: int, levels: list[str], first: int, games: int, seed: int,
                options: dict | None = None, seconds: float | None = 2.0, iterations: int | None = None,
                progress: Callable[[int], None] | None = None, err=sys.stderr, cores: int = 1) -> Tally:
    """Games ``first`` .. ``first + games - 1`` of a series: game g uses seed ``seed + g``.

    ``cores``: worker processes for the expert's root-parallel search, started once for the series
    and ended when it ends (1: none, its shards run here); with an iteration budget the results are
    the same whatever the count.

    ``seconds`` None or 0: the hard bot runs exactly ``iterations`` (None: its level's budget, see
    make_bot) with no time cap, so the results depend only on the seed, never on how busy the machine is.
    """
    options = options or {}
    bots = {lvl: make_bot(lvl, seconds=seconds, iterations=iterations) for lvl in set(levels)}
    tally = Tally(levels)
    workers = Workers(cores)
    if any(split_level(lvl)[0] == "expert" for lvl in levels):
        workers.start(game)  # once for the series: no decision's think time holds their start
    try:
        for g in range(first, first + games):
            # rotate the line-up so every level sits in every seat
            entries = [(i + g) % len(levels) for i in range(players)]
            lineup = [levels[j] for j in entries]
            try:
                m = play_match(game, lineup, seed + g, options, bots, tally.think, workers)
                stats = getattr(heuristics(game), "game_stats", None)  # the games that report what seats built
                tally.count(entries, m.result(), stats(m.state) if stats else None)
            except Exception:  # report and go on: one bad game must not hide the others
                tally.errors += 1
                print(f"error in game {g} (seed {seed + g}):", file=err)
                traceback.print_exc(file=err)
            tally.games += 1
            if progress:
                progress(g - first + 1)
    finally:
        workers.close()
    return tally


def tournament(game: str, players: int, levels: list[str], games: int, seed: int, options: dict | None = None,
               seconds: float | None = 2.0, iterations: int | None = None,
               progress: Callable[[int], None] | None = None, err=sys.stderr, cores: int = 1) -> dict:
    tally = play_series(game, players, levels, 0, games, seed, options, seconds, iterations, progress, err, cores)
    return tally.summary(game, players, levels)

"""One strength scale for the bot levels: Bradley-Terry ratings from a round robin (or from a
chain of neighbouring levels, ``ADJACENT``), and the committed measure the menu describes each
level with (``rules_data/bots/ratings.yaml``, written by ``benchmarks/bots.py --ratings --write``).

A game gives a result between every two seats of different levels: the winner beats each seat
that did not win, two winners (a shared first place) each get half a game, and two seats that both
lost to a third tell nothing. Bradley-Terry gives each level a strength p, the chance that one beats
another being p_a / (p_a + p_b); it is fitted by the minorisation-maximisation iteration, with half
a game added each way to every pair that met (so a level that won every game gets a finite rating),
and shown in Elo points (400 log10 p, random at 0). The interval is a percentile bootstrap over
the games (seeded: the same data give the same interval).
"""
from __future__ import annotations

import itertools
import math
from pathlib import Path
from typing import Any

from caylus_desktop.bots.config import levels
from caylus_desktop.engine.rng import MAX_SEED, Rng

ORDER = tuple(levels())  # the levels, weakest first (rules_data/bots/levels.yaml)
PRIOR = 0.5  # games added each way to every pair that met
# Which line-ups a measure plays: every set of distinct levels, or only runs of levels next to each
# other in ORDER (a chain: every level still meets its neighbours, so the fit stays identified, and
# the costly expert never plays the weak levels it beats anyway).
ROUND_ROBIN = "round robin"
ADJACENT = "adjacent"
DESIGNS = (ROUND_ROBIN, ADJACENT)


def lineups(players: int, design: str = ROUND_ROBIN) -> list[tuple[str, ...]]:
    """The sets of ``players`` distinct levels a measure of ``design`` plays, weakest level first."""
    if design == ADJACENT:
        return [ORDER[i:i + players] for i in range(len(ORDER) - players + 1)]
    if design == ROUND_ROBIN:
        return list(itertools.combinations(ORDER, players))
    raise ValueError(f"unknown design {design!r}: one of {', '.join(DESIGNS)}")


def pairwise(games: list[tuple[list[str], list[int]]]) -> dict[tuple[str, str], float]:
    """Wins of level a over level b, from games as (level of each seat, winning seats)."""
    wins: dict[tuple[str, str], float] = {}
    for levels, winners in games:
        won = set(winners)
        for i, a in enumerate(levels):
            for j, b in enumerate(levels):
                if a == b or i == j:
                    continue
                if i in won and j not in won:
                    wins[a, b] = wins.get((a, b), 0.0) + 1.0
                elif i in won and j in won:
                    wins[a, b] = wins.get((a, b), 0.0) + 0.5
                elif i not in won and j not in won:
                    continue
                wins.setdefault((b, a), 0.0)  # the pair met
    return wins


def fit(wins: dict[tuple[str, str], float], rounds: int = 2000) -> dict[str, float]:
    """Bradley-Terry ratings in Elo points, the weakest level present in ORDER at 0."""
    levels = sorted({x for pair in wins for x in pair}, key=lambda v: (ORDER.index(v) if v in ORDER else len(ORDER), v))
    w = {pair: n + PRIOR for pair, n in wins.items()}
    for a, b in list(w):
        w.setdefault((b, a), PRIOR)
    p = {v: 1.0 for v in levels}
    for _ in range(rounds):
        new = {}
        for a in levels:
            won = sum(n for (x, _), n in w.items() if x == a)
            rate = sum((w[a, b] + w[b, a]) / (p[a] + p[b]) for (x, b) in w if x == a)
            new[a] = won / rate if rate else p[a]
        scale = new[levels[0]]
        new = {v: x / scale for v, x in new.items()}
        if max(abs(math.log(new[v] / p[v])) for v in levels) < 1e-9:
            p = new
            break
        p = new
    return {v: 400 * math.log10(p[v]) for v in levels}


def bootstrap(games: list[tuple[list[str], list[int]]], samples: int = 200, seed: int = 1,
              share: float = 0.95) -> dict[str, tuple[float, float]]:
    """Each level's rating interval: the games drawn again with replacement ``samples`` times."""
    rng = Rng(seed)
    fits: dict[str, list[float]] = {}
    for _ in range(samples):
        drawn = [games[rng.below(len(games))] for _ in games]
        for level, r in fit(pairwise(drawn), rounds=500).items():
            fits.setdefault(level, []).append(r)
    out = {}
    for level, xs in fits.items():
        xs.sort()
        lo = xs[int((1 - share) / 2 * len(xs))]
        hi = xs[min(len(xs) - 1, int((1 + share) / 2 * len(xs)))]
        out[level] = (lo, hi)
    return out


def share_interval(wins: float, games: int, z: float = 1.96) -> tuple[float, float]:
    """The 95% Wilson interval of a level's share of games won (a shared first place counts half)."""
    if games <= 0:
        return (0.0, 1.0)
    share = wins / games
    centre = (share + z * z / (2 * games)) / (1 + z * z / games)
    half = z / (1 + z * z / games) * math.sqrt(share * (1 - share) / games + z * z / (4 * games * games))
    return (max(0.0, centre - half), min(1.0, centre + half))


def ratings_path() -> Path:
    from caylus_desktop.engine.rules import rules_dir

    return rules_dir() / "bots" / "ratings.yaml"


def load(path: Path | None = None) -> dict:
    """The committed measure: {game: {players: {"levels": ..., "beats": ..., ...}}}, empty if none."""
    from caylus_desktop.engine.rules import parse_yaml, read_rules_text

    p = ratings_path() if path is None else path
    if not p.exists():
        return {}
    data, _ = parse_yaml(read_rules_text(p), str(p), max_number=MAX_SEED)  # a seed may be any 64-bit number
    return (data or {}).get("ratings", {}) if isinstance(data, dict) else {}


def below(level: str) -> str | None:
    """The level just weaker than ``level`` (None for the weakest)."""
    i = ORDER.index(level) if level in ORDER else 0
    return ORDER[i - 1] if i > 0 else None


def head_to_head(measure: dict, game: str, players: int, level: str) -> dict[str, Any] | None:
    """What the measure says of ``level`` against the level below it, in a game of ``game``:
    {"other", "wins", "games", "players", "iterations"} (wins out of games played against it, at
    ``players`` seats if measured there, else at 2); None when not measured."""
    other = below(level)
    if other is None:
        return None
    by_players = measure.get(game, {})
    at = players if by_players.get(players, {}).get("beats") else 2
    entry = by_players.get(at)
    if not entry:
        return None
    record = entry.get("beats", {}).get(level, {}).get(other)
    if not record:
        return None
    wins, games = record
    return {"other": other, "wins": wins, "games": games, "players": at, "iterations": entry.get("iterations")}

"""Turning a position into numbers the bots compare: margins and rewards per seat."""
from __future__ import annotations

import math
from typing import Any

from caylus_desktop.games import heuristics

SCALE = 4.0  # points of margin that make a position clearly better


def heuristic_values(match: Any, weights: str | None = None) -> list[float]:
    """Every seat's heuristic value; ``weights``: a named weight set of the game's (None: its default)."""
    h = heuristics(match.game)
    extra = () if weights is None else (weights,)  # only games with weight files take a set's name
    every = getattr(h, "evaluate_all", None)  # a game may share work between its seats
    if every is not None:
        return every(match.state, *extra)
    return [h.evaluate(match.state, s, *extra) for s in range(len(match.seats))]


def margin(values: list[float], seat: int) -> float:
    others = [v for s, v in enumerate(values) if s != seat]
    return values[seat] - (max(others) if others else 0.0)


def value_for(match: Any, seat: int, values: list[float] | None = None, weights: str | None = None) -> float:
    """A single number for greedy comparison: the final outcome dominates when the match is over.

    ``values``: the match's heuristic_values when the caller has them already."""
    if match.decision is None:
        res = match.result()
        win = 1.0 / len(res["winners"]) if seat in res["winners"] else 0.0
        return 100.0 * win + margin([float(s) for s in res["scores"]], seat)
    return margin(values if values is not None else heuristic_values(match, weights), seat)


def rivals(values: list[float]) -> list[float]:
    """Every seat's best rival's value (0 alone), from the two best values (each search leaf asks):
    the best seat's rival is the second best, everyone else's the best; a tie for the best makes
    them equal."""
    if len(values) < 2:
        return [0.0] * len(values)
    best = max(values)
    first = values.index(best)
    second = max(v for s, v in enumerate(values) if s != first)
    return [second if s == first else best for s in range(len(values))]


def rewards(match: Any, values: list[float] | None = None, weights: str | None = None,
            rival: tuple[float, list[float]] | None = None) -> list[float]:
    """Reward in [0, 1] for every seat, from the result when over, else from the heuristic
    (``values``: the match's heuristic_values when the caller has them already).

    ``rival``: (share, every seat's best rival's value at the search's root): a rival's change
    since the root counts at that share of the seat's own (bots/config.py, SearchSettings.rival_weight); None: 1."""
    n = len(match.seats)
    if match.decision is None:
        res = match.result()
        scores = [float(s) for s in res["scores"]]
        out = []
        for s in range(n):
            share = 1.0 / len(res["winners"]) if s in res["winners"] else 0.0
            out.append(0.85 * share + 0.15 * (0.5 + 0.5 * math.tanh(margin(scores, s) / SCALE)))
        return out
    if values is None:
        values = heuristic_values(match, weights)
    tanh = math.tanh
    if rival is None:  # the plain margin
        return [0.5 + 0.5 * tanh((v - o) / SCALE) for v, o in zip(values, rivals(values))]
    share, held = rival[0], rival[1]
    root = rival[2] if len(rival) > 2 else None
    if root is None:
        return [0.5 + 0.5 * tanh((v - share * o - (1.0 - share) * h) / SCALE)
                for v, o, h in zip(values, rivals(values), held)]
    # centred: the margin's change since the root (SearchSettings.centred)
    return [0.5 + 0.5 * tanh((v - share * o - (1.0 - share) * h - c) / SCALE)
            for v, o, h, c in zip(values, rivals(values), held, root)]

"""Generic checks run after every action by ``simulate --check-invariants`` and the soak run.

They name no game: each uses only what a GameSpec supplies.

- the game's own invariants (conservation of cards and tiles, no negative resources, ...);
- score consistency: every seat's score equals the sum of its breakdown;
- hidden information: what a seat sees must not change when everything it cannot know
  is re-dealt with the game's ``determinize``; if it changed, the observation depends
  on (so betrays) another seat's hidden cards, the deck order or a face-down card;
- the re-dealt world itself must still satisfy the game's invariants, since the bots
  play on such worlds.
"""
from __future__ import annotations

import json
from typing import Any, Iterable

from caylus_desktop.engine.rng import Rng


def _canonical(data: Any) -> str:
    return json.dumps(data, sort_keys=True, separators=(",", ":"), default=repr)


def score_problems(match: Any) -> list[str]:
    """The result's scores must be the sums of their breakdowns, one per seat."""
    res = match.result()
    scores, parts = res.get("scores"), res.get("breakdown")
    n = len(match.seats)
    if not isinstance(scores, list) or len(scores) != n:
        return [f"the result has {scores!r} as scores for {n} seats"]
    if not isinstance(parts, list) or len(parts) != n:
        return ["the result's breakdown is not one mapping per seat"]
    out = []
    for s in range(n):
        total = sum(parts[s].values())
        if total != scores[s]:
            out.append(f"seat {s}'s score {scores[s]} is not the sum of its breakdown ({total}: {parts[s]})")
    if not set(res.get("winners", ())) <= set(range(n)):
        out.append(f"winners {res.get('winners')} are not seats")
    return out


def leak_problems(match: Any, salt: int = 0, seats: Iterable[int] | None = None) -> list[str]:
    """Re-deal, for each seat (or the given ones), what it cannot know; its observation must not change.

    ``salt`` varies the re-deal so that repeated checks try different worlds.
    """
    spec, state = match.spec, match.state
    out = []
    for seat in range(len(state.seats)) if seats is None else seats:
        seen = spec.observe(state, seat)
        world = spec.determinize(state.copy(), seat, Rng((salt * 1_000_003 + seat) ^ 0xD1CE))
        other = spec.observe(world, seat)
        if other != seen:  # plain equality first: the text is only built for a report
            out.append(f"seat {seat}'s observation changes when its unknown cards are re-dealt: "
                       f"{_first_difference(_canonical(seen), _canonical(other))}")
        broken = spec.invariants(world)
        if broken:
            out.append(f"a world re-dealt for seat {seat} breaks the rules: {'; '.join(broken)}")
    return out


def _first_difference(a: str, b: str) -> str:
    i = next((k for k in range(min(len(a), len(b))) if a[k] != b[k]), min(len(a), len(b)))
    lo = max(0, i - 60)
    return f"...{a[lo:i + 40]}... became ...{b[lo:i + 40]}..."


def all_problems(match: Any, salt: int = 0, seats: Iterable[int] | None = None) -> list[str]:
    """Every broken check after an action (empty when all hold); the leak check for ``seats`` (default all)."""
    return [*match.invariants(), *score_problems(match), *leak_problems(match, salt, seats)]

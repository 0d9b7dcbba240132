"""Generic checks run after every action by ``simulate --check-invariants`` and the soak run.

They name no game: each uses only what a GameSpec supplies.

- the game's own invariants (conservation of cards and tiles, no negative resources, ...);
- score consistency: every seat's score equals the sum of its breakdown;
- hidden information: what a seat sees must not change when everything it cannot know
  is re-dealt with the game's ``determinize``; if it changed, it depends on (so betrays)
  another seat's hidden cards, the deck order or a face-down card. What a seat sees is
  every text it can read, not only its observation: the prompt, labels and targets of
  its own decision, or who decides (and what kind of decision) when it is another's;
  the why-not (hover) text of every place on the table; the IllegalAction message;
- the log: given the match before the last action, the action is applied again in a
  world re-dealt for the seat; when the seat's observation comes out the same, so must
  the log lines it can read (a line may only say what the seat is allowed to know);
- the re-dealt world itself must still satisfy the game's invariants, since the bots
  play on such worlds.
"""
from __future__ import annotations

import json
from typing import Any, Iterable

from caylus_desktop.engine.rng import Rng
from caylus_desktop.engine.view import as_dict
from caylus_desktop.engine.voice import Voice


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


def readable(match: Any, seat: int, targets: Iterable[str] = ()) -> dict:
    """Every text ``seat`` can read in the match as it stands, besides its observation."""
    d = match.decision
    out: dict = {}
    if d is None:
        out["decision"] = None
    elif d.seat == seat:
        # as the seat reads them: in words, addressed to it (a message's parameters name cards)
        reader = Voice(you=seat)
        out["decision"] = [match.say(d.prompt, reader), d.kind,
                           [[a.kind, list(a.args), match.label(a, reader), a.target] for a in d.options]]
    else:  # another seat decides: the seat at the screen is told who, and what kind of choice
        out["decision"] = [d.seat, d.kind]
    out["why_not"] = {t: match.why_not(t, seat) for t in sorted(set(targets))}
    try:
        match.copy().apply(("?", ()))
    except Exception as exc:  # the message a refused action shows
        out["illegal"] = str(exc)
    return out


def reask(world: Any) -> None:
    """Ask the re-dealt world's pending decision again, from its own cards.

    A copied state keeps the real match's decision; asked again, its options, prompt and
    labels come from the re-dealt cards (asking is free of side effects in every game:
    tests/test_checks.py checks it), which is what the comparison needs.
    """
    from caylus_desktop.engine import interpreter

    if world.state.pending is not None:
        world.state.pending = None
        interpreter.run(world.state, world.spec.ops)


def _targets(*decisions: Any) -> set[str]:
    return {a.target for d in decisions if d is not None for a in d.options if a.target}


def leak_problems(match: Any, salt: int = 0, seats: Iterable[int] | None = None,
                  targets: Iterable[str] = ()) -> list[str]:
    """Re-deal, for each seat (or the given ones), what it cannot know; nothing it reads may change.

    ``salt`` varies the re-deal so that repeated checks try different worlds; ``targets``
    adds places whose why-not text is compared (the current decision's are always).
    """
    from caylus_desktop.engine.match import Match

    spec, state = match.spec, match.state
    out = []
    for seat in range(len(state.seats)) if seats is None else seats:
        seen = spec.observe(state, seat)
        world = spec.determinize(state.copy(), seat, Rng((salt * 1_000_003 + seat) ^ 0xD1CE))
        other = spec.observe(world, seat)
        if other != seen:  # plain equality first: the text is only built for a report
            out.append(f"seat {seat}'s observation changes when its unknown cards are re-dealt: "
                       f"{_first_difference(_canonical(as_dict(seen)), _canonical(as_dict(other)))}")
        broken = spec.invariants(world)
        if broken:
            out.append(f"a world re-dealt for seat {seat} breaks the rules: {'; '.join(broken)}")
            continue
        wm = Match(world, spec)
        if match.decision is not None and match.decision.seat == seat:
            reask(wm)  # its own choice: the options must come from what it knows
        places = _targets(match.decision, wm.decision) | set(targets)
        texts, other_texts = readable(match, seat, places), readable(wm, seat, places)
        if texts != other_texts:
            out.append(f"a text seat {seat} reads changes when its unknown cards are re-dealt: "
                       f"{_first_difference(_canonical(texts), _canonical(other_texts))}")
    return out


def log_problems(before: Any, action: Any, after: Any, salt: int = 0, seats: Iterable[int] | None = None) -> list[str]:
    """The log lines a seat can read after ``action`` may only say what its observation says.

    ``before`` is the match before the action and ``after`` the match after it. For each
    seat the action is applied again in a world re-dealt from ``before`` for that seat; when
    the seat's observation after it is the same as in the real match (it learnt nothing that
    differs between the two), its new log lines must be the same too. An action the re-dealt
    world refuses (another seat's choice among cards it holds) is skipped.
    """
    from caylus_desktop.engine.actions import IllegalAction
    from caylus_desktop.engine.match import Match

    spec = before.spec
    if before.state.rng.state != after.state.rng.state:
        # a shuffle may hide again what was shown in passing (a discard shuffled into a
        # new pile): the observation after no longer says what the line rightly said
        return []
    out = []
    for seat in range(len(before.seats)) if seats is None else seats:
        world = Match(spec.determinize(before.state.copy(), seat, Rng((salt * 1_000_003 + seat) ^ 0x106)), spec)
        if before.decision.seat == seat:  # its own choice, made from what it knows: must replay
            reask(world)
            world.apply(action.key)
        else:
            # Another seat's choice may name cards re-dealt away (its hand, the card its
            # effect is resolving): such a world cannot replay the choice, and is skipped.
            try:
                reask(world)
                world.apply(action.key)
            except (IllegalAction, LookupError, ValueError, StopIteration):
                continue
        if world.observation(seat) != after.observation(seat):
            continue  # the action showed the seat something that differs: its lines may too
        start = len(before.state.log)
        real, other = after.log_for(seat, start=start), world.log_for(seat, start=start)
        if real != other:
            out.append(f"a log line seat {seat} reads names what it cannot know: {real} became {other}")
    return out


def _first_difference(a: str, b: str) -> str:
    i = next((k for k in range(min(len(a), len(b))) if a[k] != b[k]), min(len(a), len(b)))
    lo = max(0, i - 60)
    return f"...{a[lo:i + 40]}... became ...{b[lo:i + 40]}..."


def all_problems(match: Any, salt: int = 0, seats: Iterable[int] | None = None,
                 before: Any = None, action: Any = None) -> list[str]:
    """Every broken check after an action (empty when all hold); the leak checks for ``seats`` (default all).

    With ``before`` (a copy of the match before ``action``) the log lines are checked too,
    and the places of the decision just taken get their why-not texts compared.
    """
    targets = _targets(before.decision) if before is not None else ()
    problems = [*match.invariants(), *score_problems(match), *leak_problems(match, salt, seats, targets)]
    if before is not None and action is not None:
        problems += log_problems(before, action, match, salt, seats)
    return problems

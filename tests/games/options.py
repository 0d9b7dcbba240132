"""Shared by the tests that compare a cached listing of options with one made from scratch."""
from __future__ import annotations

from collections.abc import Callable, Iterator

from caylus_desktop.bots import random_bot
from caylus_desktop.engine import new_game
from caylus_desktop.engine.match import Match
from caylus_desktop.engine.rng import Rng


def whole(actions) -> list[tuple]:
    """Everything a player sees of the options, in order: kind, arguments, label and target."""
    return [(a.kind, a.args, a.label, a.target) for a in actions]


def random_play(game: str, players: tuple[int, ...], seeds: range, salt: int,
                options: Callable[[int], dict] = lambda seed: {}) -> Iterator[Match]:
    """Seeded random games of ``game``: each match at each of its decisions, in turn; random play
    (a generator seeded ``seed + salt``) goes on when the caller asks for the next one."""
    for n in players:
        for seed in seeds:
            m = new_game(game, n, seed, options(seed))
            rng = Rng(seed + salt)
            while m.decision is not None:
                yield m
                m.apply(random_bot.choose(None, m.decision, rng))

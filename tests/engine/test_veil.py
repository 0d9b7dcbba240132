"""A veiled observation (the hotseat screen before its person shows their hand) holds only what
the whole table knows: every seat's veiled view is the same, whatever the seat, at every position."""
from __future__ import annotations

import dataclasses

import pytest

from caylus_desktop.bots import random_bot
from caylus_desktop.engine import new_game
from caylus_desktop.engine.rng import Rng


@pytest.mark.parametrize("game", ["caleira", "castrum", "magna-carta", "caylus"])
def test_every_seat_veiled_sees_the_same_table(game):
    checked = 0
    for seed in range(3):
        m = new_game(game, 3, seed)
        rng = Rng(seed)
        for step in range(60):
            if m.decision is None:
                break
            if step % 6 == 0:
                views = []
                for s in range(3):
                    v = m.observation(s, private=False)
                    assert v.seat == s
                    views.append(dataclasses.replace(v, seat=0))
                if m.spec.veil is not None:
                    assert views[0] == views[1] == views[2], f"{game}: a veiled view still holds a seat's secret"
                    assert m.observation(0, private=False) != m.observation(0), "the veil hides the seat's own hand"
                checked += 1
            m.apply(random_bot.choose(None, m.decision, rng))
    assert checked >= 10

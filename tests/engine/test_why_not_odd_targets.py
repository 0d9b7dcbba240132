"""why_not answers any target with a reason or None; it never raises."""
from __future__ import annotations

import pytest

from caylus_desktop.bots import random_bot
from caylus_desktop.engine import new_game
from caylus_desktop.engine.rng import Rng
from caylus_desktop.games import GAME_IDS

# "²" passes str.isdigit() but not int(): "road:²" raised ValueError in Caylus' explanation
ODD = ["road:²", "provost:²", "gallery:²:1", "castle:²:1", "seat:²", "road:" + "9" * 5000, "", ":", "road:\x00",
       "gallery:-1:-1", "hand:" + "x" * 10_000, 3]


@pytest.mark.parametrize("game", GAME_IDS)
def test_odd_targets_get_a_reason_not_an_exception(game):
    m = new_game(game, 3, 4)
    rng = Rng(4)
    for _ in range(12):
        for target in ODD:
            for seat in (None, m.decision.seat, (m.decision.seat + 1) % 3):
                reason = m.why_not(target, seat)
                assert isinstance(reason, str) and reason
        m.apply(random_bot.choose(None, m.decision, rng))
    # a real target still gets its game's own reason or None
    legal = {a.target for a in m.legal_actions() if a.target}
    for target in legal:
        assert m.why_not(target) is None

"""A copy of a match and its original move on independently, the interpreter's frames included:
Caylus's and Magna Carta's turns write their own frame's context in place (engine/state.py,
``Frame``), so ``State.copy`` must give the copy frames of its own."""
import pytest

from caylus_desktop.bots import random_bot
from caylus_desktop.engine import new_game
from caylus_desktop.engine.rng import Rng
from caylus_desktop.games import GAME_IDS


def _frames(m):
    return [(f.op, dict(f.ctx)) for f in m.state.stack]


def _play(m, rng, steps):
    for _ in range(steps):
        if m.decision is None:
            return
        m.apply(random_bot.choose(None, m.decision, rng))


@pytest.mark.parametrize("game", GAME_IDS)
def test_a_copy_and_its_original_move_on_alone(game):
    m = new_game(game, 2, 7)
    rng = Rng(7)
    for _ in range(6):  # copies taken at several points of the game
        _play(m, rng, 23)
        if m.decision is None:
            break
        for record in (True, False):
            c = m.copy(record)
            before, frames = m.state_hash(), _frames(m)
            _play(c, Rng(1), 60)  # through several phases and turns
            assert m.state_hash() == before and _frames(m) == frames
            copied, copied_frames = c.state_hash(), _frames(c)
            o = m.copy()
            oc = o.copy(record)
            ahead = oc.state_hash()
            _play(o, Rng(2), 60)
            assert oc.state_hash() == ahead
            assert c.state_hash() == copied and _frames(c) == copied_frames

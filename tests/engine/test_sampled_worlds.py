"""For every game: a world sampled for a seat looks exactly like the real match to that seat."""
import pytest

from caylus_desktop.bots import random_bot
from caylus_desktop.engine import new_game
from caylus_desktop.engine.observe import SeatView
from caylus_desktop.engine.rng import Rng
from caylus_desktop.games import GAME_IDS


def midgame(game: str, seed: int, steps: int):
    m = new_game(game, 2 + seed % 2, seed)
    rng = Rng(seed)
    for _ in range(steps):
        if m.decision is None:
            break
        m.apply(random_bot.choose(None, m.decision, rng))
    return m


@pytest.mark.parametrize("game", GAME_IDS)
def test_a_sampled_world_looks_the_same_to_the_seat(game):
    checked = 0
    for seed in range(30):
        m = midgame(game, seed, 5 + 7 * seed % 120)
        if m.decision is None:
            continue
        seat = m.decision.seat
        view = SeatView(m, seat)
        for k in range(3):
            world = view.sample(Rng(k))
            assert world.observation(seat) == view.data
            assert world.legal_actions() == m.legal_actions()
            assert world.invariants() == []
            assert world.state.log == [] and world.state.history == []
        checked += 1
    assert checked >= 10

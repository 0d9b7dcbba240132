"""The hard bot's search horizon: a leaf past the game's declared point of play is judged, never expanded."""
import pytest

from caylus_desktop.bots import make_bot
from caylus_desktop.bots.ismcts import Ismcts
from caylus_desktop.bots.value import rewards, value_for
from caylus_desktop.engine import new_game
from caylus_desktop.engine.observe import SeatView
from caylus_desktop.engine.rng import Rng
from caylus_desktop.games.caylus.heuristics import horizon


def first_placement():
    """Seat 1's first placement of a seeded 2-player Caylus game (set-up played by its first options)."""
    m = new_game("caylus", 2, 2000)
    while m.state.board.phase != "placement" or len(m.decision.options) == 1:
        m.apply(m.decision.options[0])
    return m


def expanded_keys(root):
    """The horizon key of every position in the tree that has children (was expanded)."""
    out, todo = [], [root]
    while todo:
        node = todo.pop()
        if node.children and node.world is not None:
            out.append(horizon(node.world.state))
        todo.extend(node.children.values())
    return out


def leaf_keys(root):
    out, todo = [], [root]
    while todo:
        node = todo.pop()
        if not node.children and node.world is not None:
            out.append(horizon(node.world.state))
        todo.extend(node.children.values())
    return out


def test_the_search_expands_nothing_past_the_end_of_the_turns_placements():
    m = first_placement()
    here = horizon(m.state)
    assert here == (m.state.board.turn, True)
    # Caylus declares both; judged by the plain margin (its 2-player rival's share is another test's)
    bot = Ismcts(iterations=400, seconds=None, horizon=True, to_horizon=False, rival_weight=1.0)
    root = bot._search(SeatView(m, m.decision.seat), Rng(3), None)
    assert set(expanded_keys(root)) == {here}
    assert any(k != here for k in leaf_keys(root))  # the tree did reach the end of the placements
    # without the horizon the same search goes on past it (so the first assertion can fail)
    root = Ismcts(iterations=400, seconds=None, horizon=False, rival_weight=1.0)._search(
        SeatView(m, m.decision.seat), Rng(3), None)
    assert any(k != here for k in expanded_keys(root))


def test_hard_levels_name_the_search_option_and_others_refuse_it():
    assert make_bot("hard+horizon").horizon is True
    assert make_bot("hard@tuned_v2+nohorizon").horizon is False
    assert make_bot("hard").horizon is None  # the game's own choice (tests/bots/test_hard_search.py)
    greedy = make_bot("hard+greedy+it300", seconds=None, iterations=3000)
    assert (greedy.horizon, greedy.to_horizon, greedy.iterations) == (True, True, 300)
    with pytest.raises(ValueError, match="only the hard and expert bots"):
        make_bot("medium+horizon")
    with pytest.raises(ValueError, match="only the hard and expert bots"):
        make_bot("hard+deeper")
    with pytest.raises(ValueError, match="only the hard and expert bots"):
        make_bot("hard+it0")


def greedy_to_horizon(m):
    """The oracle: play on until the horizon key changes, each seat taking its best one-step option."""
    here = horizon(m.state)
    while m.decision is not None and horizon(m.state) == here:
        d = m.decision
        trials = []
        for a in d.options:
            t = m.copy(record=False)
            t.apply(a)
            trials.append((value_for(t, d.seat), t))
        m = max(trials, key=lambda x: x[0])[1]
    return m


@pytest.mark.parametrize("depth", [0, 1])  # 0: nodes keep their positions; 1: the sampled-world path
def test_with_to_horizon_a_new_leaf_is_judged_after_a_greedy_play_to_the_horizon(depth):
    m = first_placement()
    seat = m.decision.seat
    bot = Ismcts(iterations=1, seconds=None, horizon=True, to_horizon=True, playout_depth=depth, rival_weight=1.0)
    root = bot._search(SeatView(m, seat), Rng(3), None)
    (key, child), = root.children.items()
    after = m.copy(record=False)
    after.apply(next(a for a in m.decision.options if a.key == key))
    end = greedy_to_horizon(after)
    assert horizon(end.state) != horizon(m.state)
    assert child.reward == pytest.approx(rewards(end)[seat])
    assert child.reward != pytest.approx(rewards(after)[seat])  # the one-step leaf is judged otherwise

"""Phase 2's road options kept on the board (Board.road_memo) answer for the road they were made for only."""
from caylus_desktop.bots import random_bot
from caylus_desktop.engine.match import new_game
from caylus_desktop.engine.rng import Rng
from caylus_desktop.games.magna_carta.board import RoadCard
from caylus_desktop.games.magna_carta.flow import action_options


def test_the_memo_is_no_part_of_the_table_and_follows_the_road():
    m = new_game("magna-carta", 2, 3)
    rng = Rng(3)
    while m.decision.kind != "action":
        m.apply(random_bot.choose(None, m.decision, rng))
    s = m.state
    seat = m.decision.seat
    before = action_options(s, seat)
    assert s.board.road_memo is not None and "road_memo" not in s.board.to_plain()
    other = s.copy()
    assert other.board.road_memo is s.board.road_memo  # shared by copies
    other.board.road.append(RoadCard(s.board.road[0].card, -1))
    other.board.workers.append(-1)
    after = action_options(other, seat)
    end = len(other.board.road) - 1
    assert ("worker", (end,)) in [a.key for a in after] and ("worker", (end,)) not in [a.key for a in before]
    assert action_options(s, seat) == before and s.board.road_memo is not other.board.road_memo


def test_the_build_memo_is_no_part_of_the_table_and_follows_cubes_and_hand():
    """Each seat's build actions kept on the board (Board.build_memo) answer for the cubes and hand
    they were made for only: a copy that changes either lists its own, the original keeps its."""
    m = new_game("magna-carta", 2, 5)
    rng = Rng(5)
    while m.decision.kind != "action" or not any(a.kind == "build" for a in m.decision.options):
        m.apply(random_bot.choose(None, m.decision, rng))
    s = m.state
    seat = m.decision.seat
    builds = [a for a in action_options(s, seat) if a.kind == "build"]
    assert s.board.build_memo[seat] is not None and "build_memo" not in s.board.to_plain()
    poor = s.copy()
    assert poor.board.build_memo is s.board.build_memo  # shared by copies
    poor.board.cubes[seat] = [0] * len(poor.board.cubes[seat])
    assert not [a for a in action_options(poor, seat) if a.kind == "build"]
    other = s.copy()
    other.board.hands[seat] = [builds[0].args[0]]
    assert [a for a in action_options(other, seat) if a.kind == "build"] == builds[:1]
    assert [a for a in action_options(s, seat) if a.kind == "build"] == builds


def test_the_road_options_after_a_build_are_those_made_afresh():
    """Where a build put a card at the end of the memo's road, its options are the old road's and
    that card's (``_RoadOptions.built_on``): at every action decision of seeded games, the board's
    memo equals options made from the road alone."""
    from caylus_desktop.games.magna_carta.flow import _RoadOptions

    grown = 0
    for players in (2, 3, 4):
        for seed in range(4):
            m = new_game("magna-carta", players, seed, {"intro": seed % 2 == 1})
            rng = Rng(seed)
            last = None
            while m.decision is not None:
                d = m.decision
                if d.kind == "action":
                    s = m.state
                    road, memo = s.board.road_memo
                    assert road == s.board.road
                    fresh = _RoadOptions(s, s.defs, s.defs.actions.cost, s.board.road)
                    assert (memo.workers, memo.residents, memo.draw_replace) == (
                        fresh.workers, fresh.residents, fresh.draw_replace), (players, seed, len(s.history))
                    grown += last is not None and len(road) == len(last) + 1 and road[:-1] == last
                    last = road
                m.apply(random_bot.choose(None, d, rng))
    assert grown > 20  # the built_on path was taken

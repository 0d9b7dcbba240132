"""The road's placements kept on the board (Board.road_memo) answer for the road they were made for only."""
from caylus_desktop.engine.match import new_game
from caylus_desktop.games.caylus.placement import spots


def test_the_memo_is_no_part_of_the_table_and_follows_the_tiles():
    m = new_game("caylus", 3, 7)
    s = m.state
    seat = m.decision.seat
    before, _ = spots(s, seat, free=False)
    assert s.board.road_memo is not None and "road_memo" not in s.board.to_plain()
    other = s.copy()
    assert other.board.road_memo is s.board.road_memo  # shared by copies
    space = other.board.first_free_space()
    other.board.tile[space] = "w_sawmill"  # a new building on the copy's road only
    after, _ = spots(other, seat, free=False)
    assert ("road", space) in [a.args for a in after] and ("road", space) not in [a.args for a in before]
    assert spots(s, seat, free=False)[0] == before and s.board.road_memo is not other.board.road_memo


def test_a_pickle_holds_the_table_not_the_memo():
    # the hard search keys positions by a pickle of the board (bots/ismcts.py): equal tables must
    # give equal bytes whatever the memo holds, and the memo's placements would be most of them
    import pickle
    m = new_game("caylus", 3, 7)
    s = m.state
    seat = m.decision.seat
    plain = s.copy()
    plain.board.road_memo = None
    spots(s, seat, free=False)
    spots(s, seat, free=True)
    assert s.board.road_memo is not None
    assert pickle.dumps(s.board, 5) == pickle.dumps(plain.board, 5)
    back = pickle.loads(pickle.dumps(s.board, 5))
    assert back.to_plain() == s.board.to_plain() and back.road_memo is None
    assert len(pickle.dumps(s.board, 5)) < 2_000

"""The road's placements kept on the board (Board.road_memo) answer for the road they were made for only."""
from caylus_desktop.engine.match import new_game
from caylus_desktop.games.caylus.placement import spots


def test_the_memo_is_no_part_of_the_table_and_follows_the_tiles():
    m = new_game("caylus", 3, 7)
    s = m.state
    seat = m.decision.seat
    before = spots(s, seat, free=False)
    assert s.board.road_memo is not None and "road_memo" not in s.board.to_plain()
    other = s.copy()
    assert other.board.road_memo is s.board.road_memo  # shared by copies
    space = other.board.first_free_space()
    other.board.tile[space] = "w_sawmill"  # a new building on the copy's road only
    after = spots(other, seat, free=False)
    assert ("road", space) in [a.args for a in after] and ("road", space) not in [a.args for a in before]
    assert spots(s, seat, free=False) == before and s.board.road_memo is not other.board.road_memo

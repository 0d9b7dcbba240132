"""The worked examples of the French rulebook, with the figures they state."""
from tests.games.magna_carta.table import BLUE, GREEN, ORANGE, RED, choose, finish_turn, labels, situation

ROAD4 = ["park", "forest", "quarry", "peddler_neutral"]


def test_red_places_a_worker_on_greens_market():
    m = situation(4, ROAD4 + ["1:market"], first=RED, deniers=[4, 4, 4, 4])
    choose(m, "worker on Green's Market")
    b = m.state.board
    assert b.deniers[RED] == 3 and b.workers[4] == RED and b.reserve[RED] == 3
    # for this turn no other worker may go on that card
    assert m.decision.seat == GREEN
    assert not any("Green's Market" in label for label in labels(m))


def test_blue_builds_the_stone_quarry_at_the_end_of_the_road():
    m = situation(4, ROAD4, first=BLUE, hands=[[], [], [], ["large_quarry"]], cubes=[[2, 2, 0, 0]] * 3 + [[1, 0, 2, 0]])
    choose(m, "Build Large Quarry")
    b = m.state.board
    assert b.cubes[BLUE] == [0, 0, 0, 0]          # 2 stone and 1 food paid
    assert b.road[-1].card == "large_quarry" and b.road[-1].owner == BLUE
    assert b.hands[BLUE] == []
    # from now on anyone may put a worker on it
    assert m.decision.seat == RED
    assert "Place a worker on Blue's Large Quarry (road 5) (1d)" in labels(m)


def test_greens_statue_on_a_residence_ends_its_income():
    m = situation(4, ROAD4 + ["1:small_farm:R"], first=GREEN, cubes=[[2, 2, 0, 0], [0, 0, 2, 1], [2, 2, 0, 0], [2, 2, 0, 0]])
    choose(m, "Build the Statue")
    b = m.state.board
    assert b.cubes[GREEN] == [0, 0, 0, 0]          # 2 stone and 1 gold
    assert b.road[4].prestige == "statue" and b.road[4].residence
    assert "statue" not in b.prestige_left
    # everyone passes (Orange first); the next turn's income gives Green 2 deniers, not 3
    money = list(b.deniers)
    finish_turn(m)
    b = m.state.board
    assert b.turn == 2 and b.bridge == []
    assert b.deniers[GREEN] == money[GREEN] + 2


def test_a_residence_gives_income_before_it_is_covered():
    m = situation(4, ROAD4 + ["1:small_farm:R", "1:market:R"], first=RED)
    finish_turn(m)
    b = m.state.board
    assert b.deniers[GREEN] == 4 + 2 + 2            # base 2 and one per residence
    assert b.deniers[RED] == 4 + 1 + 2              # first passer's denier, then base income


def test_orange_passes_first_and_takes_the_denier():
    m = situation(4, ROAD4, first=ORANGE)
    choose(m, "Pass")
    b = m.state.board
    assert b.bridge == [ORANGE] and b.deniers[ORANGE] == 5
    choose(m, "Pass")                               # Blue passes second: nothing
    assert b.bridge == [ORANGE, BLUE] and b.deniers[BLUE] == 4


def test_the_provost_round_where_greens_bank_works_and_blues_quarry_does_not():
    road = ROAD4 + ["1:bank", "3:large_quarry"]
    m = situation(4, road, "provost", provost=3, bridge=[ORANGE, GREEN, BLUE, RED],
                  workers={4: RED, 5: GREEN}, cubes=[[0, 0, 0, 0]] * 4, deniers=[4, 4, 4, 4])
    assert m.decision.seat == ORANGE
    choose(m, "Leave the provost")
    choose(m, "Move the provost 1 card forward")         # Green
    choose(m, "Move the provost 1 card forward")         # Blue: now on the last card
    assert m.state.board.provost == 5
    choose(m, "Move the provost 1 card back")            # Red
    b = m.state.board
    assert b.provost == 4 and b.deniers == [3, 3, 4, 3]
    # phase 4: Red's worker on Green's bank resolves; Green's on Blue's quarry is wasted
    assert m.decision.seat == RED and m.decision.kind == "effect"
    choose(m, "Buy 1 gold for 1d")
    assert m.decision.seat == GREEN
    choose(m, "Buy 1 gold for 2d")                  # Green's secondary effect
    b = m.state.board
    assert b.cubes[RED][3] == 1 and b.cubes[GREEN][3] == 1
    assert b.cubes[GREEN][2] == 0 and b.cubes[BLUE][2] == 0   # no stone from the quarry
    assert b.workers == [-1] * 6 and b.reserve == [4, 4, 4, 4]
    # nobody could give a lot, so the turn ended: 2 tokens left the game, income was paid
    assert b.turn == 2 and b.removed == [2, 0, 0]
    assert b.deniers[RED] == 3 - 1 + 2 and b.deniers[GREEN] == 3 - 2 + 2


def _castle(green_lots: int):
    # Orange, Blue, Green, Red on the bridge; 2 Dungeon tokens left
    cubes = [[1, 1, 1, 0], [2, 2, 2, 0], [1, 1, 1, 0], [0, 1, 1, 1]]
    m = situation(4, ROAD4, "castle", bridge=[ORANGE, BLUE, GREEN, RED], stock=[2, 8, 9], cubes=cubes)
    choose(m, "Give a lot: 1 food, 1 wood and 1 stone")     # Orange (out of cubes after it)
    choose(m, "Give a lot: 1 wood, 1 stone and 1 gold")     # Blue: gold for the food
    for _ in range(green_lots):
        assert m.decision.seat == GREEN
        choose(m, "Give a lot")
    if m.decision.seat == GREEN:
        choose(m, "Give no more lots")
    assert m.decision.seat == RED
    choose(m, "Give no lot")                                 # Red
    return m.state.board


def test_the_castle_round_and_the_gold_cube_to_green():
    b = _castle(2)
    assert b.tokens[ORANGE] == [1, 0, 0] and b.tokens[BLUE] == [1, 0, 0]
    assert b.tokens[GREEN] == [0, 2, 0] and b.tokens[RED] == [0, 0, 0]
    assert b.stock == [0, 6, 9]
    assert b.cubes[GREEN] == [0, 0, 0, 1]                    # most lots: 1 gold
    assert b.cubes[ORANGE] == [0, 0, 0, 0] and b.cubes[BLUE] == [0, 0, 0, 0]


def test_had_green_given_one_lot_the_gold_goes_to_orange():
    b = _castle(1)
    assert b.tokens[GREEN] == [0, 1, 0]
    assert b.cubes[ORANGE][3] == 1 and b.cubes[GREEN] == [1, 1, 1, 0]


def test_the_provost_advances_onto_the_only_card_after_it():
    m = situation(2, ["forest", "peddler_neutral", "0:market"], "castle", provost=1, bridge=[0, 1],
                  cubes=[[0, 0, 0, 0]] * 2)
    b = m.state.board
    assert b.turn == 2 and b.provost == 2                    # end of turn 1: one card after it, moved 1
    assert b.first == 1                                      # the first-player card went left

"""The worked examples of the French rulebook, with the figures they state."""
from tests.games.magna_carta.table import (BLUE, GREEN, ORANGE, RED, choose, cubes, deniers, finish_turn, hand,
                                           labels, removed, reserve, road, situation, stock, table, tokens,
                                           workers)

ROAD4 = ["park", "forest", "quarry", "peddler_neutral"]


def test_red_places_a_worker_on_greens_market():
    m = situation(4, ROAD4 + ["1:market"], first=RED, deniers=[4, 4, 4, 4])
    choose(m, "worker on Green's Market")
    assert deniers(m)[RED] == 3 and workers(m)[4] == RED and reserve(m)[RED] == 3
    # for this turn no other worker may go on that card
    assert m.decision.seat == GREEN
    assert not any("Green's Market" in label for label in labels(m))


def test_blue_builds_the_stone_quarry_at_the_end_of_the_road():
    m = situation(4, ROAD4, first=BLUE, hands=[[], [], [], ["large_quarry"]], cubes=[[2, 2, 0, 0]] * 3 + [[1, 0, 2, 0]])
    choose(m, "Build Large Quarry")
    assert cubes(m)[BLUE] == [0, 0, 0, 0]          # 2 stone and 1 food paid
    assert road(m)[-1].card == "large_quarry" and road(m)[-1].owner == BLUE
    assert hand(m, BLUE) == []
    # from now on anyone may put a worker on it
    assert m.decision.seat == RED
    assert "Place a worker on Blue's Large Quarry (road 5) (1d)" in labels(m)


def test_greens_statue_on_a_residence_ends_its_income():
    m = situation(4, ROAD4 + ["1:small_farm:R"], first=GREEN, cubes=[[2, 2, 0, 0], [0, 0, 2, 1], [2, 2, 0, 0], [2, 2, 0, 0]])
    choose(m, "Build the Statue")
    assert cubes(m)[GREEN] == [0, 0, 0, 0]          # 2 stone and 1 gold
    assert road(m)[4].prestige == "statue" and road(m)[4].residence
    assert "statue" not in table(m).prestige_available
    # everyone passes (Orange first); the next turn's income gives Green 2 deniers, not 3
    money = deniers(m)
    finish_turn(m)
    assert table(m).round == 2 and table(m).bridge == ()
    assert deniers(m)[GREEN] == money[GREEN] + 2


def test_a_residence_gives_income_before_it_is_covered():
    m = situation(4, ROAD4 + ["1:small_farm:R", "1:market:R"], first=RED)
    finish_turn(m)
    assert deniers(m)[GREEN] == 4 + 2 + 2            # base 2 and one per residence
    assert deniers(m)[RED] == 4 + 1 + 2              # first passer's denier, then base income


def test_orange_passes_first_and_takes_the_denier():
    m = situation(4, ROAD4, first=ORANGE)
    choose(m, "Pass")
    assert table(m).bridge == (ORANGE,) and deniers(m)[ORANGE] == 5
    choose(m, "Pass")                               # Blue passes second: nothing
    assert table(m).bridge == (ORANGE, BLUE) and deniers(m)[BLUE] == 4


def test_the_provost_round_where_greens_bank_works_and_blues_quarry_does_not():
    cards = ROAD4 + ["1:bank", "3:large_quarry"]
    m = situation(4, cards, "provost", provost=3, bridge=[ORANGE, GREEN, BLUE, RED],
                  workers={4: RED, 5: GREEN}, cubes=[[0, 0, 0, 0]] * 4, deniers=[4, 4, 4, 4])
    assert m.decision.seat == ORANGE
    choose(m, "Leave the provost")
    choose(m, "Move the provost 1 card forward")         # Green
    choose(m, "Move the provost 1 card forward")         # Blue: now on the last card
    assert table(m).provost == 5
    choose(m, "Move the provost 1 card back")            # Red
    assert table(m).provost == 4 and deniers(m) == [3, 3, 4, 3]
    # phase 4: Red's worker on Green's bank resolves; Green's on Blue's quarry is wasted
    assert m.decision.seat == RED and m.decision.kind == "effect"
    choose(m, "Buy 1 gold for 1d")
    assert m.decision.seat == GREEN
    choose(m, "Buy 1 gold for 2d")                  # Green's secondary effect
    assert cubes(m)[RED][3] == 1 and cubes(m)[GREEN][3] == 1
    assert cubes(m)[GREEN][2] == 0 and cubes(m)[BLUE][2] == 0   # no stone from the quarry
    assert workers(m) == [-1] * 6 and reserve(m) == [4, 4, 4, 4]
    # nobody could give a lot, so the turn ended: 2 tokens left the game, income was paid
    assert table(m).round == 2 and removed(m) == [2, 0, 0]
    assert deniers(m)[RED] == 3 - 1 + 2 and deniers(m)[GREEN] == 3 - 2 + 2


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
    return m


def test_the_castle_round_and_the_gold_cube_to_green():
    m = _castle(2)
    assert tokens(m) == [[0, 0, 0], [0, 2, 0], [1, 0, 0], [1, 0, 0]]     # Red, Green, Orange, Blue
    assert stock(m) == [0, 6, 9]
    assert cubes(m)[GREEN] == [0, 0, 0, 1]                    # most lots: 1 gold
    assert cubes(m)[ORANGE] == [0, 0, 0, 0] and cubes(m)[BLUE] == [0, 0, 0, 0]


def test_had_green_given_one_lot_the_gold_goes_to_orange():
    m = _castle(1)
    assert tokens(m)[GREEN] == [0, 1, 0]
    assert cubes(m)[ORANGE][3] == 1 and cubes(m)[GREEN] == [1, 1, 1, 0]


def test_the_provost_advances_onto_the_only_card_after_it():
    m = situation(2, ["forest", "peddler_neutral", "0:market"], "castle", provost=1, bridge=[0, 1],
                  cubes=[[0, 0, 0, 0]] * 2)
    t = table(m)
    assert t.round == 2 and t.provost == 2             # end of turn 1: one card after it, moved 1
    assert t.first_player == GREEN                                      # the first-player card went left

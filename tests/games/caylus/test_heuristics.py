"""The evaluation prefers what a player would: points, money, cubes, houses."""
from caylus_desktop.engine import new_game
from caylus_desktop.games.caylus.heuristics import evaluate, terms
from tests.games.caylus.table import BLUE, GREEN, give, table


def test_more_points_money_and_cubes_are_better():
    m = table(4)
    base = evaluate(m.state, BLUE)
    for change in ({"vp": 3}, {"money": 15}, {"stone": 2}, {"gold": 1}):
        other = table(4)
        give(other, BLUE, **change)
        assert evaluate(other.state, BLUE) > base, change


def test_terms_add_up_and_name_their_parts():
    m = new_game("caylus", 3, seed=2)
    t = terms(m.state, 0)
    assert abs(sum(t.values()) - evaluate(m.state, 0)) < 1e-9
    assert {"points", "deniers", "cubes", "favour markers"} <= set(t)
    assert "favour markers" not in terms(new_game("caylus", 3, seed=2, options={"light_favour": True}).state, 0)


def test_missing_the_dungeon_just_before_its_scoring_is_seen():
    m = table(4)
    b = m.state.board
    b.bailiff = 11
    b.castle[0] = [GREEN]
    assert terms(m.state, BLUE)["castle scoring ahead"] == -2
    assert "castle scoring ahead" not in terms(m.state, GREEN)

"""The Caleira heuristic's issue-14 terms move the right way on built positions.

The weight file's validation (an unknown or missing term is a located error) is tested for every
game in tests/bots/test_weights.py.
"""
import pytest

from caylus_desktop.games.caleira.heuristics import evaluate, evaluate_all, terms
from caylus_desktop.games.caleira.weights import weights
from tests.games.caleira.table import situation


def test_threats_is_the_default_set_and_baseline_leaves_the_new_terms_out():
    assert weights() == weights("threats")
    base = weights("baseline")
    assert base.battlements_dead == base.spire_threat_share == base.rival_strike == 0


def test_a_battlements_set_is_dead_once_one_stands_in_a_rival_gallery():
    alive = situation([["watchtower"], ["barracks"]], [["BATTLEMENTS"], []], deck=["battlements", "battlements"])
    dead = situation([["watchtower"], ["barracks"]], [["BATTLEMENTS"], ["battlements"]], deck=["battlements"])
    assert "battlements dead" not in terms(alive.state, 0)
    assert terms(dead.state, 0)["battlements dead"] < 0
    assert evaluate(dead.state, 0) < evaluate(alive.state, 0)


def test_a_dead_set_counts_each_face_up_battlements():
    one = situation([["watchtower"], ["barracks"]], [["BATTLEMENTS", "moat"], ["battlements"]])
    two = situation([["watchtower"], ["barracks"]], [["BATTLEMENTS", "BATTLEMENTS"], ["battlements"]])
    assert terms(two.state, 0)["battlements dead"] == 2 * terms(one.state, 0)["battlements dead"]


def test_the_spire_threat_grows_with_the_trebuchets_rivals_hold():
    calm = situation([["watchtower"], ["barracks"]], [["princess_spire"], ["moat"]], deck=["marketplace"])
    armed = situation([["watchtower"], ["trebuchet"]], [["princess_spire"], ["moat"]], deck=["marketplace"])
    assert "spire threat share" not in terms(calm.state, 0)
    assert terms(armed.state, 0)["spire threat share"] < 0
    assert evaluate(armed.state, 0) < evaluate(calm.state, 0)


def test_a_spire_in_hand_or_beside_a_moat_is_under_no_threat():
    hand = situation([["princess_spire"], ["trebuchet"]], [["watchtower"], ["barracks"]])
    moat = situation([["watchtower"], ["trebuchet"]], [["princess_spire", "MOAT"], ["barracks"]])
    assert "spire threat share" not in terms(hand.state, 0)
    assert "spire threat share" not in terms(moat.state, 0)


def test_the_spire_threat_shrinks_as_the_galleries_give_a_trebuchet_more_targets():
    few = situation([["watchtower"], ["trebuchet"]], [["princess_spire"], ["moat"]])
    many = situation([["watchtower"], ["trebuchet"]], [["princess_spire", "moat"], ["moat", "barracks"]])
    assert terms(few.state, 0)["spire threat share"] < terms(many.state, 0)["spire threat share"] < 0


def test_a_rival_strike_costs_the_points_on_unshielded_pieces():
    low = situation([["watchtower"], ["trebuchet"]], [["watchtower"], ["moat"]])
    high = situation([["watchtower"], ["trebuchet"]], [["WIZARD_TOWER"], ["moat"]])
    assert terms(high.state, 0)["rival strike"] < terms(low.state, 0)["rival strike"] < 0
    # Battlements cannot be destroyed: nothing of theirs is at stake
    walls = situation([["watchtower"], ["trebuchet"]], [["BATTLEMENTS"], ["moat"]])
    assert "rival strike" not in terms(walls.state, 0)


def test_the_deck_s_trebuchets_threaten_in_the_rivals_share_of_the_draws():
    two = situation([["watchtower"], ["barracks"]], [["WIZARD_TOWER"], ["moat"]], deck=["trebuchet", "moat"])
    four = situation([["watchtower"], ["barracks"], ["barracks"], ["barracks"]],
                     [["WIZARD_TOWER"], ["moat"], ["moat"], ["moat"]], deck=["trebuchet", "moat"])
    # 1 of 2 draws goes to the rival at 2 players, 3 of 4 at 4, against 3 and 5 targets
    assert terms(two.state, 0)["rival strike"] == pytest.approx(-weights().rival_strike * 3 * (1 / 2) / 3)
    assert terms(four.state, 0)["rival strike"] == pytest.approx(-weights().rival_strike * 3 * (3 / 4) / 5)


def test_evaluate_all_matches_each_seat_alone():
    m = situation([["watchtower", "trebuchet"], ["trebuchet", "barracks"], ["moat"]],
                  [["princess_spire", "BATTLEMENTS"], ["WIZARD_TOWER", "battlements"], ["MOAT", "observatory"]],
                  deck=["trebuchet", "battlements"])
    assert evaluate_all(m.state) == [evaluate(m.state, s) for s in range(3)]
    assert evaluate_all(m.state, "baseline") == [evaluate(m.state, s, "baseline") for s in range(3)]


def test_a_search_keeps_a_bounded_number_of_card_tables():
    """Every world a search samples deals the hidden cards anew: the heuristic's card tables are
    kept a few decks at a time (kept one a deck, an expert's game grew the process by gigabytes)."""
    from caylus_desktop.bots import make_bot
    from caylus_desktop.engine.observe import SeatView
    from caylus_desktop.engine.rng import Rng
    from caylus_desktop.games.caleira import heuristics
    from caylus_desktop.engine import new_game

    m = new_game("caleira", [{"name": "A", "bot": "hard"}, {"name": "B", "bot": "hard"}], 7, {})
    decks = m.state.cache["caleira heuristic"]
    decks.clear()
    d = m.decision
    make_bot("hard+it400", seconds=None).choose(SeatView(m, d.seat), d, Rng(1))
    assert 0 < len(decks) <= heuristics.DECKS_KEPT
    # the tables still read each deck right: the cached one is what the rules give for this deck
    t = heuristics._cards(m.state)
    assert t.points == [m.state.defs.card(k).points for k in m.state.board.kinds]

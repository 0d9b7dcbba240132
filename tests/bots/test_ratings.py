"""One strength scale (bots/ratings.py): Bradley-Terry ratings from the games, and the menu's words."""
from __future__ import annotations

import math

import pytest

from caylus_desktop.bots import ratings
from caylus_desktop.engine.rng import Rng
from caylus_desktop.ui.i18n import Speech


def test_a_game_counts_the_winner_over_every_seat_that_did_not_win_and_half_for_a_shared_first():
    wins = ratings.pairwise([(["hard", "medium", "random"], [0]), (["hard", "medium"], [0, 1])])
    assert wins[("hard", "medium")] == 1.5 and wins[("medium", "hard")] == 0.5
    assert wins[("hard", "random")] == 1.0 and wins[("random", "hard")] == 0.0
    assert ("medium", "random") not in wins  # both lost to a third: it tells nothing


def test_a_level_that_wins_four_games_in_five_is_about_240_elo_points_above():
    games = [(["medium", "easy"], [0])] * 400 + [(["medium", "easy"], [1])] * 100
    r = ratings.fit(ratings.pairwise(games))
    assert r["easy"] == 0.0
    assert abs(r["medium"] - 400 * math.log10(4)) < 3  # the half game each way moves it a little


def test_the_ratings_order_the_levels_as_their_games_do_and_the_intervals_hold_them():
    games = ([(["easy", "random"], [0])] * 7 + [(["easy", "random"], [1])] * 3
             + [(["medium", "easy"], [0])] * 8 + [(["medium", "easy"], [1])] * 2
             + [(["medium", "random"], [0])] * 9 + [(["medium", "random"], [1])])
    r = ratings.fit(ratings.pairwise(games))
    assert r["random"] == 0 < r["easy"] < r["medium"]
    spread = ratings.bootstrap(games, samples=60, seed=3)
    for level in ("easy", "medium"):
        lo, hi = spread[level]
        assert lo <= r[level] <= hi and lo < hi
    assert spread == ratings.bootstrap(games, samples=60, seed=3)  # seeded: the same interval


def test_a_level_that_won_every_game_gets_a_finite_rating():
    r = ratings.fit(ratings.pairwise([(["expert", "hard"], [0])] * 5))
    assert 0 < r["expert"] < 1000


def test_the_menu_words_come_from_the_level_below_and_fall_back_to_two_players():
    measure = {"caylus": {2: {"iterations": {"hard": "hard+it6"}, "beats": {"hard": {"medium": [3.5, 4]}}},
                          3: {"iterations": None, "levels": {}}}}
    at_three = ratings.head_to_head(measure, "caylus", 3, "hard")
    assert at_three == {"other": "medium", "wins": 3.5, "games": 4, "players": 2, "iterations": {"hard": "hard+it6"}}
    assert ratings.head_to_head(measure, "caylus", 2, "random") is None
    assert ratings.head_to_head(measure, "castrum", 2, "hard") is None


def test_a_ratings_file_the_menu_cannot_read_describes_no_level(tmp_path, monkeypatch):
    from caylus_desktop.ui import botplayer

    bad = tmp_path / "ratings.yaml"
    bad.write_text("ratings: [unclosed\n", encoding="utf-8")
    monkeypatch.setattr(ratings, "ratings_path", lambda: bad)
    botplayer.measured.cache_clear()
    try:
        assert botplayer.describe_level("hard", "caylus", 2, Speech("en")) == "Not measured yet against the level below it."
    finally:
        botplayer.measured.cache_clear()


def test_the_committed_ratings_are_read_and_describe_every_level_above_random():
    """The file the menu reads (benchmarks/bots.py --ratings --write): every game, at 2 players."""
    from caylus_desktop.games import GAME_IDS

    measure = ratings.load()
    for game in GAME_IDS:
        for level in ratings.ORDER[1:]:
            record = ratings.head_to_head(measure, game, 2, level)
            assert record is not None and 0 <= record["wins"] <= record["games"], (game, level)


def test_the_adjacent_design_plays_only_levels_next_to_each_other():
    assert ratings.lineups(2, ratings.ADJACENT) == [("random", "easy"), ("easy", "medium"), ("medium", "hard"),
                                                   ("hard", "expert")]
    assert ratings.lineups(3, ratings.ADJACENT) == [("random", "easy", "medium"), ("easy", "medium", "hard"),
                                                   ("medium", "hard", "expert")]
    assert len(ratings.lineups(2)) == 10 and ("random", "expert") in ratings.lineups(2)  # the round robin: every pair
    with pytest.raises(ValueError, match="unknown design"):
        ratings.lineups(2, "swiss")


def test_a_chain_of_neighbours_recovers_the_order_of_the_strengths_and_their_gaps():
    """Games drawn from known strengths, only between neighbours in the levels order; the strengths
    are not in that order (easy is weaker than random), so the fit must read it from the games."""
    true_elo = {"random": 100.0, "easy": 0.0, "medium": 250.0, "hard": 400.0, "expert": 520.0}
    rng = Rng(7)
    games = []
    for weak, strong in ratings.lineups(2, ratings.ADJACENT):
        chance = 1 / (1 + 10 ** ((true_elo[weak] - true_elo[strong]) / 400))
        for g in range(400):
            seats = [weak, strong] if g % 2 else [strong, weak]
            won = strong if rng.below(10_000) < chance * 10_000 else weak
            games.append((seats, [seats.index(won)]))
    r = ratings.fit(ratings.pairwise(games))
    assert sorted(r, key=r.get) == sorted(true_elo, key=true_elo.get)
    gap = r["expert"] - r["easy"]  # four links of the chain: measured only through the levels between
    assert abs(gap - 520) < 80


def test_a_measure_of_the_adjacent_design_is_written_as_such_and_read_by_the_menu(tmp_path, monkeypatch):
    from benchmarks.bots import round_robin, write_ratings
    from caylus_desktop.ui import botplayer

    result = round_robin("caleira", 2, 1, 4000, 0.002, None, 1, ratings.ADJACENT)
    assert result["design"] == "adjacent"
    assert {(s, w) for s, by in result["beats"].items() for w in by} == {
        ("easy", "random"), ("medium", "easy"), ("hard", "medium"), ("expert", "hard")}
    path = tmp_path / "ratings.yaml"
    monkeypatch.setattr(ratings, "ratings_path", lambda: path)
    write_ratings([result], "python benchmarks/bots.py --ratings --adjacent")
    entry = ratings.load()["caleira"][2]
    assert entry["design"] == "adjacent" and set(entry["levels"]) == set(ratings.ORDER)
    assert ratings.head_to_head(ratings.load(), "caleira", 2, "expert")["games"] == 1
    botplayer.measured.cache_clear()
    try:  # a reduced budget: the words say the measure was quick
        assert botplayer.describe_level("expert", "caleira", 2, Speech("en")).endswith(
            "A quick measure, with the searches cut short.")
    finally:
        botplayer.measured.cache_clear()


def test_a_measure_at_the_full_budget_is_not_called_quick(monkeypatch):
    from caylus_desktop.ui import botplayer

    beats = {"expert": {"hard": [13.5, 20]}}
    monkeypatch.setattr(botplayer, "measured", lambda: {"caleira": {2: {"design": "adjacent", "iterations": None,
                                                                         "beats": beats}}})
    assert botplayer.describe_level("expert", "caleira", 2, Speech("en")) == (
        "Wins 7 games in 10 against the hard bot. Measured over 20 games at 2 players.")
    assert Speech("fr").tr("level_quick") not in botplayer.describe_level("expert", "caleira", 2, Speech("fr"))
    monkeypatch.setattr(botplayer, "measured", lambda: {"caleira": {2: {"design": "adjacent", "iterations": {
        "hard": "hard+it60"}, "beats": beats}}})
    assert botplayer.describe_level("expert", "caleira", 2, Speech("en")).endswith(
        "A quick measure, with the searches cut short.")


def test_a_share_of_games_won_comes_with_an_interval_that_narrows_with_more_games():
    lo, hi = ratings.share_interval(14, 20)
    assert 0.45 < lo < 0.50 and 0.85 < hi < 0.87  # 70% of 20: the 65% bar not shown
    lo100, hi100 = ratings.share_interval(70, 100)
    assert lo < lo100 < 0.7 < hi100 < hi
    assert ratings.share_interval(20, 20)[1] == 1.0 and ratings.share_interval(0, 20)[0] == 0.0

"""Tournaments: an iteration budget with no time cap gives the same results on any machine;
a level holding several seats is reported seat by seat too."""
import json

import pytest

from caylus_desktop.cli import main
from caylus_desktop.games import GAME_IDS
from caylus_desktop.tools.tournament import Tally, play_series, seat_names, tournament

RESULTS = ("games", "wins", "win_rate", "mean_score", "errors")


@pytest.mark.parametrize("game", GAME_IDS)
def test_a_seeded_tournament_with_an_iteration_budget_is_deterministic(game):
    # --seconds 0: the hard bot runs exactly its 5 iterations, however busy the machine is
    runs = [tournament(game, 2, ["hard", "medium"], 1, seed=5, seconds=0, iterations=5) for _ in range(2)]
    assert runs[0]["errors"] == 0 and runs[0]["games"] == 1
    assert sum(runs[0]["wins"].values()) >= 1
    for key in RESULTS:
        assert runs[0][key] == runs[1][key], key


def test_seat_names_number_a_level_that_holds_several_seats():
    assert seat_names(["hard", "medium", "medium"]) == ["hard", "medium 1", "medium 2"]
    assert seat_names(["hard", "medium"]) == ["hard", "medium"]


def test_a_level_with_several_seats_is_reported_per_seat_and_in_total():
    t = play_series("caleira", 3, ["easy", "random", "random"], 0, 6, seed=11)
    out = t.summary("caleira", 3, ["easy", "random", "random"])
    seats = out["seats"]
    assert set(seats) == {"easy", "random 1", "random 2"}
    assert all(s["games"] == 6 for s in seats.values())
    # the level's total counts a game once when either of its seats wins it
    either = seats["random 1"]["wins"] + seats["random 2"]["wins"]
    assert max(seats["random 1"]["wins"], seats["random 2"]["wins"]) <= out["wins"]["random"] <= either
    assert seats["easy"]["wins"] == out["wins"]["easy"]
    assert seats["easy"]["mean_score"] == out["mean_score"]["easy"]
    mean_of_seats = (seats["random 1"]["mean_score"] + seats["random 2"]["mean_score"]) / 2
    assert abs(mean_of_seats - out["mean_score"]["random"]) < 0.01


def test_per_seat_counts_add_up_over_chunks():
    whole = play_series("caleira", 3, ["easy", "random", "random"], 0, 4, seed=11)
    parts = Tally(["easy", "random", "random"])
    for first in (0, 2):
        parts.add(play_series("caleira", 3, ["easy", "random", "random"], first, 2, seed=11))
    assert whole.seats() == parts.seats()


def test_a_level_with_one_seat_has_no_per_seat_block():
    out = tournament("caleira", 2, ["easy", "random"], 2, seed=1)
    assert "seats" not in out


def test_tournament_command_prints_seats_in_text_and_json(capsys):
    args = ["tournament", "--game", "caleira", "--players", "3", "--bots", "easy,random,random",
            "--games", "2", "--seed", "2", "--iterations", "20", "--seconds", "0"]
    assert main(args + ["--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert set(out["seats"]) == {"easy", "random 1", "random 2"}
    assert main(args) == 0
    text = capsys.readouterr().out
    assert "random 1" in text and "random 2" in text

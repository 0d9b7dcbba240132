"""Game review: the hard bot flags a clearly worse decision, headless and reproducibly."""
from __future__ import annotations

import json
import re

import pytest

import caylus_desktop.bots.ismcts as ismcts
from caylus_desktop.bots import random_bot
from caylus_desktop.cli import main
from caylus_desktop.engine import new_game, save_match
from caylus_desktop.engine.rng import Rng
from caylus_desktop.bots.config import SearchSettings
from caylus_desktop.tools.review import CLEAR_LOSS, clear_mistakes, review

CASTLE = ("place", ("castle",))


def castle_blunder(seats=2):
    """Caylus, first move: the first player sends a worker to the castle holding no stone, so it
    cannot deliver a batch there and will lose 2 prestige points, with the whole road open."""
    m = new_game("caylus", seats, 3)
    assert m.decision.seat == 0 and m.decision.find(CASTLE) is not None
    assert m.observation(0).seats[0].resources["stone"] == 0
    m.apply(CASTLE)
    return m


def test_review_flags_a_worker_sent_to_the_castle_without_stone_and_names_a_better_move():
    out = review(castle_blunder(), 0, iterations=200)
    [d] = out["decisions"]
    assert d["index"] == 0
    assert "castle" in d["chosen"]
    assert "castle" not in d["best"]  # any other move (a road building, or passing) is better
    assert d["loss"] >= CLEAR_LOSS and out["total_loss"] == d["loss"]
    assert clear_mistakes(out) == [d]


def test_the_bots_own_choice_costs_nothing():
    m = new_game("caylus", 2, 3)
    best = review(castle_blunder(), 0, iterations=200)["decisions"][0]["best"]
    m.apply(next(a for a in m.decision.options if m.label(a) == best))
    [d] = review(m, 0, iterations=200)["decisions"]
    assert d["chosen"] == d["best"] and d["loss"] == 0


def played_save(tmp_path, actions=40, seats=2):
    m = castle_blunder(seats)
    rng = Rng(7)
    for _ in range(actions):
        m.apply(random_bot.choose(None, m.decision, rng))
    path = tmp_path / "game.json"
    save_match(m, path)
    return path


def test_review_command_prints_valid_json_and_the_same_review_twice(tmp_path, capsys):
    path = played_save(tmp_path)
    outs = []
    for _ in range(2):
        assert main(["review", str(path), "--seat", "1", "--iterations", "40", "--json"]) == 0
        outs.append(capsys.readouterr().out)
    assert outs[0] == outs[1]
    out = json.loads(outs[0])
    assert set(out) == {"decisions", "total_loss"}
    assert len(out["decisions"]) > 1
    assert all(set(d) == {"index", "chosen", "best", "loss"} and d["loss"] >= 0 for d in out["decisions"])
    assert out["decisions"][0]["index"] == 0 and "castle" in out["decisions"][0]["chosen"]
    assert out["total_loss"] == pytest.approx(sum(d["loss"] for d in out["decisions"]), abs=0.05)


def test_review_command_in_words_names_the_seat_and_marks_the_blunder(tmp_path, capsys):
    path = played_save(tmp_path, actions=0, seats=["Anne", "Bruno"])
    assert main(["review", str(path), "--seat", "1", "--iterations", "100"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert lines[0] == "Review of Anne's game"
    assert lines[1].startswith("! Move 1: you chose Place a worker in the castle") and " · Better: " in lines[1]
    assert re.fullmatch(r".* \(about \d+\.\d+ points\)", lines[1])
    assert re.fullmatch(r"Estimated points lost: \d+(\.\d+)?", lines[-1])
    assert "Player" not in "\n".join(lines)


def test_review_command_in_french_writes_decimal_commas_and_plurals(tmp_path, capsys):
    path = played_save(tmp_path, actions=0, seats=["Anne", "Bruno"])
    assert main(["review", str(path), "--seat", "1", "--iterations", "100", "--lang", "fr"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert lines[0] == "Analyse de la partie d'Anne"
    assert lines[1].startswith("! Coup 1 : vous avez choisi ")
    loss = float(re.search(r"\(environ (\d+,\d+) points?\)", lines[1]).group(1).replace(",", "."))
    # French: singular below 2 ("1,5 point"), plural from 2 on
    assert lines[1].endswith(f"{'point' if loss < 2 else 'points'})")
    assert re.fullmatch(r"Points perdus estimés : \d+(,\d+)?", lines[-1])


def test_review_refuses_bad_input_in_one_line(tmp_path, capsys):
    path = played_save(tmp_path, actions=0)
    assert main(["review", str(path), "--seat", "3"]) == 2
    assert capsys.readouterr().err == "no seat 3: the game has 2 players\n"
    bad = tmp_path / "bad.json"
    bad.write_text("{not json")
    assert main(["review", str(bad), "--seat", "1"]) == 1
    err = capsys.readouterr().err
    assert err.startswith(f"{bad}: the save is not valid JSON") and err.count("\n") == 1
    for argv in (["--seat", "0"], ["--seat", "1", "--iterations", "0"], ["--seat", "1", "--iterations", "9" * 400]):
        with pytest.raises(SystemExit) as ex:
            main(["review", str(path), *argv])
        assert ex.value.code == 2
        err = capsys.readouterr().err
        assert "Traceback" not in err and len([x for x in err.splitlines() if "error:" in x]) == 1


def test_the_review_searches_as_before_whatever_the_hard_bot_declares(monkeypatch):
    # its losses were calibrated on the plain search: a game's declared exploration and rival's
    # share are the hard bot's
    before = review(castle_blunder(), 0, iterations=200)
    for declared in ({"exploration": 5.0}, {"rival_weight": 0.2}):
        monkeypatch.setattr(ismcts, "declared_search", lambda game, level: SearchSettings(iterations=300, **declared))
        assert review(castle_blunder(), 0, iterations=200) == before

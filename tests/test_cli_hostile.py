"""Hostile command-line arguments: a one-line usage error, never a traceback or a runaway."""
from __future__ import annotations

import json
import os

import pytest

from caylus_desktop.cli import main


def usage_error(capsys, *argv: str) -> str:
    with pytest.raises(SystemExit) as ex:
        main(list(argv))
    assert ex.value.code == 2
    err = capsys.readouterr().err
    lines = [line for line in err.splitlines() if "error:" in line]
    assert len(lines) == 1 and "Traceback" not in err, err
    return lines[0]


@pytest.mark.parametrize("argv,expected", [
    (["simulate", "--game", "caleira", "--players", "99999999999999999999"], "--players: 99,999,999,999,999,999,999 is not between 1 and 99"),
    (["simulate", "--game", "caleira", "--players", "9" * 5000], "--players: 99999999999999999999… is too large"),
    (["simulate", "--game", "caleira", "--players", "2", "--games", "0"], "--games: 0 is not between"),
    (["simulate", "--game", "caleira", "--players", "2", "--seed", "9" * 100], "--seed: "),
    (["simulate", "--game", "caleira", "--players", "two"], "--players: 'two' is not a whole number"),
    (["tournament", "--game", "caleira", "--players", "2", "--bots", "random", "--iterations", "0"], "--iterations: 0 is not between 1"),
    (["tournament", "--game", "caleira", "--players", "2", "--bots", "random", "--seconds", "-1"], "--seconds: -1 is not between 0 and 3600"),
    (["tournament", "--game", "caleira", "--players", "2", "--bots", "random", "--seconds", "nan"], "--seconds: nan is not between"),
    (["tournament", "--game", "caleira", "--players", "2", "--bots", "random", "--seconds", "inf"], "--seconds: inf is not between"),
    (["screenshot", "--size", "100000x100000", "--out", "x.png"], "--size: 100,000 is not between 100 and 4,096"),
    (["screenshot", "--size", "800", "--out", "x.png"], "--size: takes WxH"),
    (["screenshot", "--moves", "-3", "--out", "x.png"], "--moves: -3 is not between 0"),
])
def test_numbers_out_of_range_are_usage_errors(capsys, argv, expected):
    assert expected in usage_error(capsys, *argv)


@pytest.mark.skipif(os.geteuid() == 0, reason="root may write anywhere")
def test_rules_schema_to_an_unwritable_place_says_so_in_one_line(tmp_path, capsys):
    locked = tmp_path / "locked"
    locked.mkdir(mode=0o500)
    assert main(["rules-schema", "--output", str(locked / "schema.json")]) == 2  # refused before any work
    err = capsys.readouterr().err
    assert err.strip().startswith(f"cannot write {locked / 'schema.json'}: ") and "Permission denied" in err


def test_rules_schema_to_a_missing_folder_or_a_folder_says_so_in_one_line(tmp_path, capsys):
    for target, status in ((tmp_path / "nowhere" / "schema.json", 1), (tmp_path, 2)):
        assert main(["rules-schema", "--output", str(target)]) == status
        err = capsys.readouterr().err
        assert err.startswith(f"cannot write {target}: ") and err.count("\n") == 1


def test_simulate_counts_the_games_stopped_by_the_safety_cap(capsys):
    """Castrum's classic game (rounds=0) ends at its round cap under random play now and then."""
    assert main(["simulate", "--game", "castrum", "--players", "2", "--games", "6", "--seed", "1",
                 "--option", "rounds=0", "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert 1 <= out["capped"] < 6
    assert out["mean_rounds"] > 100  # the cap is 250 rounds; castles are rarely finished at random
    assert main(["simulate", "--game", "castrum", "--players", "2", "--games", "3", "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["capped"] == 0 and out["mean_rounds"] == 15  # the timed game's default 15 rounds


@pytest.mark.parametrize("game", ["caylus", "magna-carta"])
def test_simulate_reports_the_mean_rounds_of_games_with_rounds(capsys, game):
    from caylus_desktop.bots import random_bot
    from caylus_desktop.engine import new_game
    from caylus_desktop.engine.rng import Rng

    assert main(["simulate", "--game", game, "--players", "3", "--games", "1", "--seed", "4", "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    m, rng = new_game(game, 3, 4), Rng(4 ^ 0x5EED)  # the same game, played as simulate plays it
    while m.decision is not None:
        m.apply(random_bot.choose(None, m.decision, rng))
    assert out["mean_rounds"] == m.result()["rounds"] > 3


@pytest.mark.parametrize("command", ["check-rules", "replay"])
def test_a_pipe_nobody_writes_to_is_refused_at_once(tmp_path, capsys, command):
    """Opening a FIFO would wait for a writer forever: it is refused before it is opened."""
    import os

    pipe = tmp_path / "pipe.yaml"
    os.mkfifo(pipe)
    assert main([command, str(pipe)]) == 1
    captured = capsys.readouterr()
    text = (captured.out + captured.err).strip()
    assert "a pipe or socket, not a file" in text and text.count("\n") == 0

"""`caylus-desktop screenshot`: every scene a README picture needs, and the game's options."""
from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pygame
import pytest

from caylus_desktop.cli import main
from caylus_desktop.ui import screenshot
from caylus_desktop.ui.app import App
from caylus_desktop.ui.storage import Storage

ROOT = Path(__file__).resolve().parents[2]


def _shot(tmp_path, scene: str, moves: int = 6, options: dict | None = None, game: str = "caleira"):
    """The app after drawing ``scene`` (its stack is still there to look at) and the picture."""
    app = App((800, 500), headless=True, storage=Storage.at(tmp_path / "scratch"))
    out = screenshot._render(app, scene, tmp_path / f"{scene}.png", game, 2, 3, moves, "fr", dict(options or {}))
    return app, pygame.image.load(str(out))


def test_results_scene(tmp_path):
    from caylus_desktop.ui.scenes.results import ResultsScene

    app, img = _shot(tmp_path, "results")
    assert isinstance(app.top, ResultsScene) and app.top.match.over and img.get_size() == (800, 500)


def test_learn_to_play_scene_is_the_learners_turn_with_the_guide(tmp_path):
    from caylus_desktop.ui.scenes.game import GameScene

    app, _ = _shot(tmp_path, "learn", moves=4)
    g = app.top
    assert isinstance(g, GameScene) and g.guide_on and g.viewer == 0
    assert g.match.decision.seat == 0 and g.match.seats[0].bot is None and g.match.moves >= 4


def test_replay_scene_shows_the_move_asked_for(tmp_path):
    from caylus_desktop.ui.scenes.replay import ReplayScene

    app, _ = _shot(tmp_path, "replay", moves=9)
    assert isinstance(app.top, ReplayScene) and app.top.index == 9 and app.top.final.over


def test_stats_scene_has_a_persons_games_in_a_throwaway_record(tmp_path):
    from caylus_desktop.ui import catalogue
    from caylus_desktop.ui.scenes.stats import StatsScene

    app, _ = _shot(tmp_path, "stats")
    stats = app.top
    assert isinstance(stats, StatsScene) and stats.person == "Anna" and stats.people == ["Anna", "Bruno"]
    assert len(stats.games) == 12 + 2 * (len(catalogue.playable()) - 1)
    assert sum(g.game == "caleira" for g in stats.games) == 12


@pytest.mark.slow
def test_review_scene_waits_for_the_review(tmp_path):
    from caylus_desktop.ui.scenes.review import ReviewScene

    app, _ = _shot(tmp_path, "review")
    assert isinstance(app.top, ReviewScene) and app.top.job.done.is_set() and app.top.job.result is not None


def test_an_option_reaches_the_game_in_the_picture(tmp_path):
    app, _ = _shot(tmp_path, "game", moves=0, options={"moat": "true"})
    assert app.top.match.options["moat"] is True
    app, _ = _shot(tmp_path, "game", moves=0)
    assert app.top.match.options["moat"] is False


@pytest.mark.parametrize("args, said", [
    (["--option", "moat=maybe"], "moat"),
    (["--option", "moat"], "--option takes KEY=VALUE"),
    (["--option", "no_such_option=1"], "no_such_option"),
])
def test_a_bad_option_is_one_line_before_any_window(tmp_path, capsys, args, said):
    assert main(["screenshot", "--game", "caleira", *args, "--out", str(tmp_path / "x.png")]) == 2
    err = capsys.readouterr().err
    assert said in err and err.count("\n") == 1 and "Traceback" not in err
    assert not (tmp_path / "x.png").exists()


def test_the_command_line_takes_every_scene_and_repeated_options(tmp_path):
    out = tmp_path / "learn.png"
    p = subprocess.run([sys.executable, "-m", "caylus_desktop", "screenshot", "--scene", "learn", "--game", "castrum",
                        "--option", "mode=expert", "--option", "rounds=0", "--size", "640x400", "--out", str(out)],
                       cwd=ROOT, capture_output=True, text=True, timeout=300)
    assert p.returncode == 0, p.stderr
    assert pygame.image.load(str(out)).get_size() == (640, 400)
    p = subprocess.run([sys.executable, "-m", "caylus_desktop", "screenshot", "--scene", "nope", "--out", str(out)],
                       cwd=ROOT, capture_output=True, text=True, timeout=60)
    assert p.returncode == 2 and "invalid choice" in p.stderr


def test_hint_scene_shows_the_hint_of_the_decision_on_the_table(tmp_path):
    from caylus_desktop.ui.scenes.game import GameScene

    app, _ = _shot(tmp_path, "hint", moves=4)
    g = app.top
    assert isinstance(g, GameScene) and g.hint is not None and g.hint_box is not None
    assert g.match.decision.find(g.hint.action.key) is not None and g.hint.reason

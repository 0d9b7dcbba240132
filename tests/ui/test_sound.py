"""Sound cues: asked for on the right events, silent when muted, and never in the way of playing."""
from __future__ import annotations

import pygame
import pytest

from caylus_desktop.bots import random_bot
from caylus_desktop.engine import new_game
from caylus_desktop.engine.rng import Rng
from caylus_desktop.ui.cues import CUES, before, cue_after
from caylus_desktop.ui.scenes.results import ResultsScene
from caylus_desktop.ui.sound import sounds_dir
from caylus_desktop.ui.storage import Settings
from tests.ui.driver import click_action, click_button, game_scene, settle

BOTS = [{"name": "A", "bot": "random"}, {"name": "B", "bot": "random"}]


def play_to_the_results(app, scene) -> None:
    for _ in range(3000):
        app.step()
        if isinstance(app.top, ResultsScene):
            return
        if scene.bot is not None:
            scene.bot.done.wait(2)
    raise AssertionError("the game never reached the results")


def test_every_cue_has_its_file():
    assert sorted(p.stem for p in sounds_dir().glob("*.wav")) == sorted(CUES)
    assert "CC0" in (sounds_dir() / "README.md").read_text(encoding="utf-8")


def test_the_turn_cue_sounds_when_the_bot_hands_the_decision_back(app):
    scene = game_scene(app, ["Ann", {"name": "Bot", "bot": "random"}], seed=3)
    settle(app, scene)
    history = scene.match.state.history
    bot_moved = False
    for _ in range(10):
        app.sounds.requested.clear()
        start = len(history)
        click_action(app, scene, scene.match.legal_actions()[0])
        settle(app, scene)
        bot_moved = any(seat == 1 for seat, _, _ in history[start:])
        if bot_moved:
            break
        assert "turn" not in app.sounds.requested  # Ann decides again: not a new turn
    assert bot_moved and scene.match.decision.seat == 0
    assert app.sounds.requested[-1] == "turn"
    assert app.sounds.played[-1] == "turn"  # the dummy audio device takes it


def test_the_end_cue_sounds_once_when_the_game_is_over_and_no_turn_cue_without_a_person(app):
    scene = game_scene(app, BOTS, seed=8)
    play_to_the_results(app, scene)
    assert app.sounds.requested.count("end") == 1 and app.sounds.requested[-1] == "end"
    assert "turn" not in app.sounds.requested
    assert "place" in app.sounds.requested and "score" in app.sounds.requested


def test_mute_in_settings_is_honoured_and_remembered(app):
    click_button(app, app.tr("settings"))
    click_button(app, app.tr("mute"))
    assert app.settings.mute and Settings.load(app.storage).mute
    app.sounds.played.clear()
    click_button(app, app.tr("back"))
    scene = game_scene(app, BOTS, seed=8)
    play_to_the_results(app, scene)
    assert "end" in app.sounds.requested and app.sounds.played == []


def test_a_volume_unmutes_and_is_remembered(app):
    app.settings.mute = True
    click_button(app, app.tr("settings"))
    click_button(app, "50 %")
    assert not app.settings.mute and app.settings.volume == 50
    assert (Settings.load(app.storage).mute, Settings.load(app.storage).volume) == (False, 50)
    assert app.sounds.played == ["place"]  # a sample at the new volume


def test_a_mixer_that_will_not_start_leaves_the_game_playable(app, monkeypatch):
    def refuse(*a, **k):
        raise pygame.error("no audio device")

    monkeypatch.setattr(pygame.mixer, "get_init", lambda: None)
    monkeypatch.setattr(pygame.mixer, "init", refuse)
    scene = game_scene(app, BOTS, seed=8)
    play_to_the_results(app, scene)
    assert app.errors == []
    assert app.sounds.requested[-1] == "end" and app.sounds.played == []


@pytest.mark.parametrize("game, cues", [
    ("caylus", {"place", "build", "score"}), ("magna-carta", {"place", "build", "score"}),
    ("castrum", {"place", "attack"}),  # random play builds no wall in this game: no score
    ("caleira", {"place", "attack", "score"})])
def test_each_game_names_its_own_cues(game, cues):
    """A seeded random game asks for its kind of cue, one cue per action at most, the end last."""
    m = new_game(game, [{"name": f"Bot {i}", "bot": "random"} for i in range(3)], 1)
    rng = Rng(2)
    heard = []
    while m.decision is not None:
        was = before(m)
        a = random_bot.choose(None, m.decision, rng)
        m.apply(a)
        heard.append(cue_after(m, a, was))
    assert cues <= set(heard)
    assert heard[-1] == "end" and heard.count("end") == 1
    assert "turn" not in heard  # no person at this table


def test_an_installed_copy_carries_the_sounds():
    """pyproject.toml installs assets/ inside the package: its package-data takes every cue and the licence."""
    import fnmatch
    import tomllib

    root = sounds_dir().parents[1]
    config = tomllib.loads((root / "pyproject.toml").read_text(encoding="utf-8"))["tool"]["setuptools"]
    assert config["package-dir"]["caylus_desktop.assets"] == "assets"
    globs = config["package-data"]["caylus_desktop.assets"]
    for f in ["README.md", *(f"{cue}.wav" for cue in CUES)]:
        assert any(fnmatch.fnmatch(f"sounds/{f}", g) for g in globs), f

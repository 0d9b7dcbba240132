"""Every test works in its own data folder: no test reads or writes the player's settings or games."""
from __future__ import annotations

import tempfile

import pytest


@pytest.fixture(autouse=True)
def home(tmp_path, tmp_path_factory, monkeypatch):
    """CAYLUS_DESKTOP_HOME (the app's data folder, made when first used) and the system's temporary folder
    (where the app falls back when it cannot write there), both private to the test."""
    scratch = tmp_path_factory.mktemp("tmpdir")
    monkeypatch.setenv("TMPDIR", str(scratch))  # for the app started in a subprocess
    monkeypatch.setattr(tempfile, "tempdir", str(scratch))
    monkeypatch.setenv("CAYLUS_DESKTOP_HOME", str(tmp_path / "home"))
    # the first start speaks the system's language: every test starts from the same one, English,
    # whatever the machine running it speaks (a test that wants another sets LANG itself)
    for var in ("LC_ALL", "LC_MESSAGES"):
        monkeypatch.delenv(var, raising=False)
    monkeypatch.setenv("LANG", "C.UTF-8")
    return tmp_path / "home"


@pytest.fixture(autouse=True)
def seeded_new_games():
    """The window deals each new game from Python's ``random`` (so every game a player starts differs);
    in tests it starts from a fixed state, so a game started from the menu is the same at every run
    (a bot that happened to knock a seat out early made a test flaky)."""
    import random

    state = random.getstate()
    random.seed(20261123)
    yield
    random.setstate(state)


QUICK_HINT_ITERATIONS = 24


@pytest.fixture(autouse=True)
def quick_hints(monkeypatch):
    """A hint searches with the level levels.yaml declares for hints (the hard bot) at a budget of a few
    dozen iterations and no time cap: quick, and the same under any load (the declared time cap
    could cut a search short on a busy machine). Tests of the declared use itself read it through
    ``bots.config._load_levels_file``, which this leaves alone."""
    from caylus_desktop.bots import config

    declared, uses = config._shipped()
    quick = uses.model_copy(update={"hint": uses.hint.model_copy(
        update={"iterations": QUICK_HINT_ITERATIONS, "seconds": config.MAX_USE_SECONDS})})
    monkeypatch.setattr(config, "_shipped", lambda: (declared, quick))

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

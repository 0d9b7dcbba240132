"""The app killed mid-game (SIGKILL) comes back with Continue at the last decision; autosaves are atomic."""
from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from caylus_desktop.engine import SaveError, load_match_file, new_game, save_match
from caylus_desktop.engine.rng import Rng
from caylus_desktop.bots import random_bot

ROOT = Path(__file__).resolve().parents[2]

pytestmark = pytest.mark.skipif(not hasattr(signal, "SIGKILL"), reason="needs SIGKILL")


def _env(home: Path) -> dict:
    env = dict(os.environ, CAYLUS_DESKTOP_HOME=str(home), SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy",
               PYTHONPATH=str(ROOT))
    return env


def _child(home: Path, *args: str) -> subprocess.Popen:
    return subprocess.Popen([sys.executable, "-m", "tests.ui.crash_child", *args], cwd=ROOT, env=_env(home),
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)


def _play_then_kill(home: Path, game: str, moves: int) -> dict[int, str]:
    """Start the app, play until ``moves`` actions are in the history, SIGKILL it; the hashes it reported."""
    p = _child(home, "play", game)
    seen: dict[int, str] = {}
    deadline = time.monotonic() + 60
    try:
        while time.monotonic() < deadline:
            line = p.stdout.readline()
            if not line:
                break
            if line.startswith("MOVE "):
                _, n, h = line.split()
                seen[int(n)] = h
                if int(n) >= moves:
                    break
    finally:
        p.send_signal(signal.SIGKILL)  # no goodbye: whatever was being written stays as it was
        rest, err = p.communicate(timeout=30)
    for line in rest.splitlines():
        if line.startswith("MOVE "):
            _, n, h = line.split()
            seen[int(n)] = h
    assert p.returncode == -signal.SIGKILL
    assert max(seen, default=0) >= moves, f"the app did not get to {moves} moves:\n{err}"
    return seen


def _continue(home: Path) -> list[str]:
    p = subprocess.run([sys.executable, "-m", "tests.ui.crash_child", "continue"], cwd=ROOT, env=_env(home),
                       capture_output=True, text=True, timeout=60)
    assert p.returncode == 0, p.stderr
    line = next(x for x in p.stdout.splitlines() if x.startswith(("RESTORED", "FAILED")))
    assert line.startswith("RESTORED"), line
    return line.split()[1:]


@pytest.mark.slow
@pytest.mark.parametrize("game,moves", [("magna-carta", 12), ("castrum", 9)])
def test_killed_mid_game_continue_restores_the_last_decision(tmp_path, game, moves):
    home = tmp_path / "home"
    seen = _play_then_kill(home, game, moves)
    restored_game, length, digest, seat = _continue(home)
    assert restored_game == game
    last = max(seen)
    # the autosave is written before the app reports a move: the restored game is the last one
    # reported, or (killed between writing and reporting) a later one that still loads and replays
    assert int(length) >= last
    if int(length) in seen:
        assert digest == seen[int(length)]
    assert int(seat) >= 0, "the game was mid-way: someone must be deciding"


def _long_match():
    m = new_game("caylus", 4, 3)
    rng = Rng(3)
    for _ in range(150):
        m.apply(random_bot.choose(None, m.decision, rng))
    return m


_WRITER = """
import sys
from caylus_desktop.engine import new_game, save_match
from caylus_desktop.engine.rng import Rng
from caylus_desktop.bots import random_bot
m = new_game("caylus", 4, 3)
rng = Rng(3)
for _ in range(150):
    m.apply(random_bot.choose(None, m.decision, rng))
print("READY", flush=True)
while True:
    save_match(m, sys.argv[1])
"""


@pytest.mark.slow
def test_an_autosave_killed_while_writing_is_never_half_written(tmp_path):
    target = tmp_path / "autosave.json"
    expected = _long_match().state_hash()
    for delay in (0.0, 0.021, 0.057):
        p = subprocess.Popen([sys.executable, "-c", _WRITER, str(target)], cwd=ROOT, stdout=subprocess.PIPE,
                             text=True, env=dict(os.environ, PYTHONPATH=str(ROOT)))
        assert p.stdout.readline().strip() == "READY"
        time.sleep(delay)
        p.send_signal(signal.SIGKILL)
        p.wait(timeout=30)
        if target.exists():  # it may have died before the first rename
            assert load_match_file(target).state_hash() == expected


def test_a_failed_write_keeps_the_previous_autosave(tmp_path, monkeypatch):
    target = tmp_path / "autosave.json"
    first = new_game("caleira", 2, 1)
    save_match(first, target)
    later = first.copy()
    later.apply(later.legal_actions()[0])

    def broken_replace(src, dst):
        raise OSError(28, "No space left on device")
    monkeypatch.setattr(os, "replace", broken_replace)
    with pytest.raises(OSError):
        save_match(later, target)
    monkeypatch.undo()
    assert load_match_file(target).state_hash() == first.state_hash()
    assert [p.name for p in tmp_path.iterdir()] == ["autosave.json"], "the temporary file is removed"


def test_an_empty_or_cut_autosave_is_refused_with_a_reason(tmp_path):
    target = tmp_path / "autosave.json"
    save_match(new_game("caleira", 2, 1), target)
    text = target.read_text(encoding="utf-8")
    for cut in (0, 1, len(text) // 2, len(text) - 2):
        target.write_text(text[:cut], encoding="utf-8")
        with pytest.raises(SaveError, match="not valid JSON|not a caylus-desktop save"):
            load_match_file(target)

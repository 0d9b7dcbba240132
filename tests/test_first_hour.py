"""A newcomer's first hour: the README's lines work as written, CI runs the README's test line,
and the app says its version."""
from __future__ import annotations

import os
import re
import shutil
import signal
import subprocess
import sys
import time
from importlib.metadata import version
from pathlib import Path

import pytest

from caylus_desktop import cli

ROOT = Path(__file__).resolve().parents[1]


def _readme_line(heading: str) -> str:
    """The first line of the first code block under a README heading."""
    text = (ROOT / "README.md").read_text(encoding="utf-8")
    section = text.split(f"\n## {heading}\n", 1)[1]
    return re.search(r"```\n(.*?)\n", section).group(1)


def test_the_readme_lines_make_a_virtual_environment_first():
    play, test = _readme_line("Play"), _readme_line("Test")
    assert play == "python3 -m venv .venv && .venv/bin/pip install . && .venv/bin/caylus-desktop"
    assert test.startswith('python3 -m venv .venv && .venv/bin/pip install ".[test]" && .venv/bin/pytest -n ')


def test_ci_runs_the_readme_test_line_as_written(tmp_path):
    """.ci/run reads the line from the README: a README with another line makes CI run that one."""
    (tmp_path / ".ci").mkdir()
    shutil.copy(ROOT / ".ci" / "run", tmp_path / ".ci" / "run")
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    (tmp_path / "README.md").write_text(readme.replace(_readme_line("Test"), "echo ran the README line > proof"),
                                        encoding="utf-8")
    p = subprocess.run(["bash", str(tmp_path / ".ci" / "run")], capture_output=True, text=True, timeout=60,
                       stdin=subprocess.DEVNULL)
    assert p.returncode == 0, p.stderr
    assert (tmp_path / "proof").read_text() == "ran the README line\n"


def test_version_comes_from_the_package_metadata():
    p = subprocess.run([sys.executable, "-m", "caylus_desktop", "--version"], capture_output=True, text=True,
                       timeout=60, cwd=ROOT)
    assert p.returncode == 0
    assert p.stdout.strip() == f"caylus-desktop {version('caylus-desktop')}"


def test_a_copy_never_installed_says_so_instead_of_a_version(monkeypatch):
    import importlib.metadata

    def missing(name):
        raise importlib.metadata.PackageNotFoundError(name)

    monkeypatch.setattr(importlib.metadata, "version", missing)
    assert cli.version().startswith("unknown (not installed")


@pytest.mark.slow
def test_the_readme_play_line_installs_and_starts_the_app_in_a_clean_copy(tmp_path):
    """The README's play line, run as written in a copy of the project (pip may use its cache and
    index, as CI does): it makes .venv, installs, and the window opens headless on the menu."""
    copy = tmp_path / "caylus-desktop"
    shutil.copytree(ROOT, copy, ignore=shutil.ignore_patterns(
        ".git", ".venv", "venv", "build", "dist", "*.egg-info", "__pycache__", ".pytest_cache", ".hypothesis"))
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy",
               CAYLUS_DESKTOP_HOME=str(tmp_path / "data"), PYTHONDONTWRITEBYTECODE="1")
    env.pop("VIRTUAL_ENV", None)
    env["PATH"] = os.pathsep.join(p for p in env["PATH"].split(os.pathsep) if not p.startswith(sys.prefix))
    log = tmp_path / "out.log"
    with open(log, "wb") as out:
        proc = subprocess.Popen(["bash", "-c", _readme_line("Play")], cwd=copy, env=env, stdout=out,
                                stderr=subprocess.STDOUT, stdin=subprocess.DEVNULL, start_new_session=True)
        try:
            deadline = time.monotonic() + 900
            while time.monotonic() < deadline and proc.poll() is None:
                if b"the window is open on the menu" in log.read_bytes():
                    break
                time.sleep(0.5)
            text = log.read_bytes().decode("utf-8", "replace")
            assert proc.poll() is None, f"the line stopped (exit {proc.returncode}):\n{text[-3000:]}"
            assert "the window is open on the menu" in text, text[-3000:]
        finally:
            if proc.poll() is None:
                os.killpg(proc.pid, signal.SIGTERM)
            proc.wait(30)
    assert (copy / ".venv" / "bin" / "caylus-desktop").is_file()
    assert (tmp_path / "data" / "autosaves").is_dir()  # it used the folder it was given


def _readme_picture_commands() -> list[list[str]]:
    text = (ROOT / "README.md").read_text(encoding="utf-8")
    block = text.split("Each picture is one command", 1)[1].split("```")[1]
    return [line.split()[1:] for line in block.strip().splitlines()]


def test_the_readme_lists_one_command_for_every_picture_it_shows():
    shown = set(re.findall(r"\(docs/screenshots/([\w.-]+\.png)\)", (ROOT / "README.md").read_text(encoding="utf-8")))
    made = {args[args.index("--out") + 1] for args in _readme_picture_commands()}
    assert shown and shown == made


@pytest.mark.slow
@pytest.mark.parametrize("args", _readme_picture_commands(), ids=lambda args: args[-1])
def test_each_readme_picture_command_runs(tmp_path, args):
    args = list(args)
    args[args.index("--out") + 1] = str(tmp_path / "picture.png")
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    p = subprocess.run([sys.executable, "-m", "caylus_desktop", *args], cwd=ROOT, env=env, capture_output=True,
                       text=True, timeout=600)
    assert p.returncode == 0, p.stderr
    assert (tmp_path / "picture.png").stat().st_size > 10_000

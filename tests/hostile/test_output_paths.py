"""Hostile output paths: a folder, a device, a pseudo-file or an unwritable place given where a
command writes is refused before any work, in one line, with exit status 2; nothing is written."""
from __future__ import annotations

import os

import pytest

from tests.hostile.helpers import fingerprint, one_line


def _commands(target: str) -> list[list[str]]:
    return [["screenshot", "--scene", "menu", "--size", "640x400", "--out", target],
            ["rules-schema", "--output", target]]


FILES = [("a-folder", "a folder, not a file"), ("/dev/full", "a device, a pipe or a socket, not a file"),
         ("/dev/null", "a device, a pipe or a socket, not a file"),
         ("/proc/version", "it cannot be written"), ("/proc/picture.png", "nothing can be written in /proc"),
         ("/sys/kernel/picture.png", "nothing can be written in /sys/kernel")]


@pytest.mark.parametrize("target,why", FILES, ids=[t for t, _ in FILES])
@pytest.mark.parametrize("command", [0, 1], ids=["screenshot", "rules-schema"])
def test_an_output_file_that_cannot_be_written_is_refused_first(tmp_path, capsys, monkeypatch, target, why, command):
    monkeypatch.chdir(tmp_path)
    (tmp_path / "a-folder").mkdir()
    (tmp_path / "a-folder" / "mine.json").write_text("{}", encoding="utf-8")
    before = fingerprint(tmp_path)
    line = one_line(capsys, 2, *_commands(target)[command])
    assert line.startswith(f"cannot write {target}: ") and why in line
    assert fingerprint(tmp_path) == before
    assert "pygame" not in line  # refused before the window's library was even started


FOLDERS = [("/proc/self", "nothing can be written in /proc/self"), ("/dev/null", "not a folder"),
           ("a-file", "not a folder"), ("/proc/pictures/new", "nothing can be written in /proc")]


@pytest.mark.parametrize("target,why", FOLDERS, ids=[t for t, _ in FOLDERS])
def test_layout_check_pictures_that_cannot_be_written_are_refused_first(tmp_path, capsys, monkeypatch, target, why):
    monkeypatch.chdir(tmp_path)
    (tmp_path / "a-file").write_text("mine", encoding="utf-8")
    before = fingerprint(tmp_path)
    line = one_line(capsys, 2, "layout-check", "--pictures", target)
    assert line.startswith(f"cannot write {target}: ") and why in line
    assert fingerprint(tmp_path) == before


@pytest.mark.skipif(os.geteuid() == 0, reason="root may write in a read-only folder")
def test_a_read_only_folder_is_refused_first(tmp_path, capsys):
    locked = tmp_path / "locked"
    locked.mkdir(mode=0o500)
    line = one_line(capsys, 2, "screenshot", "--out", str(locked / "x.png"))
    assert "Permission denied" in line


def test_a_picture_in_a_folder_still_to_be_made_is_written(tmp_path, capsys):
    out = tmp_path / "new" / "sub" / "menu.png"
    from tests.hostile.helpers import run

    code, printed, err = run(capsys, "screenshot", "--scene", "menu", "--size", "640x400", "--out", str(out))
    assert code == 0 and out.stat().st_size > 0 and str(out) in printed

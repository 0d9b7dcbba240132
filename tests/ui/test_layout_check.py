"""layout-check: it catches text that overflows, overlaps or is too small, and the shipped
scenes pass it at the smallest and a large window in both languages (see docs/layout.md)."""
from __future__ import annotations

from pathlib import Path

import pygame
import pytest

from caylus_desktop import cli
from caylus_desktop.ui import i18n, layoutcheck, textrecord
from caylus_desktop.ui import theme as th

KNOWN = Path(__file__).with_name("layout_known.txt")


def _only(monkeypatch, *names: str) -> None:
    """layout-check over these scenes only (the whole tour is the slow tests' job)."""
    every = layoutcheck.scenes
    monkeypatch.setattr(layoutcheck, "scenes", lambda app, games=None: (
        (n, b) for n, b in every(app, games) if n in names))


def test_an_overflowing_label_fails_the_check_and_is_named(monkeypatch, capsys):
    _only(monkeypatch, "settings")
    assert cli.main(["layout-check", "--size", "1024x640"]) == 0, capsys.readouterr()
    capsys.readouterr()
    # too long for the Back button even wrapped at the smallest size
    long = "Back to where you came from, without changing anything at all, and without saving anything either"
    monkeypatch.setitem(i18n.ENGLISH, "back", long)
    assert cli.main(["layout-check", "--size", "1024x640"]) == 1
    out = capsys.readouterr().out
    assert f"settings: overflows: {long!r}" in out


def test_overlapping_and_tiny_texts_are_reported():
    pygame.font.init()
    surf = pygame.Surface((400, 200))
    t = th.Theme((1280, 800))
    with textrecord.recording() as rec:
        th.panel(surf, pygame.Rect(10, 10, 200, 60))
        th.text(surf, t.font(18), "Cathedral", th.INK, (20, 20))
        th.text(surf, t.font(18), "under construction since round 3", th.INK, (40, 26))  # on the first, past the panel
        th.text(surf, pygame.font.Font(th.font_path(False), 8), "out of the game: 14", th.INK, (20, 120))
        th.text(surf, t.font(18), "a label wider than its button", th.INK, (250, 150), box=pygame.Rect(250, 140, 60, 40))
    found = {(p.kind, p.text) for p in layoutcheck.judge("test", rec, surf.get_rect(), t.min_text_px)}
    assert found == {("overlaps", "Cathedral"), ("too small", "out of the game: 14"),
                     ("overflows", "under construction since round 3"), ("overflows", "a label wider than its button")}


def test_no_font_of_the_theme_is_below_the_minimum():
    pygame.font.init()
    for size, minimum in (((1280, 800), 12), ((1920, 1080), 12), ((1024, 640), 10), ((800, 600), 10)):
        t = th.Theme(size)
        assert t.min_text_px == minimum
        assert t.font(6).point_size == minimum


def known() -> set[str]:
    return {line for line in KNOWN.read_text(encoding="utf-8").splitlines() if line and not line.startswith("#")}


def key(p: layoutcheck.Problem) -> str:
    return f"{p.scene}: {p.kind}: {p.text}"


@pytest.mark.slow
@pytest.mark.parametrize("size, lang, text_scale", [
    ((1024, 640), "en", 1.0), ((1024, 640), "fr", 1.0), ((1920, 1080), "en", 1.0), ((1920, 1080), "fr", 1.0),
    ((1280, 800), "fr", 1.5),  # the largest text size, in the longer language
])
def test_every_scene_passes_layout_check(size, lang, text_scale):
    drawn: list[str] = []
    problems = layoutcheck.check(size, lang, text_scale, drawn=drawn)
    assert len(drawn) > 50, drawn  # the whole tour was drawn, not a part of it
    new = sorted({key(p) for p in problems} - known())
    assert not new, f"{len(new)} new layout problem(s) at {size} {lang} {text_scale}:\n" + "\n".join(new[:40])


@pytest.mark.parametrize("args", [["--size", "100x100"], ["--size", "1280"], ["--text-scale", "2"], ["--lang", "de"]])
def test_bad_arguments_are_a_one_line_usage_error(args, capsys):
    with pytest.raises(SystemExit) as exit_:
        cli.main(["layout-check", *args])
    assert exit_.value.code == 2
    err = capsys.readouterr().err.strip().splitlines()
    assert err[-1].startswith("caylus-desktop layout-check: error: argument --")

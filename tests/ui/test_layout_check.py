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


TOURS = [
    ((1024, 640), "en", 1.0), ((1024, 640), "fr", 1.0), ((1920, 1080), "en", 1.0), ((1920, 1080), "fr", 1.0),
    ((1280, 800), "fr", 1.5),  # the largest text size, in the longer language
    ((1280, 800), "qps", 1.0),  # the pseudo-locale: every text about 35% longer, accented, bracketed
]


@pytest.mark.slow
@pytest.mark.parametrize("size, lang, text_scale", TOURS)
def test_every_scene_passes_layout_check(size, lang, text_scale):
    drawn: list[str] = []
    problems = layoutcheck.check(size, lang, text_scale, drawn=drawn)
    assert len(drawn) > 50, drawn  # the whole tour was drawn, not a part of it
    new = sorted({key(p) for p in problems} - known())
    assert not new, f"{len(new)} new layout problem(s) at {size} {lang} {text_scale}:\n" + "\n".join(new[:40])


@pytest.mark.slow
def test_the_known_list_holds_only_problems_still_found():
    """A line whose problem is fixed goes from the list: left there, it would let the same problem
    come back unseen."""
    found = {key(p) for size, lang, scale in TOURS for p in layoutcheck.check(size, lang, scale)}
    gone = sorted(known() - found)
    assert not gone, f"{len(gone)} line(s) of {KNOWN.name} no longer found; remove them:\n" + "\n".join(gone[:40])


@pytest.mark.parametrize("args", [["--size", "100x100"], ["--size", "1280"], ["--text-scale", "2"], ["--lang", "de"]])
def test_bad_arguments_are_a_one_line_usage_error(args, capsys):
    with pytest.raises(SystemExit) as exit_:
        cli.main(["layout-check", *args])
    assert exit_.value.code == 2
    err = capsys.readouterr().err.strip().splitlines()
    assert err[-1].startswith("caylus-desktop layout-check: error: argument --")


# --- what the player sees: baked text, cut names, text over foreign shapes (issue 33) -------------
def _judged(draw, size=(1280, 800)) -> set[tuple[str, str]]:
    pygame.font.init()
    surf = pygame.Surface(size)
    t = th.Theme(size)
    with textrecord.recording() as rec:
        draw(surf, t)
    return {(p.kind, p.text) for p in layoutcheck.judge("test", rec, surf.get_rect(), t.min_text_px)}


def test_text_baked_into_a_cached_face_is_seen_where_the_face_is_put():
    pygame.font.init()
    t = th.Theme((1280, 800))
    face = textrecord.Face((120, 60))  # painted once, before any recording: a cached card face
    th.covers(face, face.get_rect())
    th.text_in(face, t, "Cathedral", pygame.Rect(4, 4, 112, 24), th.INK, 16)
    surf = pygame.Surface((1280, 800))
    with textrecord.recording() as rec:
        textrecord.blit(surf, face, (300, 200))
        textrecord.blit(surf, face, (500, 200))
    drawn = [(d.text, d.ink.x // 100) for d in rec.texts]
    assert drawn == [("Cathedral", 3), ("Cathedral", 5)]
    assert all(d.box.topleft in ((304, 204), (504, 204)) for d in rec.texts)
    # a copy of a face carries its words too (the table's picture is cached as a face)
    with textrecord.recording() as rec:
        textrecord.blit(surf, face.copy(), (0, 0))
    assert [d.text for d in rec.texts] == ["Cathedral"]


def test_a_name_cut_with_an_ellipsis_or_by_a_clip_is_reported_from_1280x800_on():
    def draw(surf, t):
        th.panel(surf, pygame.Rect(0, 0, 600, 400))
        th.text_in(surf, t, "Cathédrale de Caylus", pygame.Rect(10, 10, 60, 20), th.INK, 16, True, shorten_to_fit=True)
        clip = surf.get_clip()
        surf.set_clip(pygame.Rect(10, 100, 50, 40))
        th.text(surf, t.font(16), "Grande scierie", th.INK, (12, 110), box=pygame.Rect(10, 100, 200, 40))
        surf.set_clip(clip)
    found = _judged(draw)
    assert {("cut", "Cathédrale de Caylus"), ("clipped", "Grande scierie")} <= found
    # at 1024x640 a cut name is allowed (hover shows it whole)
    assert not {k for k, _ in _judged(draw, (1024, 640))} & {"cut", "clipped"}


def test_a_note_over_a_shape_it_does_not_belong_to_and_a_card_over_a_text_are_reported():
    def draw(surf, t):
        th.panel(surf, pygame.Rect(0, 0, 800, 400))
        th.region(surf, pygame.Rect(300, 100, 200, 100))  # the favour grid
        th.text(surf, t.font(14), "Light favour: each favour is worth 1 point", th.INK, (140, 140))  # across it
        th.text(surf, t.font(14), "Ressources", th.INK, (320, 120))  # in the grid: its own
        th.text(surf, t.font(16), "Lapides (Pierres)", th.INK, (40, 300))
        th.covers(surf, pygame.Rect(90, 290, 80, 60))  # a card laid over the end of that name
    found = _judged(draw)
    assert ("over a shape", "Light favour: each favour is worth 1 point") in found
    assert ("partly hidden", "Lapides (Pierres)") in found
    assert not {(k, s) for k, s in found if s == "Ressources"}


def test_a_tooltip_over_a_text_is_not_a_problem():
    def draw(surf, t):
        th.text(surf, t.font(16), "Lapides (Pierres)", th.INK, (40, 300))
        th.covers(surf, pygame.Rect(90, 290, 300, 60), floating=True)
    assert _judged(draw) == set()


def _check_lines(capsys, size: str = "1280x800") -> tuple[int, set[str]]:
    code = cli.main(["layout-check", "--size", size])
    return code, set(capsys.readouterr().out.splitlines())


def test_a_planted_cut_name_fails_layout_check_and_is_named(monkeypatch, capsys):
    from caylus_desktop.ui.scenes import menu

    _only(monkeypatch, "results caleira 2p")
    _, before = _check_lines(capsys)
    long = "WOLFGANG-MAXIMUM"  # 16 letters, the longest name a seat takes, too wide for its column
    monkeypatch.setattr(menu, "DEFAULT_NAMES", (long, "Bruno", "Chloé", "David", "Emma"))
    code, after = _check_lines(capsys)
    assert code == 1
    assert [line for line in after - before if line.startswith(f"results caleira 2p: cut: {long!r}")]


def test_a_planted_misplaced_note_fails_layout_check_and_is_named(monkeypatch, capsys):
    from caylus_desktop.ui.tables import caleira

    scene = "table caleira 2p seed 1 move 0"
    _only(monkeypatch, scene)
    _, before = _check_lines(capsys)
    note = "A note painted across the cards"
    real = caleira.Renderer.draw

    def draw(self, surf, rect, view):
        real(self, surf, rect, view)
        card = next(pygame.Rect(r[0]) for k, r in view.targets.items() if k.startswith("hand:"))
        # starting left of the first card in hand, across it
        th.text(surf, view.t.font(16), note, th.DANGER, (card.x - 8, card.centery), "midleft")
    monkeypatch.setattr(caleira.Renderer, "draw", draw)
    code, after = _check_lines(capsys)
    assert code == 1
    assert [line for line in after - before if line.startswith(f"{scene}: over a shape: {note!r}")]


def test_the_zoom_check_lists_the_words_of_a_card_not_shown_whole():
    pygame.font.init()
    surf = pygame.Surface((1280, 800))
    t = th.Theme((1280, 800))
    effect = "When revealed: turn one piece (any gallery) face down. It loses its passive ability and scores 1."
    with textrecord.recording() as rec:
        th.covers(surf, pygame.Rect(400, 100, 400, 500))  # the zoomed card
        th.text_in(surf, t, "Barracks", pygame.Rect(420, 120, 360, 40), th.INK_DARK, 28, True)
        th.text_in(surf, t, effect, pygame.Rect(420, 200, 360, 200), th.INK_DARK, 18)
        th.text_in(surf, t, "Princess's Spire", pygame.Rect(420, 420, 40, 20), th.INK_DARK, 18, shorten_to_fit=True)
        th.covers(surf, pygame.Rect(900, 100, 300, 100), floating=True)  # a tooltip
        th.text(surf, t.font(14), "Watchtower", th.INK_DARK, (910, 110))
    screen = surf.get_rect()
    assert layoutcheck.not_shown_whole(rec, ["Barracks", effect], screen) == []
    assert layoutcheck.not_shown_whole(rec, ["Princess's Spire", "Watchtower", "Moat"], screen) == [
        "Princess's Spire", "Watchtower", "Moat"]  # cut, only in a tooltip, not drawn


def test_the_zoom_check_judges_the_zoomed_words_not_the_tables_copy_under_the_card():
    pygame.font.init()
    surf = pygame.Surface((1280, 800))
    t = th.Theme((1280, 800))
    with textrecord.recording() as rec:
        th.text(surf, t.font(14), "Sawmill", th.INK_DARK, (380, 300))  # the table's name, half under the card
        before = len(rec.texts)
        th.covers(surf, pygame.Rect(400, 100, 400, 500))  # the zoomed card
        th.text_in(surf, t, "Sawmill", pygame.Rect(420, 120, 360, 40), th.INK_DARK, 28, True)
    screen = surf.get_rect()
    zoomed = rec.texts[before:]
    assert layoutcheck.not_shown_whole(rec, ["Sawmill"], screen, zoomed) == []
    assert layoutcheck.not_shown_whole(rec, ["Sawmill"], screen, rec.texts[:before]) == ["Sawmill"]


def test_a_table_drawn_from_its_cached_picture_shows_layout_check_the_same_words(app):
    from caylus_desktop.engine import new_game
    from caylus_desktop.ui.scenes.game import GameScene

    m = new_game("caleira", ["Anna", "Bruno", "Chloé"], 2)

    def recorded() -> list:
        with textrecord.recording() as rec:
            app.draw()
        return sorted((d.text, tuple(d.ink)) for d in rec.texts)

    def table(played_first: bool) -> list[list]:
        del app.scenes[1:]
        scene = GameScene(app, m)
        scene.viewer = m.decision.seat
        app.push(scene)
        app.mouse = (-1, -1)
        if played_first:
            app.draw()  # in play: the table's picture is cached without its words (they cost time per word)
        seen = [recorded(), recorded()]  # drawn afresh, then from the picture cached by that draw (a hover frame)
        assert scene._table_cache is not None
        return seen

    first, again = table(played_first=False)
    assert {"Anna", "Bruno", "Chloé", "Deck", "Discard"} <= {text for text, _ in first}
    assert first == again
    assert table(played_first=True) == [first, first]  # a picture cached in play is drawn again, with its words


def test_a_dialog_over_the_veiled_table_hides_background_but_a_dimmed_card_still_has_words():
    def dialog(surf, t):
        th.text(surf, t.font(16), "Lapides (Pierres)", th.INK, (40, 300))
        th.shade(surf, pygame.Rect(0, 0, 1280, 800), 140)  # the dialog's veil, lighter than VEIL_COVERS
        th.panel(surf, pygame.Rect(90, 250, 600, 300))
    assert _judged(dialog) == set()

    def fanned(surf, t):
        th.covers(surf, pygame.Rect(30, 290, 100, 150))
        th.text(surf, t.font(16), "Lapides (Pierres)", th.INK, (40, 300))
        th.shade(surf, pygame.Rect(30, 290, 100, 150), 110)  # cannot be played now: dimmed
        th.covers(surf, pygame.Rect(90, 290, 100, 150))  # the next card of the hand
    assert ("partly hidden", "Lapides (Pierres)") in _judged(fanned)


def test_a_column_row_too_long_for_one_line_wraps_and_pushes_the_next_row_down():
    pygame.font.init()
    surf = pygame.Surface((400, 200))
    t = th.Theme((1280, 800))
    box = pygame.Rect(10, 10, 150, 150)
    long = "applied at once, at the end of the last round, whatever happened before"
    with textrecord.recording() as rec:
        th.panel(surf, box)
        bottom = th.text_column(surf, t, box, [("Plague", 20, True, th.INK), (long, 14, False, th.INK),
                                               ("no building this round", 14, True, th.INK)])
    assert layoutcheck.judge("test", rec, surf.get_rect(), t.min_text_px, cuts=True) == []
    rows = {d.text: d for d in rec.texts}
    assert len([d for d in rec.texts if d.text == long]) > 1  # wrapped, not cut or shrunk under the minimum
    assert rows["no building this round"].ink.top > max(d.ink.bottom for d in rec.texts if d.text == long) - 2
    assert bottom <= box.bottom + t.font(14, True).get_height()

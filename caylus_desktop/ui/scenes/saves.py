"""Lists of save files (Continue: the unfinished games; Load: the player's saves) and the confirm box.

Each row says which game, who plays, the turn and when it was last played; a file that
cannot be loaded is listed too, and clicking it says why. Deleting a save or discarding an
unfinished game, like putting an open game aside, asks first (ConfirmScene).
"""
from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime
from pathlib import Path
from typing import Callable

import pygame

from caylus_desktop.engine import SaveError, load_match_file
from caylus_desktop.ui import catalogue
from caylus_desktop.ui import layout as lay
from caylus_desktop.ui import theme as th
from caylus_desktop.ui.app import App, Scene
from caylus_desktop.ui.logbook import stage_name
from caylus_desktop.ui.scenes.replay import ReplayScene
from caylus_desktop.ui.widgets.button import button


@dataclass(frozen=True)
class Summary:
    game: str | None      # None: the file cannot be loaded
    seats: tuple[tuple[str, str | None], ...] = ()  # (name, bot level or None)
    turn: int | None = None
    moves: int = 0
    counter: str | None = None  # "turn" where the game counts turns, not rounds


_summaries: dict[tuple[str, int, int], Summary] = {}


def summary_of(match) -> Summary:
    obs = match.observation(0)
    return Summary(match.game, tuple((seat.name, seat.bot) for seat in match.seats),
                   obs.round, match.moves, obs.counter)


def summary(path: Path) -> Summary:
    """What a save holds, replayed once per version of the file (a whole game replays in ~20 ms)."""
    try:
        st = path.stat()
    except OSError:
        return Summary(None)
    key = (str(path), st.st_mtime_ns, st.st_size)
    if key not in _summaries:
        if len(_summaries) > 256:
            _summaries.clear()
        try:
            _summaries[key] = summary_of(load_match_file(path))
        except SaveError:
            _summaries[key] = Summary(None)
    return _summaries[key]


def load_or_say(app: App, path: Path):
    """The match a save holds, or None after a toast saying why not; a game played under rules
    changed since is opened with a toast saying so."""
    try:
        match = load_match_file(path)
    except SaveError as exc:  # a broken save says why and opens nothing
        app.toast(app.tr("bad_save", app.tr("rules_changed") if exc.rules_changed else exc.say(app.voice)), th.DANGER, 8)
        return None
    if match.saved.rules_changed:
        app.toast(app.tr("rules_changed"), th.DANGER, 8)
    return match


def describe(app: App, s: Summary, when: str = "", fallback: str = "") -> tuple[str, str]:
    """Two lines: the game (and when it was last played); the players and the turn."""
    if s.game is None:
        return " · ".join(x for x in (fallback, when) if x), app.tr("unreadable")
    head = app.voice.text(catalogue.entry(s.game).name) + (f"  ·  {when}" if when else "")
    players = ", ".join(n if bot is None else f"{n} ({app.tr(bot)})" for n, bot in s.seats)
    progress = stage_name(s.counter, s.turn, app.voice) if s.turn else app.tr("moves", s.moves)
    return head, f"{players}  ·  {progress}"


def describe_file(app: App, path: Path) -> tuple[str, str]:
    """The two lines of a save's row; when it was last written, as the player's language writes a date."""
    try:
        when = app.voice.date_time(datetime.fromtimestamp(path.stat().st_mtime))
    except (OSError, ValueError, OverflowError):  # a file gone, or a time beyond the calendar
        when = ""
    return describe(app, summary(path), when, path.name)


class ConfirmScene(Scene):
    """A question over the screen below: the action runs only when its button is clicked."""

    opaque = False

    def __init__(self, app: App, title: str, lines: list[str], yes: str, on_yes: Callable[[], None],
                 danger: bool = False) -> None:
        super().__init__(app)
        self.title, self.lines, self.yes, self.on_yes, self.danger = title, lines, yes, on_yes, danger

    def confirm(self) -> None:
        if self.app.top is self:
            self.app.pop()
        self.on_yes()

    def key(self, event: pygame.event.Event) -> None:
        if event.key == pygame.K_ESCAPE:  # Enter does not confirm: a held key must not discard anything
            self.app.pop()

    def draw(self, surf: pygame.Surface) -> None:
        app, t, m = self.app, self.app.theme, self.app.mouse
        px = t.px
        th.shade(surf, surf.get_rect(), 170)
        box = pygame.Rect(0, 0, min(surf.get_width() - px(40), px(640)), px(230))
        f = t.font(17)
        paragraphs = [th.wrap(f, line, box.w - px(48)) for line in self.lines]
        gap = px(8)
        box.h = px(150) + sum(len(p) for p in paragraphs) * f.get_linesize() + gap * len(paragraphs)
        box.center = surf.get_rect().center
        th.panel(surf, box, th.PANEL, px(10), th.DANGER if self.danger else th.ACCENT)
        th.text(surf, th.fit_text(t.font, self.title, box.w - px(48), 24, True), self.title,
                th.DANGER if self.danger else th.ACCENT, (box.x + px(24), box.y + px(20)))
        y = box.y + px(68)
        for para in paragraphs:
            for line in para:
                th.text(surf, f, line, th.INK, (box.x + px(24), y))
                y += f.get_linesize()
            y += gap
        bw, bh = px(200), px(46)
        by = box.bottom - bh - px(16)
        button(surf, t, self.hot, m, (box.right - px(24) - bw, by, bw, bh), self.yes, self.confirm, size=18,
               colour=(120, 50, 50) if self.danger else (50, 110, 70))
        button(surf, t, self.hot, m, (box.right - px(36) - 2 * bw, by, bw, bh), app.tr("cancel"), app.pop, size=18)


class SaveListScene(Scene):
    """The files of one folder as rows; subclasses say which files and what a click does."""

    title_key = ""
    delete_keys = ("delete", "delete_title", "delete_body")  # the button's word, the confirm box's title and text

    def __init__(self, app: App) -> None:
        super().__init__(app)
        self.scroll = 0

    def files(self) -> list[Path]:
        raise NotImplementedError

    def open(self, path: Path) -> None:
        self.app.menu().load_file(path, self.slot_of(path))  # a broken save shows why and changes nothing

    def slot_of(self, path: Path) -> str | None:
        return None

    def wheel(self, dy: int) -> None:
        self.scroll = max(0, self.scroll - dy)

    def row_extra(self, surf: pygame.Surface, path: Path, row: pygame.Rect) -> int:
        """The row's delete button, right-aligned (the row's own tag goes left of it); the width taken."""
        app, t = self.app, self.app.theme
        px = t.px
        w = px(130)
        r = pygame.Rect(row.right - w - px(10), row.y + px(9), w, row.h - px(18))
        button(surf, t, self.hot, app.mouse, r, app.tr(self.delete_keys[0]), lambda: self.ask_delete(path), size=16,
               colour=(100, 50, 50))
        self.hot.named[f"delete:{path.name}"] = r
        return w + px(12)

    def ask_delete(self, path: Path) -> None:
        first, second = describe_file(self.app, path)
        word, title, body = (self.app.tr(k) for k in self.delete_keys)
        self.app.push(ConfirmScene(self.app, title, [first, second, body], word, lambda: self.delete(path), danger=True))

    def delete(self, path: Path) -> None:
        problem = self.app.storage.remove(path)
        if problem is not None:
            self.app.toast(self.app.cannot_save(problem), th.DANGER, 8)
        self.app.dirty = True

    def draw(self, surf: pygame.Surface) -> None:
        app, t, m = self.app, self.app.theme, self.app.mouse
        px = t.px
        W, H = surf.get_size()
        surf.fill(th.BG)
        title = th.text(surf, t.font(32, True), app.tr(self.title_key), th.ACCENT, (px(40), px(24)))
        top = max(px(80), title.bottom + px(8))  # under the title at any text size
        files = self.files()
        if not files:
            th.text(surf, t.font(18), app.tr(self.empty_key), th.INK_DIM, (px(40), top + px(10)))
        y = top
        self.scroll = min(self.scroll, max(0, len(files) - 1))
        for p in files[self.scroll:]:
            if y > H - px(180):
                break
            f1, f2 = t.font(18, True), t.font(15)  # the row grows with the text size
            row = pygame.Rect(px(40), y, W - px(80), max(px(58), lay.line_box(f1) + lay.line_box(f2) + px(16)))
            hover = row.collidepoint(m)
            th.panel(surf, row, th.PANEL_LIGHT if hover else th.PANEL, px(7), th.HOVER if hover else None)
            self.hot.add(row, lambda p=p: self.open(p))  # the row's own buttons are added above it
            self.hot.named[f"open:{p.name}"] = row
            extra = self.row_extra(surf, p, row)
            first, second = describe_file(app, p)
            text = pygame.Rect(row.x + px(14), row.y + px(6), row.w - extra - px(28), row.h - px(12))
            top, bottom = lay.cut_top(text, lay.line_box(f1), px(4))
            th.text_in(surf, t, first, top, th.INK, 18, True, align="left", valign="top")
            th.text_in(surf, t, second, bottom, th.INK_DIM, 15, align="left", valign="top")
            y += row.h + px(8)
        folder = app.storage.folder
        th.text(surf, t.font(14), str(folder) if folder else app.tr("saved_nowhere"), th.INK_DIM, (px(40), H - px(110)))
        button(surf, t, self.hot, m, (px(40), H - px(80), px(200), px(50)), app.tr("back"), app.pop, size=18)


class LoadScene(SaveListScene):
    """The player's own saves (Ctrl+S in a game). Loading one opens a new unfinished game from it."""

    title_key, empty_key = "load", "no_saves"

    def files(self) -> list[Path]:
        return self.app.storage.saves()

    def row_extra(self, surf: pygame.Surface, path: Path, row: pygame.Rect) -> int:
        """Delete (right), and left of it a Replay button: step through the saved game without opening it."""
        taken = super().row_extra(surf, path, row)
        app, t = self.app, self.app.theme
        px = t.px
        w = px(130)
        r = pygame.Rect(row.right - taken - w - px(10), row.y + px(9), w, row.h - px(18))
        button(surf, t, self.hot, app.mouse, r, app.tr("replay"), lambda: self.replay(path), size=16, colour=(60, 76, 100))
        self.hot.named[f"replay:{path.name}"] = r
        return taken + w + px(12)

    def replay(self, path: Path) -> None:
        match = load_or_say(self.app, path)
        if match is not None:
            self.app.push(ReplayScene(self.app, match))


class ContinueScene(SaveListScene):
    """The unfinished games, the latest first: continue one, or discard it (after a confirmation)."""

    title_key, empty_key = "unfinished", "no_unfinished"
    delete_keys = ("discard", "discard_title", "discard_body")

    def files(self) -> list[Path]:
        return self.app.storage.autosaves()

    def slot_of(self, path: Path) -> str | None:
        return path.stem

    def row_extra(self, surf: pygame.Surface, path: Path, row: pygame.Rect) -> int:
        w = super().row_extra(surf, path, row)
        app, t = self.app, self.app.theme
        live = getattr(app, "live_game", None)
        if live is not None and live.slot == path.stem:
            tag = app.tr("open_now")
            f = t.font(15, True)
            th.text(surf, f, tag, th.OK, (row.right - w - t.px(10), row.centery), "midright")
            return w + f.size(tag)[0] + t.px(12)
        return w

    def delete(self, path: Path) -> None:
        live = getattr(self.app, "live_game", None)
        if live is not None and live.slot == path.stem:
            live.close()
            self.app.live_game = None  # the open game goes with its file
        super().delete(path)

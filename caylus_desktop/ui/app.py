"""The window, the loop and the scene stack.

Every frame: events go to the top scene, the scene updates, and the stack is
drawn from the topmost opaque scene up, only when something changed. An
exception inside a frame is logged and shown in the window; the app goes on.
"""
from __future__ import annotations

import logging
import os
import time
import traceback
from typing import Any

import pygame

from caylus_desktop.ui import theme as th
from caylus_desktop.ui.i18n import Speech, tr
from caylus_desktop.ui.record import Record
from caylus_desktop.ui.sound import Sounds
from caylus_desktop.ui.storage import Problem, Settings, Storage, reason_key
from caylus_desktop.ui.widgets.hot import HotAreas
from caylus_desktop.ui.widgets.tooltip import draw_tooltip

log = logging.getLogger(__name__)


class Scene:
    """One screen. ``opaque`` scenes hide what is below them."""

    opaque = True

    def __init__(self, app: "App") -> None:
        self.app = app
        self.hot = HotAreas()

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            action = self.hot.at(event.pos)
            if action is not None:
                action()
            else:
                self.click_nothing(event.pos)
        elif event.type == pygame.KEYDOWN:
            self.key(event)
        elif event.type == pygame.MOUSEWHEEL:
            self.wheel(event.y)

    def click_nothing(self, pos: tuple[int, int]) -> None:
        pass

    def key(self, event: pygame.event.Event) -> None:
        if event.key == pygame.K_ESCAPE and len(self.app.scenes) > 1:
            self.app.pop()

    def wheel(self, dy: int) -> None:
        pass

    def update(self, dt: float) -> bool:
        """Advance timers; True when the scene must be redrawn."""
        return False

    def draw(self, surf: pygame.Surface) -> None:
        raise NotImplementedError

    def tooltip(self) -> tuple[str, str] | None:
        content = self.hot.tip_at(self.app.mouse)
        return content() if content else None


# The scenes reached back up the stack, by name ("menu", "game"), filled by
# caylus_desktop.ui.scenes when it is imported. The scenes import the ones they open next
# (menu -> game -> results); going back (to the menu, to a rematch) goes through this table,
# so that neither this module nor the scenes import one another in a circle.
_SCENES: dict[str, type[Scene]] = {}


def register_scene(name: str, kind: type[Scene]) -> None:
    _SCENES[name] = kind


# why a settings file was set aside (ui/storage.py SetAside.reason), in the player's words
_SETTINGS_WHY = {"too_large": "settings_too_large", "not_json": "settings_not_json", "long_number": "settings_long_number",
                 "too_deep": "settings_too_deep", "not_settings": "settings_not_settings", "unreadable": "settings_unreadable"}


def _on_screen(size: tuple[int, int] | None) -> tuple[int, int] | None:
    """A remembered window size, no larger than the screen it opens on (a window the size of a
    wall would cost gigabytes)."""
    if size is None:
        return None
    try:
        sw, sh = pygame.display.get_desktop_sizes()[0]
    except (pygame.error, IndexError):
        return None  # no screen to measure: the default size
    return min(size[0], sw), min(size[1], sh)


class App:
    def __init__(self, size: tuple[int, int] | None = None, headless: bool = False,
                 storage: Storage | None = None) -> None:
        """``size``: the window's size; None opens it at the size it had last time (or the default)."""
        if headless:
            os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
            os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
        pygame.display.init()
        pygame.font.init()
        self.headless = headless
        self.storage = storage or Storage.open()  # the player's folder, unless a tool passes its own
        self.settings = Settings.load(self.storage)
        self._record: Record | None = None
        self.record.check()  # a record that cannot be read is set aside now: the menu says so at once
        self.screen = pygame.display.set_mode(size or _on_screen(self.settings.window) or (th.BASE_W, th.BASE_H),
                                              pygame.RESIZABLE)
        self._caption = ""  # the window's title: the app's name in the player's language (see draw)
        pygame.key.set_repeat(400, 40)
        self.theme = th.Theme(self.screen.get_size())
        self.sounds = Sounds(self.settings)
        self.theme.text_scale = self.settings.text_scale
        self.scenes: list[Scene] = []
        self.mouse = (0, 0)
        self.running = True
        self.dirty = True
        self.toast_text = ""
        self.toast_colour = th.INK
        self.toast_until = 0.0
        self.errors: list[str] = []  # every exception caught in a frame, for tests and the log
        self.fullscreen = False
        self._settings_due: float | None = None  # when to write the settings changed by a window resize
        self.clock = pygame.time.Clock()
        self.last = time.monotonic()
        bad = self.storage.settings_set_aside
        if bad is not None:  # said once, at start: the defaults are in use
            kept = self.tr("settings_kept", bad.moved_to.name) if bad.moved_to else ""
            why = self.tr(_SETTINGS_WHY.get(bad.reason, "settings_unreadable"))
            self.toast(" ".join(x for x in (self.tr("settings_set_aside", why), kept) if x), th.DANGER, 12)

    @property
    def lang(self) -> str:
        return self.settings.lang

    @property
    def voice(self) -> Speech:
        """The window's voice in the player's language, addressing nobody (``voice.to(seat)``:
        the person at the screen, in the second person)."""
        return Speech(self.settings.lang)

    def tr(self, key: str, *args: Any, you: bool = False) -> str:
        return tr(key, self.settings.lang, *args, you=you)

    def save_settings(self) -> None:
        self.settings.save(self.storage)

    def cannot_save(self, problem: Problem) -> str:
        """Where the app cannot save and why, in the player's words."""
        key = reason_key(problem)
        return self.tr("cannot_save", problem.folder, self.tr(key) if key else problem.detail)

    @property
    def record(self) -> Record:
        """The player's record of finished games, in the data folder in use (it follows a new folder)."""
        if self._record is None or self._record.folder != self.storage.folder:
            self._record = Record(self.storage.folder, self.storage.shelf)
        return self._record

    def record_warning(self) -> str | None:
        """What the menu says while the record was set aside or cannot be written (until dismissed)."""
        record = self.record
        if record.set_aside is not None:
            return self.tr("record_set_aside", record.set_aside.name)
        if record.problem is not None:
            return self.tr("record_failed", record.problem)
        return None

    def storage_warning(self) -> str | None:
        """What the menu and Settings say while games cannot be saved where the player expects."""
        storage = self.storage
        if storage.problem is None:
            return None
        text = self.cannot_save(storage.problem)
        if storage.folder is None:
            return f"{text} {self.tr('saved_nowhere')}"
        if not storage.problem.folder.is_relative_to(storage.folder):  # kept in the fallback meanwhile
            still = f" {self.tr('still_listed')}" if storage.shelf is not None else ""
            return f"{text} {self.tr('kept_in', storage.folder)}{still}"
        return text

    # --- the stack --------------------------------------------------------
    @property
    def top(self) -> Scene | None:
        return self.scenes[-1] if self.scenes else None

    def push(self, scene: Scene) -> None:
        self.scenes.append(scene)
        self.dirty = True

    def pop(self) -> Scene | None:
        self.dirty = True
        return self.scenes.pop() if self.scenes else None

    def replace(self, scene: Scene) -> None:
        if self.scenes:
            self.scenes.pop()
        self.push(scene)

    def find(self, kind: type) -> Any:
        for s in reversed(self.scenes):
            if isinstance(s, kind):
                return s
        return None

    def new_scene(self, name: str, *args: Any) -> Scene:
        """A new scene of a registered kind (see register_scene), not pushed."""
        return _SCENES[name](self, *args)

    def menu(self) -> Any:
        """The menu on the stack, or a new one (not pushed)."""
        return self.find(_SCENES["menu"]) or self.new_scene("menu")

    def toast(self, message: str, colour=th.INK, seconds: float = 3.5) -> None:
        self.toast_text = message
        self.toast_colour = colour
        self.toast_until = time.monotonic() + seconds
        self.dirty = True

    # --- the loop ---------------------------------------------------------
    def _global(self, e: pygame.event.Event) -> bool:
        if e.type == pygame.QUIT:
            self.running = False
            return True
        if e.type == pygame.VIDEORESIZE and not self.fullscreen:
            self.screen = pygame.display.set_mode((max(640, e.w), max(400, e.h)), pygame.RESIZABLE)
            self.theme.resize(self.screen.get_size())
            self.settings.window = self.screen.get_size()  # the next start opens at this size
            self._settings_due = time.monotonic() + 1.0  # written once the dragging stops
            self.dirty = True
            return True
        if e.type == pygame.KEYDOWN and e.key == pygame.K_F11:
            self.toggle_fullscreen()
            return True
        if e.type in (pygame.WINDOWEXPOSED, pygame.WINDOWRESIZED, pygame.WINDOWSIZECHANGED):
            self.theme.resize(self.screen.get_size())
            self.dirty = True
        return False

    def toggle_fullscreen(self) -> None:
        self.fullscreen = not self.fullscreen
        if self.fullscreen:
            self.screen = pygame.display.set_mode((0, 0), pygame.FULLSCREEN)
        else:
            self.screen = pygame.display.set_mode((th.BASE_W, th.BASE_H), pygame.RESIZABLE)
        self.theme.resize(self.screen.get_size())
        self.dirty = True

    def _guard(self, what: str, fn, *args) -> Any:
        try:
            return fn(*args)
        except Exception as exc:  # the app never dies on a click or a frame
            log.error("%s failed:\n%s", what, traceback.format_exc())
            self.errors.append(f"{exc.__class__.__name__}: {exc}")
            self.toast(self.tr("error", f"{exc.__class__.__name__}: {exc}"), th.DANGER, 6)
            return None

    def step(self) -> None:
        """One frame: events, update, and a redraw when something changed."""
        now = time.monotonic()
        dt, self.last = now - self.last, now
        for e in pygame.event.get():
            if e.type in (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
                self.mouse = e.pos
            if e.type in (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN, pygame.KEYDOWN, pygame.MOUSEWHEEL,
                          pygame.MOUSEBUTTONUP):
                self.dirty = True
            if self._global(e):
                continue
            top = self.top
            if top is not None:
                self._guard("handling an event", top.handle, e)
        top = self.top
        if top is not None and self._guard("updating", top.update, dt):
            self.dirty = True
        if self._settings_due is not None and now >= self._settings_due:
            self._settings_due = None
            self.save_settings()
        if self.toast_text and now > self.toast_until:
            self.toast_text = ""
            self.dirty = True
        if self.dirty:
            self.dirty = False
            self._guard("drawing", self.draw)
            pygame.display.flip()

    def draw(self) -> None:
        surf = self.screen
        if self._caption != self.tr("title"):  # the language may have changed in Settings
            self._caption = self.tr("title")
            pygame.display.set_caption(self._caption)
        self.theme.resize(surf.get_size())
        start = 0
        for i, s in enumerate(self.scenes):
            if s.opaque:
                start = i
        if not self.scenes:
            surf.fill(th.BG)
        for s in self.scenes[start:]:
            s.hot.clear()
            s.draw(surf)
        top = self.top
        if top is not None:
            tip = top.tooltip()
            if tip:
                draw_tooltip(surf, self.theme, self.mouse, *tip)
        if self.toast_text:
            self._draw_toast(surf)

    def _draw_toast(self, surf: pygame.Surface) -> None:
        t = self.theme
        f = t.font(17, True)
        lines = th.wrap(f, self.toast_text, t.px(700))
        w = max(f.size(line)[0] for line in lines) + t.px(30)
        h = len(lines) * f.get_linesize() + t.px(16)
        rect = pygame.Rect(0, 0, w, h)
        rect.midbottom = (surf.get_width() // 2, surf.get_height() - t.px(16))
        pygame.draw.rect(surf, (20, 20, 24), rect, border_radius=t.px(8))
        pygame.draw.rect(surf, self.toast_colour, rect, max(1, t.px(2)), border_radius=t.px(8))
        th.covers(surf, rect, floating=True)  # the toast, over everything for a moment
        y = rect.y + t.px(8)
        for line in lines:
            th.text(surf, f, line, self.toast_colour, (rect.centerx, y), "midtop", box=rect)
            y += f.get_linesize()

    def run(self) -> None:
        while self.running and self.scenes:
            self.step()
            self.clock.tick(60)
        if self._settings_due is not None:  # a resize just before quitting
            self.save_settings()
        live = getattr(self, "live_game", None)
        if live is not None:  # its bot's search processes end with the window
            live.close()
        pygame.quit()

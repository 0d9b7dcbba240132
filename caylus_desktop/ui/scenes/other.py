"""Small screens: Settings (with the save folder), and the Rules reference.

The Rules screen browses one game's reference at a time, generated from its
rules file (ui/rulebook.py), with a typed filter, in English or French.
"""
from __future__ import annotations

from pathlib import Path

import pygame

from caylus_desktop.ui import catalogue
from caylus_desktop.ui import layout as lay
from caylus_desktop.ui import theme as th
from caylus_desktop.ui.app import App, Scene
from caylus_desktop.ui.i18n import Speech, offered_languages, tr
from caylus_desktop.ui.motion import SPEED_NAMES
from caylus_desktop.ui.scenes.saves import ConfirmScene
from caylus_desktop.ui.storage import TEXT_SCALES, max_cores
from caylus_desktop.ui.widgets.button import button
from caylus_desktop.ui.widgets.textfield import TextField


SOUND_LEVELS = (None, 25, 50, 75, 100)  # None: muted


def core_choices() -> list[int]:
    """The core counts Settings offers: 1, 2, half, all but one and all of the machine's (at most 5 buttons)."""
    most = max_cores()
    return sorted({n for n in (1, 2, most // 2, most - 1, most) if 1 <= n <= most})


class SettingsScene(Scene):
    """Language, bot pace, how pieces move, the guide, the text size, sound, and the folder games are saved in (typed as a path)."""

    def __init__(self, app: App, folder_field: bool = False) -> None:
        super().__init__(app)
        storage = app.storage
        shown = storage.folder if storage.problem is None else storage.problem.folder
        self.folder = TextField(str(shown or ""))
        self.folder.active = folder_field  # opened from the menu's "cannot save" banner: ready to type
        self.folder_error = ""

    def use_folder(self) -> None:
        text = self.folder.text.strip()
        if not text:
            return
        path = Path(text).expanduser().absolute()
        record = self.app.record
        problem = self.app.storage.use(path)
        if problem is not None:
            self.folder_error = self.app.cannot_save(problem)
            return
        record.copy_to(path)  # the record goes along with the games
        self.folder_error = ""
        self.folder.text, self.folder.active = str(path), False
        self.app.save_settings()
        self.app.toast(self.app.tr("folder_now", path), th.OK, 5)

    def key(self, event: pygame.event.Event) -> None:
        if self.folder.active:
            if self.folder.key(event) == "submit":
                self.use_folder()
            return
        super().key(event)

    def click_nothing(self, pos) -> None:
        self.folder.active = False

    def set_lang(self, lang: str) -> None:
        self.app.settings.lang = lang
        self.app.save_settings()

    def set_guide(self, on: bool) -> None:
        self.app.settings.guide = on
        self.app.save_settings()

    def set_sound(self, volume: int | None) -> None:
        """``None`` mutes (the volume is kept for later); a volume unmutes and plays a cue at it."""
        settings = self.app.settings
        settings.mute = volume is None
        if volume is not None:
            settings.volume = volume
        self.app.save_settings()
        self.app.sounds.play("place")

    def set_text_scale(self, scale: float) -> None:
        self.app.settings.text_scale = scale
        self.app.theme.text_scale = scale
        self.app.save_settings()

    def set_moves(self, speed: str) -> None:
        self.app.settings.moves = speed
        self.app.save_settings()

    def set_cores(self, cores: int) -> None:
        """The expert's search processes; a game already open keeps its own until it ends."""
        self.app.settings.cores = cores
        self.app.save_settings()

    def set_pace(self, pace: str) -> None:
        self.app.settings.pace = pace
        self.app.save_settings()

    def draw(self, surf: pygame.Surface) -> None:
        app, t, m = self.app, self.app.theme, self.app.mouse
        px = t.px
        surf.fill(th.BG)
        th.text(surf, t.font(32, True), app.tr("settings"), th.ACCENT, (px(40), px(24)))
        # one column of labels as wide as the widest (at most half the window), the buttons after it
        keys = ("language", "anim_speed", "move_speed", "guide_setting", "text_size", "sound_setting", "search_cores")
        lx = min(surf.get_width() // 2, px(40) + max(t.font(20, True).size(app.tr(k))[0] for k in keys) + px(24))
        rows = (
            # each language by its own name ("Français"), as its catalogue gives it
            ("language", [(tr("language_name", code), lambda c=code: self.set_lang(c), app.settings.lang == code)
                          for code in offered_languages(current=app.settings.lang)], px(160)),
            ("anim_speed", [(app.tr(pace), lambda p=pace: self.set_pace(p), app.settings.pace == pace)
                            for pace in ("slow", "normal", "fast")], px(160)),
            ("move_speed", [(app.tr(speed), lambda sp=speed: self.set_moves(sp), app.settings.moves == speed)
                            for speed in SPEED_NAMES], px(160)),
            ("guide_setting", [(app.tr("on" if on else "off"), lambda on=on: self.set_guide(on), app.settings.guide == on)
                               for on in (True, False)], px(160)),
            ("text_size", [(f"{round(sc * 100)} %", lambda sc=sc: self.set_text_scale(sc), app.settings.text_scale == sc)
                           for sc in TEXT_SCALES], px(110)),
            ("sound_setting", [(app.tr("mute") if v is None else f"{v} %", lambda v=v: self.set_sound(v),
                                app.settings.mute if v is None else (not app.settings.mute and app.settings.volume == v))
                               for v in SOUND_LEVELS], px(110)),
            ("search_cores", [(str(n), lambda n=n: self.set_cores(n), app.settings.search_cores() == n)
                              for n in core_choices()], px(110)),
        )
        y = px(100)
        for key, choices, bw in rows:
            label = app.tr(key)
            th.text(surf, th.fit_text(t.font, label, lx - px(64), 20, True), label, th.INK, (px(40), y + px(22)), "midleft")
            for i, (text, fn, selected) in enumerate(choices):
                button(surf, t, self.hot, m, (lx + i * (bw + px(10)), y, bw, px(44)), text, fn, selected=selected, size=18)
            y += px(62)  # seven rows and the folder above the Back button at 1024x640, text at 150 %
        y += px(10)
        self._draw_folder(surf, y)
        button(surf, t, self.hot, m, (px(40), surf.get_height() - px(80), px(200), px(50)), app.tr("back"), app.pop, size=18)
        button(surf, t, self.hot, m, (px(260), surf.get_height() - px(80), px(260), px(50)), app.tr("record_clear"),
               self.ask_clear_record, size=17, colour=(90, 50, 50))

    def ask_clear_record(self) -> None:
        """Forget every finished game (Statistics), once the player confirms."""
        app = self.app

        def clear() -> None:
            if not app.record.clear():
                app.toast(app.tr("record_failed", app.record.problem), th.DANGER, 8)
            elif app.record.shelved is not None:  # a read-only folder's games: nothing can be removed there
                app.toast(app.tr("record_clear_shelved", app.record.shelved), th.DANGER, 8)
            else:
                app.toast(app.tr("record_cleared"), th.OK)

        app.push(ConfirmScene(app, app.tr("record_clear_title"), [app.tr("record_clear_body")], app.tr("record_clear"),
                              clear, danger=True))

    def _draw_folder(self, surf: pygame.Surface, y: int) -> None:
        app, t, m = self.app, self.app.theme, self.app.mouse
        px = t.px
        W = surf.get_width()
        y = th.text(surf, t.font(20, True), app.tr("save_folder"), th.INK, (px(40), y)).bottom + px(6)
        bw = px(220)
        field = pygame.Rect(px(40), y, W - px(80) - bw - px(12), px(44))
        self.folder.draw(surf, t, self.hot, field, "folder")
        button(surf, t, self.hot, m, (field.right + px(12), y, bw, px(44)), app.tr("use_folder"), self.use_folder, size=17)
        y += px(54)
        notes = [(app.tr("folder_hint"), th.INK_DIM)]
        warning = self.folder_error or app.storage_warning()
        if warning:
            notes.append((warning, th.DANGER))
        f = t.font(16)
        for words, colour in notes:
            for line in th.wrap_long(f, words, W - px(80)):
                th.text(surf, f, line, colour, (px(40), y))
                y += f.get_linesize()
            y += px(8)


class RulesScene(Scene):
    """The rules reference of one game at a time: phases, decisions, every card or building.

    Generated from the rules file (see ui/rulebook.py); typing filters it, the
    tabs switch game and language. Reached from the menu and with F1 in a game.
    """

    def __init__(self, app: App, game: str | None = None) -> None:
        super().__init__(app)
        games = catalogue.playable()
        self.game = game if game in games else games[0]
        self.voice = app.voice  # the language of its tabs, which may differ from the window's
        self.query = ""
        self.scroll = 0
        self._cache: dict[tuple[str, Speech], list] = {}

    def sections(self) -> list:
        from caylus_desktop.ui.rulebook import filtered, rulebook

        key = (self.game, self.voice)
        if key not in self._cache:
            self._cache[key] = rulebook(self.game, self.voice)
        return filtered(self._cache[key], self.query)

    def set_game(self, game: str) -> None:
        self.game, self.scroll = game, 0

    def set_lang(self, lang: str) -> None:
        self.voice, self.scroll = Speech(lang), 0

    def key(self, event: pygame.event.Event) -> None:
        if event.key == pygame.K_ESCAPE:
            if self.query:
                self.query = ""
            else:
                self.app.pop()
        elif event.key == pygame.K_BACKSPACE:
            self.query = self.query[:-1]
            self.scroll = 0
        elif event.key in (pygame.K_PAGEDOWN, pygame.K_DOWN):
            self.scroll += 200 if event.key == pygame.K_PAGEDOWN else 40
        elif event.key in (pygame.K_PAGEUP, pygame.K_UP):
            self.scroll = max(0, self.scroll - (200 if event.key == pygame.K_PAGEUP else 40))
        elif event.unicode and event.unicode.isprintable() and len(self.query) < 40:
            self.query += event.unicode
            self.scroll = 0

    def wheel(self, dy: int) -> None:
        self.scroll = max(0, self.scroll - dy * 40)

    def draw(self, surf: pygame.Surface) -> None:
        app, t, m = self.app, self.app.theme, self.app.mouse
        px = t.px
        W, H = surf.get_size()
        surf.fill(th.BG)
        title = th.text(surf, t.font(30, True), app.tr("rules"), th.ACCENT, (px(40), px(18)))
        x = px(190)
        for g in catalogue.playable():
            name = self.voice.text(catalogue.entry(g).name)
            w = max(px(120), t.font(16).size(name)[0] + px(24))
            button(surf, t, self.hot, m, (x, px(18), w, px(38)), name, lambda g=g: self.set_game(g),
                   selected=g == self.game, size=16)
            x += w + px(8)
        codes = offered_languages(current=self.voice.lang)
        for i, code in enumerate(codes):
            button(surf, t, self.hot, m, (W - px(30) - (len(codes) - i) * px(60), px(18), px(52), px(38)), code.upper(),
                   lambda c=code: self.set_lang(c), selected=self.voice.lang == code, size=16)
        box = pygame.Rect(px(40), max(px(66), title.bottom + px(8)), W - px(80), max(px(38), lay.line_box(t.font(17)) + px(8)))
        pygame.draw.rect(surf, (18, 20, 26), box, border_radius=px(5))
        pygame.draw.rect(surf, th.ACCENT, box, max(1, px(2)), border_radius=px(5))
        shown = (self.query + "|") if self.query else app.tr("filter_hint")
        th.text(surf, t.font(17), app.tr('filter', shown), th.INK if self.query else th.INK_DIM,
                (box.x + px(10), box.centery), "midleft")
        area = pygame.Rect(px(40), box.bottom + px(12), W - px(80), H - box.bottom - px(100))
        clip = surf.get_clip()
        surf.set_clip(area)
        y = area.y - self.scroll
        fs, fe, fb = t.font(21, True), t.font(16, True), t.font(15)
        sections = self.sections()
        if not sections:
            th.text(surf, t.font(17), app.tr("no_match"), th.INK_DIM, (area.x, y))
        for sec in sections:
            th.text(surf, fs, sec.title, th.ACCENT, (area.x, y))
            y += max(px(30), fs.get_linesize() + px(4))
            for e in sec.entries:
                th.text(surf, fe, e.title, th.INK, (area.x + px(14), y))
                y += fe.get_linesize()
                for line in e.lines:
                    for part in th.wrap(fb, line, area.w - px(40)):
                        if area.y - px(40) < y < area.bottom:  # draw only what can be seen
                            th.text(surf, fb, part, th.INK_DIM, (area.x + px(30), y))
                        y += fb.get_linesize()
                y += px(6)
            y += px(12)
        surf.set_clip(clip)
        self.scroll = min(self.scroll, max(0, y + self.scroll - area.bottom))
        button(surf, t, self.hot, m, (px(40), H - px(76), px(200), px(50)), app.tr("back"), app.pop, size=18)

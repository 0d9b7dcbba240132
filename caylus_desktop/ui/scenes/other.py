"""Small screens: Load (an in-app file list), Settings, and Rules.

The Rules screen is a simple reference (each game's summary and, for playable
games, every card or building's text from the rules file), not yet a full browser.
"""
from __future__ import annotations

import time

import pygame

from caylus_desktop.ui import catalogue
from caylus_desktop.ui import theme as th
from caylus_desktop.ui.app import App, Scene
from caylus_desktop.ui.storage import autosave_path, saves_dir
from caylus_desktop.ui.widgets.button import button


class LoadScene(Scene):
    def __init__(self, app: App) -> None:
        super().__init__(app)
        self.scroll = 0

    def files(self) -> list:
        found = sorted(saves_dir().glob("*.json"), key=lambda p: p.stat().st_mtime, reverse=True)
        auto = autosave_path()
        return ([auto] if auto.exists() else []) + found

    def load(self, path) -> None:
        from caylus_desktop.ui.scenes.menu import MenuScene

        menu = self.app.find(MenuScene)
        if menu is None:
            menu = MenuScene(self.app)
        menu.load_file(path)  # a broken save shows why and changes nothing

    def wheel(self, dy: int) -> None:
        self.scroll = max(0, self.scroll - dy)

    def draw(self, surf: pygame.Surface) -> None:
        app, t, m = self.app, self.app.theme, self.app.mouse
        px = t.px
        surf.fill(th.BG)
        th.text(surf, t.font(32, True), app.tr("load"), th.ACCENT, (px(40), px(24)))
        files = self.files()
        if not files:
            th.text(surf, t.font(18), app.tr("no_saves"), th.INK_DIM, (px(40), px(90)))
        y = px(80)
        self.scroll = min(self.scroll, max(0, len(files) - 1))
        for p in files[self.scroll:]:
            if y > surf.get_height() - px(120):
                break
            label = f"{p.name}   ·   {time.strftime('%Y-%m-%d %H:%M', time.localtime(p.stat().st_mtime))}"
            button(surf, t, self.hot, m, (px(40), y, px(700), px(44)), label, lambda p=p: self.load(p), size=17)
            y += px(52)
        th.text(surf, t.font(14), str(saves_dir()), th.INK_DIM, (px(40), surf.get_height() - px(110)))
        button(surf, t, self.hot, m, (px(40), surf.get_height() - px(80), px(200), px(50)), app.tr("back"), app.pop, size=18)


class SettingsScene(Scene):
    def set_lang(self, lang: str) -> None:
        self.app.settings.lang = lang
        self.app.settings.save()

    def set_pace(self, pace: str) -> None:
        self.app.settings.pace = pace
        self.app.settings.save()

    def draw(self, surf: pygame.Surface) -> None:
        app, t, m = self.app, self.app.theme, self.app.mouse
        px = t.px
        surf.fill(th.BG)
        th.text(surf, t.font(32, True), app.tr("settings"), th.ACCENT, (px(40), px(24)))
        y = px(100)
        th.text(surf, t.font(20, True), app.tr("language"), th.INK, (px(40), y + px(10)))
        for i, (code, label) in enumerate((("en", "English"), ("fr", "Français"))):
            button(surf, t, self.hot, m, (px(260) + i * px(170), y, px(160), px(44)), label,
                   lambda c=code: self.set_lang(c), selected=app.settings.lang == code, size=18)
        y += px(70)
        th.text(surf, t.font(20, True), app.tr("anim_speed"), th.INK, (px(40), y + px(10)))
        for i, pace in enumerate(("slow", "normal", "fast")):
            button(surf, t, self.hot, m, (px(260) + i * px(170), y, px(160), px(44)), app.tr(pace),
                   lambda p=pace: self.set_pace(p), selected=app.settings.pace == pace, size=18)
        button(surf, t, self.hot, m, (px(40), surf.get_height() - px(80), px(200), px(50)), app.tr("back"), app.pop, size=18)


class RulesScene(Scene):
    def __init__(self, app: App) -> None:
        super().__init__(app)
        self.scroll = 0

    def wheel(self, dy: int) -> None:
        self.scroll = max(0, self.scroll - dy * 30)

    def draw(self, surf: pygame.Surface) -> None:
        app, t, m = self.app, self.app.theme, self.app.mouse
        px = t.px
        surf.fill(th.BG)
        th.text(surf, t.font(32, True), app.tr("rules"), th.ACCENT, (px(40), px(24)))
        th.text(surf, t.font(15), app.tr("rules_placeholder"), th.INK_DIM, (px(40), px(66)))
        area = pygame.Rect(px(40), px(96), surf.get_width() - px(80), surf.get_height() - px(190))
        clip = surf.get_clip()
        surf.set_clip(area)
        y = area.y - self.scroll
        fb, f = t.font(20, True), t.font(15)
        for e in catalogue.all_entries():
            th.text(surf, fb, e.name.get(app.lang), th.ACCENT, (area.x, y))
            y += px(26)
            for line in th.wrap(f, e.tagline.get(app.lang), area.w):
                th.text(surf, f, line, th.INK, (area.x, y))
                y += f.get_linesize()
            if e.id in catalogue.playable():
                from caylus_desktop.engine.rules import rules_for

                # rules files differ in shape: show what each card has
                for c in getattr(rules_for(e.id), "cards", ()):
                    points = getattr(c, "points", None)
                    head = c.name.get(app.lang) + ("" if points is None else f" ({points})")
                    th.text(surf, t.font(15, True), head, th.INK, (area.x + px(16), y))
                    y += f.get_linesize()
                    text = getattr(c, "text", None)
                    for line in th.wrap(f, text.get(app.lang) if text else "", area.w - px(40)):
                        th.text(surf, f, line, th.INK_DIM, (area.x + px(32), y))
                        y += f.get_linesize()
            else:
                th.text(surf, f, app.tr("coming_soon"), th.DANGER, (area.x + px(16), y))
                y += f.get_linesize()
            y += px(14)
        surf.set_clip(clip)
        self.scroll = min(self.scroll, max(0, y + self.scroll - area.bottom))
        button(surf, t, self.hot, m, (px(40), surf.get_height() - px(80), px(200), px(50)), app.tr("back"), app.pop, size=18)

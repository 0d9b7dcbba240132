"""The window's text uses the bundled font, never pygame's default, and the text-size setting grows it."""
from __future__ import annotations

from pathlib import Path

import pygame

from caylus_desktop.bots import random_bot
from caylus_desktop.engine import new_game
from caylus_desktop.engine.rng import Rng
from caylus_desktop.ui import theme as th
from caylus_desktop.ui.scenes.game import GameScene
from caylus_desktop.ui.scenes.results import ResultsScene
from caylus_desktop.ui.storage import Settings
from tests.ui.driver import click_button


def test_no_scene_renders_text_in_the_default_font(monkeypatch):
    from caylus_desktop.ui.app import App
    from caylus_desktop.ui.scenes.menu import MenuScene

    opened: list = []
    real_font = pygame.font.Font

    def recording_font(file=None, size=20):
        opened.append(file)
        return real_font(file, size)

    monkeypatch.setattr(pygame.font, "Font", recording_font)
    monkeypatch.setattr(pygame.font, "SysFont", lambda *a, **k: opened.append(("SysFont", a)) or real_font(None, 20))
    app = App(headless=True)
    app.push(MenuScene(app))
    app.step()
    for label in ("settings", "rules"):
        click_button(app, app.tr(label))
        click_button(app, app.tr("back"))
    for game, players in (("caylus", 5), ("magna-carta", 4), ("caleira", 2), ("castrum", 3)):
        m = new_game(game, players, 3)
        app.push(GameScene(app, m))
        app.dirty = True
        app.step()
        app.pop()
    ended, rng = new_game("caleira", 3, 1), Rng(1)
    while ended.decision is not None:
        ended.apply(random_bot.choose(None, ended.decision, rng))
    app.push(ResultsScene(app, ended, [th.colour_rgb(n) for n in ("orange", "sky", "green")]))
    app.dirty = True
    app.step()
    assert opened, "no font was opened: the test saw nothing"
    assert all(isinstance(f, str) and Path(f).is_file() for f in opened), \
        f"text rendered without the bundled font: {[f for f in opened if not isinstance(f, str)]}"
    assert {Path(f).name for f in opened} <= set(Path(p).name for p in th.FONT_FILES.values())
    pygame.event.clear()


def _ink_box(surf: pygame.Surface, colour, area: pygame.Rect) -> pygame.Rect:
    """The bounding box of the pixels of ``colour`` (± anti-aliasing) inside ``area``."""
    xs, ys = [], []
    for y in range(area.top, area.bottom):
        for x in range(area.left, area.right):
            r, g, b, *_ = surf.get_at((x, y))
            if abs(r - colour[0]) + abs(g - colour[1]) + abs(b - colour[2]) < 40:
                xs.append(x)
                ys.append(y)
    assert xs, "nothing of that colour was drawn there"
    return pygame.Rect(min(xs), min(ys), max(xs) - min(xs) + 1, max(ys) - min(ys) + 1)


def test_the_text_size_setting_grows_the_labels_and_is_remembered(app):
    click_button(app, app.tr("settings"))
    title_area = pygame.Rect(0, 0, app.screen.get_width() // 2, app.theme.px(95))
    before = _ink_box(app.screen, th.ACCENT, title_area)
    click_button(app, "150 %")
    app.dirty = True
    app.step()
    after = _ink_box(app.screen, th.ACCENT, title_area)
    assert after.w > before.w * 1.3 and after.h > before.h * 1.3, (before, after)
    assert Settings.load(app.storage).text_scale == 1.5
    click_button(app, "90 %")
    app.dirty = True
    app.step()
    smaller = _ink_box(app.screen, th.ACCENT, title_area)
    assert smaller.w < before.w
    assert Settings.load(app.storage).text_scale == 0.9


def test_a_text_size_not_offered_is_ignored_when_loading(app):
    for bad in (7, "big", None, 0.5):
        (app.storage.folder / "settings.json").write_text(f'{{"lang": "fr", "text_scale": {bad!r}}}'.replace("'", '"')
                                                        .replace("None", "null"), encoding="utf-8")
        loaded = Settings.load(app.storage)
        assert loaded.text_scale == 1.0 and loaded.lang == "fr"

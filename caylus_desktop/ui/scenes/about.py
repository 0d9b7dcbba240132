"""About: who made the pictures, the font and the sounds, and under which licences.

The icons' credits are read from ``assets/icons/ATTRIBUTION.md`` (written by the script that
extracted them), so the screen names every icon's author without a second list to keep in step.
"""
from __future__ import annotations

from collections import defaultdict

import pygame

from caylus_desktop.engine.icons import icons_dir
from caylus_desktop.ui import icons
from caylus_desktop.ui import theme as th
from caylus_desktop.ui.app import Scene
from caylus_desktop.ui.widgets.button import button


def icon_authors() -> dict[str, list[str]]:
    """Author -> the icons credited to them in ATTRIBUTION.md (its table rows: | icon | author | source |)."""
    out: dict[str, list[str]] = defaultdict(list)
    for line in (icons_dir() / "ATTRIBUTION.md").read_text(encoding="utf-8").splitlines():
        cells = [c.strip() for c in line.strip().strip("|").split("|")]
        if len(cells) == 3 and cells[2].startswith("https://game-icons.net/"):
            out[cells[1]].append(cells[0])
    return dict(out)


class AboutScene(Scene):
    def key(self, event: pygame.event.Event) -> None:
        if event.key == pygame.K_ESCAPE:
            self.app.pop()

    def draw(self, surf: pygame.Surface) -> None:
        app, t, m = self.app, self.app.theme, self.app.mouse
        px = t.px
        W, H = surf.get_size()
        surf.fill(th.BG)
        title = th.text(surf, t.font(30, True), app.tr("about_title"), th.ACCENT, (px(40), px(18)))
        area = pygame.Rect(px(40), title.bottom + px(16), W - px(80), H - title.bottom - px(110))
        fh, fb = t.font(19, True), t.font(16)
        y = area.y
        authors = icon_authors()
        blocks = [  # (picture beside the heading, heading, lines)
            ("crown", app.tr("about_icons_head"),
             [app.tr("about_icons", ", ".join(sorted(authors)))]
             + [app.tr("about_icon_list", name, len(names), ", ".join(sorted(names))) for name, names in sorted(authors.items())]),
            (None, app.tr("about_font_head"), [app.tr("about_font")]),
            (None, app.tr("about_sounds_head"), [app.tr("about_sounds")]),
        ]
        for icon, head, lines in blocks:
            x = area.x
            if icon is not None:
                x = icons.draw(surf, icon, pygame.Rect(x, y, fh.get_height(), fh.get_height()), th.ACCENT).right + px(8)
            th.text(surf, fh, head, th.ACCENT, (x, y))
            y += fh.get_linesize() + px(4)
            for line in lines:
                for part in th.wrap(fb, line, area.w - px(20)):
                    th.text(surf, fb, part, th.INK, (area.x + px(20), y))
                    y += fb.get_linesize()
                y += px(4)
            y += px(14)
        button(surf, t, self.hot, m, (px(40), H - px(76), px(200), px(50)), app.tr("back"), app.pop, size=18)

"""Drawing the teaching guide's panel and the hint over the game table.

The panel sits in a bottom corner of the table and points at the places the
current decision concerns (its options' targets, or the choice buttons when the
table has no place for them). The hint outlines the medium bot's move and says why.
"""
from __future__ import annotations

from typing import Any

import pygame

from caylus_desktop.ui import theme as th
from caylus_desktop.ui.widgets.button import button

GUIDE = (190, 150, 255)   # the guide's colour: its border, outlines and pointer
HINT = (110, 230, 160)


def _places(scene: Any, view: Any, targets: list[str], labels: list[str]) -> list[pygame.Rect]:
    """Screen rectangles of these targets on the table, else of these labels' buttons."""
    rects = [r for tg in targets for r in view.targets.get(tg, ())]
    if not rects:
        rects = [scene.hot.named[label] for label in labels if label in scene.hot.named]
    return rects


def draw_panel(scene: Any, surf: pygame.Surface, table: pygame.Rect, view: Any) -> None:
    panel = scene.guide.panel
    if panel is None:
        return
    app, t = scene.app, scene.app.theme
    px = t.px
    width = min(px(560), table.w - px(40))
    ft, fb = t.font(17, True), t.font(15)
    lines: list[tuple[Any, str, tuple]] = []
    for title, text in panel.sections:
        lines.append((ft, title, GUIDE))
        lines.extend((fb, line, th.INK) for line in th.wrap(fb, text, width - px(28)))
    height = sum(f.get_linesize() for f, _, _ in lines) + px(12) * len(panel.sections) + px(56)
    d = scene.match.decision
    labels = [scene.label(a) for a in d.options] if d is not None and scene.my_turn() else []
    rects = _places(scene, view, panel.targets, labels) if panel.targets else []
    # the corner of the table that hides the least of what the panel explains
    corners = [pygame.Rect(table.x + px(16), table.bottom - height - px(16), width, height),
               pygame.Rect(table.right - width - px(16), table.bottom - height - px(16), width, height),
               pygame.Rect(table.right - width - px(16), table.y + px(16), width, height)]
    box = min(corners, key=lambda c: sum(c.clip(r).w * c.clip(r).h for r in rects))
    box.clamp_ip(table)
    w = max(2, px(3))
    for r in rects[:16]:
        pygame.draw.rect(surf, GUIDE, r.inflate(w * 6, w * 6), w, border_radius=px(10))
    if rects:  # the pointer: from the panel to the nearest place it explains
        start = pygame.Vector2(box.centerx, box.y)
        near = min(rects, key=lambda r: start.distance_squared_to(r.center))
        pygame.draw.line(surf, GUIDE, start, near.center, w)
        pygame.draw.circle(surf, GUIDE, near.center, px(6))
    th.shade(surf, box.move(px(4), px(4)), 110)
    th.panel(surf, box, (36, 30, 52), px(10), GUIDE)
    scene.hot.add(box, scene.guide.dismiss)  # a click on the panel closes it rather than reach the table below
    y = box.y + px(12)
    section_gap = px(22)
    for i, (f, line, colour) in enumerate(lines):
        if f is ft and i:
            y += section_gap - px(10)
        th.text(surf, f, line, colour, (box.x + px(14), y))
        y += f.get_linesize()
    button(surf, t, scene.hot, app.mouse, (box.right - px(130), box.bottom - px(44), px(116), px(34)),
           app.tr("got_it"), scene.guide.dismiss, size=16, colour=(70, 58, 100))


def draw_hint(scene: Any, surf: pygame.Surface, table: pygame.Rect, view: Any) -> None:
    hint = scene.hint
    if hint is None:
        return
    if hint.moves != scene.match.moves or not scene.my_turn():
        scene.hint = None
        return
    app, t = scene.app, scene.app.theme
    px = t.px
    rects = _places(scene, view, [hint.action.target] if hint.action.target else [], [scene.label(hint.action)])
    w = max(2, px(4))
    for r in rects:
        pygame.draw.rect(surf, HINT, r.inflate(w * 3, w * 3), w, border_radius=px(10))
    f = t.font(16, True)
    width = min(px(640), table.w - px(40))
    lines = th.wrap(f, hint.reason, width - px(24))
    box = pygame.Rect(0, 0, width, len(lines) * f.get_linesize() + px(16))
    box.midtop = (table.centerx, table.y + px(10))
    th.panel(surf, box, (26, 48, 38), px(8), HINT)
    y = box.y + px(8)
    for line in lines:
        th.text(surf, f, line, HINT, (box.x + px(12), y))
        y += f.get_linesize()

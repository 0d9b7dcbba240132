"""Drawing the teaching guide's panel and the hint over the game table.

The panel sits in a corner of the table, or wherever it covers none of the places the
person may click now (narrower if it must), and points at the places the current decision
concerns (its options' targets, or the choice buttons when the table has no place for
them). The hint outlines the medium bot's move and says why.
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


def _lines(t: th.Theme, panel: Any, width: int) -> tuple[list[tuple[Any, str, tuple]], int]:
    """The panel's lines wrapped to ``width``, and the panel's height."""
    px = t.px
    ft, fb = t.font(17, True), t.font(15)
    lines: list[tuple[Any, str, tuple]] = []
    for title, text in panel.sections:
        lines.append((ft, title, GUIDE))
        lines.extend((fb, line, th.INK) for line in th.wrap(fb, text, width - px(28)))
    return lines, sum(f.get_linesize() for f, _, _ in lines) + px(12) * len(panel.sections) + px(56)


def _clickable(scene: Any, view: Any) -> list[pygame.Rect]:
    """Every place the person may click now: the decision's places on the table and its buttons."""
    d = scene.match.decision
    if d is None or not scene.my_turn():
        return []
    rects = [r for a in d.options if a.target for r in view.targets.get(a.target, ())]
    return rects + [scene.hot.named[a.label] for a in d.options if a.label in scene.hot.named]


def _overlap(box: pygame.Rect, rects: list[pygame.Rect]) -> int:
    return sum(box.clip(r).w * box.clip(r).h for r in rects)


def place_panel(t: th.Theme, area: pygame.Rect, preferred: list[pygame.Rect],
                avoid: list[pygame.Rect]) -> tuple[pygame.Rect, int]:
    """Where a box covers the least of ``avoid`` inside ``area``: the first ``preferred`` place
    (all of one size) that is clear, else the clear place nearest the first of them.
    Returns the box and how much of ``avoid`` it still covers (0: nothing)."""
    places = [pygame.Rect(p).clamp(area) for p in preferred]
    for c in places:
        if not _overlap(c, avoid):
            return c, 0
    w, h = places[0].size
    home = places[0].topleft
    step = max(8, t.px(16))
    best: tuple[int, int] | None = None
    box = places[0]
    for y in range(area.bottom - h, area.y - 1, -step):
        for x in range(area.x, area.right - w + 1, step):
            c = pygame.Rect(x, y, w, h)
            key = (_overlap(c, avoid), abs(x - home[0]) + abs(y - home[1]))
            if best is None or key < best:
                best, box = key, c
    return box, best[0] if best else _overlap(box, avoid)


def _corners(t: th.Theme, table: pygame.Rect, w: int, h: int) -> list[pygame.Rect]:
    """The table's corners for a panel, bottom-left first."""
    m = t.px(16)
    return [pygame.Rect(table.x + m, table.bottom - h - m, w, h), pygame.Rect(table.right - w - m, table.bottom - h - m, w, h),
            pygame.Rect(table.right - w - m, table.y + m, w, h), pygame.Rect(table.x + m, table.y + m, w, h)]


def draw_panel(scene: Any, surf: pygame.Surface, table: pygame.Rect, view: Any) -> None:
    panel = scene.guide.panel
    if panel is None:
        scene.guide_box = None
        return
    app, t = scene.app, scene.app.theme
    px = t.px
    avoid = _clickable(scene, view)
    # anywhere below the top bar: over the table or the side panel's log, never over a place to click
    area = pygame.Rect(0, table.y, surf.get_width(), surf.get_height() - table.y)
    key = (id(panel), tuple(tuple(r) for r in avoid), tuple(area), tuple(table), t.s, t.text_scale)
    cached = getattr(scene, "_guide_place", None)
    if cached is not None and cached[0] == key:
        box, lines = cached[1], cached[2]
    else:
        first = None
        for base in (560, 440, 340):  # narrower (and taller) when the wide panel would cover something
            width = min(px(base), table.w - px(40))
            lines, height = _lines(t, panel, width)
            box, covered = place_panel(t, area, _corners(t, table, width, height), avoid)
            first = first or (box, lines)
            if not covered:
                break
        else:
            box, lines = first
        scene._guide_place = (key, box, lines)
    d = scene.match.decision
    labels = [scene.label(a) for a in d.options] if d is not None and scene.my_turn() else []
    rects = _places(scene, view, panel.targets, labels) if panel.targets else []
    scene.guide_box = box
    w = max(2, px(3))
    for r in rects[:16]:
        pygame.draw.rect(surf, GUIDE, r.inflate(w * 6, w * 6), w, border_radius=px(10))
    if rects:  # the pointer: from the panel to the nearest place it explains
        start = pygame.Vector2(box.centerx, box.y if box.centery > table.centery else box.bottom)
        near = min(rects, key=lambda r: start.distance_squared_to(r.center))
        pygame.draw.line(surf, GUIDE, start, near.center, w)
        pygame.draw.circle(surf, GUIDE, near.center, px(6))
    th.shade(surf, box.move(px(4), px(4)), 110)
    th.panel(surf, box, (36, 30, 52), px(10), GUIDE)
    scene.hot.add(box, scene.guide.dismiss)  # a click on the panel closes it rather than reach the table below
    ft = t.font(17, True)
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
    scene.hint_box = None
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
    low = box.copy()
    low.midbottom = (table.centerx, table.bottom - px(10))
    # never over the move it suggests, nor anything else to click: top or bottom of the table, else nearby
    area = pygame.Rect(0, table.y, surf.get_width(), surf.get_height() - table.y)
    avoid = rects + _clickable(scene, view)
    key = (id(hint), tuple(tuple(r) for r in avoid), tuple(box), tuple(area))
    cached = getattr(scene, "_hint_place", None)
    if cached is None or cached[0] != key:  # hover frames redraw it: the search runs once per place
        scene._hint_place = (key, place_panel(t, area, [box, low], avoid)[0])
    box = scene.hint_box = scene._hint_place[1]
    th.panel(surf, box, (26, 48, 38), px(8), HINT)
    y = box.y + px(8)
    for line in lines:
        th.text(surf, f, line, HINT, (box.x + px(12), y))
        y += f.get_linesize()

"""Drawing the teaching guide's panel and the hint over the game table.

The panel docks beside the places the current decision concerns (its options' targets, or
the choice buttons when the table has no place for them), touching none of the places the
person may click now, nor their own board and hand; where the table has no such room it
docks in the side panel, over the log. Its pointer ends on the place it explains. The hint
outlines the hint bot's move (levels.yaml ``uses: hint``) and says why.
"""
from __future__ import annotations

from typing import Any

import pygame

from caylus_desktop.ui import theme as th
from caylus_desktop.ui.teaching import position_key
from caylus_desktop.ui.widgets.button import button

GUIDE = (190, 150, 255)   # the guide's colour: its border, outlines and pointer
HINT = (110, 230, 160)


def _places(scene: Any, view: Any, targets: list[str], labels: list[str]) -> list[pygame.Rect]:
    """Screen rectangles of these targets on the table, else of these labels' buttons."""
    rects = [r for tg in targets for r in view.targets.get(tg, ())]
    if not rects:
        rects = [scene.hot.named[label] for label in labels if label in scene.hot.named]
    return rects


def _lines(t: th.Theme, panel: Any, width: int, smaller: float = 1.0) -> tuple[list[tuple[Any, str, tuple]], int]:
    """The panel's lines wrapped to ``width`` (their text ``smaller`` times the usual size), and the panel's height."""
    px = t.px
    ft, fb = t.font(17 * smaller, True), t.font(15 * smaller)
    lines: list[tuple[Any, str, tuple]] = []
    for title, text in panel.sections:
        lines.extend((ft, line, GUIDE) for line in th.wrap(ft, title, width - px(28)))  # a long title wraps too
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


def _beside(area: pygame.Rect, near: pygame.Rect, size: tuple[int, int], gap: int) -> list[pygame.Rect]:
    """Boxes of ``size`` docked against ``near``: below it, above, right, left (kept in ``area``)."""
    w, h = size
    out = []
    for anchor, point in (("midtop", (near.centerx, near.bottom + gap)), ("midbottom", (near.centerx, near.y - gap)),
                          ("midleft", (near.right + gap, near.centery)), ("midright", (near.x - gap, near.centery))):
        box = pygame.Rect(0, 0, w, h)
        setattr(box, anchor, point)
        out.append(box.clamp(area))
    return out


def dock_near(t: th.Theme, area: pygame.Rect, near: pygame.Rect | None, size: tuple[int, int],
              avoid: list[pygame.Rect]) -> pygame.Rect | None:
    """A box of ``size`` inside ``area`` touching none of ``avoid``: docked against ``near`` if it can be,
    else the clear place closest to it; None when there is no clear place at all."""
    if size[0] > area.w or size[1] > area.h:
        return None
    gap = t.px(14)
    home = near if near is not None else pygame.Rect(area.x, area.bottom - 1, 1, 1)
    for box in _beside(area, home, size, gap) if near is not None else []:
        if box.collidelist(avoid) < 0 and not box.colliderect(near):
            return box
    w, h = size
    step = max(8, t.px(16))
    best: tuple[int, pygame.Rect] | None = None
    cx, cy = home.center
    for y in range(area.y, area.bottom - h + 1, step):
        for x in range(area.x, area.right - w + 1, step):
            box = pygame.Rect(x, y, w, h)
            if box.collidelist(avoid) >= 0:
                continue
            far = abs(box.centerx - cx) + abs(box.centery - cy)
            if best is None or far < best[0]:
                best = (far, box)
    return best[1] if best else None


def _edge_point(rect: pygame.Rect, towards: tuple[float, float]) -> pygame.Vector2:
    """The point of ``rect`` (its border or inside) nearest ``towards``."""
    return pygame.Vector2(min(max(towards[0], rect.x + 2), rect.right - 3), min(max(towards[1], rect.y + 2), rect.bottom - 3))


def _guide_place(scene: Any, surf: pygame.Surface, table: pygame.Rect, view: Any, panel: Any,
                 rects: list[pygame.Rect]) -> tuple[pygame.Rect, list]:
    """Where the panel goes: beside the places it explains on the table, touching no place to click,
    none of the learner's own resources or hand and no hint; else docked in the side panel, over the log."""
    t = scene.app.theme
    px = t.px
    avoid = _clickable(scene, view) + list(view.own) + ([scene.hint_box] if scene.hint_box else [])
    dock = scene.dock_rect
    key = (id(panel), tuple(panel.sections), tuple(tuple(r) for r in avoid), tuple(table), tuple(dock) if dock else None,
           t.s, t.text_scale)
    cached = getattr(scene, "_guide_place", None)
    if cached is not None and cached[0] == key:
        return cached[1], cached[2]
    near = rects[0].unionall(rects) if rects else None
    area = table.inflate(-px(12), -px(12))
    box = None
    for base in (460, 380, 300):  # narrower (and taller) when the wide panel finds no clear place
        width = min(px(base), area.w)
        lines, height = _lines(t, panel, width)
        box = dock_near(t, area, near, (width, height), avoid)
        if box is not None:
            break
    if box is None and dock is not None:  # beside the table: the side panel's log gives way
        smaller = 1.0
        lines, height = _lines(t, panel, dock.w)
        while height > dock.h and smaller > 0.5:  # a large text size: smaller words rather than words cut off
            smaller -= 0.1
            lines, height = _lines(t, panel, dock.w, smaller)
        box = pygame.Rect(dock.x, dock.bottom - min(height, dock.h), dock.w, min(height, dock.h))
    if box is None:  # no side panel (never in the game scene): the bottom-left corner
        lines, height = _lines(t, panel, min(px(380), area.w))
        box = pygame.Rect(area.x, area.bottom - height, min(px(380), area.w), height)
    scene._guide_place = (key, box, lines)
    return box, lines


def draw_panel(scene: Any, surf: pygame.Surface, table: pygame.Rect, view: Any) -> None:
    panel = scene.guide.panel
    if panel is None:
        scene.guide_box = None
        return
    app, t = scene.app, scene.app.theme
    px = t.px
    d = scene.match.decision
    labels = [scene.label(a) for a in d.options] if d is not None and scene.my_turn() else []
    live = {tg for tg in panel.targets if tg in view.active}
    rects = _places(scene, view, [tg for tg in panel.targets if tg in live], labels) if panel.targets else []
    box, lines = _guide_place(scene, surf, table, view, panel, rects)
    scene.guide_box = box
    w = max(2, px(3))
    for r in rects[:16]:
        pygame.draw.rect(surf, GUIDE, r.inflate(w * 6, w * 6), w, border_radius=px(10))
    if rects:  # the pointer: from the panel's edge to the nearest place it explains, ending on it
        near = min(rects, key=lambda r: pygame.Vector2(box.center).distance_squared_to(r.center))
        end = _edge_point(near, box.center)
        start = _edge_point(box, end)
        pygame.draw.line(surf, GUIDE, start, end, w)
        pygame.draw.circle(surf, GUIDE, end, px(5))
    th.shade(surf, box.move(px(4), px(4)), 110)
    # a callout over the table until "Got it", as a tooltip is until the pointer leaves: what it
    # covers for a moment is not cut (layout-check), and it never covers a place to click now
    pygame.draw.rect(surf, (36, 30, 52), box, border_radius=px(10))
    pygame.draw.rect(surf, GUIDE, box, 2, border_radius=px(10))
    th.covers(surf, box, floating=True)
    scene.hot.add(box, scene.guide.dismiss)  # a click on the panel closes it (it covers no place to click)
    y = box.y + px(12)
    section_gap = px(22)
    clip = surf.get_clip()
    surf.set_clip(box)
    for i, (f, line, colour) in enumerate(lines):
        if colour == GUIDE and i and lines[i - 1][2] != GUIDE:  # a new section (not a title's second line)
            y += section_gap - px(10)
        th.text(surf, f, line, colour, (box.x + px(14), y))
        y += f.get_linesize()
    surf.set_clip(clip)
    button(surf, t, scene.hot, app.mouse, (box.right - px(130), box.bottom - px(44), px(116), px(34)),
           app.tr("got_it"), scene.guide.dismiss, size=16, colour=(70, 58, 100))


def draw_hint(scene: Any, surf: pygame.Surface, table: pygame.Rect, view: Any) -> None:
    hint = scene.hint
    scene.hint_box = None
    if hint is None:
        return
    if hint.position != position_key(scene.match) or not scene.my_turn() or scene.veiled():
        scene.hint = None
        return
    app, t = scene.app, scene.app.theme
    px = t.px
    rects = _places(scene, view, [hint.action.target] if hint.action.target else [], [scene.label(hint.action)])
    w = max(2, px(4))
    for r in rects:
        pygame.draw.rect(surf, HINT, r.inflate(w * 3, w * 3), w, border_radius=px(10))
    panel = scene.guide.panel
    if panel is not None and panel.suggestion == hint.action:
        return  # a lesson: the guide's panel says why, the outline alone marks the move
    f = t.font(16, True)
    width = min(px(640), table.w - px(40))
    lines = th.wrap(f, hint.reason, width - px(24))
    box = pygame.Rect(0, 0, width, len(lines) * f.get_linesize() + px(16))
    box.midtop = (table.centerx, table.y + px(10))
    low = box.copy()
    low.midbottom = (table.centerx, table.bottom - px(10))
    # never over the move it suggests, nor anything else to click: top or bottom of the table, else nearby
    area = pygame.Rect(0, table.y, surf.get_width(), surf.get_height() - table.y)
    avoid = rects + _clickable(scene, view) + list(view.own)
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

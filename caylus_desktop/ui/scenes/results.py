"""The end: ranking, the score breakdown per seat as a table, and each seat's score over the turns."""
from __future__ import annotations

import random
from typing import Any

import pygame

from caylus_desktop.engine import new_game
from caylus_desktop.engine.match import replay
from caylus_desktop.ui import layout as lay
from caylus_desktop.ui import theme as th
from caylus_desktop.ui.app import App, Scene
from caylus_desktop.ui.scenes.replay import ReplayScene
from caylus_desktop.ui.scenes.review import ReviewScene
from caylus_desktop.ui.tables import renderer_for
from caylus_desktop.ui.widgets.button import button


def scores_by_turn(match: Any) -> list[list[int]]:
    """Each seat's score at the end of every turn (replayed from the seed and the actions)."""
    keys = match.action_keys()
    m = replay(match.game, match.seats, match.seed, match.options, [])
    series = [list(m.result()["scores"])]
    last_round = m.observation(0).round
    for k in keys:
        m.apply(k)
        r = m.observation(0).round
        scores = list(m.result()["scores"])
        if r != last_round:
            series.append(scores)
            last_round = r
        else:
            series[-1] = scores
    return series


class ResultsScene(Scene):
    def __init__(self, app: App, match: Any, colours: list) -> None:
        super().__init__(app)
        self.match = match
        self.colours = colours
        self.result = match.result()
        saved = match.saved
        if saved.rules_changed and saved.result is not None:
            # a save played under rules changed since: its totals and winners as scored then, not
            # again under today's rules (whose breakdown would not add up to them)
            self.result = {**self.result, **saved.result, "breakdown": [{} for _ in match.seats]}
        self.series = scores_by_turn(match)
        self.renderer = renderer_for(match.game)
        # a few observations for the first person at the table (the learner in a Learn to play game)
        persons = [i for i, s in enumerate(match.seats) if s.bot is None]
        self.learner = persons[0] if persons else None

    def review(self) -> None:
        self.app.push(ReviewScene(self.app, self.match, self.learner))

    def replay(self) -> None:
        self.app.push(ReplayScene(self.app, self.match, self.colours, self.learner))

    def rematch(self) -> None:
        m = new_game(self.match.game, self.match.seats, random.randrange(1 << 31), self.match.options)
        self.app.replace(self.app.new_scene("game", m, self.colours))

    def back(self) -> None:
        self.app.pop()
        if self.app.top is None:
            self.app.push(self.app.menu())

    def key(self, event) -> None:
        if event.key in (pygame.K_ESCAPE, pygame.K_RETURN):
            self.back()

    def draw(self, surf: pygame.Surface) -> None:
        app, t, m = self.app, self.app.theme, self.app.mouse
        px = t.px
        surf.fill(th.BG)
        res = self.result
        seats = self.match.seats
        names = [s.name for s in seats]
        winners = res.get("winners", [])
        if len(winners) == 1:
            # alone at the table against bots, the person is told "You win!"
            alone = len([s for s in self.match.seats if s.bot is None]) == 1
            head = app.tr("winner", names[winners[0]], you=alone and winners[0] == self.learner)
        else:
            head = app.tr("winners", ", ".join(names[w] for w in winners))
        title = th.text(surf, t.font(36, True), app.tr("results"), th.ACCENT, (px(30), px(20)))
        said = th.text_in(surf, t, head, pygame.Rect(px(30), max(px(66), title.bottom + px(4)), surf.get_width() - px(60),
                                                     lay.line_box(t.font(28, True))), th.INK, 28, True, align="left")
        below = said.bottom
        if res.get("decided"):  # a tie for first: how it was broken, or that the win is shared, at the text size
            f, how = t.font(18), self.match.say(res["decided"], app.voice)
            lines = th.wrap(f, how, surf.get_width() - px(60))
            why = pygame.Rect(px(30), said.bottom + px(4), surf.get_width() - px(60), lay.line_box(f, len(lines)))
            for i, line in enumerate(lines):
                below = th.text(surf, f, line, th.INK, (why.x, why.y + i * f.get_linesize()), box=why, whole=how).bottom
        # the breakdown table: one row per item, one column per seat (ranked)
        order = sorted(range(len(seats)), key=lambda s: (s not in winners, -res["scores"][s]))
        items: list[str] = []
        for part in res["breakdown"]:
            for k in part:
                if k not in items:
                    items.append(k)
        x0, y0 = px(30), max(px(120), below + px(14))
        # the table takes at most ~58% of the width, so that the chart beside it keeps its room at 5 seats
        f, fb = t.font(16), t.font(16, True)
        col0, rowh = px(230), max(px(30), lay.line_box(f) + px(8))
        colw = max(px(70), min(px(120), (int(surf.get_width() * 0.58) - x0 - col0) // len(order)))
        name_h, rank_h = lay.line_box(t.font(16, True)), lay.line_box(t.font(14))
        for j, s in enumerate(order):
            column = pygame.Rect(x0 + col0 + j * colw + px(3), y0, colw - px(6), px(22) + name_h + rank_h)
            token, rest = lay.cut_top(column, px(20), px(2))
            name, rank = lay.cut_top(rest, name_h)
            th.draw_shape(surf, th.SEAT_SHAPES[s % len(th.SEAT_SHAPES)], self.colours[s % len(self.colours)], token.center, px(10))
            th.text_in(surf, t, names[s], name, th.INK, 16, True, shorten_to_fit=True)
            self.hot.tip(name, lambda n=names[s]: (n, ""))  # a long name cut to its column is whole in its tooltip
            th.text_in(surf, t, f"#{j + 1}", rank, th.INK_DIM, 14)
        y = y0 + px(22) + name_h + rank_h + px(4)
        for i, item in enumerate(items + ["__total"]):
            r = pygame.Rect(x0, y, col0 + colw * len(order), rowh)
            if i % 2 == 0:
                pygame.draw.rect(surf, th.PANEL, r)
            total = item == "__total"
            label = app.tr("total") if total else self.renderer.item_name(self.match, item, app.voice)
            th.text_in(surf, t, label, pygame.Rect(x0 + px(8), y, col0 - px(12), rowh), th.ACCENT if total else th.INK,
                       16, total, align="left")
            for j, s in enumerate(order):
                v = res["scores"][s] if total else res["breakdown"][s].get(item, "")
                if s in res.get("knocked_out", []) and total:
                    v = f"{v} ({app.tr('knocked_out')})"
                th.text_in(surf, t, str(v), pygame.Rect(x0 + col0 + j * colw + px(3), y, colw - px(6), rowh),
                           th.ACCENT if total else th.INK, 16, total)
            y += rowh
        side_x = x0 + col0 + colw * len(order) + px(40)
        side_w = surf.get_width() - side_x - px(30)
        self._chart(surf, pygame.Rect(side_x, y0, side_w, px(480) - y0))  # beside the table, the notes below
        if self.learner is not None:
            self._notes(surf, pygame.Rect(side_x, px(500), side_w, px(200)))
        by = surf.get_height() - px(90)
        button(surf, t, self.hot, m, (px(30), by, px(220), px(56)), app.tr("rematch"), self.rematch, size=20, colour=(50, 110, 70))
        button(surf, t, self.hot, m, (px(270), by, px(220), px(56)), app.tr("back_menu"), self.back, size=20)
        bx = px(510)
        if self.learner is not None:  # the first person at the table reviews their own decisions
            button(surf, t, self.hot, m, (bx, by, px(220), px(56)), app.tr("review_game"), self.review, size=20)
            bx += px(240)
        button(surf, t, self.hot, m, (bx, by, px(220), px(56)), app.tr("replay"), self.replay, size=20)

    def _notes(self, surf: pygame.Surface, r: pygame.Rect) -> None:
        from caylus_desktop.ui.teaching import learner_notes

        t, app = self.app.theme, self.app
        notes = learner_notes(self.match, self.learner, app.voice,
                              lambda item: self.renderer.item_name(self.match, item, app.voice))
        head = th.text(surf, t.font(16, True), app.tr("notes", self.match.seats[self.learner].name), th.ACCENT, (r.x, r.y))
        f = t.font(15)
        y = head.bottom + t.px(4)
        for note in notes:
            for i, line in enumerate(th.wrap(f, note, r.w - t.px(16))):
                th.text(surf, f, ("• " if i == 0 else "  ") + line, th.INK, (r.x, y))
                y += f.get_linesize()

    def _chart(self, surf: pygame.Surface, r: pygame.Rect) -> None:
        t = self.app.theme
        th.panel(surf, r, th.PANEL, t.px(8))
        th.text(surf, t.font(16, True), self.app.tr("score_over_time"), th.INK, (r.x + t.px(12), r.y + t.px(8)))
        plot = pygame.Rect(r.x + t.px(36), r.y + t.px(36), r.w - t.px(56), r.h - t.px(64))
        series = self.series
        top = max(1, max(max(s) for s in series))
        pygame.draw.line(surf, th.INK_DIM, plot.bottomleft, plot.bottomright)
        pygame.draw.line(surf, th.INK_DIM, plot.bottomleft, plot.topleft)
        th.text(surf, t.font(13), str(top), th.INK_DIM, (plot.x - t.px(6), plot.y), "topright")
        th.text(surf, t.font(13), "0", th.INK_DIM, (plot.x - t.px(6), plot.bottom), "bottomright")
        n = len(series)
        for s in range(len(self.match.seats)):
            pts = [(plot.x + plot.w * i / max(1, n - 1), plot.bottom - plot.h * series[i][s] / top) for i in range(n)]
            colour = self.colours[s % len(self.colours)]
            if len(pts) > 1:
                pygame.draw.lines(surf, colour, False, pts, max(2, t.px(3)))
            th.draw_shape(surf, th.SEAT_SHAPES[s % len(th.SEAT_SHAPES)], colour, (int(pts[-1][0]), int(pts[-1][1])), t.px(7))

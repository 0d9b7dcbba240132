"""Review my game: the review's bot (levels.yaml ``uses: review``, the hard one) looks again at each
decision of one seat, in a background thread.

The window keeps drawing a progress bar while it works; then it lists the decisions where the
bot's choice was clearly better, worst first, with the better move and the points lost
(caylus_desktop/tools/review.py does the work, as `caylus-desktop review` does headless).
"""
from __future__ import annotations

import logging
import threading
from typing import Any

import pygame

from caylus_desktop.bots.config import use
from caylus_desktop.engine.voice import Voice
from caylus_desktop.tools.review import clear_mistakes, review
from caylus_desktop.ui import theme as th
from caylus_desktop.ui.app import App, Scene
from caylus_desktop.ui.widgets.button import button

log = logging.getLogger(__name__)

class ReviewJob:
    """The review running in a daemon thread; ``progress`` and ``result`` are read by the window."""

    def __init__(self, match: Any, seat: int, iterations: int | None = None, voice: Voice = Voice()) -> None:
        """``iterations``: a decision's budget (None: the review's, levels.yaml ``uses: review``)."""
        self.voice = voice  # the moves are named in the window's language
        self.progress = (0, max(1, match.moves_of(seat)))
        self.result: dict | None = None
        self.error: str | None = None
        self.stop = threading.Event()
        self.done = threading.Event()
        self.thread = threading.Thread(target=self._run, args=(match, seat, iterations), daemon=True)
        self.thread.start()

    def _run(self, match: Any, seat: int, iterations: int | None) -> None:
        try:
            self.result = review(match, seat, iterations, progress=self._progress, cancel=self.stop, voice=self.voice)
        except Exception as exc:  # a window never dies of its review: say it in one line
            log.exception("review failed")
            self.error = f"{exc.__class__.__name__}: {exc}"[:200]
        finally:
            self.done.set()

    def _progress(self, done: int, total: int) -> None:
        self.progress = (done, max(1, total))


class ReviewScene(Scene):
    def __init__(self, app: App, match: Any, seat: int, iterations: int | None = None) -> None:
        """``iterations``: a decision's budget (None: the review's, levels.yaml ``uses: review``)."""
        super().__init__(app)
        self.match = match
        self.seat = seat
        self.job = ReviewJob(match, seat, iterations, voice=app.voice)
        self.shown = (0, 0)
        self.scroll = 0

    def back(self) -> None:
        self.job.stop.set()
        self.app.pop()

    def update(self, dt: float) -> bool:
        now = (self.job.progress[0], self.job.done.is_set())
        changed, self.shown = now != self.shown, now
        return changed

    def wheel(self, dy: int) -> None:
        self.scroll = max(0, self.scroll - dy)

    def draw(self, surf: pygame.Surface) -> None:
        app, t, m = self.app, self.app.theme, self.app.mouse
        px = t.px
        W, H = surf.get_size()
        surf.fill(th.BG)
        title = th.text(surf, t.font(32, True), app.tr("review_title", self.match.seats[self.seat].name), th.ACCENT,
                        (px(30), px(20)))
        y = max(px(80), title.bottom + px(10))  # under the title at any text size
        job = self.job
        if not job.done.is_set():
            done, total = job.progress
            th.text(surf, t.font(18), app.tr("review_progress", app.tr(use("review").level), done, total), th.INK, (px(30), y))
            bar = pygame.Rect(px(30), y + px(34), W - px(60), px(22))
            pygame.draw.rect(surf, th.PANEL, bar, border_radius=px(6))
            fill = bar.copy()
            fill.w = bar.w * done // total
            if fill.w:
                pygame.draw.rect(surf, th.ACCENT, fill, border_radius=px(6))
        elif job.error or job.result is None:
            th.text(surf, t.font(18), app.tr("review_failed", job.error or "?"), th.DANGER, (px(30), y))
        else:
            self._draw_mistakes(surf, y)
        button(surf, t, self.hot, m, (px(30), H - px(80), px(200), px(50)), app.tr("back"), self.back, size=18)

    def _draw_mistakes(self, surf: pygame.Surface, y: int) -> None:
        app, t = self.app, self.app.theme
        px = t.px
        W, H = surf.get_size()
        res = self.job.result
        y = th.text(surf, t.font(20, True), app.tr("review_total", res["total_loss"]), th.INK, (px(30), y)).bottom + px(14)
        mistakes = clear_mistakes(res)
        f, fb = t.font(16), t.font(16, True)
        if not mistakes:
            for line in th.wrap(f, app.tr("review_none", app.tr(use("review").level)), W - px(60)):
                th.text(surf, f, line, th.INK_DIM, (px(30), y))
                y += f.get_linesize()
            return
        self.scroll = min(self.scroll, len(mistakes) - 1)
        bottom = H - px(100)
        for d in mistakes[self.scroll:]:
            lines = [(font, line, colour)
                     for font, words, colour in ((fb, app.tr("review_move", d["index"] + 1, d["chosen"]), th.INK),
                                                 (f, app.tr("review_better", d["best"], app.tr("review_about_points", d["loss"])), th.OK))
                     for line in th.wrap(font, words, W - px(60))]
            if y + sum(font.get_linesize() + px(2) for font, _, _ in lines) > bottom:
                break
            for font, line, colour in lines:
                th.text(surf, font, line, colour, (px(30), y))
                y += font.get_linesize() + px(2)  # room for an accent over a capital under a descender
            y += px(8)

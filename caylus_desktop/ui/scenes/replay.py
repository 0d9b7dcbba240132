"""Replay a finished or saved game: step through it move by move (first, back, forward, last, a
round back or on, or a click on the timeline), the table as one chosen seat saw it then.

Each position is rebuilt from the seed and the action keys (as saves and undo do), from the
nearest of a few kept copies, so stepping anywhere is quick and shows exactly the table the
players had; the table is drawn from the chosen seat's observation and the log is that seat's,
so a replay shows nothing that seat could not see at that moment. Another seat's choice is
said only as "Bruno decided" (its label may name a card only Bruno saw); the log says the rest.

A game that is not over and hides cards (a saved hotseat game) may still be played on: its
replay offers only the people's seats (never a bot's hand), and between two people the handoff
screen covers the table, as in the game.
"""
from __future__ import annotations

from typing import Any

import pygame

from caylus_desktop.engine import new_game
from caylus_desktop.engine.view import Observation
from caylus_desktop.ui import catalogue
from caylus_desktop.ui import textrecord
from caylus_desktop.ui import theme as th
from caylus_desktop.ui.app import App, Scene
from caylus_desktop.ui.logbook import stage_name
from caylus_desktop.ui.scenes.handoff import HandoffScene
from caylus_desktop.ui.tables import TableView, renderer_for
from caylus_desktop.ui.widgets.button import button
from caylus_desktop.ui.widgets.logview import LogView, log_source

TOP_H = 48
SIDE_W = 330
STEPPER_H = 104
EVERY = 16  # a kept copy every so many moves: any step replays at most this many


class ReplayScene(Scene):
    def __init__(self, app: App, match: Any, colours: list | None = None, seat: int | None = None) -> None:
        super().__init__(app)
        self.final = match
        self.keys = match.action_keys()
        n = len(match.seats)
        self.colours = list(colours or [th.SEAT_COLOURS[i % len(th.SEAT_COLOURS)][1] for i in range(n)])
        persons = [i for i, s in enumerate(match.seats) if s.bot is None]
        # an unfinished game with hidden cards: only the people's own views, each behind the handoff screen
        secret = not match.over and match.spec.hidden_information and bool(persons)
        self.offered = persons if secret else list(range(n))
        self.covered = secret and len(persons) >= 2
        self.seat = seat if seat in self.offered else self.offered[0]
        self.handoff_to: int | None = self.seat if self.covered else None
        self.renderer = renderer_for(match.game)
        self.logview = LogView()
        self.timeline = pygame.Rect(0, 0, 0, 0)
        # one pass over the game: kept copies, the round of every position, who took every move
        m = new_game(match.game, match.seats, match.seed, match.options)
        self._kept = {0: m.copy()}
        self.rounds: list[Any] = [m.observation(0).round]
        self.counter = m.observation(0).counter  # "turn" where the game counts turns, not rounds
        self.moves: list[tuple[int, Any]] = []  # (seat, action) of each move
        for i, k in enumerate(self.keys, 1):
            d = m.decision
            self.moves.append((d.seat, d.find(tuple(k))))
            m.apply(k)
            self.rounds.append(m.observation(0).round)
            if i % EVERY == 0:
                self._kept[i] = m.copy()
        self.index = 0
        self.match = self._kept[0].copy()
        self._cache: tuple | None = None
        self.obs: Observation | None = None  # the observation the table was last drawn from

    # --- where we are ---------------------------------------------------------------------
    def goto(self, index: int) -> None:
        """Show the table after ``index`` moves (clamped to the game)."""
        index = max(0, min(len(self.keys), index))
        if index == self.index:
            return
        if index > self.index and index - self.index <= EVERY:
            m = self.match  # forward from here: a few moves
            start = self.index
        else:
            start = max(k for k in self._kept if k <= index)
            m = self._kept[start].copy()
        for k in self.keys[start:index]:
            m.apply(k)
        self.match, self.index = m, index
        self.app.dirty = True

    def step(self, delta: int) -> None:
        self.goto(self.index + delta)

    def round_start(self, direction: int) -> None:
        """To the first move of the previous (-1) or next (+1) round; back goes first to this round's start."""
        rounds, i = self.rounds, self.index
        if direction > 0:
            j = next((j for j in range(i + 1, len(rounds)) if rounds[j] != rounds[i]), len(rounds) - 1)
        else:
            start = i
            while start > 0 and rounds[start - 1] == rounds[i]:
                start -= 1
            if start < i:
                j = start
            else:
                j = max(0, start - 1)
                while j > 0 and rounds[j - 1] == rounds[max(0, start - 1)]:
                    j -= 1
        self.goto(j)

    def choose_seat(self, seat: int) -> None:
        if seat not in self.offered or seat == self.seat:
            return
        if self.covered:  # another person's view: they take the screen first
            self.handoff_to = seat
            return
        self.seat = seat
        self.app.dirty = True

    # what the handoff screen asks of the scene it covers
    @property
    def viewer(self) -> int:
        return self.seat

    @viewer.setter
    def viewer(self, seat: int) -> None:
        self.seat = seat
        self.app.dirty = True

    def take_screen(self, seat: int, shown: bool) -> None:
        """The person called is at the screen (a replay shows each person's whole view)."""
        self.viewer = seat
        self.handoff_to = None

    def to_menu(self) -> None:
        if self.app.top is self:
            self.app.pop()

    def update(self, dt: float) -> bool:
        if self.handoff_to is not None:
            self.app.push(HandoffScene(self.app, self, self.handoff_to))
            return True
        return False

    def seat_colour(self, seat: int) -> tuple[int, int, int]:
        return self.colours[seat % len(self.colours)]

    @staticmethod
    def seat_shape(seat: int) -> str:
        return th.SEAT_SHAPES[seat % len(th.SEAT_SHAPES)]

    # --- input ------------------------------------------------------------------------------
    def key(self, event: pygame.event.Event) -> None:
        keys = {pygame.K_LEFT: lambda: self.step(-1), pygame.K_RIGHT: lambda: self.step(1),
                pygame.K_HOME: lambda: self.goto(0), pygame.K_END: lambda: self.goto(len(self.keys)),
                pygame.K_PAGEUP: lambda: self.round_start(-1), pygame.K_PAGEDOWN: lambda: self.round_start(1),
                pygame.K_ESCAPE: self.app.pop}
        if event.key in keys:
            keys[event.key]()

    def wheel(self, dy: int) -> None:
        if self.logview.rect.collidepoint(self.app.mouse):
            self.logview.wheel(dy)

    def click_timeline(self) -> None:
        """Go where the timeline was clicked; a click on (or next to) a round's tick goes to that round's start."""
        r = self.timeline
        x = min(max(self.app.mouse[0], r.x), r.right)
        n = max(1, len(self.keys))
        near = [(abs(r.x + r.w * i // n - x), i) for i in self.round_starts()]
        close = min(near, default=None)
        if close is not None and close[0] <= self.app.theme.px(6):
            self.goto(close[1])
        else:
            self.goto(round((x - r.x) * len(self.keys) / max(1, r.w)))

    def round_starts(self) -> list[int]:
        """The positions where a round begins (after the first)."""
        return [i for i in range(1, len(self.rounds)) if self.rounds[i] != self.rounds[i - 1] and self.rounds[i]]

    # --- drawing ----------------------------------------------------------------------------
    def layout(self, surf: pygame.Surface) -> tuple[pygame.Rect, pygame.Rect, pygame.Rect, pygame.Rect]:
        t = self.app.theme
        W, H = surf.get_size()
        top = pygame.Rect(0, 0, W, t.px(TOP_H))
        side = pygame.Rect(W - t.px(SIDE_W), top.bottom, t.px(SIDE_W), H - top.bottom)
        stepper = pygame.Rect(0, H - t.px(STEPPER_H), side.x, t.px(STEPPER_H))
        table = pygame.Rect(0, top.bottom, side.x, stepper.y - top.bottom)
        return top, table, stepper, side

    def table_view(self, obs: Observation) -> TableView:
        return TableView(self.app.theme, self.app.voice, self.match, self.seat, obs, self.match.decision, set(),
                         self.app.mouse, self.seat_colour, self.seat_shape)

    def draw(self, surf: pygame.Surface) -> None:
        app, t = self.app, self.app.theme
        surf.fill(th.BG)
        top, table, stepper, side = self.layout(surf)
        key = (self.index, self.seat, app.lang, table.size)
        if self._cache is not None and self._cache[0] == key:
            _, obs, picture, tips = self._cache
            textrecord.blit(surf, picture, table.topleft)
            view = self.table_view(obs)
        else:
            obs = self.match.observation(self.seat)
            view = self.table_view(obs)
            with textrecord.capturing() as words:  # the picture keeps its words for layout-check
                self.renderer.draw(surf, table, view)
            tips = list(view.tips)
            self._cache = (key, obs, textrecord.Face.of(surf.subsurface(table), words, table.topleft), tips)
        self.obs = obs
        for rect, content in tips:
            self.hot.tip(rect, content)
        self._draw_top(surf, top)
        self._draw_stepper(surf, stepper)
        self._draw_side(surf, side, view)

    def _draw_top(self, surf: pygame.Surface, top: pygame.Rect) -> None:
        app, t, m = self.app, self.app.theme, self.app.mouse
        px = t.px
        pygame.draw.rect(surf, th.PANEL, top)
        y, h = top.y + px(7), top.h - px(14)
        button(surf, t, self.hot, m, (px(10), y, px(90), h), app.tr("back"), app.pop, size=16)
        name = app.voice.text(catalogue.entry(self.final.game).name)
        title = app.tr("replay_title", name)
        rnd = self.rounds[self.index]
        if rnd:
            title += f"  ·  {stage_name(self.counter, rnd, app.voice)}"
        th.text(surf, th.fit_text(t.font, title, px(420), 20, True), title, th.ACCENT, (px(116), top.centery), "midleft")
        # whose eyes: one button per seat, right-aligned
        right = top.right - px(10)
        seats = self.final.seats
        bw = min(px(130), (top.w - px(640)) // max(1, len(seats)))
        for s in reversed(self.offered):
            right -= bw
            r = pygame.Rect(right, y, bw, h)
            button(surf, t, self.hot, m, r, "", lambda s=s: self.choose_seat(s), selected=s == self.seat)
            th.draw_shape(surf, self.seat_shape(s), self.seat_colour(s), (r.x + px(14), r.centery), px(7))
            label = seats[s].name
            f = th.fit_text(t.font, label, r.w - px(34), 15, True)
            th.text(surf, f, label, th.INK, (r.x + px(26), r.centery), "midleft")
            self.hot.named[f"seat:{s}"] = r
            right -= px(6)
        th.text(surf, t.font(14), app.tr("replay_seen_by"), th.INK_DIM, (right - px(4), top.centery), "midright")

    def _draw_stepper(self, surf: pygame.Surface, r: pygame.Rect) -> None:
        app, t, m = self.app, self.app.theme, self.app.mouse
        px = t.px
        pygame.draw.rect(surf, th.PANEL, r)
        n = len(self.keys)
        # the timeline: a click anywhere goes there; a tick and its number where each round starts
        bar = pygame.Rect(r.x + px(16), r.y + px(12), r.w - px(32), px(14))
        self.timeline = bar
        pygame.draw.rect(surf, th.PANEL_LIGHT, bar, border_radius=px(4))
        done = bar.copy()
        done.w = bar.w * self.index // max(1, n)
        if done.w:
            pygame.draw.rect(surf, (120, 100, 50), done, border_radius=px(4))
        fs = t.font(11)
        last_label = -10 ** 6
        for i in self.round_starts():
            x = bar.x + bar.w * i // max(1, n)
            pygame.draw.line(surf, th.INK_DIM, (x, bar.y), (x, bar.bottom))
            label = str(self.rounds[i])
            if x - last_label > fs.size(label)[0] + px(6):
                th.text(surf, fs, label, th.INK_DIM, (x, bar.bottom + px(1)), "midtop")
                last_label = x
        x = bar.x + bar.w * self.index // max(1, n)
        pygame.draw.circle(surf, th.ACCENT, (x, bar.centery), px(8))
        hit = bar.inflate(0, px(16))
        self.hot.add(hit, self.click_timeline)
        self.hot.named["timeline"] = hit
        # the buttons
        y, h = bar.bottom + px(20), px(40)
        labels = [("replay_first", lambda: self.goto(0), self.index > 0),
                  ("replay_prev_round", lambda: self.round_start(-1), self.index > 0),
                  ("replay_back", lambda: self.step(-1), self.index > 0),
                  ("replay_forward", lambda: self.step(1), self.index < n),
                  ("replay_next_round", lambda: self.round_start(1), self.index < n),
                  ("replay_last", lambda: self.goto(n), self.index < n)]
        gap = px(8)
        w = (r.w - px(32) - gap * (len(labels) - 1)) // len(labels)
        for j, (k, fn, ok) in enumerate(labels):
            button(surf, t, self.hot, m, (r.x + px(16) + j * (w + gap), y, w, h), app.tr(k), fn, enabled=ok, size=15)
            self.hot.named[k] = pygame.Rect(r.x + px(16) + j * (w + gap), y, w, h)

    def _draw_side(self, surf: pygame.Surface, side: pygame.Rect, view: TableView) -> None:
        app, t = self.app, self.app.theme
        px = t.px
        pygame.draw.rect(surf, th.PANEL, side)
        x, w = side.x + px(10), side.w - px(20)
        y = side.y + px(8)
        for info in view.obs.seats:
            s = info.seat
            r = pygame.Rect(x, y, w, px(30))
            th.panel(surf, r, th.PANEL_LIGHT, px(6))
            th.draw_shape(surf, self.seat_shape(s), self.seat_colour(s), (r.x + px(16), r.centery), px(9))
            f = th.fit_text(t.font, info.name, w - px(90), 16, True)
            th.text(surf, f, info.name, th.INK, (r.x + px(32), r.centery), "midleft")
            th.text(surf, t.font(20, True), str(info.score), th.ACCENT, (r.right - px(10), r.centery), "midright")
            y = r.bottom + px(4)
        y += px(6)
        n = len(self.keys)
        head = app.tr("replay_move", self.index, n) if self.index else app.tr("replay_start")
        y = th.text(surf, t.font(16, True), head, th.ACCENT, (x, y)).bottom
        if self.index:
            who, action = self.moves[self.index - 1]
            # the chosen seat reads its own choice; another seat's only that it decided (its label may name a hidden card)
            if who == self.seat and action is not None and action.label:
                said = self.match.label(action, app.voice.to(who))
            else:
                said = app.tr("replay_who", self.final.seats[who].name)
            f = t.font(15)
            for line in th.wrap(f, said, w):
                th.text(surf, f, line, th.INK, (x, y))
                y += f.get_linesize()
        y += px(6)
        self.logview.draw_titled(surf, t, x, y, w, side.bottom - px(8),
                                 (app.tr("log"), app.tr("log_scoring"), app.tr("log_mine")), log_source(self, view))

"""Statistics: a person's record (ui/record.py) game by game, as Board Game Arena keeps one.

One tab per person who played here (hotseat players each see their own lines). For that person:
per game and player count, games played, wins, average and best score, and the same against each
bot level met; a chart of their scores over the games played (one line per game); and the
history of every recorded game, the most recent first, whose rows open the game's replay.
"""
from __future__ import annotations

import pygame

from caylus_desktop.engine import SaveError, load_match_file
from caylus_desktop.ui import catalogue
from caylus_desktop.ui import layout as lay
from caylus_desktop.ui import theme as th
from caylus_desktop.ui.app import App, Scene
from caylus_desktop.ui.record import KEEP, PEOPLE, GameRecord, Line, Summary, figures, people, summaries, when
from caylus_desktop.ui.scenes.replay import ReplayScene
from caylus_desktop.ui.widgets.button import button


def game_rank(game: str) -> int:
    """Where the game is in the menu's list (the chart's legend keeps that order)."""
    ids = list(catalogue.playable())
    return ids.index(game) if game in ids else len(ids)


def game_colour(game: str) -> tuple[int, int, int]:
    """A colour per game for the chart's lines (the seat palette, which tells colours apart for everyone)."""
    return th.SEAT_COLOURS[game_rank(game) % len(th.SEAT_COLOURS)][1]


class StatsScene(Scene):
    def __init__(self, app: App) -> None:
        super().__init__(app)
        self.games = app.record.games()
        self.people = people(self.games)
        self.person = self.people[0] if self.people else None
        self.scroll = 0  # rows of the history scrolled past
        self.lines_scroll = 0  # lines of the table (a game and player count each) scrolled past
        self.table = pygame.Rect(0, 0, 0, 0)  # where the table was drawn: the wheel over it scrolls it

    def choose(self, name: str) -> None:
        self.person, self.scroll, self.lines_scroll = name, 0, 0

    def lines(self) -> list[Summary]:
        """The chosen person's lines of the table, per game and player count."""
        return [s for s in summaries(self.games) if s.name == self.person]

    def mine(self) -> list[GameRecord]:
        """The chosen person's games, the most recent first."""
        return [g for g in self.games if any(s.bot is None and s.name == self.person for s in g.seats)]

    def replay(self, rec: GameRecord) -> None:
        path = self.app.record.save_path(rec)
        if path is None or not path.is_file():
            self.app.toast(self.app.tr("record_no_save"), th.DANGER, 6)
            return
        try:
            match = load_match_file(path)
        except SaveError as exc:
            self.app.toast(self.app.tr("bad_save", exc.say(self.app.voice)), th.DANGER, 8)
            return
        seat = next((i for i, s in enumerate(match.seats) if s.bot is None and s.name == self.person), None)
        self.app.push(ReplayScene(self.app, match, None, seat))

    def wheel(self, dy: int) -> None:
        """The wheel over the table scrolls its lines; anywhere else, the history's rows."""
        if self.table.collidepoint(self.app.mouse):
            self.lines_scroll = max(0, min(self.lines_scroll - dy, len(self.lines()) - 1))
        else:
            self.scroll = max(0, min(self.scroll - dy, len(self.mine()) - 1))

    def key(self, event: pygame.event.Event) -> None:
        if event.key in (pygame.K_DOWN, pygame.K_PAGEDOWN):
            self.wheel(-1 if event.key == pygame.K_DOWN else -8)
        elif event.key in (pygame.K_UP, pygame.K_PAGEUP):
            self.wheel(1 if event.key == pygame.K_UP else 8)
        else:
            super().key(event)

    # --- drawing ------------------------------------------------------------------------
    def draw(self, surf: pygame.Surface) -> None:
        app, t, m = self.app, self.app.theme, self.app.mouse
        px = t.px
        W, H = surf.get_size()
        surf.fill(th.BG)
        title = th.text(surf, t.font(32, True), app.tr("stats"), th.ACCENT, (px(30), px(20)))
        x = title.right + px(30)
        for name in self.people[:6]:  # the six with the most games; their names, as typed at the table
            w = min(px(200), max(px(90), t.font(16).size(name)[0] + px(24)))
            if x + w > W - px(30):
                break
            button(surf, t, self.hot, m, (x, px(24), w, px(38)), name, lambda n=name: self.choose(n),
                   selected=name == self.person, size=16)
            x += w + px(8)
        body = pygame.Rect(px(30), max(px(80), title.bottom + px(16)), W - px(60), H - px(100) - max(px(80), title.bottom + px(16)))
        bottom = pygame.Rect(px(30), H - px(80), W - px(60), px(50))
        button(surf, t, self.hot, m, (bottom.x, bottom.y, px(200), bottom.h), app.tr("back"), app.pop, size=18)
        th.text_in(surf, t, app.tr("stats_kept", KEEP), pygame.Rect(bottom.x + px(220), bottom.y, bottom.w - px(220), bottom.h),
                   th.INK_DIM, 14, align="right")
        if self.person is None:
            th.text_in(surf, t, app.tr("stats_empty"), body, th.INK_DIM, 20)
            return
        left, right = lay.cut_left(body, int(body.w * 0.52), px(24))
        self._draw_lines(surf, left)
        chart, history = lay.cut_top(right, int(right.h * 0.45), px(16))
        self._draw_chart(surf, chart)
        self._draw_history(surf, history)

    def _draw_lines(self, surf: pygame.Surface, area: pygame.Rect) -> None:
        """The table: a row per game and player count, then a smaller row per bot level met."""
        app, t = self.app, self.app.theme
        px = t.px
        th.panel(surf, area, th.PANEL, px(8))
        self.table = area
        inner = area.inflate(-px(24), -px(20))
        f, fb = t.font(15), t.font(15, True)
        rowh = max(px(28), lay.line_box(f) + px(8))
        heads = [app.tr("stats_game"), app.tr("stats_games"), app.tr("stats_wins"), app.tr("stats_average"),
                 app.tr("stats_best")]
        first, rest = lay.cut_left(inner, int(inner.w * 0.44))
        cols = [first] + lay.columns(rest, 4, px(4))

        def row(y: int, cells: list[str], ink, bold: bool, indent: int = 0) -> None:
            for k, (col, words) in enumerate(zip(cols, cells)):
                box = pygame.Rect(col.x + (indent if k == 0 else 0), y, col.w - (indent if k == 0 else 0), rowh)
                th.text_in(surf, t, words, box, ink, 15, bold, align="left" if k == 0 else "center", shorten_to_fit=k == 0)

        row(inner.y, heads, th.ACCENT, True)
        y = inner.y + rowh + px(4)
        lines = self.lines()[self.lines_scroll:]
        hint = lay.line_box(f)
        shown = 0
        for s in lines:
            levels = s.levels()
            # a line with more after it leaves room for the line saying so (the wheel over the table scrolls to them)
            if y + rowh * (1 + len(levels)) > inner.bottom - (hint if shown < len(lines) - 1 else 0):
                break
            label = f"{app.voice.text(catalogue.entry(s.game).name)} · {app.tr('stats_players', s.players)}"
            pygame.draw.rect(surf, th.PANEL_LIGHT, (inner.x - px(6), y, inner.w + px(12), rowh), border_radius=px(4))
            row(y, [label, *self._numbers(s.all)], th.INK, True)
            y += rowh
            for level, line in levels:
                against = app.tr("stats_people") if level == PEOPLE else app.tr("stats_against", app.tr(level))
                row(y, [against, *self._numbers(line)], th.INK_DIM, False, px(18))
                y += rowh
            y += px(6)
            shown += 1
        if shown < len(lines):
            th.text(surf, f, app.tr("stats_more", len(lines) - shown), th.INK_DIM, (inner.x, y))

    def _numbers(self, line: Line) -> list[str]:
        return figures(line, self.app.voice)

    def _draw_chart(self, surf: pygame.Surface, area: pygame.Rect) -> None:
        """The person's score in each game, oldest first: one line per game, in its colour."""
        app, t = self.app, self.app.theme
        px = t.px
        th.panel(surf, area, th.PANEL, px(8))
        head, rest = lay.cut_top(area.inflate(-px(24), -px(16)), lay.line_box(t.font(16, True)), px(6))
        th.text_in(surf, t, app.tr("stats_chart", self.person), head, th.INK, 16, True, align="left", shorten_to_fit=True)
        mine = list(reversed(self.mine()))
        games = sorted({g.game for g in mine}, key=game_rank)
        f = t.font(13)
        # the legend: a line per game in its colour, and the big dot of a game won, in as many rows as they need
        keys = [(app.voice.text(catalogue.entry(g).name), game_colour(g)) for g in games] + [(app.tr("stats_won"), None)]
        widths = [px(24) + f.size(name)[0] for name, _ in keys]
        rows, x = 1, 0
        for w in widths:
            if x and x + w > rest.w:
                rows, x = rows + 1, 0
            x += w + px(14)
        legend, rest = lay.cut_bottom(rest, lay.line_box(f, rows), px(6))
        x, y = legend.x, legend.y
        for (name, colour), w in zip(keys, widths):
            if x > legend.x and x + w > legend.right:
                x, y = legend.x, y + f.get_linesize()
            cell = pygame.Rect(x, y, min(w, legend.right - x), f.get_height())
            mark, words = lay.cut_left(cell, px(20), px(4))
            if colour is None:
                pygame.draw.circle(surf, th.INK_DIM, mark.center, px(5))
            else:
                pygame.draw.line(surf, colour, mark.midleft, mark.midright, max(2, px(3)))
            th.text_in(surf, t, name, words, th.INK_DIM, 13, align="left", shorten_to_fit=True)
            x += w + px(14)
        counts, rest = lay.cut_bottom(rest, lay.line_box(f), px(2))
        plot = pygame.Rect(rest.x + px(30), rest.y + px(4), rest.w - px(40), rest.h - px(8))
        n = len(mine)
        # the games are counted along the bottom: the first and the last
        th.text(surf, f, "1", th.INK_DIM, (plot.x, counts.y), "midtop", box=counts)
        th.text(surf, f, str(n), th.INK_DIM, (plot.right, counts.y), "topright", box=counts)
        scores = [self._score(g) for g in mine]
        top = max([1, *scores])
        pygame.draw.line(surf, th.INK_DIM, plot.bottomleft, plot.bottomright)
        pygame.draw.line(surf, th.INK_DIM, plot.bottomleft, plot.topleft)
        th.text(surf, t.font(13), str(top), th.INK_DIM, (plot.x - px(6), plot.y), "topright", box=area)
        th.text(surf, t.font(13), "0", th.INK_DIM, (plot.x - px(6), plot.bottom), "bottomright", box=area)

        def point(i: int) -> tuple[int, int]:
            return (int(plot.x + plot.w * (i + 0.5) / n), int(plot.bottom - plot.h * scores[i] / top))

        for g in games:
            pts = [point(i) for i, rec in enumerate(mine) if rec.game == g]
            if len(pts) > 1:
                pygame.draw.lines(surf, game_colour(g), False, pts, max(2, px(2)))
            for i, rec in enumerate(mine):
                if rec.game == g:
                    won = any(s.winner and s.bot is None and s.name == self.person for s in rec.seats)
                    pygame.draw.circle(surf, game_colour(g), point(i), px(5) if won else px(3))

    def _score(self, rec: GameRecord) -> int:
        return next(s.score for s in rec.seats if s.bot is None and s.name == self.person)

    def _draw_history(self, surf: pygame.Surface, area: pygame.Rect) -> None:
        """Every game of the person, the most recent first: a click opens its replay."""
        app, t, m = self.app, self.app.theme, self.app.mouse
        px = t.px
        th.panel(surf, area, th.PANEL, px(8))
        head, rest = lay.cut_top(area.inflate(-px(24), -px(16)), lay.line_box(t.font(16, True)), px(6))
        th.text_in(surf, t, app.tr("stats_history"), head, th.INK, 16, True, align="left", shorten_to_fit=True)
        f = t.font(14)
        rowh = lay.line_box(f, 2) + px(10)
        rows = self.mine()[self.scroll:]
        hint = lay.line_box(t.font(13))
        y, drawn = rest.y, 0
        for rec in rows:
            # a row with more after it leaves room for the line saying so (the wheel scrolls to them)
            if y + rowh > rest.bottom - (hint if drawn < len(rows) - 1 else 0):
                break
            drawn += 1
            r = pygame.Rect(rest.x, y, rest.w, rowh - px(4))
            hover = r.collidepoint(m)
            pygame.draw.rect(surf, th.PANEL_LIGHT if hover else (36, 41, 51), r, border_radius=px(5))
            th.covers(surf, r)
            won = any(s.winner and s.bot is None and s.name == self.person for s in rec.seats)
            top, below = lay.cut_top(r.inflate(-px(12), -px(6)), lay.line_box(f))
            game = app.voice.text(catalogue.entry(rec.game).name)
            th.text_in(surf, t, f"{when(rec, app.voice)} · {game}", top, th.INK, 14, True,
                       align="left", shorten_to_fit=True)
            verdict = app.tr("stats_won") if won else app.tr("stats_lost")
            th.text_in(surf, t, verdict, top, th.OK if won else th.INK_DIM, 14, True, align="right")
            seats = ", ".join(f"{s.name} {s.score}" + ("" if s.bot is None else f" ({app.tr(s.bot)})") for s in rec.seats)
            th.text_in(surf, t, seats, below, th.INK_DIM, 14, align="left", shorten_to_fit=True)
            self.hot.add(r, lambda rec=rec: self.replay(rec))
            self.hot.tip(r, lambda rec=rec, seats=seats: (app.tr("replay"), seats))
            self.hot.named[f"history:{rec.key}"] = r  # the key: ids restart in a shelf's record
            y += rowh
        if drawn < len(rows):
            th.text_in(surf, t, app.tr("stats_more", len(rows) - drawn), pygame.Rect(rest.x, rest.bottom - hint, rest.w, hint),
                       th.INK_DIM, 13, align="left", shorten_to_fit=True)

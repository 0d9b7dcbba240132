"""The main menu: pick a game, the players (name, colour, person or bot level), the options; Start.

The setup is remembered between runs (Settings): the next start offers the same table.

Also Continue (the unfinished games), Load, Rules, Settings and Quit. A game put aside with
Menu is never replaced without asking: Start, Learn to play, Load and Enter ask first (it then
waits under Continue). When games cannot be saved where the player expects, a banner says so.
"""
from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Callable

import pygame

from caylus_desktop.engine import new_game
from caylus_desktop.engine.rules import RulesError
from caylus_desktop.engine.state import MAX_NAME_LENGTH
from caylus_desktop.ui import botplayer, catalogue
from caylus_desktop.ui import layout as lay
from caylus_desktop.ui import theme as th
from caylus_desktop.ui.app import App, Scene
from caylus_desktop.ui.scenes.saves import ConfirmScene, ContinueScene, LoadScene, describe, load_or_say, summary_of
from caylus_desktop.ui.widgets.button import button

DEFAULT_NAMES = ("Anna", "Bruno", "Chloé", "David", "Emma")


@dataclass
class SeatSetup:
    name: str
    colour: str
    kind: str  # "person" or a bot level


def _option_ok(o, value) -> bool:
    """Whether a remembered value is one the option takes today."""
    if o.type == "bool":
        return isinstance(value, bool)
    if o.type == "choice":
        return value in (o.choices or ())
    return (type(value) is int and (o.min is None or value >= o.min) and (o.max is None or value <= o.max))


def seat_kinds() -> list[tuple[str, bool]]:
    """What a seat can be: a person, or any bot level (those not written yet are shown disabled)."""
    return [("person", True)] + botplayer.levels()


class MenuScene(Scene):
    def __init__(self, app: App) -> None:
        super().__init__(app)
        self.game = catalogue.playable()[0]
        self.seats = [SeatSetup(DEFAULT_NAMES[i], th.SEAT_COLOURS[i][0], "person" if i == 0 else "medium")
                      for i in range(5)]
        self.count = 2
        self.options: dict[str, object] = {}
        self.editing: int | None = None  # the seat whose name is being typed
        self._restore()

    # --- state ------------------------------------------------------------
    def _restore(self) -> None:
        """The setup of last time (Settings): seats, the game, the player count, its options.
        What no longer fits (a bot level or colour gone, a game removed) keeps its default."""
        st = self.app.settings
        kinds = {k for k, ok in seat_kinds() if ok}
        colours = {name for name, _ in th.SEAT_COLOURS}
        for seat, saved in zip(self.seats, st.seats):
            seat.name = saved["name"]
            if saved["kind"] in kinds:
                seat.kind = saved["kind"]
            if saved["colour"] in colours:
                seat.colour = saved["colour"]
        if st.players:
            self.count = st.players
        self._select(st.game if st.game in catalogue.playable() else self.game)

    def _remember(self) -> None:
        """Keep the setup in Settings whenever it changes, for the next start."""
        st = self.app.settings
        seats = [{"name": s.name, "colour": s.colour, "kind": s.kind} for s in self.seats]
        options = dict(st.options, **{self.game: dict(self.options)}) if self.options else st.options
        now = (self.game, self.count, seats, options)
        if now != (st.game, st.players, st.seats, st.options):
            st.game, st.players, st.seats, st.options = self.game, self.count, seats, options
            self.app.save_settings()

    def handle(self, event: pygame.event.Event) -> None:
        super().handle(event)
        self._remember()

    def _select(self, game: str) -> None:
        if game not in catalogue.playable():
            return
        self.game = game
        lo, hi = catalogue.entry(game).players
        self.count = min(max(self.count, lo), hi)
        saved = self.app.settings.options.get(game, {})
        self.options = {o.id: saved[o.id] if _option_ok(o, saved.get(o.id)) else o.default
                        for o in self._option_defs()}

    def _option_defs(self) -> tuple:
        if self.game not in catalogue.playable():
            return ()
        from caylus_desktop.engine.rules import overview_for

        try:
            return overview_for(self.game).options  # the file's options, validated in full at Start
        except RulesError:  # a broken rules file: Start says where
            return ()

    def _cycle_colour(self, i: int) -> None:
        used = {s.colour for j, s in enumerate(self.seats[:self.count]) if j != i}
        names = [n for n, _ in th.SEAT_COLOURS]
        k = names.index(self.seats[i].colour)
        for step in range(1, len(names) + 1):
            cand = names[(k + step) % len(names)]
            if cand not in used:
                self.seats[i].colour = cand
                return

    def _cycle_kind(self, i: int) -> None:
        kinds = [k for k, ok in seat_kinds() if ok]
        k = kinds.index(self.seats[i].kind) if self.seats[i].kind in kinds else -1
        self.seats[i].kind = kinds[(k + 1) % len(kinds)]

    def _set_count(self, n: int) -> None:
        lo, hi = catalogue.entry(self.game).players
        self.count = min(max(n, lo), hi)

    def start(self, seed: int | None = None) -> None:
        from caylus_desktop.ui.scenes.game import GameScene

        seats = self.seats[:self.count]
        specs = [{"name": s.name.strip() or self.app.tr("seat_n", i + 1), "bot": None if s.kind == "person" else s.kind}
                 for i, s in enumerate(seats)]
        seed = random.randrange(1 << 31) if seed is None else seed
        match = self._new_game(specs, seed, dict(self.options))
        if match is None:
            return
        styles = [th.colour_rgb(s.colour) for s in seats]
        self.open(lambda: GameScene(self.app, match, styles))

    def learn(self, seed: int | None = None) -> None:
        """Learn to play: the selected game's introductory rules against a bot, with the guide on."""
        from caylus_desktop.ui.scenes.game import GameScene
        from caylus_desktop.ui.teaching import learner_options, learner_seats

        if self.game not in catalogue.playable():
            return
        seed = random.randrange(1 << 31) if seed is None else seed
        match = self._new_game(learner_seats(self.game, self.app.tr("learner"), self.app.voice), seed,
                              learner_options(self.game))
        if match is not None:
            self.open(lambda: GameScene(self.app, match, guide=True, lesson=True))

    def _new_game(self, seats, seed: int, options: dict):
        """A new match of the selected game, or None after saying where its rules file is broken."""
        try:
            return new_game(self.game, seats, seed, options)
        except RulesError as exc:  # a rules file edited since it shipped: which line, in one toast
            self.app.toast(self.app.tr("rules_broken", exc.issues[0].say(self.app.voice)), th.DANGER, 10)
            return None

    def load_file(self, path, slot: str | None = None) -> bool:
        """Open a save; ``slot`` names the unfinished game it is the autosave of (None: a new game from it)."""
        from caylus_desktop.ui.scenes.game import GameScene

        live = getattr(self.app, "live_game", None)
        if live is not None and slot is not None and live.slot == slot:  # that game is open: back to it
            self._show(lambda: live)
            return True
        match = load_or_say(self.app, path)
        if match is None:
            return False
        self.open(lambda: GameScene(self.app, match, slot=slot))
        return True

    def open(self, make: Callable[[], Scene]) -> None:
        """Show a game over the menu; a game put aside is replaced only once the player agrees."""

        live = getattr(self.app, "live_game", None)
        if live is None or live in self.app.scenes:
            self._show(make)
            return
        head, rest = describe(self.app, summary_of(live.match))
        self.app.push(ConfirmScene(self.app, self.app.tr("aside_title"), [f"{head}  ·  {rest}", self.app.tr("aside_body")],
                                   self.app.tr("continue_anyway"), lambda: self._show(make)))

    def _show(self, make: Callable[[], Scene]) -> None:
        while self.app.top is not None and self.app.top is not self:  # the game replaces anything above the menu
            self.app.pop()
        self.app.push(make())

    def resume(self) -> None:
        from caylus_desktop.ui.scenes.game import GameScene

        live = getattr(self.app, "live_game", None)
        if isinstance(live, GameScene):
            self.app.push(live)

    # --- input ------------------------------------------------------------
    def key(self, event: pygame.event.Event) -> None:
        if self.editing is not None:
            seat = self.seats[self.editing]
            if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_ESCAPE, pygame.K_TAB):
                self.editing = None
            elif event.key == pygame.K_BACKSPACE:
                seat.name = seat.name[:-1]
            elif event.unicode and event.unicode.isprintable() and len(seat.name + event.unicode) <= MAX_NAME_LENGTH:
                seat.name += event.unicode  # what new_game accepts (name_problem); blank becomes "Player N" at Start
            return
        if event.key == pygame.K_RETURN:
            self.start()

    def click_nothing(self, pos) -> None:
        self.editing = None

    # --- drawing ----------------------------------------------------------
    def draw(self, surf: pygame.Surface) -> None:
        app, t, hot, m = self.app, self.app.theme, self.hot, self.app.mouse
        surf.fill(th.BG)
        px = t.px
        k = 1 / max(1.0, t.text_scale)  # the header band keeps its height: its two big lines do not grow
        # the app's name in the player's language, and what it is, both within the games' column
        head_w = px(380)
        title, tagline = app.tr("title"), app.tr("tagline")
        name = th.text(surf, th.fit_text(t.font, title, head_w, 36 * k, True), title, th.ACCENT, (px(30), px(18)))
        th.text(surf, th.fit_text(t.font, tagline, head_w, 17 * k), tagline, th.INK_DIM, (px(32), name.bottom + px(2)))
        warning = app.storage_warning()
        banner = pygame.Rect(px(420), px(8), surf.get_width() - px(440), px(86))
        if warning:
            self._draw_problem(surf, warning, banner)
        elif app.record_warning():
            self._draw_problem(surf, app.record_warning(), banner, app.tr("record_dismiss"), app.record.dismiss)
        else:
            th.text(surf, t.font(14), app.tr("fullscreen"), th.INK_DIM, (surf.get_width() - px(20), px(30)), "topright")
        self._draw_games(surf, pygame.Rect(px(30), px(100), px(370), px(680)))
        self._draw_setup(surf, pygame.Rect(px(420), px(100), px(500), px(680)))
        # the main column
        x, y, w, h = px(950), px(100), px(300), px(56)
        live = getattr(app, "live_game", None)
        if live is not None and live not in app.scenes:
            button(surf, t, hot, m, (x, y, w, h), app.tr("resume"), self.resume, size=20, colour=(60, 90, 70))
            y += h + px(14)
        game_name = app.voice.text(catalogue.entry(self.game).name)
        button(surf, t, hot, m, (x, y, w, h), app.tr("learn"), self.learn, size=20, colour=(70, 58, 100),
               enabled=self.game in catalogue.playable(), tip=(app.tr("learn"), app.tr("learn_tip", game_name)))
        y += h + px(14)
        from caylus_desktop.ui.scenes.other import RulesScene, SettingsScene

        unfinished = len(app.storage.autosaves())
        r = button(surf, t, hot, m, (x, y, w, h), app.tr("continue"), lambda: app.push(ContinueScene(app)),
                   enabled=unfinished > 0, size=20)
        if unfinished:  # how many games wait there
            pygame.draw.circle(surf, th.ACCENT, (r.right - px(26), r.centery), px(14))
            th.text(surf, t.font(16, True), str(unfinished), th.BG, (r.right - px(26), r.centery), "center")
        y += h + px(14)

        from caylus_desktop.ui.scenes.stats import StatsScene

        for key, fn in (("load", lambda: app.push(LoadScene(app))), ("stats", lambda: app.push(StatsScene(app))),
                        ("rules", lambda: app.push(RulesScene(app, self.game))),
                        ("settings", lambda: app.push(SettingsScene(app)))):
            button(surf, t, hot, m, (x, y, w, h), app.tr(key), fn, size=20)
            y += h + px(14)
        button(surf, t, hot, m, (x, y, w, h), app.tr("quit"), self.quit, size=20, colour=(90, 50, 50))
        self._about_button(surf, pygame.Rect(x, y + h + px(14), w, px(40)))

    def quit(self) -> None:
        self.app.running = False

    def _about_button(self, surf: pygame.Surface, rect: pygame.Rect) -> None:
        """Credits and licences (the icons' authors, the font, the sounds), under Quit."""
        from caylus_desktop.ui.scenes.about import AboutScene

        app = self.app
        button(surf, app.theme, self.hot, app.mouse, rect, app.tr("about"), lambda: app.push(AboutScene(app)), size=16)

    def _draw_problem(self, surf: pygame.Surface, words: str, box: pygame.Rect, label: str | None = None,
                      act: Callable[[], None] | None = None) -> None:
        """A problem with files: by default where games cannot be saved and where they go instead, with a
        way to choose another folder; else the ``label`` button does ``act`` (the record's "OK")."""
        from caylus_desktop.ui.scenes.other import SettingsScene

        app, t = self.app, self.app.theme
        px = t.px
        th.panel(surf, box, (70, 40, 36), px(8), th.DANGER)
        bw = px(180)
        f = t.font(15)
        lines = th.wrap_long(f, words, box.w - bw - px(36))
        if len(lines) > 4:
            lines = lines[:3] + [lines[3] + "…"]
        y = box.centery - len(lines) * f.get_linesize() // 2
        for line in lines:
            th.text(surf, f, line, th.INK, (box.x + px(12), y))
            y += f.get_linesize()
        button(surf, t, self.hot, app.mouse, (box.right - bw - px(12), box.centery - px(22), bw, px(44)),
               label or app.tr("choose_folder"), act or (lambda: app.push(SettingsScene(app, folder_field=True))),
               size=16, colour=(100, 60, 50))

    def _draw_games(self, surf: pygame.Surface, area: pygame.Rect) -> None:
        t, voice, m = self.app.theme, self.app.voice, self.app.mouse
        px = t.px
        entries = catalogue.all_entries()
        playable = catalogue.playable()
        gap = px(12)
        h = min(px(158), (area.h - gap * (len(entries) - 1)) // max(1, len(entries)))
        for i, e in enumerate(entries):
            r = pygame.Rect(area.x, area.y + i * (h + gap), area.w, h)
            self.hot.named[f"game:{e.id}"] = r
            ok = e.id in playable
            sel = e.id == self.game
            fill = (58, 64, 52) if sel else th.PANEL
            if ok and r.collidepoint(m) and not sel:
                fill = th.PANEL_LIGHT
            th.panel(surf, r, fill, px(8), th.ACCENT if sel else None)
            icon = pygame.Rect(r.x + px(10), r.y + px(10), px(110), h - px(20))
            catalogue.draw_icon(surf, e.id, icon, dim=not ok)
            words = pygame.Rect(icon.right + px(12), r.y + px(10), r.right - icon.right - px(20), r.h - px(18))
            status = self.app.tr("player_range", e.players[0], e.players[1])
            if not ok:
                status = self.app.tr("coming_soon")
            title, words = lay.cut_top(words, lay.line_box(t.font(19, True)), px(4))
            foot, words = lay.cut_bottom(words, lay.line_box(t.font(13, True)), px(4))
            th.text_in(surf, t, voice.text(e.name), title, th.INK if ok else th.INK_DIM, 19, True, align="left")
            th.text_in(surf, t, status, foot, th.ACCENT if ok else th.DANGER, 13, True, align="left")
            # the tagline in what is left, cut at any text size: the card's tooltip has it whole
            th.text_in(surf, t, voice.text(e.tagline), words, th.INK_DIM, 14, align="left", valign="top", shorten_to_fit=True)
            self.hot.tip(r, lambda e=e: (voice.text(e.name), voice.text(e.tagline)))
            if ok:
                self.hot.add(r, lambda g=e.id: self._select(g))

    def _draw_setup(self, surf: pygame.Surface, area: pygame.Rect) -> None:
        app, t, hot, m = self.app, self.app.theme, self.hot, self.app.mouse
        px = t.px
        th.panel(surf, area, th.PANEL, px(8))
        x, y = area.x + px(18), area.y + px(16)
        name = app.voice.text(catalogue.entry(self.game).name)
        th.text(surf, th.fit_text(t.font, name, area.w - px(36), 24, True), name, th.ACCENT, (x, y))
        y += px(40)
        th.text(surf, t.font(18, True), app.tr("players"), th.INK, (x, y + px(8)))
        lo, hi = catalogue.entry(self.game).players
        bx = x + px(120)
        button(surf, t, hot, m, (bx, y, px(36), px(34)), "-", lambda: self._set_count(self.count - 1), enabled=self.count > lo)
        th.text(surf, t.font(22, True), str(self.count), th.INK, (bx + px(58), y + px(17)), "center")
        button(surf, t, hot, m, (bx + px(80), y, px(36), px(34)), "+", lambda: self._set_count(self.count + 1), enabled=self.count < hi)
        y += px(48)
        kinds = dict(seat_kinds())
        for i in range(self.count):
            s = self.seats[i]
            row = pygame.Rect(x, y, area.w - px(36), px(44))
            field = pygame.Rect(row.x + px(44), row.y + px(4), px(200), px(36))
            th.draw_shape(surf, th.SEAT_SHAPES[i], th.colour_rgb(s.colour), (row.x + px(18), row.centery), px(13))
            hot.add(pygame.Rect(row.x, row.y, px(38), row.h), lambda i=i: self._cycle_colour(i))
            editing = self.editing == i
            pygame.draw.rect(surf, (18, 20, 26), field, border_radius=px(5))
            pygame.draw.rect(surf, th.ACCENT if editing else th.PANEL_LIGHT, field, max(1, px(2)), border_radius=px(5))
            shown = s.name + ("|" if editing else "")
            th.text(surf, t.font(18), shown, th.INK, (field.x + px(8), field.centery), "midleft")
            hot.add(field, lambda i=i: setattr(self, "editing", i))
            hot.named[f"name:{i}"] = field
            sw = pygame.Rect(field.right + px(10), row.y + px(4), px(36), px(36))
            pygame.draw.rect(surf, th.colour_rgb(s.colour), sw, border_radius=px(5))
            pygame.draw.rect(surf, th.INK if sw.collidepoint(m) else (20, 20, 20), sw, max(1, px(2)), border_radius=px(5))
            hot.add(sw, lambda i=i: self._cycle_colour(i))
            kind_label = app.tr("person") if s.kind == "person" else app.tr(s.kind)
            if not kinds.get(s.kind, False):
                kind_label += " " + app.tr("unavailable")
            button(surf, t, hot, m, (sw.right + px(10), row.y + px(4), row.right - sw.right - px(10), px(36)),
                   kind_label, lambda i=i: self._cycle_kind(i), size=16,
                   colour=(58, 72, 96) if s.kind == "person" else (84, 62, 92),
                   tip=self._kind_tip(s.kind))
            y += px(50)
        y += px(10)
        th.text(surf, t.font(18, True), app.tr("options"), th.INK, (x, y))
        y += px(30)
        defs = self._option_defs()
        if not defs:
            th.text(surf, t.font(15), app.tr("no_options"), th.INK_DIM, (x, y))
        for o in defs:
            value = self.options.get(o.id, o.default)
            label = app.voice.text(o.name)
            tip = (label, app.voice.text(o.help))
            th.text(surf, th.fit_text(t.font, label, px(220), 16), label, th.INK, (x, y + px(18)), "midleft")
            hot.tip(pygame.Rect(x, y, px(220), px(36)), lambda tip=tip: tip)
            ctl = pygame.Rect(x + px(230), y, area.right - px(18) - x - px(230), px(36))
            if o.type == "bool":
                button(surf, t, hot, m, ctl, app.tr("on") if value else app.tr("off"), lambda o=o: self._toggle(o.id), selected=bool(value), size=16, tip=tip)
            elif o.type == "choice":
                button(surf, t, hot, m, ctl, o.value_name(value, app.voice), lambda o=o: self._cycle_choice(o), size=15, tip=tip)
            else:
                half = px(40)
                button(surf, t, hot, m, (ctl.x, ctl.y, half, ctl.h), "-", lambda o=o: self._step_int(o, -1))
                th.text(surf, t.font(18, True), str(value), th.INK, (ctl.x + half + px(30), ctl.centery), "center")
                button(surf, t, hot, m, (ctl.x + half + px(60), ctl.y, half, ctl.h), "+", lambda o=o: self._step_int(o, 1))
            y += px(44)
        start = pygame.Rect(area.x + px(18), area.bottom - px(74), area.w - px(36), px(56))
        button(surf, t, hot, m, start, app.tr("start"), self.start, enabled=self.game in catalogue.playable(),
               size=24, colour=(50, 110, 70))

    def _kind_tip(self, kind: str) -> tuple[str, str]:
        """A seat's tooltip: for a bot, what its level plays like (measured); for a person, the levels."""
        if kind == "person" or kind not in dict(seat_kinds()):
            return self.app.tr("level"), self._kinds_text()
        return self.app.tr(kind), botplayer.describe_level(kind, self.game, self.count, self.app.voice)

    def _kinds_text(self) -> str:
        words = []
        for kind, ok in seat_kinds():
            words.append(self.app.tr(kind) + ("" if ok else " " + self.app.tr("unavailable")))
        return ", ".join(words)

    def _toggle(self, oid: str) -> None:
        self.options[oid] = not self.options.get(oid)

    def _cycle_choice(self, o) -> None:
        choices = list(o.choices or ())
        cur = self.options.get(o.id, o.default)
        self.options[o.id] = choices[(choices.index(cur) + 1) % len(choices)] if cur in choices else o.default

    def _step_int(self, o, d: int) -> None:
        v = int(self.options.get(o.id, o.default)) + d
        if o.min is not None:
            v = max(o.min, v)
        if o.max is not None:
            v = min(o.max, v)
        self.options[o.id] = v

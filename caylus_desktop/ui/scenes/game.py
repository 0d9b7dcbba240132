"""The game scene: the table, the seats, the prompt, the choices and the log.

Every legal action is reachable with the mouse: the table renderer registers a
rectangle per target name; an action whose target has a rectangle is clicked
there (a popup picks among several actions sharing one place), and the others
are buttons in the choice panel; Tab / Shift+Tab walk the same places and buttons, Enter
acts. Bots think in a worker thread. Between two people at one screen, a decision that
needs the next person's hand brings the handoff screen; any other takes the screen at once
with that hand hidden until its person asks (GameScene.veiled).

After a move the pieces it shifted travel to their new places (ui/motion.py); a
click or a key lands them at once and then acts. When a person's decision comes
back after other seats moved, a recap of their moves opens (ui/widgets/recap.py).
"""
from __future__ import annotations

import logging
import time
from typing import Any, Callable

import pygame

from caylus_desktop.bots.config import use
from caylus_desktop.bots.parallel import Workers
from caylus_desktop.engine import IllegalAction
from caylus_desktop.engine.actions import Action
from caylus_desktop.engine.view import Observation, SeatInfo
from caylus_desktop.ui import catalogue
from caylus_desktop.ui import layout as lay
from caylus_desktop.ui import textrecord
from caylus_desktop.ui import theme as th
from caylus_desktop.ui.app import App, Scene
from caylus_desktop.ui.botplayer import BotTurn, pace
from caylus_desktop.ui.i18n import Speech
from caylus_desktop.ui.logbook import stage_name
from caylus_desktop.ui.motion import Motion, in_log_order, plan
from caylus_desktop.ui.storage import AUTOSAVES, SaveFailed
from caylus_desktop.ui.tables import TableView, draw_counters, renderer_for
from caylus_desktop.ui.teaching import Guide, HintJob, decision_key, position_key
from caylus_desktop.ui.widgets.button import button
from caylus_desktop.ui.widgets.logview import LogView, log_source
from caylus_desktop.ui.widgets.recap import Turn, draw_recap, since_last_turn
from caylus_desktop.ui.widgets.zoom import Zoomer

Stop = tuple[pygame.Rect, Callable[[], None], list[Action]]  # a place or button Tab reaches: where, what Enter does, its actions

log = logging.getLogger(__name__)

SIDE_W = 330
TOP_H = 48


class GameScene(Scene):
    def __init__(self, app: App, match: Any, colours: list[tuple[int, int, int]] | None = None,
                 guide: bool | None = None, slot: str | None = None, lesson: bool = False) -> None:
        super().__init__(app)
        self.match = match
        # this game's own autosave (a continued game keeps its slot): unfinished games never overwrite each other
        self.slot = slot or app.storage.new_name(AUTOSAVES, match.game)
        self.save_failed = False
        n = len(match.seats)
        self.colours = list(colours or [th.SEAT_COLOURS[i % len(th.SEAT_COLOURS)][1] for i in range(n)])
        self.renderer = renderer_for(match.game)
        self.humans = [i for i, s in enumerate(match.seats) if s.bot is None]
        self.viewer: int | None = None
        self.bot: BotTurn | None = None
        # the processes the expert's search runs on, started with the game (ready_workers), ended with it
        self.workers = Workers(app.settings.search_cores())
        self.ready_workers()
        self.bot_delay = app.settings.bot_delay()
        self.flash: tuple[str, float] | None = None   # the last move's target, highlighted a moment
        self.popup: tuple[list[Action], pygame.Rect] | None = None
        self.popup_rect: pygame.Rect | None = None
        self.logview = LogView()
        self.view: TableView | None = None
        self.zoomer = Zoomer()  # a card shown large (right-click, or the pointer held on it)
        self.handoff_to: int | None = None
        # hotseat: the viewer's hand and secrets stay hidden until its person asks (button, or holding V)
        self.hand_shown = False
        self._hand_held = False
        self.finished = False
        self._table_cache: tuple | None = None
        self._seat_rows: dict[tuple, tuple[pygame.Surface, list]] = {}  # the side panel's seat rows, painted once per state
        # moves that travel: the pieces of the last clean picture, and those of the picture before a move
        self.motion = Motion()
        self._shown: tuple | None = None      # (viewer, table size, language, pieces)
        self._before: tuple | None = None
        self._shown_log = 0  # how long the log was at the last picture: the lines since say the order of its flights
        # since your last turn: every decision applied here, and the recap of the person at the screen
        self.turns: list[Turn] = []
        self.recap: list[tuple[int, list[str]]] = []
        self.recap_open = False
        self._recap_for: tuple[int, int, bool] | None = None  # (seat, moves, private) the recap was made for
        self._recap_rect: pygame.Rect | None = None
        # teaching: the guide's panels open by themselves when it is on; "?" opens one any time
        self.guide = Guide(match.game)
        self.guide_on = app.settings.guide if guide is None else guide
        # Learn to play: through the first round the guide proposes a move at each decision and says why
        self.lesson = lesson
        self._first_round: Any = None
        self._lesson_moves = 0  # the learner's decisions so far
        self.guide_box: pygame.Rect | None = None  # where the guide's panel is (None: closed)
        self.hint_box: pygame.Rect | None = None   # where the hint's words are (None: no hint)
        self._guide_place: tuple | None = None     # its place, kept while nothing it avoids moves
        self._hint_place: tuple | None = None      # the same for the hint's words
        self.hint_job: HintJob | None = None
        self.hint = None
        self.dock_rect: pygame.Rect | None = None  # the side panel's log: where a panel goes when the table has no room
        # keyboard play: the places and buttons of the decision, in table order, as drawn last (Tab walks them)
        self.stops: list[Stop] = []
        self.focus: tuple | None = None  # (decision key, the focused stop's rectangle)
        self._focus_popup = False
        before = getattr(app, "live_game", None)
        if before is not None:  # a new game or a loaded one replaces the open one: its bots stop
            before.close()
        app.live_game = self
        self.autosave()

    # --- who is at the screen -----------------------------------------------
    def seat_colour(self, seat: int) -> tuple[int, int, int]:
        return self.colours[seat % len(self.colours)]

    @staticmethod
    def seat_shape(seat: int) -> str:
        return th.SEAT_SHAPES[seat % len(th.SEAT_SHAPES)]

    def veiled(self) -> bool:
        """True while the person at the screen keeps their hand hidden: more than one person
        shares the screen, the game hides something, and they have not asked to see it."""
        return (len(self.humans) >= 2 and self.match.spec.hidden_information and not self.hand_shown
                and not self._hand_held)

    def private(self, action: Action) -> bool:
        """Whether an option shows what only its seat knows (a card of its hand, a piece it alone knows)."""
        d = self.match.decision
        return bool(action.target and action.target.startswith("hand:")) or (
            d is not None and d.kind in self.match.spec.private_kinds)

    def offered(self) -> list[Action]:
        """The options the screen shows the person to move now: all, or only the public ones while veiled."""
        d = self.match.decision
        if d is None or not self.my_turn():
            return []
        return [a for a in d.options if not (self.veiled() and self.private(a))]

    def needs_handoff(self, seat: int) -> bool:
        """A handoff screen only when the next screen would show what another person must not see:
        the game hides something and every option of this decision is private (so the table would
        be of no use without the hand). Otherwise the seat takes the screen with its hand hidden."""
        d = self.match.decision
        return (len(self.humans) >= 2 and self.match.spec.hidden_information and d is not None
                and all(self.private(a) for a in d.options))

    def show_hand(self, shown: bool | None = None) -> None:
        """The person at the screen shows (or hides again) their hand."""
        self.hand_shown = (not self.hand_shown) if shown is None else shown
        self.drop_hint()  # a hint still thinking would show once the hand is hidden again (it may name a card)
        self.app.dirty = True

    def take_screen(self, seat: int, shown: bool) -> None:
        """``seat``'s person is at the screen now: what the last one was shown is hidden again."""
        if seat != self.viewer:
            self.hand_shown = shown
            self._hand_held = False
            self.popup = None
        self.viewer = seat
        self.handoff_to = None

    def my_turn(self) -> bool:
        d = self.match.decision
        return (d is not None and d.seat == self.viewer and self.match.seats[d.seat].bot is None
                and self.handoff_to is None)

    # --- moving -----------------------------------------------------------
    def update(self, dt: float) -> bool:
        now = time.monotonic()
        changed = self.view is not None and self.zoomer.tick(dt, self.app.mouse, self.view.zooms)
        if self.motion.flights:  # pieces on their way: a new frame each time, then one once they have landed
            if not self.motion.busy(now):
                self.motion.finish()
            changed = True
        if self.flash and now > self.flash[1]:
            self.flash = None
            changed = True
        if self.hint_job is not None and self.hint_job.done.is_set():
            job, self.hint_job = self.hint_job, None
            if job.position != position_key(self.match) or self.veiled():
                pass  # asked about a position since left (a move, an undo), or the hand it may name is hidden
            elif job.error or job.hint is None:
                self.app.toast(self.app.tr("error", job.error or "no hint"), th.DANGER, 6)
            else:
                self.hint = job.hint
                if self.lesson_now():  # the lesson's proposal goes in the guide's panel, with its reason
                    self.guide.suggest(self.match.decision, decision_key(self.match), job.hint.action, job.hint.reason,
                                       self.app.voice)
            changed = True
        d = self.match.decision
        if d is None:
            if not self.finished:
                self.finished = True
                self.close()
                self.app.live_game = None
                self.app.storage.remove(self.app.storage.autosave_path(self.slot))  # no longer unfinished
                self.record_result()
                from caylus_desktop.ui.scenes.results import ResultsScene

                self.app.replace(ResultsScene(self.app, self.match, self.colours))
            return True
        seat = d.seat
        if self.match.seats[seat].bot is None:
            self.bot = None
            if self.viewer != seat:
                if self.needs_handoff(seat):
                    self.popup = None
                    self.handoff_to = seat
                    from caylus_desktop.ui.scenes.handoff import HandoffScene

                    self.app.push(HandoffScene(self.app, self, seat))
                else:
                    self.take_screen(seat, False)
                return True
            private = not self.veiled()
            if self._recap_for != (seat, self.match.moves, private) and self.handoff_to is None:
                fresh = self._recap_for is None or self._recap_for[:2] != (seat, self.match.moves)
                self._recap_for = (seat, self.match.moves, private)
                # a hidden hand: only the lines everyone may read (not "You draw the Quarry")
                self.recap = since_last_turn(self.match, self.turns, seat, self.app.voice, private)
                if fresh:
                    self.recap_open = bool(self.recap)
                changed = True
            return changed
        # a bot's turn: the window keeps drawing while it thinks in its thread
        if self.viewer is None or not self.humans:
            self.viewer = self.humans[0] if self.humans else seat
        if not self.humans:
            self.viewer = seat
        moves = self.match.moves
        if self.bot is None or self.bot.moves != moves or self.bot.seat != seat:
            if self.bot is not None:
                self.bot.halt()  # stale (undo, load): its thread finishes early, its workers end
                self.ready_workers()
            level = self.match.seats[seat].bot
            self.bot = BotTurn(self.match, seat, level, (self.match.seed * 1_000_003 + moves) & 0x7FFFFFFF, now,
                               self.workers)
        elif (not self.motion.busy(now)  # the next move waits until this one's pieces have landed
              and self.bot.ready(now, pace(self.match.seats[seat].bot, self.bot_delay, self.match.spec.hidden_information))):
            bot, self.bot = self.bot, None
            if bot.error or bot.action is None:
                self.app.toast(self.app.tr("error", bot.error or "no move"), th.DANGER, 6)
                bot_action = None
            else:
                bot_action = bot.action
            if bot_action is None:  # fall back on the first legal move rather than stall the game
                bot_action = d.options[0]
            self.apply(bot_action)
        return True

    def apply(self, action: Action) -> bool:
        was = self.app.sounds.watch(self.match)
        seat = self.match.decision.seat if self.match.decision is not None else None
        start = len(self.match.log_entries())
        try:
            self.match.apply(action)
        except IllegalAction:
            self.app.toast(self.app.tr("not_legal"), th.DANGER)
            return False
        self.turns.append(Turn(seat, start, len(self.match.log_entries())))
        self.app.sounds.after(self.match, action, was)
        # the next picture is compared with the last one: what moved travels there
        self.motion.finish()
        self._before = self._shown
        if seat == self.viewer:
            self.recap_open = False
            if self.match.seats[seat].bot is None:
                self._lesson_moves += 1
            if self.match.decision is None or self.match.decision.seat != seat:
                # the decision leaves this person (to a bot, say): their hand hides before the next person
                # comes to the screen, not once that person's own turn begins
                self.hand_shown = self._hand_held = False
        self.popup = None
        # a hand target ("hand:moat") names a card of the acting seat's own hand: outlined for another seat,
        # it would land on that seat's card of the same kind and tell which card was played
        if action.target and (seat == self.viewer or not action.target.startswith("hand:")):
            self.flash = (action.target, time.monotonic() + max(0.8, self.bot_delay))
        self.autosave()
        self.app.dirty = True
        return True

    def click_action(self, action: Action) -> None:
        """A person's click on an action: applied only if it is still legal for the seat at the screen."""
        if not self.my_turn():
            self.app.toast(self.why_not(action.target) or self.app.tr("nothing_there"), th.DANGER)
            return
        if self.match.decision.find(action.key) is None or action not in self.offered():
            self.app.toast(self.app.tr("not_legal"), th.DANGER)
            return
        self.apply(action)

    def why_not(self, target: str | None) -> str:
        """Why the person at the screen cannot act on ``target`` now, from the engine."""
        if target is None:
            return self.app.tr("nothing_there")
        d = self.match.decision
        if d is not None and d.seat != self.viewer:  # who decides, never what they are asked
            return self.app.tr("not_your_turn", self.match.seats[d.seat].name)
        reason = self.match.why_not(target, self.viewer, self.voice())
        return reason or self.app.tr("nothing_there")

    def you(self) -> int | None:
        """The seat the window addresses as "you": the person at the screen (never a bot's seat)."""
        if self.viewer is None:
            return None
        return self.viewer if self.match.seats[self.viewer].bot is None else None

    def voice(self) -> Speech:
        """The window's voice, addressing the person at the screen."""
        return self.app.voice.to(self.you())

    def label(self, action: Action) -> str:
        """What the button of ``action`` says, in the window's language."""
        return self.match.label(action, self.voice())

    # --- teaching ---------------------------------------------------------
    def ask_hint(self) -> None:
        """The hint's move for the person at the screen (levels.yaml ``uses: hint``), computed off the
        UI thread."""
        if not self.my_turn():
            self.app.toast(self.app.tr("hint_not_now"), th.INK_DIM, 2)
            return
        if self.veiled():  # the hint may name a card of the hand
            self.app.toast(self.app.tr("hint_show_hand"), th.INK_DIM, 3)
            return
        here = position_key(self.match)
        if (self.hint is not None and self.hint.position == here) or (
                self.hint_job is not None and self.hint_job.position == here):
            return
        self.drop_hint()
        self.hint_job = HintJob(self.match, self.viewer, (self.match.seed * 7919 + self.match.moves) & 0x7FFFFFFF,
                                self.app.voice)

    def drop_hint(self) -> None:
        """The position moved away from the hint (undo, a new game): its search stops, its words go."""
        if self.hint_job is not None:
            self.hint_job.halt()
            self.hint_job = None
        self.hint = None

    def lesson_now(self) -> bool:
        """Whether the guide proposes this decision's move: Learn to play, the learner's own decision,
        in the first round (and at least the learner's first three decisions, where a round is a turn)."""
        if not (self.lesson and self.guide_on and self.my_turn()):
            return False
        obs_round = self.view.obs.round if self.view is not None else None
        if not self._first_round:  # round 0 is the setting up (a mulligan): the first round is still to come
            self._first_round = obs_round
        return obs_round == self._first_round or self._lesson_moves < 3

    def open_guide(self) -> None:
        d = self.match.decision
        phase = self.view.obs.phase if self.view else None
        self.guide.reopen(phase, d, self.my_turn(), self.app.voice, decision_key(self.match))

    def open_rules(self) -> None:
        from caylus_desktop.ui.scenes.other import RulesScene

        self.app.push(RulesScene(self.app, self.match.game))

    def autosave(self) -> None:
        storage = self.app.storage
        try:
            storage.write(storage.autosave_path(self.slot), self.match.to_json())
        except SaveFailed as exc:
            if not self.save_failed:  # said once, not after every move (the menu keeps saying it)
                self.app.toast(self.app.cannot_save(exc.problem), th.DANGER, 8)
            self.save_failed = True
            return
        self.save_failed = False

    def record_result(self) -> None:
        """The finished game joins the player's record (Statistics); if it cannot, the player is told."""
        record = self.app.record
        record.add(self.match)
        if record.problem is not None:
            self.app.toast(self.app.tr("record_failed", record.problem), th.DANGER, 8)

    def undo(self) -> None:
        seat = self.viewer
        if seat is None or self.match.seats[seat].bot is not None or not self.match.can_undo(seat):
            self.app.toast(self.app.tr("cannot_undo", self.app.tr("undo_reason")), th.DANGER)
            return
        self.match.undo(seat)
        self.drop_hint()
        if self.bot is not None:
            self.bot.halt()  # a bot thinking about the position undone: it stops, its workers end
            self.ready_workers()
        self.bot = None
        self.popup = None
        self.motion.finish()
        self._before = None
        self.turns = [turn for turn in self.turns if turn.end <= len(self.match.log_entries())]
        self.autosave()

    def ready_workers(self) -> None:
        """Start the expert's search processes now (at the game's start, after a stopped search), not
        in a decision's think time: a start that made one decision slower than the others would
        tell that the bot had a choice to weigh there (see ui/botplayer.py THINK_FLOOR)."""
        if any(s.bot == "expert" for s in self.match.seats) and self.match.decision is not None:
            self.workers.start(self.match.game)

    def close(self) -> None:
        """The game is over or put away for good (another replaces it, the window closes): stop the
        thinking bot and end the search processes before returning."""
        self.drop_hint()
        if self.bot is not None:
            self.bot.halt()
            self.bot = None
        self.workers.close()

    def save_as(self) -> None:
        path = self.app.storage.new_save_path(self.match.game)
        try:
            self.app.storage.write(path, self.match.to_json())
        except SaveFailed as exc:
            self.app.toast(self.app.cannot_save(exc.problem), th.DANGER, 8)
            return
        self.app.toast(self.app.tr("saved", path), th.OK)

    def to_menu(self) -> None:
        self.popup = None
        while self.app.top is not None and self.app.top is not self:
            self.app.pop()
        self.app.pop()  # the game stays alive in app.live_game: the menu offers it back
        if self.app.top is None:
            self.app.push(self.app.menu())

    def tooltip(self) -> tuple[str, str] | None:
        return None if self.zoomer.open is not None else super().tooltip()  # the large card says it all

    # --- input ------------------------------------------------------------
    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYUP and event.key == pygame.K_v and self._hand_held:
            self._hand_held = False  # the key let go: the hand hides again
            self.app.dirty = True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 3 and self.view is not None:
            if self.zoomer.right_click(self.view.zooms, event.pos):  # a card shown large, or put back
                self.app.dirty = True
                return
        if event.type in (pygame.MOUSEBUTTONDOWN, pygame.KEYDOWN) and self.zoomer.open is not None:
            self.app.dirty = True
            if self.zoomer.close():
                return  # a right-clicked card: the click or key puts it back, and does nothing else
        if self.motion.flights and event.type in (pygame.MOUSEBUTTONDOWN, pygame.KEYDOWN):
            # a click or a key lands every piece at once; the click then acts on the table as it is
            # (the places it can hit were drawn from the table as it is, the pieces held back)
            self.motion.finish()
            self.app.dirty = True
            if event.type == pygame.KEYDOWN and event.key in (pygame.K_SPACE, pygame.K_ESCAPE):
                return  # the keys that only skip
        if self.popup and event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            if not (self.popup_rect and self.popup_rect.collidepoint(event.pos)):
                self.popup = None  # a click beside the popup closes it
                self.app.dirty = True
                return
        super().handle(event)

    def key(self, event: pygame.event.Event) -> None:
        ctrl = event.mod & (pygame.KMOD_CTRL | pygame.KMOD_META)
        if event.key == pygame.K_z and ctrl:
            self.undo()
        elif event.key == pygame.K_s and ctrl:
            self.save_as()
        elif event.key == pygame.K_h and not ctrl:
            self.ask_hint()
        elif event.key == pygame.K_F1:
            self.open_rules()
        elif event.key == pygame.K_r and not ctrl:
            self.toggle_recap()
        elif event.key == pygame.K_v and not ctrl and self.my_turn():
            self._hand_held = True  # shown while the key is held
            self.app.dirty = True
        elif event.key == pygame.K_TAB:
            self.move_focus(-1 if event.mod & pygame.KMOD_SHIFT else 1)
        elif event.key in (pygame.K_RETURN, pygame.K_KP_ENTER) and self.focused() is not None:
            closed = self.popup is None
            self.focused()[1]()
            self._focus_popup = closed and self.popup is not None  # a popup opened by Enter: its first choice
            self.app.dirty = True
        elif event.key == pygame.K_ESCAPE:  # the topmost thing open closes first: a popup, the guide, the recap
            if self.popup:
                self.popup = None
            elif self.guide.panel is not None:
                self.guide.dismiss()
            elif self.recap_open:
                self.recap_open = False
            else:
                self.to_menu()
            self.app.dirty = True

    # --- keyboard play ------------------------------------------------------
    def focused(self) -> Stop | None:
        """The stop Tab reached, if it is still one of this decision's."""
        if self.focus is None or self.focus[0] != decision_key(self.match):
            return None
        return next((s for s in self.stops if tuple(s[0]) == self.focus[1]), None)

    def move_focus(self, step: int) -> None:
        """Tab / Shift+Tab: the next or previous place or button of the decision (a popup's own first)."""
        if not self.stops:
            return
        now = self.focused()
        i = self.stops.index(now) + step if now is not None else (0 if step > 0 else -1)
        self.focus = (decision_key(self.match), tuple(self.stops[i % len(self.stops)][0]))
        self.app.dirty = True

    def _draw_focus(self, surf: pygame.Surface) -> None:
        stop = self.focused()
        if stop is not None:  # in the highlight style of the place under the mouse, so it reads as "this one"
            th.highlight(surf, self.app.theme, stop[0], "hover")

    def toggle_recap(self) -> None:
        self.recap_open = not self.recap_open
        self.app.dirty = True

    def wheel(self, dy: int) -> None:
        if self.logview.rect.collidepoint(self.app.mouse):
            self.logview.wheel(dy)

    # --- drawing ----------------------------------------------------------
    def layout(self, surf: pygame.Surface) -> tuple[pygame.Rect, pygame.Rect, pygame.Rect]:
        t = self.app.theme
        W, H = surf.get_size()
        top = pygame.Rect(0, 0, W, t.px(TOP_H))
        side = pygame.Rect(W - t.px(SIDE_W), top.bottom, t.px(SIDE_W), H - top.bottom)
        table = pygame.Rect(0, top.bottom, side.x, H - top.bottom)
        return top, side, table

    def draw(self, surf: pygame.Surface) -> None:
        app = self.app
        surf.fill(th.BG)
        top, side, table = self.layout(surf)
        d = self.match.decision
        viewer = self.viewer if self.viewer is not None else (d.seat if d else 0)
        mine = self.my_turn()
        actions = self.offered()
        private = not self.veiled()
        dialog = mine and d.kind in self.renderer.dialog_kinds and private
        now = time.monotonic()
        view = self._table_picture(surf, table, viewer, d, actions, mine, dialog, now, private)
        self.view = view
        self._draw_side(surf, side, view, d, actions)
        inactive = self._draw_targets(surf, view, actions)
        # Tab's order: the table's places as one reads them (top to bottom, left to right), then the buttons
        self.stops = sorted(self._table_stops, key=lambda s: (s[0].y, s[0].x)) + self._side_stops
        if self.motion.flights and not dialog:
            clip = surf.get_clip()
            surf.set_clip(table)
            self.motion.draw(surf, now)
            surf.set_clip(clip)
        self._draw_top(surf, top, d)
        tips = []
        for rect, content in view.tips:
            target = inactive.pop(tuple(rect), None)
            if target is not None:  # a card's own tooltip, with why it cannot be used now
                content = (lambda c=content, tg=target: (c()[0], c()[1] + "\n" + self.why_not(tg)))
            tips.append((rect, content))
        # a place's bare "not now" first, so that a tooltip drawn inside it (a counter) wins
        for rect, target in inactive.items():
            self.hot.tip(pygame.Rect(rect), lambda tg=target: (self.app.tr("why_not"), self.why_not(tg)))
        for rect, content in tips:
            self.hot.tip(rect, content)
        from caylus_desktop.ui.widgets.guide import draw_hint, draw_panel

        self.guide.follow(decision_key(self.match))  # a panel about an earlier decision closes
        if self.guide_on and self.guide.notice(view.obs.phase, d, mine, app.voice, decision_key(self.match)):
            app.dirty = True
        if self.lesson_now() and self.hint is None and self.hint_job is None:
            self.ask_hint()  # the lesson's proposal, computed off the UI thread
            app.dirty = True
        draw_hint(self, surf, table, view)
        draw_panel(self, surf, table, view)
        if mine and self.veiled() and view.hand is not None:  # the hidden hand says how to show it, where it lies
            label = app.tr("show_hand")
            r = pygame.Rect(0, 0, app.theme.font(16, True).size(label)[0] + app.theme.px(40), app.theme.px(40))
            r.center = view.hand.center
            button(surf, app.theme, self.hot, app.mouse, r.clamp(view.hand), label, self.show_hand, size=16,
                   colour=(96, 74, 40), tip=(label, app.tr("show_hand_tip")))
        if self.popup:
            self._draw_popup(surf)
        self._draw_focus(surf)
        self.zoomer.draw(surf, app.theme, table)

    def _table_picture(self, surf: pygame.Surface, table: pygame.Rect, viewer: int, d, actions: list[Action],
                       mine: bool, dialog: bool, now: float, private: bool = True) -> TableView:
        """The table as it is, less the pieces still travelling there; a new position starts their trips."""
        app = self.app
        # The table only changes with the match, the seat at the screen, the language or the size:
        # hover frames reuse the last picture and redraw only highlights, panels and tooltips.
        # Under layout-check the picture keeps its words and hands them on when put on the window below
        # (a picture kept in play, without them, is drawn again once a recording starts).
        key = (self.match.position, viewer, app.lang, table.size, mine, d.kind if d else None, private,
               textrecord.active() is not None)
        if self._table_cache is None or self._table_cache[0] != key:
            obs = self.match.observation(viewer, private)
            with textrecord.capturing_if_recording(forward=False) as words:
                view = self._draw_table(surf, table, viewer, obs, d, actions, dialog, frozenset(), private)
            self._table_cache = (key, frozenset(), obs, textrecord.kept(surf, table, words),
                                 {k: list(v) for k, v in view.targets.items()}, list(view.tips), list(view.own), view.hand,
                                 list(view.zooms))
            shown = (viewer, table.size, app.lang, private, view.pieces)
            if self._shown is not None and self._shown[:4] != shown[:4]:
                self.motion.finish()  # another seat's eyes, size or language: what was flying has no place here
            before, self._before, self._shown = self._before, None, shown
            since, self._shown_log = self._shown_log, len(self.match.log_entries())
            if before is not None and before[:4] == shown[:4] and not dialog:  # the same seat's eyes, the same size
                lines = [line.message for line in self.match.log_lines_for(viewer if private else None, since)]
                self.motion.start(in_log_order(plan(before[4], view.pieces, view.bank), lines), now, app.settings.moves)
        hidden = self.motion.hidden(now) if not dialog else frozenset()
        _, drawn, obs, picture, targets, tips, own, hand, zooms = self._table_cache
        if hidden != drawn:  # pieces still on their way are held back (none: the table exactly as it is)
            with textrecord.capturing_if_recording() as words:
                view = self._draw_table(surf, table, viewer, obs, d, actions, dialog, hidden, private)
            self._table_cache = (key, hidden, obs, textrecord.kept(surf, table, words),
                                 {k: list(v) for k, v in view.targets.items()}, list(view.tips), list(view.own), view.hand,
                                 list(view.zooms))
            return view
        textrecord.blit(surf, picture, table.topleft)
        view = TableView(app.theme, self.voice(), self.match, viewer, obs, d, {a.target for a in actions if a.target},
                         app.mouse, self.seat_colour, self.seat_shape, private=private)
        view.targets = {k: list(v) for k, v in targets.items()}
        view.tips = list(tips)
        view.own = list(own)
        view.hand = hand
        view.zooms = list(zooms)
        return view

    def _draw_table(self, surf: pygame.Surface, table: pygame.Rect, viewer: int, obs: Observation, d,
                    actions: list[Action], dialog: bool, hidden: frozenset, private: bool = True) -> TableView:

        view = TableView(self.app.theme, self.voice(), self.match, viewer, obs, d,
                         {a.target for a in actions if a.target}, self.app.mouse, self.seat_colour, self.seat_shape,
                         hidden=hidden, private=private)
        self.renderer.draw(surf, table, view)
        if dialog:
            view.targets.clear()
            view.tips.clear()
            self.renderer.draw_dialog(surf, table, view)
        return view

    def _draw_targets(self, surf: pygame.Surface, view: TableView, actions: list[Action]) -> dict[tuple, str]:
        """Highlight and wire the clickable places; returns the others (rect -> target) for why-not tips."""
        t, m = self.app.theme, self.app.mouse
        groups: dict[str, list[Action]] = {}
        self._table_stops = []
        for a in actions:
            if a.target in view.targets and not self.renderer.in_panel(a):
                groups.setdefault(a.target, []).append(a)
        inactive: dict[tuple, str] = {}
        for target, rects in view.targets.items():  # places with nothing to do now: the engine says why
            if target not in groups:
                for r in rects:
                    inactive[tuple(r)] = target
                    self.hot.add(r, lambda tg=target: self.app.toast(self.why_not(tg), th.INK_DIM, 3))
        for target, group in groups.items():
            ask = all(self.renderer.asks_first(a) for a in group)  # no frame; a click asks to confirm
            r0 = view.targets[target][0]
            self._table_stops.append((r0, (lambda g=group, r=r0, ask=ask: self.click_action(g[0]) if len(g) == 1 and not ask
                                           else self._open_popup(g, r)), group))
            for r in view.targets[target]:
                hover = r.collidepoint(m)
                if hover:
                    th.shade(surf, r, 70, th.HOVER)
                if hover or not ask:
                    th.highlight(surf, t, r, "hover" if hover else "target")
                if len(group) == 1 and not ask:
                    self.hot.add(r, lambda a=group[0]: self.click_action(a))
                else:
                    self.hot.add(r, lambda g=group, r=r: self._open_popup(g, r))
        landed = self.renderer.landed(self.flash[0], view) if self.flash else None
        if landed in view.targets:
            for r in view.targets[landed]:
                th.highlight(surf, t, r, "last")
        return inactive

    def _open_popup(self, group: list[Action], rect: pygame.Rect) -> None:
        self.popup = (group, pygame.Rect(rect))

    def _draw_popup(self, surf: pygame.Surface) -> None:
        t, m = self.app.theme, self.app.mouse
        group, anchor = self.popup
        f = t.font(16)
        title = self.app.tr("sure" if all(self.renderer.asks_first(a) for a in group) else "placed")
        w = max([f.size(self.label(a))[0] for a in group] + [t.font(15, True).size(title)[0]]) + t.px(40)
        h = len(group) * t.px(40) + t.px(40)
        box = pygame.Rect(0, 0, w, h)
        box.midbottom = (anchor.centerx, anchor.y - t.px(6))
        if box.y < 0:
            box.midtop = (anchor.centerx, anchor.bottom + t.px(6))
        box.clamp_ip(surf.get_rect())
        self.popup_rect = box
        th.shade(surf, box.move(t.px(4), t.px(4)), 100)
        th.panel(surf, box, th.PANEL, t.px(8), th.ACCENT)
        th.text(surf, t.font(15, True), title, th.ACCENT, (box.x + t.px(12), box.y + t.px(8)))
        y = box.y + t.px(32)
        self.stops = []  # while a popup is open, Tab walks its buttons
        for a in group:
            r = button(surf, t, self.hot, m, (box.x + t.px(10), y, box.w - t.px(20), t.px(34)), self.label(a),
                       lambda a=a: self.click_action(a), size=16)
            self.stops.append((r, lambda a=a: self.click_action(a), [a]))
            y += t.px(40)
        if self._focus_popup:
            self._focus_popup = False
            self.focus = (decision_key(self.match), tuple(self.stops[0][0]))

    def _draw_top(self, surf: pygame.Surface, top: pygame.Rect, d) -> None:
        app, t, m = self.app, self.app.theme, self.app.mouse
        pygame.draw.rect(surf, th.PANEL, top)
        px = t.px
        y, h = top.y + px(7), top.h - px(14)
        button(surf, t, self.hot, m, (px(10), y, px(90), h), app.tr("menu"), self.to_menu, size=16)
        seat = self.viewer
        can = seat is not None and self.match.seats[seat].bot is None and self.match.can_undo(seat)
        button(surf, t, self.hot, m, (px(108), y, px(90), h), app.tr("undo"), self.undo if can else
               (lambda: app.toast(app.tr("cannot_undo", app.tr("undo_reason")), th.DANGER)),
               size=16, colour=th.PANEL_LIGHT if can else th.DISABLED,
               tip=None if can else (app.tr("undo"), app.tr("cannot_undo", app.tr("undo_reason"))))
        button(surf, t, self.hot, m, (px(206), y, px(90), h), app.tr("save"), self.save_as, size=16)
        right = top.right - px(10)
        for label, fn, tip in ((app.tr("hint"), self.ask_hint, app.tr("hint_tip", app.tr(use("hint").level))), ("?", self.open_guide, app.tr("guide_tip")),
                               (app.tr("rules_key"), self.open_rules, app.tr("rules_tip")),
                               (app.tr("recap"), self.toggle_recap, app.tr("recap_tip"))):
            w = px(44) if label == "?" else px(100)
            right -= w
            busy = label == app.tr("hint") and self.hint_job is not None
            button(surf, t, self.hot, m, (right, y, w, h), label + ("…" if busy else ""), fn, size=16,
                   tip=(label, tip), colour=(70, 80, 60) if label == "?" else th.PANEL_LIGHT)
            right -= px(8)
        name = app.voice.text(catalogue.entry(self.match.game).name)
        obs_round = self.view.obs.round if self.view else None
        title = name + (f"  ·  {stage_name(self.view.obs.counter, obs_round, app.voice)}" if obs_round else "")
        th.text(surf, th.fit_text(t.font, title, right - px(322), 20, True), title, th.ACCENT, (px(314), top.centery),
                "midleft")

    def _hand_button(self, surf: pygame.Surface, d, room: pygame.Rect) -> None:
        """Hotseat: "Show my hand" beside "Your turn" (the hand stays hidden until its person asks),
        "Hide my hand" once shown; it takes no room from the choices below."""
        if d.seat != self.viewer or len(self.humans) < 2 or not self.match.spec.hidden_information:
            return
        app, t = self.app, self.app.theme
        label = app.tr("show_hand" if self.veiled() else "hide_hand")
        width = min(room.w, t.font(14, True).size(label)[0] + t.px(20))
        r = pygame.Rect(room.right - width, room.y, width, room.h)
        button(surf, t, self.hot, app.mouse, r, label, self.show_hand, size=14,
               colour=(96, 74, 40) if self.veiled() else th.PANEL_LIGHT, tip=(label, app.tr("show_hand_tip")))
        self._side_stops.append((r, self.show_hand, []))

    def _paint_seat_row(self, surf: pygame.Surface, r: pygame.Rect, info: SeatInfo, label: str, counters, sub: str,
                        to_move: bool, name_h: int, sub_h: int) -> list:
        """A seat's row of the side panel: its token, name, score and counters (or line in words);
        the counters' tooltips, in ``r``'s coordinates."""
        t = self.app.theme
        px = t.px
        s = info.seat
        th.panel(surf, r, (52, 58, 70) if to_move else th.PANEL_LIGHT, px(6))
        token, rest = lay.cut_left(r.inflate(-px(8), -px(6)), px(24), px(8))
        th.draw_shape(surf, self.seat_shape(s), self.seat_colour(s), token.center, px(12))
        score = str(info.score)
        points, rest = lay.cut_right(rest, t.font(26, True).size(score)[0] + px(4), px(8))
        th.text_in(surf, t, score, points, th.ACCENT, 26, True, align="right")
        name, below = lay.cut_top(rest, name_h, px(1))
        th.text_in(surf, t, label, name, th.INK if not info.out else th.INK_DIM, 17, True, align="left")
        if counters:  # pictures and numbers, each said in words on hover
            return draw_counters(surf, counters, pygame.Rect(below.x, below.y, below.w, sub_h), t.font(14, True),
                                 th.INK_DIM, th.INK)
        th.text_in(surf, t, sub, below, th.DANGER if info.out else th.INK_DIM, 14, align="left", valign="top")
        return []

    def _draw_side(self, surf: pygame.Surface, side: pygame.Rect, view: TableView, d, actions: list[Action]) -> None:
        app, t, m = self.app, self.app.theme, self.app.mouse
        px = t.px
        pygame.draw.rect(surf, th.PANEL, side)
        x, w = side.x + px(10), side.w - px(20)
        y = side.y + px(8)
        for info in view.obs.seats:
            s = info.seat
            spec = self.match.seats[s]
            label = info.name + ("" if spec.bot is None else f" · {app.tr(spec.bot)}")
            counters = None if info.out else self.renderer.seat_counters(self.match, info, view.voice)
            sub = "" if counters else app.tr("knocked_out") if info.out else (
                self.renderer.seat_summary(self.match, info, view.voice) or app.tr('hand_count', info.hand_count))
            # the row grows with the text size: the name and the line under it never overlap
            name_h, sub_h = lay.line_box(t.font(17, True)), lay.line_box(t.font(14))
            r = pygame.Rect(x, y, w, max(px(46), name_h + sub_h + px(8)))
            to_move = d is not None and d.seat == s
            key = (s, label, tuple(counters or ()), sub, info.score, to_move, info.out,
                   self.seat_shape(s), self.seat_colour(s), r.size, app.lang, t.s, t.text_scale)
            row = self._seat_rows.get(key)
            if row is None:
                if len(self._seat_rows) > 256:
                    self._seat_rows.clear()
                face = textrecord.Face(r.size, pygame.SRCALPHA)
                row = self._seat_rows[key] = (face, self._paint_seat_row(face, face.get_rect(), info, label, counters,
                                                                          sub, to_move, name_h, sub_h))
            face, tips = row
            textrecord.blit(surf, face, r.topleft)
            for rect, content in tips:
                view.tip(rect.move(r.topleft), content)
            if to_move:
                th.highlight(surf, t, r, "current")
            view.target(f"seat:{s}", r)
            y = r.bottom + px(6)
        # the prompt of the current decision
        y += px(6)
        if d is not None:
            who = self.match.seats[d.seat].name
            thinking = self.match.seats[d.seat].bot is not None
            head = app.tr("thinking", who) if thinking else app.tr("to_move", who, you=d.seat == self.viewer)
            if thinking:
                dots = int(time.monotonic() * 3) % 4
                head = head.rstrip("…") + "." * dots
            head_rect = th.text(surf, t.font(16, True), head, th.ACCENT, (x, y))
            self._side_stops: list[Stop] = []
            self._hand_button(surf, d, pygame.Rect(head_rect.right + px(8), y - px(2), x + w - head_rect.right - px(8),
                                                   max(px(28), head_rect.h + px(4))))
            y = max(head_rect.bottom, y + px(28) if self._side_stops else 0)
            if not thinking:
                fp, prompt = t.font(16), self.match.say(d.prompt, self.voice())
                for line in th.wrap(fp, prompt, w):
                    th.text(surf, fp, line, th.INK, (x, y), whole=prompt)
                    y += th.line_step(fp, prompt)
        y += px(6)
        if d is None:
            self._side_stops = []
        # the choice panel: options without a place on the table
        loose = [a for a in actions if a.target not in view.targets or self.renderer.in_panel(a)]
        log_min = px(130)
        bh = px(34)
        room = side.bottom - log_min - y
        if loose:
            per = max(1, room // (bh + px(6)))
            for a in loose[:per]:
                r = button(surf, t, self.hot, m, (x, y, w, bh), self.label(a), lambda a=a: self.click_action(a), size=15,
                           colour=(60, 76, 100))
                self._side_stops.append((r, lambda a=a: self.click_action(a), [a]))
                y += bh + px(6)
        # the log, with its two filters
        y += px(4)
        self.dock_rect = pygame.Rect(x, y, w, side.bottom - px(8) - y)
        self._recap_rect = None
        if self.recap_open and self.my_turn():  # beside the table, the log below it (no log line cut at its edge)
            self._recap_rect = draw_recap(surf, self, self.dock_rect, self.recap, self.toggle_recap)
            y = self._recap_rect.bottom + px(8)
        if side.bottom - px(8) - y >= px(60):
            self.logview.draw_titled(surf, t, x, y, w, side.bottom - px(8),
                                     (app.tr("log"), app.tr("log_scoring"), app.tr("log_mine")), log_source(self, view))

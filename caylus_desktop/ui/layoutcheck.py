"""layout-check: render every scene headless and report text that does not fit.

Every word the window shows is drawn by ``theme.text``; while a ``textrecord.recording()`` is
active it notes each string with the rectangle of its drawn pixels (its *ink*), its font
size, and the box it was meant to fit, and the words baked into cached pictures come with
them when they are put on the window (``textrecord.Face``). One scene drawn once is then judged
by these rules (docs/layout.md says why these and not others):

- **too small**: the font is under ``min_text_px`` (12 px at 1280x800 and up, 10 px at the
  smallest windows, scaled between);
- **overflows**: the ink leaves its box by more than ``SLACK`` px. The box is the one the
  drawing code passed, else the topmost panel (``theme.panel``, the last drawn before the
  text) that holds the point the text was placed at, else the window. Text cut by a
  scrolling area's clip counts only for what shows;
- **overlaps**: the inks of two texts intersect by more than ``SLACK`` px both ways, unless
  a panel drawn between them covers the later one (a dialog over the table hides the table);
- **cut** and **clipped** (at 1280x800 and larger windows, where every name must be whole): a
  text drawn shortened with "…", or cut at the side by a clip or the edge of its picture;
- **over a shape**: a text drawn over a shape it does not belong to (a panel, a card, a place of
  the table a renderer registers as a target or a region): it belongs to the shapes under the
  centre of its box (of its ink when it has none), and to nothing else;
- **partly hidden**: a panel or card drawn later covers part of a text (all of it: not on show;
  a dialog over a veil, a tooltip or a toast: what is under them is background for a moment).

The scenes run in a throwaway data folder, as in ``screenshot``: nothing of the player's is read or written.
"""
from __future__ import annotations

import os
import tempfile
from dataclasses import dataclass
from pathlib import Path
from typing import Callable, Iterator

SLACK = 1  # px: anti-aliasing may spill one pixel without anyone seeing text cut
WHOLE_FROM = (1280, 800)  # from this window size on, no name may be cut (smaller: where hover shows it whole)

# Seeded positions of each table: the first turn, the middle of a game, late in a game.
POSITIONS = ((1, 0), (2, 40), (3, 160))


@dataclass(frozen=True)
class Problem:
    scene: str
    kind: str        # "too small", "overflows", "overlaps", "cut", "clipped", "over a shape", "partly hidden"
    text: str
    detail: str

    def __str__(self) -> str:
        return f"{self.scene}: {self.kind}: {self.text!r} ({self.detail})"


def judge(scene: str, recorder, window, min_px: int, cuts: bool | None = None) -> list[Problem]:
    """The problems of one drawn scene (see the module docstring); ``cuts``: whether a name cut
    with "…" or by a clip counts (None: from 1280x800 on)."""
    import pygame

    problems: list[Problem] = []
    texts, shapes = recorder.texts, recorder.panels
    panels = [p for p in shapes if p.opaque]  # what hides and holds text (not a place or a light veil)
    screen = pygame.Rect(window)
    if cuts if cuts is not None else screen.w >= WHOLE_FROM[0] and screen.h >= WHOLE_FROM[1]:
        problems += _cut(scene, texts)
    for d in texts:
        if d.size < min_px:
            problems.append(Problem(scene, "too small", d.text, f"{d.size} px < {min_px} px"))
        box = d.box
        if box is None:
            holders = [p.rect for p in panels if p.order < d.order and p.rect.collidepoint(d.at)]
            box = holders[-1] if holders else screen  # the last one drawn is the one on top
        for room, what in ((box, "its box"), (screen, "the window")):
            if not room.inflate(2 * SLACK, 2 * SLACK).contains(d.ink):
                problems.append(Problem(scene, "overflows", d.text, f"ink {_r(d.ink)} outside {what} {_r(room)}"))
                break
    for i, a in enumerate(texts):
        for b in texts[i + 1:]:
            clip = a.ink.clip(b.ink)
            if clip.w <= SLACK or clip.h <= SLACK:
                continue
            if any(a.order < p.order < b.order and p.rect.contains(clip) for p in panels):
                continue  # drawn over: a panel between the two hides the first
            problems.append(Problem(scene, "overlaps", a.text, f"with {b.text!r} at {_r(clip)}"))
    return _once(problems + _over_shapes(scene, texts, shapes) + _partly_hidden(scene, texts, shapes))


def _once(problems: list[Problem]) -> list[Problem]:
    """One line per kind of problem and text (a name cut on every card of a hand is one problem)."""
    counts: dict[tuple[str, str], int] = {}
    first: list[Problem] = []
    for p in problems:
        k = (p.kind, p.text)
        if k not in counts:
            first.append(p)
        counts[k] = counts.get(k, 0) + 1
    return [p if counts[(p.kind, p.text)] == 1 else
            Problem(p.scene, p.kind, p.text, f"{p.detail}; {counts[(p.kind, p.text)]} times") for p in first]


NOT_WHOLE = frozenset({"cut", "clipped", "overflows", "partly hidden"})


def not_shown_whole(recorder, strings, window, among=None) -> list[str]:
    """Those of ``strings`` a drawn scene does not show whole, outside any tooltip: never drawn
    as a whole text (on one line or wrapped), or drawn only cut with "…", clipped, out of its box or
    the window, or partly hidden, at any window size. The card zoom's check: every word of the
    zoomed card (its name, its text) is on show. ``among``: the drawn texts to look at (default
    all), so that the table's own copy of a name, partly under the zoomed card, is not taken for
    the zoom's."""
    from types import SimpleNamespace

    from caylus_desktop.ui.textrecord import FLOAT

    tips = [p for p in recorder.panels if p.kind == FLOAT]
    candidates = recorder.texts if among is None else among
    shown = [d for d in candidates if not any(p.order < d.order and p.rect.contains(d.ink) for p in tips)]

    def whole(d) -> bool:
        alone = SimpleNamespace(texts=[d], panels=recorder.panels)
        return not any(p.kind in NOT_WHOLE for p in judge("zoom", alone, window, 0, cuts=True))
    return [s for s in strings if not any(d.text == s and whole(d) for d in shown)]


def _cut(scene: str, texts) -> list[Problem]:
    """Texts shortened with "…" (a line the whole text does not hold) or cut at the side by a clip."""
    problems = []
    for d in texts:
        if "…" in d.line and d.line not in d.text:
            problems.append(Problem(scene, "cut", d.text, f"drawn as {d.line!r}"))
        elif d.clipped:
            problems.append(Problem(scene, "clipped", d.text, f"ink {_r(d.ink)} cut at the side"))
    return problems


def _significant(clip) -> bool:
    return clip.w > SLACK and clip.h > SLACK


def _over_shapes(scene: str, texts, panels) -> list[Problem]:
    """Texts drawn over a shape they do not belong to (docs/layout.md, "Text over a shape")."""
    from caylus_desktop.ui.textrecord import DIM, REGION

    shapes = [p for p in panels if p.kind != DIM]
    problems = []
    for d in texts:
        home = (d.box if d.box is not None else d.ink).center
        for s in shapes:
            if s.order >= d.order:
                break
            clip = d.ink.clip(s.rect)
            if not _significant(clip) or s.rect.collidepoint(home):
                continue  # apart, or a shape the text belongs to
            if any(s.order < p.order < d.order and p.opaque and p.rect.contains(clip) for p in panels):
                continue  # hidden under something drawn since (the text's own panel, a dialog)
            what = {REGION: "a place of the table"}.get(s.kind, "a " + s.kind)
            problems.append(Problem(scene, "over a shape", d.text, f"ink {_r(d.ink)} over {what} {_r(s.rect)}"))
            break
    return problems


def _partly_hidden(scene: str, texts, panels) -> list[Problem]:
    """Texts a panel or card drawn later covers in part (a tooltip or a toast may, for a moment, and
    a dialog over a veil: what the veil spreads over, the dialog included, is the background)."""
    from caylus_desktop.ui.textrecord import DIM, PANEL, VEIL

    covering = [p for p in panels if p.kind in (PANEL, VEIL)]
    veils = [p for p in panels if p.kind in (VEIL, DIM)]
    problems = []
    for d in texts:
        for p in covering:
            if p.order <= d.order:
                continue
            if p.rect.contains(d.ink):
                break  # hidden whole: not on show
            if not _significant(d.ink.clip(p.rect)):
                continue
            if any(d.order < v.order < p.order and v.rect.contains(d.ink) and v.rect.contains(p.rect) for v in veils):
                continue  # a dialog over the veiled table
            problems.append(Problem(scene, "partly hidden", d.text, f"ink {_r(d.ink)} under {_r(p.rect)}"))
            break
    return problems


def _r(rect) -> str:
    return f"{rect.w}x{rect.h}+{rect.x}+{rect.y}"


# --- the scenes ---------------------------------------------------------------
def _finished(game: str, names: list, seed: int):
    from caylus_desktop.bots import random_bot
    from caylus_desktop.engine import new_game
    from caylus_desktop.engine.rng import Rng

    m, rng = new_game(game, names, seed), Rng(seed)
    while m.decision is not None:
        m.apply(random_bot.choose(None, m.decision, rng))
    return m


def _played(game: str, names: list, seed: int, moves: int, options: dict | None = None):
    """A match after ``moves`` seeded random moves, or one move before its end if it ends sooner."""
    from caylus_desktop.bots import random_bot
    from caylus_desktop.engine import new_game
    from caylus_desktop.engine.rng import Rng

    m, rng = new_game(game, names, seed, options or {}), Rng(seed)
    taken = []
    for _ in range(moves):
        taken.append(random_bot.choose(None, m.decision, rng))
        m.apply(taken[-1])
        if m.decision is None:  # a table is never shown finished: replay all but the last move
            m = new_game(game, names, seed, options or {})
            for action in taken[:-1]:
                m.apply(action)
            break
    return m


def _deciding(game: str, names: list, kind: str, seeds: int = 40):
    """The first seeded random game's match at a decision of ``kind``; None if random play never
    reaches one (that scene is then not drawn: the count of scenes drawn says so)."""
    from caylus_desktop.bots import random_bot
    from caylus_desktop.engine import new_game
    from caylus_desktop.engine.rng import Rng

    for seed in range(1, seeds + 1):
        m, rng = new_game(game, names, seed), Rng(seed)
        while m.decision is not None:
            if m.decision.kind == kind:
                return m
            m.apply(random_bot.choose(None, m.decision, rng))
    return None


def scenes(app, games: tuple[str, ...] | None = None) -> Iterator[tuple[str, Callable[[], list]]]:
    """(name, build) for every scene: build returns the scene stack to draw, bottom first (a
    ``Hover`` stack is drawn with the mouse on its richest tooltip)."""
    from caylus_desktop.games import declaration
    from caylus_desktop.ui import catalogue
    from caylus_desktop.ui import theme as th
    from caylus_desktop.ui.scenes.game import GameScene
    from caylus_desktop.ui.scenes.handoff import HandoffScene
    from caylus_desktop.ui.scenes.menu import DEFAULT_NAMES, MenuScene
    from caylus_desktop.ui.scenes.other import RulesScene, SettingsScene
    from caylus_desktop.ui.scenes.results import ResultsScene
    from caylus_desktop.ui.scenes.saves import ConfirmScene, ContinueScene, LoadScene
    from caylus_desktop.ui.tables import renderer_for
    from caylus_desktop.ui.teaching import learner_options, learner_seats

    games = games or catalogue.playable()
    colours = [rgb for _, rgb in th.SEAT_COLOURS]

    def names(n: int) -> list[str]:
        return [DEFAULT_NAMES[i % len(DEFAULT_NAMES)] for i in range(n)]

    def menu(game: str, count: int):
        def build():
            m = MenuScene(app)
            m._select(game)
            m._set_count(count)
            return [m]
        return build

    def game_scene(match, guide: bool = False):
        g = GameScene(app, match, colours[:len(match.seats)], guide=guide)
        g.viewer = match.decision.seat if match.decision else 0
        g.show_hand(True)  # the person at the screen has asked to see their hand: every word of it is checked
        return g

    for game in games:
        lo, hi = catalogue.entry(game).players
        yield f"menu {game} {hi}p", menu(game, hi)
    yield "settings", lambda: [SettingsScene(app)]
    yield "load", lambda: [LoadScene(app)]
    yield "continue", lambda: [ContinueScene(app)]
    yield "confirm discard", lambda: [ContinueScene(app), ConfirmScene(
        app, app.tr("discard_title"), ["Caylus · Alice, Bob, Chloé, Daniel, Emma", app.tr("discard_body")],
        app.tr("discard"), lambda: None, danger=True)]
    for game in games:
        yield f"rules {game}", lambda game=game: [RulesScene(app, game)]
    for game in games:
        lo, hi = catalogue.entry(game).players
        for n in (lo, hi):
            for seed, moves in POSITIONS:
                yield (f"table {game} {n}p seed {seed} move {moves}",
                       lambda game=game, n=n, seed=seed, moves=moves: [game_scene(_played(game, names(n), seed, moves))])
        for option in _switches(game):  # what an option adds to the table (the light favour's note, the Moats)
            yield (f"table {game} {hi}p {option}", lambda game=game, hi=hi, option=option: [
                game_scene(_played(game, names(hi), 2, 40, {option: True}))])
        yield f"handoff {game}", lambda game=game, hi=hi: [
            (g := game_scene(_played(game, names(hi), 1, 0))), HandoffScene(app, g, hi - 1)]
        for n in range(lo, hi + 1):
            yield f"results {game} {n}p", lambda game=game, n=n: [
                ResultsScene(app, _finished(game, names(n), 1), colours[:n])]
        yield f"learn to play {game}", lambda game=game: [game_scene(_learner_to_move(_played(
            game, learner_seats(game, app.tr("learner"), app.voice), 1, 0, learner_options(game))), guide=True)]
        yield f"tooltip {game}", lambda game=game, hi=hi: Hover([game_scene(_played(game, names(hi), 2, 40))])
        # besides the table's dialogs, the decisions the game declares worth a look (they change the table)
        for kind in sorted(renderer_for(game).dialog_kinds | declaration(game).decisions_shown):
            yield f"{kind} {game}", lambda game=game, hi=hi, kind=kind: [
                game_scene(m) for m in [_deciding(game, names(hi), kind)] if m is not None]
    yield "toast", lambda: _toasted(app, [MenuScene(app)])
    yield "statistics", lambda: _with_record(app, games[0])
    # the review's words are the same for every game: one is enough, the shortest to go through
    # (the hard bot reviews every move); a random two-player game of each is quick to play
    finished = min((_finished(g, names(2), 1) for g in games), key=lambda m: m.moves)
    yield f"review {finished.game}", lambda: [_reviewed(app, finished)]


def _switches(game: str) -> list[str]:
    """The game's on/off options that are off unless chosen."""
    from caylus_desktop.engine.rules import rules_for

    return [o.id for o in rules_for(game).options if o.type == "bool" and o.default is False]


class Hover(list):
    """A scene stack drawn with the mouse resting on the place whose tooltip says the most."""

    @staticmethod
    def point(app) -> tuple[int, int]:
        tips = app.top.hot.tips
        rect, _ = max(tips, key=lambda tip: len(" ".join(tip[1]())), default=(None, None))
        return rect.center if rect is not None else (-1, -1)


def _reviewed(app, match):
    """The review of the first seat, once the hard bot has gone through it (a second or so: the words
    and their places are what is checked, so a small budget, not the hard bot's own, about ten
    seconds of CPU for this game)."""
    from caylus_desktop.ui.scenes.review import ReviewScene

    scene = ReviewScene(app, match, 0, iterations=200)
    if not scene.job.done.wait(120):
        raise TimeoutError("the review for layout-check took over two minutes")
    return scene


def _with_record(app, game: str) -> list:
    """The Statistics screen over a record of a person's games (a throwaway one: the scratch folder's)."""
    from caylus_desktop.ui.scenes.stats import StatsScene
    from caylus_desktop.ui.screenshot import fill_record

    if not app.record.games():
        fill_record(app, game, ["Anna", "Bruno", "Chloé"], 1, {})
    return [StatsScene(app)]


def _toasted(app, stack: list) -> list:
    app.toast(app.cannot_save(_problem(app)), seconds=600)
    return stack


def _problem(app):
    from caylus_desktop.ui.storage import Problem

    return Problem(folder=Path(tempfile.gettempdir()) / "a folder with a rather long name" / "caylus-desktop",
                   code=13, detail="permission denied")


def _learner_to_move(match):
    """The learner's game once the bots have played up to the learner's first decision (seeded)."""
    from caylus_desktop.bots import random_bot
    from caylus_desktop.engine.rng import Rng

    rng = Rng(match.seed)
    while match.decision is not None and match.seats[match.decision.seat].bot is not None:
        match.apply(random_bot.choose(None, match.decision, rng))
    return match


def _fill_saves(app, games: tuple[str, ...]) -> None:
    """A few saves and unfinished games in the scratch folder, for the Load and Continue lists."""
    from caylus_desktop.ui.scenes.menu import DEFAULT_NAMES
    from caylus_desktop.ui.storage import AUTOSAVES

    storage = app.storage
    for i, game in enumerate(games):
        m = _played(game, list(DEFAULT_NAMES[:4]), i + 1, 12)
        storage.write(storage.new_save_path(game), m.to_json())
        storage.write(storage.autosave_path(storage.new_name(AUTOSAVES, game)), m.to_json())


def check(size: tuple[int, int] = (1280, 800), lang: str = "en", text_scale: float = 1.0,
          games: tuple[str, ...] | None = None, only: Callable[[str], bool] | None = None,
          pictures: Path | None = None, drawn: list[str] | None = None) -> list[Problem]:
    """Every problem in every scene (or those ``only`` keeps); ``pictures``: also save each scene
    as PNG; ``drawn``: filled with the names of the scenes drawn."""
    os.environ["SDL_VIDEODRIVER"] = "dummy"
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    import pygame

    from caylus_desktop.ui import catalogue, textrecord
    from caylus_desktop.ui.app import App
    from caylus_desktop.ui.storage import Storage

    problems: list[Problem] = []
    with tempfile.TemporaryDirectory(prefix="caylus-layout-check-") as scratch:
        app = App(size, headless=True, storage=Storage.at(Path(scratch)))
        app.settings.lang = lang
        app.settings.text_scale = app.theme.text_scale = text_scale
        app.settings.mute = True
        games = tuple(games or catalogue.playable())
        _fill_saves(app, games)
        for name, build in scenes(app, games):
            if only is not None and not only(name):
                continue
            app.mouse = (-1, -1)
            app.toast_text = ""
            app.scenes = list(stack := build())
            if not app.scenes:
                continue
            if drawn is not None:
                drawn.append(name)
            if isinstance(stack, Hover):  # drawn once to learn where things are, then hovered
                app.draw()
                app.mouse = stack.point(app)
            with textrecord.recording() as recorder:
                app.draw()
            problems += judge(name, recorder, app.screen.get_rect(), app.theme.min_text_px)
            if pictures is not None:
                pictures.mkdir(parents=True, exist_ok=True)
                pygame.image.save(app.screen, str(pictures / (name.replace(" ", "_") + ".png")))
            app.live_game = None
        app.scenes = []
    pygame.quit()
    return problems

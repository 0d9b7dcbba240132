"""A UI monkey: random real pygame events through the app's own loop.

Used by tests/ui/test_monkey.py (a few thousand events) and benchmarks/ui_monkey.py
(as many as you like). Most clicks land on something clickable (a button or a
place on the table), the rest anywhere; keys include the shortcuts (Escape,
Return, Ctrl+Z, Ctrl+S, F11), wheel turns and window resizes. Every exception
the app catches in a frame lands in ``app.errors``; a bot that fails records
its error on its turn. Both count as failures.
"""
from __future__ import annotations

import random
from dataclasses import dataclass, field
from typing import Callable, Iterator

import pygame

KEYS = [pygame.K_ESCAPE, pygame.K_RETURN, pygame.K_BACKSPACE, pygame.K_TAB, pygame.K_SPACE, pygame.K_UP,
        pygame.K_DOWN, pygame.K_LEFT, pygame.K_RIGHT, pygame.K_a, pygame.K_z, pygame.K_s, pygame.K_1,
        pygame.K_KP_ENTER, pygame.K_DELETE, pygame.K_F1]


@dataclass
class Report:
    events: int = 0
    scenes: set[str] = field(default_factory=set)
    moves: int = 0          # actions applied while the monkey played
    failures: list[str] = field(default_factory=list)


def _post(e: pygame.event.Event) -> None:
    pygame.event.post(e)


def _click(pos, button: int = 1) -> None:
    _post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
    _post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=button))
    _post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=button))


def random_event(app, rng: random.Random) -> str:
    """Post one random event (a click is three); returns what it was, for reports."""
    w, h = app.screen.get_size()
    top = app.top
    r = rng.random()
    if r < 0.5 and top is not None and top.hot.areas:
        rect, _ = rng.choice(top.hot.areas)
        pos = (rng.randint(rect.left, max(rect.left, rect.right - 1)), rng.randint(rect.top, max(rect.top, rect.bottom - 1)))
        _click(pos)
        return f"click {pos}"
    if r < 0.62:
        pos = (rng.randrange(w), rng.randrange(h))
        button = rng.choice((1, 1, 1, 2, 3))
        _click(pos, button)
        return f"click {pos} button {button}"
    if r < 0.72:
        pos = (rng.randrange(w), rng.randrange(h))
        _post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
        return f"move {pos}"
    if r < 0.8:
        dy = rng.choice((-3, -1, 1, 3))
        _post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=dy, flipped=False, precise_x=0.0, precise_y=float(dy)))
        return f"wheel {dy}"
    if r < 0.97:
        k = rng.choice(KEYS)
        mod = pygame.KMOD_CTRL if k in (pygame.K_z, pygame.K_s) and rng.random() < 0.6 else 0
        uni = chr(k) if 32 <= k < 127 else ""
        if rng.random() < 0.2:  # typed text, accents included (seat names)
            uni = rng.choice("aZé ç1-")
        _post(pygame.event.Event(pygame.KEYDOWN, key=k, mod=mod, unicode=uni, scancode=0))
        return f"key {pygame.key.name(k)} mod {mod}"
    if r < 0.99:
        size = (rng.randint(500, 1900), rng.randint(350, 1200))
        _post(pygame.event.Event(pygame.VIDEORESIZE, w=size[0], h=size[1], size=size))
        return f"resize {size}"
    _post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_F11, mod=0, unicode="", scancode=0))
    return "F11"


def run(app, rng: random.Random, events: int, report: Report | None = None,
        on_event: Callable[[str], None] | None = None) -> Report:
    """Send ``events`` random events, a frame after each; failures are collected, never raised."""
    from caylus_desktop.ui.scenes.game import GameScene
    from caylus_desktop.ui.scenes.menu import MenuScene

    report = report or Report()
    for _ in range(events):
        if not app.scenes:  # everything closed: a person would start the app again
            app.push(MenuScene(app))
        app.running = True  # Quit was pressed: keep going
        app.dirty = True    # the hot areas of the coming frame are the ones clicked next
        what = random_event(app, rng)
        before = len(app.errors)
        game = app.live_game if isinstance(getattr(app, "live_game", None), GameScene) else None
        moves = len(game.match.state.history) if game else 0
        app.step()
        report.events += 1
        top = app.top
        report.scenes.add(type(top).__name__ if top is not None else "none")
        if game is not None:
            report.moves += max(0, len(game.match.state.history) - moves)
        for err in app.errors[before:]:
            report.failures.append(f"{what} on {report_scene(app)}: {err}")
        scene = app.top if isinstance(app.top, GameScene) else None
        if scene is not None and scene.bot is not None:
            scene.bot.done.wait(0.05)
            if scene.bot.error:
                report.failures.append(f"bot failed on {scene.match.game}: {scene.bot.error}")
        if on_event:
            on_event(what)
    return report


def report_scene(app) -> str:
    top = app.top
    if top is None:
        return "no scene"
    match = getattr(top, "match", None)
    return f"{type(top).__name__}({match.game})" if match is not None else type(top).__name__


def starts(app, games: tuple[str, ...]) -> Iterator[str]:
    """Put the app on each starting scene in turn (yielding its name): every scene, every game."""
    from caylus_desktop.bots import random_bot
    from caylus_desktop.engine import new_game, save_match
    from caylus_desktop.engine.rng import Rng
    from caylus_desktop.ui.scenes.game import GameScene
    from caylus_desktop.ui.scenes.menu import MenuScene
    from caylus_desktop.ui.scenes.other import RulesScene, SettingsScene
    from caylus_desktop.ui.scenes.replay import ReplayScene
    from caylus_desktop.ui.scenes.results import ResultsScene
    from caylus_desktop.ui.scenes.saves import ContinueScene, LoadScene

    def reset() -> MenuScene:
        while app.scenes:
            app.pop()
        app.live_game = None
        menu = MenuScene(app)
        app.push(menu)
        return menu

    def played(game: str, seats, moves: int, seed: int):
        m = new_game(game, seats, seed)
        rng = Rng(seed)
        while m.decision is not None and moves:
            m.apply(random_bot.choose(None, m.decision, rng))
            moves -= 1
        return m

    for game in games:
        menu = reset()
        menu._select(game)
        yield f"menu({game})"
        for label, seats, moves in (("hotseat", [{"name": "Ann"}, {"name": "Bo"}], 9),
                                    ("solo", [{"name": "Ann"}, {"name": "Bot", "bot": "random"}], 3),
                                    ("bots", [{"name": "B1", "bot": "random"}, {"name": "B2", "bot": "easy"}], 0)):
            reset()
            scene = GameScene(app, played(game, seats, moves, 7))
            scene.bot_delay = 0
            app.push(scene)
            yield f"game({game}, {label})"
        reset()
        app.push(ResultsScene(app, played(game, 3, 10**6, 5), [(200, 60, 60), (60, 60, 200), (60, 200, 60)]))
        yield f"results({game})"
        reset()
        app.push(ReplayScene(app, played(game, 3, 10**6, 5)))
        yield f"replay({game})"
    # the small screens, with a good save and a broken one to load
    saves = app.storage.folder / "saves"
    save_match(played(games[0], 2, 5, 3), saves / "good.json")
    (saves / "broken.json").write_text('{"format": "caylus-desktop-save", "version": 1', encoding="utf-8")
    for scene in (LoadScene, ContinueScene, SettingsScene, RulesScene):
        reset()
        app.push(scene(app))
        yield scene.__name__

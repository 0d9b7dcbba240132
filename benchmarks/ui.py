"""UI frame times: each table at 1280x800 (or --size) while hovering, idle, redrawn afresh (as after a move) and while a
move's pieces travel (60 frames a second, normal speed), and time to the menu.

    python benchmarks/ui.py [--frames N] [--game GAME] [--size 1920x1080]

Runs headless (SDL dummy driver). Prints a table; asserts nothing.
"""
from __future__ import annotations

import argparse
import os
import statistics
import tempfile
import time

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"
os.environ.setdefault("CAYLUS_DESKTOP_HOME", tempfile.mkdtemp(prefix="caylus-bench-"))

import pygame  # noqa: E402

from caylus_desktop.bots import random_bot  # noqa: E402
from caylus_desktop.engine import new_game  # noqa: E402
from caylus_desktop.engine.rng import Rng  # noqa: E402
from caylus_desktop.games import GAME_IDS  # noqa: E402


def pct(values: list[float], q: float) -> float:
    values = sorted(values)
    return values[min(len(values) - 1, int(q * len(values)))] * 1000


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--frames", type=int, default=300)
    ap.add_argument("--game", action="append", help="only these tables (e.g. magna-carta); default: every game")
    ap.add_argument("--size", default="1280x800", help="the window, WxH (the base size by default)")
    a = ap.parse_args()
    t0 = time.perf_counter()
    from caylus_desktop.ui.app import App
    from caylus_desktop.ui.scenes.game import GameScene
    from caylus_desktop.ui.scenes.menu import MenuScene

    size = tuple(int(v) for v in a.size.lower().split("x"))
    app = App(size, headless=True)  # the asked size, whatever size the window was left at
    app.push(MenuScene(app))
    app.step()
    print(f"start to menu drawn: {(time.perf_counter() - t0) * 1000:.0f} ms  (window {size[0]}x{size[1]})")
    print(f"{'table':<11} {'players':>7} {'hover p50':>10} {'hover p95':>10} {'idle p50':>9} {'idle p95':>9} "
          f"{'redraw p50':>11} {'redraw p95':>11} {'moving p50':>11} {'moving p95':>11}")
    for game in (a.game or GAME_IDS):
        for players in (2, 4, 5):
            try:
                m = new_game(game, players, 3)
            except Exception:  # more seats than the game takes
                continue
            rng = Rng(3)
            for _ in range(20):
                if m.decision:
                    m.apply(random_bot.choose(None, m.decision, rng))
            scene = GameScene(app, m)
            scene.viewer = m.decision.seat if m.decision else 0
            scene.update = lambda dt: False  # measure drawing, not the bots
            app.push(scene)
            w, h = app.screen.get_size()
            hover, idle = [], []
            for i in range(a.frames):
                pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=((i * 37) % w, (i * 53) % h), rel=(0, 0), buttons=(0, 0, 0)))
                s = time.perf_counter()
                app.step()
                hover.append(time.perf_counter() - s)
            for _ in range(a.frames):
                s = time.perf_counter()
                app.step()
                idle.append(time.perf_counter() - s)
            redraw = []  # the whole table drawn afresh, as after every move
            for _ in range(max(10, a.frames // 5)):
                scene._table_cache = None
                app.dirty = True
                s = time.perf_counter()
                app.step()
                redraw.append(time.perf_counter() - s)
            moving = []  # frames while the pieces of a move travel, its clock stepped 1/60 s a frame
            app.settings.moves = "normal"
            for _ in range(8):
                if m.decision is None:
                    break
                scene.apply(random_bot.choose(None, m.decision, rng))
                for _ in range(200):
                    app.dirty = True
                    s = time.perf_counter()
                    app.step()
                    moving.append(time.perf_counter() - s)
                    scene.motion.flights = [(mv, b - 1 / 60, e - 1 / 60, sp) for mv, b, e, sp in scene.motion.flights]
                    if not scene.motion.busy(time.monotonic()):
                        break
            app.pop()
            print(f"{game:<11} {players:>7} {pct(hover, .5):>8.2f}ms {pct(hover, .95):>8.2f}ms "
                  f"{pct(idle, .5):>7.3f}ms {pct(idle, .95):>7.3f}ms {pct(redraw, .5):>9.2f}ms {pct(redraw, .95):>9.2f}ms "
                  f"{pct(moving, .5):>9.2f}ms {pct(moving, .95):>9.2f}ms")


if __name__ == "__main__":
    main()

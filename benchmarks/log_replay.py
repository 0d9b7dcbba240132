"""How long the log takes to rebuild after a move (grouping, words and layout), over whole games,
and how long a replay takes to open and to jump.

    PYTHONPATH=. python benchmarks/log_replay.py [--seed N]

For each game a seeded 4-player random game is played; after every move the log of seat 0 is
rebuilt as the game window does (ui/logbook.py + LogView's layout, with their kept pieces and
rows) and timed; the cold build (nothing kept) of the finished game is timed too. Prints a
table; then each finished game is opened in the replay scene (headless) and jumped to its end,
its start and its middle, each jump drawn. Prints tables; asserts nothing.
"""
from __future__ import annotations

import argparse
import os
import time

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

import pygame  # noqa: E402

from caylus_desktop.engine import new_game  # noqa: E402
from caylus_desktop.engine.rng import Rng  # noqa: E402
from caylus_desktop.engine.voice import Voice  # noqa: E402
from caylus_desktop.games import GAME_IDS  # noqa: E402
from caylus_desktop.ui import logbook  # noqa: E402
from caylus_desktop.ui import theme as th  # noqa: E402
from caylus_desktop.ui.i18n import Speech  # noqa: E402
from caylus_desktop.ui.widgets.logview import LogView  # noqa: E402


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--seed", type=int, default=3)
    args = ap.parse_args()
    pygame.display.init()
    pygame.font.init()
    t = th.Theme((1280, 800))
    f, fb = t.font(14), t.font(14, True)
    print("| game | log lines | after a move p50 / p90 / max | cold build |")
    print("|---|---|---|---|")
    finished = []
    for game in GAME_IDS:
        m = new_game(game, 4, args.seed)
        rng = Rng(args.seed)
        memo: dict = {}
        flowed: dict = {}
        names = logbook.phase_names(game, Voice("en"))
        times = []
        while m.decision is not None:
            m.apply(m.legal_actions()[rng.below(len(m.legal_actions()))])
            t0 = time.perf_counter()
            LogView._layout(logbook.book(m, 0, Speech("en", 0), names, memo), t, t.px(300), f, fb, fb, flowed)
            times.append(time.perf_counter() - t0)
        t0 = time.perf_counter()
        LogView._layout(logbook.book(m, 0, Speech("en", 0), names), t, t.px(300), f, fb, fb)
        cold = time.perf_counter() - t0
        times.sort()
        ms = [1000 * times[len(times) // 2], 1000 * times[9 * len(times) // 10], 1000 * times[-1]]
        print(f"| {game} | {len(m.log_lines_for(0))} | {ms[0]:.1f} / {ms[1]:.1f} / {ms[2]:.1f} ms | {1000 * cold:.0f} ms |")
        finished.append(m)
    replays(finished)


def replays(matches: list) -> None:
    import tempfile
    from pathlib import Path

    from caylus_desktop.ui.app import App
    from caylus_desktop.ui.scenes.replay import ReplayScene
    from caylus_desktop.ui.storage import Storage

    print()
    print("| game | moves | open | first draw | slowest jump + draw |")
    print("|---|---|---|---|---|")
    with tempfile.TemporaryDirectory() as scratch:
        app = App(headless=True, storage=Storage.at(Path(scratch)))
        for m in matches:
            t0 = time.perf_counter()
            scene = ReplayScene(app, m)
            t1 = time.perf_counter()
            app.push(scene)
            app.draw()
            t2 = time.perf_counter()
            n = len(scene.keys)
            worst = 0.0
            for i in (n, 0, n // 2, n // 2 - 1):
                a = time.perf_counter()
                scene.goto(i)
                app.draw()
                worst = max(worst, time.perf_counter() - a)
            app.pop()
            print(f"| {m.game} | {n} | {1000 * (t1 - t0):.0f} ms | {1000 * (t2 - t1):.0f} ms | {1000 * worst:.0f} ms |")


if __name__ == "__main__":
    main()

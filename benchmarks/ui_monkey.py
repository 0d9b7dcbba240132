"""The UI monkey, longer than CI's: random events on every scene of every game, headless.

    PYTHONPATH=. python benchmarks/ui_monkey.py [--events 2000] [--rounds 3] [--seed 0] [--game GAME ...]

For each round, the app is put on every starting scene (menu, hotseat, solo and
bots-only tables, results per game; Load, Settings, Rules) and receives
``--events`` random events there (clicks mostly on buttons and table places,
keys and shortcuts, wheel turns, resizes). Prints events, events/s, the scenes
reached, moves played and every failure (an exception caught in a frame or a
failed bot), with the event that caused it. Exit status 1 on any failure.
"""
from __future__ import annotations

import argparse
import os
import random
import sys
import tempfile
import time

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"
os.environ.setdefault("CAYLUS_DESKTOP_HOME", tempfile.mkdtemp(prefix="caylus-monkey-"))

from caylus_desktop.games import GAME_IDS  # noqa: E402
from tests.ui import monkey  # noqa: E402


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--events", type=int, default=2000, help="events per starting scene and round")
    ap.add_argument("--rounds", type=int, default=3)
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--game", action="append", choices=GAME_IDS)
    a = ap.parse_args()

    from caylus_desktop.ui.app import App

    app = App((1280, 800), headless=True)  # the base size, whatever size the window was left at
    app.settings.pace = "fast"
    games = tuple(a.game or GAME_IDS)
    report = monkey.Report()
    start = time.perf_counter()
    k = 0
    for r in range(a.rounds):
        for name in monkey.starts(app, games):
            before = len(report.failures)
            monkey.run(app, random.Random(a.seed * 100_003 + k), a.events, report)
            k += 1
            status = "ok" if len(report.failures) == before else f"{len(report.failures) - before} FAILURES"
            print(f"round {r + 1}, {name:<28} {report.events:>8} events so far  {status}", file=sys.stderr, flush=True)
    seconds = time.perf_counter() - start
    print(f"events: {report.events}, in {seconds:.0f}s ({report.events / seconds:.0f}/s)")
    print(f"scenes reached: {', '.join(sorted(report.scenes))}")
    print(f"moves played by the monkey and the bots: {report.moves}")
    print(f"failures: {len(report.failures)}")
    for f in report.failures[:20]:
        print("  " + f)
    return 1 if report.failures else 0


if __name__ == "__main__":
    sys.exit(main())

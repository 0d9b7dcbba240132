"""Start to first menu frame, measured from process start (interpreter start-up and every import included).

    python benchmarks/startup.py [--runs N]

Each run starts a fresh Python that opens the window headless (SDL dummy driver), draws the main
menu once and says so; the clock runs from just before the process is created to that line.
Prints the runs, the median and the best; asserts nothing. Needs the project importable
(installed, or PYTHONPATH=. from the repository root).
"""
from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time

CHILD = """
from caylus_desktop.ui.app import App
from caylus_desktop.ui.scenes.menu import MenuScene
app = App(headless=True)
app.push(MenuScene(app))
app.step()
print("drawn", flush=True)
"""


def once(home: str) -> float:
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", CAYLUS_DESKTOP_HOME=home,
               PYGAME_HIDE_SUPPORT_PROMPT="1")
    t0 = time.perf_counter()
    child = subprocess.Popen([sys.executable, "-c", CHILD], stdout=subprocess.PIPE, env=env, text=True)
    line = child.stdout.readline()
    elapsed = time.perf_counter() - t0
    child.wait(timeout=60)
    if line.strip() != "drawn":
        raise SystemExit(f"the child did not draw the menu (exit {child.returncode})")
    return elapsed


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--runs", type=int, default=7)
    a = ap.parse_args()
    with tempfile.TemporaryDirectory(prefix="caylus-startup-") as home:
        once(home)  # the first run warms the disk cache and writes the settings file
        runs = [once(home) for _ in range(a.runs)]
    print("runs (ms):", " ".join(f"{r * 1000:.0f}" for r in runs))
    print(f"median {statistics.median(runs) * 1000:.0f} ms, best {min(runs) * 1000:.0f} ms")


if __name__ == "__main__":
    main()

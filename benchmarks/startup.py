"""Start to first menu frame, measured from process start (interpreter start-up and every import included).

    python benchmarks/startup.py [--runs N] [--no-bytecode]

Each run starts a fresh Python that opens the window headless (SDL dummy driver), draws the main
menu once and says so, with the CPU time it has used by then (user + system, interpreter start-up
included). The wall clock runs from just before the process is created to that line; on a shared
machine it mostly measures the wait for a core, so the CPU time and the load average are printed
too. Prints the runs, the medians and the bests; asserts nothing. Needs the project importable
(installed, or PYTHONPATH=. from the repository root).

By default the children start as an installed copy does, from compiled bytecode: the first
(unmeasured) run writes it to a temporary folder (PYTHONPYCACHEPREFIX), even where
PYTHONDONTWRITEBYTECODE is set. ``--no-bytecode`` compiles every module from source at every
start instead (a checkout run with PYTHONDONTWRITEBYTECODE=1).
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
import time
print("drawn", time.process_time(), flush=True)
"""


def once(env: dict[str, str]) -> tuple[float, float]:
    """(wall seconds, child CPU seconds) from process creation to the first menu frame."""
    t0 = time.perf_counter()
    child = subprocess.Popen([sys.executable, "-c", CHILD], stdout=subprocess.PIPE, env=env, text=True)
    line = child.stdout.readline()
    elapsed = time.perf_counter() - t0
    child.wait(timeout=60)
    said = line.split()
    if not said or said[0] != "drawn":
        raise SystemExit(f"the child did not draw the menu (exit {child.returncode})")
    return elapsed, float(said[1])


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--runs", type=int, default=7)
    ap.add_argument("--no-bytecode", action="store_true", help="compile every module at every start")
    a = ap.parse_args()
    with tempfile.TemporaryDirectory(prefix="caylus-startup-") as home:
        env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", CAYLUS_DESKTOP_HOME=home,
                   PYGAME_HIDE_SUPPORT_PROMPT="1")
        if a.no_bytecode:
            env["PYTHONDONTWRITEBYTECODE"] = "1"
        else:
            env.pop("PYTHONDONTWRITEBYTECODE", None)
            env["PYTHONPYCACHEPREFIX"] = os.path.join(home, "pycache")
        load = os.getloadavg()[0]
        once(env)  # warms the disk cache, writes the settings file (and the bytecode)
        runs = [once(env) for _ in range(a.runs)]
        load = (load + os.getloadavg()[0]) / 2
    wall, cpu = [w for w, _ in runs], [c for _, c in runs]
    print("wall (ms):", " ".join(f"{w * 1000:.0f}" for w in wall))
    print("CPU  (ms):", " ".join(f"{c * 1000:.0f}" for c in cpu))
    print(f"wall median {statistics.median(wall) * 1000:.0f} ms, best {min(wall) * 1000:.0f} ms; "
          f"CPU median {statistics.median(cpu) * 1000:.0f} ms, best {min(cpu) * 1000:.0f} ms; "
          f"load average {load:.1f} on {os.cpu_count()} cores ({'source' if a.no_bytecode else 'bytecode'})")


if __name__ == "__main__":
    main()

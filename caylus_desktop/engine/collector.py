"""Python's cycle collector, tuned for the bots' searches.

A search keeps thousands of positions alive in its tree and makes and drops copies all the
time; with the default thresholds (a young collection every 700 new objects, a full one after
100 of those) the collector scans that tree again and again, about 15% of the hard bot's CPU
time in Caylus (benchmarks/search.py). The engine itself makes few cycles (boards, frames and
actions are plain containers freed by reference counting), so collecting much less often costs
little memory. The command line (the window and every command) calls ``tune`` once at start.
"""
from __future__ import annotations

import gc

# young generation: objects made before a collection (default 700); then how many young
# collections make a middle one, and middle ones a full one (defaults 10 and 10)
THRESHOLDS = (50_000, 20, 20)


def tune() -> None:
    gc.set_threshold(*THRESHOLDS)

"""Python's cycle collector, tuned for the bots' searches.

A search keeps thousands of positions alive in its tree and makes and drops copies all the
time; with the default thresholds (a young collection every 700 new objects, a full one after
100 of those) the collector scans that tree again and again, about 15% of the hard bot's CPU
time in Caylus (benchmarks/search.py). The engine itself makes few cycles (boards, frames and
actions are plain containers freed by reference counting), so collecting much less often costs
little memory. The command line (the window and every command) calls ``tune`` once at start.

``keep_loaded`` is the engine's own: ``rules_for`` calls it once a game's shipped rules are
loaded, so every user of the engine (the window, the bots, the benchmarks, the tests) runs with
them out of the collections.
"""
from __future__ import annotations

import gc

# young generation: objects made before a collection (default 700); then how many young
# collections make a middle one, and middle ones a full one (defaults 10 and 10)
THRESHOLDS = (50_000, 20, 20)


def tune() -> None:
    gc.set_threshold(*THRESHOLDS)


def keep_loaded() -> None:
    """Keep every object alive now out of all later collections (``gc.freeze``), after one full
    collection so that no garbage is kept with them.

    Called when a game's shipped rules are loaded (``rules_for``): the rules objects, and the
    modules and classes loaded with them, are some 30,000 objects that live as long as the
    process, and every full collection walked them all again (one took 47 ms during 150 random
    2-player games of Caylus that took about 300 ms; docs/notes/benchmarks-history.md, "Engine speed, third
    pass").
    It is process-wide: whatever is alive at that moment (the window's objects too) is no longer
    scanned, so a cycle among those objects that becomes garbage later is never freed (at most
    once per game loaded, a fixed amount, not a growing one). Reference counting still frees
    everything else as before; objects made afterwards are collected as usual.
    """
    gc.collect()
    gc.freeze()

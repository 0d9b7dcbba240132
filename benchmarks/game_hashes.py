"""Seeded game hashes, to compare behaviour before and after a refactor.

    PYTHONPATH=. python benchmarks/game_hashes.py > before.json
    ... change ...
    PYTHONPATH=. python benchmarks/game_hashes.py --compare before.json

Plays seeded random games of every game at every player count, with the options
crossed, and records the position hash every 40 actions and at the end: what
defines the match for its players (board, generator, pending decision, history;
``State.position``), not the interpreter's frames, so renaming an operation or a
context key compares equal. A refactor that must not change behaviour leaves
every line the same; --compare names the games that differ and exits 1.
(Files printed before 2026-11-23 hold the whole state's hash: record a new one.)
"""
from __future__ import annotations

import argparse
import json
import sys

from caylus_desktop.bots import random_bot
from caylus_desktop.engine import new_game
from caylus_desktop.engine.rng import Rng
from caylus_desktop.engine.rules import rules_for
from caylus_desktop.games import GAME_IDS


def cases(seeds: int):
    for game in GAME_IDS:
        defs = rules_for(game)
        for i, n in enumerate(range(defs.players.min, defs.players.max + 1)):
            for s in range(seeds):
                options = {}
                for o in defs.options:  # a different corner of the options per game
                    if o.type == "bool":
                        options[o.id] = bool((i + s) % 2)
                    elif o.type == "choice":
                        options[o.id] = o.choices[(i + s) % len(o.choices)]
                yield game, n, 100 + 10 * i + s, options


def play(game: str, n: int, seed: int, options: dict, limit: int) -> dict:
    m = new_game(game, n, seed, options)
    rng = Rng(seed)
    hashes = []
    while m.decision is not None and len(m.state.history) < limit:
        m.apply(random_bot.choose(None, m.decision, rng))
        if len(m.state.history) % 40 == 0:
            hashes.append(m.position_hash())
    return {"case": f"{game} {n}p seed {seed} {json.dumps(options, sort_keys=True)}",
            "hashes": hashes, "final": m.position_hash(), "actions": len(m.state.history)}


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--seeds", type=int, default=3, help="games per game and player count")
    ap.add_argument("--limit", type=int, default=1500, help="actions per game at most")
    ap.add_argument("--game", choices=GAME_IDS, help="only this game")
    ap.add_argument("--compare", help="a file printed by an earlier run")
    a = ap.parse_args()
    out = [play(g, n, s, o, a.limit) for g, n, s, o in cases(a.seeds) if a.game in (None, g)]
    if not a.compare:
        print(json.dumps(out, indent=1))
        return 0
    with open(a.compare, encoding="utf-8") as f:
        before = {r["case"]: r for r in json.load(f)}
    differ = [r["case"] for r in out if before.get(r["case"]) != r]
    for case in differ:
        print("differs:", case)
    print(f"{len(out) - len(differ)} of {len(out)} seeded games unchanged")
    return 1 if differ else 0


if __name__ == "__main__":
    sys.exit(main())

"""The same seed and actions give the same state in processes with different PYTHONHASHSEED.

String hashing (and so set and dict-of-set order) changes between processes; a
game whose legal actions, shuffles or state depended on it would replay saves
differently on another run or another computer.
"""
from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]

# Plays seeded random games of every game (each player count, options crossed),
# or replays given action lists; prints every hash along the way.
_CHILD = r"""
import json, sys
from caylus_desktop.bots import random_bot
from caylus_desktop.engine import new_game
from caylus_desktop.engine.match import replay
from caylus_desktop.engine.view import as_dict
from caylus_desktop.engine.rng import Rng
from caylus_desktop.engine.rules import rules_for
from caylus_desktop.games import GAME_IDS

def cases():
    for game in GAME_IDS:
        defs = rules_for(game)
        for i, n in enumerate(range(defs.players.min, defs.players.max + 1)):
            options = {}
            for o in defs.options:  # a different corner of the options per player count
                if o.type == "bool":
                    options[o.id] = bool(i % 2)
                elif o.type == "choice":
                    options[o.id] = o.choices[i % len(o.choices)]
            yield game, n, 100 + i, options

given = json.loads(sys.stdin.read() or "null")
out = []
for k, (game, n, seed, options) in enumerate(cases()):
    if given is None:
        m = new_game(game, n, seed, options)
        rng = Rng(seed)
        hashes = []
        while m.decision is not None and len(m.state.history) < 400:
            m.apply(random_bot.choose(None, m.decision, rng))
            if len(m.state.history) % 40 == 0:
                hashes.append(m.state_hash())
        actions = [[kind, list(args)] for _, (kind, args), _ in m.state.history]
    else:
        actions = given[k]["actions"]
        m = replay(game, n, seed, options, [(a[0], tuple(a[1])) for a in actions])
        hashes = None
    out.append({"case": [game, n, seed, options], "actions": actions, "hashes": hashes,
                "final": m.state_hash(), "observation": as_dict(m.observation(0))})
print(json.dumps(out))
"""


def _run(hashseed: str, stdin: str = "") -> list[dict]:
    env = dict(os.environ, PYTHONHASHSEED=hashseed, PYTHONPATH=str(ROOT))
    p = subprocess.run([sys.executable, "-c", _CHILD], cwd=ROOT, env=env, input=stdin, capture_output=True,
                       text=True, timeout=300)
    assert p.returncode == 0, p.stderr
    return json.loads(p.stdout)


def test_same_seed_and_actions_same_state_across_hash_seeds():
    first = _run("1")
    played_again = _run("987654")
    replayed = _run("31337", json.dumps([{"actions": c["actions"]} for c in first]))
    assert {c["case"][0] for c in first} >= {"caylus", "magna-carta", "caleira", "castrum"}
    for a, b, c in zip(first, played_again, replayed):
        case = a["case"]
        assert len(a["actions"]) > 20, case
        # the same random choices from the same legal lists, through the same states
        assert b["actions"] == a["actions"], f"{case}: the legal actions came in another order"
        assert b["hashes"] == a["hashes"] and b["final"] == a["final"], case
        # and the recorded actions rebuild the same state in a third process
        assert c["final"] == a["final"], case
        assert c["observation"] == a["observation"], case

"""A game's ``queries`` module answers from the match's public API only: the decision being asked
(with the context its game put on it), the observation, the rules and the options. It never reads
``match.state``, the interpreter's frames or their contexts, nor the pending decision behind the
API's back, so the table can trust that what it shows every seat is what every seat may know.

The import contract (pyproject.toml) forbids the engine's insides to the queries modules; this scan
reads their source for the rest (attribute reads, ``getattr`` with a name).
"""
from __future__ import annotations

import ast
from pathlib import Path

import pytest

GAMES = Path(__file__).resolve().parents[2] / "caylus_desktop" / "games"

# the engine's insides: the state and what it holds (frames, their contexts, the pending
# decision, the history, the caches), whichever object they are reached through
INSIDES = {"state", "stack", "frames", "ctx", "pending", "history", "cache", "_state"}


def reaches(source: str, where: str = "<source>") -> list[str]:
    """Every place in ``source`` that reaches past the match's public API."""
    out = []
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Attribute) and node.attr in INSIDES:
            out.append(f"{where}:{node.lineno}: reads .{node.attr}")
        elif isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id == "getattr":
            out += [f"{where}:{node.lineno}: reads {a.value!r} by name" for a in node.args
                    if isinstance(a, ast.Constant) and a.value in INSIDES]
    return out


def test_every_game_has_a_queries_module_and_none_reaches_past_the_api():
    modules = sorted(GAMES.glob("*/queries.py"))
    assert {p.parent.name for p in modules} >= {"caylus", "magna_carta", "caleira", "castrum"}
    found = []
    for path in modules:
        found += reaches(path.read_text(encoding="utf-8"), str(path.relative_to(GAMES.parent.parent)))
    assert found == [], "\n".join(found)


@pytest.mark.parametrize("source", [
    "def f(match):\n    return uses_stables(match.state)\n",
    "def f(match):\n    for frame in reversed(match.state.stack):\n        pass\n",
    "def f(frame):\n    return frame.ctx.get('source')\n",
    "def f(match):\n    return match.state.pending.kind\n",
    "def f(match):\n    return getattr(match, 'state')\n",
], ids=["state", "frames", "frame-context", "pending", "getattr"])
def test_the_scan_catches_a_reach_past_the_api(source):
    assert reaches(source)


@pytest.mark.parametrize("source", [
    "def f(match):\n    d = match.decision\n    return d.context.price if d is not None else None\n",
    "def f(match):\n    return match.rules.board.specials, match.options, len(match.seats)\n",
    "def f(match, seat):\n    return match.observation(seat)['road'], match.game_reason('hand:x', seat)\n",
])
def test_the_scan_lets_the_public_api_through(source):
    assert reaches(source) == []

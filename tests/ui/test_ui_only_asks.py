"""The UI only asks: it draws from a seat's observation, the match's public API and each
game's ``queries`` module; it never reaches into the match's state, its frames or its board,
and imports none of a game's rule modules.

The scan reads every module under caylus_desktop/ui as source (imports inside functions
count), so a table that borrows a rule function or peeks at ``match.state`` fails here.
"""
from __future__ import annotations

import ast
from pathlib import Path

import pytest

UI = Path(__file__).resolve().parents[2] / "caylus_desktop" / "ui"

# attributes that belong to the engine's insides, not to the public match API
PRIVATE = {"state", "stack", "frames", "board", "ctx", "history", "pending"}
# what the UI may take from the games package itself (the list of games, their declarations and specs)
GAMES_PACKAGE = {"GAME_IDS", "game_ids", "declaration", "spec"}


def problems(source: str, where: str = "<source>") -> list[str]:
    """Every place in ``source`` where a UI module reaches past the public API."""
    out = []
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Attribute) and node.attr in PRIVATE:
            out.append(f"{where}:{node.lineno}: reads .{node.attr}")
        elif isinstance(node, ast.ImportFrom) and node.module:
            names = [a.name for a in node.names]
            if node.module == "caylus_desktop.games":
                out += [f"{where}:{node.lineno}: imports {n} from the games package"
                        for n in names if n not in GAMES_PACKAGE]
            elif node.module.startswith("caylus_desktop.games."):
                if not _queries(node.module) and not all(_queries(f"{node.module}.{n}") for n in names):
                    out.append(f"{where}:{node.lineno}: imports {node.module} (only a game's queries)")
        elif isinstance(node, ast.Import):
            out += [f"{where}:{node.lineno}: imports {a.name} (only a game's queries)" for a in node.names
                    if a.name.startswith("caylus_desktop.games.") and not _queries(a.name)]
    return out


def _queries(module: str) -> bool:
    parts = module.split(".")
    return len(parts) == 4 and parts[:2] == ["caylus_desktop", "games"] and parts[3] == "queries"


def test_no_ui_module_reaches_into_the_match_or_imports_rules():
    found = []
    for path in sorted(UI.rglob("*.py")):
        found += problems(path.read_text(encoding="utf-8"), str(path.relative_to(UI.parent.parent)))
    assert found == [], "\n".join(found)


@pytest.mark.parametrize("source", [
    "def f(view):\n    return view.match.state.defs\n",
    "def f(m):\n    for frame in reversed(m.stack):\n        pass\n",
    "def f(b):\n    return b.board.owner\n",
    "def f(scene):\n    return len(scene.match.state.history)\n",
    "def f():\n    from caylus_desktop.games.caylus.favours import light\n",
    "def f():\n    from caylus_desktop.games.caylus import placement\n",
    "import caylus_desktop.games.castrum.flow\n",
    "from caylus_desktop.games import heuristics\n",
], ids=["state", "stack", "board", "history", "rule-function", "rule-module", "import", "games-heuristics"])
def test_the_scan_catches_a_reach_past_the_api(source):
    assert problems(source)


@pytest.mark.parametrize("source", [
    "from caylus_desktop.games.caylus import queries\n",
    "from caylus_desktop.games.caylus.queries import provost_step_price\n",
    "import caylus_desktop.games.caleira.queries\n",
    "from caylus_desktop.games import GAME_IDS\n",
    "def f(view):\n    return view.obs['seats'], view.match.rules, view.match.moves\n",
])
def test_the_scan_lets_the_public_api_through(source):
    assert problems(source) == []

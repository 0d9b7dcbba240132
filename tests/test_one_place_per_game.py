"""A game is named in its own package only: no module outside caylus_desktop/games/ holds a game id
as a string (issue 38), so a new game touches no shared table, menu, sound or check."""
from __future__ import annotations

import ast
from pathlib import Path

from caylus_desktop.games import GAME_IDS

PACKAGE = Path(__file__).resolve().parents[1] / "caylus_desktop"
# (module, text): the screenshot command's default game, a choice of the CLI's; and the app's
# vendor name in the user's data path ("caylus"/"caylus-desktop"), no game, kept so that settings stay put
ALLOWED = {("cli.py", "caleira"), ("ui/storage.py", "caylus")}


def _named(source: str) -> set[str]:
    tree = ast.parse(source)
    docstrings = {id(n.value) for n in ast.walk(tree) if isinstance(n, ast.Expr) and isinstance(n.value, ast.Constant)}
    return {n.value for n in ast.walk(tree)
            if isinstance(n, ast.Constant) and isinstance(n.value, str) and id(n) not in docstrings and n.value in GAME_IDS}


def test_no_module_outside_the_games_names_a_game():
    found = []
    for path in sorted(PACKAGE.rglob("*.py")):
        where = path.relative_to(PACKAGE).as_posix()
        if where.startswith("games/"):
            continue
        found += [f"{where}: {game!r}" for game in sorted(_named(path.read_text(encoding="utf-8")))
                  if (where, game) not in ALLOWED]
    assert found == [], "declare it in the game's package (games/<game>/__init__.py):\n" + "\n".join(found)


def test_the_scan_sees_a_game_id_in_code_but_not_in_a_docstring():
    assert _named('"""Caylus is "caylus"."""\nRENDERERS = {"caylus": "caylus_table"}\n') == {"caylus"}
    assert _named('def f(game):\n    """Like "castrum"."""\n    return game == "castrum"\n') == {"castrum"}

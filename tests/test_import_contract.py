"""The import contract in pyproject.toml: ui > tools > bots > games > engine, the engine imports no
game, no import circles inside the engine, the bots, the tools or the ui (scenes included), the
ui imports a game's rule modules not at all (only its queries module), and a game's queries module
imports none of the engine's insides (the state, the interpreter, the operations...).

import-linter reads every import, those inside functions too, so a lazy import that dodges a
cycle at run time breaks the contract as surely as one at the top of a module.
"""
from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
# import-linter's own entry point, without its cache (it would be written into the checkout)
LINT = "from importlinter.cli import lint_imports; raise SystemExit(lint_imports(no_cache=True, no_logo=True))"


def lint(root: Path) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-c", LINT], cwd=root, capture_output=True, text=True,
                          env={"PATH": "", "PYTHONPATH": str(root), "COLUMNS": "200"}, timeout=120)


def test_the_package_keeps_its_import_contract():
    p = lint(ROOT)
    assert p.returncode == 0, p.stdout + p.stderr
    assert "0 broken" in p.stdout


def _copy(tmp_path: Path) -> Path:
    shutil.copytree(ROOT / "caylus_desktop", tmp_path / "caylus_desktop",
                    ignore=shutil.ignore_patterns("__pycache__"))
    shutil.copy(ROOT / "pyproject.toml", tmp_path / "pyproject.toml")
    return tmp_path


@pytest.mark.parametrize("module, added, broken", [
    # the engine reaching for the game registry inside a function, as it used to
    ("engine/match.py", "def _spec(game):\n    from caylus_desktop.games import spec\n    return spec(game)\n",
     "caylus_desktop.engine is not allowed to import caylus_desktop.games"),
    ("engine/rules.py", "def _ids():\n    import caylus_desktop.games.caylus.flow\n",
     "caylus_desktop.engine is not allowed to import caylus_desktop.games"),
    # a bot importing the window
    ("bots/random_bot.py", "def _show():\n    from caylus_desktop.ui import theme\n",
     "caylus_desktop.bots is not allowed to import caylus_desktop.ui"),
    # a bot borrowing the tournament's seeding: the tools play with the bots, not the other way
    ("bots/random_bot.py", "def _rng():\n    from caylus_desktop.tools.tournament import bot_rng\n",
     "caylus_desktop.bots is not allowed to import caylus_desktop.tools"),
    # a tool drawing with the window: the review screen shows the review, the review draws nothing
    ("tools/review.py", "def _show():\n    from caylus_desktop.ui import theme\n",
     "caylus_desktop.tools is not allowed to import caylus_desktop.ui"),
    # the results scene importing the menu back: menu -> game -> results -> menu
    ("ui/scenes/results.py", "def _menu():\n    from caylus_desktop.ui.scenes.menu import MenuScene\n",
     "No cycles are allowed in caylus_desktop.ui.scenes"),
    # the save module imported back by the match it saves
    ("engine/match.py", "def _save(m):\n    from caylus_desktop.engine.save import save_match\n",
     "No cycles are allowed in caylus_desktop.engine"),
    # one game borrowing another's rule function
    ("games/castrum/flow.py", "def _borrow():\n    from caylus_desktop.games.caleira import scoring\n",
     "caylus_desktop.games.castrum is not allowed to import caylus_desktop.games.caleira"),
    # a table borrowing a game's rule function instead of asking its queries module
    ("ui/tables/caylus.py", "def _light(state):\n    from caylus_desktop.games.caylus.favours import light\n",
     "caylus_desktop.ui is not allowed to import caylus_desktop.games.caylus.favours"),
    # a game's queries reaching into the state, or walking the interpreter's frames
    ("games/caylus/queries.py", "def _board(match) -> 'State':\n    from caylus_desktop.engine.state import State\n",
     "caylus_desktop.games.caylus.queries is not allowed to import caylus_desktop.engine.state"),
    ("games/magna_carta/queries.py", "def _top(match):\n    from caylus_desktop.engine import interpreter\n",
     "caylus_desktop.games.magna_carta.queries is not allowed to import caylus_desktop.engine.interpreter"),
    ("games/castrum/queries.py", "def _moves(match):\n    from caylus_desktop.engine.ops.track import on_track\n",
     "caylus_desktop.games.castrum.queries is not allowed to import caylus_desktop.engine.ops"),
], ids=["engine-lazy-registry", "engine-game-module", "bots-ui", "bots-tools", "tools-ui", "scenes-circle",
        "engine-circle", "games-each-other", "ui-rule-function", "queries-state", "queries-interpreter",
        "queries-operations"])
def test_an_import_against_the_contract_breaks_it(tmp_path, module, added, broken):
    root = _copy(tmp_path)
    with open(root / "caylus_desktop" / module, "a", encoding="utf-8") as f:
        f.write("\n\n" + added)
    p = lint(root)
    assert p.returncode != 0
    assert broken in " ".join(p.stdout.split()), p.stdout + p.stderr  # the report wraps long lines

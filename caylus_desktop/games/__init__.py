"""The four games. Importing this package declares them to the engine (engine/registry.py).

Each game's package declares itself in its ``__init__`` (a ``registry.Declaration``: rules file,
renderer, menu icon, sound cues, catalogue, look), without importing its rules code; the import below
is the one place that lists the games, and its order is the order in which menus and reports
list them. A game's rules code is imported, and registers its GameSpec, the first time its spec
is asked for (the menu shows all four from their rules files without importing any).
"""
from __future__ import annotations

import importlib
from types import ModuleType
from typing import TYPE_CHECKING

from caylus_desktop.engine import registry
from caylus_desktop.engine.game import GameSpec
from caylus_desktop.engine.registry import Declaration
from caylus_desktop.games import caylus, magna_carta, caleira, castrum  # noqa: F401  (each declares itself)

if TYPE_CHECKING:
    from pydantic import BaseModel

# the shipped games; a game declared later (a test's) is in ``game_ids()``
GAME_IDS: tuple[str, ...] = registry.game_ids()
# game id -> its heuristics module, imported the first time a bot asks
_HEURISTICS: dict[str, ModuleType] = {}


def game_ids() -> tuple[str, ...]:
    """Every game declared so far, in menu order."""
    return registry.game_ids()


def declaration(game: str) -> Declaration:
    return registry.declaration(game)


def spec(game: str) -> GameSpec:
    return registry.spec(game)


def heuristics(game: str) -> ModuleType:
    """The game's heuristics module: ``terms(state, seat)`` and ``evaluate(state, seat)``."""
    found = _HEURISTICS.get(game)  # the bots ask at every position: a lookup once imported
    if found is None:
        spec(game)  # validates the id and registers the game
        found = _HEURISTICS[game] = importlib.import_module(f"{declaration(game).package}.heuristics")
    return found


def rules_model(game: str) -> type[BaseModel]:
    return spec(game).rules_model


def rules_file(game: str) -> str:
    return registry.rules_file(game)

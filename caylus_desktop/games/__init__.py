"""The four games. Importing this package declares them to the engine (engine/registry.py).

``GAMES`` is the one place that names the games; its order is the order in which menus and
reports list them. A game's package is imported, and registers its GameSpec, the first time
its spec is asked for (the menu shows all four from their rules files without importing any).
"""
from __future__ import annotations

import importlib
from functools import partial
from types import ModuleType
from typing import TYPE_CHECKING

from caylus_desktop.engine import registry
from caylus_desktop.engine.game import GameSpec

if TYPE_CHECKING:
    from pydantic import BaseModel

# game id -> (its package under caylus_desktop.games, its rules file in rules_data/)
GAMES: dict[str, tuple[str, str]] = {
    "caylus": ("caylus", "caylus.yaml"),
    "magna-carta": ("magna_carta", "magna_carta.yaml"),
    "caleira": ("caleira", "caleira.yaml"),
    "castrum": ("castrum", "castrum.yaml"),
}
for _game, (_package, _rules_file) in GAMES.items():
    registry.declare(_game, _rules_file, partial(importlib.import_module, f"{__name__}.{_package}"))

GAME_IDS: tuple[str, ...] = tuple(GAMES)
# game id -> its heuristics module, imported the first time a bot asks
_HEURISTICS: dict[str, ModuleType] = {}


def spec(game: str) -> GameSpec:
    return registry.spec(game)


def heuristics(game: str) -> ModuleType:
    """The game's heuristics module: ``terms(state, seat)`` and ``evaluate(state, seat)``."""
    found = _HEURISTICS.get(game)  # the bots ask at every position: a lookup once imported
    if found is None:
        spec(game)  # validates the id and registers the game
        found = _HEURISTICS[game] = importlib.import_module(f"{__name__}.{GAMES[game][0]}.heuristics")
    return found


def rules_model(game: str) -> type[BaseModel]:
    return spec(game).rules_model


def rules_file(game: str) -> str:
    return registry.rules_file(game)

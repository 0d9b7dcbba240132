"""The four games. Importing this package registers them with the engine (engine/registry.py).

The imports below are the one place that names the games; their order is the order in
which menus and reports list them.
"""
from __future__ import annotations

import importlib
from types import ModuleType

from pydantic import BaseModel

from caylus_desktop.engine import registry
from caylus_desktop.engine.game import GameSpec
from caylus_desktop.games import caylus, magna_carta, caleira, castrum  # noqa: F401  (each registers itself)

# game id -> its package, for the modules the engine does not need (the bots' heuristics)
_PACKAGES: dict[str, ModuleType] = {p.SPEC.id: p for p in (caylus, magna_carta, caleira, castrum)}

GAME_IDS: tuple[str, ...] = tuple(_PACKAGES)
_HEURISTICS: dict[str, ModuleType] = {
    g: importlib.import_module(f"{p.__name__}.heuristics") for g, p in _PACKAGES.items()}


def spec(game: str) -> GameSpec:
    return registry.spec(game)


def heuristics(game: str) -> ModuleType:
    """The game's heuristics module: ``terms(state, seat)`` and ``evaluate(state, seat)``."""
    spec(game)  # validates the id
    return _HEURISTICS[game]  # the bots ask at every position: looked up, not imported, each time


def rules_model(game: str) -> type[BaseModel]:
    return spec(game).rules_model


def rules_file(game: str) -> str:
    return spec(game).rules_file

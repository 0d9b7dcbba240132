"""The registry of games: the only place that names them.

Each game package exposes ``SPEC``, a :class:`caylus_desktop.engine.game.GameSpec`.
"""
from __future__ import annotations

import importlib

from pydantic import BaseModel

# game id -> package under caylus_desktop.games; a game is listed once it is playable
_PACKAGES = {
    "caylus": "caylus",
    "magna-carta": "magna_carta",
    "caleira": "caleira",
    "castrum": "castrum",
}

GAME_IDS: tuple[str, ...] = tuple(_PACKAGES)


def spec(game: str):
    if game not in _PACKAGES:
        raise ValueError(f"unknown game {game!r}; available: {', '.join(GAME_IDS)}")
    module = importlib.import_module(f"caylus_desktop.games.{_PACKAGES[game]}")
    return module.SPEC


def heuristics(game: str):
    """The game's heuristics module: ``terms(state, seat)`` and ``evaluate(state, seat)``."""
    module = _HEURISTICS.get(game)  # the bots ask at every position: skip the import machinery
    if module is None:
        spec(game)  # validates the id
        module = _HEURISTICS[game] = importlib.import_module(f"caylus_desktop.games.{_PACKAGES[game]}.heuristics")
    return module


_HEURISTICS: dict = {}


def rules_model(game: str) -> type[BaseModel]:
    return spec(game).rules_model


def rules_file(game: str) -> str:
    return spec(game).rules_file

"""The games the engine can run, by id: each game package registers its GameSpec here.

The engine names no game and imports none. Importing ``caylus_desktop`` imports
``caylus_desktop.games``, whose four packages register themselves, so
``from caylus_desktop.engine import new_game`` finds them without the engine
depending on them (engine <- games <- bots <- ui, checked by the import contract).
"""
from __future__ import annotations

from caylus_desktop.engine.game import GameSpec

# game id -> spec, in registration order (the order menus and reports list the games in)
_SPECS: dict[str, GameSpec] = {}


def register(spec: GameSpec) -> GameSpec:
    """Make a game playable under ``spec.id``; a second, different game under the same id is a mistake."""
    known = _SPECS.get(spec.id)
    if known is not None and known is not spec:
        raise ValueError(f"two games register the id {spec.id!r}")
    _SPECS[spec.id] = spec
    return spec


def game_ids() -> tuple[str, ...]:
    return tuple(_SPECS)


def spec(game: str) -> GameSpec:
    if game not in _SPECS:
        raise ValueError(f"unknown game {game!r}; available: {', '.join(_SPECS)}")
    return _SPECS[game]

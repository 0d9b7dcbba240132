"""The games the engine can run, by id: each game package registers its GameSpec here.

The engine names no game and imports none. Importing ``caylus_desktop`` imports
``caylus_desktop.games``, which declares the four games (their ids, rules files and a loader
that imports the game's package); a game's package is imported, and registers its spec, the
first time the spec is asked for. So ``from caylus_desktop.engine import new_game`` finds
every game without the engine depending on them (engine <- games <- bots <- ui, checked by
the import contract), and a program that plays one game (or only shows the menu) does not
pay for importing the other three.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Callable

from caylus_desktop.engine.game import GameSpec


@dataclass(frozen=True)
class Declared:
    """A game known before its package is imported."""

    rules_file: str
    load: Callable[[], object]  # imports the game's package, which registers its spec


# game id -> what is known before the game is imported, in declaration order (the order
# menus and reports list the games in); then the specs registered so far
_DECLARED: dict[str, Declared] = {}
_SPECS: dict[str, GameSpec] = {}


def declare(game: str, rules_file: str, load: Callable[[], object]) -> None:
    """Name a game before importing it: ``load()`` is called the first time its spec is asked."""
    known = _DECLARED.get(game)
    if known is not None and known.rules_file != rules_file:
        raise ValueError(f"two games declare the id {game!r}")
    _DECLARED[game] = Declared(rules_file, load)


def register(spec: GameSpec) -> GameSpec:
    """Make a game playable under ``spec.id``; a second, different game under the same id is a mistake."""
    known = _SPECS.get(spec.id)
    if known is not None and known is not spec:
        raise ValueError(f"two games register the id {spec.id!r}")
    declared = _DECLARED.get(spec.id)
    if declared is not None and declared.rules_file != spec.rules_file:
        raise ValueError(f"game {spec.id!r} is declared with {declared.rules_file} but registers {spec.rules_file}")
    _SPECS[spec.id] = spec
    return spec


def game_ids() -> tuple[str, ...]:
    return tuple(dict.fromkeys([*_DECLARED, *_SPECS]))


def spec(game: str) -> GameSpec:
    found = _SPECS.get(game)
    if found is None:
        declared = _DECLARED.get(game)
        if declared is None:
            raise ValueError(f"unknown game {game!r}; available: {', '.join(game_ids())}")
        declared.load()
        found = _SPECS.get(game)
        if found is None:
            raise ValueError(f"loading game {game!r} did not register it")
    return found


def rules_file(game: str) -> str:
    """The name of a game's rules file (in ``rules_data/``), without importing the game."""
    declared = _DECLARED.get(game)
    return declared.rules_file if declared is not None else spec(game).rules_file

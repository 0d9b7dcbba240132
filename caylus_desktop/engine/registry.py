"""The games the engine can run, by id: each game package registers its GameSpec here.

The engine names no game and imports none. Importing ``caylus_desktop`` imports
``caylus_desktop.games``, which imports each game's package; a package's ``__init__`` only
declares its game (a ``Declaration``: id, rules file, renderer, icon, cues...), and its rules
code (``<package>.spec``) is imported, and registers the spec, the first time the spec is asked
for. So ``from caylus_desktop.engine import new_game`` finds every game without the engine
depending on them (engine <- games <- bots <- ui, checked by the import contract), and a program
that plays one game (or only shows the menu) does not pay for importing the other three.
"""
from __future__ import annotations

import importlib
from dataclasses import dataclass, field
from typing import Mapping

from caylus_desktop.engine.game import GameSpec
from caylus_desktop.engine.look import LookRoles


@dataclass(frozen=True)
class Declaration:
    """A game as its package declares it (``games/<game>/__init__.py``), before its rules code is
    imported: everything the engine, the menu, the table, the sounds and the checks look it up by.
    The one place a game is named; a new game is a new package with one of these."""

    id: str
    rules_file: str  # in rules_data/ (or a path: a test's own game)
    package: str     # its package: ``<package>.spec`` registers the GameSpec, ``<package>.heuristics`` serves the bots
    # the rules browser's (F1) texts, in rules_data/ (engine/rulebook_file.py); "": none, the browser
    # shows the rules file's own lists
    rulebook: str = ""
    # its PO file in each language (locale/<lang>/LC_MESSAGES/<catalogue>.po): its sentences, and the
    # translations of its table's window words
    catalogue: str = ""
    # the module (a path: games import no ui, the ui imports it) whose ``Renderer`` draws the table;
    # None: the generic renderer, every legal action a button
    renderer: str | None = None
    # the menu's picture: a drawing of the ui's menu catalogue or an icon of assets/icons, by name
    icon: str = ""
    # action kind -> sound cue ("place", "build", "attack"), only for kinds that always mean it
    cues: Mapping[str, str] = field(default_factory=dict)
    # decision kinds layout-check shows on their own besides the renderer's dialogs (they change the table)
    decisions_shown: frozenset[str] = frozenset()
    # what its table paints (engine/look.py): the palette's colours and the surfaces' materials its rules
    # file's ``look:`` block must give, the pictures it may give; None: no look of its own (the window's default)
    look: LookRoles | None = None

    def load(self) -> None:
        """Import the game's rules code, which registers its spec."""
        importlib.import_module(f"{self.package}.spec")


# game id -> its declaration, in declaration order (the order menus and reports list the games
# in); then the specs registered so far
_DECLARED: dict[str, Declaration] = {}
_SPECS: dict[str, GameSpec] = {}


def declare(declaration: Declaration) -> Declaration:
    """Name a game before importing it: its spec module is imported the first time its spec is asked."""
    known = _DECLARED.get(declaration.id)
    if known is not None and known != declaration:
        raise ValueError(f"two games declare the id {declaration.id!r}")
    _DECLARED[declaration.id] = declaration
    return declaration


def declaration(game: str) -> Declaration:
    found = _DECLARED.get(game)
    if found is None:
        raise ValueError(f"unknown game {game!r}; available: {', '.join(game_ids())}")
    return found


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


def look_roles(game: str) -> LookRoles | None:
    """What the game's table paints, as its declaration says (None: a game with no look of its own)."""
    declared = _DECLARED.get(game)
    return declared.look if declared is not None else None


def rules_file(game: str) -> str:
    """The name of a game's rules file (in ``rules_data/``), without importing the game."""
    declared = _DECLARED.get(game)
    return declared.rules_file if declared is not None else spec(game).rules_file


# The bot levels a seat may name. The engine knows none: the bots declare them (bots/__init__.py
# calls declare_bot_levels), and ``caylus_desktop/__init__.py`` names the module that does
# (declare_bots), which is imported the first time a seat names a bot, so that new_game and
# load_match refuse an unknown level in a program that has not imported the bots yet.
_BOTS_MODULE: dict[str, str] = {}  # "module": the name of the module that declares the levels
_BOT_LEVELS: dict[str, tuple[str, ...]] = {}  # "levels": the levels it declared


def declare_bots(module: str) -> None:
    """Name the module that declares the bot levels (imported when a seat first names a bot)."""
    _BOTS_MODULE.setdefault("module", module)


def declare_bot_levels(levels: tuple[str, ...]) -> None:
    """The bot levels a seat may name, as the bots declare them."""
    _BOT_LEVELS["levels"] = tuple(levels)


def bot_levels() -> tuple[str, ...]:
    """The declared bot levels; () if nothing declares any (then any name is taken)."""
    if "levels" not in _BOT_LEVELS and "module" in _BOTS_MODULE:
        importlib.import_module(_BOTS_MODULE["module"])
    return _BOT_LEVELS.get("levels", ())


def bot_level_problem(bot: object) -> str:
    """Why a seat's ``bot`` is no bot level ("" if it is one): a non-empty name, among the declared."""
    levels = bot_levels()
    if isinstance(bot, str) and bot and (not levels or bot in levels):
        return ""
    known = f"levels: {', '.join(levels)}" if levels else "a level is a non-empty name"
    return f"unknown bot level {bot!r} ({known})"

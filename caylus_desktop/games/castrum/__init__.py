"""Castrum (Avitus Editions): build a castle of 4 walls and a tower from masons, stones and peasants.

The game's declaration: everything the engine, the menu, the table and the sounds know of it
before its rules code (``spec.py``) is imported.
"""
from caylus_desktop.engine.look import LookRoles
from caylus_desktop.engine.registry import Declaration, declare

DECLARATION = declare(Declaration(
    id="castrum",
    rules_file="castrum.yaml",
    rulebook="rulebook/castrum.yaml",
    package=__name__,
    catalogue="castrum",
    renderer="caylus_desktop.ui.tables.castrum",
    icon="walled-site",
    cues={"play": "place", "victim": "attack"},
    # the defence changes the table: layout-check shows it on its own
    decisions_shown=frozenset({"defend"}),
    # what the table paints, its rules file's ``look:`` gives (engine/look.py)
    look=LookRoles(
        palette=frozenset({"table", "cards", "mason", "stone", "peasant", "special", "attack", "defence", "blocked",
                           "site", "plan", "back", "event_board"}),  # a seat's site, a wall's or the tower's plan on it
        surfaces=frozenset({"table", "cards", "site", "plan", "event_board"}),
        icons=frozenset({"material", "special", "attack", "defence", "round", *(f"die_{n}" for n in range(1, 7))}),
    ),
))

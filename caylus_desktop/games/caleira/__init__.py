"""The Castles of Caleira.

The game's declaration: everything the engine, the menu, the table and the sounds know of it
before its rules code (``spec.py``) is imported.
"""
from caylus_desktop.engine.look import LookRoles
from caylus_desktop.engine.registry import Declaration, declare

DECLARATION = declare(Declaration(
    id="caleira",
    rules_file="caleira.yaml",
    rulebook="rulebook/caleira.yaml",
    package=__name__,
    catalogue="caleira",
    renderer="caylus_desktop.ui.tables.caleira",
    icon="castle-gallery",
    cues={"place": "place", "destroy": "attack"},
    # what the table paints, its rules file's ``look:`` gives (engine/look.py)
    look=LookRoles(
        palette=frozenset({"table", "cards", "band", "emblem", "water", "gallery", "queue", "back"}),
        surfaces=frozenset({"table", "cards", "gallery", "queue"}),
    ),
))

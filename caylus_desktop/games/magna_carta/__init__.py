"""Caylus Magna Carta: standard and introductory rules, 2-4 players.

The game's declaration: everything the engine, the menu, the table and the sounds know of it
before its rules code (``spec.py``) is imported.
"""
from caylus_desktop.engine.look import LookRoles
from caylus_desktop.engine.registry import Declaration, declare

DECLARATION = declare(Declaration(
    id="magna-carta",
    rules_file="magna_carta.yaml",
    rulebook="rulebook/magna_carta.yaml",
    package=__name__,
    catalogue="magna_carta",
    renderer="caylus_desktop.ui.tables.magna_carta",
    icon="cards-and-bridge",
    cues={"worker": "place", "build": "build", "lot": "build"},
    # what the table paints, its rules file's ``look:`` gives (engine/look.py)
    look=LookRoles(
        palette=frozenset({"table", "cards", "neutral", "wood", "stone", "residence", "prestige",  # a card's band
                           "coin", "shield", "provost", "dungeon", "walls", "towers", "supply",
                           "castle", "river", "water", "bridge", "prestige_board", "road",
                           "seat_board", "back"}),
        surfaces=frozenset({"table", "cards", "supply", "castle", "seat_board", "river", "prestige_board", "road"}),
        icons=frozenset({"money", "vp", "worker", "provost", "neutral", "residence", "prestige", "wood", "stone"}),
    ),
))

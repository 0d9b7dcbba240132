"""Caylus (William Attia, Ystari 2005): 2-5 players, the 2-player rules and the light-favour variant.

The game's declaration: everything the engine, the menu, the table and the sounds know of it
before its rules code (``spec.py``) is imported.
"""
from caylus_desktop.engine.look import LookRoles
from caylus_desktop.engine.registry import Declaration, declare

DECLARATION = declare(Declaration(
    id="caylus",
    rules_file="caylus.yaml",
    rulebook="rulebook/caylus.yaml",
    package=__name__,
    catalogue="caylus",
    renderer="caylus_desktop.ui.tables.caylus",
    icon="keep-and-road",
    cues={"place": "place", "build": "build"},
    # what the table paints, its rules file's ``look:`` gives (engine/look.py)
    look=LookRoles(
        palette=frozenset({"table", "path", "bridge", "castle", "favour_table", "favour_cells", "supply",
                           "special", "neutral", "fixed", "wood", "stone", "residential", "prestige",  # building tiles
                           "dungeon", "walls", "towers", "coin", "bailiff", "provost",
                           "lot", "seat_board", "seat_board_mine"}),  # an empty lot of the road, a seat's board
        surfaces=frozenset({"table", "tiles", "bridge", "castle", "favour_table", "favour_cells", "supply",
                            "lot", "seat_board"}),
        icons=frozenset({"money", "vp", "cubes", "worker", "provost", "bailiff", "favour", "house", "residence",
                         "special", "neutral", "fixed", "wood", "stone", "residential", "prestige"}),
    ),
))

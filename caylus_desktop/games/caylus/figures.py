"""The rules' values the turn reads at every step, copied once per rules object into plain attributes.

A rules model (pydantic) reads a field through its ``__getattr__`` hook, which keeps the
interpreter from specialising the read: about 400 instructions against 40 for a plain attribute,
and a random game read some 2,300 of them (docs/notes/benchmarks-history.md, "Engine speed, fourth pass").
The turn's hot paths read ``state.cache[Figures]`` instead (the rules object's cache makes it at
the first read: engine/rules_cache.py); everything else reads the rules.
"""
from __future__ import annotations


class Tile:
    """What the turn reads of one building."""

    __slots__ = ("income", "on_worker", "owner_bonus", "cost", "vp", "favours")

    def __init__(self, d) -> None:
        self.income = d.income
        self.on_worker = d.on_worker
        self.owner_bonus = d.owner_bonus
        self.cost = d.cost
        self.vp = d.vp
        self.favours = d.favours


class Section:
    """What the turn reads of one castle section."""

    __slots__ = ("id", "spaces", "vp_per_house", "favour_columns_after", "scores")

    def __init__(self, sec) -> None:
        self.id = sec.id
        self.spaces = sec.spaces
        self.vp_per_house = sec.vp_per_house
        self.favour_columns_after = sec.favour_columns_after
        # (VP, favours) of its scoring by the houses a seat has there (a seat has at most ``spaces``)
        self.scores = tuple((row.vp, row.favours) for row in map(sec.row_for, range(sec.spaces + 1)))


class Figures:
    """The figures of one rules object, read as ``state.cache[Figures]``."""

    __slots__ = ("tiles", "neutral_tiles", "supply", "income_base", "specials", "own_building_cost", "inn_right_cost",
                 "two_player_cost_after_pass", "visit_vp", "first_passer_bonus", "bailiff_if_beyond",
                 "bailiff_otherwise", "section_ends", "sections", "provost_move", "batch_required", "batch_size")

    def __init__(self, defs) -> None:
        self.tiles = {d.id: Tile(d) for d in defs.buildings}  # by building id
        self.neutral_tiles = tuple(defs.neutral_tiles())  # set-up: every neutral tile of the box
        # set-up: the building supply (wood, stone and prestige tiles by id, in the file's order)
        self.supply = {d.id: d.count for d in defs.buildings if d.category in ("wood", "stone", "prestige")}
        self.income_base = defs.income.base
        self.specials = defs.board.specials  # Phase 3's order
        p = defs.placement
        self.own_building_cost = p.own_building_cost
        self.inn_right_cost = p.inn_right_cost
        self.two_player_cost_after_pass = p.two_player_cost_after_pass
        self.visit_vp = p.visit_vp
        self.first_passer_bonus = p.first_passer_bonus
        self.bailiff_if_beyond = defs.bailiff.move_if_provost_beyond
        self.bailiff_otherwise = defs.bailiff.move_otherwise
        # each castle section's (trigger space, houses it holds): when it is scored
        self.section_ends = tuple((sec.trigger_space, sec.spaces) for sec in defs.castle.sections)
        self.sections = tuple(map(Section, defs.castle.sections))
        self.provost_move = defs.provost_move  # the rules' own arguments of Phase 4's move (a frame's)
        self.batch_required = defs.resource_at[defs.castle.batch_required]  # its place in a seat's cubes
        self.batch_size = defs.castle.batch_size


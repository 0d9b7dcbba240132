"""The shape of rules_data/caylus.yaml."""
from __future__ import annotations

from typing import Any, Iterator, Literal

from pydantic import Field, PrivateAttr, model_validator

from caylus_desktop.engine.defs import Names, OptionDef, PlayerRange, Ruling, duplicate_ids, needed_options
from caylus_desktop.engine.icons import IconName
from caylus_desktop.engine.look import Look, look_field
from caylus_desktop.engine.ops import Strict, effect_type
from caylus_desktop.engine.ops.resources import DeclaresResources, empty
from caylus_desktop.engine.rules_cache import rules_cache
from caylus_desktop.engine.teach import Teach, check_teach
from caylus_desktop.games.caylus.kinds import DECISION_KINDS, PHASES
from caylus_desktop.games.caylus.bundles import Cubes, Pay, joker_named
from caylus_desktop.games.caylus.effects import EFFECT_OPS, MoveProvostArgs

Effect = effect_type(EFFECT_OPS)

Category = Literal["special", "neutral", "fixed", "wood", "stone", "residential", "prestige"]
WORKER_CATEGORIES = ("neutral", "fixed", "wood", "stone")   # road buildings that take a worker
BUILT_CATEGORIES = ("wood", "stone", "prestige")             # tiles in the building supply
# special buildings whose own procedures (placement.py, specials.py) place and keep their workers;
# every other special takes one worker in Phase 2, works in Phase 3 and sends it home
OWN_PLACEMENT_SPECIALS = ("stables", "inn")


# the options favours.py and heuristics.py read: a rules file must define them
NEEDED_OPTIONS = {"light_favour": "bool", "intro": "bool"}


class BuildingDef(Strict):
    id: str
    name: Names
    category: Category
    text: Names
    count: int = Field(1, ge=1, description="tiles of this building in the box")
    cost: Pay = empty(Pay)
    vp: int = Field(0, ge=0, description="prestige on construction (or conversion)")
    favours: int = Field(0, ge=0, description="royal favours on construction")
    income: int = Field(0, ge=0, description="extra deniers in Phase 1 for its owner")
    # the book: « Il est interdit de placer un ouvrier sur un bâtiment de prestige (bleu), un
    # bâtiment résidentiel (vert) »: those hold none; every other building 1 unless the file says
    slots: int | None = Field(None, ge=0, description="workers it holds: 1 unless given; 0 on a residence "
                                                      "or a prestige building, which never take one")
    convertible: bool = True
    on_worker: tuple[Effect, ...] = ()  # type: ignore[valid-type]
    # stone production used by another player: what its owner takes
    owner_bonus: tuple[Effect, ...] = ()  # type: ignore[valid-type]

    @model_validator(mode="after")
    def _worker_places(self) -> "BuildingDef":
        takes = self.category == "special" or self.category in WORKER_CATEGORIES
        if self.slots is None:  # frozen: set once, here, from the category the file gives
            object.__setattr__(self, "slots", 1 if takes else 0)
        elif takes != (self.slots > 0):
            raise ValueError(f"slots: a {self.category} building " + ("takes a worker: give at least 1" if takes
                                                                        else "takes no worker: give 0"))
        return self

    @property
    def takes_workers(self) -> bool:
        return self.category in WORKER_CATEGORIES


class StartDef(Strict):
    money_by_position: tuple[int, ...]
    money_two_players: int = Field(ge=0)
    cubes: Cubes
    workers: int = Field(ge=1)


class IncomeDef(Strict):
    base: int = Field(ge=0)


class PlacementDef(Strict):
    own_building_cost: int = Field(ge=0)
    inn_right_cost: int = Field(ge=0)
    first_passer_bonus: int = Field(ge=0)
    visit_vp: int = Field(ge=0)
    two_player_cost_after_pass: int = Field(ge=0)


class ProvostDef(Strict):
    max_move: int = Field(ge=1)
    cost_per_space: int = Field(ge=0)


class BailiffDef(Strict):
    move_if_provost_beyond: int = Field(ge=1)
    move_otherwise: int = Field(ge=1)


class FixedTile(Strict):
    space: int = Field(ge=1)
    building: str


class BoardDef(Strict):
    road_length: int = Field(ge=1)
    neutral_spaces: tuple[int, ...]
    fixed: tuple[FixedTile, ...]
    bailiff_start: int = Field(ge=1)
    provost_start: int = Field(ge=1)
    specials: tuple[str, ...]
    two_player_unused: tuple[str, ...] = ()


class ScoringRow(Strict):
    houses: int = Field(ge=0, description="applies from this many houses up to the next row")
    vp: int
    favours: int = Field(0, ge=0)


class SectionDef(Strict):
    id: str
    name: Names
    spaces: int = Field(ge=1)
    vp_per_house: int = Field(ge=0)
    trigger_space: int = Field(ge=1)
    favour_columns_after: int = Field(ge=1, description="favour columns open after this scoring")
    icon: IconName | None = Field(None, description="its picture (assets/icons)")
    scoring: tuple[ScoringRow, ...]

    def row_for(self, houses: int) -> ScoringRow:
        best = self.scoring[0]
        for row in self.scoring:
            if row.houses <= houses:
                best = row
        return best


class CastleDef(Strict):
    batch_size: int = Field(ge=1)
    batch_required: str = Field(description="the cube every batch holds (one of the file's resources)")
    no_batch_penalty: int = Field(ge=0)
    # who escapes the penalty when the castle has no room left: `batch_holders`, the book's « un des
    # joueurs n'a pas pu dépenser de lot à cause du manque de place (s'il possède un lot, il garde ses
    # cubes et ne perd aucun point) »; `every_worker`, every castle worker, batch or none
    full_castle_spares: Literal["batch_holders", "every_worker"] = Field(
        description="castle workers spared the penalty when the castle is full")
    most_batches_favours: int = Field(ge=0)
    sections: tuple[SectionDef, ...]


class FavourCell(Strict):
    text: Names
    effects: tuple[Effect, ...] = ()  # type: ignore[valid-type]
    icon: IconName | None = Field(None, description="the cell's picture, where its words are too long for it")


class FavourRow(Strict):
    id: str
    name: Names
    cells: tuple[FavourCell, ...]


class FavoursDef(Strict):
    light_favour_vp: int = Field(ge=0)
    open_columns: int = Field(ge=1, description="favour columns open from the start")
    rows: tuple[FavourRow, ...]


class ResidenceDef(Strict):
    building: str
    conversion_cost: Pay


class EndConversionDef(Strict):
    vp_per_gold: int = Field(ge=0)
    cubes_per_vp: int = Field(ge=1)
    money_per_vp: int = Field(ge=1)


class CaylusRules(DeclaresResources):
    game: Literal["caylus"]
    name: Names
    tagline: Names
    players: PlayerRange
    look: Look = look_field()  # palette, materials, pictures (checked against the declaration's LookRoles)
    options: tuple[OptionDef, ...] = ()
    rulings: tuple[Ruling, ...] = ()  # our rulings where the book is silent, unclear or lost, for the in-app rules
    joker: str = Field(description="the cube apart (gold): never a 'non_gold' wildcard, scored on its own "
                                   "at the end (one of the resources)")
    teach: Teach = Teach()  # the guide's texts: every decision kind and phase (see kinds.py)
    start: StartDef
    income: IncomeDef
    placement: PlacementDef
    provost: ProvostDef
    bailiff: BailiffDef
    board: BoardDef
    castle: CastleDef
    favours: FavoursDef
    residence: ResidenceDef
    end_conversion: EndConversionDef
    buildings: tuple[BuildingDef, ...]

    _index: dict = PrivateAttr(default_factory=dict)
    _provost_args: MoveProvostArgs | None = PrivateAttr(default=None)
    _worker_tiles: dict = PrivateAttr(default_factory=dict)
    _single_worker_specials: tuple = PrivateAttr(default=())
    _cube_roles: tuple = PrivateAttr(default=((), ()))

    @model_validator(mode="wrap")
    @classmethod
    def _with_joker(cls, data: Any, handler: Any) -> Any:
        joker = data.get("joker") if isinstance(data, dict) else None
        with joker_named(joker if isinstance(joker, str) else None):
            return handler(data)

    def model_post_init(self, _context) -> None:
        super().model_post_init(_context)  # each cube's place (resource_at)
        every = tuple(range(len(self.resources)))
        self._cube_roles = (every, tuple(i for i in every if self.resources[i] != self.joker))
        self._index.update({b.id: b for b in self.buildings})
        self._worker_tiles.update({b.id: b for b in self.buildings if b.takes_workers})
        self._single_worker_specials = tuple(s for s in self.board.specials if s not in OWN_PLACEMENT_SPECIALS)
        self._provost_args = MoveProvostArgs(max=self.provost.max_move, cost_per_space=self.provost.cost_per_space)

    @property
    def joker_at(self) -> int:
        """Where the joker (gold) lies in a seat's cube list."""
        return self.__pydantic_private__["_resource_at"][self.joker]

    @property
    def every_cube(self) -> tuple[int, ...]:
        """Every place in a seat's cube list."""
        return self.__pydantic_private__["_cube_roles"][0]

    @property
    def plain_cubes(self) -> tuple[int, ...]:
        """Where the other ("non-gold") cubes lie in a seat's cube list."""
        return self.__pydantic_private__["_cube_roles"][1]

    def building(self, bid: str) -> BuildingDef:
        # straight to pydantic's private store: this is on every hot path
        return self.__pydantic_private__["_index"][bid]

    @property
    def index(self) -> dict[str, BuildingDef]:
        return self.__pydantic_private__["_index"]

    @property
    def action_cache(self) -> dict:
        """Immutable Actions that recur all game (placements), built once per rules object (a match
        reads the same dict as ``state.cache``, faster)."""
        return rules_cache(self)

    @property
    def worker_tiles(self) -> dict[str, BuildingDef]:
        """Tiles that take a worker, by id."""
        return self.__pydantic_private__["_worker_tiles"]

    @property
    def single_worker_specials(self) -> tuple[str, ...]:
        """The special buildings on the board that take one worker each, in Phase 3 order."""
        return self.__pydantic_private__["_single_worker_specials"]  # not self._...: pydantic's slow path

    def has_building(self, bid: str) -> bool:
        return bid in self.__pydantic_private__["_index"]

    @property
    def provost_move(self) -> MoveProvostArgs:
        """The Phase 4 move, as the argument of the ``move_provost`` operation."""
        return self.__pydantic_private__["_provost_args"]

    def neutral_tiles(self) -> list[str]:
        return [b.id for b in self.buildings if b.category == "neutral" for _ in range(b.count)]

    def check_references(self) -> Iterator[tuple[tuple, str]]:
        for key, name in (("joker", self.joker), (("castle", "batch_required"), self.castle.batch_required)):
            if name not in self.resources:
                yield (key,) if isinstance(key, str) else key, \
                    f"'{name}' is not one of the resources ({', '.join(self.resources)})"
        yield from check_teach(self.teach, DECISION_KINDS, PHASES)
        yield from duplicate_ids(self.options, "options", "option")
        yield from needed_options(self.options, NEEDED_OPTIONS)
        yield from duplicate_ids(self.buildings, "buildings", "building")
        yield from duplicate_ids(self.castle.sections, ("castle", "sections"), "section")
        yield from duplicate_ids(self.favours.rows, ("favours", "rows"), "favour row")
        idx = self._index
        for i, f in enumerate(self.board.fixed):
            if f.building not in idx:
                yield ("board", "fixed", i, "building"), f"unknown building id '{f.building}'"
            elif idx[f.building].category != "fixed":
                yield ("board", "fixed", i, "building"), f"'{f.building}' is not a fixed building"
            if f.space > self.board.road_length or f.space in self.board.neutral_spaces:
                yield ("board", "fixed", i, "space"), f"space {f.space} is off the road or taken by a neutral tile"
        for key in ("specials", "two_player_unused"):
            for i, sid in enumerate(getattr(self.board, key)):
                if sid not in idx or idx[sid].category != "special":
                    yield ("board", key, i), f"'{sid}' is not a special building"
        for s in self.board.neutral_spaces:
            if not 1 <= s <= self.board.road_length:
                yield ("board", "neutral_spaces"), f"space {s} is off the road"
        if len(self.neutral_tiles()) != len(self.board.neutral_spaces):
            yield ("board", "neutral_spaces"), "there must be one space per neutral tile"
        for key in ("bailiff_start", "provost_start"):
            if getattr(self.board, key) > self.board.road_length:
                yield ("board", key), "off the road"
        if self.residence.building not in idx or idx[self.residence.building].category != "residential":
            yield ("residence", "building"), f"'{self.residence.building}' is not a residential building"
        if len(self.start.money_by_position) < self.players.max:
            yield ("start", "money_by_position"), f"needs a sum for each of {self.players.max} positions"
        for sid in OWN_PLACEMENT_SPECIALS:
            if sid not in self.board.specials:
                yield ("board", "specials"), f"the board needs '{sid}': the game places its workers by its own rules"
        for i, sid in enumerate(self.board.specials):
            if sid in idx and sid in self._single_worker_specials and idx[sid].slots != 1:
                yield ("board", "specials", i), (f"'{sid}' has {idx[sid].slots} slots: a special building takes one "
                                                 f"worker (only {' and '.join(OWN_PLACEMENT_SPECIALS)} hold more)")
        if len(self.castle.sections) < 1:
            yield ("castle", "sections"), "the castle needs a section"
        columns = len(self.favours.rows[0].cells) if self.favours.rows else 0
        last_trigger = 0
        for i, sec in enumerate(self.castle.sections):
            if sec.trigger_space > self.board.road_length:
                yield ("castle", "sections", i, "trigger_space"), (
                    f"space {sec.trigger_space} is off the road (1-{self.board.road_length}): the bailiff never gets there")
            elif sec.trigger_space <= last_trigger:
                yield ("castle", "sections", i, "trigger_space"), "scoring spaces must come in the order of the sections"
            last_trigger = max(last_trigger, sec.trigger_space)
            if columns and sec.favour_columns_after > columns:
                yield ("castle", "sections", i, "favour_columns_after"), f"the favour table has {columns} columns"
            if not sec.scoring or sec.scoring[0].houses != 0:
                yield ("castle", "sections", i, "scoring"), "the scoring table must start at 0 houses"
            if any(a.houses >= b.houses for a, b in zip(sec.scoring, sec.scoring[1:])):
                yield ("castle", "sections", i, "scoring"), "rows must be in increasing order of houses"
        if not self.favours.rows:
            yield ("favours", "rows"), "the favour table needs a row"
        for i, row in enumerate(self.favours.rows):
            if len(row.cells) != columns or not row.cells:
                yield ("favours", "rows", i, "cells"), f"every favour row has the same number of cells (the first has {columns})"
        if columns and self.favours.open_columns > columns:
            yield ("favours", "open_columns"), f"the favour table has {columns} columns"
        for i, b in enumerate(self.buildings):
            if b.category == "special" and b.id not in self.board.specials:
                yield ("buildings", i, "id"), f"special building '{b.id}' is not on the board"
            if b.category in BUILT_CATEGORIES and not any(b.cost.vec):
                yield ("buildings", i, "cost"), "a building built from the supply needs a cost"

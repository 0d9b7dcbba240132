"""The shape of rules_data/magna_carta.yaml."""
from __future__ import annotations

from typing import Annotated, Iterator, Literal

from pydantic import Field, PrivateAttr

from caylus_desktop.engine.defs import Names, OptionDef, PlayerRange, Ruling, duplicate_ids, needed_options
from caylus_desktop.engine.icons import IconName
from caylus_desktop.engine.look import Look, look_field
from caylus_desktop.engine.ops import Strict, effect_type
from caylus_desktop.engine.rules_cache import rules_cache
from caylus_desktop.engine.ops.resources import Bundle, DeclaresResources
from caylus_desktop.engine.teach import Teach, check_teach
from caylus_desktop.games.magna_carta.kinds import DECISION_KINDS, PHASES
from caylus_desktop.games.magna_carta.ops import CARD_OPS

Effect = effect_type(CARD_OPS)


# the options flow.py and observe.py read: a rules file must define them
NEEDED_OPTIONS = {"intro": "bool"}


class Cost(Bundle):
    """Cubes to pay; gold may stand for any of them, ``any`` is a cube of any type."""

    any: int = Field(0, ge=0)

    def code(self) -> tuple[int, ...]:
        """The cubes in the table's order, then ``any`` (what ``payments`` takes)."""
        return self.vec + (self.any,)


class Start(Bundle):
    """Each seat's cubes (the file's ``resources``) and deniers at the start."""

    deniers: int = Field(ge=0)


class SetupDef(Strict):
    road_start_neutral: dict[int, int]
    road_end_card: str
    hand_size: int = Field(ge=1)
    mulligans: int = Field(ge=0, le=1)
    start: Start
    workers: int = Field(ge=1)
    # castle tokens by player count, then by section id
    tokens: dict[int, dict[str, Annotated[int, Field(ge=0)]]]
    small_production_stock: dict[int, int]


class Section(Strict):
    id: str
    name: Names
    points: int
    icon: IconName | None = Field(None, description="its picture (assets/icons)")


class IncomeDef(Strict):
    base: int = Field(ge=0)


class ActionsDef(Strict):
    cost: int = Field(ge=0)
    first_pass_bonus: int = Field(ge=0)


class ProvostDef(Strict):
    max_move: int = Field(ge=0)
    cost_per_card: int = Field(ge=0)
    end_advance: int = Field(ge=0)


class CastleDef(Strict):
    lot: Cost
    most_lots_bonus: Bundle
    no_lot_removal: int = Field(ge=0)


class ScoringDef(Strict):
    gold_points: int
    cubes_per_point: int = Field(ge=1)
    deniers_per_point: int = Field(ge=1)


class IntroDef(Strict):
    income_base: int = Field(ge=0)
    provost: bool
    prestige_in_front: bool


class NeutralDef(Strict):
    id: str
    name: Names
    main: tuple[Effect, ...]  # type: ignore[valid-type]


class BuildingDef(Strict):
    id: str
    name: Names
    frame: Literal["wood", "stone"]
    cost: Cost
    points: int
    standard_only: bool = False
    on_build: tuple[Effect, ...] = ()  # type: ignore[valid-type]
    main: tuple[Effect, ...]  # type: ignore[valid-type]
    secondary: tuple[Effect, ...] = ()  # type: ignore[valid-type]


class ResidenceDef(Strict):
    id: str
    name: Names
    points: int
    income: int = Field(ge=0)


class PrestigeDef(Strict):
    id: str
    name: Names
    cost: Cost
    points: int
    income: int = Field(0, ge=0)
    standard_only: bool = False


class MagnaCartaRules(DeclaresResources):
    game: Literal["magna-carta"]
    name: Names
    tagline: Names
    players: PlayerRange
    look: Look = look_field()  # palette, materials, pictures (checked against the declaration's LookRoles)
    options: tuple[OptionDef, ...] = ()
    rulings: tuple[Ruling, ...] = ()  # our rulings where the book is silent or unclear, for the in-app rules
    joker: str = Field(description="the cube that may stand for any other in a cost, scored on its own at the end "
                                   "(one of the resources)")
    teach: Teach = Teach()  # the guide's texts: every decision kind and phase (see kinds.py)
    setup: SetupDef
    sections: tuple[Section, ...]
    income: IncomeDef
    actions: ActionsDef
    provost: ProvostDef
    castle: CastleDef
    scoring: ScoringDef
    neutral: tuple[NeutralDef, ...]
    buildings: tuple[BuildingDef, ...]
    residence: ResidenceDef
    prestige: tuple[PrestigeDef, ...]
    intro: IntroDef

    _index: dict = PrivateAttr(default_factory=dict)
    _plain: tuple = PrivateAttr(default=())
    _lot: tuple = PrivateAttr(default=((), 0))
    _heuristic_roles: tuple = PrivateAttr(default=())

    def model_post_init(self, _context) -> None:
        super().model_post_init(_context)  # each cube's place (resource_at)
        self._plain = tuple(i for i, name in enumerate(self.resources) if name != self.joker)
        lot = self.castle.lot.vec
        self._lot = (tuple((i, n) for i, n in enumerate(lot) if n), sum(lot))
        if self.joker in self.resources:  # else check_references refuses the file
            named = self._lot[0]
            unit = tuple(i for i, _ in named) if all(n == 1 for _, n in named) else ()
            self._heuristic_roles = (self.joker_at, named, unit, self._lot[1], self.scoring.cubes_per_point)
        for group in (self.neutral, self.buildings, self.prestige):
            self._index.update({c.id: c for c in group})
        self._index[self.residence.id] = self.residence

    def card(self, cid: str):
        # straight to the private dict: pydantic's attribute hook is slow on the hot path
        return self.__pydantic_private__["_index"][cid]

    @property
    def joker_at(self) -> int:
        """Where the joker (gold) lies in a seat's cube list."""
        return self.__pydantic_private__["_resource_at"][self.joker]

    @property
    def plain_cubes(self) -> tuple[int, ...]:
        """Where the other cubes (those a castle lot and most costs name) lie in a seat's cube list."""
        return self.__pydantic_private__["_plain"]

    @property
    def lot_size(self) -> int:
        """How many cubes a castle lot holds."""
        return self.__pydantic_private__["_lot"][1]

    @property
    def heuristic_roles(self) -> tuple[int, tuple[tuple[int, int], ...], tuple[int, ...], int, int]:
        """What the position heuristic reads on every leaf, in one look-up: the joker's place,
        the lot's cubes (place, count), their places when it names one of each (else empty),
        its size, and the cubes per point."""
        return self.__pydantic_private__["_heuristic_roles"]

    def memo(self, name: str) -> dict:
        """A cache named ``name`` that lives with this rules object: the actions and labels it
        keeps depend on these rules' costs and names (each user bounds its size)."""
        return rules_cache(self)[name]  # a new name gets a new cache; a match reads state.cache[name]

    def deck(self, intro: bool) -> tuple[str, ...]:
        """A colour's building ids, in rules order."""
        return tuple(b.id for b in self.buildings if not (intro and b.standard_only))

    def prestige_cards(self, intro: bool) -> tuple[str, ...]:
        return tuple(p.id for p in self.prestige if not (intro and p.standard_only))

    def token_stock(self, players: int) -> list[int]:
        """The castle tokens at the start, by section (best first)."""
        counts = self.setup.tokens[players]
        return [counts[s.id] for s in self.sections]

    def check_references(self) -> Iterator[tuple[tuple, str]]:
        yield from check_teach(self.teach, DECISION_KINDS, PHASES)
        yield from duplicate_ids(self.options, "options", "option")
        yield from needed_options(self.options, NEEDED_OPTIONS)
        everything = (*self.neutral, *self.buildings, *self.prestige, self.residence)
        yield from duplicate_ids(everything, "cards", "card")
        if self.joker not in self.resources:
            yield ("joker",), f"'{self.joker}' is not one of the resources ({', '.join(self.resources)})"
        if not self.lot_size:
            yield ("castle", "lot"), "a castle lot needs a cube"
        if len(self.look.seats) < self.players.max:
            yield ("look", "seats"), f"{self.players.max} players need {self.players.max} colours"
        if self.setup.road_end_card not in {n.id for n in self.neutral}:
            yield ("setup", "road_end_card"), f"unknown neutral card '{self.setup.road_end_card}'"
        if not self.sections:
            yield ("sections",), "the castle needs a section"
        yield from duplicate_ids(self.sections, "sections", "section")
        ids = [s.id for s in self.sections]
        for players, counts in self.setup.tokens.items():
            if sorted(counts) != sorted(ids):
                yield ("setup", "tokens", players), f"give the tokens of each section: {', '.join(ids)}"
        for table in ("road_start_neutral", "tokens", "small_production_stock"):
            counts = getattr(self.setup, table)
            for players in range(self.players.min, self.players.max + 1):
                if players not in counts:
                    yield ("setup", table), f"no entry for {players} players"
        for players, n in self.setup.road_start_neutral.items():
            if n >= len(self.neutral):
                yield ("setup", "road_start_neutral", players), "more neutral cards than exist besides the road's end card"
        for i, p in enumerate(self.prestige):
            if p.cost.any:
                yield ("prestige", i, "cost", "any"), "prestige costs name their cubes"

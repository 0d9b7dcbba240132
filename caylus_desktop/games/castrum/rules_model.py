"""The shape of rules_data/castrum.yaml."""
from __future__ import annotations

from typing import Iterator, Literal

from pydantic import Field, PrivateAttr

from caylus_desktop.engine.defs import (Deal, Names, OptionDef, PlayerRange, Ruling, deal_problems, duplicate_ids,
                                        needed_options)
from caylus_desktop.engine.icons import IconName
from caylus_desktop.engine.look import Look, look_field
from caylus_desktop.engine.ops import Strict, effect_type
from caylus_desktop.engine.teach import Teach, check_teach
from caylus_desktop.games.castrum.kinds import DECISION_KINDS, PHASES
from caylus_desktop.games.castrum.ops import ATTACK_OPS, EVENT_OPS

AttackEffect = effect_type(ATTACK_OPS)
EventEffect = effect_type(EVENT_OPS)


# the options flow.py read: a rules file must define them
NEEDED_OPTIONS = {"mode": ("family", "expert"), "intro": "bool", "rounds": "int"}


class Range(Strict):
    min: int = Field(ge=0)
    max: int = Field(ge=1)


class FirstPlayer(Strict):
    family: Literal["die", "random"]
    expert: Literal["die", "random"]


class MaterialDef(Strict):
    id: str
    name: Names
    icon: IconName | None = Field(None, description="its picture (assets/icons)")


class PieceDef(Strict):
    id: str
    name: Names
    per_player: int = Field(ge=1, description="pawns of this kind each player may build")
    needs: dict[str, int] = Field(description="material id -> units traded from the site")
    points: int = Field(description="points in the timed game")
    icon: IconName | None = Field(None, description="its picture (assets/icons)")


class WheelDef(Strict):
    extra_materials: int = Field(ge=0, description="material cards that may follow the Wheel")
    leaves_site_at_end_of_turn: bool


class AttackEffects(Strict):
    family: tuple[AttackEffect, ...]  # type: ignore[valid-type]
    expert: tuple[AttackEffect, ...]  # type: ignore[valid-type]


class CardDef(Strict):
    id: str
    name: Names
    family: Literal["material", "special", "attack", "defence"]
    count: int = Field(ge=0)
    text: Names
    material: str | None = None             # materials: which material
    units: int = 0                          # materials: units for building (x2 cards: 2)
    changes_into: str | None = None         # x2 cards: the single card the change rule gives two of
    wheel: WheelDef | None = None           # the Quarry Wheel
    target: Literal["site", "card"] | None = None   # attacks: a whole site or one card on it
    target_materials: tuple[str, ...] = ()  # attacks on a card: only cards of these materials
    defended_by: str | None = None          # attacks: the defence card that cancels them
    effects: AttackEffects | None = None    # attacks: what happens when not defended, by rules level
    shuffle_pile_after: bool = False        # defences: shuffle the pile after use (Guards)
    icon: IconName | None = Field(None, description="its picture (assets/icons)")


class EventDef(Strict):
    roll: int = Field(ge=1)
    id: str
    name: Names
    timing: Literal["next_round", "at_once"]
    effects: tuple[EventEffect, ...]  # type: ignore[valid-type]
    text: Names
    icon: IconName | None = Field(None, description="its picture (assets/icons)")


class CastrumRules(Strict):
    game: Literal["castrum"]
    name: Names
    tagline: Names
    players: PlayerRange
    reconstruction_note: Names
    rules_text: Names
    look: Look = look_field()  # palette, materials, pictures (checked against the declaration's LookRoles)
    options: tuple[OptionDef, ...] = ()
    rulings: tuple[Ruling, ...] = ()  # our rulings where the book is silent, for the in-app rules
    teach: Teach = Teach()  # the guide's texts: every decision kind and phase (see kinds.py)
    hand_size: int = Field(ge=1)
    change_in_hand: Literal["while_hand_has_room", "never"] = Field(
        description="when an x2 card in hand may be changed for two singles (the hand must end a turn at hand_size)")
    play: Range
    discard: Range
    die_sides: int = Field(ge=2)
    first_player: FirstPlayer
    classic_round_cap: int = Field(ge=1, description="safety stop for classic games")
    tie_breaks: tuple[str, ...] = Field(description="pieces (more pieces built wins), a piece id (more of that "
                                                    "piece wins) or site_units (more material units on site)")
    change_offered: Literal["always", "when_pile_has_two"] = Field(
        description="when the x2 change is offered: always (the pile is searched in the open; too few "
                    "singles and nothing changes), or only when the hidden pile holds two singles (a tell)")
    materials: tuple[MaterialDef, ...]
    pieces: tuple[PieceDef, ...]
    cards: tuple[CardDef, ...]
    events: tuple[EventDef, ...]

    _index: dict = PrivateAttr(default_factory=dict)
    _events: dict = PrivateAttr(default_factory=dict)
    _actions: dict = PrivateAttr(default_factory=dict)   # cached Actions (immutable), see flow._act

    def model_post_init(self, _context) -> None:
        self._index.update({c.id: c for c in self.cards})
        self._events.update({e.roll: e for e in self.events})

    def card(self, cid: str) -> CardDef:
        # straight to pydantic's private store: ``self._index`` goes through its slow attribute hook
        return self.__pydantic_private__["_index"][cid]

    def event_for(self, roll: int) -> EventDef:
        return self.__pydantic_private__["_events"][roll]

    def deck(self) -> tuple[str, ...]:
        return tuple(c.id for c in self.cards for _ in range(c.count))

    def check_references(self) -> Iterator[tuple[tuple, str]]:
        yield from deal_problems(Deal(n, len(self.deck()), 0, self.hand_size, ("cards",), ("cards",), ("hand_size",))
                                 for n in range(self.players.min, self.players.max + 1))
        yield from check_teach(self.teach, DECISION_KINDS, PHASES)
        yield from duplicate_ids(self.options, "options", "option")
        yield from needed_options(self.options, NEEDED_OPTIONS)
        yield from duplicate_ids(self.cards, "cards", "card")
        yield from duplicate_ids(self.materials, "materials", "material")
        yield from duplicate_ids(self.pieces, "pieces", "piece")
        yield from duplicate_ids(self.events, "events", "event")
        mats = {m.id for m in self.materials}
        cards = set(self._index)
        for i, p in enumerate(self.pieces):
            for m in p.needs:
                if m not in mats:
                    yield ("pieces", i, "needs", m), f"unknown material '{m}'"
        for i, c in enumerate(self.cards):
            if c.family == "material":
                if c.material not in mats:
                    yield ("cards", i, "material"), f"a material card needs a known material, not {c.material!r}"
                if c.units < 1:
                    yield ("cards", i, "units"), "a material card is worth at least 1 unit"
            if c.changes_into is not None:
                other = self._index.get(c.changes_into)
                if other is None or other.material != c.material or other.units * 2 != c.units:
                    yield ("cards", i, "changes_into"), f"'{c.changes_into}' must be a single card of the same material worth half"
            if c.family == "attack":
                if c.target is None or c.effects is None:
                    yield ("cards", i), "an attack needs a target and effects"
                if c.defended_by is not None and (c.defended_by not in cards or self._index[c.defended_by].family != "defence"):
                    yield ("cards", i, "defended_by"), f"'{c.defended_by}' is not a defence card"
                for m in c.target_materials:
                    if m not in mats:
                        yield ("cards", i, "target_materials"), f"unknown material '{m}'"
            elif c.effects is not None or c.target is not None:
                yield ("cards", i), "only attacks have a target and effects"
            if c.family == "special" and c.wheel is None:
                yield ("cards", i), "the only special card is the Quarry Wheel: it needs `wheel`"
        rolls = sorted(e.roll for e in self.events)
        if rolls != list(range(1, self.die_sides + 1)):
            yield ("events",), f"one event per die face 1-{self.die_sides} is needed, got {rolls}"
        for i, e in enumerate(self.events):
            for j, eff in enumerate(e.effects):
                name = next(iter(type(eff).model_fields))
                lasting = name == "forbid"
                if lasting != (e.timing == "next_round"):
                    yield ("events", i, "effects", j), f"'{name}' does not fit an event with timing {e.timing}"
                args = getattr(eff, name)
                for m in getattr(args, "place_materials", ()) + getattr(args, "materials", ()):
                    if m not in mats:
                        yield ("events", i, "effects", j), f"unknown material '{m}'"
                for cid in getattr(args, "play_cards", ()):
                    if cid not in cards:
                        yield ("events", i, "effects", j), f"unknown card '{cid}'"
        pieces = {p.id for p in self.pieces}
        for i, t in enumerate(self.tie_breaks):
            if t not in ("pieces", "site_units") and t not in pieces:
                yield ("tie_breaks", i), f"'{t}' is neither pieces, a piece id nor site_units"

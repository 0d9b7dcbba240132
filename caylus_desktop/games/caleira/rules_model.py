"""The shape of rules_data/caleira.yaml."""
from __future__ import annotations

from typing import Iterator, Literal

from pydantic import Field, PrivateAttr

from caylus_desktop.engine.defs import (Deal, Names, OptionDef, PlayerRange, Ruling, deal_problems, duplicate_ids,
                                        needed_options)
from caylus_desktop.engine.icons import IconName
from caylus_desktop.engine.look import Look, look_field
from caylus_desktop.engine.messages import Message
from caylus_desktop.engine.ops import Strict, effect_type
from caylus_desktop.engine.teach import Teach, check_teach
from caylus_desktop.games.caleira.kinds import DECISION_KINDS, PHASES
from caylus_desktop.games.caleira.ops import CARD_OPS

Effect = effect_type(CARD_OPS)


# the options flow.py and scoring.py read: a rules file must define them
NEEDED_OPTIONS = {"moat": "bool", "tie_rule": ("shared", "face_up_count_then_shared")}


class SetBonus(Strict):
    count: int = Field(ge=1, description="face-up copies needed in one gallery")
    points_each: int


class CardDef(Strict):
    id: str
    name: Names
    points: int
    text: Names
    on_reveal: tuple[Effect, ...] = ()  # type: ignore[valid-type]
    indestructible: bool = False
    playable_face_up: bool = True
    knockout_when_destroyed: bool = False
    protects_neighbours: bool = False
    set_bonus: SetBonus | None = None
    icon: IconName | None = Field(None, description="its picture (assets/icons)")


class DeckDef(Strict):
    base: dict[str, int]
    with_moat_option: dict[str, int]
    remove_unseen: dict[int, int]
    remove_unseen_with_moats: int = Field(ge=0)


class CaleiraRules(Strict):
    game: Literal["caleira"]
    name: Names
    tagline: Names
    players: PlayerRange
    look: Look = look_field()  # palette, materials, pictures (checked against the declaration's LookRoles)
    options: tuple[OptionDef, ...] = ()
    rulings: tuple[Ruling, ...] = ()  # our rulings where the book is silent, for the in-app rules
    teach: Teach = Teach()  # the guide's texts: every decision kind and phase (see kinds.py)
    deck: DeckDef
    hand_size: int = Field(ge=1)
    face_down_points: int
    knockout_discards_cards: bool
    cards: tuple[CardDef, ...]

    _index: dict = PrivateAttr(default_factory=dict)

    def model_post_init(self, _context) -> None:
        self._index.update({c.id: c for c in self.cards})

    def card(self, cid: str) -> CardDef:
        # straight to pydantic's private store: ``self._index`` goes through its slow attribute hook
        return self.__pydantic_private__["_index"][cid]

    def deck_for(self, players: int, moat: bool) -> tuple[tuple[str, ...], int]:
        """The cards of a match (in rules order) and how many to set aside unseen."""
        counts = dict(self.deck.base)
        if moat:
            for cid, n in self.deck.with_moat_option.items():
                counts[cid] = counts.get(cid, 0) + n
        kinds = tuple(cid for cid, n in counts.items() for _ in range(n))
        remove = self.deck.remove_unseen_with_moats if moat else self.deck.remove_unseen.get(players, 0)
        return kinds, remove

    def deals(self) -> Iterator[Deal]:
        """Every set-up the file allows: each player count, with and without the Moats."""
        for players in range(self.players.min, self.players.max + 1):
            for moat in (False, True):
                kinds, remove = self.deck_for(players, moat)
                removal = ("deck", "remove_unseen_with_moats") if moat else ("deck", "remove_unseen", players)
                yield Deal(players, len(kinds), remove, self.hand_size, ("deck", "base"), removal, ("hand_size",),
                           Message("the Moats") if moat else None)

    def check_references(self) -> Iterator[tuple[tuple, str]]:
        yield from check_teach(self.teach, DECISION_KINDS, PHASES)
        yield from duplicate_ids(self.options, "options", "option")
        yield from needed_options(self.options, NEEDED_OPTIONS)
        yield from duplicate_ids(self.cards, "cards", "card")
        seen = set(self._index)
        for part in ("base", "with_moat_option"):
            for cid, n in getattr(self.deck, part).items():
                if cid not in seen:
                    yield ("deck", part, cid), f"unknown card id '{cid}'"
                if n < 0:
                    yield ("deck", part, cid), "a count cannot be negative"
        for players in self.deck.remove_unseen:
            if not self.players.min <= players <= self.players.max:
                yield ("deck", "remove_unseen", players), f"{players} players is outside {self.players.min}-{self.players.max}"
        yield from deal_problems(self.deals())

"""Caylus's bundle kinds: cubes, prices and gains, over the cubes the rules file declares."""
from __future__ import annotations

from contextlib import contextmanager
from contextvars import ContextVar
from typing import ClassVar, Iterator

from pydantic import Field, PrivateAttr, model_validator

from caylus_desktop.engine.messages import Message, Text
from caylus_desktop.engine.ops import Strict
from caylus_desktop.engine.ops.payment import Cost
from caylus_desktop.engine.ops.resources import Bundle, empty
from caylus_desktop.games.caylus.words import amount, joined

# what a bundle kind may hold besides the cubes, before and after them in texts
_BEFORE = ("money", "vp")
_AFTER = ("any", "non_gold", "favour")


# the cube apart (the file's ``joker``: gold, never a "non_gold" wildcard) of the rules file being
# validated, set by its root
_JOKER: ContextVar[str | None] = ContextVar("caylus_joker", default=None)


@contextmanager
def joker_named(name: str | None) -> Iterator[None]:
    """Lay out bundles validated inside the ``with`` block around this joker cube."""
    token = _JOKER.set(name)
    try:
        yield
    finally:
        _JOKER.reset(token)


def _describe(amounts: dict[str, int]) -> Text:
    return joined([amount(name, n) for name, n in amounts.items() if n], Message("nothing"))


class Cubes(Bundle):
    """Some cubes of named types (the file's ``resources``)."""

    _amounts: dict = PrivateAttr(default_factory=dict)
    _text: Text = PrivateAttr(default="")

    @model_validator(mode="after")
    def _made_once(self) -> "Cubes":
        # runs after Bundle's validator has filled in every declared cube
        fields = type(self).model_fields
        amounts = {name: getattr(self, name) if name in fields else 0 for name in _BEFORE}
        amounts.update(self.resources())
        amounts.update({name: getattr(self, name) if name in fields else 0 for name in _AFTER})
        self._amounts = amounts
        self._text = _describe(amounts)
        # the cube roles, in the file's order, as plain instance attributes (like ``vec``): the
        # bots weigh every price with them. ``joker_at`` is -1 when the file names no joker.
        names = self.__pydantic_private__["_names"]
        joker = _JOKER.get()
        at = names.index(joker) if joker in names else -1
        vec = self.vec
        object.__setattr__(self, "joker_at", at)
        object.__setattr__(self, "plain", tuple(i for i in range(len(names)) if i != at))
        object.__setattr__(self, "joker_n", vec[at] if at >= 0 else 0)
        object.__setattr__(self, "plain_n", sum(vec) - (vec[at] if at >= 0 else 0))
        object.__setattr__(self, "nothing", (0,) * len(names))
        # the engine's name for a wildcard that is never the joker (engine/ops/payment.py)
        object.__setattr__(self, "but_joker", amounts["non_gold"])
        return self

    # for the type checker: set per instance above
    joker_at: ClassVar[int]          # index of the joker cube, -1 if none
    plain: ClassVar[tuple[int, ...]]  # indices of the other cubes ("non-gold")
    joker_n: ClassVar[int]           # joker cubes in this bundle
    plain_n: ClassVar[int]           # other cubes in this bundle
    nothing: ClassVar[tuple[int, ...]]  # no cube of any type: the default discount
    but_joker: ClassVar[int]          # ``non_gold`` wildcards (0 where the kind has none)

    @property
    def amounts(self) -> dict[str, int]:
        """Deniers, VP, every cube, wildcards and favours, 0 where this bundle kind has no such field.

        Made once: reading a field a pydantic model lacks (getattr with a default) raises
        and catches an error inside pydantic each time, too slow for the bots' hot path.
        """
        return self.__pydantic_private__["_amounts"]


class Pay(Cubes):
    """A price: deniers, named cubes, and wildcards chosen by the payer."""

    money: int = Field(0, ge=0, description="deniers")
    any: int = Field(0, ge=0, description="cubes of any type, gold included")
    non_gold: int = Field(0, ge=0, description="cubes of any type but gold")

    @model_validator(mode="after")
    def _plain_price(self) -> "Pay":
        # the price as plain values, a plain instance attribute (like ``vec``): covers() reads six
        # of them at every price it weighs, each through pydantic's slow attribute hook on the model
        object.__setattr__(self, "price", Cost(self.vec, self.any, self.but_joker, self.money, self.joker_at))
        return self

    price: ClassVar[Cost]  # for the type checker: set per instance above


class Gain(Cubes):
    """What one receives: deniers, prestige, named cubes, cubes of one's choice, favours."""

    money: int = Field(0, ge=0, description="deniers")
    vp: int = Field(0, ge=0, description="prestige points")
    non_gold: int = Field(0, ge=0, description="cubes of the receiver's choice, not gold")
    favour: int = Field(0, ge=0, description="royal favours")


class Offer(Strict):
    pay: Pay = empty(Pay)
    gain: Gain


def describe(bundle: Cubes) -> Text:
    """What the bundle holds, as a message: "2 food + 1 cloth", "2 deniers" (made once per bundle)."""
    return bundle.__pydantic_private__["_text"]

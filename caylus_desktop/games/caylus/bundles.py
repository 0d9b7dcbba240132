"""Caylus's bundle kinds: cubes, prices and gains, over the cubes the rules file declares."""
from __future__ import annotations

from pydantic import Field, PrivateAttr, model_validator

from caylus_desktop.engine.messages import Message, Text
from caylus_desktop.engine.ops import Strict
from caylus_desktop.engine.ops.resources import Bundle, empty
from caylus_desktop.games.caylus.words import amount, joined

# what a bundle kind may hold besides the cubes, before and after them in texts
_BEFORE = ("money", "vp")
_AFTER = ("any", "non_gold", "favour")


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
        return self

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

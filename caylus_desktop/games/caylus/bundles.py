"""The argument shapes shared by Caylus operations: cubes, payments and gains."""
from __future__ import annotations

from pydantic import Field, PrivateAttr

from caylus_desktop.engine.ops import Strict


# every amount a bundle may hold; a bundle type defines some of them
AMOUNTS = ("money", "vp", "food", "wood", "stone", "cloth", "gold", "any", "non_gold", "favour")


def _describe(amounts: dict[str, int]) -> str:
    parts = []
    for name in AMOUNTS:
        n = amounts[name]
        if n:
            word = {"money": "denier" if n == 1 else "deniers", "vp": "VP", "any": "any cube" if n == 1 else "any cubes",
                    "non_gold": "cube (not gold)" if n == 1 else "cubes (not gold)",
                    "favour": "favour" if n == 1 else "favours"}.get(name, name)
            parts.append(f"{n} {word}")
    return " + ".join(parts) or "nothing"


class Cubes(Strict):
    """Some cubes of named types."""

    food: int = Field(0, ge=0)
    wood: int = Field(0, ge=0)
    stone: int = Field(0, ge=0)
    cloth: int = Field(0, ge=0)
    gold: int = Field(0, ge=0)

    _vec: tuple = PrivateAttr(default=())
    _amounts: dict = PrivateAttr(default_factory=dict)
    _text: str = PrivateAttr(default="")

    def model_post_init(self, _context) -> None:
        self._vec = (self.food, self.wood, self.stone, self.cloth, self.gold)
        fields = type(self).model_fields
        self._amounts = {name: getattr(self, name) if name in fields else 0 for name in AMOUNTS}
        self._text = _describe(self._amounts)

    @property
    def vec(self) -> tuple[int, int, int, int, int]:
        """(food, wood, stone, cloth, gold)."""
        return self.__pydantic_private__["_vec"]

    @property
    def amounts(self) -> dict[str, int]:
        """Every amount in AMOUNTS, 0 where this bundle type has no such field.

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
    pay: Pay = Pay()
    gain: Gain


def describe(bundle: Cubes) -> str:
    """A short English text: "2 food + 1 cloth", "2 deniers" (made once per bundle)."""
    return bundle.__pydantic_private__["_text"]

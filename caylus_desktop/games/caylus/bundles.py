"""Caylus's bundle kinds: cubes, prices and gains, over the cubes the rules file declares."""
from __future__ import annotations

from pydantic import Field, PrivateAttr

from caylus_desktop.engine.ops import Strict
from caylus_desktop.engine.ops.resources import Bundle, empty

_WORDS = {"money": ("denier", "deniers"), "vp": ("VP", "VP"), "any": ("any cube", "any cubes"),
          "non_gold": ("cube (not gold)", "cubes (not gold)"), "favour": ("favour", "favours")}


def _describe(bundle: Bundle) -> str:
    parts = []
    counts = (("money", getattr(bundle, "money", 0)), ("vp", getattr(bundle, "vp", 0)), *bundle.resources(),
              *((name, getattr(bundle, name, 0)) for name in ("any", "non_gold", "favour")))
    for name, n in counts:
        if n:
            word = _WORDS[name][n != 1] if name in _WORDS else name
            parts.append(f"{n} {word}")
    return " + ".join(parts) or "nothing"


class Cubes(Bundle):
    """Some cubes of named types (the file's ``resources``)."""

    _text: str = PrivateAttr(default="")  # made on first use: see describe()


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


def describe(bundle: Cubes) -> str:
    """A short English text: "2 food + 1 cloth", "2 deniers" (made once per bundle)."""
    private = bundle.__pydantic_private__
    text = private["_text"]
    if not text:
        text = private["_text"] = _describe(bundle)
    return text

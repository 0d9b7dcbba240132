"""Icon names in a rules file: which picture of ``assets/icons`` the table draws for a thing.

The pictures are game-icons.net icons (``assets/icons/ATTRIBUTION.md``); a rules file names one by its
file name without ``.svg`` (``icon: wheat``), so a new cube, card or piece brings its picture along.
A name with no picture is a rules error at its line, like any other mistake in the file.
"""
from __future__ import annotations

from functools import lru_cache
from pathlib import Path
from typing import Annotated, Any

from pydantic import AfterValidator, Field


def icons_dir() -> Path:
    """Where the icons live: beside the package in a checkout, inside it when installed."""
    here = Path(__file__).resolve().parent.parent
    for candidate in (here.parent / "assets" / "icons", here / "assets" / "icons"):
        if candidate.is_dir():
            return candidate
    raise FileNotFoundError("assets/icons folder not found next to or inside the caylus_desktop package")


@lru_cache(maxsize=1)
def icon_names() -> frozenset[str]:
    """Every icon the app carries (the folder does not change while the program runs)."""
    return frozenset(p.stem for p in icons_dir().glob("*.svg"))


def _known_icon(name: str) -> str:
    if name not in icon_names():
        raise ValueError(f"unknown icon {name!r}: no assets/icons/{name}.svg (assets/icons/ATTRIBUTION.md lists them)")
    return name


IconName = Annotated[str, AfterValidator(_known_icon)]


def icons_field() -> Any:
    """A rules file's ``icons``: the picture for each counter or piece the table names that has no
    entry of its own in the file (``money: two-coins``, ``worker: meeple``); the table's own if left out."""
    return Field(default_factory=dict, description="counter or piece -> its icon (assets/icons)")


Icons = dict[str, IconName]


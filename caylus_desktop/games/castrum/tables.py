"""Plain-Python lookup tables built once per rules set (pydantic attribute access is slow on the hot path)."""
from __future__ import annotations

from typing import Any

_cache: dict[int, "Tables"] = {}


class Tables:
    __slots__ = ("defs", "card", "family", "material", "units", "changes_into", "pieces",
                 "piece_index", "materials", "actions", "hand_size", "die_sides", "x2",
                 "change_in_hand")

    def __init__(self, defs: Any) -> None:
        self.defs = defs
        self.card = {c.id: c for c in defs.cards}
        self.family = {c.id: c.family for c in defs.cards}
        self.material = {c.id: c.material for c in defs.cards}
        self.units = {c.id: c.units for c in defs.cards}
        self.changes_into = {c.id: c.changes_into for c in defs.cards}
        self.x2 = frozenset(c.id for c in defs.cards if c.changes_into)  # cards the change rule applies to
        self.pieces = tuple(defs.pieces)
        self.piece_index = {p.id: i for i, p in enumerate(defs.pieces)}
        self.materials = tuple(m.id for m in defs.materials)
        self.actions: dict = {}  # immutable Actions, built once (see flow._act)
        self.hand_size = defs.hand_size
        self.die_sides = defs.die_sides
        self.change_in_hand = defs.change_in_hand


def tables(defs: Any) -> Tables:
    t = _cache.get(id(defs))
    if t is None or t.defs is not defs:
        t = _cache[id(defs)] = Tables(defs)
    return t

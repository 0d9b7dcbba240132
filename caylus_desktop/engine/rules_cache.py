"""The caches that live with one rules object (a game's actions and labels made once).

What a game makes once and keeps (the placements of a road, the labels of a card, the ways a
holding pays a cost) depends on its rules object's costs and names: a second rules object in
the same process (an edited file, check-rules) must get its own, never the first one's. So the
caches are kept per rules object, here, and not in module globals. A match reads them through
``State.cache`` (a plain slot), not through the rules model, whose attribute hook is slow on
the hot path.
"""
from __future__ import annotations

import weakref
from typing import Any


class RulesCache(dict):
    """The caches of one rules object: by name or key. A missing name gets a new dict
    (``cache["payments"]``); a missing key that is a class gets that class made from the rules
    object, once (``cache[Figures]``: a game's plain copy of the rules' values its turn reads,
    read in C through the dict, where a call to a function that looked it up cost more than the
    reads it saved). ``rules()`` gives the rules object back (None once it is gone)."""

    __slots__ = ("rules",)

    def __init__(self, rules: Any) -> None:
        super().__init__()
        self.rules = rules

    def __missing__(self, key: Any) -> Any:
        made = self[key] = key(self.rules()) if isinstance(key, type) else {}
        return made


# id(rules object) -> its caches; an entry goes when its rules object does (weakref.finalize),
# so a new object given the same id never finds the old one's caches
_by_rules: dict[int, RulesCache] = {}


def rules_cache(defs: Any) -> RulesCache:
    """The caches of the rules object ``defs`` (``RulesCache``). Every caller bounds what it keeps there."""
    key = id(defs)
    hit = _by_rules.get(key)
    if hit is None:
        try:
            hit = RulesCache(weakref.ref(defs))
            weakref.finalize(defs, _by_rules.pop, key, None)
        except TypeError:  # no weak reference to it (None in the engine's own tests): kept by no one
            return RulesCache(lambda: defs)
        _by_rules[key] = hit
    return hit

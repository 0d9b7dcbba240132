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
from collections import defaultdict
from typing import Any

# id(rules object) -> its caches; an entry goes when its rules object does (weakref.finalize),
# so a new object given the same id never finds the old one's caches
_by_rules: dict[int, defaultdict] = {}


def rules_cache(defs: Any) -> defaultdict:
    """The caches of the rules object ``defs``: one dict, by name or key (a new name gets a new
    dict: ``rules_cache(defs)["payments"]``). Every caller bounds what it keeps there."""
    key = id(defs)
    hit = _by_rules.get(key)
    if hit is None:
        hit = defaultdict(dict)
        try:
            weakref.finalize(defs, _by_rules.pop, key, None)
        except TypeError:  # no weak reference to it (None in the engine's own tests): kept by no one
            return hit
        _by_rules[key] = hit
    return hit

"""The engine keeps the shipped rules out of the cycle collector's collections (engine/collector.py)."""
from __future__ import annotations

import gc

import pytest

from caylus_desktop.engine.registry import game_ids
from caylus_desktop.engine.rules import rules_for


@pytest.mark.parametrize("game", game_ids())
def test_shipped_rules_are_out_of_the_collections(game: str) -> None:
    defs = rules_for(game)
    # frozen objects are in no generation that a collection walks (gc.get_objects lists those)
    assert gc.get_freeze_count() > 0
    assert not any(o is defs for o in gc.get_objects())

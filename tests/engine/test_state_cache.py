"""State.cache: the rules object's caches on a plain slot (engine/rules_cache.py)."""
import gc
import json

from caylus_desktop.bots import random_bot
from caylus_desktop.engine import new_game
from caylus_desktop.engine.rng import Rng
from caylus_desktop.engine.rules import load_rules_file, rules_dir
from caylus_desktop.engine.rules_cache import _by_rules, rules_cache


def _played(game: str, moves: int = 60):
    m = new_game(game, 3, 5)
    rng = Rng(5)
    for _ in range(moves):
        m.apply(random_bot.choose(None, m.decision, rng))
    return m


def test_the_cache_is_the_rules_objects_and_copies_share_it():
    for game, read in (("caylus", lambda d: d.action_cache), ("magna-carta", lambda d: d.memo("payments"))):
        m = _played(game)
        s = m.state
        assert s.cache is rules_cache(s.defs)
        read(s.defs)  # the model's own way in reads the same caches
        assert s.cache is rules_cache(s.defs) and s.cache  # filled by the game's play
        assert m.copy().state.cache is s.cache and m.copy(record=False).state.cache is s.cache
        assert new_game(game, 2, 9).state.cache is s.cache  # every match of these rules


def test_the_cache_is_no_part_of_saves_or_hashes():
    m = _played("caylus")
    before = (m.state_hash(), m.position_hash(), m.to_json())
    m.state.cache[("noise",)] = object()  # whatever is kept there
    try:
        assert (m.state_hash(), m.position_hash(), m.to_json()) == before
        assert "cache" not in json.loads(m.to_json())
    finally:
        del m.state.cache[("noise",)]


def test_two_rules_objects_keep_their_own_caches():
    shipped = new_game("magna-carta", 2, 1).state
    other = load_rules_file(rules_dir() / "magna_carta.yaml")
    assert other is not shipped.defs
    assert rules_cache(other) is not shipped.cache
    assert rules_cache(other) is rules_cache(other)
    # the edited copy pydantic makes (model_copy shares the private store) gets its own too
    edited = shipped.defs.model_copy(update={"look": shipped.defs.look})
    assert rules_cache(edited) is not shipped.cache and edited.memo("x") is rules_cache(edited)["x"]


def test_a_rules_objects_caches_go_with_it():
    other = load_rules_file(rules_dir() / "caylus.yaml")
    key = id(other)
    rules_cache(other)["x"] = 1
    assert key in _by_rules
    del other
    gc.collect()
    assert key not in _by_rules


def test_a_state_without_rules_gets_a_cache_of_its_own():
    from caylus_desktop.engine.state import SeatSpec, State

    a = State("test", None, (SeatSpec("a"),), {}, 1)
    b = State("test", None, (SeatSpec("b"),), {}, 1)
    assert a.cache is not b.cache


def test_a_class_key_is_made_once_from_its_own_rules_object():
    class Made:
        def __init__(self, defs) -> None:
            self.defs = defs

    shipped = new_game("caylus", 2, 1).state
    other = load_rules_file(rules_dir() / "caylus.yaml")
    made = shipped.cache[Made]
    assert made.defs is shipped.defs and shipped.cache[Made] is made  # made at the first read only
    assert rules_cache(other)[Made].defs is other  # another rules object's own
    assert shipped.cache["a name"] == {}  # a name still gets a new dict
    del shipped.cache[Made], shipped.cache["a name"]

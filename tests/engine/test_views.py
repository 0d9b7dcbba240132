"""Every game's observation is a typed view (engine/view.py): frozen dataclasses whose every field is
required, described field by field in docs/observations.md, which is written from them."""
from __future__ import annotations

import dataclasses
import importlib
import importlib.util
import json
from pathlib import Path

import pytest

from caylus_desktop import games
from caylus_desktop.bots import random_bot
from caylus_desktop.engine import new_game
from caylus_desktop.engine.rng import Rng
from caylus_desktop.engine.view import Observation, SeatInfo, as_dict

_spec = importlib.util.spec_from_file_location(
    "make_observation_docs", Path(__file__).resolve().parents[2] / "tools" / "make_observation_docs.py")
make_observation_docs = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(make_observation_docs)

GAMES = list(games.GAME_IDS)



def _midgame(game: str, seat_count: int = 3, moves: int = 30):
    m = new_game(game, seat_count, 5)
    rng = Rng(5)
    for _ in range(moves):
        if m.decision is None:
            break
        m.apply(random_bot.choose(None, m.decision, rng))
    return m


def test_the_committed_schema_is_the_one_the_dataclasses_give():
    assert make_observation_docs.OUT.read_text(encoding="utf-8") == make_observation_docs.render(), \
        "docs/observations.md is out of date: run python tools/make_observation_docs.py"


def test_the_schema_names_every_field_of_every_game():
    page = make_observation_docs.render()
    for game in GAMES:
        obs = _midgame(game).observation(0)
        assert f"## {game}" in page
        for f in dataclasses.fields(obs) + dataclasses.fields(obs.seats[0]):
            assert f"| `{f.name}` |" in page, f"{game}: {f.name} is not in the schema"


@pytest.mark.parametrize("game", GAMES)
def test_a_missing_field_fails_where_the_observation_is_built(game):
    obs = _midgame(game).observation(1)
    assert isinstance(obs, Observation) and all(isinstance(s, SeatInfo) for s in obs.seats)
    for part in (obs, obs.seats[0]):
        values = {f.name: getattr(part, f.name) for f in dataclasses.fields(part)}
        assert type(part)(**values) == part
        for name in values:
            with pytest.raises(TypeError, match=name):
                type(part)(**{k: v for k, v in values.items() if k != name})


def test_no_view_type_has_a_default_that_could_hide_a_missing_value():
    modules = [importlib.import_module("caylus_desktop.engine.view")] + [
        importlib.import_module(games.spec(g).observe.__module__) for g in GAMES]
    types = [t for m in modules for t in make_observation_docs.types_of(m)]
    assert len(types) >= 2 + 4 * 2  # the base pair, and each game's observation and seat at least
    for t in types:
        for f in dataclasses.fields(t):
            assert f.default is dataclasses.MISSING and f.default_factory is dataclasses.MISSING, \
                f"{t.__name__}.{f.name} has a default"


@pytest.mark.parametrize("game", GAMES)
def test_an_observation_cannot_be_changed_by_its_reader(game):
    obs = _midgame(game).observation(0)
    with pytest.raises(dataclasses.FrozenInstanceError):
        obs.over = True
    with pytest.raises(dataclasses.FrozenInstanceError):
        obs.seats[0].score = 99
    assert isinstance(obs.seats, tuple)


@pytest.mark.parametrize("game", GAMES)
def test_the_plain_form_is_json_with_every_field(game):
    obs = _midgame(game).observation(0)
    plain = json.loads(json.dumps(as_dict(obs)))
    assert set(plain) == {f.name for f in dataclasses.fields(obs)}
    assert [s["score"] for s in plain["seats"]] == [s.score for s in obs.seats]
    assert set(plain["seats"][0]) == {f.name for f in dataclasses.fields(obs.seats[0])}


@pytest.mark.parametrize("game", ["caleira", "castrum", "magna-carta"])
def test_the_veiled_view_is_the_same_type_with_no_hand_seen(game):
    m = _midgame(game)
    seat = m.decision.seat
    private, veiled = m.observation(seat), m.observation(seat, private=False)
    assert type(veiled) is type(private)
    assert private.seats[seat].hand is not None and len(private.seats[seat].hand) == private.seats[seat].hand_count
    assert all(s.hand is None for s in veiled.seats)
    assert [s.hand_count for s in veiled.seats] == [s.hand_count for s in private.seats]

"""Saves made before the games spoke in messages still load, to the same match, and read in
both languages: a save holds the seed, the options and the action keys (never a word), so
the wording can change without touching what players have saved.

``tests/fixtures/saves/`` holds one mid-game save per game written by the code of
2026-11-23 before the conversion (commit 7375639), with French seat names. They are of
format 1, whose hash covers the interpreter's frames: ``mid-effect/`` holds one per game
paused inside an effect (frames whose context keys were renamed since: ``seat``, ``owner``,
``attacker``), written just before that rename (commit 8308316).
"""
from __future__ import annotations

import hashlib
import json
from pathlib import Path

import pytest

from caylus_desktop.bots import random_bot
from caylus_desktop.engine import SaveError, load_match, load_match_file, new_game
from caylus_desktop.engine.rng import Rng
from caylus_desktop.engine.save import _v1_hash
from caylus_desktop.engine.voice import Voice
from caylus_desktop.tools.transcript import transcript

FIXTURES = Path(__file__).resolve().parents[1] / "fixtures" / "saves"
SAVES = sorted(FIXTURES.glob("*.json"))
MID_EFFECT = sorted((FIXTURES / "mid-effect").glob("*.json"))
# the state hash each save's final position had when it was written
HASHES = {"caylus": "3255c1e09208", "magna-carta": "2593a2d6dfa6", "caleira": "160c647d8ea6", "castrum": "ae035b171e42"}


def test_there_is_an_old_save_of_every_game():
    assert {p.stem for p in SAVES} == set(HASHES)


@pytest.mark.parametrize("path", SAVES, ids=lambda p: p.stem)
def test_an_old_save_loads_to_the_same_match_and_reads_in_both_languages(path):
    m = load_match_file(path)  # replays the actions and checks the stored hash
    assert _v1_hash(m)[:12] == HASHES[path.stem] and m.decision is not None
    for lang in ("en", "fr"):
        lines = list(transcript(m, Voice(lang)))
        assert len(lines) > m.moves and all(isinstance(line, str) and line for line in lines)
    assert [s.name for s in m.seats] == ["Anne", "Bruno", "Céline"]


@pytest.mark.parametrize("path", MID_EFFECT, ids=lambda p: p.stem)
def test_a_version_1_save_paused_inside_an_effect_loads_after_the_context_rename(path):
    data = json.loads(path.read_text(encoding="utf-8"))
    assert data["version"] == 1
    m = load_match_file(path)  # compares the old names' full hash with the stored one
    assert _v1_hash(m) == data["state_hash"] and m.decision is not None
    assert len(m.state.stack) > 1
    # the hash proves the match: the same save with one action fewer is refused
    data["actions"] = data["actions"][:-1]
    with pytest.raises(SaveError, match="altered"):
        load_match(json.dumps(data))


def test_there_is_a_mid_effect_save_of_every_game():
    assert {p.stem for p in MID_EFFECT} == set(HASHES)


@pytest.mark.parametrize("path", MID_EFFECT, ids=lambda p: p.stem)
def test_a_resaved_old_save_is_of_format_2_and_an_altered_one_is_refused(path):
    m = load_match_file(path)
    data = json.loads(m.to_json())
    assert data["version"] == 2 and "state_hash" not in data
    assert load_match(json.dumps(data)).position_hash() == data["position_hash"] == m.position_hash()
    for altered in (dict(data, position_hash="0" * 64),
                    dict(data, actions=data["actions"][:-1]),
                    dict(data, seats=[dict(data["seats"][0], bot="easy")] + data["seats"][1:])):
        with pytest.raises(SaveError, match="altered"):
            load_match(json.dumps(altered))
    # a format-2 save is proved by its position hash, not by a format-1 hash
    with pytest.raises(SaveError, match="position_hash"):
        load_match(json.dumps({**{k: v for k, v in data.items() if k != "position_hash"},
                               "state_hash": _v1_hash(m)}))


V1_HASHES = json.loads((FIXTURES.parent / "v1-hashes.json").read_text(encoding="utf-8"))["games"]


@pytest.mark.parametrize("case", V1_HASHES, ids=lambda c: f"{c['game']}-{c['seed']}")
def test_the_format_1_hash_after_every_action_is_the_one_the_format_1_code_gave(case):
    """Each game's v1_context writes every frame as the code before the rename did: a format-1
    save made at any point of these games (inside any effect they reach) is proved."""
    m = new_game(case["game"], case["players"], case["seed"], case["options"])
    rng = Rng(case["seed"])
    digest = hashlib.sha256()
    while m.decision is not None and len(m.state.history) < 1500:
        m.apply(random_bot.choose(None, m.decision, rng))
        digest.update(_v1_hash(m).encode())
    assert digest.hexdigest() == case["digest"]

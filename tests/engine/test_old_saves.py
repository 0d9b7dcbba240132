"""Saves made before the games spoke in messages still load, to the same match, and read in
both languages: a save holds the seed, the options and the action keys (never a word), so
the wording can change without touching what players have saved.

``tests/fixtures/saves/`` holds one mid-game save per game written by the code of
2026-11-23 before the conversion (commit 7375639), with French seat names.
"""
from __future__ import annotations

from pathlib import Path

import pytest

from caylus_desktop.engine import load_match_file
from caylus_desktop.transcript import transcript

SAVES = sorted((Path(__file__).resolve().parents[1] / "fixtures" / "saves").glob("*.json"))
# the state hash each save's final position had when it was written
HASHES = {"caylus": "3255c1e09208", "magna-carta": "2593a2d6dfa6", "caleira": "160c647d8ea6", "castrum": "ae035b171e42"}


def test_there_is_an_old_save_of_every_game():
    assert {p.stem for p in SAVES} == set(HASHES)


@pytest.mark.parametrize("path", SAVES, ids=lambda p: p.stem)
def test_an_old_save_loads_to_the_same_match_and_reads_in_both_languages(path):
    m = load_match_file(path)  # replays the actions and checks the stored hash
    assert m.state_hash()[:12] == HASHES[path.stem] and m.decision is not None
    for lang in ("en", "fr"):
        lines = list(transcript(m, lang))
        assert len(lines) > m.moves and all(isinstance(line, str) and line for line in lines)
    assert [s.name for s in m.seats] == ["Anne", "Bruno", "Céline"]

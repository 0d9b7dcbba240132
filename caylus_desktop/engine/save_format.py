"""What a save holds: seed + options + action list, with a hash of the final state.

Apart from save.py (loading, atomic writing) so that a match can write itself
(``Match.to_json``) while save.py replays matches, without the two importing each other.
"""
from __future__ import annotations

import json
from typing import Any

FORMAT = "caylus-desktop-save"
VERSION = 1


def match_to_json(match: Any) -> str:
    s = match.state
    data = {
        "format": FORMAT,
        "version": VERSION,
        "game": s.game,
        "seats": [seat.to_json() for seat in s.seats],
        "options": s.options,
        "seed": s.seed,
        "actions": [[k, list(a)] for _, (k, a), _ in s.history],
        "state_hash": s.state_hash(),
    }
    return json.dumps(data, ensure_ascii=False, indent=1)

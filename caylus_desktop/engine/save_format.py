"""What a save holds: seed + options + action list, with a hash of the final position.

Format 2 stores ``position_hash``: the hash of what defines the match for its players
(seats, options, generator, pending decision, board, history; ``State.position``), not of
the interpreter's frames, so renaming an operation or a context key leaves saves valid.
Format 1 stored ``state_hash``, the hash of the whole state with its frames; save.py still
reads it (see ``GameSpec.v1_context``).

Apart from save.py (loading, atomic writing) so that a match can write itself
(``Match.to_json``) while save.py replays matches, without the two importing each other.
"""
from __future__ import annotations

import json
from typing import Any

FORMAT = "caylus-desktop-save"
VERSION = 2


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
        "position_hash": s.position_hash(),
    }
    return json.dumps(data, ensure_ascii=False, indent=1)

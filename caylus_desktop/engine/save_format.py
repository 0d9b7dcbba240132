"""What a save holds: seed + options + action list, with a hash of the final position.

Format 2 stores ``position_hash``: the hash of what defines the match for its players
(seats, options, generator, pending decision, board, history; ``State.position``), not of
the interpreter's frames, so renaming an operation or a context key leaves saves valid.
Format 1 stored ``state_hash``, the hash of the whole state with its frames; save.py still
reads it (see ``GameSpec.v1_context``).

A save also holds ``rules``, a digest of the rules it was played under (``rules_digest``), and a
finished game its ``result`` as it was scored then: loading under rules changed since says so
(``Saved``) instead of scoring the game again in silence. Saves written before hold neither.

Apart from save.py (loading, atomic writing) so that a match can write itself
(``Match.to_json``) while save.py replays matches, without the two importing each other.
"""
from __future__ import annotations

import hashlib
import json
from dataclasses import dataclass
from typing import Any

from caylus_desktop.engine.catalogues import is_language_code
from caylus_desktop.engine.rules_cache import rules_cache

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
        "rules": rules_digest(s.defs),
    }
    if match.over:
        res = match.result()
        data["result"] = {"scores": res["scores"], "winners": res["winners"]}
    return json.dumps(data, ensure_ascii=False, indent=1)


@dataclass(frozen=True)
class Saved:
    """What a loaded save says of itself beyond its moves: whether the rules changed since it was
    played (its digest differs from the rules' now), and a finished game's result as saved."""

    rules_changed: bool = False
    result: dict | None = None  # {"scores": [...], "winners": [...]}


NOT_LOADED = Saved()  # a match not loaded from a save (shared: bots make matches by the thousand)


# A rules file's top-level fields that only show the game: the rulings and teaching texts, the
# tagline, the game's look (palette, materials, pictures, each cube's drawing, the seats' colours:
# engine/look.py). Changing them changes no play or score.
PRESENTATION = ("rulings", "teach", "tagline", "look")
# A picture named on a card, piece, section or material, wherever it stands: presentation too.
PICTURE_FIELDS = frozenset({"icon"})


class _Digest:
    """A rules object's digest, made once (kept with the rules object: see rules_cache)."""

    def __init__(self, defs: Any) -> None:
        plain = _without_texts(defs.model_dump(mode="json", exclude=set(PRESENTATION)))
        self.value = hashlib.sha256(json.dumps(plain, sort_keys=True).encode("utf-8")).hexdigest()[:16]


def rules_digest(defs: Any) -> str:
    """A digest of every value of the rules that plays or scores: counts, costs, points, effects,
    options. Their texts (names, help), the PRESENTATION fields and every picture named (``icon``) are
    left out, so that a corrected translation, a new cube colour or another picture does not mark
    every save as played under other rules."""
    return rules_cache(defs)[_Digest].value


def _without_texts(value: Any) -> Any:
    if isinstance(value, dict):
        if "en" in value and all(is_language_code(k) for k in value):  # a Names: a text in each language
            return None
        return {k: _without_texts(v) for k, v in value.items() if k not in PICTURE_FIELDS}
    if isinstance(value, list):
        return [_without_texts(v) for v in value]
    return value

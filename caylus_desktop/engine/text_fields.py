"""Texts in a rules or rulebook file: every ``{en: …, fr: …}`` mapping holds text only, in
every language the app offers.

YAML cuts an unquoted text at a comma inside a flow mapping: ``{en: Pay 1 denier for 1 food,
wood or stone.}`` reads as the text "Pay 1 denier for 1 food" and a key "wood or stone." with
no value, and the player reads half a rule. A bare ``yes``, ``no`` or number is not text
either. A text without one of the languages offered (the catalogues present, ``engine/catalogues.py``)
would show English in the middle of that language. All are refused at their line, with what to do.
"""
from __future__ import annotations

from typing import Any, Iterator

from babel import Locale

from caylus_desktop.engine.catalogues import languages


def text_problems(data: Any, lines: dict[tuple, int], path: tuple = ()) -> Iterator[tuple[tuple, int, str]]:
    """(path, line, message) for every key without a value and every value that is not a
    string, in each mapping that holds a text (an ``en`` key or an offered language's), and for
    every offered language such a mapping lacks (``lines``: a path's line)."""
    if isinstance(data, dict):
        offered = languages()
        if any(lang in data for lang in offered):
            for key, value in data.items():
                at = path + (key,)
                if value is None:
                    yield at, lines.get(at, 1), (f"'{key}' is a key with no value: an unquoted comma or colon "
                                                 "cut this text; put the text in quotes")
                elif not isinstance(value, str):
                    kind = "true/false" if isinstance(value, bool) else type(value).__name__
                    yield at, lines.get(at, 1), f"a text must be a string, not {kind}: put it in quotes"
            for lang in offered:
                if lang not in data:
                    yield path + (lang,), lines.get(path, 1), (
                        f"this text has no {Locale.parse(lang).get_display_name('en')} ('{lang}'): "
                        "every language the app offers needs every text")
        for key, value in data.items():
            yield from text_problems(value, lines, path + (key,))
    elif isinstance(data, list):
        for i, value in enumerate(data):
            yield from text_problems(value, lines, path + (i,))

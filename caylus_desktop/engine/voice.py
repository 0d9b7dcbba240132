"""Whom a text is said to: the reader's language and the seat addressed as "you".

Everything that words a message, a number, a date or a rules file's text for someone takes one
``Voice`` instead of a language and a seat handed down apart: ``Match.say(message, voice)``,
``messages.said(message, voice)``, the log, the transcript, the window's scenes (whose voice,
``ui/i18n.Speech``, also says the window's own words). The language's leaves (``numbers.number``,
``catalogues.translations``, ``Names.get``) still take the language alone.
The grammar that differs by language is the catalogues' (plural forms, elision, the second
person), never a branch on the language here.
"""
from __future__ import annotations

from dataclasses import dataclass, replace
from datetime import datetime
from typing import Mapping, Protocol

from caylus_desktop.engine import numbers
from caylus_desktop.engine.catalogues import text_in, translations


class Texts(Protocol):
    """A rules file's text given per language (``engine/defs.py Names``)."""

    def get(self, lang: str) -> str: ...


@dataclass(frozen=True)
class Voice:
    """A reader: ``lang``, a catalogue's language; ``you``, the seat the text addresses in the
    second person (the person at the screen, the seat a private transcript line belongs to), None
    when it addresses nobody (a public log, a report)."""

    lang: str = "en"
    you: int | None = None

    def to(self, you: int | None) -> Voice:
        """The same language, addressing another seat (or nobody)."""
        return self if you == self.you else replace(self, you=you)

    @property
    def catalogue(self):
        """The language's gettext catalogue (``pgettext``, ``npgettext``)."""
        return translations(self.lang)

    def number(self, value: float, digits: int = 2, signed: bool = False) -> str:
        """An amount as the language writes it ("1,5" in French)."""
        return numbers.number(value, self.lang, digits, signed)

    def plural_count(self, value: object) -> int:
        """The whole number the catalogue chooses ``value``'s plural form by."""
        return numbers.plural_count(value, self.lang)

    def date_time(self, moment: datetime) -> str:
        """A date and time as the language writes them."""
        return numbers.date_time(moment, self.lang)

    def text(self, texts: Texts | Mapping[str, str]) -> str:
        """A rules file's text (``Names``, or its mapping from language to text) in the language."""
        if isinstance(texts, Mapping):
            return text_in(texts, self.lang)
        return texts.get(self.lang)

"""Numbers in the player's language: the one place that turns a number (or a date) into words.

Babel (CLDR data) writes a number as the language does: "1,37" and "12 345" in French,
"1.37" and "12,345" in English. Every number the player sees goes through ``number`` (the
messages' parameters, the window's words, the command line's reports), and every count that
picks a plural form through ``plural_count``.

gettext chooses a plural form with the catalogue's ``Plural-Forms``, which speaks of whole
numbers only; a decimal amount ("about 1.37 points") takes the form CLDR gives it in that
language ("1,37 point" in French, where below 2 is singular; "1.37 points" in English),
handed to gettext as the whole number of the same form.
"""
from __future__ import annotations

from datetime import datetime
from functools import lru_cache

from babel import Locale, UnknownLocaleError
from babel.dates import format_date, format_time
from babel.numbers import format_decimal

# a whole number of each CLDR plural category, for a catalogue with Plural-Forms on whole numbers
_WHOLE_OF_FORM = {"zero": 0, "one": 1, "two": 2, "few": 3, "many": 11, "other": 5}


def is_number(value: object) -> bool:
    """An amount to write as a number (not a truth value; seat numbers are subclasses the caller names)."""
    return isinstance(value, (int, float)) and not isinstance(value, bool)


@lru_cache(maxsize=4096)
def number(value: float, lang: str, digits: int = 2, signed: bool = False) -> str:
    """``value`` written in ``lang``: its decimal sign and grouping, at most ``digits`` decimals;
    ``signed``: with its sign even when positive (a change: "+2,5")."""
    if isinstance(value, int) and -1000 < value < 1000 and not signed:
        return str(value)  # the common case, and the same in every language: no lookup
    pattern = _pattern(digits)
    if signed:
        pattern = f"+{pattern};-{pattern}"
    said = format_decimal(round(value, digits), format=pattern, locale=_locale(lang))
    return _drawable(said)


def date_time(moment: datetime, lang: str) -> str:
    """A date and time as ``lang`` writes them: "Oct 8, 2026, 2:13 PM", "8 oct. 2026, 14:13"."""
    locale = _locale(lang)
    said = locale.datetime_formats["medium"].format(format_time(moment, "short", locale=locale),
                                                    format_date(moment, "medium", locale=locale))
    return _drawable(said)


def _drawable(said: str) -> str:
    # CLDR puts a narrow no-break space in French groups and before "PM", which Open Sans lacks
    # (it would draw a box): the plain no-break space keeps "12 345" on one line just as well
    return said.replace("\u202f", "\u00a0")


def plural_count(value: object, lang: str, digits: int = 2) -> int:
    """The whole number gettext should choose ``value``'s plural form by (as ``number`` writes it;
    a count given as text is read as one, anything else counts as none)."""
    if not is_number(value):
        try:
            return int(value)  # type: ignore[call-overload]
        except (TypeError, ValueError):
            return 0
    if isinstance(value, int):
        return value
    value = round(value, digits)
    if float(value).is_integer():
        return int(value)
    return _WHOLE_OF_FORM.get(_locale(lang).plural_form(abs(value)), 5)


def is_plural(value: float, lang: str) -> bool:
    """Whether ``lang`` puts ``value`` things in the plural (CLDR: French says "1,5 pierre" and
    "0 pierre", English "0 stones")."""
    return _locale(lang).plural_form(abs(value)) != "one"


def _pattern(digits: int) -> str:
    return "#,##0" + ("." + "#" * digits if digits > 0 else "")


@lru_cache(maxsize=16)
def _locale(lang: str) -> Locale:
    try:
        return Locale.parse(lang)
    except (UnknownLocaleError, ValueError):  # a pseudo-locale or one CLDR lacks: write numbers as English does
        return Locale.parse("en")

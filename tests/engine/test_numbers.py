"""Numbers in the player's language (engine/numbers.py): decimal sign, grouping, plural forms."""
from __future__ import annotations

import pytest

from caylus_desktop.engine.messages import Message, render
from caylus_desktop.engine.numbers import number, plural_count
from caylus_desktop.engine.voice import Voice


@pytest.mark.parametrize("value, en, fr", [
    (1.37, "1.37", "1,37"), (0.5, "0.5", "0,5"), (2.0, "2", "2"), (7, "7", "7"),
    (12345.5, "12,345.5", "12\u00a0345,5"), (1234, "1,234", "1\u00a0234"), (1.999, "2", "2"),
])
def test_a_number_is_written_as_the_language_writes_it(value, en, fr):
    assert number(value, "en") == en
    assert number(value, "fr") == fr


def test_a_language_babel_does_not_know_writes_numbers_as_english_does():
    assert number(1.5, "qps") == "1.5"


@pytest.mark.parametrize("value, en, fr", [
    (1, 1, 1), (2, 2, 2), (0, 0, 0), (1.0, 1, 1), (2.0, 2, 2),
    (1.37, 5, 1),  # a decimal: "other" in English, "one" in French (below 2)
    (2.5, 5, 5), (0.999, 1, 1),  # written "1": the form of what is shown
])
def test_the_count_a_plural_is_chosen_by_is_the_form_of_the_number_shown(value, en, fr):
    assert plural_count(value, "en") == en
    assert plural_count(value, "fr") == fr


def test_a_message_writes_its_amounts_in_the_language_and_picks_their_plural():
    said = Message("{} point", (1.37,), "{} points", 0)
    assert render(said, Voice("en"), lambda a: a) == "1.37 points"
    assert render(Message("{} point", (1,), "{} points", 0), Voice("en"), lambda a: a) == "1 point"
    assert render(Message("{} of {}", (1234.5, 3)), Voice("fr"), lambda a: a) == "1\u00a0234,5 of 3"


@pytest.mark.parametrize("value, en, fr", [(2.5, "+2.5", "+2,5"), (-0.34, "-0.3", "-0,3"), (3.0, "+3", "+3")])
def test_a_change_is_written_with_its_sign(value, en, fr):
    assert number(value, "en", digits=1, signed=True) == en
    assert number(value, "fr", digits=1, signed=True) == fr

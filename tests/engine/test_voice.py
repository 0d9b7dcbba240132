"""A Voice carries the reader's language and the seat addressed as "you" in one object: the same
message, number or rules text reads as that reader should see it."""
from __future__ import annotations

from datetime import datetime

from caylus_desktop.engine import new_game
from caylus_desktop.engine.defs import Names
from caylus_desktop.engine.messages import Message
from caylus_desktop.engine.state import SeatRef
from caylus_desktop.engine.voice import Voice
from caylus_desktop.ui.i18n import Speech


def test_a_voice_says_a_message_in_its_language_to_its_seat():
    m = new_game("caleira", ["Anne", "Bruno"], 1)
    draws = Message("{} draws a card", (SeatRef(1),))
    assert m.say(draws, Voice("en")) == "Bruno draws a card"
    assert m.say(draws, Voice("en", 1)) == "You draw a card"
    assert m.say(draws, Voice("fr", 1)) == "Vous piochez une carte"
    assert m.say(draws, Voice("fr", 1).to(0)) == "Bruno pioche une carte"  # another seat addressed
    assert m.say(draws, Voice("fr").to(1)) == m.say(draws, Voice("fr", 1))


def test_a_voice_writes_numbers_dates_and_rules_texts_as_its_language_does():
    assert (Voice("en").number(1234.5), Voice("fr").number(1234.5)) == ("1,234.5", "1\u00a0234,5")
    assert Voice("fr").number(2.5, signed=True) == "+2,5"
    assert "2026" in Voice("fr").date_time(datetime(2026, 10, 8, 14, 13)) and "14:13" in Voice("fr").date_time(
        datetime(2026, 10, 8, 14, 13))
    quarry = Names.model_validate({"en": "Quarry", "fr": "Carrière"})
    assert (Voice("en").text(quarry), Voice("fr").text(quarry)) == ("Quarry", "Carrière")
    assert Voice("fr").text({"en": "Quarry", "fr": "Carrière"}) == "Carrière"
    assert Voice("qps").text({"en": "The Castles of Caleira"}).startswith("[")  # read in the pseudo-locale's catalogue


def test_the_windows_speech_is_a_voice_that_also_says_window_words():
    speech = Speech("fr", 0)
    assert isinstance(speech, Voice) and isinstance(speech.to(1), Speech) and speech.to(1).you == 1
    assert (Speech("en").tr("new_game"), speech.tr("new_game")) == ("New game", "Nouvelle partie")
    assert speech.tr("caylus_castle") == "Château"  # a game's word, from its own catalogue

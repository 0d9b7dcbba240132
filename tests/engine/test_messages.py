"""Log lines in the player's language: The Castles of Caleira's whole log in English and
French, in the second person for the seat the window addresses, from the catalogues."""
from __future__ import annotations

import re

import pytest

from caylus_desktop.engine import new_game
from caylus_desktop.engine.messages import Message, render
from caylus_desktop.engine.rng import Rng
from caylus_desktop.engine.state import SeatRef
from caylus_desktop.engine.voice import Voice

NAMES = ["Anna", "Bruno", "Chloé", "Daniel"]
# a third-person verb or a genitive after "You"/"Vous" ("You places", "You's", "Vous pioche")
WRONG_YOU = re.compile(r"\bYou(?:'s\b| [a-z]*[^s ]s\b)|\bVous's\b|\bVous (?!(?:\w+ez|êtes|et)\b)")
ENGLISH_WORDS = re.compile(r"\b(?:the|a|of|and|draws|plays|card|face up|face down|your|you)\b|'s\b", re.I)


def _played(game: str, players: int, seed: int, options: dict | None = None):
    m = new_game(game, NAMES[:players], seed, options or {})
    rng = Rng(seed)
    while m.decision is not None:
        acts = m.legal_actions()
        m.apply(acts[rng.below(len(acts))])
    return m


CALEIRA = [(2, 1, {}), (3, 2, {}), (4, 3, {"moat": True}), (2, 4, {"moat": True})]


@pytest.mark.parametrize("players,seed,options", CALEIRA)
def test_caleira_log_reads_in_both_languages_with_you_for_the_addressed_seat(players, seed, options):
    m = _played("caleira", players, seed, options)
    msgs = m.messages_for(0)
    en, fr = m.log_for(0, Voice("en", 0)), m.log_for(0, Voice("fr", 0))
    assert len(msgs) == len(en) == len(fr) > 10
    for msg, e, f in zip(msgs, en, fr):
        assert not WRONG_YOU.search(e) and not WRONG_YOU.search(f), (e, f)
        seats = {int(a) for a in msg.args if isinstance(a, SeatRef)}
        if seats == {0}:  # only about the addressed seat: "you", never the name
            assert "Anna" not in e and "Anna" not in f, (e, f)
            assert re.search(r"\b(?:You|Your|you|your)\b", e) and re.search(r"\b(?:Vous|Votre|vous|votre|vos)\b", f)
        if " set aside unseen)" in e:  # still an English fragment made by the game: see issue 15
            continue
        assert f != e and not ENGLISH_WORDS.search(f.replace("Anna", "").replace("Bruno", "")), f


def test_caleira_log_names_every_seat_when_nobody_is_addressed():
    m = _played("caleira", 2, 1)
    assert m.log == m.log_for(None, Voice("en"))
    about_anna = [line for msg, line in zip(m.messages_for(None), m.log_for(None, Voice("fr")))
                  if SeatRef(0) in msg.args]
    assert about_anna and all("Anna" in line and "Vous" not in line for line in about_anna)
    assert any(line.startswith("Anna pioche une carte") for line in about_anna)


def test_a_message_renders_with_plural_forms_and_survives_a_broken_parameter_list():
    word = str
    assert render(Message("{} move", (1,), "{} moves", 0), Voice("fr"), word).endswith("1 move")  # no entry: English
    assert render(Message("{} draws a card", (SeatRef(1),)), Voice("fr", 0), lambda a: "Bruno") == "Bruno pioche une carte"
    assert render(Message("{} draws a card", (SeatRef(1),)), Voice("fr", 1), lambda a: "Bruno") == "Vous piochez une carte"
    assert render(Message("{} draws a card", (SeatRef(1),)), Voice("en", 1), lambda a: "Bruno") == "You draw a card"
    with pytest.raises(IndexError):  # a message missing its parameter is the code's bug, not the catalogue's
        render(Message("{} draws a card", ()), Voice("en"), word)


def test_french_elides_de_and_que_before_a_seat_name_starting_with_a_vowel():
    from caylus_desktop.engine import new_game

    m = new_game("castrum", ["Anne", "Bruno"], 1)
    assert m.say(Message("{}'s turn", (SeatRef(0),)), Voice("fr")) == "Tour d'Anne"
    assert m.say(Message("{}'s turn", (SeatRef(1),)), Voice("fr")) == "Tour de Bruno"
    assert m.say(Message("{}'s turn", (SeatRef(0),)), Voice("en")) == "Anne's turn"

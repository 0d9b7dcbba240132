"""Caylus in words: the log of a Learn-to-play game and of a hotseat game reads correctly in
English and French, naming every seat by its name, and in the second person for the seat
the window addresses ("You place a worker…", "Vous placez un ouvrier…"; never "You places",
"Vous place" or "Vous's"). Prompts, labels and why-not reasons are checked in French by
tests/engine/test_french_transcripts.py."""
from __future__ import annotations

import re

import pytest

from caylus_desktop.bots import random_bot
from caylus_desktop.engine import new_game
from caylus_desktop.engine.messages import Message
from caylus_desktop.engine.rng import Rng
from caylus_desktop.engine.state import SeatRef
from caylus_desktop.engine.voice import Voice
from caylus_desktop.ui.teaching import learner_options, learner_seats
from tests.engine.test_french_transcripts import english_in

# a third-person verb or a genitive after "You"/"Vous" ("You places", "You's", "Vous place"),
# a French negation allowed ("Vous n'offrez")
WRONG_YOU = re.compile(r"\bYou(?:'s\b| [a-z]*[^s ]s\b)|\bVous's\b|\bVous (?!(?:\w+ez|êtes|n'\w+ez)\b)")
YOU_EN = re.compile(r"\b(?:You|Your|you|your)\b")
YOU_FR = re.compile(r"\b(?:Vous|Votre|Vos|vous|votre|vos)\b")


def _played(seats, seed: int, options: dict):
    m = new_game("caylus", seats, seed, options)
    rng = Rng(seed)
    while m.decision is not None:
        m.apply(random_bot.choose(None, m.decision, rng))
    return m


def _seats_in(msg: Message) -> set[int]:
    """Every seat a message names, in quoted messages too (the turn order is a nested list)."""
    out = set()
    for a in msg.args:
        if isinstance(a, SeatRef):
            out.add(int(a))
        elif isinstance(a, Message):
            out |= _seats_in(a)
    return out


def _check_log(m, you: int) -> int:
    """Every line as the window shows it to ``you``, in both languages; the number about ``you``."""
    names = [s.name for s in m.seats]
    msgs = m.messages_for(you)
    en, fr = m.log_for(you, Voice("en", you)), m.log_for(you, Voice("fr", you))
    named_en, named_fr = m.log_for(you, Voice("en")), m.log_for(you, Voice("fr"))  # nobody addressed: names only
    assert len(msgs) == len(en) == len(fr) == len(named_en) == len(named_fr) > 50
    about_you = 0
    for msg, e, f, ne, nf in zip(msgs, en, fr, named_en, named_fr):
        assert not WRONG_YOU.search(e) and not WRONG_YOU.search(f), (e, f)
        assert not english_in(f), f
        seats = _seats_in(msg)
        for s in seats - {you}:
            assert names[s] in e and names[s] in f, (e, f)
        for s in seats:
            assert names[s] in ne and names[s] in nf and not YOU_EN.search(ne) and not YOU_FR.search(nf), (ne, nf)
        if you in seats:
            about_you += 1
            assert names[you] not in e and names[you] not in f, (e, f)
            assert YOU_EN.search(e) and YOU_FR.search(f), (e, f)
        else:
            assert (e, f) == (ne, nf)
    return about_you


@pytest.mark.parametrize("seed", [1, 2])
def test_a_learn_to_play_log_reads_in_both_languages_with_you_for_the_learner(seed):
    m = _played(learner_seats("caylus", "Anna"), seed, learner_options("caylus"))
    assert _check_log(m, 0) > 20
    en, fr = m.log_for(0, Voice("en", 0)), m.log_for(0, Voice("fr", 0))
    places = [i for i, msg in enumerate(m.messages_for(0)) if msg.id.startswith("{} places a worker on the {} (road")]
    mine = next(i for i in places if m.messages_for(0)[i].args[0] == 0)
    theirs = next(i for i in places if m.messages_for(0)[i].args[0] == 1)
    assert en[mine].startswith("You place a worker on the ") and fr[mine].startswith("Vous placez un ouvrier sur le bâtiment ")
    rival = m.seats[1].name
    assert rival == "Agnes"  # an easy bot with a proper name, not "Bot 1"
    assert en[theirs].startswith(f"{rival} places a worker on the ") and fr[theirs].startswith(f"{rival} place un ouvrier sur le ")
    assert en[0].startswith("Turn order: ") and "you" in en[0] and "vous" in fr[0] and "Anna" not in en[0] + fr[0]


def test_a_hotseat_log_reads_in_both_languages_for_each_person_at_the_screen():
    m = _played(["Anna", "Bruno", "Chloé", "Denis"], 3, {})
    for you in range(4):
        assert _check_log(m, you) > 20
    # a full game meets the castle, its scorings and the royal favours
    ids = {msg.id for msg in m.messages_for(None)}
    assert {"{} takes a royal favour in the {} row (column {})", "Scoring of the {}", "The game is over"} <= ids
    fr = m.log_for(None, Voice("fr"))
    assert "Décompte de la section Donjon" in fr and "La partie est terminée" in fr

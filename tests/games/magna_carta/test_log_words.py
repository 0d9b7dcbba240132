"""Magna Carta's log, prompts and labels read correctly in English and French: a seat by its
name, and the person at the screen as "you" ("You place a worker", "Vous placez un ouvrier"),
never "You places", "You's" or "Vous's"; card and building names in the reader's language."""
from __future__ import annotations

import re

import pytest

from caylus_desktop.engine import new_game
from caylus_desktop.engine.rng import Rng
from caylus_desktop.engine.state import SeatRef
from caylus_desktop.engine.voice import Voice
from caylus_desktop.ui.i18n import tr
from caylus_desktop.ui.teaching import learner_options, learner_seats

GAME = "magna-carta"
# a third-person verb or a genitive after "You"/"Vous" ("You places", "You's", "Vous pioche",
# "Vous's"); French negations ("Vous n'avez", "Vous ne pouvez") are second person too
WRONG_YOU = re.compile(r"\bYou(?:'s\b| [a-z]*[^s ]s\b)|\bVous's\b|\bVous (?!(?:n'|ne )?(?:\w+ez|êtes)\b)")
YOU_EN = re.compile(r"\b(?:You|Your|you|your)\b")
YOU_FR = re.compile(r"\b(?:Vous|Votre|vous|votre|vos)\b")
# English that no French line of this game may keep
ENGLISH = re.compile(r"\b(?:the|of|and|takes|draws|places|builds|passes|card|cards|worker|road|food|wood|"
                     r"stone|gold|Park|Forest|Quarry|Market|Notary|Bank|Church|Farm|Sawmill|your|you)\b|'s\b")


def _played(m, seed: int, limit: int = 300):
    rng = Rng(seed)
    while m.decision is not None and m.moves < limit:
        acts = m.legal_actions()
        m.apply(acts[rng.below(len(acts))])
    return m


def _learn_to_play(lang: str, seed: int):
    return _played(new_game(GAME, learner_seats(GAME, tr("learner", lang)), seed, learner_options(GAME)), seed)


def _check_log(m, lang: str, you: int | None) -> list[str]:
    """The log as ``you`` reads it in ``lang``; every line about that seat alone says "you"."""
    name = m.seats[you].name if you is not None else None
    msgs = m.messages_for(you)
    lines = m.log_for(you, Voice(lang, you))
    assert len(msgs) == len(lines) > 20
    for msg, line in zip(msgs, lines):
        assert not WRONG_YOU.search(line), line
        seats = {int(a) for a in msg.args if isinstance(a, SeatRef)}
        if you is not None and seats == {you}:
            assert name not in line and (YOU_FR if lang == "fr" else YOU_EN).search(line), line
        if lang == "fr":
            names = "|".join(re.escape(s.name) for s in m.seats)
            assert not ENGLISH.search(re.sub(names, "", line)), line
    return lines


@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize("seed", [3, 8])
def test_learn_to_play_log_says_you_to_the_learner_and_names_the_bot(lang, seed):
    m = _learn_to_play(lang, seed)
    lines = _check_log(m, lang, you=0)
    bot = m.seats[1].name
    assert any(line.startswith(bot) for line in lines)  # the bot by its name
    starts = ("You ", "Your ") if lang == "en" else ("Vous ", "Votre ")
    assert any(line.startswith(starts) for line in lines)  # the learner as "you"


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_hotseat_log_names_every_seat_and_says_you_to_the_one_at_the_screen(lang):
    m = _played(new_game(GAME, ["Anne", "Bruno", "Céline"], 4, {"intro": False}), 4)
    public = m.log_for(None, Voice(lang))
    assert not any(WRONG_YOU.search(line) or YOU_FR.search(line) and lang == "fr" for line in public)
    assert any(line.startswith("Bruno ") for line in public)
    bruno = _check_log(m, lang, you=1)
    assert any(("Anne " in line) for line in bruno) and not any(line.startswith("Bruno ") for line in bruno)


def test_the_same_events_read_in_english_and_in_french():
    m = _played(new_game(GAME, ["Anne", "Bruno"], 6, {"intro": False}), 6)
    msgs = m.messages_for(0)
    en, fr = m.log_for(0, Voice("en", 0)), m.log_for(0, Voice("fr", 0))
    road = [(e, f) for msg, e, f in zip(msgs, en, fr) if msg.id == "{} places a worker on {}"]
    assert road
    for e, f in road:  # the road card in each language, with its owner ("your" for the reader)
        assert e.startswith(("You place a worker on ", "Bruno places a worker on ")), e
        assert f.startswith(("Vous placez un ouvrier sur la carte ", "Bruno place un ouvrier sur la carte ")), f
        assert re.search(r"road \d+\)$", e) and re.search(r"route \d+\)$", f), (e, f)
        assert "à Anne" not in f and "Anne's" not in e  # Anne reads "your", "à vous"
    draws = [line for msg, line in zip(msgs, fr) if msg.id == "You draw {}"]
    assert draws and all(line.startswith("Vous piochez : ") for line in draws)


def test_the_deciding_seat_reads_its_prompt_and_labels_in_the_second_person():
    m = new_game(GAME, ["Anne", "Bruno"], 2, {"intro": False})
    rng = Rng(2)
    seen = 0
    while m.decision is not None and m.moves < 300:
        d = m.decision
        me = m.seats[d.seat].name
        for lang in ("en", "fr"):
            labels = [m.label(a, Voice(lang, d.seat)) for a in d.options]
            assert len(set(labels)) == len(labels), labels  # "Petite ferme" and "Grande ferme", never twice "Ferme"
            texts = [m.say(d.prompt, Voice(lang, d.seat))] + labels
            for text in texts:
                assert me not in text and not WRONG_YOU.search(text), text
                if lang == "fr":
                    assert not ENGLISH.search(text.replace(m.seats[1 - d.seat].name, "")), text
            seen += sum(1 for t in texts if re.search(r"\b(?:your|votre|vos|vous)\b", t))
        acts = m.legal_actions()
        m.apply(acts[rng.below(len(acts))])
    assert seen > 20  # "your Market (road 5)", "Remplacer toute votre main"...


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_every_building_a_hand_can_hold_has_a_name_of_its_own(lang):
    """A hand may hold the Small and the Large Farm: two "Build Ferme" buttons would be a guess."""
    m = new_game(GAME, ["Anne", "Bruno"], 1, {"intro": False})
    defs = m.state.defs
    names = [m.spec.card_name(defs, cid, lang) for cid in defs.deck(False)]
    assert len(set(names)) == len(names), sorted(names)
    road = [m.spec.card_name(defs, c.id, lang) for c in defs.neutral if c.id != defs.setup.road_end_card]
    assert not set(road) & set(names)  # a neutral Quarry is not a player's Small Quarry

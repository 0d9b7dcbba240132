"""The rules browser (F1) reads as a player needs it, in English and in French: how to win
first, then the set-up, a round or turn, the end and the score, our rulings, then every card
or building under a heading in the player's words."""
from __future__ import annotations

import re

import pytest

from caylus_desktop.engine.rules import rules_for
from caylus_desktop.games import GAME_IDS, declaration, spec
from caylus_desktop.ui.i18n import Speech
from caylus_desktop.ui.rulebook import _EFFECTS, _named_lists, _pick, item_text, rulebook, texts

FIRST = {"en": ["How to win", "Set-up"], "fr": ["Comment gagner", "Mise en place"]}
END = {"en": "The end and the score", "fr": "Fin de partie et décompte"}
RULINGS = {"en": "Our rulings", "fr": "Nos arbitrages"}


@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize("game", GAME_IDS)
def test_chapters_come_in_the_order_a_player_needs(game, lang):
    titles = [s.title for s in rulebook(game, Speech(lang))]
    assert titles[:2] == FIRST[lang]
    end = titles.index(END[lang])
    assert end == 3  # a round (or a turn) in between
    defs = rules_for(game)
    if getattr(defs, "rulings", ()):
        assert titles[end + 1] == RULINGS[lang]
    assert titles[-1] == "Options"
    assert titles[0] == FIRST[lang][0] and rulebook(game, Speech(lang))[0].entries[0].title == defs.name.get(lang)


@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize("game", GAME_IDS)
def test_no_internal_id_shows_as_a_heading_or_an_effect(game, lang):
    defs = rules_for(game)
    tx = texts(declaration(game).rulebook)
    book = rulebook(game, Speech(lang))
    listed = dict(_named_lists(defs))
    for path in listed:  # every list has its heading written in the rulebook file
        assert path in tx.lists, f"{game}: no heading for the list {path!r}"
    ids = {getattr(x, "id", None) for items in listed.values() for x in items} | set(listed) | set(spec(game).phases)
    headings = {_pick(tx.lists[p], Speech(lang)) for p in listed if tx.lists.get(p)}
    for sec in book:
        assert "_" not in sec.title and sec.title not in ids, sec.title
        for e in sec.entries:
            assert "_" not in e.title and e.title.split(". ", 1)[-1] not in ids, e.title
    assert headings <= {sec.title for sec in book}
    for path, items in listed.items():
        for item in items:  # whatever an item does is said in words, not as YAML operations
            if any(getattr(item, f, None) for f in _EFFECTS):
                assert item_text(item, tx, Speech(lang)), f"{game}: {item.id} has no text in {lang}"


@pytest.mark.parametrize("game", GAME_IDS)
def test_the_french_chapters_are_french(game):
    en, fr = rulebook(game, Speech("en")), rulebook(game, Speech("fr"))
    assert [len(s.entries) for s in en] == [len(s.entries) for s in fr]
    english = re.compile(r"\b(?:the|and|of|your|with|each|player|round|turn)\b", re.I)
    for s_en, s_fr in zip(en, fr):
        for e_en, e_fr in zip(s_en.entries, s_fr.entries):
            for line in e_fr.lines:
                assert not english.search(line), (game, e_fr.title, line)


def test_french_says_manche_for_a_round_and_keeps_tour_for_a_turn():
    titles = {g: [s.title for s in rulebook(g, Speech("fr"))] for g in GAME_IDS}
    assert "Une manche" in titles["caylus"] and "Une manche" in titles["magna-carta"]
    assert "Un tour" in titles["castrum"] and "Votre tour" in titles["caleira"]
    phases = next(s for s in rulebook("caylus", Speech("fr")) if s.title == "Une manche")
    assert [e.title for e in phases.entries][-1] == "7. Fin de la manche"

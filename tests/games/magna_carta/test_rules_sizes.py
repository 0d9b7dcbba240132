"""The Magna Carta castle's sections come from rules_data/magna_carta.yaml: a fourth one plays, a
token table that forgets it is refused with its line."""
from __future__ import annotations

import pytest

from caylus_desktop.bots import random_bot
from caylus_desktop.engine import new_game
from caylus_desktop.engine.rng import Rng
from caylus_desktop.engine.rules import RulesError, load_rules_text, rules_dir
from tests.edited_rules import edit, use_rules

TEXT = (rules_dir() / "magna_carta.yaml").read_text(encoding="utf-8")
TOWERS = "  - {id: towers, name: {en: Towers, fr: Tours}, points: 2, icon: stone-tower}\n"
KEEP = TOWERS + "  - {id: keep, name: {en: Keep, fr: Donjon haut}, points: 1}\n"


def edited(*changes: tuple[str, str]) -> str:
    return edit(TEXT, *changes)


def four_sections(keep_for_four: bool = True) -> str:
    changes = [(TOWERS, KEEP)]
    for players, towers in ((2, 7), (3, 8), (4, 9)):
        old = f"{players}: {{dungeon: {players + 3}, walls: {players + 4}, towers: {towers}}}"
        if players < 4 or keep_for_four:
            changes.append((old, old[:-1] + ", keep: 3}"))
    return edited(*changes)


def test_a_fourth_castle_section_plays_to_the_end(monkeypatch):
    use_rules(monkeypatch, "magna-carta", four_sections(), "magna_carta.yaml")
    keep_tokens = 0
    for players in (2, 3, 4):
        for seed in range(3):
            m = new_game("magna-carta", players, seed)
            rng = Rng(seed)
            while m.decision is not None:
                m.apply(random_bot.choose(None, m.decision, rng))
                assert len(m.state.history) < 20000, "the game does not end"
            assert m.invariants() == []  # the tokens of every section add up
            obs = m.observation(0)
            assert list(obs.castle) == ["dungeon", "walls", "towers", "keep"]
            assert sum(obs.castle.values()) == 0  # the game ends when the last token is taken
            keep_tokens += sum(s.tokens["keep"] for s in obs.seats)
    assert keep_tokens > 0  # the keep's tokens were taken, after the towers'


def test_a_token_table_without_the_new_section_is_refused_with_its_line():
    text = four_sections(keep_for_four=False)
    with pytest.raises(RulesError) as err:
        load_rules_text(text, "magna_carta.yaml")
    (issue,) = err.value.issues
    assert issue.path == "setup.tokens[4]" and "keep" in issue.message
    assert issue.line == text[: text.index("    4: {dungeon")].count("\n") + 1

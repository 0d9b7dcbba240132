"""Hostile rules files: a control character in a text, a set-up that cannot be dealt.

Each is refused by check-rules and by loading at the line of the field that makes it so,
in one line, before any game is played; the file itself is left as it was.
"""
from __future__ import annotations

import pytest

from caylus_desktop.engine.rules import RulesError, load_rules_file, rules_dir
from tests.hostile.helpers import fingerprint, one_line, run


def _line_of(text: str, needle: str) -> int:
    assert text.count(needle) == 1, needle
    return text[:text.index(needle)].count("\n") + 1


# (game file, text replaced, its replacement, the field's path, what the line says)
CASES = [
    ("caleira.yaml", "name: {en: The Castles of Caleira", 'name: {en: "The Castles\\0 of Caleira"',
     "name.en", "a control character (U+0000) in the text"),
    ("castrum.yaml", "  - topic: {en: Changing an x2 card in hand", '  - topic: {en: "Changing\\x07 an x2 card in hand"',
     "rulings[4].topic.en", "a control character (U+0007) in the text"),
    ("magna_carta.yaml", "  hand_size: 3", '  hand_size: 3\n  "odd\\ekey": 1', "setup.<key>",
     "a control character (U+001B) in the text"),
    ("caleira.yaml", "hand_size: 2 ", "hand_size: 9 ", "hand_size",
     "dealing 9 cards to each of 3 players needs 27, the deck holds 18 at 3 players"),
    ("caleira.yaml", "remove_unseen: {2: 0, 3: 0, 4: 2}", "remove_unseen: {2: 0, 3: 0, 4: 30}",
     "deck.remove_unseen[4]", "sets aside 30 cards from a deck of 18 at 4 players"),
    ("caleira.yaml", "remove_unseen_with_moats: 0", "remove_unseen_with_moats: 21",
     "deck.remove_unseen_with_moats", "sets aside 21 cards from a deck of 20 at 2 players with the Moats"),
    ("caleira.yaml", "  base: {trebuchet: 4, battlements: 3, watchtower: 3, marketplace: 2, throne_room: 2,\n"
                     "         wizard_tower: 1, observatory: 1, princess_spire: 1, barracks: 1}\n"
                     "  with_moat_option: {moat: 2}",
     "  base: {}\n  with_moat_option: {}", "deck.base", "the deck holds no card"),
    ("castrum.yaml", "hand_size: 5 ", "hand_size: 999 ", "hand_size",
     "dealing 999 cards to each of 2 players needs 1,998, the deck holds 90 at 2 players"),
]


@pytest.mark.parametrize("file,old,new,path,words", CASES, ids=[
    "nul-in-a-name", "bell-in-a-ruling", "escape-in-a-key", "hand-too-large", "removing-more-than-the-deck",
    "removing-more-than-the-deck-with-moats", "empty-deck", "huge-castrum-hand"])
def test_refused_at_the_fields_line_by_check_rules_and_by_loading(tmp_path, capsys, file, old, new, path, words):
    shipped = (rules_dir() / file).read_text(encoding="utf-8")
    assert shipped.count(old) == 1, old
    text = shipped.replace(old, new)
    bad = tmp_path / file
    bad.write_text(text, encoding="utf-8")
    line = _line_of(text, new.splitlines()[-1] if "odd" in new else new.splitlines()[0])
    before = fingerprint(bad)
    expected = f"{bad}:{line}: {path}: {words}"
    # --games 3: had the file validated, games would be played (and crash at their deal)
    assert one_line(capsys, 1, "check-rules", str(bad), "--games", "3") == expected
    with pytest.raises(RulesError) as err:
        load_rules_file(bad)
    assert [str(i) for i in err.value.issues] == [expected]
    assert fingerprint(bad) == before


def test_line_breaks_and_tabs_in_a_text_are_still_text(tmp_path):
    shipped = (rules_dir() / "caleira.yaml").read_text(encoding="utf-8")
    text = shipped.replace("name: {en: The Castles of Caleira", 'name: {en: "The Castles\\tof\\nCaleira"')
    bad = tmp_path / "caleira.yaml"
    bad.write_text(text, encoding="utf-8")
    assert load_rules_file(bad).name.en == "The Castles\tof\nCaleira"


def test_the_shipped_files_deal_at_every_player_count():
    for file in ("caleira.yaml", "castrum.yaml"):
        load_rules_file(rules_dir() / file)  # raises if a set-up could not be dealt


def _shipped_with_a_nul(tmp_path, monkeypatch):
    """The shipped rules, Caleira's name holding a NUL, in use for the rest of the test: (folder, its text before)."""
    import shutil

    import caylus_desktop.engine.rules as rules_module

    folder = tmp_path / "rules_data"
    shutil.copytree(rules_dir(), folder)
    text = (folder / "caleira.yaml").read_text(encoding="utf-8")
    (folder / "caleira.yaml").write_text(text.replace("name: {en: The Castles of Caleira",
                                                      'name: {en: "The Castles\\0 of Caleira"'), encoding="utf-8")
    monkeypatch.setattr(rules_module, "rules_dir", lambda: folder)
    monkeypatch.setattr(rules_module, "_cache", {})
    monkeypatch.setattr(rules_module, "_overviews", {})
    return folder, text


@pytest.mark.parametrize("lang,words,said", [
    ("en", "This game's rules file cannot be read: ", "{file}:{line}: name.en: a control character (U+0000) in the text"),
    ("fr", "Le fichier de règles de ce jeu ne peut pas être lu : ",
     "{file}:{line} : name.en : un caractère de contrôle (U+0000) dans le texte"),
])
def test_a_control_character_in_the_shipped_file_leaves_the_menu_drawing(tmp_path, monkeypatch, lang, words, said):
    """It broke every menu frame (a NUL in a name); now the menu draws, and Start says where."""
    import os

    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    import pygame

    from caylus_desktop.ui.app import App
    from caylus_desktop.ui.scenes.menu import MenuScene
    from tests.ui.driver import click, click_button, move

    folder, text = _shipped_with_a_nul(tmp_path, monkeypatch)
    app = App(headless=True)
    app.settings.lang = lang
    app.push(MenuScene(app))
    try:
        for i in range(20):
            move(app, (i * 40, i * 25))
        menu = app.top
        assert app.errors == []
        click(app, menu.hot.named["game:caleira"].center)
        click_button(app, app.tr("start"))
        assert app.top is menu and app.errors == []
        line = text[:text.index('name: {en: The Castles')].count(chr(10)) + 1
        assert app.toast_text == words + said.format(file=folder / "caleira.yaml", line=line)  # all in the player's language
    finally:
        pygame.event.clear()


def test_a_control_character_in_the_shipped_file_is_one_line_from_screenshot(tmp_path, capsys, monkeypatch):
    folder, text = _shipped_with_a_nul(tmp_path, monkeypatch)
    out = tmp_path / "caleira.png"
    code, printed, err = run(capsys, "screenshot", "--game", "caleira", "--size", "640x400", "--out", str(out))
    assert code == 1 and "Traceback" not in err and not out.exists()
    line = text[:text.index("name: {en: The Castles")].count("\n") + 1
    assert err.strip() == f"{folder / 'caleira.yaml'}:{line}: name.en: a control character (U+0000) in the text"

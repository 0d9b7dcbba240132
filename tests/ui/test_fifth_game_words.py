"""A new game brings its table's window words in its own catalogue files, the English included:
``ui/i18n.py`` is not edited (issue 38). The shipped catalogues are copied to a folder beside a
``pebbles.po`` per language, as a fifth game would ship them in ``caylus_desktop/locale/``."""
from __future__ import annotations

import shutil

import pytest

from caylus_desktop.engine import catalogues
from caylus_desktop.engine.catalogues import all_languages, po_folder
from caylus_desktop.ui import i18n
from caylus_desktop.ui.i18n import ENGLISH, PLURALS, Speech, tr, window_words

PEBBLES = {
    "en": ('msgctxt "ui:pebbles_pile"\nmsgid "{} pebble left"\nmsgid_plural "{} pebbles left"\n'
           'msgstr[0] ""\nmsgstr[1] ""\n\nmsgctxt "ui:pebbles_take"\nmsgid "Take"\nmsgstr ""\n'),
    "fr": ('msgctxt "ui:pebbles_pile"\nmsgid "{} pebble left"\nmsgid_plural "{} pebbles left"\n'
           'msgstr[0] "{} caillou restant"\nmsgstr[1] "{} cailloux restants"\n\n'
           'msgctxt "ui:pebbles_take"\nmsgid "Take"\nmsgstr "Prendre"\n'),
}


def _forget() -> None:
    catalogues.translations.cache_clear()
    i18n.catalogued_words.cache_clear()


@pytest.fixture
def pebbles_catalogues(tmp_path, monkeypatch):
    """The shipped catalogues and the fifth game's, read from ``tmp_path`` for this test only."""
    for lang in all_languages():
        folder = tmp_path / lang / "LC_MESSAGES"
        folder.mkdir(parents=True)
        for f in po_folder(lang).iterdir():
            if f.name.endswith(".po"):
                shutil.copyfile(str(f), folder / f.name)
    for lang, entries in PEBBLES.items():
        header = 'msgid ""\nmsgstr ""\n"Content-Type: text/plain; charset=UTF-8\\n"\n\n'
        (tmp_path / lang / "LC_MESSAGES" / "pebbles.po").write_text(header + entries, encoding="utf-8")
    monkeypatch.setattr(catalogues, "po_folder", lambda lang: tmp_path / lang / "LC_MESSAGES")
    _forget()
    yield
    _forget()  # the next test reads the shipped catalogues again


def test_a_new_games_window_words_come_from_its_own_catalogues(pebbles_catalogues):
    assert "pebbles_pile" not in ENGLISH and "pebbles_pile" not in PLURALS
    assert window_words()["pebbles_pile"] == ("{} pebble left", "{} pebbles left")
    assert (tr("pebbles_pile", "en", 1), tr("pebbles_pile", "en", 3)) == ("1 pebble left", "3 pebbles left")
    assert (tr("pebbles_pile", "fr", 1), tr("pebbles_pile", "fr", 3)) == ("1 caillou restant", "3 cailloux restants")
    assert Speech("fr").tr("pebbles_take") == "Prendre" and Speech("en").tr("pebbles_take") == "Take"
    assert tr("caylus_castle", "fr") == "Château"  # the shipped games' words are still there


def test_without_its_catalogue_a_word_is_only_its_key():
    assert "pebbles_pile" not in window_words()
    assert tr("pebbles_pile", "fr", 3) == "pebbles_pile"

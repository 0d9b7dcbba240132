"""Languages are data: the languages offered are the catalogues present, a rules text is a
mapping from language to text, every offered language has every text and every catalogue entry,
and the pseudo-locale ``qps`` is generated from the English (``tools/make_qps.py``)."""
from __future__ import annotations

import importlib.util
import re
from pathlib import Path

import pytest
from pydantic import ValidationError

from caylus_desktop.cli import main
from caylus_desktop.engine.catalogues import (GRAMMAR_CONTEXT, TEXT_CONTEXT, all_languages, is_pseudo, languages,
                                              po_entries, translations)
from caylus_desktop.engine.defs import Names
from caylus_desktop.engine.messages import elide
from caylus_desktop.engine.rulebook_file import shipped_rulebooks
from caylus_desktop.engine.rules import parse_yaml, read_rules_text, rules_dir
from caylus_desktop.engine.text_fields import text_problems
from caylus_desktop.ui.i18n import ENGLISH, YOU_FORMS, offered_languages, tr, window_words

ROOT = Path(__file__).resolve().parents[2]
_spec = importlib.util.spec_from_file_location("make_qps", ROOT / "tools" / "make_qps.py")
make_qps = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(make_qps)


def _keys(lang: str) -> dict[tuple, object]:
    return {e.key: e for e in po_entries(lang) if e.msgid}


def test_the_languages_are_the_catalogue_folders_present():
    folders = sorted(p.name for p in (ROOT / "caylus_desktop" / "locale").iterdir()
                     if (p / "LC_MESSAGES" / "caylus_desktop.po").is_file())
    assert sorted(all_languages()) == folders and all_languages()[0] == "en"
    assert {"en", "fr", "qps"} <= set(all_languages())
    assert languages() == tuple(lang for lang in all_languages() if lang != "qps")  # a pseudo-locale is not offered
    assert is_pseudo("qps") and not is_pseudo("fr") and not is_pseudo("en")


def test_settings_offer_the_pseudo_locale_only_when_a_developer_asks():
    assert offered_languages({}) == languages()
    assert offered_languages({"CAYLUS_DESKTOP_PSEUDO_LOCALE": "0"}) == languages()
    assert "qps" in offered_languages({"CAYLUS_DESKTOP_PSEUDO_LOCALE": "1"})
    assert [tr("language_name", lang) for lang in languages()][:2] == ["English", "Français"]


def test_a_text_is_a_mapping_from_language_to_text_with_english_required():
    t = Names.model_validate({"en": "Quarry", "fr": "Carrière", "de": "Steinbruch"})
    assert (t.get("en"), t.get("fr"), t.get("de")) == ("Quarry", "Carrière", "Steinbruch")
    assert t.get("it") == "Quarry"  # a language the text lacks, with no catalogue: English
    assert Names.model_validate({"en": "Quarry"}).get("fr") == "Quarry"
    with pytest.raises(ValidationError):
        Names.model_validate({"fr": "Carrière"})  # English is the msgid language
    with pytest.raises(ValidationError, match="not a language code"):
        Names.model_validate({"en": "Quarry", "colour": "grey"})


def test_a_language_the_file_does_not_hold_reads_the_text_in_its_catalogue():
    english = "The Castles of Caleira"  # a rules file's text
    assert Names(en=english).get("qps") == translations("qps").pgettext(TEXT_CONTEXT, english) == make_qps.pseudo(english)


def test_every_shipped_text_has_every_offered_language():
    files = sorted(rules_dir().glob("*.yaml")) + shipped_rulebooks()
    assert len(files) >= 8
    for path in files:
        data, located = parse_yaml(read_rules_text(path), str(path))
        assert list(text_problems(data, located.lines)) == [], path


def test_check_rules_says_which_text_lacks_which_language_at_its_line(tmp_path, capsys):
    text = read_rules_text(rules_dir() / "caleira.yaml")
    name = re.search(r"^name: \{en: (.*), fr: .*\}$", text, re.M)
    bad = tmp_path / "caleira.yaml"
    bad.write_text(text.replace(name.group(0), f"name: {{en: {name.group(1)}}}"), encoding="utf-8")
    assert main(["check-rules", str(bad)]) != 0
    out = capsys.readouterr()
    line = text[:name.start()].count("\n") + 1
    assert f"{bad}:{line}: name.fr: this text has no French ('fr')" in out.out + out.err


@pytest.mark.parametrize("lang", [lang for lang in all_languages() if lang != "en"])
def test_every_catalogue_is_complete(lang):
    """Every entry any offered language translates, every window word, in every language,
    qps included, each plural form written; the pseudo-locale also holds every rules text."""
    have = _keys(lang)
    wanted = {(f"ui:{k}", one) for k, (one, _) in window_words().items()}  # each game's, from its catalogue
    wanted |= {(f"ui:{k}:you", ENGLISH[k]) for k in YOU_FORMS}
    for other in languages():
        if other != "en":
            wanted |= {k for k in _keys(other) if k[0] != GRAMMAR_CONTEXT}
    if is_pseudo(lang):
        wanted |= {(TEXT_CONTEXT, t) for t in make_qps.rules_texts()}
    missing = sorted(wanted - set(have), key=str)
    assert not missing, f"{len(missing)} entries missing in {lang}, e.g. {missing[:5]}"
    empty = [k for k, e in have.items() if not all(e.msgstr) or (e.msgid_plural and len(e.msgstr) < 2)]
    assert not empty, f"untranslated entries in {lang}: {empty[:5]}"


def test_english_has_the_second_person_of_every_sentence_another_language_addresses():
    en = _keys("en")
    for lang in languages():
        you = {k for k in _keys(lang) if k[0] and k[0].startswith("you:")}
        assert you <= set(en), sorted(you - set(en))[:5]


def test_the_committed_pseudo_locale_is_what_the_script_makes():
    assert make_qps.committed() == make_qps.build(), "run python tools/make_qps.py"


def test_the_pseudo_locale_is_longer_accented_bracketed_and_keeps_placeholders():
    said = make_qps.pseudo("{} places a worker on the {}")
    assert said.startswith("[") and said.endswith("]")
    assert re.findall(r"\{[^{}]*\}", said) == ["{}", "{}"]
    assert not re.search(r"[A-Za-z]{2,}", said)
    assert 1.3 <= len(said) / len("{} places a worker on the {}") <= 1.45
    assert make_qps.pseudo("{0} and {1:+}").count("{0}") == 1 and "{1:+}" in make_qps.pseudo("{0} and {1:+}")
    t = translations("qps")
    one, many = t.npgettext("ui:moves", "{} move", "{} moves", 1), t.npgettext("ui:moves", "{} move", "{} moves", 2)
    assert one != many and "{}" in one and "{}" in many


def test_elision_is_the_catalogues_grammar():
    assert elide("le tour de Anne", {"Anne": "Anne"}, "fr") == "le tour d'Anne"
    assert elide("plus que Élodie", {"Élodie": "Élodie"}, "fr") == "plus qu'Élodie"
    assert elide("Que Anne", {"Anne": "Anne"}, "fr") == "Qu'Anne"
    assert elide("de Bruno", {"Bruno": "Bruno"}, "fr") == "de Bruno"
    assert elide("made Anne", {"Anne": "Anne"}, "en") == "made Anne"
    assert elide("de Anne", {"Anne": "Anne"}, "qps") == "de Anne"


def test_the_command_line_takes_every_catalogue_and_no_other_language(capsys):
    with pytest.raises(SystemExit) as done:
        main(["layout-check", "--lang", "de"])
    assert done.value.code == 2
    assert "invalid choice: 'de' (choose from " + ", ".join(repr(lang) for lang in all_languages()) in capsys.readouterr().err
    assert "'qps'" in ", ".join(repr(lang) for lang in all_languages())
    # every command that speaks takes the same languages: the catalogues present
    import argparse

    from caylus_desktop.cli import _parser
    commands = next(a for a in _parser()._actions if isinstance(a, argparse._SubParsersAction)).choices
    spoken = {name: tuple(a.choices) for name, sub in commands.items() for a in sub._actions if a.dest == "lang"}
    assert {"stats", "replay", "layout-check"} <= set(spoken) and set(spoken.values()) == {all_languages()}

"""check-rules refuses a text that YAML cut or read as something else, at its line, in the rules
files and in the rules browser's files (rules_data/rulebook/): the Magna Carta neutral Peddler's
« Acheter 1 cube du stock (pas d'or) pour 1 denier » once showed as "Payez 1 denier pour 1
nourriture", the rest of the sentence cut off by an unquoted comma."""
from __future__ import annotations

import pytest

from caylus_desktop.cli import main
from caylus_desktop.engine.rulebook_file import load_rulebook_text, shipped_rulebooks
from caylus_desktop.engine.rules import RulesError, load_rules_text, rules_dir
from tests.edited_rules import edit

CUT = "  peddler_neutral: {en: Pay 1 denier for 1 food, wood or stone., fr: Payez 1 denier pour 1 nourriture, bois ou pierre.}\n"


def _rulebook(name: str) -> str:
    return (rules_dir() / "rulebook" / name).read_text(encoding="utf-8")


def _cut_peddler() -> str:
    """The Magna Carta rulebook file with the Peddler's text as it once was."""
    lines = _rulebook("magna_carta.yaml").splitlines(keepends=True)
    return "".join(CUT if line.startswith("  peddler_neutral:") else line for line in lines)


def _line_of(text: str, part: str) -> int:
    return text[:text.index(part)].count("\n") + 1


def test_a_rulebook_text_cut_by_a_comma_is_refused_at_its_line():
    broken = _cut_peddler()
    with pytest.raises(RulesError) as err:
        load_rulebook_text(broken, "magna_carta.yaml")
    lines = [str(i) for i in err.value.issues]
    at = _line_of(broken, "peddler_neutral: {en: Pay")
    assert lines == [f"magna_carta.yaml:{at}: effects.peddler_neutral.wood or stone.: 'wood or stone.' is a key "
                     "with no value: an unquoted comma or colon cut this text; put the text in quotes",
                     f"magna_carta.yaml:{at}: effects.peddler_neutral.bois ou pierre.: 'bois ou pierre.' is a key "
                     "with no value: an unquoted comma or colon cut this text; put the text in quotes"]


@pytest.mark.parametrize("value, kind", [("yes", "true/false"), ("12", "int"), ("[a, b]", "list")])
def test_a_rules_text_that_is_not_a_string_is_refused_at_its_line(value, kind):
    text = (rules_dir() / "caylus.yaml").read_text(encoding="utf-8")
    broken = edit(text, ("name: {en: Gate, fr: Porte}", f"name: {{en: {value}, fr: Porte}}"))
    with pytest.raises(RulesError) as err:
        load_rules_text(broken, "caylus.yaml")
    at = _line_of(broken, f"name: {{en: {value}")
    assert [str(i) for i in err.value.issues] == [
        f"caylus.yaml:{at}: buildings[0].name.en: a text must be a string, not {kind}: put it in quotes"]


def test_a_rules_text_cut_by_a_comma_names_the_cut_not_an_unknown_field():
    text = (rules_dir() / "caylus.yaml").read_text(encoding="utf-8")
    broken = edit(text, ('text: {en: "+3 deniers.", fr: "+3 deniers."}', 'text: {en: +3 deniers, 1 favour, fr: "+3 deniers."}'))
    with pytest.raises(RulesError) as err:
        load_rules_text(broken, "caylus.yaml")
    assert [i.message for i in err.value.issues] == [
        "'1 favour' is a key with no value: an unquoted comma or colon cut this text; put the text in quotes"]


def test_check_rules_reads_the_rulebook_files_and_names_the_line(tmp_path, capsys):
    assert {p.name for p in shipped_rulebooks()} == {"caylus.yaml", "magna_carta.yaml", "caleira.yaml", "castrum.yaml"}
    assert main(["check-rules", "--games", "0"]) == 0
    assert f"{rules_dir() / 'rulebook' / 'magna_carta.yaml'}: ok" in capsys.readouterr().out
    folder = tmp_path / "rulebook"
    folder.mkdir()
    bad = folder / "magna_carta.yaml"
    bad.write_text(_cut_peddler(), encoding="utf-8")
    assert main(["check-rules", str(bad)]) == 1
    out = capsys.readouterr().out
    assert f"{bad}:{_line_of(bad.read_text(encoding='utf-8'), 'peddler_neutral: {en: Pay')}: effects.peddler_neutral" in out


def test_a_rulebook_field_of_the_wrong_shape_is_refused_at_its_line():
    text = _rulebook("caleira.yaml")
    broken = text.replace("chapters:\n", "chapters:\n  - title: {en: Extra, fr: En plus}\n    entries: [{title: {en: A, fr: B}}]\n", 1)
    with pytest.raises(RulesError) as err:
        load_rulebook_text(broken, "caleira.yaml")
    assert [str(i) for i in err.value.issues] == ["caleira.yaml:6: chapters[0].entries[0].text: field required"]

"""A rules file whose options do not match what its game's code reads is refused when loaded.

Found by the rules-file fuzz test: renaming an option (Caleira's 'moat', Magna Carta's
'intro') loaded fine, then every match crashed with KeyError; renaming Caylus's
'light_favour' or Castrum's 'mode' loaded fine, then the option silently did nothing.
"""
import pytest

from caylus_desktop.engine.rules import RulesError, load_rules_text, rules_dir


def text_of(file: str) -> str:
    return (rules_dir() / file).read_text(encoding="utf-8")


def refusal(text: str, file: str) -> list:
    with pytest.raises(RulesError) as err:
        load_rules_text(text, file)
    return err.value.issues


@pytest.mark.parametrize("file, option, renamed, kind", [
    ("caleira.yaml", "moat", "moats", "bool"),
    ("magna_carta.yaml", "intro", "first_game", "bool"),
    ("caylus.yaml", "light_favour", "easy_favour", "bool"),
    ("castrum.yaml", "mode", "level", "choice"),
])
def test_a_renamed_option_is_a_rules_error_naming_the_options(file, option, renamed, kind):
    text = text_of(file)
    assert f"  - id: {option}\n" in text
    issues = refusal(text.replace(f"  - id: {option}\n", f"  - id: {renamed}\n", 1), file)
    issue = next(i for i in issues if option in i.message)
    assert issue.path == "options" and issue.line == text[:text.index("options:")].count("\n") + 1
    assert f"needs a {kind} option '{option}'" in issue.message


def test_an_option_of_the_wrong_type_is_refused():
    text = text_of("caylus.yaml").replace("  - id: intro\n    type: bool\n    default: false",
                                          "  - id: intro\n    type: int\n    default: 0", 1)
    issues = refusal(text, "caylus.yaml")
    assert any(i.path == "options[1].type" and "must be a bool option" in i.message for i in issues)


def test_a_mode_option_without_expert_is_refused():
    text = text_of("castrum.yaml").replace("choices: [family, expert]", "choices: [family, hard]", 1)
    text = text.replace("      expert: {en: Expert, fr: Expert}", "      hard: {en: Hard, fr: Difficile}", 1)
    issues = refusal(text, "castrum.yaml")
    assert any(i.path == "options[0].choices" and "must offer expert" in i.message for i in issues)

"""A rules file whose options do not match what the caylus code reads is refused when loaded.

Found by the rules-file fuzz test: renaming the option 'light_favour' loaded fine, then
the option silently did nothing.
"""
import pytest

from caylus_desktop.engine.rules import RulesError, load_rules_text, rules_dir

TEXT = (rules_dir() / "caylus.yaml").read_text(encoding="utf-8")


def test_a_renamed_option_is_a_rules_error_naming_the_options():
    assert '  - id: light_favour\n' in TEXT
    with pytest.raises(RulesError) as err:
        load_rules_text(TEXT.replace('  - id: light_favour\n', '  - id: easy_favour\n', 1), "caylus.yaml")
    issue = next(i for i in err.value.issues if "light_favour" in i.message)
    assert issue.path == "options" and issue.line == TEXT[:TEXT.index("options:")].count("\n") + 1
    assert "needs a bool option 'light_favour'" in issue.message


def test_an_option_of_the_wrong_type_is_refused():
    text = TEXT.replace("  - id: intro\n    type: bool\n    default: false", "  - id: intro\n    type: int\n    default: 0", 1)
    with pytest.raises(RulesError) as err:
        load_rules_text(text, "caylus.yaml")
    assert any(i.path == "options[1].type" and "must be a bool option" in i.message for i in err.value.issues)

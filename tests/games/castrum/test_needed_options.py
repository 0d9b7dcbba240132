"""A rules file whose options do not match what the castrum code reads is refused when loaded.

Found by the rules-file fuzz test: renaming the option 'mode' loaded fine, then
the option silently did nothing.
"""
import pytest

from caylus_desktop.engine.rules import RulesError, load_rules_text, rules_dir

TEXT = (rules_dir() / "castrum.yaml").read_text(encoding="utf-8")


def test_a_renamed_option_is_a_rules_error_naming_the_options():
    assert '  - id: mode\n' in TEXT
    with pytest.raises(RulesError) as err:
        load_rules_text(TEXT.replace('  - id: mode\n', '  - id: level\n', 1), "castrum.yaml")
    issue = next(i for i in err.value.issues if "mode" in i.message)
    assert issue.path == "options" and issue.line == TEXT[:TEXT.index("options:")].count("\n") + 1
    assert "needs a choice option 'mode'" in issue.message


def test_a_mode_option_without_expert_is_refused():
    text = TEXT.replace("choices: [family, expert]", "choices: [family, hard]", 1)
    with pytest.raises(RulesError) as err:
        load_rules_text(text, "castrum.yaml")
    assert any(i.path == "options[0].choices" and "must offer expert" in i.message for i in err.value.issues)

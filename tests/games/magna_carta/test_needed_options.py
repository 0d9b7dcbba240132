"""A rules file whose options do not match what the magna-carta code reads is refused when loaded.

Found by the rules-file fuzz test: renaming the option 'intro' loaded fine, then
every match crashed with KeyError.
"""
import pytest

from caylus_desktop.engine.rules import RulesError, load_rules_text, rules_dir

TEXT = (rules_dir() / "magna_carta.yaml").read_text(encoding="utf-8")


def test_a_renamed_option_is_a_rules_error_naming_the_options():
    assert '  - id: intro\n' in TEXT
    with pytest.raises(RulesError) as err:
        load_rules_text(TEXT.replace('  - id: intro\n', '  - id: first_game\n', 1), "magna_carta.yaml")
    issue = next(i for i in err.value.issues if "intro" in i.message)
    assert issue.path == "options" and issue.line == TEXT[:TEXT.index("options:")].count("\n") + 1
    assert "needs a bool option 'intro'" in issue.message

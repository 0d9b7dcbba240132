"""The window speaks through one voice (``ui/i18n.Speech``), never a language handed down by hand.

A function in ``caylus_desktop/ui/`` that takes a parameter named ``lang`` is a language passed
apart from its voice again (issue 38): it should take the view's voice, or the view. The few
left below are not speaking: the catalogue's primitive itself, and the places that choose the
window's language (the settings, the CLI's pictures and layout check) before any voice exists.
"""
from __future__ import annotations

import ast
from pathlib import Path

import caylus_desktop

UI = Path(caylus_desktop.__file__).parent / "ui"

# (file under ui/, function): why it may take a language
ALLOWED = {
    ("i18n.py", "tr"): "the primitive: a window word in a language (Speech.tr says it in its own)",
    ("scenes/other.py", "set_lang"): "the player chooses the language (settings; the rulebook's tab)",
    ("screenshot.py", "render"): "the CLI's --lang, set in the settings before the window speaks",
    ("screenshot.py", "_render"): "the same, applied to the app's settings",
    ("layoutcheck.py", "check"): "the CLI's --lang, set in the settings before the window speaks",
}


def _functions_taking_lang(path: Path) -> list[tuple[str, int]]:
    found = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.Lambda)):
            a = node.args
            if "lang" in {x.arg for x in a.posonlyargs + a.args + a.kwonlyargs}:
                found.append((getattr(node, "name", "<lambda>"), node.lineno))
    return found


def test_no_function_in_the_window_takes_a_language_apart_from_its_voice():
    offenders = [f"ui/{path.relative_to(UI).as_posix()}:{line} {name}"
                 for path in sorted(UI.rglob("*.py"))
                 for name, line in _functions_taking_lang(path)
                 if (path.relative_to(UI).as_posix(), name) not in ALLOWED]
    assert not offenders, "take a voice (ui/i18n.Speech) instead of lang: " + ", ".join(offenders)


def test_the_check_sees_a_function_taking_a_language(tmp_path):
    """The walk finds a method, a nested function and a lambda taking ``lang`` (else the test above proves nothing)."""
    sample = tmp_path / "sample.py"
    sample.write_text("class R:\n    def item_name(self, match, item, lang):\n        def inner(*, lang): pass\n"
                      "        return lambda lang: lang\n", encoding="utf-8")
    assert sorted(_functions_taking_lang(sample)) == [("<lambda>", 4), ("inner", 3), ("item_name", 2)]


def test_every_allowed_function_still_exists_and_takes_a_language():
    """An allowance outliving its function would let a new one of that name through unseen."""
    for (file, name), why in ALLOWED.items():
        assert name in {n for n, _ in _functions_taking_lang(UI / file)}, f"ui/{file} {name} ({why})"

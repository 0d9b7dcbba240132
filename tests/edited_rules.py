"""Playing a game with an edited copy of its rules file (new games, replays and undo all read it)."""
from __future__ import annotations

import caylus_desktop.engine.match as match_module
from caylus_desktop.engine.rules import load_rules_text


def use_rules(monkeypatch, game: str, text: str, file: str):
    """Load ``text`` as the rules of ``game`` for the rest of the test; returns the definitions."""
    rules = load_rules_text(text, file)
    real = match_module.rules_for
    monkeypatch.setattr(match_module, "rules_for", lambda g: rules if g == game else real(g))
    return rules


def edit(text: str, *changes: tuple[str, str]) -> str:
    """``text`` with each (old, new) replaced; each ``old`` must stand there exactly once."""
    for old, new in changes:
        assert text.count(old) == 1, old
        text = text.replace(old, new)
    return text

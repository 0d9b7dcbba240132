"""The shape of rules_data/rulebook/<game>.yaml: the rules browser's (F1) own texts for a game.

The chapters a player reads before the lists of cards (how to win, the set-up, a round, the
end), the names of the phases and lists, the words for cubes and kinds, and the texts of the
items whose rules file has none. Loaded like a rules file: every mistake is refused as
``FILE:LINE: field: what`` (check-rules reads these files too).
"""
from __future__ import annotations

from pathlib import Path

from pydantic import ValidationError

from caylus_desktop.engine.catalogues import is_language_code
from caylus_desktop.engine.defs import Names
from caylus_desktop.engine.ops import Strict
from caylus_desktop.engine.rules import (RulesError, RulesIssue, _pydantic_issues, format_path, parse_yaml,
                                         read_rules_text, rules_dir)
from caylus_desktop.engine.text_fields import text_problems


class Word(Names):
    """A word in each language, and its plural where it differs (``fr_many``: "pierres")."""

    @classmethod
    def _known_key(cls, key: str) -> bool:
        return is_language_code(key.removesuffix("_many"))


class ChapterEntry(Strict):
    title: Names
    text: Names


class Chapter(Strict):
    title: Names
    phases: bool = False  # the game's phases follow, with the guide's text for each
    entries: tuple[ChapterEntry, ...] = ()


class RulebookFile(Strict):
    chapters: tuple[Chapter, ...]
    phases: dict[str, Names] = {}
    lists: dict[str, Names | None] = {}  # None: the list is shown elsewhere
    words: dict[str, Word] = {}
    fields: dict[str, Names] = {}
    effects: dict[str, Names] = {}  # the texts of the items whose rules file gives none
    headed: tuple[str, ...] = ()    # log message ids that only repeat the log header above them


def load_rulebook_text(text: str, file: str = "<rulebook>") -> RulebookFile:
    data, located = parse_yaml(text, file)
    problems = [RulesIssue(file, line, format_path(p), msg) for p, line, msg in text_problems(data, located.lines)]
    if problems:
        raise RulesError(problems)
    try:
        return RulebookFile.model_validate(data)
    except ValidationError as exc:
        raise RulesError(_pydantic_issues(exc, data, located, file)) from None


def load_rulebook_file(path: str | Path) -> RulebookFile:
    return load_rulebook_text(read_rules_text(path), str(path))


def is_rulebook_file(path: str | Path) -> bool:
    """Whether a file given to check-rules is a rulebook file (it lives in a ``rulebook`` folder)."""
    return Path(path).parent.name == "rulebook"


def shipped_rulebooks() -> list[Path]:
    return sorted((rules_dir() / "rulebook").glob("*.yaml"))

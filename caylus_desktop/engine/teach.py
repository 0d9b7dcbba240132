"""The teaching guide's texts: one short explanation per phase and per kind of decision.

A game's rules file carries a ``teach:`` section with these texts in English and
French; the game lists the decision kinds its operations can ask and its phases,
and :func:`check_teach` turns every missing or stray text into a rules error, so
that the guide never meets a decision it cannot explain.
"""
from __future__ import annotations

from typing import Iterable, Iterator

from pydantic import Field

from caylus_desktop.engine.defs import Names
from caylus_desktop.engine.ops import Strict


class Teach(Strict):
    """What the guide says the first time a phase or a kind of decision comes up."""

    phases: dict[str, Names] = Field(default_factory=dict, description="phase id -> what happens in it")
    decisions: dict[str, Names] = Field(
        default_factory=dict, description="decision kind -> what the player may do and what it is for")


def check_teach(teach: Teach, decision_kinds: Iterable[str], phases: Iterable[str] = ()) -> Iterator[tuple[tuple, str]]:
    """(path, message) for every decision kind or phase without a text, and every text for none."""
    kinds, ph = set(decision_kinds), set(phases)
    for kind in sorted(kinds - set(teach.decisions)):
        yield ("teach", "decisions"), f"no teach text for the decision kind '{kind}' (the game can ask it)"
    for kind in sorted(set(teach.decisions) - kinds):
        yield ("teach", "decisions", kind), f"'{kind}' is not a decision kind of this game"
    for phase in sorted(ph - set(teach.phases)):
        yield ("teach", "phases"), f"no teach text for the phase '{phase}'"
    for phase in sorted(set(teach.phases) - ph):
        yield ("teach", "phases", phase), f"'{phase}' is not a phase of this game"
    for group, texts in (("decisions", teach.decisions), ("phases", teach.phases)):
        for key, text in texts.items():
            for lang, words in text.texts.items():
                if not words.strip():
                    yield ("teach", group, key, lang), "the text is empty"

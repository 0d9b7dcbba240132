"""A match written out for a bug report: every log line, and at each decision its prompt and
the labels of all its legal actions as the deciding seat sees them, in one language.

Log lines come from the catalogues. Prompts and action labels are still English sentences
made by the games: they go through the catalogue too (``gettext``), so they come out in the
chosen language as soon as the games emit message ids and the catalogue has them.
"""
from __future__ import annotations

from typing import Iterator

from caylus_desktop.engine.catalogues import translations
from caylus_desktop.engine.match import Match, new_game

# key -> English text (msgid; the French is in the catalogues under context "transcript:<key>")
WORDS: dict[str, str] = {
    "head": "{} with {}, seed {}",
    "private": "only {} sees",
    "decision": "{} decides: {}",
    "chosen": "chosen: {}",
    "stops": "The save stops here.",
    "over": "The game is over.",
}


def word(key: str, lang: str, *args) -> str:
    return translations(lang).pgettext(f"transcript:{key}", WORDS[key]).format(*args)


def transcript(saved: Match, lang: str) -> Iterator[str]:
    """Lines of the transcript of ``saved`` (replayed from its seed and actions)."""
    t = translations(lang)
    names = [s.name for s in saved.seats]
    yield word("head", lang, saved.state.defs.name.get(lang), ", ".join(names), saved.seed)
    m = new_game(saved.game, saved.seats, saved.seed, saved.state.options)
    keys = [key for _, key, _ in saved.state.history]
    shown = 0
    for step in range(len(keys) + 1):
        entries = m.log_entries()
        for msg, only in entries[shown:]:
            line = m.say(msg, lang, you=only)
            yield line if only is None else f"[{word('private', lang, names[only])}] {line}"
        shown = len(entries)
        d = m.decision
        if d is None:
            yield word("over", lang)
            return
        yield "> " + word("decision", lang, names[d.seat], _said(t, d.prompt))
        for a in d.options:
            yield "    - " + _said(t, a.label)
        if step == len(keys):
            yield word("stops", lang)
            return
        chosen = d.find(keys[step])
        m.apply(keys[step])
        yield "    " + word("chosen", lang, _said(t, chosen.label))


def _said(t, text: str) -> str:
    """A game's English sentence through the catalogue ("" would give the catalogue's header)."""
    return t.gettext(text) if text else text

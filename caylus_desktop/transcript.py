"""A match written out for a bug report: every log line, and at each decision its prompt and
the labels of all its legal actions as the deciding seat sees them, in one language.

Log lines, prompts and action labels are messages said through the catalogues (a game's
sentence not yet converted to a message id is looked up as it is), the prompt and labels
addressed to the deciding seat.
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
        yield "> " + word("decision", lang, names[d.seat], m.say(d.prompt, lang, you=d.seat))
        for a in d.options:
            yield "    - " + m.label(a, lang, you=d.seat)
        if step == len(keys):
            yield word("stops", lang)
            return
        chosen = m.label(d.find(keys[step]), lang, you=d.seat)
        m.apply(keys[step])
        yield "    " + word("chosen", lang, chosen)

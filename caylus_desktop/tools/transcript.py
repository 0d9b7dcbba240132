"""A match written out for a bug report: every log line, and at each decision its prompt and
the labels of all its legal actions as the deciding seat sees them, in one language.

Written whole, it shows every hidden card (each hand, each private line, each choice), and its
first line says so; for one seat (``seat``) it holds only what that seat could read: the public
lines and its own, its own decisions, and who decided when another did.

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
    "everything": "This transcript shows every hidden card: every player's hand and private lines, and every choice.",
    "one_seat": "What {} could read, and nothing more.",
    "rules_changed": "These rules have changed since this game.",
    "head": "{} with {}, seed {}",
    "players": "{} with {}",
    "waits": "{} decides.",
    "private": "only {} sees",
    "decision": "{} decides: {}",
    "chosen": "chosen: {}",
    "stops": "The save stops here.",
    "over": "The game is over.",
}


def word(key: str, lang: str, *args) -> str:
    return translations(lang).pgettext(f"transcript:{key}", WORDS[key]).format(*args)


def transcript(saved: Match, lang: str, seat: int | None = None) -> Iterator[str]:
    """Lines of the transcript of ``saved`` (replayed from its seed and actions): everything, or
    only what ``seat`` could read."""
    names = [s.name for s in saved.seats]
    yield word("everything", lang) if seat is None else word("one_seat", lang, names[seat])
    if saved.saved.rules_changed:
        yield word("rules_changed", lang)
    game = saved.state.defs.name.get(lang)
    # the seed deals every card: given to one seat, it would tell all the others' hands
    yield word("head", lang, game, ", ".join(names), saved.seed) if seat is None else word("players", lang, game, ", ".join(names))
    m = new_game(saved.game, saved.seats, saved.seed, saved.state.options)
    keys = [key for _, key, _ in saved.state.history]
    shown = 0
    for step in range(len(keys) + 1):
        if seat is not None:  # the engine's own choice of what the seat may read, addressed to it
            yield from m.log_for(seat, lang, start=shown, you=seat)
        else:
            for msg, only in m.log_entries(shown):
                line = m.say(msg, lang, you=only)
                yield line if only is None else f"[{word('private', lang, names[only])}] {line}"
        shown = len(m.state.log)
        d = m.decision
        if d is None:
            yield word("over", lang)
            return
        mine = seat is None or d.seat == seat  # another's prompt and options may name its cards
        if mine:
            yield "> " + word("decision", lang, names[d.seat], m.say(d.prompt, lang, you=d.seat))
            for a in d.options:
                yield "    - " + m.label(a, lang, you=d.seat)
        else:
            yield "> " + word("waits", lang, names[d.seat])
        if step == len(keys):
            yield word("stops", lang)
            return
        chosen = m.label(d.find(keys[step]), lang, you=d.seat) if mine else None
        m.apply(keys[step])
        if chosen is not None:
            yield "    " + word("chosen", lang, chosen)

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

from caylus_desktop.engine.match import Match, new_game
from caylus_desktop.engine.voice import Voice

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


def word(key: str, voice: Voice, *args) -> str:
    return voice.catalogue.pgettext(f"transcript:{key}", WORDS[key]).format(*args)


def transcript(saved: Match, voice: Voice, seat: int | None = None) -> Iterator[str]:
    """Lines of the transcript of ``saved`` (replayed from its seed and actions) in ``voice``'s
    language: everything, or only what ``seat`` could read. Each line addresses the seat it
    concerns (a private line its reader, a prompt and its options the deciding seat)."""
    names = [s.name for s in saved.seats]
    yield word("everything", voice) if seat is None else word("one_seat", voice, names[seat])
    if saved.saved.rules_changed:
        yield word("rules_changed", voice)
    game = voice.text(saved.state.defs.name)
    # the seed deals every card: given to one seat, it would tell all the others' hands
    yield word("head", voice, game, ", ".join(names), saved.seed) if seat is None else word("players", voice, game, ", ".join(names))
    m = new_game(saved.game, saved.seats, saved.seed, saved.state.options)
    keys = [key for _, key, _ in saved.state.history]
    shown = 0
    for step in range(len(keys) + 1):
        if seat is not None:  # the engine's own choice of what the seat may read, addressed to it
            yield from m.log_for(seat, voice.to(seat), start=shown)
        else:
            for msg, only in m.log_entries(shown):
                line = m.say(msg, voice.to(only))
                yield line if only is None else f"[{word('private', voice, names[only])}] {line}"
        shown = len(m.state.log)
        d = m.decision
        if d is None:
            yield word("over", voice)
            return
        mine = seat is None or d.seat == seat  # another's prompt and options may name its cards
        deciding = voice.to(d.seat)
        if mine:
            yield "> " + word("decision", voice, names[d.seat], m.say(d.prompt, deciding))
            for a in d.options:
                yield "    - " + m.label(a, deciding)
        else:
            yield "> " + word("waits", voice, names[d.seat])
        if step == len(keys):
            yield word("stops", voice)
            return
        chosen = m.label(d.find(keys[step]), deciding) if mine else None
        m.apply(keys[step])
        if chosen is not None:
            yield "    " + word("chosen", voice, chosen)

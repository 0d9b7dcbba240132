"""Messages: what the engine says, as an id with typed parameters, put in words at display time.

A message id is the English text with ``{}`` places (gettext's usual msgid); parameters are
``SeatRef`` (a seat, shown by name), ``CardRef`` (a card or building id, shown by its YAML
name), ints (amounts), other messages (said in the same language: "nothing to do there now:
{}" quotes the prompt) and, until every game emits ids, plain strings.

Log lines, prompts (``Decision.prompt``), action labels (``Action.label``) and why-not reasons
are all ``Text``: a Message, or a plain English sentence a game has not converted yet, which is
looked up in the catalogue as it is (a msgid without parameters). The words come from the
catalogues (``engine/catalogues.py``), so bots and saves never depend on them.

Addressing the person at the screen: when a seat parameter is the seat being addressed
("you"), the catalogue entry with context ``you:<positions>`` is used if there is one
(``msgctxt "you:0"`` for "{} places a worker" gives "You place a worker"), so the sentence
is in the second person instead of "You places".
"""
from __future__ import annotations

import functools
import re
from typing import Any, Callable, NamedTuple, Union

from caylus_desktop.engine.catalogues import GRAMMAR_CONTEXT, translations
from caylus_desktop.engine.numbers import is_number
from caylus_desktop.engine.state import SeatRef
from caylus_desktop.engine.voice import Voice


class Message(NamedTuple):
    """One thing to say: a msgid, its parameters, and for a plural the plural msgid and
    the position of the count among the parameters."""

    id: str
    args: tuple = ()
    plural: str | None = None
    count: int = 0


Text = Union[str, "Message"]


def message(text: Text) -> Message:
    """``text`` as a Message (a plain sentence is a msgid without parameters)."""
    return text if isinstance(text, Message) else Message(text)


def listed(items: list) -> Any:
    """Several parameters as one, "a, b, c" (pairs nested, so one catalogue entry serves any length)."""
    if len(items) == 1:
        return items[0]
    return Message("{}, {}", (items[0], listed(items[1:])))


def joined(items: list) -> Any:
    """Several parameters as one sentence's list, "a, b and c" ("a, b et c")."""
    if len(items) == 1:
        return items[0]
    # "a, (b and c)": the last two joined, then each earlier one put before the rest, from the
    # end (a loop: the log lists whole hands, and a call per item cost more than the messages)
    said = Message("{} and {}", (items[-2], items[-1]))
    for i in range(len(items) - 3, -1, -1):
        said = Message("{}, {}", (items[i], said))
    return said


def you_context(args: tuple, you: int | None) -> str | None:
    """``you:0,2`` when parameters 0 and 2 are the addressed seat; None when none is."""
    if you is None:
        return None
    at = [str(i) for i, a in enumerate(args) if isinstance(a, SeatRef) and int(a) == you]
    return "you:" + ",".join(at) if at else None


def render(msg: Text, voice: Voice, word: Callable[[Any], Any]) -> str:
    """The message said to ``voice`` (its language; its seat in the second person); ``word``
    turns one parameter into what is shown for it."""
    msg = message(msg)
    if not msg.id:
        return ""  # gettext("") is the catalogue's header, never a sentence
    t = voice.catalogue
    ctx = you_context(msg.args, voice.you)
    text = _lookup(t, ctx, msg, voice) if ctx is not None else None
    if text is None or text in (msg.id, msg.plural):  # no second-person entry: the plain one
        text = _lookup(t, None, msg, voice)
    # amounts in the language's way of writing numbers (a seat is a name, never a number)
    shown = [voice.number(w) if is_number(w) and not isinstance(a, SeatRef) else w
             for a, w in ((a, word(a)) for a in msg.args)]
    try:
        said = text.format(*shown)
    except (IndexError, KeyError, ValueError):
        # a broken translation must not hide the event: say it in English
        return _lookup(translations("en"), None, msg, voice).format(*shown)
    return elide(said, {str(w): str(w) for a, w in zip(msg.args, shown) if isinstance(a, SeatRef)}, voice.lang)


def said(msg: Text, voice: Voice) -> str:
    """A message that names no seat and no card, in ``voice``'s language (the engine's own
    reasons: why a save cannot be loaded); a parameter may be a message, said in the same
    language, or a text given per language as a mapping (a rules file's ``{en: …, fr: …}``, an
    option's name)."""
    def word(arg: Any) -> Any:
        if isinstance(arg, Message):
            return said(arg, voice)
        return voice.text(arg) if isinstance(arg, dict) else arg

    return render(msg, voice, word)


_VOWELS = "AEIOUYÀÂÄÉÈÊËÎÏÔÖÙÛÜaeiouyàâäéèêëîïôöùûü"


def elide(said: str, names: dict[str, str], lang: str) -> str:
    """Elision before a name that starts with a vowel, in a language whose catalogue lists the
    words that elide (context ``grammar``, French: "de que" gives "le tour d'Anne", "plus
    qu'Élodie"): a catalogue entry cannot know the name it will hold ("h" is left alone, mute
    or not). ``names`` maps what stands in the text to the name it shows: the name itself, or
    the mark the log puts where it draws the name in colour (``ui/logbook.py``)."""
    pattern = _elided(lang)
    if pattern is None:
        return said
    for stands, name in names.items():
        if name[:1] in _VOWELS:
            said = re.sub(pattern + re.escape(stands), lambda m: f"{m.group(1)}'{stands}", said)
    return said


@functools.cache
def _elided(lang: str) -> str | None:
    """The start of a pattern finding a word that elides, then a space (``\\b(d|D|qu|Qu)e ``),
    from the catalogue's ``grammar`` entry; None for a language that elides nothing."""
    words = translations(lang).pgettext(GRAMMAR_CONTEXT, ELIDED)
    if words == ELIDED:
        return None
    stems = [w[:-1] for w in words.split() if w.endswith("e")]
    forms = [v for stem in stems for v in (stem, stem[:1].upper() + stem[1:])]
    return rf"\b({'|'.join(map(re.escape, forms))})e "


ELIDED = "elided before a vowel"  # the msgid of the grammar entry listing the words that elide


def _lookup(t, ctx: str | None, msg: Message, voice: Voice) -> str:
    """The catalogue's text; gettext gives back the English id when there is no entry."""
    if msg.plural is None:
        return t.pgettext(ctx, msg.id) if ctx is not None else t.gettext(msg.id)
    count = msg.args[msg.count] if msg.count < len(msg.args) else 0
    n = voice.plural_count(count)
    return t.npgettext(ctx, msg.id, msg.plural, n) if ctx is not None else t.ngettext(msg.id, msg.plural, n)

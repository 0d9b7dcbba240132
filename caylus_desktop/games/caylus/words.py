"""How Caylus says amounts and lists: as messages, which the catalogues put in words
(plural forms included) in the reader's language."""
from __future__ import annotations

from typing import Iterable

from caylus_desktop.engine.messages import Message, Text
from caylus_desktop.engine.state import SeatRef

# each amount as a message (a literal per word, so the catalogue test finds every msgid);
# the catalogue picks the plural form, in English and in French alike
_AMOUNTS = {
    "money": lambda n: Message("{} denier", (n,), "{} deniers", 0),
    "vp": lambda n: Message("{} VP", (n,)),
    "food": lambda n: Message("{} food", (n,), "{} food", 0),
    "wood": lambda n: Message("{} wood", (n,), "{} wood", 0),
    "stone": lambda n: Message("{} stone", (n,), "{} stone", 0),
    "cloth": lambda n: Message("{} cloth", (n,), "{} cloth", 0),
    "gold": lambda n: Message("{} gold", (n,), "{} gold", 0),
    "any": lambda n: Message("{} cube of any kind", (n,), "{} cubes of any kind", 0),
    "non_gold": lambda n: Message("{} cube (not gold)", (n,), "{} cubes (not gold)", 0),
    "favour": lambda n: Message("{} royal favour", (n,), "{} royal favours", 0),
}


def amount(name: str, n: int) -> Message:
    """``n`` deniers, VP, cubes of one type (its name in the rules file), wildcards or favours.
    A cube the catalogue has no word for is said by its name in the rules file."""
    say = _AMOUNTS.get(name)
    if say is None:
        text = "{} " + name
        return Message(text, (n,), text, 0)
    return say(n)


def joined(parts: list[Text], empty: Text = "") -> Text:
    """"a + b + c" as nested messages (no message id per length)."""
    if not parts:
        return empty
    text = parts[-1]
    for part in reversed(parts[:-1]):
        text = Message("{} + {}", (part, text))
    return text


def listed(parts: list[Text]) -> Text:
    """"a and b and c" as nested messages (what a price still misses)."""
    text = parts[-1]
    for part in reversed(parts[:-1]):
        text = Message("{} and {}", (part, text))
    return text


def seat_list(seats: Iterable[int]) -> Text:
    """"Anna, Bruno, Chloé" as nested messages: the seat the window addresses reads "you"."""
    seats = list(seats)
    text: Text = SeatRef(seats[-1])
    for s in reversed(seats[:-1]):
        text = Message("{}, {}", (SeatRef(s), text))
    return text

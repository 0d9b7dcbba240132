"""The language every client speaks: a Decision offers Actions."""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any


@dataclass(frozen=True, slots=True)
class Action:
    """One legal choice. Equality and hashing use only ``kind`` and ``args``.

    ``args`` holds only ints and strings so an action survives a JSON round
    trip. ``label`` is for people; ``target`` names the thing on the table the
    action belongs to (``"gallery:1:0"``, ``"hand:trebuchet"``) so the UI can
    make it clickable there.
    """

    kind: str
    args: tuple = ()
    label: str = field(default="", compare=False)
    target: str | None = field(default=None, compare=False)

    @property
    def key(self) -> tuple:
        return (self.kind, self.args)

    def to_json(self) -> list:
        return [self.kind, list(self.args)]

    @staticmethod
    def key_from_json(data: Any) -> tuple:
        """The (kind, args) key of a saved action; ValueError when malformed."""
        if (not isinstance(data, list) or len(data) != 2 or not isinstance(data[0], str)
                or not isinstance(data[1], list)
                or not all(isinstance(a, (int, str)) and not isinstance(a, bool) for a in data[1])):
            raise ValueError(f"malformed action {data!r}")
        return (data[0], tuple(data[1]))


@dataclass(frozen=True, slots=True)
class Decision:
    """Who chooses, what is asked, and every legal action.

    ``kind`` names the kind of decision (``"play_card"``, ``"target"``) for
    the teaching guide and the bots; ``prompt`` is the sentence shown to people.
    """

    seat: int
    prompt: str
    options: tuple[Action, ...]
    kind: str = ""

    def find(self, key: tuple) -> Action | None:
        for a in self.options:
            if a.kind == key[0] and a.args == key[1]:
                return a
        return None


class IllegalAction(Exception):
    """The action is not among the legal ones; the match was not changed."""

"""Rules-file pieces every game shares: names, player counts, options."""
from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any, Iterable, Iterator, Literal

from pydantic import BaseModel, ConfigDict, Field, model_validator

from caylus_desktop.engine.catalogues import is_language_code, languages, text_in
from caylus_desktop.engine.messages import Message, said
from caylus_desktop.engine.ops import Strict
from caylus_desktop.engine.voice import Voice


def _text_schema(schema: dict[str, Any]) -> None:
    schema["additionalProperties"] = {"type": "string"}
    schema["required"] = list(languages())


class Names(BaseModel):
    """A text in several languages: a mapping from a language code to the text, ``{en: …, fr: …}``.

    English is required (the catalogues' msgids are English); any other language may be given,
    and each language the app offers must be (``engine/text_fields.py`` says which text lacks
    which language, at its line). A language the file does not hold reads the English text
    through its catalogue (the pseudo-locale ``qps``), else English itself."""

    # the schema tells an editor that every offered language is needed, any other key a language's text
    model_config = ConfigDict(extra="allow", frozen=True, json_schema_extra=_text_schema)

    en: str

    @model_validator(mode="after")
    def _languages(self) -> "Names":
        for key, value in (self.model_extra or {}).items():
            if not self._known_key(key):
                raise ValueError(f"'{key}' is not a language code (en, fr…)")
            if not isinstance(value, str):
                raise ValueError(f"the '{key}' text must be a string")
        return self

    @classmethod
    def _known_key(cls, key: str) -> bool:
        return is_language_code(key)

    @property
    def texts(self) -> dict[str, str]:
        """Every language's text, English first."""
        return {"en": self.en, **(self.model_extra or {})}

    def get(self, lang: str) -> str:
        return text_in(self.texts, lang)


class Ruling(Strict):
    """Where the rulebook is silent or unclear and we decided: one line, shown in the in-app rules."""

    topic: Names
    text: Names


class PlayerRange(Strict):
    min: int = Field(ge=1)
    max: int = Field(ge=1)

    @model_validator(mode="after")
    def _ordered(self) -> "PlayerRange":
        if self.min > self.max:
            raise ValueError("min is larger than max")
        return self


class OptionDef(Strict):
    """A game option people can set in the menu or with ``--option KEY=VALUE``."""

    id: str
    type: Literal["bool", "int", "choice"]
    default: bool | int | str
    choices: tuple[str, ...] | None = None
    min: int | None = None
    max: int | None = None
    name: Names
    help: Names
    # what people read for each choice ("Family", « Familial »), never the id the file and saves use
    choice_names: dict[str, Names] = Field(default_factory=dict)

    @model_validator(mode="after")
    def _consistent(self) -> "OptionDef":
        if self.type == "choice" and (not self.choices or self.default not in self.choices):
            raise ValueError("a choice option needs choices that include its default")
        if set(self.choice_names) != set(self.choices or ()):
            raise ValueError("choice_names: give a name in both languages for each choice, and for no other value")
        if self.type == "bool" and not isinstance(self.default, bool):
            raise ValueError("a bool option needs a true/false default")
        if self.type == "int" and (isinstance(self.default, bool) or not isinstance(self.default, int)):
            raise ValueError("an int option needs a whole-number default")
        return self

    def value_name(self, value: Any, voice: Voice) -> str:
        """A choice or a number as people read it: the choice's name, never its id. (On/off are window
        words, in the catalogues: the UI says them.)"""
        named = self.choice_names.get(value) if isinstance(value, str) else None
        return voice.text(named) if named else str(value)

    def coerce(self, value: Any) -> bool | int | str:
        """A given value as this option's type: text from the command line (``"true"``, ``"15"``,
        ASCII digits only), or a value of exactly its type (never a float, a bool for a number,
        or a number for a bool). A refusal names the option by its key, as it was typed."""
        return self._checked(value, self.id)

    def _checked(self, value: Any, who: Any) -> bool | int | str:
        """``coerce``, naming the option as ``who`` in a refusal."""
        if self.type == "bool":
            if isinstance(value, bool):
                return value
            text = value.strip().lower() if isinstance(value, str) else None
            if text in ("1", "true", "yes", "on"):
                return True
            if text in ("0", "false", "no", "off"):
                return False
            raise OptionError(Message("option {} takes true or false, not {}", (who, _shown(value))))
        if self.type == "int":
            if type(value) is int:
                n = value
            elif isinstance(value, str) and _WHOLE.fullmatch(value.strip()):
                n = int(value)
            else:
                raise OptionError(Message("option {} takes a whole number, not {}", (who, _shown(value))))
            if (self.min is not None and n < self.min) or (self.max is not None and n > self.max):
                raise OptionError(Message("option {} must be between {} and {}", (who, self.min, self.max)))
            return n
        if not isinstance(value, str) or value not in (self.choices or ()):
            raise OptionError(Message("option {} takes one of {}, not {}",
                                      (who, ", ".join(self.choices or ()), _shown(value))))
        return value

    def exact(self, value: Any) -> bool | int | str:
        """A value as a save holds it: already this option's type (JSON has true, numbers and
        text apart) and in range; an OptionError otherwise, naming the option as the player reads it."""
        kind = {"bool": bool, "int": int, "choice": str}[self.type]
        if type(value) is not kind:
            raise OptionError(Message("option {} holds {}, not {}", (self.named, _shown(value), _KIND_WORDS[self.type])))
        return self._checked(value, self.named)

    @property
    def named(self) -> dict[str, str]:
        """The option as a message parameter: its name in each language ("Rounds (timed game)")."""
        return self.name.texts


class OptionError(ValueError):
    """An option value refused; ``reason`` says why as a message (``said`` in the reader's language)."""

    def __init__(self, reason: Message) -> None:
        self.reason = reason
        super().__init__(said(reason, Voice()))


_WHOLE = re.compile(r"[+-]?[0-9]{1,12}")  # ASCII digits: int() also reads "١٥" and "1_5"
_KIND_WORDS = {"bool": Message("true or false"), "int": Message("a whole number"), "choice": Message("one of its choices")}


def _shown(value: Any) -> str:
    """A value quoted short for an error line."""
    text = repr(value)
    return text if len(text) <= 40 else text[:40] + "…"


class Overview(BaseModel):
    """The fields every game's rules file starts with, read alone: what the menu shows of a game
    before its rules are loaded (engine/rules.py, ``overview_for``). The rest of the file is
    left for the game's own model."""

    model_config = ConfigDict(extra="ignore", frozen=True)

    name: Names
    tagline: Names
    players: PlayerRange
    options: tuple[OptionDef, ...] = ()


def duplicate_ids(items: Iterable[Any], field: str, what: str) -> Iterator[tuple[tuple, str]]:
    """(path, message) for every item whose ``id`` repeats an earlier one."""
    seen: set[str] = set()
    for i, item in enumerate(items):
        if item.id in seen:
            yield (field, i, "id"), f"duplicate {what} id '{item.id}'"
        seen.add(item.id)


def needed_options(options: Iterable[OptionDef], needs: dict[str, str | tuple[str, ...]]
                   ) -> Iterator[tuple[tuple, str]]:
    """(path, message) for each option a game's code reads that the rules file lacks.

    ``needs`` maps an option id to its type (``"bool"``, ``"int"``) or, for a
    choice, to the values the code tests for. Without this check a renamed
    option would load and then fail (or silently do nothing) in every match.
    """
    options = tuple(options)
    by_id = {o.id: o for o in options}
    if len(by_id) != len(options):
        return  # duplicate ids are reported by duplicate_ids; which one the code would read is unclear
    for oid, need in needs.items():
        o = by_id.get(oid)
        kind = "choice" if isinstance(need, tuple) else need
        if o is None:
            yield ("options",), Message("the game needs a {} option '{}'", (kind, oid))
            continue
        where = ("options", next(i for i, x in enumerate(options) if x.id == oid), "type")
        if o.type != kind:
            yield where, f"option '{oid}' must be a {kind} option"
        elif isinstance(need, tuple):
            missing = [v for v in need if v not in (o.choices or ())]
            if missing:
                yield where[:-1] + ("choices",), f"option '{oid}' must offer {', '.join(missing)}"


@dataclass(frozen=True)
class Deal:
    """One way a game can start, read from its rules: a deck of ``cards``, ``set_aside`` of
    them removed unseen, then ``per_hand`` to each of ``players`` hands; with the field
    that sets each number (a path in the rules file) and when it applies (``setting``)."""

    players: int
    cards: int
    set_aside: int
    per_hand: int
    deck: tuple
    removal: tuple
    hand: tuple
    setting: Message | None = None  # the option it applies with ("the Moats"); None: always


def deal_problems(deals: Iterable[Deal]) -> Iterator[tuple[tuple, str]]:
    """(path, message) for every set-up that cannot be dealt, at the field that makes it so, once
    per field: validation refuses it before any game starts (a game would stop at its first deal)."""
    reported: set[tuple] = set()
    for d in deals:
        when = (Message("at {} players with {}", (d.players, d.setting)) if d.setting
                else Message("at {} players", (d.players,)))
        left = d.cards - d.set_aside
        if d.cards == 0:
            path, problem = d.deck, Message("the deck holds no card")
        elif left < 0:
            path, problem = d.removal, Message("sets aside {} cards from a deck of {} {}", (d.set_aside, d.cards, when))
        elif d.per_hand * d.players > left:
            path, problem = d.hand, Message("dealing {} cards to each of {} players needs {}, the deck holds {} {}",
                                            (d.per_hand, d.players, d.per_hand * d.players, left, when))
        else:
            continue
        if path not in reported:
            reported.add(path)
            yield path, problem


def resolve_options(defs: tuple[OptionDef, ...], given: dict | None, exact: bool = False) -> dict:
    """Every option with its value: the given ones checked (``exact``: already of their type, as a
    save holds them), the others defaulted."""
    known = {o.id: o for o in defs}
    given = dict(given or {})
    unknown = sorted(set(given) - set(known))
    if unknown:
        raise OptionError(Message("unknown option(s) {}; this game has: {}",
                                  (", ".join(unknown), ", ".join(known) or Message("none"))))
    return {oid: ((o.exact if exact else o.coerce)(given[oid]) if oid in given else o.default)
            for oid, o in known.items()}

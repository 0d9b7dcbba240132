"""A game's rules reference: the rules browser's text (F1), in English or French.

``rulebook(game, speech)`` gives sections in the order a player needs them: how to win, the
set-up, a round (with the game's phases and the guide's text for each), the end and the
score, our rulings, then every list of named things in the rules file (cards, buildings,
castle sections, events…) with cost, points and effect, and the options.

The chapters are written in ``rules_data/rulebook/<game>.yaml`` (our own words after the
French rulebooks); the names, costs and points come from the rules file, so a new card
never lacks an entry. No game is named here.
"""
from __future__ import annotations

import functools
import unicodedata
from dataclasses import dataclass
from typing import Any

from pydantic import BaseModel

from caylus_desktop.engine.defs import Names, OptionDef
from caylus_desktop.engine.numbers import is_plural
from caylus_desktop.ui.i18n import Speech

# fields shown as "cost", "points", "effect" whatever their exact name in a game's model
_COST = ("cost", "needs")
_POINTS = ("points", "vp")
_EFFECTS = ("on_reveal", "on_build", "on_worker", "main", "secondary", "owner_bonus", "effects")
_SKIP_LISTS = {"options"}


@dataclass(frozen=True)
class Entry:
    title: str
    lines: tuple[str, ...]

    def matches(self, words: list[str]) -> bool:
        hay = fold(" ".join((self.title,) + self.lines))
        return all(w in hay for w in words)


@dataclass(frozen=True)
class Section:
    title: str
    entries: tuple[Entry, ...]


def fold(text: str) -> str:
    """Lower case without accents, so that "elevage" finds "Élevage"."""
    return "".join(c for c in unicodedata.normalize("NFD", text.lower()) if unicodedata.category(c) != "Mn")


@dataclass(frozen=True)
class Texts:
    """The rules browser's own text for one game (rules_data/rulebook/<game>.yaml)."""

    chapters: tuple[dict, ...]
    phases: dict[str, dict]
    lists: dict[str, dict]
    words: dict[str, dict]
    fields: dict[str, dict]
    effects: dict[str, dict]
    headed: frozenset = frozenset()  # log message ids that only repeat the log header above them


@functools.cache  # read once: the log asks for the phase names after every move
def texts(rulebook: str) -> Texts:
    """The texts of a game's rulebook file (its declaration's ``rulebook``; "": a game without one)."""
    from caylus_desktop.engine.rulebook_file import load_rulebook_file
    from caylus_desktop.engine.rules import rules_dir

    if not rulebook:
        return Texts((), {}, {}, {}, {}, {})
    data = load_rulebook_file(rules_dir() / rulebook).model_dump()  # checked as check-rules does
    return Texts(tuple(data.get("chapters", ())), data.get("phases", {}), data.get("lists", {}),
                 data.get("words", {}), data.get("fields", {}), data.get("effects", {}),
                 frozenset(data.get("headed", ())))


def _pick(names: dict | Names | None, speech: Speech) -> str:
    if isinstance(names, Names):
        return speech.text(names)
    if not names:
        return ""
    return speech.text(names) or names.get("en", "")


def _counted(names: dict | None, speech: Speech, n: int) -> str:
    """A word for ``n`` things: its plural (``<lang>_many``) when the language puts ``n`` in the plural."""
    many = {k.removesuffix("_many"): v for k, v in (names or {}).items() if k.endswith("_many") and v}
    return (speech.text(many) or _pick(names, speech)) if many and is_plural(n, speech.lang) else _pick(names, speech)


# the window word labelling each fact every game's items may have
_LABELS = {"cost": "rules_cost", "points": "rules_points", "count": "rules_count", "income": "rules_income",
           "roll": "rules_roll", "per_player": "rules_per_player", "kind": "rules_kind", "default": "rules_default"}
_KIND = ("category", "frame", "family")


def _label(key: str, speech: Speech) -> str:
    return speech.tr(_LABELS[key])


def _bundle(value: Any, tx: Texts, speech: Speech) -> str:
    """Non-zero parts of a cost-like value: "1 food + 2 wood", "1 nourriture + 2 bois"."""
    data = value.model_dump() if isinstance(value, BaseModel) else value
    if isinstance(data, dict):
        parts = [f"{n} {_counted(tx.words.get(k), speech, n) or k.replace('_', ' ')}" for k, n in data.items()
                 if isinstance(n, (int, float)) and n]
        return " + ".join(parts) or "0"
    return str(data)


def _effect(effect: Any) -> str:
    """One YAML operation in words (only for an item with no text anywhere): ``take: food 1``."""
    if not isinstance(effect, BaseModel):
        return str(effect)
    name = next(iter(type(effect).model_fields))
    args = getattr(effect, name)
    data = args.model_dump(exclude_defaults=True) if isinstance(args, BaseModel) else args
    if not data:
        return name.replace("_", " ")
    if isinstance(data, dict):
        shown = ", ".join(f"{k.replace('_', ' ')} {_plain(v)}" for k, v in data.items())
    else:
        shown = _plain(data)
    return f"{name.replace('_', ' ')}: {shown}"


def _plain(v: Any) -> str:
    if isinstance(v, dict):
        return "{" + ", ".join(f"{k} {_plain(x)}" for k, x in v.items()) + "}"
    if isinstance(v, (list, tuple)):
        return "[" + "; ".join(_plain(x) for x in v) + "]"
    return str(v)


def item_text(item: BaseModel, tx: Texts, speech: Speech) -> str | None:
    """What the item does, in words: its text in the rules file, else in the rulebook file."""
    text = getattr(item, "text", None)
    if isinstance(text, Names):
        return speech.text(text)
    return _pick(tx.effects.get(getattr(item, "id", "")), speech) or None


def _item_entry(item: BaseModel, tx: Texts, speech: Speech) -> Entry:
    name = speech.text(item.name)
    lines: list[str] = []
    facts = []
    given = item.model_fields_set  # a cost, points or copies the file leaves out is no fact ("cost: 0")
    for f in _COST:
        v = getattr(item, f, None)
        if f in given and v is not None and not isinstance(v, (bool, str)):
            facts.append(_fact(_label("cost", speech), _bundle(v, tx, speech), speech))
    for f in _POINTS:
        v = getattr(item, f, None)
        if f in given and isinstance(v, int) and not isinstance(v, bool):
            facts.append(_fact(_label("points", speech), v, speech))
    for f in ("count", "income", "roll", "per_player"):
        v = getattr(item, f, None)
        if (f != "count" or f in given) and v not in (None, "", 0) and not isinstance(v, bool):
            facts.append(_fact(_label(f, speech), v, speech))
    for f in _KIND:
        v = getattr(item, f, None)
        if isinstance(v, str) and v:
            facts.append(_fact(_label("kind", speech), _pick(tx.words.get(v), speech) or v, speech))
    shown = set(_COST + _POINTS + _EFFECTS + _KIND) | {"count", "income", "roll", "per_player", "id", "name", "text"}
    for f in type(item).model_fields:  # any other number the rules give (spaces, points per house…)
        v = getattr(item, f)
        if f not in shown and f in tx.fields and isinstance(v, int) and not isinstance(v, bool) and v:
            facts.append(_fact(_pick(tx.fields[f], speech), v, speech))
    if facts:
        lines.append(" · ".join(facts))
    for f in type(item).model_fields:  # nested texts: a favour row's cells
        v = getattr(item, f)
        if isinstance(v, tuple) and v and all(isinstance(getattr(x, "text", None), Names) for x in v):
            lines.append(" → ".join(speech.text(x.text) for x in v))
    said = item_text(item, tx, speech)
    if said:
        lines.append(said)
    else:
        for f in _EFFECTS:
            effects = getattr(item, f, None)
            if effects and isinstance(effects, tuple):
                lines.append(f"{f.replace('_', ' ')}: " + "; ".join(_effect(e) for e in effects))
    return Entry(name, tuple(lines))


def _fact(label: str, value: Any, speech: Speech) -> str:
    return speech.tr("rules_fact", label, value)


def _named_lists(model: BaseModel, path: str = "", depth: int = 0) -> list[tuple[str, tuple]]:
    """Every tuple of named items in the model (one level of nesting: castle sections, favour rows)."""
    out = []
    for fname in type(model).model_fields:
        if fname in _SKIP_LISTS:
            continue
        v = getattr(model, fname)
        if isinstance(v, tuple) and v and all(isinstance(x, BaseModel) and isinstance(getattr(x, "name", None), Names)
                                              for x in v):
            out.append((path + fname, v))
        elif isinstance(v, BaseModel) and isinstance(getattr(v, "name", None), Names) and hasattr(v, "id"):
            out.append((path + fname, (v,)))
        elif isinstance(v, BaseModel) and depth == 0 and not isinstance(v, Names):
            out.extend(_named_lists(v, fname + " ", depth + 1))
    return out


def _paragraphs(names: dict, speech: Speech) -> tuple[str, ...]:
    return tuple(line.strip() for line in _pick(names, speech).splitlines() if line.strip())


def rulebook(game: str, speech: Speech) -> list[Section]:
    from caylus_desktop.engine.rules import rules_for
    from caylus_desktop.games import declaration, spec

    defs = rules_for(game)
    sp = spec(game)
    tx = texts(declaration(game).rulebook)
    teach = getattr(defs, "teach", None)
    sections: list[Section] = []
    for n, chapter in enumerate(tx.chapters):
        entries = [Entry(_pick(e["title"], speech), _paragraphs(e["text"], speech)) for e in chapter.get("entries", ())]
        if n == 0:  # the game itself opens the first chapter
            about = [speech.text(defs.tagline),
                     speech.tr("player_range", defs.players.min, defs.players.max)]
            note = getattr(defs, "reconstruction_note", None)  # what we had to reconstruct, said up front
            if isinstance(note, Names):
                about.extend(line for line in speech.text(note).splitlines() if line.strip())
            entries.insert(0, Entry(speech.text(defs.name), tuple(about)))
        if chapter.get("phases") and teach is not None:
            entries += [Entry(f"{i}. {_pick(tx.phases.get(p), speech) or p}",
                              (speech.text(teach.phases[p]),) if p in teach.phases else ())
                        for i, p in enumerate(sp.phases, 1)]
        sections.append(Section(_pick(chapter["title"], speech), tuple(entries)))
    rulings = getattr(defs, "rulings", ())
    if rulings:  # one line each: where the book is silent and we decided
        sections.append(Section(speech.tr("rules_rulings"), tuple(
            Entry(speech.text(r.topic), (speech.text(r.text),)) for r in rulings)))
    for path, items in _named_lists(defs):
        if path in tx.lists and tx.lists[path] is None:
            continue  # shown elsewhere (the file says where)
        title = _pick(tx.lists.get(path), speech) or path.replace("_", " ").capitalize()
        sections.append(Section(title, tuple(_item_entry(x, tx, speech) for x in items)))
    options: tuple[OptionDef, ...] = getattr(defs, "options", ())
    if options:
        sections.append(Section(speech.tr("options"), tuple(
            Entry(speech.text(o.name), (speech.text(o.help), _fact(_label("default", speech), _default(o, speech), speech)))
            for o in options)))
    return sections


def _default(option: OptionDef, speech: Speech) -> str:
    if isinstance(option.default, bool):
        return speech.tr("on" if option.default else "off")
    return option.value_name(option.default, speech)


def filtered(sections: list[Section], query: str) -> list[Section]:
    """Only the entries whose title or text holds every word of the query."""
    words = fold(query).split()
    if not words:
        return sections
    out = []
    for s in sections:
        keep = tuple(e for e in s.entries if e.matches(words) or all(w in fold(s.title) for w in words))
        if keep:
            out.append(Section(s.title, keep))
    return out

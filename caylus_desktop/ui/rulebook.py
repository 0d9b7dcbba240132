"""A game's rules reference, generated from its rules file (no game is named here).

``rulebook(game, lang)`` gives sections of entries: the overview, our rulings, the phases in
order with the guide's texts, the decisions, then every list of named things in
the file (cards, buildings, prestige buildings, pieces, events, castle sections…)
with cost, points and effect. Effects without a written text are put in words
from their YAML operations, so a new card never lacks an entry.
"""
from __future__ import annotations

import unicodedata
from dataclasses import dataclass
from typing import Any

from pydantic import BaseModel

from caylus_desktop.engine.defs import Names, OptionDef

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


def _words(lang: str, en: str, fr: str) -> str:
    return fr if lang == "fr" else en


def _bundle(value: Any) -> str:
    """Non-zero parts of a cost-like value: "1 food + 2 wood"."""
    data = value.model_dump() if isinstance(value, BaseModel) else value
    if isinstance(data, dict):
        parts = [f"{n} {k.replace('_', ' ')}" for k, n in data.items() if isinstance(n, (int, float)) and n]
        return " + ".join(parts) or "0"
    return str(data)


def _effect(effect: Any) -> str:
    """One YAML operation in words: ``take: food 1``."""
    if not isinstance(effect, BaseModel):
        return str(effect)
    name = next(iter(type(effect).model_fields))
    args = getattr(effect, name)
    if isinstance(args, BaseModel):
        data = args.model_dump(exclude_defaults=True)
    else:
        data = args
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


def _item_entry(item: BaseModel, lang: str) -> Entry:
    name = item.name.get(lang)
    lines: list[str] = []
    facts = []
    for f in _COST:
        v = getattr(item, f, None)
        if v is not None and not isinstance(v, (bool, str)):
            facts.append(f"{_words(lang, 'cost', 'coût')}: {_bundle(v)}")
    for f in _POINTS:
        v = getattr(item, f, None)
        if isinstance(v, int) and not isinstance(v, bool):
            facts.append(f"{_words(lang, 'points', 'points')}: {v}")
    for f, en, fr in (("count", "copies", "exemplaires"), ("income", "income", "revenu"), ("roll", "die roll", "dé"),
                      ("per_player", "per player", "par joueur"), ("category", "kind", "type"), ("frame", "kind", "type"),
                      ("family", "kind", "type")):
        v = getattr(item, f, None)
        if v not in (None, "", 0) and not isinstance(v, bool):
            facts.append(f"{_words(lang, en, fr)}: {v}")
    shown = set(_COST + _POINTS + _EFFECTS) | {"count", "income", "roll", "per_player", "category", "frame",
                                               "family", "id", "name", "text", "units"}
    for f in type(item).model_fields:  # any other number the rules give (spaces, points per house…)
        v = getattr(item, f)
        if f not in shown and isinstance(v, int) and not isinstance(v, bool) and v:
            facts.append(f"{f.replace('_', ' ')}: {v}")
    if facts:
        lines.append(" · ".join(facts))
    for f in type(item).model_fields:  # nested texts: a favour row's cells
        v = getattr(item, f)
        if isinstance(v, tuple) and v and all(isinstance(getattr(x, "text", None), Names) for x in v):
            lines.append(" → ".join(x.text.get(lang) for x in v))
    text = getattr(item, "text", None)
    if isinstance(text, Names):
        lines.append(text.get(lang))
    else:
        for f in _EFFECTS:
            effects = getattr(item, f, None)
            if effects and isinstance(effects, tuple):
                lines.append(f"{f.replace('_', ' ')}: " + "; ".join(_effect(e) for e in effects))
    return Entry(name, tuple(lines))


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


def rulebook(game: str, lang: str) -> list[Section]:
    from caylus_desktop.engine.rules import rules_for
    from caylus_desktop.games import spec

    defs = rules_for(game)
    sp = spec(game)
    sections: list[Section] = []
    overview = [defs.tagline.get(lang)]
    for extra in ("rules_text", "reconstruction_note"):
        v = getattr(defs, extra, None)
        if isinstance(v, Names):
            overview.extend(line for line in v.get(lang).splitlines() if line.strip())
    overview.append(_words(lang, f"{defs.players.min}-{defs.players.max} players",
                           f"{defs.players.min} à {defs.players.max} joueurs"))
    sections.append(Section(_words(lang, "Overview", "Aperçu"), (Entry(defs.name.get(lang), tuple(overview)),)))
    rulings = getattr(defs, "rulings", ())
    if rulings:  # one line each: where the book is silent and we decided
        sections.append(Section(_words(lang, "Our rulings", "Nos arbitrages"), tuple(
            Entry(r.topic.get(lang), (r.text.get(lang),)) for r in rulings)))
    teach = getattr(defs, "teach", None)
    if teach is not None and sp.phases:
        sections.append(Section(_words(lang, "Phases of a turn", "Phases d'un tour"), tuple(
            Entry(f"{i}. {p.replace('_', ' ')}", (teach.phases[p].get(lang),) if p in teach.phases else ())
            for i, p in enumerate(sp.phases, 1))))
    if teach is not None and teach.decisions:
        sections.append(Section(_words(lang, "Your decisions", "Vos décisions"), tuple(
            Entry(k.replace("_", " "), (t.get(lang),)) for k, t in teach.decisions.items())))
    for path, items in _named_lists(defs):
        sections.append(Section(path.replace("_", " ").capitalize(), tuple(_item_entry(x, lang) for x in items)))
    options: tuple[OptionDef, ...] = getattr(defs, "options", ())
    if options:
        sections.append(Section(_words(lang, "Options", "Options"), tuple(
            Entry(o.name.get(lang), (o.help.get(lang), f"{_words(lang, 'default', 'par défaut')}: {o.default}"))
            for o in options)))
    return sections


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

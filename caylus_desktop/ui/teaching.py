"""Teaching mode: the guide's panels, hints from the medium bot, and learner games.

Nothing here names a game: the guide's texts come from each rules file's
``teach:`` section (a phase's text when the table first shows that phase, a
decision kind's text the first time the person at the screen meets it), hints
from the medium bot and the game's heuristic terms, and a learner game turns
on the game's ``intro`` option when it has one.
"""
from __future__ import annotations

import logging
import threading
from dataclasses import dataclass, field
from typing import Any

from caylus_desktop.engine.actions import Action
from caylus_desktop.engine.catalogues import translations
from caylus_desktop.engine.observe import SeatView
from caylus_desktop.engine.rng import Rng
from caylus_desktop.ui.i18n import tr

log = logging.getLogger(__name__)

# --- learner games -------------------------------------------------------------------------


def learner_options(game: str) -> dict:
    """The introductory rules: the game's ``intro`` option on, every other option at its default."""
    from caylus_desktop.engine.rules import rules_for

    return {o.id: True for o in rules_for(game).options if o.id == "intro" and o.type == "bool"}


def learner_seats(game: str, name: str) -> list[dict]:
    """The learner against one medium bot (the smallest table: the quickest first game)."""
    from caylus_desktop.engine.rules import rules_for

    n = max(2, rules_for(game).players.min)
    return [{"name": name, "bot": None}] + [{"name": f"Bot {i}", "bot": "medium"} for i in range(1, n)]


# --- the guide -----------------------------------------------------------------------------


@dataclass
class GuidePanel:
    """One panel: a few (title, text) sections, and the table targets it points at."""

    sections: list[tuple[str, str]]
    targets: list[str] = field(default_factory=list)
    topics: list[tuple[str, str]] = field(default_factory=list)  # ("phase"|"decision", id)


def _title(group: str, lang: str) -> str:
    """A section's title: the texts themselves name the phase (ids like "play_card" never show)."""
    return tr("guide_phase" if group == "phase" else "guide_decision", lang)


class Guide:
    """Which phases and decision kinds the learner has been shown, and the panel on screen."""

    def __init__(self, game: str) -> None:
        from caylus_desktop.engine.rules import rules_for

        self.teach = getattr(rules_for(game), "teach", None)
        self.seen: set[tuple[str, str]] = set()
        self.shown: list[tuple[str, str]] = []  # every topic in the order its panel first appeared
        self.panel: GuidePanel | None = None

    def _text(self, group: str, key: str, lang: str) -> str | None:
        if self.teach is None:
            return None
        text = getattr(self.teach, "phases" if group == "phase" else "decisions").get(key)
        return text.get(lang) if text is not None else None

    def _sections(self, topics: list[tuple[str, str]], lang: str) -> list[tuple[str, str]]:
        out = []
        for group, key in topics:
            text = self._text(group, key, lang)
            if text:
                out.append((_title(group, lang), text))
        return out

    def notice(self, phase: str | None, decision: Any, mine: bool, lang: str) -> bool:
        """Open a panel for a phase or decision kind met for the first time; True when one opened."""
        new: list[tuple[str, str]] = []
        if phase and self._text("phase", phase, lang) and ("phase", phase) not in self.seen:
            new.append(("phase", phase))
        if mine and decision is not None and ("decision", decision.kind) not in self.seen:
            new.append(("decision", decision.kind))
        if not new:
            return False
        self.seen.update(new)
        self.shown.extend(new)
        targets = _targets(decision) if (mine and ("decision", getattr(decision, "kind", "")) in new) else []
        self.panel = GuidePanel(self._sections(new, lang), targets, new)
        if not self.panel.sections:
            self.panel = None
        return self.panel is not None

    def reopen(self, phase: str | None, decision: Any, mine: bool, lang: str) -> None:
        """The "?" button: the current phase's and decision's texts again."""
        topics = []
        if phase and self._text("phase", phase, lang):
            topics.append(("phase", phase))
        if decision is not None and mine:
            topics.append(("decision", decision.kind))
        sections = self._sections(topics, lang)
        if not sections:
            sections = [("?", tr("guide_nothing", lang))]
        self.panel = GuidePanel(sections, _targets(decision) if mine else [], topics)

    def dismiss(self) -> None:
        self.panel = None


def _targets(decision: Any) -> list[str]:
    if decision is None:
        return []
    return list(dict.fromkeys(a.target for a in decision.options if a.target))


# --- hints ---------------------------------------------------------------------------------


@dataclass
class Hint:
    action: Action
    reason: str
    moves: int  # the history length it was computed for: stale once a move is made


TERM_CONTEXT = "hint-term"  # the catalogues' context of the heuristics' term names ("work to come")


def term_word(term: str, lang: str) -> str:
    """A heuristic term's name in ``lang`` (the English name when the catalogue has none)."""
    return translations(lang).pgettext(TERM_CONTEXT, term)


def hint_reason(match: Any, seat: int, action: Action, rng: Rng, lang: str = "en") -> str:
    """One sentence of why, from the heuristic terms that change most with this move.

    Terms are compared on a world sampled from the seat's knowledge, before the
    move and after it (with the seat's own immediate follow-up choices made by
    the same greedy rule as the bot), so nothing hidden leaks into the sentence.
    """
    from caylus_desktop.bots.explain import term_changes

    deltas = term_changes(SeatView(match, seat).sample(rng), seat, action)
    gains = [(d, term_word(k, lang)) for d, k in sorted(((d, k) for k, d in deltas.items() if d > 0.05), reverse=True)[:2]]
    losses = [(d, term_word(k, lang)) for d, k in sorted((d, k) for k, d in deltas.items() if d < -0.05)[:1]]
    fr = lang == "fr"
    what = action.label or action.kind
    if gains:
        parts = [f"{k} +{d:.1f}".replace(".", "," if fr else ".") for d, k in gains]
        cost = f" ({losses[0][1]} {losses[0][0]:.1f})".replace(".", "," if fr else ".") if losses else ""
        if fr:
            return f"{what} : c'est ce qui améliore le plus votre position — {', '.join(parts)}{cost}."
        return f"{what}: it does the most for your position — {', '.join(parts)}{cost}."
    if losses:
        d, k = losses[0]
        if fr:
            return f"{what} : de tous les choix, c'est celui qui coûte le moins ({k} {d:.1f})."
        return f"{what}: of all the choices it costs you the least ({k} {d:.1f})."
    if fr:
        return f"{what} : les autres choix ne font pas mieux pour votre position."
    return f"{what}: no other choice does better for your position."


def compute_hint(match: Any, seat: int, seed: int, lang: str = "en") -> Hint:
    """The medium bot's move for ``seat`` and a sentence of why (runs on a copy of the match)."""
    from caylus_desktop.bots import make_bot

    d = match.decision
    rng = Rng(seed)
    if len(d.options) == 1:
        action = d.options[0]
    else:
        action = make_bot("medium").rank(SeatView(match, seat), d, rng)[0][1]
    return Hint(action, hint_reason(match, seat, action, rng, lang), match.moves)


class HintJob:
    """A hint computed in a daemon thread, so the window keeps drawing."""

    def __init__(self, match: Any, seat: int, seed: int, lang: str) -> None:
        self.moves = match.moves
        self.hint: Hint | None = None
        self.error: str | None = None
        self.done = threading.Event()
        copy = match.copy()

        def work() -> None:
            try:
                self.hint = compute_hint(copy, seat, seed, lang)
            except Exception as exc:  # a broken hint must not take the window down
                log.exception("hint failed")
                self.error = f"{exc.__class__.__name__}: {exc}"
            finally:
                self.done.set()

        self.thread = threading.Thread(target=work, name="hint", daemon=True)
        self.thread.start()


# --- after the game ------------------------------------------------------------------------


def learner_notes(match: Any, seat: int, lang: str, item_name=None) -> list[str]:
    """Two or three observations for a learner, from the result and the final table."""
    res = match.result()
    names = [s.name for s in match.seats]
    scores = res["scores"]
    fr = lang == "fr"
    item_name = item_name or (lambda item: item.replace("_", " "))
    notes = []
    rivals = [s for s in range(len(scores)) if s != seat]
    if not rivals:
        return notes
    best = max(rivals, key=lambda s: scores[s])
    gap = scores[seat] - scores[best]
    if seat in res["winners"]:
        notes.append(f"Vous gagnez avec {gap} point(s) d'avance sur {names[best]}." if fr
                     else f"You won, {gap} point(s) ahead of {names[best]}.")
    else:
        leader = res["winners"][0] if res["winners"] else best
        behind = scores[leader] - scores[seat]
        notes.append(f"Vous finissez à {behind} point(s) de {names[leader]}." if fr
                     else f"You finished {behind} point(s) behind {names[leader]}.")
        best = leader
    mine, theirs = res["breakdown"][seat], res["breakdown"][best]
    items = set(mine) | set(theirs)
    if items:
        item = max(items, key=lambda k: (theirs.get(k, 0) - mine.get(k, 0), k))
        diff = theirs.get(item, 0) - mine.get(item, 0)
        if diff > 0:
            notes.append(f"Le plus grand écart : {item_name(item)} — vous {mine.get(item, 0)}, {names[best]} {theirs.get(item, 0)}."
                         if fr else
                         f"The biggest gap: {item_name(item)} — you made {mine.get(item, 0)}, {names[best]} made {theirs.get(item, 0)}.")
        else:
            strong = max(mine, key=lambda k: (mine[k], k)) if mine else None
            if strong is not None:
                notes.append(f"Votre meilleure source de points : {item_name(strong)} ({mine[strong]})." if fr
                             else f"Your best source of points: {item_name(strong)} ({mine[strong]}).")
    info = next((s for s in match.observation(seat).get("seats", []) if s.get("seat") == seat), {})
    left = [(k, v) for k, v in (info.get("resources") or {}).items() if isinstance(v, int) and v > 0]
    if left:
        words = ", ".join(f"{v} {item_name(k)}" for k, v in left)  # the table's word, never the resource id
        notes.append(f"Il vous restait à la fin : {words} — mieux vaut en général les dépenser pendant la partie."
                     if fr else f"Left over at the end: {words} — spending them during the game is usually worth more.")
    return notes

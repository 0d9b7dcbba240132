"""Teaching mode: the guide's panels, hints from the strongest bot that fits a player's wait, and
learner games.

Nothing here names a game: the guide's texts come from each rules file's
``teach:`` section (a phase's text when the table first shows that phase, a
decision kind's text the first time the person at the screen meets it), a hint's
move from the level levels.yaml declares for hints (``uses: hint``, the hard bot)
and its reason from the game's heuristic terms, and a learner game turns
on the game's ``intro`` option when it has one.
"""
from __future__ import annotations

import logging
import threading
from dataclasses import dataclass, field
from typing import Any

from caylus_desktop.engine.actions import Action
from caylus_desktop.engine.observe import SeatView
from caylus_desktop.engine.rng import Rng
from caylus_desktop.ui.i18n import Speech

log = logging.getLogger(__name__)

# --- learner games -------------------------------------------------------------------------


def learner_options(game: str) -> dict:
    """The introductory rules: the game's ``intro`` option on, every other option at its default."""
    from caylus_desktop.engine.rules import rules_for

    return {o.id: True for o in rules_for(game).options if o.id == "intro" and o.type == "bool"}


def learner_seats(game: str, name: str, speech: Speech = Speech()) -> list[dict]:
    """The learner against easy bots with proper names in the learner's language (the smallest
    table: the quickest first game)."""
    from caylus_desktop.engine.rules import rules_for

    n = max(2, rules_for(game).players.min)
    names = [nm.strip() for nm in speech.tr("learner_rivals").split(",")]
    return [{"name": name, "bot": None}] + [{"name": names[(i - 1) % len(names)], "bot": "easy"} for i in range(1, n)]


# --- the guide -----------------------------------------------------------------------------


@dataclass
class GuidePanel:
    """One panel: a few (title, text) sections, and the table targets it points at.

    ``decision`` names the decision it explains (moves played, seat, kind): once the match
    has moved on the panel is stale, and the guide closes it rather than explain the past.
    """

    sections: list[tuple[str, str]]
    targets: list[str] = field(default_factory=list)
    topics: list[tuple[str, str]] = field(default_factory=list)  # ("phase"|"decision", id)
    decision: tuple = ()
    suggestion: Action | None = None  # the move a lesson proposes (outlined as the hint is)


def decision_key(match: Any) -> tuple:
    """What identifies the pending decision: a panel made for another one is stale."""
    d = match.decision
    return (match.moves, d.seat, d.kind) if d is not None else (match.moves,)


def _title(group: str, speech: Speech) -> str:
    """A section's title: the texts themselves name the phase (ids like "play_card" never show)."""
    return speech.tr("guide_phase" if group == "phase" else "guide_decision")


class Guide:
    """Which phases and decision kinds the learner has been shown, and the panel on screen.

    Panels open only on the learner's own decisions: a phase met while the bots play is
    explained with the learner's first decision in it, so a panel never sits over the bots'
    moves and always belongs to a decision the learner is looking at.
    """

    def __init__(self, game: str) -> None:
        from caylus_desktop.engine.rules import rules_for

        self.teach = getattr(rules_for(game), "teach", None)
        self.seen: set[tuple[str, str]] = set()
        self.shown: list[tuple[str, str]] = []  # every topic in the order its panel first appeared
        self.panel: GuidePanel | None = None
        self.closed: tuple | None = None  # the decision whose panel the learner closed: no proposal reopens it

    def _text(self, group: str, key: str, speech: Speech) -> str | None:
        if self.teach is None:
            return None
        text = getattr(self.teach, "phases" if group == "phase" else "decisions").get(key)
        return speech.text(text) if text is not None else None

    def _sections(self, topics: list[tuple[str, str]], speech: Speech) -> list[tuple[str, str]]:
        out = []
        for group, key in topics:
            text = self._text(group, key, speech)
            if text:
                out.append((_title(group, speech), text))
        return out

    def follow(self, key: tuple) -> None:
        """The match moved on: a panel about another decision closes."""
        if self.panel is not None and self.panel.decision != key:
            self.panel = None

    def notice(self, phase: str | None, decision: Any, mine: bool, speech: Speech, key: tuple = ()) -> bool:
        """Open a panel for a phase or decision kind met for the first time; True when one opened."""
        if not mine or decision is None:
            return False
        new: list[tuple[str, str]] = []
        if phase and self._text("phase", phase, speech) and ("phase", phase) not in self.seen:
            new.append(("phase", phase))
        if ("decision", decision.kind) not in self.seen:
            new.append(("decision", decision.kind))
        if not new:
            return False
        self.seen.update(new)
        self.shown.extend(new)
        self.panel = GuidePanel(self._sections(new, speech), _targets(decision), new, key)
        if not self.panel.sections:
            self.panel = None
        return self.panel is not None

    def reopen(self, phase: str | None, decision: Any, mine: bool, speech: Speech, key: tuple = ()) -> None:
        """The "?" button: the current phase's and decision's texts again."""
        topics = []
        if phase and self._text("phase", phase, speech):
            topics.append(("phase", phase))
        if decision is not None and mine:
            topics.append(("decision", decision.kind))
        sections = self._sections(topics, speech)
        if not sections:
            sections = [("?", speech.tr("guide_nothing"))]
        self.panel = GuidePanel(sections, _targets(decision) if mine else [], topics, key)

    def suggest(self, decision: Any, key: tuple, action: Action, reason: str, speech: Speech) -> None:
        """A lesson: the move the guide proposes for this decision and why, added to its panel
        (or in a panel of its own when the decision needs no other explaining)."""
        section = (speech.tr("guide_suggest"), reason)
        if self.closed == key:
            return
        if self.panel is None or self.panel.decision != key:
            self.panel = GuidePanel([], [], [], key)
        if section not in self.panel.sections:
            self.panel.sections.append(section)
        self.panel.targets = [action.target] if action.target else []
        self.panel.suggestion = action

    def dismiss(self) -> None:
        if self.panel is not None:
            self.closed = self.panel.decision
        self.panel = None


def _targets(decision: Any) -> list[str]:
    if decision is None:
        return []
    return list(dict.fromkeys(a.target for a in decision.options if a.target))


# --- hints ---------------------------------------------------------------------------------


def position_key(match: Any) -> tuple:
    """What a hint belongs to: every decision taken so far (stale once a move is made or undone,
    even if as many moves are played again)."""
    return tuple(match.action_keys())


@dataclass
class Hint:
    action: Action
    reason: str
    position: tuple  # the position_key it was computed for


def hint_reason(match: Any, seat: int, action: Action, rng: Rng, speech: Speech = Speech()) -> str:
    """One sentence: the move, and the reason a player would give for it ("Place a worker on the
    Quarry, because you will have the cubes you need to build."), never the bot's terms or numbers.

    The reason is the game's own words for the heuristic term the move raises most, compared
    on a world sampled from the seat's knowledge before the move and after it (with the seat's
    own immediate follow-up choices made by the same greedy rule as the bot), so nothing hidden
    leaks into the sentence.
    """
    from caylus_desktop.bots.explain import reason_for, term_changes

    deltas = term_changes(SeatView(match, seat).sample(rng), seat, action)
    what = match.label(action, speech.to(seat))
    for d, k in sorted(((d, k) for k, d in deltas.items() if d > 0.05), reverse=True):
        why = reason_for(match.game, k)
        if why:
            return speech.tr("hint_because", what, speech.catalogue.pgettext("reason", why))
    if any(d < -0.05 for d in deltas.values()):
        return speech.tr("hint_least", what)
    return speech.tr("hint_no_better", what)


def hint_move(match: Any, seat: int, cancel: threading.Event | None = None) -> Action:
    """The move the hint's bot (levels.yaml ``uses: hint``) plays for ``seat`` here, from that seat's
    view only, with the generator a review of this decision uses (the match's seed, the decision's
    index and the seat): the same position, the same hint, unless the time cap cut its search."""
    from caylus_desktop.bots import hint_bot
    from caylus_desktop.tools.tournament import bot_rng

    d = match.decision
    if len(d.options) == 1:
        return d.options[0]
    return hint_bot().choose(SeatView(match, seat), d, bot_rng(match.seed, match.moves, seat), cancel)


def compute_hint(match: Any, seat: int, seed: int, speech: Speech = Speech(),
                 cancel: threading.Event | None = None) -> Hint:
    """The hint's move for ``seat`` and a sentence of why (``seed``: the reason's sampled world)."""
    action = hint_move(match, seat, cancel)
    return Hint(action, hint_reason(match, seat, action, Rng(seed), speech), position_key(match))


class HintJob:
    """A hint computed in a daemon thread, so the window keeps drawing; ``halt`` when it is no longer
    wanted (undo, a new game): its search stops at its next iteration."""

    def __init__(self, match: Any, seat: int, seed: int, speech: Speech) -> None:
        self.position = position_key(match)
        self.hint: Hint | None = None
        self.error: str | None = None
        self.done = threading.Event()
        self.stop = threading.Event()
        copy = match.copy()

        def work() -> None:
            try:
                self.hint = compute_hint(copy, seat, seed, speech, self.stop)
            except Exception as exc:  # a broken hint must not take the window down
                log.exception("hint failed")
                self.error = f"{exc.__class__.__name__}: {exc}"
            finally:
                self.done.set()

        self.thread = threading.Thread(target=work, name="hint", daemon=True)
        self.thread.start()

    def halt(self) -> None:
        self.stop.set()


# --- after the game ------------------------------------------------------------------------


# resources a player spends, by observation key -> its plural window word
_SPENDABLE = {"money": "res_deniers", "deniers": "res_deniers", "food": "res_food", "wood": "res_wood",
              "stone": "res_stone", "cloth": "res_cloth", "gold": "res_gold"}


def learner_notes(match: Any, seat: int, speech: Speech, item_name=None) -> list[str]:
    """Two or three observations for a learner, from the result and the final table."""
    res = match.result()
    names = [s.name for s in match.seats]
    scores = res["scores"]
    item_name = item_name or (lambda item: item.replace("_", " "))
    notes = []
    rivals = [s for s in range(len(scores)) if s != seat]
    if not rivals:
        return notes
    best = max(rivals, key=lambda s: scores[s])
    gap = scores[seat] - scores[best]
    if seat in res["winners"]:
        notes.append(speech.tr("note_won", gap, names[best]) if gap > 0 else speech.tr("note_tied", names[best]))
    else:
        leader = res["winners"][0] if res["winners"] else best
        behind = scores[leader] - scores[seat]
        notes.append(speech.tr("note_behind", behind, names[leader]))
        best = leader
    mine, theirs = res["breakdown"][seat], res["breakdown"][best]
    items = set(mine) | set(theirs)
    if items:
        item = max(items, key=lambda k: (theirs.get(k, 0) - mine.get(k, 0), k))
        diff = theirs.get(item, 0) - mine.get(item, 0)
        if diff > 0:
            notes.append(speech.tr("note_gap", item_name(item), mine.get(item, 0), names[best], theirs.get(item, 0)))
        else:
            strong = max(mine, key=lambda k: (mine[k], k)) if mine else None
            if strong is not None:
                notes.append(speech.tr("note_best_source", item_name(strong), mine[strong]))
    info = match.observation(seat).seats[seat]
    # what could have been spent (not a Castrum site's materials or built pieces: they are not spendable)
    left = [(k, v) for k, v in info.resources.items() if k in _SPENDABLE and v > 0]
    if left:
        words = ", ".join(speech.tr(_SPENDABLE[k], v) for k, v in left)
        notes.append(speech.tr("note_left_over", words))
    return notes

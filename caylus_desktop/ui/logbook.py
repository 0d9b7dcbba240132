"""The log as people scan it: groups under round and phase headers, lines made of pieces.

Built from the match's log messages (ids with typed parameters), never from their English
words: a seat parameter becomes a piece the window draws in the seat's colour and shape, a
card or building parameter a piece it highlights and explains on hover. The headers come
from the stage each game stamps on its log entries ((round, phase or seat's turn)); the
phase names from the rules browser's text of the game. So any template, in any language,
is grouped and coloured the same way.

Two kinds of repeats are folded: the public line of a seat's own event just before the private
line that says it in full ("You draw a card" then "You draw the Mason": the second is kept),
and the same line again and again in one group ("Bot B discards a card ×3").
"""
from __future__ import annotations

import functools
import re
from dataclasses import dataclass, field
from typing import Any

from caylus_desktop.engine.messages import Message, elide, render
from caylus_desktop.engine.state import CardRef, SeatRef
from caylus_desktop.engine.voice import Voice
from caylus_desktop.ui.i18n import Speech

_MARK = re.compile("\x01(\\d+)\x02")


@dataclass(frozen=True)
class Piece:
    """A run of a line: plain words, a seat (drawn in its colour) or a card (highlighted)."""

    text: str
    seat: int | None = None
    card: str | None = None


@dataclass
class Line:
    pieces: tuple[Piece, ...]
    scoring: bool = False
    mine: bool = False   # the seat at the screen's own move (or a line only it may read)
    count: int = 1       # the same line this many times in a row

    @property
    def text(self) -> str:
        return "".join(p.text for p in self.pieces) + (f" ×{self.count}" if self.count > 1 else "")


@dataclass
class Group:
    """The lines of one stage under its header: ``full`` names the round (and the phase or
    turn), ``part`` the phase or turn alone; ``sub`` when the group above is of the same
    round (then the window shows the smaller ``part`` header)."""

    stage: tuple
    full: tuple[Piece, ...]
    part: tuple[Piece, ...]
    lines: list[Line] = field(default_factory=list)
    sub: bool = False

    @property
    def title(self) -> tuple[Piece, ...]:
        return self.part if self.sub else self.full


def pieces(match: Any, msg: Message, voice: Voice) -> tuple[Piece, ...]:
    """The message said to ``voice`` cut into pieces at its seat and card parameters."""
    refs: list[Any] = []

    def word(arg: Any) -> Any:
        if isinstance(arg, (SeatRef, CardRef)):
            refs.append(arg)
            return f"\x01{len(refs) - 1}\x02"
        if isinstance(arg, Message):  # a message quoted inside another: its pieces too
            return render(arg, voice, word)
        return match.word(arg, voice)

    text = render(msg, voice, word)
    # "Tour d'Anne": render saw only the marks, not the names they stand for
    text = elide(text, {f"\x01{i}\x02": str(match.word(r, voice)) for i, r in enumerate(refs)
                        if isinstance(r, SeatRef)}, voice.lang)
    out: list[Piece] = []
    at = 0
    for m in _MARK.finditer(text):
        if m.start() > at:
            out.append(Piece(text[at:m.start()]))
        ref = refs[int(m.group(1))]
        if isinstance(ref, SeatRef):
            out.append(Piece(str(match.word(ref, voice)), seat=int(ref)))
        else:
            out.append(Piece(str(match.word(ref, voice)), card=str(ref)))
        at = m.end()
    if at < len(text):
        out.append(Piece(text[at:]))
    return tuple(out)


def _first_seat(msg: Message) -> int | None:
    """The seat the line is about: its first seat parameter, whatever the words' order."""
    return next((int(a) for a in msg.args if isinstance(a, SeatRef)), None)


def _redacted_twin(line: Any, following: Any, viewer: int | None) -> bool:
    """True for the public line of the viewer's own event followed by the private line saying it in full."""
    return (viewer is not None and following is not None and following.own
            and not line.own and _first_seat(line.message) == viewer
            and not any(isinstance(a, CardRef) for a in line.message.args))


def book(match: Any, viewer: int | None, speech: Speech, phase_names: dict[str, str],
         memo: dict | None = None, headed: frozenset = frozenset()) -> list[Group]:
    """The log ``viewer`` may read, grouped by stage, said to ``speech`` (its seat in the second
    person); ``phase_names``: a phase id -> its name in the language;
    ``headed``: message ids that only say what their group's header says ("Round {}: income"), left
    out when they open their group (the transcript keeps them).

    ``memo`` keeps the pieces of each message said so far (a message and its words never change,
    so after a move only the new lines are put in words)."""
    if memo is None:
        memo = {}
    lines = match.log_lines_for(viewer)
    groups: list[Group] = []
    for i, ll in enumerate(lines):
        if _redacted_twin(ll, lines[i + 1] if i + 1 < len(lines) else None, viewer):
            continue
        if not groups or groups[-1].stage != ll.stage:
            groups.append(Group(ll.stage, *_header(match, ll.stage, speech, phase_names)))
            if ll.message.id in headed:
                continue
        # the types too: SeatRef(1) == 1 and CardRef("x") == "x", but they are said differently
        key = (ll.message, tuple(map(type, ll.message.args)), speech)
        said = memo.get(key)
        if said is None:
            said = memo[key] = pieces(match, ll.message, speech)
        line = Line(said, ll.scoring,
                    ll.own or (viewer is not None and _first_seat(ll.message) == viewer))
        prev = groups[-1].lines[-1] if groups[-1].lines else None
        if prev is not None and prev.pieces == line.pieces:
            prev.count += 1
        else:
            groups[-1].lines.append(line)
    return _nest(groups)


def _nest(groups: list[Group]) -> list[Group]:
    """Mark the groups that only change the phase or turn within the round of the group above."""
    for above, g in zip([None] + groups, groups):
        g.sub = bool(above is not None and g.stage and above.stage and g.part and g.stage[0] == above.stage[0])
    return groups


def stage_name(counter: str | None, n, speech: Speech) -> str:
    """The stage counter an observation gives as ``round``, in words: "Round 3", or "Turn 16" where
    the observation's ``counter`` says the game counts turns (Caleira has no rounds)."""
    return speech.tr("turn_n" if counter == "turn" else "round", n)


_COUNTERS: dict[str, str | None] = {}


def _counter(match: Any) -> str | None:
    """What the game's stage number counts ("turn" for Caleira), asked once per game."""
    if match.game not in _COUNTERS:
        _COUNTERS[match.game] = match.observation(0).counter
    return _COUNTERS[match.game]


def _header(match: Any, stage: tuple, speech: Speech, phase_names: dict[str, str]) -> tuple[tuple[Piece, ...], tuple[Piece, ...]]:
    """(the full header, the phase or turn alone) of a stage."""
    if not stage:
        return (Piece(speech.tr("log_setup")),), ()
    rnd, part = stage[0], stage[1] if len(stage) > 1 else None
    if isinstance(part, SeatRef):
        named: tuple[Piece, ...] = (Piece(str(match.word(part, speech)), seat=int(part)),)
    elif part:
        named = (Piece(phase_names.get(part, str(part).replace("_", " "))),)
    else:
        named = ()
    head = (Piece(stage_name(_counter(match), rnd, speech)),)
    return (head + (Piece("  ·  "),) + named if named else head), named


def shown(groups: list[Group], only_scoring: bool = False, only_mine: bool = False) -> list[Group]:
    """The groups with only the lines the filters keep (a group left empty is left out)."""
    if not (only_scoring or only_mine):
        return groups
    out = []
    for g in groups:
        kept = [ln for ln in g.lines if (ln.scoring or not only_scoring) and (ln.mine or not only_mine)]
        if kept:
            out.append(Group(g.stage, g.full, g.part, kept))
    return _nest(out)


@functools.lru_cache(maxsize=16)
def headed(game: str) -> frozenset:
    """The game's log lines that only repeat their header (``headed:`` in its rules browser text)."""
    from caylus_desktop.games import declaration
    from caylus_desktop.ui.rulebook import texts

    return texts(declaration(game).rulebook).headed


def phase_names(game: str, voice: Voice) -> dict[str, str]:
    """The game's phase (and stage) names in ``voice``'s language, from the rules browser's text of the game."""
    from caylus_desktop.games import declaration
    from caylus_desktop.ui.rulebook import texts

    names = texts(declaration(game).rulebook).phases
    return {k: (voice.text(v) or v.get("en") or k) for k, v in names.items() if isinstance(v, dict)}

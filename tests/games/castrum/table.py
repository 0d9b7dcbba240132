"""Build Castrum matches in a chosen situation, force the die, and drive them by action labels."""
from __future__ import annotations

from collections import Counter

from caylus_desktop.engine import interpreter, new_game
from caylus_desktop.engine.match import Match
from caylus_desktop.engine.rng import Rng
from caylus_desktop.engine.state import Frame
from caylus_desktop.engine.view import Observation, SeatInfo
from caylus_desktop.games.castrum.board import Board


class Dice(Rng):
    """A generator whose die shows the given faces first (shuffles stay random)."""

    __slots__ = ("faces",)

    def __init__(self, faces, seed: int = 5) -> None:
        super().__init__(seed)
        self.faces = list(faces)

    def copy(self) -> "Dice":
        d = Dice(self.faces, 0)
        d.state, d.used = self.state, self.used
        return d

    def die(self, sides: int = 6) -> int:
        if self.faces:
            self.used = True
            return self.faces.pop(0)
        return super().die(sides)


def situation(hands: list[list[str]], sites: list[list[str]] | None = None, pile: list[str] = (),
              active: int = 0, first: int = 0, options: dict | None = None,
              built: list[list[int]] | None = None, mages: list[tuple[int, int]] = (),
              forbid_place=(), forbid_play=(), no_build: bool = False, round: int = 1,
              fill: bool = True, dice=()) -> Match:
    """A match where ``active`` starts its turn.

    ``pile`` lists cards from the top; with ``fill`` the rest of the 90 cards lie
    under them in a fixed order. ``mages`` are (attacker, victim) pairs.
    """
    players = len(hands)
    sites = sites or [[] for _ in range(players)]
    m = new_game("castrum", players, seed=1, options=options)
    old: Board = m.state.board
    kinds: list[str] = []

    def add(cid: str) -> int:
        kinds.append(cid)
        return len(kinds) - 1

    hand_uids = [[add(c) for c in h] for h in hands]
    site_uids = [[add(c) for c in s] for s in sites]
    mage_uids = [(add("mage"), a, v) for a, v in mages]
    top = [add(c) for c in pile]
    rest: list[int] = []
    if fill:
        left = Counter(m.state.defs.deck()) - Counter(kinds)
        rest = [add(c) for c in sorted(left.elements())]
    b = Board(old.t, tuple(kinds), players)
    b.hands = hand_uids
    b.sites = site_uids
    b.mages = mage_uids
    b.pile = rest + list(reversed(top))
    b.built = built or [[0] * len(old.t.pieces) for _ in range(players)]
    for seat, h in enumerate(hand_uids):
        b.known[seat].update(h)
    b.first = first
    b.round = round
    b.expert = old.expert
    b.round_limit = old.round_limit
    b.forbid_place, b.forbid_play, b.no_build = tuple(forbid_place), tuple(forbid_play), no_build
    s = m.state
    s.board = b
    s.log.clear()
    s.rng = Dice(dice)
    idx = (active - first) % players + 1
    s.stack = [Frame("game", None, {"idx": idx}),
               Frame("turn", None, {"resolver": active, "step": "start", "mode": "", "played": 0,
                                    "wheel": 0, "discarded": 0})]
    s.pending = None
    interpreter.run(s, m.spec.ops)
    return m


def labels(m: Match) -> list[str]:
    return [m.label(a) for a in m.legal_actions()]


def choose(m: Match, label_part: str):
    """Apply the single legal action whose label contains ``label_part``."""
    hits = [a for a in m.legal_actions() if label_part.lower() in m.label(a).lower()]
    assert len(hits) == 1, f"{label_part!r} matches {[m.label(a) for a in hits]} among {labels(m)}"
    m.apply(hits[0])
    return hits[0]


def has(m: Match, label_part: str) -> bool:
    return any(label_part.lower() in m.label(a).lower() for a in m.legal_actions())


def table(m: Match) -> Observation:
    """The public table, as seat 0 sees it (what the rule examples check)."""
    return m.observation(0)


def seat(m: Match, s: int) -> SeatInfo:
    """Seat ``s`` as it sees itself (its own hand included)."""
    return m.observation(s).seats[s]


def site(m: Match, s: int) -> list[str]:
    return sorted(seat(m, s).site)


def hand(m: Match, s: int) -> list[str]:
    return sorted(seat(m, s).hand)


def pile_bottom(m: Match, n: int) -> list[str]:
    """The n cards at the bottom of the pile, bottom first. No seat sees the pile's order, so this
    one reads the board: the rules say where a card goes, and only the board can show it went there."""
    b = m.state.board
    return [b.kinds[u] for u in b.pile[:n]]

"""The Caleira table: deck, hands, galleries, discard, and who knows which card.

Cards are numbered (uids) at setup. Uids never leave the engine: actions and
observations name pieces by gallery position, because the uid order would
give away what a face-down card is.
"""
from __future__ import annotations


class Board:
    __slots__ = ("kinds", "deck", "hands", "galleries", "face_up", "discard", "removed",
                 "known", "queue", "out", "turn", "active", "over")

    def __init__(self, kinds: tuple[str, ...], players: int) -> None:
        self.kinds = kinds                      # uid -> card id; fixed for the match, shared by copies
        self.deck: list[int] = []               # the top card is the last one
        self.hands: list[list[int]] = [[] for _ in range(players)]
        self.galleries: list[list[int]] = [[] for _ in range(players)]
        self.face_up = [False] * len(kinds)     # by uid; meaningful for gallery pieces
        self.discard: list[int] = []            # public: destroyed cards are turned face up
        self.removed: list[int] = []            # set aside unseen at 4 players
        self.known: list[set[int]] = [set() for _ in range(players)]  # uids each seat has identified
        self.queue: list[tuple[int, int]] = []  # revealed effects waiting: (uid, seat resolving it)
        self.out = [False] * players            # knocked out by the destruction of their Spire
        self.turn = 0                           # turns begun
        self.active = 0                         # the seat whose turn it is
        self.over = False

    def copy(self) -> "Board":
        b = Board.__new__(Board)
        b.kinds = self.kinds
        b.deck = self.deck[:]
        b.hands = [h[:] for h in self.hands]
        b.galleries = [g[:] for g in self.galleries]
        b.face_up = self.face_up[:]
        b.discard = self.discard[:]
        b.removed = self.removed[:]
        b.known = [k.copy() for k in self.known]
        b.queue = self.queue[:]
        b.out = self.out[:]
        b.turn = self.turn
        b.active = self.active
        b.over = self.over
        return b

    def to_plain(self) -> dict:
        return {
            "kinds": list(self.kinds), "deck": self.deck, "hands": self.hands,
            "galleries": self.galleries, "face_up": self.face_up, "discard": self.discard,
            "removed": self.removed, "known": [sorted(k) for k in self.known],
            "queue": [list(q) for q in self.queue], "out": self.out, "turn": self.turn,
            "active": self.active, "over": self.over,
        }

    # --- where things are -------------------------------------------------
    def locate(self, uid: int) -> tuple[int, int] | None:
        """(seat, position) of a piece in a gallery, or None."""
        for seat, gallery in enumerate(self.galleries):
            if uid in gallery:
                return seat, gallery.index(uid)
        return None

    def in_play(self) -> list[int]:
        return [s for s, o in enumerate(self.out) if not o]

"""The Castrum table: draw pile, hands, sites, Mages, castles, and who knows which card.

Cards are numbered (uids) at setup; ``kinds[uid]`` is the card id. Uids never
leave the engine: actions and observations name cards by kind, because the
uid order would give away what a hidden card is.
"""
from __future__ import annotations


class Board:
    __slots__ = ("t", "kinds", "pile", "hands", "sites", "in_play", "mages", "built",
                 "known", "short", "round", "first", "active", "forbid_place", "forbid_play",
                 "no_build", "event", "expert", "round_limit", "over", "winner", "capped")

    def __init__(self, t, kinds: tuple[str, ...], players: int) -> None:
        self.t = t                              # lookup tables of the rules: shared, never copied
        self.kinds = kinds                      # uid -> card id; re-dealt only by determinize
        self.pile: list[int] = []               # the top card is the last one; "under" is index 0
        self.hands: list[list[int]] = [[] for _ in range(players)]
        self.sites: list[list[int]] = [[] for _ in range(players)]   # face up, in placement order
        self.in_play: list[int] = []            # attack cards being resolved (face up)
        self.mages: list[tuple[int, int, int]] = []  # (uid, attacker, victim): Mages blocking a site
        self.built: list[list[int]] = []        # [seat][piece index in the rules]: pawns built
        # uids of hidden cards each seat has identified (its own hand, hands passed at the
        # Feast of Fools, singles taken by the change rule). A card entering the pile is
        # forgotten by everyone: we do not let anyone track the pile's order.
        self.known: list[set[int]] = [set() for _ in range(players)]
        self.short = [False] * players          # last refill came up short (empty pile)
        self.round = 0
        self.first = 0                          # the first player of every round
        self.active = -1                        # whose turn it is (-1 between turns)
        # restrictions of the current round, set by the last die event
        self.forbid_place: tuple[str, ...] = ()  # materials that may not be placed
        self.forbid_play: tuple[str, ...] = ()   # card ids that may not be played
        self.no_build = False
        self.event = ""                         # id of the last event rolled
        self.expert = False
        self.round_limit = 0                    # 0: classic game
        self.over = False
        self.winner = -1                        # the seat that completed its castle
        self.capped = False                     # a classic game stopped by the safety cap

    def copy(self) -> "Board":
        b = Board.__new__(Board)
        b.t = self.t
        b.kinds = self.kinds
        b.pile = self.pile[:]
        b.hands = [h[:] for h in self.hands]
        b.sites = [s[:] for s in self.sites]
        b.in_play = self.in_play[:]
        b.mages = self.mages[:]
        b.built = [x[:] for x in self.built]
        b.known = [k.copy() for k in self.known]
        b.short = self.short[:]
        b.round = self.round
        b.first = self.first
        b.active = self.active
        b.forbid_place = self.forbid_place
        b.forbid_play = self.forbid_play
        b.no_build = self.no_build
        b.event = self.event
        b.expert = self.expert
        b.round_limit = self.round_limit
        b.over = self.over
        b.winner = self.winner
        b.capped = self.capped
        return b

    def to_plain(self) -> dict:
        return {
            "kinds": list(self.kinds), "pile": self.pile, "hands": self.hands, "sites": self.sites,
            "in_play": self.in_play, "mages": [list(m) for m in self.mages], "built": self.built,
            "known": [sorted(k) for k in self.known], "short": self.short,
            "round": self.round, "first": self.first, "active": self.active,
            "forbid_place": list(self.forbid_place), "forbid_play": list(self.forbid_play),
            "no_build": self.no_build, "event": self.event, "expert": self.expert,
            "round_limit": self.round_limit, "over": self.over, "winner": self.winner,
            "capped": self.capped,
        }

    def blocked(self, seat: int) -> bool:
        """A Mage lies on the seat's site."""
        for _, _, victim in self.mages:
            if victim == seat:
                return True
        return False

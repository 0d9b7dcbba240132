"""The Magna Carta table: the road, the provost, the bridge, the castle, and each seat's cards and cubes.

A colour holds one card of each building, so a building id and its owner name a
card exactly: hands, piles and discards are lists of building ids. A road card is
an immutable tuple, so copying the road is copying a list.
"""
from __future__ import annotations

from typing import NamedTuple

class RoadCard(NamedTuple):
    card: str                 # neutral or building id (its front)
    owner: int                # seat, or -1 for a neutral card
    residence: bool = False   # flipped to its Residence side by a Notary
    prestige: str | None = None  # the prestige card built on this residence
    cubes: int = 0            # cubes left on a small production card


def with_cubes(r: RoadCard, cubes: int) -> RoadCard:
    """``r`` with ``cubes`` cubes left on it (as ``r._replace(cubes=cubes)``, which rebuilds the
    tuple field by field in Python: three times slower, at every cube taken from a card)."""
    card, owner, residence, prestige, _ = r
    return RoadCard(card, owner, residence, prestige, cubes)


class Board:
    __slots__ = ("road", "workers", "reserve", "hands", "piles", "discards", "cubes", "deniers",
                 "tokens", "stock", "removed", "prestige_left", "front", "provost", "bridge", "first",
                 "turn", "phase", "active", "lots", "flips", "building", "over",
                 # no part of the table (not in to_plain): what phase 2 offers on the road last
                 # time it was asked, (the road then, its options), shared by copies and checked
                 # against the road at each use (flow._road_options); likewise each seat's build
                 # actions, (its cubes then, its hand then, the actions) or None, checked against
                 # both (flow._build_actions)
                 "road_memo", "build_memo")

    def __init__(self, players: int, sections: int, cubes: int) -> None:
        """``sections``: how many castle sections the rules file has (tokens are counted by section);
        ``cubes``: how many kinds of cube it lists (its ``resources``)."""
        self.road: list[RoadCard] = []
        self.workers: list[int] = []            # by road position: the worker's seat or -1
        self.reserve = [0] * players            # workers not on the road
        self.hands: list[list[str]] = [[] for _ in range(players)]
        self.piles: list[list[str]] = [[] for _ in range(players)]     # the top card is the last one
        self.discards: list[list[str]] = [[] for _ in range(players)]  # face up: public
        self.cubes: list[list[int]] = [[0] * cubes for _ in range(players)]  # in the order of the file's resources
        self.deniers = [0] * players
        self.tokens: list[list[int]] = [[0] * sections for _ in range(players)]  # by section, best first
        self.stock = [0] * sections             # castle tokens left
        self.removed = [0] * sections           # tokens taken out of the game (nobody gave a lot)
        self.prestige_left: list[str] = []      # prestige cards still available
        self.front: list[list[str]] = [[] for _ in range(players)]  # introductory game: prestige in front
        self.provost = -1                       # road position, -1 without a provost
        self.bridge: list[int] = []             # seats in passing order
        self.first = 0                          # holder of the first-player card
        self.turn = 0
        self.phase = "setup"
        self.active = 0
        self.lots = [0] * players               # lots given in this castle phase
        self.flips: list[int] = []              # Notary flips waiting for phase 4 to end (ruling 7a)
        self.building: str | None = None        # the card being built, out of the hand, until paid for
        self.over = False
        self.road_memo: tuple[list[RoadCard], object] | None = None
        self.build_memo: list[tuple[list[int], list[str], tuple] | None] = [None] * players

    def copy(self) -> "Board":
        b = Board.__new__(Board)
        b.road = self.road[:]
        b.workers = self.workers[:]
        b.reserve = self.reserve[:]
        b.hands = [h[:] for h in self.hands]
        b.piles = [p[:] for p in self.piles]
        b.discards = [d[:] for d in self.discards]
        b.cubes = [c[:] for c in self.cubes]
        b.deniers = self.deniers[:]
        b.tokens = [t[:] for t in self.tokens]
        b.stock = self.stock[:]
        b.removed = self.removed[:]
        b.prestige_left = self.prestige_left[:]
        b.front = [f[:] for f in self.front]
        b.provost = self.provost
        b.bridge = self.bridge[:]
        b.first = self.first
        b.turn = self.turn
        b.phase = self.phase
        b.active = self.active
        b.lots = self.lots[:]
        b.flips = self.flips[:]
        b.building = self.building
        b.over = self.over
        b.road_memo = self.road_memo
        b.build_memo = self.build_memo
        return b

    def to_plain(self) -> dict:
        return {
            "road": [list(r) for r in self.road], "workers": self.workers, "reserve": self.reserve,
            "hands": self.hands, "piles": self.piles, "discards": self.discards, "cubes": self.cubes,
            "deniers": self.deniers, "tokens": self.tokens, "stock": self.stock, "removed": self.removed,
            "prestige_left": self.prestige_left, "front": self.front, "provost": self.provost,
            "bridge": self.bridge, "first": self.first, "turn": self.turn, "phase": self.phase,
            "active": self.active, "lots": self.lots, "flips": self.flips, "building": self.building,
            "over": self.over,
        }

    # --- questions ------------------------------------------------------------
    def tokens_left(self) -> int:
        return sum(self.stock)

    def take_tokens(self, n: int) -> list[int]:
        """Take up to n tokens from the best sections left; the sections they came from."""
        taken = []
        for _ in range(n):
            for sec in range(len(self.stock)):  # the sections in rules order, best first
                if self.stock[sec]:
                    self.stock[sec] -= 1
                    taken.append(sec)
                    break
        return taken

    def residences(self, seat: int) -> list[int]:
        """Road positions of the seat's residences with no prestige card on them."""
        return [i for i, r in enumerate(self.road) if r.owner == seat and r.residence and r.prestige is None]

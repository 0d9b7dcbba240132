"""The Caylus table: road, special buildings, castle, favour table and each seat's reserve.

Everything is small ints, strings and flat lists so that a copy is a handful of
list slices. Seats are 0..n-1; ``-1`` means "nobody" (no owner, no worker).
"""
from __future__ import annotations

# what the table holds: saved, hashed and compared (``to_plain``)
_TABLE = ("n", "order", "money", "vp", "parts", "cubes", "workers",
          "tile", "owner", "worker", "supply", "removed",
          "special", "stables", "inn_left", "inn_right",
          "castle_workers", "batches", "castle", "section", "scored",
          "passed", "bailiff", "provost", "favour", "favour_cols", "favour_used",
          "pending_convert", "turn", "phase", "over")


class Board:
    # ``road_memo`` is no part of the table: what placements.spots found for the road last
    # time, (the tiles then, {free: the road's placements}), shared by copies, never changed once
    # made except to add to that dict, and checked against the tiles at each use
    __slots__ = _TABLE + ("road_memo",)

    def __init__(self, n: int, road_length: int, specials: tuple[str, ...], sections: int, favour_rows: int,
                 cube_types: int) -> None:
        """``specials``: the single-worker special buildings; the sizes come from the rules file."""
        self.n = n
        self.order: list[int] = list(range(n))          # turn order, first player first
        self.money = [0] * n
        self.vp = [0] * n
        self.parts: list[dict[str, int]] = [{} for _ in range(n)]  # VP by source (sums to vp)
        self.cubes: list[list[int]] = [[0] * cube_types for _ in range(n)]  # in the order of the file's resources
        self.workers = [0] * n                          # workers at home
        # road spaces 1..road_length (index 0 unused): tile id, owner seat, worker seat
        self.tile: list[str | None] = [None] * (road_length + 1)
        self.owner = [-1] * (road_length + 1)
        self.worker = [-1] * (road_length + 1)
        self.supply: dict[str, int] = {}                # wood/stone/prestige tiles left to build
        self.removed: list[str] = []                    # neutral tiles converted away (out of the game)
        self.special = {sid: -1 for sid in specials}  # worker seat on each single-worker special
        self.stables: list[int] = []                    # seats in slot order
        self.inn_left = -1
        self.inn_right = -1
        self.castle_workers: list[int] = []             # seats in arrival order
        self.batches: list[int] = []                    # batches offered this turn, by castle slot
        self.castle: list[list[int]] = [[] for _ in range(sections)]  # houses (seats) per section
        self.section = 0                                # section under construction
        self.scored = [False] * sections
        self.passed: list[int] = []                     # seats in passing order (the bridge)
        self.bailiff = 0
        self.provost = 0
        self.favour: list[list[int]] = [[0] * favour_rows for _ in range(n)]  # marker column per row (0 = start)
        self.favour_cols = 0                            # rightmost open column (favours.open_columns, set at setup)
        self.favour_used = [0] * n                      # bitmask of rows used this phase
        self.pending_convert: list[tuple[int, int]] = []  # (road space, seat) for the end of phase 5
        self.turn = 0
        self.phase = "setup"
        self.over = False
        self.road_memo: tuple[list, dict] | None = None

    # A pickle (the hard search's position key, bots/ismcts.py) holds the table, not the memo: the
    # memo's placements would be most of the bytes, and two equal tables with memos made in
    # another order would give other bytes
    def __getstate__(self) -> tuple[None, dict]:
        return None, {name: getattr(self, name) for name in _TABLE}

    def __setstate__(self, state: tuple[None, dict]) -> None:
        for name, value in state[1].items():
            setattr(self, name, value)
        self.road_memo = None

    def copy(self) -> "Board":
        b = Board.__new__(Board)
        b.n = self.n
        b.order = self.order[:]
        b.money = self.money[:]
        b.vp = self.vp[:]
        b.parts = list(map(dict.copy, self.parts))  # map: no Python-level loop (search copies often)
        b.cubes = list(map(list.copy, self.cubes))
        b.workers = self.workers[:]
        b.tile = self.tile[:]
        b.owner = self.owner[:]
        b.worker = self.worker[:]
        b.supply = self.supply.copy()
        b.removed = self.removed[:]
        b.special = self.special.copy()
        b.stables = self.stables[:]
        b.inn_left = self.inn_left
        b.inn_right = self.inn_right
        b.castle_workers = self.castle_workers[:]
        b.batches = self.batches[:]
        b.castle = list(map(list.copy, self.castle))
        b.section = self.section
        b.scored = self.scored[:]
        b.passed = self.passed[:]
        b.bailiff = self.bailiff
        b.provost = self.provost
        b.favour = list(map(list.copy, self.favour))
        b.favour_cols = self.favour_cols
        b.favour_used = self.favour_used[:]
        b.pending_convert = self.pending_convert[:]
        b.turn = self.turn
        b.phase = self.phase
        b.over = self.over
        b.road_memo = self.road_memo
        return b

    def to_plain(self) -> dict:
        return {name: _plain(getattr(self, name)) for name in _TABLE}

    # --- scores -----------------------------------------------------------
    def add_vp(self, seat: int, n: int, source: str) -> int:
        """Add (or take away) prestige; the score never goes below 0. Returns the change made."""
        if n < 0:
            n = max(n, -self.vp[seat])
        if n:
            self.vp[seat] += n
            parts = self.parts[seat]
            parts[source] = parts.get(source, 0) + n
        return n

    # --- the road ---------------------------------------------------------
    def first_free_space(self) -> int:
        try:
            return self.tile.index(None, 1)  # in C: the bots' estimates ask it at every leaf
        except ValueError:
            return 0


def _plain(value):
    if isinstance(value, dict):
        return {k: _plain(v) for k, v in value.items()}
    if isinstance(value, (list, tuple)):
        return [_plain(v) for v in value]
    return value

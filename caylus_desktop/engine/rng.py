"""The match's one seeded generator.

A tiny SplitMix64: its whole state is one int, so copying a match copies the
generator for free, and the sequence never depends on the Python version.
"""
from __future__ import annotations

_MASK = (1 << 64) - 1
# The generator keeps 64 bits of its seed: a longer one adds nothing, so saves and
# the command line refuse seeds beyond this (in either sign).
MAX_SEED = _MASK
_BATCH = 1 << 56  # deal(): a draw serves bounds whose product stays below this (rejections stay rare)

# below(n)'s rejection limit for the bounds a game draws (option counts, dice, small piles), worked
# out once: two operations on 64-bit integers fewer at every draw
_SMALL = 256
_LIMITS = tuple(_MASK - (_MASK % n) if n else 0 for n in range(_SMALL))


class Rng:
    __slots__ = ("state", "used")

    def __init__(self, seed: int) -> None:
        self.state = seed & _MASK
        # Set whenever a draw happens: undo may not cross a random event.
        self.used = False

    def copy(self) -> "Rng":
        r = Rng.__new__(Rng)
        r.state = self.state
        r.used = self.used
        return r

    def next64(self) -> int:
        self.used = True
        self.state = (self.state + 0x9E3779B97F4A7C15) & _MASK
        z = self.state
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
        return z ^ (z >> 31)

    def below(self, n: int) -> int:
        """Uniform integer in [0, n) without modulo bias."""
        if n <= 0:
            raise ValueError("below() needs a positive bound")
        limit = _LIMITS[n] if n < _SMALL else _MASK - (_MASK % n)
        self.used = True
        while True:  # next64() written out: a draw happens at every random step (and bot rollout)
            z = self.state = (self.state + 0x9E3779B97F4A7C15) & _MASK
            z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
            z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
            v = z ^ (z >> 31)
            if v < limit:
                return v % n

    def shuffle(self, items: list) -> None:
        for i in range(len(items) - 1, 0, -1):
            j = self.below(i + 1)
            items[i], items[j] = items[j], items[i]

    def deal(self, items: list) -> None:
        """Shuffle ``items`` uniformly, as shuffle() does, for a fraction of the draws.

        Fisher-Yates needs a uniform index below i+1 for each position i. Here one draw,
        uniform below the product of several of those bounds (below() rejects the uneven
        tail, so it is exact), is split into its mixed-radix digits: each digit is uniform
        below its own bound and independent of the others. About eight swaps per draw for a
        pile of a hundred cards. Its stream differs from shuffle(), so the game's own
        shuffles keep shuffle() (saved games replay them); sampled worlds use this.
        """
        i = len(items) - 1
        while i > 0:
            bound, k = 1, i
            while k > 0 and bound * (k + 1) <= _BATCH:
                bound *= k + 1
                k -= 1
            v = self.below(bound)
            while i > k:
                v, j = divmod(v, i + 1)
                items[i], items[j] = items[j], items[i]
                i -= 1

    def die(self, sides: int = 6) -> int:
        return self.below(sides) + 1

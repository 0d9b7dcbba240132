"""Paying a price: whether a purse covers it, and the two ways a payment is asked for.

A purse is a seat's deniers and its resources, counted in the order the rules file
declares them (``resources``). A price names resources by count (a bundle's ``vec``),
deniers, and wildcards the payer picks: ``any`` resource, or any but the joker
(``but_joker``). The joker is the resource the file names ``joker``. In some games it
is only a resource apart (Caylus's gold: a but-joker wildcard is never paid with it);
in others it may also stand for any named resource (Magna Carta's gold pays for any
cube): ``stands_in``.

The games ask for a payment in one of two ways, each its rulebook's:

- whole payments (Magna Carta): every distinct way to pay is listed, fewest jokers
  first (``payments``), and the payer picks one;
- the named part first (``pay_fixed``), then each wildcard one resource at a time
  (``wildcard_step``), not asked when only one kind is possible (Caylus).

The game keeps its own words (prompts and labels) and its decision kinds.
"""
from __future__ import annotations

from itertools import product
from operator import le, sub
from typing import Callable, Protocol, Sequence



class Price(Protocol):
    """What ``covers`` and ``pay_fixed`` read of a price (a game's price bundle has these)."""

    money: int                 # deniers
    vec: tuple[int, ...]       # named resources, in the declared order
    any: int                   # wildcards: any resource, the joker included
    but_joker: int             # wildcards: any resource but the joker
    joker_at: int              # the joker's place in the purse, -1 when there is none


class Cost:
    """A price made of plain values: a game's prices as ``covers`` reads them on the hot paths (a
    rules model's bundle reads each field through pydantic's attribute hook, about ten times
    slower), a game whose prices are not bundles, a test."""

    __slots__ = ("vec", "any", "but_joker", "money", "joker_at")

    def __init__(self, vec: tuple[int, ...], any: int = 0, but_joker: int = 0, money: int = 0,
                 joker_at: int = -1) -> None:
        self.vec = vec
        self.any = any
        self.but_joker = but_joker
        self.money = money
        self.joker_at = joker_at


def covers(money: int, have: Sequence[int], price: Price, less: Sequence[int] | None = None,
           less_money: int = 0, stands_in: bool = False) -> bool:
    """Whether these deniers and resources make the price, ``less`` (resources) and
    ``less_money`` (deniers) not being paid.

    The named resources are paid first, then the wildcards from what is left; with
    ``stands_in`` the joker pays for named resources the purse lacks. (The bots ask this of
    every price they weigh: one pass over the purse.)
    """
    if money < price.money - less_money:
        return False
    if not (stands_in or price.any or price.but_joker):
        # no wildcard and no joker standing in: each named resource held is enough (compared in
        # C; most of Caylus's prices, weighed at every trade and build)
        return all(map(le, price.vec, have) if less is None else map(le, map(sub, price.vec, less), have))
    if less is None:
        less = (0,) * len(price.vec)
    joker = price.joker_at
    spare = 0        # resources left once the named part is paid
    spare_plain = 0  # of which not the joker
    short = 0        # named resources the purse lacks
    for i, n in enumerate(price.vec):
        n -= less[i]
        h = have[i]
        if n > h:
            if not stands_in or i == joker:
                return False
            short += n - h
            continue
        left = h - n if n > 0 else h
        spare += left
        if i != joker:
            spare_plain += left
    if short:
        # each missing resource is one joker, out of the jokers the named part leaves
        if joker < 0 or short > have[joker] - max(price.vec[joker] - less[joker], 0):
            return False
        spare -= short
    if price.but_joker > spare_plain:
        return False
    return price.any + price.but_joker <= spare


def pay_fixed(have: list[int], price: Price, less: Sequence[int] | None = None, less_money: int = 0) -> int:
    """Take the named resources of a price (less ``less``) from the purse; the deniers due
    (less ``less_money``) are returned for the game to take. Wildcards are paid afterwards."""
    if less is None:
        for i, n in enumerate(price.vec):
            if n > 0:
                have[i] -= n
    else:
        for i, n in enumerate(price.vec):
            n -= less[i]
            if n > 0:
                have[i] -= n
    return max(price.money - less_money, 0)


def receive(have: list[int], counts: Sequence[int], at: Sequence[int] | None = None) -> None:
    """Add resources to the purse: ``counts`` in the declared order, or at the places ``at``."""
    for i, n in zip(range(len(counts)) if at is None else at, counts):
        if n:
            have[i] += n


def gain(cubes: Sequence[list[int]], money: list[int], seat: int, counts: Sequence[int], deniers: int = 0) -> None:
    """``seat`` takes resources (``counts``, in the declared order) and ``deniers`` from the stock:
    ``cubes`` and ``money`` hold every seat's purse (Caylus's ``gain``, Magna Carta's ``take``)."""
    receive(cubes[seat], counts)
    if deniers:
        money[seat] += deniers


# --- whole payments (the joker stands in) --------------------------------------------------------

def payments(have: Sequence[int], need: Sequence[int], wild: int, joker: int) -> tuple[tuple[int, ...], ...]:
    """Every distinct way to pay ``need`` (named resources) and ``wild`` resources of any kind
    from ``have``, each a count per resource; the joker (at ``joker``, -1: none) may stand for
    any named resource. Fewest jokers first, then in the order of the counts; empty when the
    purse cannot pay. (A game asking often remembers the answers with its rules.)
    """
    n = len(need)
    plain = [i for i in range(n) if i != joker] if joker >= 0 else []  # no joker: nothing stands in
    out: set[tuple[int, ...]] = set()
    for stand_in in product(*(range(need[i] + 1) for i in plain)):  # jokers paid instead of each named resource
        base = list(need)
        for i, g in zip(plain, stand_in):
            base[i] -= g
        if stand_in:
            base[joker] += sum(stand_in)
        if any(base[i] > have[i] for i in range(n)):
            continue
        for extra in _multisets(wild, [have[i] - base[i] for i in range(n)]):
            out.add(tuple(base[i] + extra[i] for i in range(n)))
    return tuple(sorted(out, key=(lambda p: (p[joker], p)) if joker >= 0 else None))


def _multisets(n: int, room: list[int], start: int = 0) -> list[tuple[int, ...]]:
    """Every way to pick ``n`` resources, at most ``room[i]`` of each kind (kinds from ``start``)."""
    if n == 0:
        return [(0,) * len(room)]
    out = []
    for i in range(start, len(room)):
        if room[i] > 0:
            room[i] -= 1
            for rest in _multisets(n - 1, room, i):
                t = list(rest)
                t[i] += 1
                out.append(tuple(t))
            room[i] += 1
    return out


def spend(have: list[int], counts: Sequence[int]) -> None:
    """Take a whole payment (a count per resource) from the purse."""
    for i, n in enumerate(counts):
        have[i] -= n


# --- wildcards one resource at a time --------------------------------------------------------------

# what a wildcard step asks: ask(key, left, kinds) puts the decision to the seat
AskWildcard = Callable[[str, int, list[int]], None]


def wildcard_step(ctx: dict, have: list[int], owed: Sequence[tuple[str, Sequence[int]]],
                  due: tuple[str, Sequence[int]] | None, ask: AskWildcard) -> dict | None:
    """Settle or ask the next wildcard a frame's context counts: the changes to its context,
    or None when no wildcard is left.

    The context counts the wildcards still owed under each key of ``owed``, each to be paid
    with a resource of its pool (places in the purse), and those still due under ``due``'s
    key, each taken from its pool. An owed wildcard that only one kind held can pay is paid
    at once; else ``ask(key, left, kinds)`` asks the seat, and the context's ``paying``
    remembers which key the answer settles (see ``wildcard_answer``).
    """
    for key, pool in owed:
        left = ctx.get(key)
        if left:
            kinds = [i for i in pool if have[i] > 0]
            if len(kinds) == 1:
                have[kinds[0]] -= 1
                return {key: left - 1}
            ask(key, left, kinds)
            return {"paying": key}
    if due is not None:
        key, pool = due
        left = ctx.get(key)
        if left:
            ask(key, left, list(pool))
            return {"paying": key}
    return None


def wildcard_answer(ctx: dict, have: list[int], place: int, due_key: str | None) -> dict:
    """One wildcard settled with the resource at ``place``: taken when the context was paying
    ``due_key`` (a wildcard received), else paid. The changes to the context."""
    key = ctx["paying"]
    have[place] += 1 if key == due_key else -1
    return {key: ctx[key] - 1, "paying": None}

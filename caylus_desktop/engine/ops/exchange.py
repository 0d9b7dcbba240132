"""Exchanging: at most one of a list of offers, each something paid for something gained.

Caylus's ``exchange`` (the Peddler, the Bank, the Tailor...) and Magna Carta's trades
(``offer``: the Bank and the Church; ``buy_cubes``; ``sell_cube``; ``swap_for_joker``) are
the same decision: only the offers the seat's purse covers are offered, in the list's
order, followed by a way to decline when the rules allow it; a seat that can afford no
offer is not asked. The game says what an offer costs and gives, whether the purse covers
it (``engine/ops/payment.py``), and how the offer and the decline read on its table; the
chosen offer is the action's, and the game applies it (``payment.pay_fixed``, ``receive``).
"""
from __future__ import annotations

from typing import Callable, Iterable, TypeVar

from caylus_desktop.engine.actions import Action

O = TypeVar("O")


def exchange_options(offers: Iterable[O], affordable: Callable[[O], bool], action: Callable[[int, O], Action],
                     decline: Action | None) -> list[Action]:
    """The decision's options: ``action(i, offer)`` for each offer the seat can afford (``i``
    its place in ``offers``), then ``decline`` when there is one; empty when no offer is
    affordable (nothing to ask)."""
    options = [action(i, o) for i, o in enumerate(offers) if affordable(o)]
    if options and decline is not None:
        options.append(decline)
    return options

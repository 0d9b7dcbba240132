"""Dealing and drawing cards: one mechanism for every game with a pile and hands.

A pile is a list whose last item is its top card. Caleira and Castrum deal one
shared deck round the table and draw from it; Magna Carta draws from each seat's
own pile and shuffles that seat's discard into a new pile when it runs out. Who
may see a drawn card is the game's business: pass the seat's set of known cards
as ``known`` and every card drawn or dealt to it is added there.
"""
from __future__ import annotations

from typing import NamedTuple, Sequence

from caylus_desktop.engine.rng import Rng


class Drawn(NamedTuple):
    cards: list       # in the order they were drawn
    reshuffled: bool  # the discard was shuffled into a new pile on the way


def deal(pile: list, hands: Sequence[list], per_hand: int, known: Sequence[set] | None = None) -> None:
    """``per_hand`` rounds of one top card to each hand in seat order (the deck must hold them)."""
    for _ in range(per_hand):
        for seat, hand in enumerate(hands):
            card = pile.pop()
            hand.append(card)
            if known is not None:
                known[seat].add(card)


def draw(pile: list, hand: list, n: int, *, known: set | None = None,
         discard: list | None = None, rng: Rng | None = None) -> Drawn:
    """Up to ``n`` top cards into ``hand``; a short pile gives what it has.

    With a ``discard`` (and the match's ``rng``), an empty pile is first refilled
    by shuffling the discard into it; drawing stops when both are empty.
    """
    cards = []
    reshuffled = False
    for _ in range(n):
        if not pile:
            if not discard:
                break
            pile.extend(discard)
            discard.clear()
            rng.shuffle(pile)
            reshuffled = True
        card = pile.pop()
        hand.append(card)
        if known is not None:
            known.add(card)
        cards.append(card)
    return Drawn(cards, reshuffled)

"""Dealing, drawing and discarding cards: one mechanism for every game with a pile and hands.

A pile is a list whose last item is its top card. Caleira and Castrum deal one
shared deck round the table and draw from it; Magna Carta draws from each seat's
own pile and shuffles that seat's discard into a new pile when it runs out. Who
may see a drawn card is the game's business: pass its ``learn`` and it is told of
every card dealt or drawn (so the engine's undo barrier follows, see State.learnt).

A discard lays cards from a hand (or a gallery) face up on a discard pile, where
every seat may see them: Caleira's destroyed and knocked-out pieces (its ``shown``
turns each face up and reveals it) and Magna Carta's replaced hands (named in the
public log). Castrum has no discard pile: a discarded card goes face down under
the draw pile and every seat forgets it, which is that game's own ``under_pile``.
"""
from __future__ import annotations

from functools import partial
from typing import Any, Callable, NamedTuple, Sequence

from caylus_desktop.engine.rng import Rng


class Drawn(NamedTuple):
    cards: list       # in the order they were drawn
    reshuffled: bool  # the discard was shuffled into a new pile on the way


def deal(pile: list, hands: Sequence[list], per_hand: int,
         learn: Callable[[int, Any], None] | None = None) -> None:
    """``per_hand`` rounds of one top card to each hand in seat order (the deck must hold them).

    ``learn(seat, card)`` is called for each card dealt.
    """
    for _ in range(per_hand):
        for seat, hand in enumerate(hands):
            card = pile.pop()
            hand.append(card)
            if learn is not None:
                learn(seat, card)


def draw(pile: list, hand: list, n: int, *, learn: Callable[[Any], None] | None = None,
         discard: list | None = None, rng: Rng | None = None) -> Drawn:
    """Up to ``n`` top cards into ``hand``; a short pile gives what it has.

    With a ``discard`` (and the match's ``rng``), an empty pile is first refilled
    by shuffling the discard into it; drawing stops when both are empty.
    ``learn(card)`` is called for each card drawn.
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
        if learn is not None:
            learn(card)
        cards.append(card)
    return _drawn((cards, reshuffled))


# Drawn((cards, reshuffled)) in one C call, without the named tuple's Python-level __new__ (every draw)
_drawn = partial(tuple.__new__, Drawn)


def discard(hand: list, pile: list, cards: Sequence | None = None,
            shown: Callable[[Any], None] | None = None) -> None:
    """Lay ``cards`` (each taken from ``hand``, in that order), or the whole hand, face up on
    top of the discard ``pile``. ``shown(card)`` is called for each card discarded (the game
    turns it face up and tells every seat)."""
    if cards is None:
        cards = hand[:]
        hand.clear()
    else:
        for card in cards:
            hand.remove(card)
    pile.extend(cards)
    if shown is not None:
        for card in cards:
            shown(card)

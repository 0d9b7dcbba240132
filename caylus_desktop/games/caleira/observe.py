"""What one seat can see, and the checks that nothing else leaks or breaks."""
from __future__ import annotations

from dataclasses import dataclass, replace

from caylus_desktop.engine.observe import redeal
from caylus_desktop.engine.state import State
from caylus_desktop.engine.view import Observation, SeatInfo, veil_hands
from caylus_desktop.games.caleira.board import Board
from caylus_desktop.games.caleira.pieces import protected
from caylus_desktop.games.caleira.scoring import score


@dataclass(frozen=True, slots=True)
class GalleryPiece:
    """A piece of a seat's gallery (its castle), left to right."""
    card: str | None  # the card's id, None when face down and unknown to the observer
    face_up: bool  # face up (revealed)
    protected: bool  # a face-up Moat beside it shields it from the effects other seats resolve


@dataclass(frozen=True, slots=True)
class Queued:
    """A revealed card whose effect waits its turn."""
    card: str  # the card's id
    seat: int  # the seat resolving it


@dataclass(frozen=True, slots=True)
class CaleiraSeat(SeatInfo):
    """A seat of The Castles of Caleira (``out``: knocked out)."""
    gallery: tuple[GalleryPiece, ...]  # its gallery, left to right
    hand: tuple[str, ...] | None  # the cards in hand, None when the observer may not see them
    known_in_hand: tuple[str, ...]  # cards of this hand the observer saw (none for its own), sorted


@dataclass(frozen=True, slots=True)
class CaleiraObservation(Observation):
    """The Castles of Caleira: the galleries, the deck and the cards this seat knows."""
    seats: tuple[CaleiraSeat, ...]  # every seat, in seat order
    deck_count: int  # cards left in the deck
    deck: tuple[str | None, ...]  # the deck from the top: a card the observer knows (Wizard Tower), else None

    discard: tuple[str, ...]  # the discard pile, face up, oldest first
    removed_count: int  # cards set aside unseen (at 4 players)
    queue: tuple[Queued, ...]  # revealed effects waiting, in order


def observe(state: State, seat: int) -> CaleiraObservation:
    b: Board = state.board
    known = b.known[seat]

    def name(uid: int, face_up: bool = False) -> str | None:
        return b.kinds[uid] if face_up or uid in known else None

    seats = []
    for s, spec in enumerate(state.seats):
        hand = b.hands[s]
        mine = s == seat
        seats.append(CaleiraSeat(
            seat=s, name=spec.name, bot=spec.bot, score=score(state, s),
            resources={}, out=b.out[s], hand_count=len(hand),
            gallery=tuple(GalleryPiece(card=name(u, b.face_up[u]), face_up=b.face_up[u],
                                       protected=protected(state, s, i, -1)) for i, u in enumerate(b.galleries[s])),
            hand=tuple(b.kinds[u] for u in hand) if mine else None,
            known_in_hand=() if mine else tuple(sorted(b.kinds[u] for u in hand if u in known)),
        ))
    return CaleiraObservation(
        # the stage counter every table shows; Caleira has no rounds, it counts turns
        game=state.game, seat=seat, round=b.turn, counter="turn", phase=None, active_seat=b.active,
        over=b.over, seats=tuple(seats),
        deck_count=len(b.deck),
        deck=tuple(name(u) for u in reversed(b.deck)),
        discard=tuple(b.kinds[u] for u in b.discard),
        removed_count=len(b.removed),
        queue=tuple(Queued(card=b.kinds[u], seat=s) for u, s in b.queue),
    )


def veil(obs: CaleiraObservation) -> CaleiraObservation:
    """The observation without what only the observing seat knows: its hand unseen, every
    face-down piece unknown, no card it saw in another hand or on the deck (see GameSpec.veil)."""
    veiled = veil_hands(obs, known_in_hand=())
    seats = tuple(replace(s, gallery=tuple(p if p.face_up else replace(p, card=None) for p in s.gallery))
                  for s in veiled.seats)
    return replace(veiled, seats=seats, deck=(None,) * len(obs.deck))


def determinize(state: State, seat: int, rng) -> State:
    """Re-deal the kinds of every card the seat cannot know (see GameSpec.determinize)."""
    b: Board = state.board
    known = b.known[seat]
    slots = [u for zone in (b.deck, b.removed, *b.hands, *b.galleries) for u in zone
             if not b.face_up[u] and u not in known]
    b.kinds = redeal(b.kinds, slots, rng)
    return state


def invariants(state: State) -> list[str]:
    b: Board = state.board
    problems = []
    zones = [b.deck, b.discard, b.removed, *b.hands, *b.galleries]
    seen = [u for z in zones for u in z]
    if sorted(seen) != list(range(len(b.kinds))):
        problems.append(f"cards are not each in exactly one zone ({len(seen)} placed, {len(b.kinds)} exist)")
    for s, out in enumerate(b.out):
        if out and (b.hands[s] or b.galleries[s]):
            problems.append(f"seat {s} is knocked out but still holds cards")
    for u in b.discard:
        if not b.face_up[u]:
            problems.append("a discarded card is face down")
    for u, s in b.queue:
        if b.out[s]:
            problems.append("a knocked-out seat has an effect queued")
    return problems

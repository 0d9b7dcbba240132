"""What one seat can see, worlds re-dealt from its knowledge, and the checks that nothing breaks."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Mapping

from caylus_desktop.engine.observe import redeal
from caylus_desktop.engine.state import State
from caylus_desktop.engine.view import Observation, SeatInfo, veil_hands
from caylus_desktop.games.castrum.board import Board
from caylus_desktop.games.castrum.pieces import site_units
from caylus_desktop.games.castrum.scoring import score


@dataclass(frozen=True, slots=True)
class CastrumSeat(SeatInfo):
    """A seat of Castrum (``resources``: its built pieces and its site's material units, by id)."""
    built: Mapping[str, int]  # castle pieces built, by piece id
    site: tuple[str, ...]  # the cards on its construction site
    blocked: bool  # a Mage lies on its site (blocked until the Mage player's next turn)
    hand: tuple[str, ...] | None  # the cards in hand, None when the observer may not see them
    known_in_hand: tuple[str, ...]  # its cards the observer saw pass (Feast of Fools) or drawn (change rule), sorted




@dataclass(frozen=True, slots=True)
class Mage:
    """A Mage card blocking a site."""
    card: str  # the card's id
    attacker: int  # the seat that played it
    victim: int  # the seat whose site it is on


@dataclass(frozen=True, slots=True)
class CastrumObservation(Observation):
    """Castrum: the sites, the cards in play and the event."""
    seats: tuple[CastrumSeat, ...]  # every seat, in seat order
    first_seat: int  # the first player of every round
    mode: str  # "family" or "expert"
    round_limit: int  # the timed game's last round, 0 in the classic game
    pile_count: int  # cards left in the pile
    in_play: tuple[str, ...]  # the attack cards being resolved, face up
    mages: tuple[Mage, ...]  # the Mages blocking a site
    event: str  # the id of the event last rolled, "" before the first
    forbid_place: tuple[str, ...]  # materials the event forbids to place
    forbid_play: tuple[str, ...]  # cards the event forbids to play
    no_build: bool  # the event forbids building
    winner: int  # the seat that completed its castle, -1 for none yet


def observe(state: State, seat: int) -> CastrumObservation:
    b: Board = state.board
    kinds = b.kinds
    known = b.known[seat]
    seats = []
    for s, spec in enumerate(state.seats):
        hand = b.hands[s]
        built = {p.id: b.built[s][i] for i, p in enumerate(b.t.pieces)}
        mine = s == seat
        seats.append(CastrumSeat(
            seat=s, name=spec.name, bot=spec.bot, score=score(state, s),
            resources={**built, **site_units(state, s)},
            hand_count=len(hand), out=False,
            built=built,
            site=tuple(kinds[u] for u in b.sites[s]),
            blocked=b.blocked(s),
            hand=tuple(kinds[u] for u in hand) if mine else None,
            known_in_hand=() if mine else tuple(sorted(kinds[u] for u in hand if u in known)),
        ))
    return CastrumObservation(
        game=state.game, seat=seat, round=b.round, counter="round", phase=None, active_seat=b.active,
        first_seat=b.first, over=b.over,
        mode="expert" if b.expert else "family",
        round_limit=b.round_limit,
        seats=tuple(seats),
        pile_count=len(b.pile),
        in_play=tuple(kinds[u] for u in b.in_play),
        mages=tuple(Mage(card=kinds[u], attacker=a, victim=v) for u, a, v in b.mages),
        event=b.event,
        forbid_place=tuple(b.forbid_place), forbid_play=tuple(b.forbid_play), no_build=b.no_build,
        winner=b.winner,
    )


def veil(obs: CastrumObservation) -> CastrumObservation:
    """The observation without what only the observing seat knows: its hand unseen, and
    no card it saw in another hand (see GameSpec.veil)."""
    return veil_hands(obs, known_in_hand=())


def hidden_slots(b: Board, seat: int) -> list[int]:
    """Uids whose identity the seat cannot know: the whole pile and unseen cards of other hands."""
    known = b.known[seat]
    out = list(b.pile)
    for s, hand in enumerate(b.hands):
        if s != seat:
            out.extend(u for u in hand if u not in known)
    return out


def determinize(state: State, seat: int, rng) -> State:
    """Re-deal the kinds of every hidden card from their sorted multiset (see GameSpec)."""
    b: Board = state.board
    b.kinds = redeal(b.kinds, hidden_slots(b, seat), rng)
    return state


def invariants(state: State) -> list[str]:
    b: Board = state.board
    defs = state.defs
    problems = []
    zones = [b.pile, b.in_play, [m[0] for m in b.mages], *b.hands, *b.sites]
    seen = [u for z in zones for u in z]
    if len(b.kinds) != sum(c.count for c in defs.cards):
        problems.append("the deck does not have the rules' card count")
    if len(seen) != len(b.kinds) or len(set(seen)) != len(seen) or (seen and not 0 <= min(seen) <= max(seen) < len(b.kinds)):
        problems.append(f"cards are not each in exactly one place ({len(seen)} placed, {len(b.kinds)} exist)")
    for s in range(len(state.seats)):
        # (a castle completed mid-turn ends the game before the builder's refill)
        if s != b.active and len(b.hands[s]) < defs.hand_size and not b.short[s] and b.winner < 0:
            problems.append(f"seat {s} holds {len(b.hands[s])} cards between its turns although the pile allowed a refill")
        if len(b.hands[s]) > defs.hand_size:  # « Veillez à bien avoir toujours 5 cartes dans votre jeu ! »
            problems.append(f"seat {s} holds {len(b.hands[s])} cards, more than {defs.hand_size}")
        if not set(b.hands[s]) <= b.known[s]:
            problems.append(f"seat {s} does not know its own hand")
        for i, p in enumerate(b.t.pieces):
            if not 0 <= b.built[s][i] <= p.per_player:
                problems.append(f"seat {s} has {b.built[s][i]} {p.id}s")
        family = b.t.family
        for u in b.sites[s]:
            if family[b.kinds[u]] in ("attack", "defence"):
                problems.append(f"seat {s} has an attack or defence card on its site")
    if not set(b.pile).isdisjoint(set().union(*b.known)):
        problems.append("a card in the pile is tracked by a seat")
    return problems

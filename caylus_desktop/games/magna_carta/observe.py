"""What one seat can see, sampled worlds, and the checks that nothing leaks or breaks."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Mapping

from caylus_desktop.engine.state import State
from caylus_desktop.engine.view import Observation, SeatInfo, veil_hands
from caylus_desktop.games.magna_carta.board import Board
from caylus_desktop.games.magna_carta.scoring import score


@dataclass(frozen=True, slots=True)
class MagnaCartaSeat(SeatInfo):
    """A seat of Caylus Magna Carta."""
    colour: str  # its colour, as the rules file names it
    tokens: Mapping[str, int]  # castle tokens won, by section id
    workers: int  # workers in reserve, not on the road
    hand: tuple[str, ...] | None  # the cards in hand, None when the observer may not see them
    pile: int  # cards in its pile (face down: their order is unknown even to its owner)
    discard: tuple[str, ...]  # its discard pile, face up
    prestige_in_front: tuple[str, ...]  # prestige cards built in front of it (introductory game)


@dataclass(frozen=True, slots=True)
class RoadCard:
    """A card of the road."""
    card: str  # the card's id (its front)
    owner: int  # the seat that built it, -1 for a neutral card
    residence: bool  # flipped to its Residence side
    prestige: str | None  # the prestige card built on this residence, None for none
    cubes: int  # cubes left on a small production card
    worker: int  # the seat of the worker on it, -1 for none


@dataclass(frozen=True, slots=True)
class MagnaCartaObservation(Observation):
    """Caylus Magna Carta: the road, the castle and the seats' cards this seat may see."""
    seats: tuple[MagnaCartaSeat, ...]  # every seat, in seat order
    first_player: int  # the seat holding the first-player card
    road: tuple[RoadCard, ...]  # the road's cards, in road order (a position is an index here)
    provost: int  # the road position of the provost, -1 without a provost
    bridge: tuple[int, ...]  # the seats that passed, in passing order
    castle: Mapping[str, int]  # castle tokens left, by section id
    removed_tokens: Mapping[str, int]  # tokens taken out of the game (nobody gave a lot), by section id
    prestige_available: tuple[str, ...]  # prestige cards still to build
    lots: tuple[int, ...]  # lots each seat gave in this castle phase
    building: str | None  # the card being built (out of the hand until paid for), None for none
    pending_residences: tuple[int, ...]  # road positions of the Notary flips waiting for phase 4 to end


def observe(state: State, seat: int) -> MagnaCartaObservation:
    b: Board = state.board
    defs = state.defs
    sections = [sec.id for sec in defs.sections]
    seats = tuple(MagnaCartaSeat(
        seat=s, name=spec.name, bot=spec.bot, colour=defs.look.seats[s],
        score=score(state, s),
        resources={**dict(zip(defs.resources, b.cubes[s])), "deniers": b.deniers[s]},
        hand_count=len(b.hands[s]), out=False,
        tokens=dict(zip(sections, b.tokens[s])),
        workers=b.reserve[s],
        hand=tuple(b.hands[s]) if s == seat else None,
        pile=len(b.piles[s]),
        discard=tuple(b.discards[s]),
        prestige_in_front=tuple(b.front[s]),
    ) for s, spec in enumerate(state.seats))
    return MagnaCartaObservation(
        game=state.game, seat=seat, round=b.turn, counter="round", phase=b.phase, active_seat=b.active,
        over=b.over, first_player=b.first, seats=seats,
        road=tuple(RoadCard(card=r.card, owner=r.owner, residence=r.residence, prestige=r.prestige,
                            cubes=r.cubes, worker=b.workers[i]) for i, r in enumerate(b.road)),
        provost=b.provost, bridge=tuple(b.bridge),
        castle=dict(zip(sections, b.stock)), removed_tokens=dict(zip(sections, b.removed)),
        prestige_available=tuple(b.prestige_left), lots=tuple(b.lots),
        building=b.building, pending_residences=tuple(b.flips),
    )


def veil(obs: MagnaCartaObservation) -> MagnaCartaObservation:
    """The observation with the observing seat's hand unseen (see GameSpec.veil)."""
    return veil_hands(obs)


def determinize(state: State, seat: int, rng) -> State:
    """Re-deal what the seat cannot know: other seats' hands and piles, and its own pile's order."""
    b: Board = state.board
    for s in range(len(state.seats)):
        if s == seat:
            pile = sorted(b.piles[s])
            rng.shuffle(pile)
            b.piles[s] = pile
            continue
        hand = b.hands[s]
        pool = sorted(hand + b.piles[s])
        rng.shuffle(pool)
        b.hands[s] = pool[:len(hand)]
        b.piles[s] = pool[len(hand):]
    return state


def invariants(state: State) -> list[str]:
    b: Board = state.board
    defs = state.defs
    problems = []
    n = len(state.seats)
    deck = sorted(defs.deck(bool(state.options["intro"])))
    for s in range(n):
        if min(b.cubes[s]) < 0:
            problems.append(f"seat {s} has negative cubes {b.cubes[s]}")
        if b.deniers[s] < 0:
            problems.append(f"seat {s} has negative deniers")
        placed = b.hands[s] + b.piles[s] + b.discards[s] + [r.card for r in b.road if r.owner == s]
        if b.building is not None and state.stack and any(
                f.op == "build" and f.ctx.get("resolver") == s for f in state.stack):
            placed.append(b.building)
        if sorted(placed) != deck:
            problems.append(f"seat {s}'s cards are not each in exactly one place: {sorted(placed)}")
        if not 0 <= b.reserve[s] <= defs.setup.workers:
            problems.append(f"seat {s} has {b.reserve[s]} workers in reserve")
        if b.reserve[s] + b.workers.count(s) != defs.setup.workers:
            problems.append(f"seat {s}'s workers do not add up")
    if min(b.stock) < 0:
        problems.append("negative token stock")
    initial = defs.token_stock(n)
    for sec, sdef in enumerate(defs.sections):
        held = sum(b.tokens[s][sec] for s in range(n))
        if b.stock[sec] + held + b.removed[sec] != initial[sec]:
            problems.append(f"{sdef.id} tokens do not add up")
    prestige = list(b.prestige_left) + [r.prestige for r in b.road if r.prestige] + [p for f in b.front for p in f]
    if sorted(prestige) != sorted(defs.prestige_cards(bool(state.options["intro"]))):
        problems.append("prestige cards are not each in exactly one place")
    for r in b.road:
        if r.cubes < 0 or (r.residence and r.cubes):
            problems.append(f"bad cubes on {r.card}")
        if r.prestige is not None and not r.residence:
            problems.append(f"{r.prestige} stands on a card that is not a residence")
    if len(b.workers) != len(b.road):
        problems.append("workers and road out of step")
    for i, w in enumerate(b.workers):
        if w >= 0 and b.road[i].residence and i not in b.flips:
            problems.append("a worker stands on a residence")
    if b.provost >= len(b.road) or (b.provost < 0 and not state.options["intro"]):
        problems.append("the provost is off the road")
    return problems

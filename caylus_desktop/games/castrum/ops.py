"""The operations Castrum's YAML names: attack effects and die events.

Attack effects run with ``ctx``: ``resolver`` (the attacker), ``victim``, ``source``
(uid of the attack card, face up) and ``target`` (uid of the site card aimed at, or -1).
Event effects run with no context; choices they need go to the seats concerned,
in turn order from the first player.
"""
from __future__ import annotations

from typing import Literal

from pydantic import Field

from caylus_desktop.engine.actions import Action
from caylus_desktop.engine.interpreter import ask, pop, update
from caylus_desktop.engine.messages import Message
from caylus_desktop.engine.ops import Op, Strict
from caylus_desktop.engine.ops.choice import first_of_kind, kinds
from caylus_desktop.engine.ops.die import Parity, hits, roll
from caylus_desktop.engine.ops.knowledge import learn
from caylus_desktop.engine.ops.seats import round_from, seat_at
from caylus_desktop.engine.state import CardRef, Frame, SeatRef, State
from caylus_desktop.games.castrum.pieces import under_pile


def _lost(state: State, seat: int, uid: int) -> None:
    """A site card is lost: it goes under the pile."""
    state.board.sites[seat].remove(uid)
    under_pile(state, uid)


# --- burn (Fire) ----------------------------------------------------------------

class BurnArgs(Strict):
    by: Literal["die", "lots"] = Field(description="die: a roll per site card; lots: one card of each full lot is lost")
    lose_on: Parity = Field("even", description="with by: die, the rolls that lose the card")
    lot_size: int = Field(3, ge=2, description="with by: lots, the size of a lot")


def _burn_run(state: State, frame: Frame) -> None:
    pop(state)
    b = state.board
    victim = frame.ctx["victim"]
    args: BurnArgs = frame.args
    site = b.sites[victim][:]
    names = b.kinds
    lost = []
    if args.by == "die":
        sides = state.defs.die_sides
        for uid in site:  # the victim rolls once per card, one after the other [S]
            rolled = roll(state.rng, sides)
            if hits(rolled, args.lose_on):
                lost.append(uid)
            if lost and lost[-1] == uid:
                state.say("{} rolls {} for {}: it burns", SeatRef(victim), rolled, CardRef(names[uid]))
            else:
                state.say("{} rolls {} for {}: it is saved", SeatRef(victim), rolled, CardRef(names[uid]))
    else:
        # face-down lots: the attacker takes one card of each full lot blindly [S + P]
        state.rng.shuffle(site)
        n = args.lot_size
        for i in range(len(site) // n):
            lost.append(site[i * n + state.rng.below(n)])
        for uid in lost:
            state.say("{}'s {} burns", SeatRef(victim), CardRef(names[uid]))
    for uid in lost:
        _lost(state, victim, uid)
    if not lost:
        state.say("The fire on {}'s site does no damage", SeatRef(victim))


# --- destroy_target (Witch) -----------------------------------------------------

class DestroyTargetArgs(Strict):
    roll: bool = Field(description="the attacker rolls the die first")
    lose_on: Parity = Field("even", description="with roll, the rolls that destroy the card")


def _destroy_run(state: State, frame: Frame) -> None:
    pop(state)
    b = state.board
    victim, target, attacker = frame.ctx["victim"], frame.ctx["target"], frame.ctx["resolver"]
    if target not in b.sites[victim]:
        return
    if frame.args.roll:
        rolled = roll(state.rng, state.defs.die_sides)
        if not hits(rolled, frame.args.lose_on):
            state.say("{} rolls {}: {}'s {} is spared", SeatRef(attacker), rolled, SeatRef(victim), CardRef(b.kinds[target]))
            return
        state.say("{} rolls {}", SeatRef(attacker), rolled)
    state.say("{}'s {} is destroyed", SeatRef(victim), CardRef(b.kinds[target]))
    _lost(state, victim, target)


# --- take_target (Gold Coins) ---------------------------------------------------

class TakeTargetArgs(Strict):
    pass


def _take_run(state: State, frame: Frame) -> None:
    pop(state)
    b = state.board
    victim, target, attacker = frame.ctx["victim"], frame.ctx["target"], frame.ctx["resolver"]
    if target not in b.sites[victim]:
        return
    b.sites[victim].remove(target)
    b.sites[attacker].append(target)  # moved, not placed: Famine does not stop it [P]
    state.say("{} lures {}'s {} to their site", SeatRef(attacker), SeatRef(victim), CardRef(b.kinds[target]))


# --- block_site (Mage) ----------------------------------------------------------

class BlockSiteArgs(Strict):
    pass


def _block_run(state: State, frame: Frame) -> None:
    pop(state)
    b = state.board
    uid, attacker, victim = frame.ctx["source"], frame.ctx["resolver"], frame.ctx["victim"]
    if uid in b.in_play:
        b.in_play.remove(uid)
    b.mages.append((uid, attacker, victim))
    state.say("{}'s site is blocked until {}'s next turn", SeatRef(victim), SeatRef(attacker))


# --- forbid (Famine, Bad Weather, Monastic Reform) --------------------------------

class ForbidArgs(Strict):
    place_materials: tuple[str, ...] = Field((), description="materials no card may put on a site")
    play_cards: tuple[str, ...] = Field((), description="card ids nobody may play")
    build: bool = Field(False, description="nobody may build")


def _forbid_run(state: State, frame: Frame) -> None:
    pop(state)
    b = state.board
    a: ForbidArgs = frame.args
    b.forbid_place = tuple(dict.fromkeys(b.forbid_place + a.place_materials))
    b.forbid_play = tuple(dict.fromkeys(b.forbid_play + a.play_cards))
    b.no_build = b.no_build or a.build


# --- cull_site (Plague) and give_up_site_card (Alms) -------------------------------

def _seat_order(state: State) -> list[int]:
    """An event's choices go round the table from the first player."""
    return round_from(state.board.first, len(state.seats))


def _event(state: State) -> CardRef:
    """The event being resolved (the last one rolled), as the log names it."""
    return CardRef("event:" + state.board.event)


def _site_choice_run(state: State, frame: Frame, eligible, how_many, event: CardRef, kind: str) -> None:
    """Each seat in turn order removes cards of its choice from its own site (``event``: the
    event that makes it, named in the log and the prompt).

    ctx: ``i`` the position in turn order, ``left`` cards still to remove by that seat.
    """
    b = state.board
    order = _seat_order(state)
    i = frame.ctx.get("i", 0)
    left = frame.ctx.get("left", -1)
    while (seat := seat_at(order, i)) is not None:
        cards = eligible(seat)
        if left < 0:
            left = how_many(len(cards))
        if left <= 0 or not cards:
            i, left = i + 1, -1
            continue
        names = kinds(cards, b.kinds)
        if len(names) == 1 or left >= len(cards):
            for uid in cards[:left]:  # no real choice: all of one kind, or all of them
                state.say("{} loses {} ({})", SeatRef(seat), CardRef(b.kinds[uid]), event)
                _lost(state, seat, uid)
            i, left = i + 1, -1
            continue
        update(state, i=i, left=left)
        defs = state.defs
        ask(state, seat, Message("{}: choose a card to remove from your site ({} to go)", (event, left)),
            [Action("remove", (k,), Message("Remove {}", (CardRef(k),)), f"site:{seat}:card:{k}") for k in names], kind)
        return
    pop(state)


def _site_choice_answer(state: State, frame: Frame, action: Action, event: CardRef) -> None:
    b = state.board
    seat = _seat_order(state)[frame.ctx["i"]]
    uid = first_of_kind(b.sites[seat], b.kinds, action.args[0])
    state.say("{} loses {} ({})", SeatRef(seat), CardRef(b.kinds[uid]), event)
    _lost(state, seat, uid)
    left = frame.ctx["left"] - 1
    if left <= 0:
        update(state, i=frame.ctx["i"] + 1, left=-1)
    else:
        update(state, left=left)


class CullSiteArgs(Strict):
    materials: tuple[str, ...] = Field(description="materials counted together")
    remove_one_in: int = Field(2, ge=1, description="floor(n / remove_one_in) of those cards are removed; an x2 card is one card")


def _cull_eligible(state: State, frame: Frame):
    mats = frame.args.materials
    b = state.board
    defs = state.defs
    return lambda seat: [u for u in b.sites[seat] if state.board.t.card[b.kinds[u]].material in mats]


def _cull_run(state: State, frame: Frame) -> None:
    k = frame.args.remove_one_in
    _site_choice_run(state, frame, _cull_eligible(state, frame), lambda n: n // k, _event(state), "plague_remove")


def _cull_answer(state: State, frame: Frame, action: Action) -> None:
    _site_choice_answer(state, frame, action, _event(state))


class GiveUpSiteCardArgs(Strict):
    count: int = Field(1, ge=1, description="cards each player with a site card gives up")


def _give_up_run(state: State, frame: Frame) -> None:
    b = state.board
    count = frame.args.count
    _site_choice_run(state, frame, lambda seat: b.sites[seat][:], lambda n: min(n, count), _event(state), "alms_give")


def _give_up_answer(state: State, frame: Frame, action: Action) -> None:
    _site_choice_answer(state, frame, action, _event(state))


# --- pass_hands (Feast of Fools) ----------------------------------------------------

class PassHandsArgs(Strict):
    to: Literal["next_seat"] = Field("next_seat", description="each hand goes to the next player in turn order (left)")


def _pass_run(state: State, frame: Frame) -> None:
    pop(state)
    b = state.board
    n = len(state.seats)
    hands = b.hands
    b.hands = [hands[(s - 1) % n] for s in range(n)]
    short = b.short
    b.short = [short[(s - 1) % n] for s in range(n)]  # a short hand stays short until its next refill
    for s in range(n):
        for uid in b.hands[s]:
            learn(state, b.known, s, uid)  # the receiver sees its new hand; the giver still knows it
    state.barrier = True  # whoever acted, hands changed owners: no undo across it
    state.say("Every player passes their hand to the left")


ATTACK_OPS = {
    "burn": Op("burn", _burn_run, None, BurnArgs,
               "Fire: site cards are lost, by a die roll per card or one card per full lot."),
    "destroy_target": Op("destroy_target", _destroy_run, None, DestroyTargetArgs,
                         "Witch: the targeted site card goes under the pile (after a roll in family mode)."),
    "take_target": Op("take_target", _take_run, None, TakeTargetArgs,
                      "Gold Coins: the targeted card moves to the attacker's site."),
    "block_site": Op("block_site", _block_run, None, BlockSiteArgs,
                     "Mage: the card stays on the victim's site, which is blocked until the attacker's next turn."),
}

EVENT_OPS = {
    "forbid": Op("forbid", _forbid_run, None, ForbidArgs,
                 "For the coming round: forbid placing materials, playing cards, or building."),
    "cull_site": Op("cull_site", _cull_run, _cull_answer, CullSiteArgs,
                    "Each seat removes a share of some materials from its site, choosing which."),
    "give_up_site_card": Op("give_up_site_card", _give_up_run, _give_up_answer, GiveUpSiteCardArgs,
                            "Each seat with a site card gives cards of its choice up, under the pile."),
    "pass_hands": Op("pass_hands", _pass_run, None, PassHandsArgs,
                     "Every hand passes to the next seat in turn order."),
}

"""The operations Caleira's cards use in their ``on_reveal`` lists.

Every operation is resolved by ``ctx["resolver"]``, the seat whose gallery held
the card (its former owner when it fires from the discard).
"""
from __future__ import annotations

from typing import Literal

from pydantic import Field

from caylus_desktop.engine.actions import Action
from caylus_desktop.engine.interpreter import ask, pop, push, update
from caylus_desktop.engine.messages import Message
from caylus_desktop.engine.ops import Op, Strict
from caylus_desktop.engine.ops import reorder
from caylus_desktop.engine.ops.choice import Repeat, choose_one, chosen, first_of_kind, kinds, optional, select_target
from caylus_desktop.engine.ops.knowledge import learn
from caylus_desktop.engine.state import CardRef, Frame, SeatRef, State
from caylus_desktop.games.caleira.pieces import (card, knock_out, piece_actions,
                                                  piece_name, targets, to_discard, turn_up)


def _title(state: State, frame: Frame) -> CardRef:
    """The card resolving, which each of its prompts names first ("Trebuchet: choose…")."""
    return CardRef(state.board.kinds[frame.ctx["source"]])


def _piece(state: State, action: Action) -> tuple[int, int, int]:
    seat, pos = action.args
    return seat, pos, state.board.galleries[seat][pos]


# --- destroy -------------------------------------------------------------------

class DestroyArgs(Strict):
    may_choose_itself: bool = Field(True, description="the card resolving may pick itself (a way to pass)")


def _destroy_run(state: State, frame: Frame) -> None:
    owner, source = frame.ctx["resolver"], frame.ctx["source"]
    exclude = () if frame.args.may_choose_itself else (source,)
    choices = targets(state, owner, face_down_only=False, exclude=exclude)
    if not select_target(state, owner, Message("{}: choose a piece to destroy", (_title(state, frame),)),
                         piece_actions(state, "destroy", lambda p: Message("Destroy {}", (p,)), choices, owner),
                         "destroy_target"):
        pop(state)
        state.say("{}'s {} finds nothing to destroy", SeatRef(owner), CardRef(state.board.kinds[source]))


def _destroy_answer(state: State, frame: Frame, action: Action) -> None:
    pop(state)
    b = state.board
    seat, _, uid = _piece(state, action)
    c = card(state, uid)
    if c.indestructible:
        state.say("{} targets {}'s {}: it cannot be destroyed", SeatRef(frame.ctx["resolver"]), SeatRef(seat), CardRef(c.id))
        if not b.face_up[uid] and turn_up(state, uid, True, seat):
            b.queue.append((uid, seat))
        return
    was_down = not b.face_up[uid]
    to_discard(state, b.galleries[seat], [uid])
    state.say("{} destroys {}'s {}", SeatRef(frame.ctx["resolver"]), SeatRef(seat), CardRef(c.id), scoring=True)
    if c.knockout_when_destroyed:
        knock_out(state, seat)
        if b.over:
            return
    if was_down and c.on_reveal and not b.out[seat]:
        b.queue.append((uid, seat))


# --- flip ----------------------------------------------------------------------

class FlipArgs(Strict):
    to: Literal["up", "down"]
    count: int = Field(1, ge=1, description="at most this many pieces")
    at_least: int = Field(1, ge=0, description="must flip this many when targets allow")
    fire_effects: bool = Field(False, description="pieces turned up fire their on-reveal effect")


def _flip_run(state: State, frame: Frame) -> None:
    args: FlipArgs = frame.args
    owner = frame.ctx["resolver"]
    picked = frame.ctx.get("chosen", ())
    repeat = Repeat(args.count, args.at_least)  # one piece per decision
    choices = targets(state, owner, face_down_only=args.to == "up", exclude=picked) if repeat.more(len(picked)) else []
    if not choices:
        _flip_finish(state, frame)
        return
    up = args.to == "up"
    label = (lambda p: Message("Turn {} face up", (p,))) if up else (lambda p: Message("Turn {} face down", (p,)))
    options = piece_actions(state, "flip", label, choices, owner)
    if repeat.may_stop(len(picked)):
        stop = Message("Stop here") if picked else (Message("Reveal none") if up else Message("Turn none face down"))
        options.append(Action("stop", (), stop))
    if up:
        prompt = Message("{}: choose another piece to turn face up") if picked else Message("{}: choose a piece to turn face up")
    else:
        prompt = Message("{}: choose another piece to turn face down") if picked else Message("{}: choose a piece to turn face down")
    ask(state, owner, Message(prompt.id, (_title(state, frame),)), options, f"flip_{args.to}")


def _flip_answer(state: State, frame: Frame, action: Action) -> None:
    if action.kind == "stop":
        _flip_finish(state, frame)
        return
    b = state.board
    seat, pos, uid = _piece(state, action)
    fired = frame.ctx.get("fired", ())
    if frame.args.to == "up":
        if turn_up(state, uid, frame.args.fire_effects, seat):
            fired += ((uid, seat),)
    else:
        # a face-down target stays as it is: a legal, pointless choice. The public log names
        # only a piece everyone saw face up, never one that only the resolver knows.
        was_up = b.face_up[uid]
        b.face_up[uid] = False
        state.say("{} turns {}'s {} face down", SeatRef(frame.ctx["resolver"]), SeatRef(seat),
                  CardRef(b.kinds[uid]) if was_up else "piece", scoring=True)
    update(state, chosen=frame.ctx.get("chosen", ()) + (uid,), fired=fired)


def _flip_finish(state: State, frame: Frame) -> None:
    pop(state)
    fired = frame.ctx.get("fired", ())
    if len(fired) >= 2:
        push(state, "order_effects", None, items=fired)
    else:
        state.board.queue.extend(fired)


def _order_run(state: State, frame: Frame) -> None:
    """Two effects revealed at once: the active seat picks which resolves first."""
    items = frame.ctx["items"]
    b = state.board
    if len(items) <= 1:
        b.queue.extend(items)
        pop(state)
        return
    def spot(item: tuple[int, int]) -> str | None:
        where = b.locate(item[0])
        return f"gallery:{where[0]}:{where[1]}" if where else None

    options = choose_one("first", items, lambda it: Message("Resolve {} ({}) first", (CardRef(b.kinds[it[0]]), SeatRef(it[1]))),
                         spot)
    ask(state, b.active, Message("Two revealed effects: which resolves first?"), options, "order_effects")


def _order_answer(state: State, frame: Frame, action: Action) -> None:
    items = frame.ctx["items"]
    i = action.args[0]
    state.board.queue.append(chosen(items, action))
    update(state, items=items[:i] + items[i + 1:])


# --- peek ----------------------------------------------------------------------

class PeekArgs(Strict):
    then_may_reveal: bool = Field(True, description="after looking, the resolver may turn the piece face up (its effect fires)")


def _peek_run(state: State, frame: Frame) -> None:
    owner = frame.ctx["resolver"]
    looked = frame.ctx.get("looked")
    if looked is None:
        choices = targets(state, owner, face_down_only=True)
        if not select_target(state, owner, Message("{}: choose a face-down piece to look at", (_title(state, frame),)),
                             piece_actions(state, "look", lambda p: Message("Look at {}", (p,)), choices, owner),
                             "peek_target"):
            pop(state)
        return
    seat, pos = looked
    name = piece_name(state, seat, pos, owner)
    ask(state, owner, Message("{}: you saw {}. Turn it face up?", (_title(state, frame), name)),
        optional([Action("reveal", (seat, pos), Message("Turn {} face up", (name,)), f"gallery:{seat}:{pos}")],
                 Action("keep", (), Message("Leave it face down"))), "peek_reveal")


def _peek_answer(state: State, frame: Frame, action: Action) -> None:
    owner = frame.ctx["resolver"]
    b = state.board
    if action.kind == "look":
        seat, pos, uid = _piece(state, action)
        learn(state, b.known, owner, uid)
        state.say("{} looks at a face-down piece of {}", SeatRef(owner), SeatRef(seat))
        state.say("You see {}", CardRef(b.kinds[uid]), only=owner)
        if frame.args.then_may_reveal:
            update(state, looked=(seat, pos))
        else:
            pop(state)
        return
    pop(state)
    if action.kind == "reveal":
        seat, pos, uid = _piece(state, action)
        if turn_up(state, uid, True, seat):
            b.queue.append((uid, seat))


# --- reorder_top ---------------------------------------------------------------

class ReorderTopArgs(Strict):
    count: int = Field(3, ge=1, description="how many cards from the top of the deck")


def _reorder_run(state: State, frame: Frame) -> None:
    owner = frame.ctx["resolver"]
    b = state.board
    pool = frame.ctx.get("pool")
    if pool is None:
        top = reorder.top(b.deck, frame.args.count)
        k = len(top)
        for uid in top:
            learn(state, b.known, owner, uid)
        state.say(Message("{} looks at the top card of the deck", (SeatRef(owner), k),
                          "{} looks at the top {} cards of the deck", 1))
        if top:
            state.say("Top of the deck: " + ", ".join("{}" for _ in top), *(CardRef(b.kinds[u]) for u in top), only=owner)
        if reorder.settled(top, b.kinds):
            pop(state)  # nothing to reorder
            return
        update(state, pool=top, order=())
        return
    if reorder.settled(pool, b.kinds):
        _reorder_finish(state, frame.ctx["order"] + pool)
        return
    names = kinds(pool, b.kinds)
    title, n = _title(state, frame), len(frame.ctx["order"]) + 1
    if n == 1:
        prompt = Message("{}: which card goes on top?", (title,))
        options = [Action("put", (k,), Message("{} on top", (CardRef(k),)), f"deck:{k}") for k in names]
    else:
        prompt = Message("{}: which card goes in position {}?", (title, n))
        options = [Action("put", (k,), Message("{} in position {}", (CardRef(k), n)), f"deck:{k}") for k in names]
    ask(state, owner, prompt, options, "reorder_top")


def _reorder_answer(state: State, frame: Frame, action: Action) -> None:
    pool, order = reorder.place(frame.ctx["pool"], frame.ctx["order"], action.args[0], state.board.kinds)
    update(state, pool=pool, order=order)


def _reorder_finish(state: State, top_first: tuple[int, ...]) -> None:
    pop(state)
    reorder.put_back(state.board.deck, top_first)


# --- swap_hand_card ------------------------------------------------------------

class SwapHandCardArgs(Strict):
    pass


def _swap_run(state: State, frame: Frame) -> None:
    owner = frame.ctx["resolver"]
    b = state.board
    step = frame.ctx.get("step", "name")
    if step == "name":
        others = [s for s in b.in_play() if s != owner and b.hands[s]]
        if b.out[owner] or not b.hands[owner] or not others:
            state.say("{}'s {}: nobody can swap", SeatRef(owner), CardRef(b.kinds[frame.ctx["source"]]))
            pop(state)
            return
        ask(state, owner, Message("{}: name a player to swap a card with", (_title(state, frame),)),
            [Action("name", (s,), Message("Swap with {}", (SeatRef(s),)), f"seat:{s}") for s in others], "swap_name")
        return
    seat = owner if step == "give" else frame.ctx["named"]
    ask(state, seat, Message("{}: choose a card from your hand to swap", (_title(state, frame),)),
        [Action("give", (k,), Message("Give {}", (CardRef(k),)), f"hand:{k}") for k in kinds(b.hands[seat], b.kinds)],
        "swap_give")


def _swap_answer(state: State, frame: Frame, action: Action) -> None:
    b = state.board
    owner = frame.ctx["resolver"]
    step = frame.ctx.get("step", "name")
    if step == "name":
        update(state, step="give", named=action.args[0])
        return
    if step == "give":
        # by uid, not kind: a world re-dealt for the named seat keeps the choice valid
        given = first_of_kind(b.hands[owner], b.kinds, action.args[0])
        update(state, step="take", given=given)
        return
    pop(state)
    named = frame.ctx["named"]
    mine = frame.ctx["given"]
    theirs = first_of_kind(b.hands[named], b.kinds, action.args[0])
    b.hands[owner].remove(mine)
    b.hands[named].remove(theirs)
    b.hands[owner].append(theirs)
    b.hands[named].append(mine)
    learn(state, b.known, owner, theirs)
    learn(state, b.known, named, mine)
    state.say("{} and {} swap a card", SeatRef(owner), SeatRef(named))
    state.say("You give {} and receive {}", CardRef(b.kinds[mine]), CardRef(b.kinds[theirs]), only=owner)
    state.say("You give {} and receive {}", CardRef(b.kinds[theirs]), CardRef(b.kinds[mine]), only=named)


CARD_OPS = {
    "destroy": Op("destroy", _destroy_run, _destroy_answer, DestroyArgs,
                  "Choose one piece in any gallery and destroy it (indestructible pieces are turned up instead)."),
    "flip": Op("flip", _flip_run, _flip_answer, FlipArgs,
               "Turn pieces face up (optionally firing their effects) or face down."),
    "peek": Op("peek", _peek_run, _peek_answer, PeekArgs,
               "Privately look at one face-down piece, then optionally turn it face up."),
    "reorder_top": Op("reorder_top", _reorder_run, _reorder_answer, ReorderTopArgs,
                      "Look at the top cards of the deck and put them back in any order."),
    "swap_hand_card": Op("swap_hand_card", _swap_run, _swap_answer, SwapHandCardArgs,
                         "Name another player; each secretly picks a card from hand and the two are swapped."),
    "order_effects": Op("order_effects", _order_run, _order_answer, None,
                        "The active seat orders effects revealed at the same time."),
}

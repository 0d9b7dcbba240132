"""Setup and the turn: draw, play a card to either end of your gallery, resolve."""
from __future__ import annotations

from caylus_desktop.engine.actions import Action
from caylus_desktop.engine.interpreter import ask, pop, push, push_effects, update
from caylus_desktop.engine.messages import Message
from caylus_desktop.engine.ops import Op
from caylus_desktop.engine.ops.cards import deal, draw
from caylus_desktop.engine.ops.choice import first_of_kind, kinds
from caylus_desktop.engine.ops.knowledge import learn
from caylus_desktop.engine.ops.seats import next_seat
from caylus_desktop.engine.state import CardRef, Frame, SeatRef, State
from caylus_desktop.games.caleira.board import Board
from caylus_desktop.games.caleira.pieces import card, make_public

# a placement's label by face and gallery end (None: the gallery is empty, one end only)
_PLACES = {
    ("up", None): Message("{} face up"), ("down", None): Message("{} face down"),
    ("up", "left"): Message("{} face up at the left end"), ("up", "right"): Message("{} face up at the right end"),
    ("down", "left"): Message("{} face down at the left end"), ("down", "right"): Message("{} face down at the right end"),
}


def setup(state: State) -> None:
    defs = state.defs
    n = len(state.seats)
    kinds, remove = defs.deck_for(n, bool(state.options["moat"]))
    b = Board(kinds, n)
    state.board = b
    b.deck = list(range(len(kinds)))
    state.rng.shuffle(b.deck)
    for _ in range(remove):
        b.removed.append(b.deck.pop())
    deal(b.deck, b.hands, defs.hand_size, learn=lambda seat, uid: learn(state, b.known, seat, uid))
    first = state.rng.below(n)
    if remove:
        state.say("A deck of {} cards ({} set aside unseen); {} plays first", len(kinds) - remove, remove, SeatRef(first))
    else:
        state.say("A deck of {} cards; {} plays first", len(kinds), SeatRef(first))
    push(state, "game", None, next=first)


def _game_run(state: State, frame: Frame) -> None:
    b: Board = state.board
    players = b.in_play()
    if b.over or len(players) <= 1 or (not b.deck and not any(b.hands[s] for s in players)):
        b.over = True
        pop(state)
        state.say("The game is over", scoring=True)
        return
    n = len(state.seats)
    seat = next_seat(frame.ctx["next"], n, out=b.out)  # a knocked-out seat is passed over
    update(state, next=(seat + 1) % n)
    push(state, "turn", None, resolver=seat, step="draw")


def _turn_run(state: State, frame: Frame) -> None:
    b: Board = state.board
    seat, step = frame.ctx["resolver"], frame.ctx["step"]
    if step == "draw":
        b.turn += 1
        b.active = seat
        state.stage = (b.turn, SeatRef(seat))  # the log's headers
        if b.deck:
            (uid,) = draw(b.deck, b.hands[seat], 1, learn=lambda uid: learn(state, b.known, seat, uid)).cards
            state.barrier = True  # the turn has passed: no undo across it
            state.say("{} draws a card", SeatRef(seat))
            state.say("You draw {}", CardRef(b.kinds[uid]), only=seat)
        update(state, step="play")
        return
    if step == "play":
        if b.out[seat] or not b.hands[seat]:
            if not b.out[seat]:
                state.say("{} has no card to play", SeatRef(seat))
            pop(state)
            return
        ask(state, seat, Message("Choose a card to play"),
            [Action("play", (k,), Message("Play {}", (CardRef(k),)), f"hand:{k}") for k in kinds(b.hands[seat], b.kinds)],
            "play_card")
        return
    if step == "place":
        c = state.defs.card(frame.ctx["card"])
        ends = ("left", "right") if b.galleries[seat] else ("left",)
        faces = ("up", "down") if c.playable_face_up else ("down",)
        name = CardRef(c.id)
        options = []
        for face in faces:
            for end in ends:
                label = _PLACES[face, end if len(ends) > 1 else None]
                options.append(Action("place", (end, face), Message(label.id, (name,)), f"gallery:{seat}:{end}"))
        ask(state, seat, Message("Place {} in your gallery", (name,)), options, "place_card")
        return
    pop(state)  # step "end": the reveal queue has run dry


def _turn_answer(state: State, frame: Frame, action: Action) -> None:
    b: Board = state.board
    seat = frame.ctx["resolver"]
    if action.kind == "play":
        update(state, step="place", card=action.args[0])
        return
    end, face = action.args
    uid = first_of_kind(b.hands[seat], b.kinds, frame.ctx["card"])
    b.hands[seat].remove(uid)
    gallery = b.galleries[seat]
    if end == "left":
        gallery.insert(0, uid)
    else:
        gallery.append(uid)
    update(state, step="end")
    push(state, "resolve")
    if face == "up":
        b.face_up[uid] = True
        make_public(state, uid)
        state.say("{} plays {} face up on the {}", SeatRef(seat), CardRef(b.kinds[uid]), end, scoring=True)
        if card(state, uid).on_reveal:
            b.queue.append((uid, seat))
    else:
        state.say("{} plays a card face down on the {}", SeatRef(seat), end, scoring=True)


def _resolve_run(state: State, frame: Frame) -> None:
    """Revealed effects resolve first in, first out, each by its owner."""
    b: Board = state.board
    if not b.queue:
        pop(state)
        return
    uid, owner = b.queue.pop(0)
    if b.out[owner]:
        return
    state.say("{}'s {} takes effect", SeatRef(owner), CardRef(b.kinds[uid]))
    push_effects(state, card(state, uid).on_reveal, resolver=owner, source=uid)


FLOW_OPS = {
    "game": Op("game", _game_run, None, None, "Caleira: hand the turn round the table until the cards run out."),
    "turn": Op("turn", _turn_run, _turn_answer, None, "Caleira: draw, play a card to either end of the gallery, resolve."),
    "resolve": Op("resolve", _resolve_run, None, None, "Caleira: resolve the reveal queue, first in, first out."),
}

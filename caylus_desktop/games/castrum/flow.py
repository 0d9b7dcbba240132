"""Setup, rounds, the turn (play or discard as the file's ranges allow, build, change x2, refill), attacks
and events."""
from __future__ import annotations

from caylus_desktop.engine.actions import Action
from caylus_desktop.engine.interpreter import ask, pop, push, push_effects, update
from caylus_desktop.engine.messages import Message, listed
from caylus_desktop.engine.ops import Op
from caylus_desktop.engine.ops.cards import deal
from caylus_desktop.engine.ops.choice import first_of_kind, kinds
from caylus_desktop.engine.ops.die import roll
from caylus_desktop.engine.ops.knowledge import learn, reveal
from caylus_desktop.engine.ops.seats import round_from
from caylus_desktop.engine.state import CardRef, Frame, SeatRef, State
from caylus_desktop.games.castrum.board import Board
from caylus_desktop.games.castrum.pieces import (affordable, build_plan, castle_complete,
                                                 refill, site_units, under_pile)
from caylus_desktop.games.castrum.tables import tables


# --- setup ---------------------------------------------------------------------------

def settings(options: dict) -> tuple[bool, int]:
    """(expert, round limit) from the options; ``intro`` means family + classic."""
    if options.get("intro"):
        return False, 0
    return options.get("mode") == "expert", int(options.get("rounds", 0))


def _first_player(state: State, expert: bool) -> int:
    n = len(state.seats)
    how = state.defs.first_player.expert if expert else state.defs.first_player.family
    if how == "random":
        return state.rng.below(n)
    contenders = list(range(n))
    while True:  # highest roll starts; the tied re-roll [P ruling 12]
        rolls = [(roll(state.rng, state.defs.die_sides), s) for s in contenders]
        best = max(r for r, _ in rolls)
        state.say(Message("First player rolls: {}", (listed([Message("{} {}", (SeatRef(s), r)) for r, s in rolls]),)))
        contenders = [s for r, s in rolls if r == best]
        if len(contenders) == 1:
            return contenders[0]


def setup(state: State) -> None:
    defs = state.defs
    n = len(state.seats)
    kinds = defs.deck()
    b = Board(tables(defs), kinds, n)
    state.board = b
    b.expert, b.round_limit = settings(state.options)
    b.built = [[0] * len(defs.pieces) for _ in range(n)]
    b.pile = list(range(len(kinds)))
    state.rng.shuffle(b.pile)
    deal(b.pile, b.hands, defs.hand_size, learn=lambda seat, uid: learn(state, b.known, seat, uid))
    b.first = _first_player(state, b.expert)
    b.round = 1
    first = SeatRef(b.first)
    if b.round_limit:
        opening = (Message("Castrum, expert rules, timed game of {} rounds: {} plays first") if b.expert
                   else Message("Castrum, family rules, timed game of {} rounds: {} plays first"))
        state.say(Message(opening.id, (b.round_limit, first)))
    else:
        opening = (Message("Castrum, expert rules, classic game: {} plays first") if b.expert
                   else Message("Castrum, family rules, classic game: {} plays first"))
        state.say(Message(opening.id, (first,)))
    push(state, "game", None, idx=0)


# --- rounds -----------------------------------------------------------------------------

def _end_game(state: State, why: Message) -> None:
    state.board.over = True
    state.board.active = -1
    state.stack.clear()
    state.pending = None
    state.say(why, scoring=True)


def _game_run(state: State, frame: Frame) -> None:
    b: Board = state.board
    if b.over:
        pop(state)
        return
    n = len(state.seats)
    idx = frame.ctx["idx"]
    if idx == -1:  # the event is over: a new round
        b.round += 1
        state.stage = (b.round, None)  # the log's headers
        update(state, idx=0)
        state.say("Round {} begins", b.round)
        return
    if idx < n:
        update(state, idx=idx + 1)
        push(state, "turn", None, resolver=round_from(b.first, n)[idx], step="start", mode="", played=0,
             wheel=0, discarded=0)
        return
    if b.round_limit and b.round >= b.round_limit:
        _end_game(state, Message("The last round is over: the game ends"))  # no roll after it [P]
        return
    if not b.round_limit and b.round >= state.defs.classic_round_cap:
        b.capped = True
        _end_game(state, Message("The safety cap on rounds is reached: the game ends on points"))
        return
    update(state, idx=-1)
    push(state, "event")


def _event_run(state: State, frame: Frame) -> None:
    """End of a round: roll the die; the event applies at once or to the coming round."""
    pop(state)
    b: Board = state.board
    rolled = roll(state.rng, state.defs.die_sides)
    event = state.defs.event_for(rolled)
    b.forbid_place = ()
    b.forbid_play = ()
    b.no_build = False
    b.event = event.id
    state.stage = (b.round, "event")
    state.say("End of round {}: the die shows {}, {}", b.round, rolled, CardRef("event:" + event.id))
    push_effects(state, event.effects)


# --- the turn ---------------------------------------------------------------------------

def _act(state: State, kind: str, args: tuple, seat: int = -1) -> Action:
    """Actions are immutable: build each once per rules set and reuse it."""
    cache = state.board.t.actions
    key = (kind, args, seat)
    a = cache.get(key)
    if a is None:
        a = cache[key] = _make_action(state.board.t, kind, args, seat)
    return a


def _make_action(t, kind: str, args: tuple, seat: int) -> Action:
    if kind == "play":
        return Action(kind, args, Message("Play {}", (CardRef(args[0]),)), f"hand:{args[0]}")
    if kind == "discard":
        return Action(kind, args, Message("Discard {}", (CardRef(args[0]),)), f"hand:{args[0]}")
    if kind == "build":
        return Action(kind, args, Message("Build a {}", (CardRef("piece:" + args[0]),)), f"castle:{seat}:{args[0]}")
    if kind == "change":
        where, cid = args
        c = t.card[cid]
        names = (CardRef(cid), CardRef(c.changes_into))
        if where == "hand":
            return Action(kind, args, Message("Change the {} in your hand for 2 {}", names), f"hand:{cid}")
        return Action(kind, args, Message("Change the {} on your site for 2 {}", names), f"site:{seat}:card:{cid}")
    if kind == "end":
        return Action(kind, args, Message("End your turn"))
    raise ValueError(kind)


def victims(state: State, seat: int, cid: str) -> list[int]:
    """Opponents an attack may land on (never your own site) [P ruling 9]."""
    b: Board = state.board
    c = b.t.card[cid]
    out = []
    for s in range(len(state.seats)):
        if s == seat:
            continue
        if c.target == "card" and not _card_targets(state, s, c):
            continue
        out.append(s)
    return out


def _card_targets(state: State, victim: int, c) -> list[str]:
    b: Board = state.board
    mats = c.target_materials
    site, names = b.sites[victim], b.kinds
    if mats:
        material = b.t.material
        site = [u for u in site if material[names[u]] in mats]
    return kinds(site, names)


def _play_limit(state: State, ctx: dict) -> int:
    if ctx["wheel"]:
        b = state.board
        return 1 + b.t.card[b.kinds[ctx["wheel"] - 1]].wheel.extra_materials
    return state.defs.play.max


def main_options(state: State, ctx: dict) -> list[Action]:
    b: Board = state.board
    defs = state.defs
    t = b.t
    seat = ctx["resolver"]
    mode = ctx["mode"]
    hand = b.hands[seat]
    blocked = b.blocked(seat)
    kinds = b.kinds
    opts: list[Action] = []
    hand_kinds = list(dict.fromkeys(kinds[u] for u in hand))
    if mode != "discard" and not blocked and ctx["played"] < _play_limit(state, ctx):
        first = ctx["played"] == 0
        family, material = t.family, t.material
        for k in hand_kinds:
            fam = family[k]
            if fam == "material":
                if material[k] in b.forbid_place:
                    continue
            elif fam == "special":
                if not first:  # the Wheel must be the first card of the turn [S]
                    continue
            elif fam == "attack":
                if ctx["wheel"] or k in b.forbid_play or not victims(state, seat, k):
                    continue
            else:
                continue  # defences are only played against an attack
            opts.append(_act(state, "play", (k,)))
    if mode != "play" and ctx["discarded"] < defs.discard.max:
        for k in hand_kinds:
            opts.append(_act(state, "discard", (k,)))
    if not blocked and not b.no_build and b.sites[seat]:
        built = b.built[seat]
        units = site_units(state, seat)
        for i, p in enumerate(t.pieces):
            if built[i] < p.per_player and affordable(units, p.needs):
                opts.append(_act(state, "build", (p.id,), seat))
    x2 = t.x2
    searched = ctx.get("searched", ())  # x2 types whose search of the pile failed this turn
    # a change in hand adds a card: only while the hand has room for it, so the hand never ends a
    # turn above 5 (« Veillez à bien avoir toujours 5 cartes dans votre jeu ! ») [P ruling]
    hand_may_change = t.change_in_hand == "while_hand_has_room" and len(hand) < t.hand_size
    for where, zone in (("hand", hand if hand_may_change else ()), ("site", () if blocked else b.sites[seat])):
        offered = ()
        for u in zone:
            k = kinds[u]
            if k in x2 and k not in offered and k not in searched:
                offered += (k,)
                # offered whatever the hidden pile holds, so that offering it tells nothing (ruling)
                if defs.change_offered == "always" or _pile_count(b, t.changes_into[k]) >= 2:
                    opts.append(_act(state, "change", (where, k), seat))
    done = (ctx["played"] >= defs.play.min) if mode == "play" else (ctx["discarded"] >= defs.discard.min)
    if done or not hand or blocked:  # a Mage-blocked seat may pass [P]
        opts.append(_act(state, "end", ()))
    return opts


def _pile_count(b: Board, cid: str) -> int:
    kinds = b.kinds
    n = 0
    for u in b.pile:
        if kinds[u] == cid:
            n += 1
            if n >= 2:
                break
    return n


def _turn_run(state: State, frame: Frame) -> None:
    b: Board = state.board
    ctx = frame.ctx
    seat, step = ctx["resolver"], ctx["step"]
    if step == "main":
        ask(state, seat, _main_prompt(state, ctx), main_options(state, ctx), "turn")
        return
    if step == "start":
        b.active = seat
        state.stage = (b.round, SeatRef(seat))
        # the seat's Mages (the cards that block a site) leave at the start of its turn [S]
        for m in [m for m in b.mages if m[1] == seat]:
            b.mages.remove(m)
            under_pile(state, m[0])
            state.say("{}'s {} leaves {}'s site", SeatRef(seat), CardRef(b.kinds[m[0]]), SeatRef(m[2]))
        state.say("{}'s turn", SeatRef(seat))
        update(state, step="main")
        return
    if step == "victim":
        cid = b.kinds[ctx["card"]]
        ask(state, seat, Message("{}: choose the site to attack", (CardRef(cid),)),
            [Action("victim", (s,), Message("Attack {}'s site", (SeatRef(s),)), f"site:{s}") for s in victims(state, seat, cid)],
            "attack_site")
        return
    if step == "target":
        c = state.board.t.card[b.kinds[ctx["card"]]]
        v = ctx["victim"]
        ask(state, seat, Message("{}: choose the card on {}'s site", (CardRef(c.id), SeatRef(v))),
            [Action("target", (k,), Message("{} on {}", (CardRef(c.id), CardRef(k))), f"site:{v}:card:{k}")
             for k in _card_targets(state, v, c)], "attack_card")
        return
    # step "end": the Wheel leaves, refill to 5 [S]
    pop(state)
    if ctx["wheel"] and state.board.t.card[b.kinds[ctx["wheel"] - 1]].wheel.leaves_site_at_end_of_turn:
        uid = ctx["wheel"] - 1
        if uid in b.sites[seat]:
            b.sites[seat].remove(uid)
            under_pile(state, uid)
    refill(state, seat)
    b.active = -1


def _main_prompt(state: State, ctx: dict) -> Message:
    if ctx["mode"] == "play":
        return Message("Play another card, build, or end your turn")
    if ctx["mode"] == "discard":
        return Message("Discard another card, build, or end your turn")
    t = state.defs
    if state.board.blocked(ctx["resolver"]):
        return Message("A Mage blocks your site: discard {} cards or end your turn", (_span(t.discard),))
    return Message("Play {} cards, or discard {}", (_span(t.play), _span(t.discard)))


def _span(r) -> Message | int:
    """A range of card counts from the rules file, in words: "1 or 2", "1 to 3"."""
    if r.max == r.min + 1:
        return Message("{} or {}", (r.min, r.max))
    return Message("{} to {}", (r.min, r.max)) if r.max > r.min else r.min


def _take_from_hand(b: Board, seat: int, cid: str) -> int:
    hand = b.hands[seat]
    kinds = b.kinds
    for i, u in enumerate(hand):
        if kinds[u] == cid:
            del hand[i]
            return u
    raise ValueError(cid)


def _turn_answer(state: State, frame: Frame, action: Action) -> None:
    b: Board = state.board
    defs = state.defs
    ctx = frame.ctx
    seat = ctx["resolver"]
    kind = action.kind
    if kind == "play":
        cid = action.args[0]
        uid = _take_from_hand(b, seat, cid)
        c = state.board.t.card[cid]
        if c.family == "attack":
            b.in_play.append(uid)
            state.say("{} plays {}", SeatRef(seat), CardRef(cid))
            vs = victims(state, seat, cid)
            if len(vs) > 1:
                update(state, step="victim", card=uid)
            else:
                _aimed(state, ctx, uid, vs[0])
            return
        b.sites[seat].append(uid)
        state.say("{} puts {} on their site", SeatRef(seat), CardRef(cid))
        update(state, mode="play", played=ctx["played"] + 1, wheel=uid + 1 if c.wheel else ctx["wheel"])
        return
    if kind == "discard":
        uid = _take_from_hand(b, seat, action.args[0])
        under_pile(state, uid)
        state.say("{} discards a card", SeatRef(seat))
        state.say("You discard {}", CardRef(action.args[0]), only=seat)
        update(state, mode="discard", discarded=ctx["discarded"] + 1)
        return
    if kind == "build":
        _build(state, seat, action.args[0])
        return
    if kind == "change":
        if not _change(state, seat, *action.args):
            update(state, searched=ctx.get("searched", ()) + (action.args[1],))
        return
    if kind == "victim":
        _aimed(state, ctx, ctx["card"], action.args[0])
        return
    if kind == "target":
        v = ctx["victim"]
        target = first_of_kind(b.sites[v], b.kinds, action.args[0])
        _launch(state, ctx, ctx["card"], v, target)
        return
    update(state, step="end")  # "end"


def _aimed(state: State, ctx: dict, uid: int, victim: int) -> None:
    b: Board = state.board
    c = state.board.t.card[b.kinds[uid]]
    if c.target == "card":
        options = _card_targets(state, victim, c)
        if len(options) > 1:
            update(state, step="target", card=uid, victim=victim)
            return
        target = first_of_kind(b.sites[victim], b.kinds, options[0])
        _launch(state, ctx, uid, victim, target)
        return
    _launch(state, ctx, uid, victim, -1)


def _launch(state: State, ctx: dict, uid: int, victim: int, target: int) -> None:
    """The attack lands: the turn goes on once the attacked seat has answered it."""
    b: Board = state.board
    if target >= 0:
        state.say("{} aims {} at {}'s {}", SeatRef(ctx["resolver"]), CardRef(b.kinds[uid]), SeatRef(victim), CardRef(b.kinds[target]))
    else:
        state.say("{} aims {} at {}'s site", SeatRef(ctx["resolver"]), CardRef(b.kinds[uid]), SeatRef(victim))
    update(state, step="main", mode="play", played=ctx["played"] + 1, card=-1, victim=-1)
    push(state, "attack", None, resolver=ctx["resolver"], victim=victim, source=uid, target=target, step="ask")


def _build(state: State, seat: int, piece: str) -> None:
    b: Board = state.board
    defs = state.defs
    index = next(i for i, p in enumerate(defs.pieces) if p.id == piece)
    used = build_plan(state, seat, index)
    for uid in used:
        b.sites[seat].remove(uid)
        under_pile(state, uid)
    b.built[seat][index] += 1
    state.say("{} builds a {}", SeatRef(seat), CardRef("piece:" + piece), scoring=True)
    if castle_complete(state, seat):
        b.winner = seat
        _end_game(state, Message("The castle is complete!"))


def _change(state: State, seat: int, where: str, cid: str) -> bool:
    """The x2 change rule: two singles from the pile replace the card, then shuffle [S].

    The pile is searched in the open; with fewer than two singles nothing is exchanged
    (ruling, see change_offered). False when the search failed.
    """
    b: Board = state.board
    single = state.board.t.card[cid].changes_into
    zone = b.hands[seat] if where == "hand" else b.sites[seat]
    found = [u for u in reversed(b.pile) if b.kinds[u] == single][:2]
    if len(found) < 2:
        state.rng.shuffle(b.pile)
        state.say("{} searches the pile for 2 {}: there are not two, nothing is exchanged",
                  SeatRef(seat), CardRef(single))
        return False
    uid = next(u for u in zone if b.kinds[u] == cid)
    zone.remove(uid)
    for u in found:
        b.pile.remove(u)
        zone.append(u)
        reveal(state, b.known, u)  # shown to everyone as they are taken
    under_pile(state, uid)
    state.rng.shuffle(b.pile)
    if where == "hand":
        state.say("{} changes {} in their hand for 2 {}", SeatRef(seat), CardRef(cid), CardRef(single))
    else:
        state.say("{} changes {} on their site for 2 {}", SeatRef(seat), CardRef(cid), CardRef(single))
    return True


# --- attacks and out-of-turn defence ------------------------------------------------------

def _attack_run(state: State, frame: Frame) -> None:
    b: Board = state.board
    ctx = frame.ctx
    uid = ctx["source"]
    if ctx["step"] == "ask":
        victim = ctx["victim"]
        c = state.board.t.card[b.kinds[uid]]
        opts = [Action("allow", (), Message("Let the {} through", (CardRef(c.id),)), f"site:{victim}")]
        defence = c.defended_by
        if defence and any(b.kinds[u] == defence for u in b.hands[victim]):
            opts.append(Action("defend", (defence,), Message("Play {} to cancel the {}", (CardRef(defence), CardRef(c.id))),
                               f"hand:{defence}"))
        # always asked, so that asking gives nothing away about the hand
        ask(state, victim, Message("{} attacks your site with {}", (SeatRef(ctx["resolver"]), CardRef(c.id))), opts, "defend")
        return
    pop(state)  # step "done": the spent attack card goes under the pile (a Mage stays)
    if uid in b.in_play:
        b.in_play.remove(uid)
        under_pile(state, uid)


def _attack_answer(state: State, frame: Frame, action: Action) -> None:
    b: Board = state.board
    ctx = frame.ctx
    uid, victim = ctx["source"], ctx["victim"]
    if action.kind == "defend":
        pop(state)
        d = _take_from_hand(b, victim, action.args[0])
        b.in_play.remove(uid)
        under_pile(state, uid)
        under_pile(state, d)
        state.barrier = True
        state.say("{} plays {} and cancels the {}", SeatRef(victim), CardRef(b.kinds[d]), CardRef(b.kinds[uid]))
        if state.board.t.card[b.kinds[d]].shuffle_pile_after:
            state.rng.shuffle(b.pile)
        refill(state, victim)  # at once, before the attacker goes on [S]
        return
    state.say("{} lets the {} through", SeatRef(victim), CardRef(b.kinds[uid]))
    update(state, step="done")
    c = state.board.t.card[b.kinds[uid]]
    push_effects(state, c.effects.expert if b.expert else c.effects.family,
                 resolver=ctx["resolver"], victim=victim, source=uid, target=ctx["target"])


FLOW_OPS = {
    "game": Op("game", _game_run, None, None, "Castrum: turns round the table, the event roll between rounds, the end."),
    "turn": Op("turn", _turn_run, _turn_answer, None,
               "Castrum: play or discard cards (the file's play and discard ranges), build and change x2 cards "
               "freely, then refill."),
    "attack": Op("attack", _attack_run, _attack_answer, None,
                 "Castrum: the attacked seat defends or lets the attack through; then its effects run."),
    "event": Op("event", _event_run, None, None, "Castrum: roll the die at the end of a round and apply the event."),
}

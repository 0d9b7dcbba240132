"""Setup and the six phases of a turn: income, actions, provost, building effects, castle, end of turn."""
from __future__ import annotations

from functools import lru_cache

from caylus_desktop.engine.actions import Action
from caylus_desktop.engine.interpreter import ask, pop, push, push_effects, update
from caylus_desktop.engine.messages import Message
from caylus_desktop.engine.ops import Op, payment
from caylus_desktop.engine.ops.cards import discard
from caylus_desktop.engine.ops.seats import seat_at
from caylus_desktop.engine.ops.track import Track, advance, on_track, price_of
from caylus_desktop.engine.ops.track import moves as track_moves
from caylus_desktop.engine.state import Frame, State, card_ref, seat_ref
from caylus_desktop.games.magna_carta.board import Board, RoadCard
from caylus_desktop.games.magna_carta.figures import Figures
from caylus_desktop.games.magna_carta.ops import flip_now
from caylus_desktop.games.magna_carta.pieces import (can_pay, cards_listed, deniers, describe_cubes, draw, listed,
                                                     pay_actions, pay_ctx, payments, road_name, spend)


def intro(state: State) -> bool:
    return bool(state.options["intro"])


def has_provost(state: State) -> bool:
    return not intro(state) or state.defs.intro.provost


def setup(state: State) -> None:
    defs = state.defs
    n = len(state.seats)
    is_intro = intro(state)
    b = Board(n, len(defs.sections), len(defs.resources))
    state.board = b
    fig = state.cache[Figures]
    others = list(fig.neutral_ids)
    state.rng.shuffle(others)
    start = others[:defs.setup.road_start_neutral[n]] + [defs.setup.road_end_card]
    b.road = [RoadCard(cid, -1) for cid in start]
    b.workers = [-1] * len(b.road)
    b.provost = len(b.road) - 1 if has_provost(state) else -1
    b.stock = defs.token_stock(n)
    b.prestige_left = list(fig.prestige_cards[is_intro])
    st = defs.setup.start
    for seat in range(n):
        b.piles[seat] = list(fig.decks[is_intro])
        state.rng.shuffle(b.piles[seat])
        draw(state, seat, defs.setup.hand_size)
        b.cubes[seat] = list(st.vec)
        b.deniers[seat] = st.deniers
        b.reserve[seat] = defs.setup.workers
    b.first = state.rng.below(n)
    b.active = b.first
    state.say("The road: {}", cards_listed(start))
    state.say("{} takes the first-player card", seat_ref(b.first))
    for seat in range(n):
        state.say("You draw {}", cards_listed(b.hands[seat]), only=seat)
    push(state, "game", None)
    if defs.setup.mulligans:
        push(state, "mulligan", None, k=0)


# --- setup: the one optional redraw ----------------------------------------------

def _mulligan_run(state: State, frame: Frame) -> None:
    n = len(state.seats)
    k = frame.ctx["k"]
    if k >= n:
        pop(state)
        return
    b: Board = state.board
    seat = (b.first + k) % n
    b.active = seat
    prompt, options = _mulligan_choice(seat, state.defs.setup.hand_size)
    ask(state, seat, prompt, options, "mulligan")


@lru_cache(maxsize=64)  # made once per seat and hand size: what they say depends on nothing else
def _mulligan_choice(seat: int, k: int) -> tuple[Message, tuple[Action, Action]]:
    """The mulligan's prompt and its keep and redraw actions for ``seat`` with ``k`` cards in hand."""
    return (Message("Keep your {} cards, or discard them all and draw as many new ones?", (k,),
                    "Keep your {} cards, or discard them all and draw as many new ones?", 0),
            (Action("keep", (), Message("Keep this hand"), f"hand:{seat}"),
             Action("redraw", (), Message("Discard the hand and draw {} new card", (k,),
                                          "Discard the hand and draw {} new cards", 0), f"pile:{seat}")))


def _mulligan_answer(state: State, frame: Frame, action: Action) -> None:
    k = frame.ctx["k"]
    frame.ctx["k"] = k + 1
    b: Board = state.board
    seat = (b.first + k) % len(state.seats)
    if action.kind == "keep":
        state.say("{} keeps their hand", seat_ref(seat))
        return
    hand = b.hands[seat]
    k = state.defs.setup.hand_size
    state.say("{} discards {} and draws {}", seat_ref(seat), cards_listed(hand),
              Message("{} new card", (k,), "{} new cards", 0))
    discard(hand, b.discards[seat])
    draw(state, seat, k)
    state.say("You draw {}", cards_listed(hand), only=seat)


# --- the game: turn after turn until the castle is finished --------------------------

def _game_run(state: State, frame: Frame) -> None:
    b: Board = state.board
    if b.over:
        pop(state)
        b.phase = "over"
        state.say("The castle is finished: the game is over", scoring=True)
        return
    b.turn += 1
    push(state, "turn", None, step="income")


def _new_phase(state: State, b: Board, phase: str) -> None:
    b.phase = phase
    state.stage = (b.turn, phase)  # the log's headers


def _turn_run(state: State, frame: Frame) -> None:
    # the turn and the phases' frames below move on by writing their own frame's context in place
    # (engine/state.py: ``Frame``), not by a new frame at each step
    b: Board = state.board
    ctx = frame.ctx
    step = ctx["step"]
    n = len(state.seats)
    if step == "income":
        _new_phase(state, b, "income")
        _income(state)
        b.bridge = []
        _new_phase(state, b, "actions")
        ctx["step"] = "provost"
        push(state, "actions", None, resolver=b.first)
        return
    if step == "provost":
        ctx["step"] = "effects"
        if b.provost >= 0:
            _new_phase(state, b, "provost")
            push(state, "provost", None, i=0)
        return
    if step == "effects":
        _new_phase(state, b, "effects")
        ctx["step"] = "castle"
        push(state, "effects", None, pos=0, part="main")
        return
    if step == "castle":
        _new_phase(state, b, "castle")
        ctx["step"] = "end"
        if b.tokens_left() == 0:
            state.say("No castle token is left: the castle phase gives nothing")
            return
        b.lots = [0] * n
        push(state, "castle", None, i=0)
        return
    # step "end"
    _new_phase(state, b, "end")
    pop(state)
    if b.provost >= 0:
        b.provost = advance(_provost_track(state), state.cache[Figures].provost_advance)
    b.first = (b.first + 1) % n
    b.bridge = []
    if b.tokens_left() == 0:
        b.over = True
    else:
        state.say("{} takes the first-player card", seat_ref(b.first))


def _income(state: State) -> None:
    b: Board = state.board
    fig = state.cache[Figures]
    if intro(state):
        for seat in range(len(state.seats)):
            b.deniers[seat] += fig.intro_income
        state.say("Everyone takes {}", deniers(fig.intro_income))
        return
    extra = [0] * len(state.seats)
    for r in b.road:
        if r.owner < 0:
            continue
        if r.prestige is not None:
            extra[r.owner] += fig.cards[r.prestige].income  # the Hotel
        elif r.residence:
            extra[r.owner] += fig.residence_income
    for seat in range(len(state.seats)):
        b.deniers[seat] += fig.income_base + extra[seat]
        state.say("{} takes {}", seat_ref(seat), deniers(fig.income_base + extra[seat]))


# --- phase 2: actions ------------------------------------------------------------------

def action_options(state: State, seat: int) -> list[Action]:
    """The seat's choices in phase 2, in order: draw, replace, a worker on each free card of the
    road, each affordable build from the hand, each affordable prestige card, pass.

    Asked at every action decision (over a quarter of a random game's work when each was built
    afresh): the road's placements are kept on the board while the road stays (a road card is an
    immutable tuple, so the road says everything they depend on), each placement and what a
    seat's cubes can pay for with the rules object (see below)."""
    b: Board = state.board
    defs = state.defs
    cache = state.cache
    fig = cache[Figures]
    cost = fig.action_cost
    hand = b.hands[seat]
    out = []
    memo = b.road_memo  # the road's options while it stays (_road_options), checked here: no call
    road = memo[1] if memo is not None and memo[0] == b.road else _road_options(state, defs, cost)
    if b.deniers[seat] >= cost:
        draw_replace = road.draw_replace[seat]
        if b.piles[seat] or b.discards[seat]:
            out.append(draw_replace[0])
        if hand:
            out.append(draw_replace[1])
        if b.reserve[seat] > 0:
            workers = b.workers
            for pos, a in road.workers:  # a loop: on 3.11 a comprehension is a function made and called
                if workers[pos] < 0:
                    out.append(a)
    if hand:
        out += _build_actions(defs, fig, cache, b, seat)
    # intro(state) read in place: this runs at every action decision
    if state.options["intro"] and fig.prestige_in_front or seat in road.residents:
        out.extend(_prestige_actions(defs, fig, cache["prestige actions"], tuple(b.prestige_left), tuple(b.cubes[seat])))
    out.append(_PASS)
    return out


class _RoadOptions:
    """What phase 2 offers on one road (``action_options``): the worker placements on its
    cards in road order, the seats with a residence free for a prestige card (``b.residences``),
    and each seat's draw and replace actions (they name the seat's pile and hand)."""

    __slots__ = ("workers", "residents", "draw_replace")

    def __init__(self, state: State, defs, cost: int, road: tuple) -> None:
        placements = state.cache["worker actions"]  # defs.memo(...), without the rules model's hook
        self.workers = tuple((pos, placements.get((pos, r.card, r.owner, cost)) or
                              _worker_action(state, placements, (pos, r.card, r.owner, cost)))
                             for pos, r in enumerate(road) if not r.residence)
        self.residents = frozenset(r.owner for r in road if r.owner >= 0 and r.residence and r.prestige is None)
        cards = state.cache["card actions"]
        self.draw_replace = []
        for seat in range(len(state.seats)):
            key = (seat, cost)
            if key not in cards:
                cards[key] = (Action("draw", (), Message("Draw a card ({}d)", (cost,)), f"pile:{seat}"),
                              Action("replace", (), Message("Replace your whole hand ({}d)", (cost,)), f"hand:{seat}"))
            self.draw_replace.append(cards[key])

    def built_on(self, state: State, cost: int, road: list) -> "_RoadOptions":
        """The options of ``road``: this one's road with one card built at its end (the options
        of each card before it stay as they were)."""
        pos = len(road) - 1
        r = road[pos]
        out = _RoadOptions.__new__(_RoadOptions)
        out.workers = self.workers
        if not r.residence:
            placements = state.cache["worker actions"]
            key = (pos, r.card, r.owner, cost)
            out.workers += ((pos, placements.get(key) or _worker_action(state, placements, key)),)
        out.residents = self.residents
        if r.owner >= 0 and r.residence and r.prestige is None:
            out.residents |= {r.owner}
        out.draw_replace = self.draw_replace
        return out


def _road_options(state: State, defs, cost: int) -> _RoadOptions:
    """The options of a road not met since the board's memo was made (``action_options`` looks in
    the memo first: comparing two lists of the same cards costs a fraction of hashing the road)."""
    b: Board = state.board
    # kept on the board only, not also with the rules object: a road is new at every build and
    # every cube taken from a card, seldom met again, and keeping every road of every game there
    # was most of the objects the cycle collector counted and walked (docs/notes/benchmarks-history.md, "Engine
    # speed, fifth pass"); each placement is still made once (``worker actions``)
    road = b.road
    memo = b.road_memo
    if memo is not None and len(road) == len(memo[0]) + 1 and memo[0] == road[:-1]:
        # a build put one card at the end of the memo's road (most new roads in phase 2): its
        # options and that card's
        hit = memo[1].built_on(state, cost, road)
    else:
        hit = _RoadOptions(state, defs, cost, road)
    b.road_memo = (road[:], hit)
    return hit


_PASS = Action("pass", (), Message("Pass (go on the bridge)"), "bridge")

# The caches below live with the rules object (defs.memo): what is buildable and how it is
# labelled depend on that object's costs and names, so a second rules object in the same
# process (an edited cost) must not be offered the first one's actions.


def _build_actions(defs, fig, cache, b: Board, seat: int) -> tuple[Action, ...]:
    """Build actions for the distinct cards in the seat's hand its cubes can pay for, in id order.

    Remembered on the board for each seat while its cubes and hand stay the same
    (``Board.build_memo``, checked at each use): they stay over most of its decisions in a phase
    (placing a worker changes neither: 55% of the listings of 300 random 2-player games), and
    comparing two short lists costs a fraction of hashing them, as a memo by (cubes, hand) with
    the rules object did (docs/notes/benchmarks-history.md, "Magna Carta at 2 players"). Whether a holding pays
    for a card is remembered per holding with the rules object (``cache``: its costs)."""
    hand, cubes = b.hands[seat], b.cubes[seat]
    memo = b.build_memo[seat]
    if memo is not None and memo[0] == cubes and memo[1] == hand:
        return memo[2]
    have = tuple(cubes)
    holdings = cache["build actions"]
    builds = holdings.get(have)
    if builds is None:
        if len(holdings) > 20_000:
            holdings.clear()
        builds = holdings[have] = {}
    out = []
    for cid in sorted(set(hand)):
        a = builds.get(cid, False)
        if a is False:  # not asked yet: the action, or None when the cubes cannot pay
            a = builds[cid] = _build_action(defs, cid) if can_pay(fig.joker_at, have, fig.cards[cid].cost) else None
        if a is not None:
            out.append(a)
    out = tuple(out)
    b.build_memo[seat] = (cubes[:], hand[:], out)
    return out


def _build_action(defs, cid: str) -> Action:
    made = defs.memo("build action")
    a = made.get(cid)
    if a is None:
        a = made[cid] = Action("build", (cid,), Message("Build {} at the end of the road", (card_ref(cid),)), f"hand:{cid}")
    return a


def _prestige_actions(defs, fig, prestiges: dict, left: tuple[str, ...], have: tuple[int, ...]) -> tuple[Action, ...]:
    """The prestige cards ``left`` the cubes ``have`` can pay for, remembered in ``prestiges``
    (``defs.memo("prestige actions")``) per both."""
    key = (left, have)
    hit = prestiges.get(key)
    if hit is None:
        if len(prestiges) > 20_000:
            prestiges.clear()
        out = []
        for pid in left:
            if can_pay(fig.joker_at, have, fig.cards[pid].cost):
                out.append(Action("prestige", (pid,), Message("Build the {} ({} PP)", (card_ref(pid), defs.card(pid).points)),
                                  f"prestige:{pid}"))
        hit = prestiges[key] = tuple(out)
    return hit


def _worker_action(state: State, placements: dict, key: tuple) -> Action:
    """A new placement on road card ``key[0]`` (holding card ``key[1]`` of seat ``key[2]``, neither
    flipped nor built on) at ``key[3]`` deniers, remembered in ``placements``."""
    pos, cost = key[0], key[3]
    if len(placements) > 20_000:
        placements.clear()
    a = placements[key] = Action("worker", (pos,), Message("Place a worker on {} ({}d)", (road_name(state, pos), cost)),
                                 f"road:{pos}")
    return a


_CHOOSE_ACTION = Message("Choose an action")  # prompts made once: asked at every decision


def _actions_run(state: State, frame: Frame) -> None:
    b: Board = state.board
    n = len(state.seats)
    if len(b.bridge) == n:
        pop(state)
        return
    seat = frame.ctx["resolver"]
    while seat in b.bridge:
        seat = (seat + 1) % n
    frame.ctx["resolver"] = seat
    b.active = seat
    ask(state, seat, _CHOOSE_ACTION, action_options(state, seat), "action")


def _actions_answer(state: State, frame: Frame, action: Action) -> None:
    b: Board = state.board
    fig = state.cache[Figures]
    seat = frame.ctx["resolver"]
    frame.ctx["resolver"] = (seat + 1) % len(state.seats)
    kind = action.kind
    # the kinds in the order random play chooses them most (workers two actions in five, then
    # passing, drawing, replacing, building)
    if kind == "worker":
        b.deniers[seat] -= fig.action_cost
        pos = action.args[0]
        b.workers[pos] = seat
        b.reserve[seat] -= 1
        state.say("{} places a worker on {}", seat_ref(seat), road_name(state, pos))
    elif kind == "pass":
        if not b.bridge:
            b.deniers[seat] += fig.first_pass_bonus
            state.say("{} passes first and takes {}", seat_ref(seat), deniers(fig.first_pass_bonus))
        else:
            state.say("{} passes", seat_ref(seat))
        b.bridge.append(seat)
    elif kind == "draw":
        b.deniers[seat] -= fig.action_cost
        draw(state, seat, 1)
        state.say("{} draws a card", seat_ref(seat))
        state.say("You draw {}", card_ref(b.hands[seat][-1]), only=seat)
    elif kind == "replace":
        b.deniers[seat] -= fig.action_cost
        hand = b.hands[seat]
        k = len(hand)
        state.say("{} discards {} and draws {}", seat_ref(seat), cards_listed(hand),
                  Message("{} new card", (k,), "{} new cards", 0))
        discard(hand, b.discards[seat])
        draw(state, seat, k)
        state.say("You draw {}", cards_listed(hand), only=seat)
    elif kind == "build":
        cid = action.args[0]
        b.hands[seat].remove(cid)
        b.building = cid  # public from now on: it is being built
        push(state, "build", None, resolver=seat, card=cid)
        push(state, "pay", None, resolver=seat, **pay_ctx(fig.cards[cid].cost))
        return
    else:  # prestige
        push(state, "prestige", None, resolver=seat, card=action.args[0], step="where")
        return
    # nothing was pushed: the actions' frame is still on top, so the next action is the step the
    # interpreter would run next; on to it at once (two decisions in three are actions)
    _actions_run(state, frame)


def _build_run(state: State, frame: Frame) -> None:
    pop(state)
    b: Board = state.board
    seat, cid = frame.ctx["resolver"], frame.ctx["card"]
    b.building = None
    b.road.append(RoadCard(cid, seat))
    b.workers.append(-1)
    pos = len(b.road) - 1
    state.say("{} builds {} at the end of the road", seat_ref(seat), card_ref(cid), scoring=True)
    on_build = state.cache[Figures].cards[cid].on_build
    if on_build:
        push_effects(state, on_build, resolver=seat, source=pos)


def _prestige_run(state: State, frame: Frame) -> None:
    b: Board = state.board
    seat, pid = frame.ctx["resolver"], frame.ctx["card"]
    step = frame.ctx["step"]
    if step == "where":
        if intro(state):
            update(state, step="place", target=-1)
        else:
            spots = b.residences(seat)
            if len(spots) > 1:
                ask(state, seat, Message("On which residence do you build the {}?", (card_ref(pid),)),
                    [Action("residence", (i,), Message("On {}", (road_name(state, i),)), f"road:{i}") for i in spots],
                    "prestige_residence")
                return
            update(state, step="place", target=spots[0])
        push(state, "pay", None, resolver=seat, **pay_ctx(state.cache[Figures].cards[pid].cost))
        return
    pop(state)
    b.prestige_left.remove(pid)
    at = frame.ctx["target"]
    if at < 0:
        b.front[seat].append(pid)
        state.say("{} builds the {} in front of them", seat_ref(seat), card_ref(pid), scoring=True)
    else:
        b.road[at] = b.road[at]._replace(prestige=pid)
        state.say("{} builds the {} on their residence", seat_ref(seat), card_ref(pid), scoring=True)


def _prestige_answer(state: State, frame: Frame, action: Action) -> None:
    update(state, step="place", target=action.args[0])
    push(state, "pay", None, resolver=frame.ctx["resolver"], **pay_ctx(state.cache[Figures].cards[frame.ctx["card"]].cost))


# --- phase 3: the provost ---------------------------------------------------------------

def _provost_track(state: State) -> Track:
    b: Board = state.board
    return on_track(("provost", b.provost, 0, len(b.road) - 1))


_MOVE_PROVOST = Message("Move the provost?")


def _provost_run(state: State, frame: Frame) -> None:
    b: Board = state.board
    while True:  # a seat with nothing to decide is passed at once, not in an interpreter step of its own
        i = frame.ctx["i"]
        seat = seat_at(b.bridge, i)  # each seat in passing order
        if seat is None:
            pop(state)
            return
        b.active = seat
        options = provost_options(state, b.deniers[seat])
        if options:
            break
        frame.ctx["i"] = i + 1  # nothing to decide: no denier or nowhere to go
    ask(state, seat, _MOVE_PROVOST, options, "provost")


def provost_options(state: State, purse: int) -> list[Action]:
    """The provost moves a seat with ``purse`` deniers may choose, as the track lists them (stay
    first, then back then forward), labelled as messages in the game's words; empty when there
    is nothing to decide.

    Asked at every provost decision (about a tenth of a random game when built afresh). The
    whole list rarely recurs (the provost and the road change every turn), but each move does:
    its action depends only on how far it goes, where it lands and that card's name, so each is
    remembered per those, with the rules object (its costs and names); by the whole road card,
    cubes too, which only splits some entries, as slicing them off at each move cost more. Which
    moves there are depends only on where the provost stands, where the road ends and the purse
    up to the longest move's price: the same few recur all game, so each such list is remembered
    too (walking the track's whole range was a third of the listing's work)."""
    b: Board = state.board
    cache = state.cache
    fig = cache[Figures]
    road = b.road
    reach = cache["provost reach"]
    where = (b.provost, len(road), min(purse, fig.provost_max * fig.provost_price))
    steps = reach.get(where)
    if steps is None:  # at most a few thousand: road positions, road lengths and purses
        steps = reach[where] = tuple((by, to) for by, to, _ in track_moves(_provost_track(state), fig.provost_max,
                                                                           fig.provost_price, purse))
    made = cache["provost moves"]
    out = []
    for by, to in steps:
        key = (by, to, road[to])
        a = made.get(key)
        if a is None:
            if len(made) > 20_000:
                made.clear()
            a = made[key] = Action("provost", (by,), _provost_label(state, by), f"road:{to}")
        out.append(a)
    if out:
        stay = made.get(b.provost)
        if stay is None:
            stay = made[b.provost] = Action("provost", (0,), _provost_label(state, 0), f"road:{b.provost}")
        out.insert(0, stay)
    return out


def _provost_label(state: State, by: int) -> Message:
    if by == 0:
        return Message("Leave the provost where it is")
    b: Board = state.board
    price = price_of(by, state.cache[Figures].provost_price)
    to = road_name(state, b.provost + by)
    if by > 0:
        return Message("Move the provost {} card forward to {} ({}d)", (by, to, price),
                       "Move the provost {} cards forward to {} ({}d)", 0)
    return Message("Move the provost {} card back to {} ({}d)", (-by, to, price),
                   "Move the provost {} cards back to {} ({}d)", 0)


def _provost_answer(state: State, frame: Frame, action: Action) -> None:
    b: Board = state.board
    i = frame.ctx["i"]
    frame.ctx["i"] = i + 1
    seat = b.bridge[i]
    d = action.args[0]
    if d == 0:
        state.say("{} leaves the provost", seat_ref(seat))
    else:
        b.deniers[seat] -= price_of(d, state.cache[Figures].provost_price)
        b.provost += d
        state.say("{} moves the provost to {}", seat_ref(seat), road_name(state, b.provost))
    _provost_run(state, frame)  # the next seat's move: the step the interpreter would run next


# --- phase 4: building effects ------------------------------------------------------------

def _effects_run(state: State, frame: Frame) -> None:
    b: Board = state.board
    ctx = frame.ctx
    cards = state.cache[Figures].cards
    last = b.provost if b.provost >= 0 else len(b.road) - 1
    # each occupied card's main effect, then its secondary one: a part that has no effect to push
    # (most secondary ones) goes on to the next at once, not in an interpreter step of its own
    while True:
        pos, part = ctx["pos"], ctx["part"]
        while pos <= last and b.workers[pos] < 0:
            pos += 1
        if pos > last:
            pop(state)
            _end_effects(state, last)
            return
        worker = b.workers[pos]
        r = b.road[pos]
        card = cards[r.card]
        if part == "main":
            ctx["pos"] = pos
            ctx["part"] = "secondary"
            state.say("Main effect of {} for {}", road_name(state, pos), seat_ref(worker))
            if card.main:
                push_effects(state, card.main, resolver=worker, source=pos)
                return
            continue
        ctx["pos"] = pos + 1
        ctx["part"] = "main"
        # only buildings have a secondary effect (the others' is empty)
        if r.owner >= 0 and r.owner != worker and card.secondary:
            push_effects(state, card.secondary, resolver=r.owner, source=pos)
            return


def _end_effects(state: State, last: int) -> None:
    b: Board = state.board
    if last < len(b.road) - 1:  # cards beyond the provost
        wasted = [i for i in range(last + 1, len(b.road)) if b.workers[i] >= 0]
        if wasted:
            state.say("Workers beyond the provost do nothing: {}", listed([road_name(state, i) for i in wasted]))
    for pos in b.flips:
        flip_now(state, pos)
    b.flips = []
    b.workers = [-1] * len(b.workers)  # every worker back
    w = state.cache[Figures].workers
    b.reserve = [w] * len(state.seats)


# --- phase 5: the castle ---------------------------------------------------------------------

def _castle_run(state: State, frame: Frame) -> None:
    b: Board = state.board
    lot = state.cache[Figures].lot
    while True:  # a seat that cannot make up a lot is passed at once, not in an interpreter step of its own
        i = frame.ctx["i"]
        seat = seat_at(b.bridge, i)  # each seat in passing order
        if seat is None:
            pop(state)
            _end_castle(state)
            return
        b.active = seat
        ways = payments(state.defs, b.cubes[seat], lot, state.cache) if b.tokens_left() else ()
        if ways:
            break
        frame.ctx["i"] = i + 1
    done = b.lots[seat]
    ask(state, seat, Message("Give a lot to the castle? ({} given so far)", (done,),
                             "Give a lot to the castle? ({} given so far)", 0),
        _lot_options(state.defs.resources, ways, done > 0), "castle_lot")


@lru_cache(maxsize=256)  # depends on its arguments alone (the cube names among them): made once each
def _lot_options(names: tuple[str, ...], ways: tuple[tuple[int, ...], ...], given: bool) -> tuple[Action, ...]:
    """A lot made up each of these ``ways``, then stopping (``given``: lots given already)."""
    lots = [Action("lot", a.args, a.label, "castle") for a in pay_actions(names, ways, lot=True)]
    return (*lots, Action("stop", (), Message("Give no more lots") if given else Message("Give no lot"), "castle"))


def _castle_answer(state: State, frame: Frame, action: Action) -> None:
    b: Board = state.board
    seat = b.bridge[frame.ctx["i"]]
    if action.kind == "stop":
        frame.ctx["i"] += 1
        return
    spend(b, seat, action.args)
    sec = b.take_tokens(1)[0]
    b.tokens[seat][sec] += 1
    b.lots[seat] += 1
    state.say("{} gives a lot ({}) and takes a {} token", seat_ref(seat), describe_cubes(state.defs.resources, action.args),
              card_ref(state.defs.sections[sec].id), scoring=True)


def _end_castle(state: State) -> None:
    b: Board = state.board
    best = max(b.lots)
    if best == 0:
        removed = b.take_tokens(state.cache[Figures].no_lot_removal)
        for sec in removed:
            b.removed[sec] += 1
        state.say("Nobody gave a lot: {} out of the game",
                  Message("{} castle token", (len(removed),), "{} castle tokens", 0))
        return
    # the tie goes to whoever reached the number first: the earliest in passing order
    winner = next(s for s in b.bridge if b.lots[s] == best)
    bonus = state.defs.castle.most_lots_bonus
    payment.receive(b.cubes[winner], bonus.vec)
    state.say("{} gave the most lots and takes {}", seat_ref(winner), describe_cubes(state.defs.resources, bonus.vec))


FLOW_OPS = {
    "game": Op("game", _game_run, None, None, "Magna Carta: play turns until the castle tokens run out."),
    "mulligan": Op("mulligan", _mulligan_run, _mulligan_answer, None,
                   "Magna Carta: each seat may once discard its starting hand and draw as many new cards."),
    "turn": Op("turn", _turn_run, None, None, "Magna Carta: the six phases of a turn."),
    "actions": Op("actions", _actions_run, _actions_answer, None,
                  "Magna Carta: one action each in turn until everyone has passed."),
    "build": Op("build", _build_run, None, None, "Magna Carta: put a paid-for card at the end of the road."),
    "prestige": Op("prestige", _prestige_run, _prestige_answer, None,
                   "Magna Carta: choose a residence, pay, and build a prestige card."),
    "provost": Op("provost", _provost_run, _provost_answer, None,
                  "Magna Carta: in passing order, each may pay to move the provost (up to provost.max_move cards)."),
    "effects": Op("effects", _effects_run, None, None,
                  "Magna Carta: resolve occupied cards in road order up to the provost."),
    "castle": Op("castle", _castle_run, _castle_answer, None,
                 "Magna Carta: in passing order, each may give lots for castle tokens."),
}

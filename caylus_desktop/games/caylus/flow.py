"""Setup and the seven phases of a Caylus turn, as one step machine (the ``turn`` frame).

Steps: income → place → specials → provost → road → castle → end. Each step
either does its work at once or pushes the frames of the decisions it needs
(effects, the provost, castle batches, scorings) and comes back.
"""
from __future__ import annotations

from caylus_desktop.engine.actions import Action
from caylus_desktop.engine.interpreter import ask, push, push_effects
from caylus_desktop.engine.messages import Message
from caylus_desktop.engine.ops import Op
from caylus_desktop.engine.ops.track import advance, on_track
from caylus_desktop.engine.state import Frame, State, card_ref, seat_ref
from caylus_desktop.games.caylus.board import Board
from caylus_desktop.games.caylus.castle import CASTLE_OPS, most_batches
from caylus_desktop.games.caylus.construction import convert_now
from caylus_desktop.games.caylus.figures import Figures
from caylus_desktop.games.caylus.placement import place, spots
from caylus_desktop.games.caylus.resources import push_favours
from caylus_desktop.games.caylus.words import seat_list


def setup(state: State) -> None:
    defs = state.defs
    n = len(state.seats)
    bd = defs.board
    b = Board(n, bd.road_length, defs.single_worker_specials, len(defs.castle.sections), len(defs.favours.rows),
              len(defs.resources))
    state.board = b
    fig = state.cache[Figures]
    neutral = list(fig.neutral_tiles)
    state.rng.shuffle(neutral)
    for space, tid in zip(bd.neutral_spaces, neutral):
        b.tile[space] = tid
    for f in bd.fixed:
        b.tile[f.space] = f.building
    b.supply = fig.supply.copy()
    order = list(range(n))
    state.rng.shuffle(order)
    b.order = order
    st = defs.start
    for pos, seat in enumerate(order):
        b.money[seat] = st.money_two_players if n == 2 else st.money_by_position[pos]
        b.cubes[seat] = list(st.cubes.vec)
        b.workers[seat] = st.workers
    b.bailiff = bd.bailiff_start
    b.provost = bd.provost_start
    b.favour_cols = defs.favours.open_columns
    state.say("Turn order: {}", seat_list(order))
    push(state, "turn", None, step="income")


def _new_phase(state: State, b: Board, phase: str) -> None:
    b.phase = phase
    state.stage = (b.turn, phase)  # the log's headers
    b.favour_used = [0] * b.n  # several favours in one phase go to different rows


def _turn_run(state: State, frame: Frame) -> None:
    # the steps move the turn on by writing its frame's context in place (``ctx``: the frame is
    # the turn's own, engine/state.py): a new frame at every step cost about a twentieth of a game
    ctx = frame.ctx
    STEPS[ctx["step"]](state, ctx, state.board)


def _income(state: State, ctx: dict, b: Board) -> None:
    fig = state.cache[Figures]
    b.turn += 1
    if b.n == 2 and b.turn > 1:
        b.order.reverse()  # 2 players: the first player alternates
    _new_phase(state, b, "income")
    gains = [fig.income_base] * b.n
    tiles = fig.tiles
    for k in range(1, len(b.tile)):
        if b.owner[k] >= 0:
            gains[b.owner[k]] += tiles[b.tile[k]].income
    for seat in range(b.n):
        b.money[seat] += gains[seat]
    state.say("Round {}: income", b.turn)
    _new_phase(state, b, "placement")
    b.passed = []
    ctx["step"] = "place"
    ctx["i"] = 0


_PASS = Action("pass", (), Message("Pass"), "bridge")
_PLACE_OR_PASS = Message("Place a worker or pass")  # made once: asked at every placement
_NO_PLACE = ((), None)  # a seat with no worker left: nothing to place, nothing priced


def _place_step(state: State, ctx: dict, b: Board) -> None:
    if len(b.passed) == b.n:
        _new_phase(state, b, "specials")
        ctx["step"] = "specials"
        ctx["i"] = 0
        return
    i = ctx["i"]
    seat = b.order[i % b.n]
    if seat in b.passed:  # to the next seat still placing, in one step (someone has not passed)
        while seat in b.passed:
            i += 1
            seat = b.order[i % b.n]
        ctx["i"] = i
    options, prices = spots(state, seat, free=False) if b.workers[seat] > 0 else _NO_PLACE
    if not options:
        _pass(state, seat)
        ctx["i"] = i + 1
        return
    options.append(_PASS)
    ask(state, seat, _PLACE_OR_PASS, options, "place", prices)


def _pass(state: State, seat: int) -> None:
    b: Board = state.board
    b.passed.append(seat)
    if len(b.passed) == 1:
        bonus = state.cache[Figures].first_passer_bonus
        b.money[seat] += bonus
        state.say("{} passes first (+{} d)", seat_ref(seat), bonus)
    else:
        state.say("{} passes", seat_ref(seat))


def _turn_answer(state: State, frame: Frame, action: Action) -> None:
    b: Board = state.board
    ctx = frame.ctx
    i = ctx["i"]
    seat = b.order[i % b.n]
    if action.kind == "pass":
        _pass(state, seat)
    else:
        place(state, seat, action.args, free=False)
    ctx["i"] = i + 1
    # on to the next placement at once: the turn's frame is still on top, so this is the step the
    # interpreter would run next (a placement is half of a game's decisions)
    _place_step(state, ctx, b)


def _specials(state: State, ctx: dict, b: Board) -> None:
    fig = state.cache[Figures]
    specials = fig.specials
    i = ctx["i"]
    while i < len(specials) and not _special_busy(b, specials[i]):
        i += 1  # an empty building does nothing: on to the next in the same step
    if i >= len(specials):
        _new_phase(state, b, "provost")
        ctx["step"] = "provost"
        ctx["i"] = 0
        return
    ctx["i"] = i + 1
    sid = specials[i]
    d = fig.tiles[sid]
    if sid in b.special:
        seat = b.special[sid]
        b.special[sid] = -1
        b.workers[seat] += 1  # the worker comes home; the Gate may send it out again
        push_effects(state, d.on_worker, resolver=seat, source=f"special:{sid}", src="trades")
        return
    push_effects(state, d.on_worker, resolver=-1, source=f"special:{sid}", src="trades")


def _special_busy(b: Board, sid: str) -> bool:
    """Whether a worker stands on the special building ``sid`` (its effect runs in Phase 3)."""
    if sid in b.special:
        return b.special[sid] >= 0
    if sid == "stables":
        return bool(b.stables)
    return sid == "inn" and (b.inn_left >= 0 or b.inn_right >= 0)


def _provost(state: State, ctx: dict, b: Board) -> None:
    i = ctx["i"]
    if i >= len(b.passed):
        _new_phase(state, b, "road")
        ctx["step"] = "road"
        ctx["i"] = 1
        return
    ctx["i"] = i + 1
    push(state, "move_provost", state.cache[Figures].provost_move, resolver=b.passed[i])


def _road(state: State, ctx: dict, b: Board) -> None:
    k = ctx["i"]
    last = len(b.tile) - 1
    while k <= last and b.worker[k] < 0:
        k += 1
    if k > last:
        for space, seat in b.pending_convert:
            convert_now(state, space, seat)
        b.pending_convert = []
        _new_phase(state, b, "castle")
        ctx["step"] = "castle"
        ctx["i"] = 0
        return
    ctx["i"] = k + 1
    seat = b.worker[k]
    b.worker[k] = -1
    b.workers[seat] += 1
    tid = b.tile[k]
    if k > b.provost:
        return  # beyond the provost: the worker comes home with no effect
    d = state.cache[Figures].tiles[tid]
    owner = b.owner[k]
    if d.owner_bonus and owner >= 0 and owner != seat:
        push_effects(state, d.owner_bonus, resolver=owner, source=f"road:{k}", src="trades")
    state.say("{} uses the {} (road {})", seat_ref(seat), card_ref(tid), k)
    push_effects(state, d.on_worker, resolver=seat, source=f"road:{k}", src="trades")


def _castle(state: State, ctx: dict, b: Board) -> None:
    i = ctx["i"]
    if i == 0:
        b.batches = [0] * len(b.castle_workers)
    if i < len(b.castle_workers):
        ctx["i"] = i + 1
        push(state, "castle", None, resolver=b.castle_workers[i], slot=i, count=0)
        return
    slot = most_batches(b)
    winner = b.castle_workers[slot] if slot >= 0 else -1
    for seat in b.castle_workers:
        b.workers[seat] += 1
    b.castle_workers = []
    b.batches = []
    ctx["step"] = "end"
    ctx["i"] = 0
    if winner >= 0:
        state.say("{} offered the most batches: a royal favour", seat_ref(winner))
        push_favours(state, winner, state.defs.castle.most_batches_favours)


def _end(state: State, ctx: dict, b: Board) -> None:
    fig = state.cache[Figures]
    _new_phase(state, b, "end")
    before = b.bailiff
    step = fig.bailiff_if_beyond if b.provost > b.bailiff else fig.bailiff_otherwise
    b.bailiff = advance(on_track(("bailiff", b.bailiff, 1, len(b.tile) - 1)), step)  # stops at the road's end
    b.provost = b.bailiff
    state.say("The bailiff moves from road space {} to {}", before, b.bailiff)
    ctx["step"] = "income"
    due = [k for k, (trigger, spaces) in enumerate(fig.section_ends)
           if not b.scored[k] and (b.bailiff >= trigger or len(b.castle[k]) >= spaces)]
    for k in reversed(due):
        push(state, "score_section", None, section=k, i=0)


STEPS = {"income": _income, "place": _place_step, "specials": _specials, "provost": _provost,
         "road": _road, "castle": _castle, "end": _end}


FLOW_OPS = {
    "turn": Op("turn", _turn_run, _turn_answer, None,
               "Caylus: one turn's seven phases (income, placement, special buildings, provost, road, castle, end)."),
    **CASTLE_OPS,
}

"""Phase 6 (batches offered by each castle worker) and the section scorings of Phase 7."""
from __future__ import annotations

from caylus_desktop.engine.actions import Action
from caylus_desktop.engine.interpreter import ask, pop
from caylus_desktop.engine.messages import Message
from caylus_desktop.engine.ops import Op
from caylus_desktop.engine.state import Frame, State, card_ref, seat_ref
from caylus_desktop.games.caylus.board import Board
from caylus_desktop.games.caylus.figures import Figures
from caylus_desktop.games.caylus.resources import push_favours
from caylus_desktop.games.caylus.words import amount, joined


def landing_section(state: State) -> int:
    """Where the next house goes: the section under construction, or the next with room; -1 if full."""
    b: Board = state.board
    sections = state.cache[Figures].sections
    for s in range(b.section, len(sections)):
        if len(b.castle[s]) < sections[s].spaces:
            return s
    return -1


def batch_choices(state: State, seat: int) -> list[tuple[int, ...]]:
    """The other cube types of each batch the seat can offer (the required cube is implied)."""
    fig = state.cache[Figures]
    need = fig.batch_required
    have = state.board.cubes[seat]
    if have[need] < 1:
        return []
    others = [i for i in range(len(have)) if i != need and have[i] > 0]
    return list(_combinations(others, fig.batch_size - 1))


def _combinations(items: list[int], k: int):
    if k == 0:
        yield ()
        return
    for i, x in enumerate(items):
        for rest in _combinations(items[i + 1:], k - 1):
            yield (x,) + rest


def _castle_run(state: State, frame: Frame) -> None:
    """ctx: seat, slot, count (batches offered so far)."""
    b: Board = state.board
    seat, count = frame.ctx["resolver"], frame.ctx["count"]
    land = landing_section(state)
    if land < 0:
        pop(state)
        if not count:
            if state.defs.castle.full_castle_spares == "every_worker" or batch_choices(state, seat):
                state.say("{}: the castle is full, no penalty", seat_ref(seat))
            else:  # the book spares only who could not spend a batch for want of room
                _penalty(state, seat)
        return
    choices = batch_choices(state, seat)
    if not choices:
        pop(state)
        if not count:
            _penalty(state, seat)
        return
    ask(state, seat, _OFFER_BATCH, batch_options(state.defs, land, tuple(choices), count > 0), "castle_batch")


_OFFER_BATCH = Message("Castle: offer a batch?")


def batch_options(defs, land: int, choices: tuple[tuple[int, ...], ...], offered: bool) -> tuple[Action, ...]:
    """The options of a castle decision: a batch for each of ``choices`` (``batch_choices``) with
    its house in section ``land``, then stop (``offered``: a batch was already offered).

    Made once per rules object (its names, points and penalty) and these arguments: a seat's
    batches are asked again at every offer, and the same few recur all game."""
    key = ("castle options", land, offered, choices)
    cache = defs.action_cache
    hit = cache.get(key)
    if hit is None:
        sec = defs.castle.sections[land]
        req = defs.castle.batch_required
        names = defs.resources
        options = [Action("batch", tuple(names[i] for i in ch),
                          Message("Offer {}: a house in the {} (+{} VP)",
                                  (joined([amount(c, 1) for c in (req,) + tuple(names[i] for i in ch)]),
                                   card_ref(sec.id), sec.vp_per_house)), f"castle:{sec.id}") for ch in choices]
        stop = Message("Stop offering") if offered else Message("Offer nothing (-{} VP)", (defs.castle.no_batch_penalty,))
        options.append(Action("stop", (), stop, "castle:workers"))
        hit = cache[key] = tuple(options)
    return hit


def _castle_answer(state: State, frame: Frame, action: Action) -> None:
    b: Board = state.board
    ctx = frame.ctx
    seat = ctx["resolver"]
    if action.kind == "stop":
        pop(state)
        if not ctx["count"]:
            _penalty(state, seat)
        return
    have = b.cubes[seat]
    at = state.defs.resource_at
    fig = state.cache[Figures]
    have[fig.batch_required] -= 1
    for name in action.args:
        have[at[name]] -= 1
    land = landing_section(state)
    b.castle[land].append(seat)
    sec = fig.sections[land]
    b.add_vp(seat, sec.vp_per_house, "castle")
    b.batches[ctx["slot"]] += 1
    state.say("{} builds a house in the {} (+{} VP)", seat_ref(seat), card_ref(sec.id), sec.vp_per_house, scoring=True)
    ctx["count"] += 1  # the frame's own context, written in place (engine/state.py: Frame)


def _penalty(state: State, seat: int) -> None:
    # the score never goes below 0: the log shows the points actually lost, and none when there were none
    lost = state.board.add_vp(seat, -state.defs.castle.no_batch_penalty, "castle penalties")
    if lost:
        state.say("{} offers no batch in the castle (-{} VP)", seat_ref(seat), -lost, scoring=True)
    else:
        state.say("{} offers no batch in the castle (no points to lose)", seat_ref(seat))


def most_batches(b: Board) -> int:
    """The castle slot that offered the most batches (earliest slot on ties), or -1."""
    best, slot = 0, -1
    for i, n in enumerate(b.batches):
        if n > best:
            best, slot = n, i
    return slot


# --- section scoring ---------------------------------------------------------------

def _score_run(state: State, frame: Frame) -> None:
    """ctx: section, i (next position in turn order to score)."""
    b: Board = state.board
    k, i = frame.ctx["section"], frame.ctx["i"]
    sections = state.cache[Figures].sections
    sec = sections[k]
    if i == 0:
        state.say("Scoring of the {}", card_ref(sec.id), scoring=True)
    if i < len(b.order):
        seat = b.order[i]
        houses = b.castle[k].count(seat)
        row_vp, favours = sec.scores[houses]  # the section's scoring row for that many houses
        frame.ctx["i"] = i + 1
        vp = b.add_vp(seat, row_vp, "section scoring") if row_vp else 0  # what was actually lost (score >= 0)
        if vp and favours:
            state.say("{}: {} in the {}: {} VP, {}", seat_ref(seat), _houses(houses), card_ref(sec.id), vp,
                      amount("favour", favours), scoring=True)
        elif vp:
            state.say("{}: {} in the {}: {} VP", seat_ref(seat), _houses(houses), card_ref(sec.id), vp, scoring=True)
        elif favours:
            state.say("{}: {} in the {}: {}", seat_ref(seat), _houses(houses), card_ref(sec.id), amount("favour", favours))
        elif row_vp:
            state.say("{}: {} in the {}: no points to lose", seat_ref(seat), _houses(houses), card_ref(sec.id))
        push_favours(state, seat, favours)
        return
    pop(state)
    # the columns open only now: favours of this scoring used the limits in force before it
    b.scored[k] = True
    b.section = max(b.section, k + 1)
    b.favour_cols = max(b.favour_cols, sec.favour_columns_after)
    if k == len(sections) - 1:
        finish(state)


def _houses(n: int) -> Message:
    return Message("{} house", (n,), "{} houses", 0)


def finish(state: State) -> None:
    """The game ends at once: the end conversions are scored."""
    b: Board = state.board
    e = state.defs.end_conversion
    joker = state.defs.joker_at
    for seat in range(b.n):
        have = b.cubes[seat]
        b.add_vp(seat, have[joker] * e.vp_per_gold, "end: gold")
        b.add_vp(seat, (sum(have) - have[joker]) // e.cubes_per_vp, "end: cubes")
        b.add_vp(seat, b.money[seat] // e.money_per_vp, "end: deniers")
    b.over = True
    b.phase = "over"
    state.stack.clear()
    state.say("The game is over", scoring=True)  # with the end conversions


CASTLE_OPS = {
    "castle": Op("castle", _castle_run, _castle_answer, None,
                 "Caylus Phase 6: one castle worker's owner offers batches, one decision per batch."),
    "score_section": Op("score_section", _score_run, None, None,
                        "Caylus Phase 7: score a castle section for each seat in turn order."),
}

"""The placements offered (``placement.spots``, built from per-rules-object tables for speed) are
exactly those a plain reading of the rules lists, in the same order, with the same labels and
targets: checked at every placement and Gate decision of seeded games at every player count."""
import pytest

from caylus_desktop.bots import random_bot
from caylus_desktop.engine import new_game
from caylus_desktop.engine.actions import Action
from caylus_desktop.engine.messages import Message
from caylus_desktop.engine.rng import Rng
from caylus_desktop.engine.state import CardRef
from caylus_desktop.games.caylus.placement import base_cost
from tests.games.caylus.test_random_play import keen
from tests.games.options import whole


def placements(state, seat: int, free: bool, from_gate: bool = False) -> list[Action]:
    """Every placement the seat can afford, worked out from the board with nothing remembered."""
    b, defs = state.board, state.defs
    money = b.money[seat]
    base = 0 if free else base_cost(state, seat)
    own = 0 if free else min(defs.placement.own_building_cost, base)

    def special(sid, slot=None):
        where = (CardRef(sid),) if slot is None else (CardRef(sid), slot)
        slot_words = "" if slot is None else " (slot {})"
        if free:
            return Message("Move to the {}" + slot_words, where)
        return Message("Place a worker on the {}" + (" (slot {}, {} d)" if slot else " ({} d)"), (*where, base))

    out = []
    if base <= money:
        for sid in defs.single_worker_specials:
            if b.special[sid] < 0 and not (from_gate and sid == "gate"):
                out.append(Action("place", ("special", sid), special(sid), f"special:{sid}"))
        stables_used = not (b.n == 2 and "stables" in defs.board.two_player_unused)
        if stables_used and seat not in b.stables and len(b.stables) < defs.building("stables").slots:
            slot = len(b.stables) + 1
            out.append(Action("place", ("special", "stables"), special("stables", slot), f"special:stables:{slot}"))
        if b.inn_left < 0:
            out.append(Action("place", ("special", "inn"), special("inn"), "special:inn:left"))
    for k in range(1, len(b.tile)):
        tid = b.tile[k]
        if tid is None or not defs.building(tid).takes_workers or b.worker[k] >= 0:
            continue
        cost = own if b.owner[k] == seat else base
        if cost <= money:
            label = (Message("Move to the {} (road {})", (CardRef(tid), k)) if free else
                     Message("Place a worker on the {} (road {}, {} d)", (CardRef(tid), k, cost)))
            out.append(Action("place", ("road", k), label, f"road:{k}"))
    if base <= money and seat not in b.castle_workers:
        out.append(Action("place", ("castle",), Message("Move to the castle") if free else
                          Message("Place a worker in the castle ({} d)", (base,)), "castle:workers"))
    return out


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_offered_placements_are_those_the_rules_list(players):
    checked = gates = 0
    for seed in range(6):
        m = new_game("caylus", players, seed, {"light_favour": bool(seed % 2), "intro": seed % 3 == 2})
        rng = Rng(seed * 11 + players)
        while m.decision is not None:
            d = m.decision
            if d.kind in ("place", "gate"):
                gate = d.kind == "gate"
                offered = [a for a in d.options if a.kind == "place"]
                assert whole(offered) == whole(placements(m.state, d.seat, free=gate, from_gate=gate)), (seed, len(m.state.history))
                checked += 1
                gates += gate
            m.apply(keen(d, rng) if seed % 2 else random_bot.choose(None, d, rng))
    assert checked > 100 * players  # every game reached its placements

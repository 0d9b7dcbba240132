"""Phase 2's choices (``flow.action_options``, whose road placements and buildable cards are
remembered with the rules object for speed) are exactly those a plain reading of the rules lists,
in the same order, with the same labels and targets: checked at every action decision of seeded
games at every player count, standard and introductory."""
import pytest

from caylus_desktop.bots import random_bot
from caylus_desktop.engine import new_game
from caylus_desktop.engine.actions import Action
from caylus_desktop.engine.messages import Message
from caylus_desktop.engine.rng import Rng
from caylus_desktop.engine.state import CardRef
from caylus_desktop.games.magna_carta.flow import action_options
from caylus_desktop.games.magna_carta.pieces import payments, road_name
from tests.games.options import whole


def choices(state, seat: int) -> list[Action]:
    """Every action of phase 2 for ``seat``, worked out from the board with nothing remembered."""
    b, defs = state.board, state.defs
    cost = defs.actions.cost
    rich = b.deniers[seat] >= cost
    have = b.cubes[seat]
    out = []
    if rich and (b.piles[seat] or b.discards[seat]):
        out.append(Action("draw", (), Message("Draw a card ({}d)", (cost,)), f"pile:{seat}"))
    if rich and b.hands[seat]:
        out.append(Action("replace", (), Message("Replace your whole hand ({}d)", (cost,)), f"hand:{seat}"))
    if rich and b.reserve[seat] > 0:
        for pos, r in enumerate(b.road):
            if b.workers[pos] < 0 and not r.residence:
                out.append(Action("worker", (pos,), Message("Place a worker on {} ({}d)", (road_name(state, pos), cost)),
                                  f"road:{pos}"))
    for cid in sorted(set(b.hands[seat])):
        if payments(defs, have, defs.card(cid).cost.code()):
            out.append(Action("build", (cid,), Message("Build {} at the end of the road", (CardRef(cid),)), f"hand:{cid}"))
    residence = any(r.owner == seat and r.residence and r.prestige is None for r in b.road)
    if state.options["intro"] and defs.intro.prestige_in_front or residence:
        for pid in b.prestige_left:
            p = defs.card(pid)
            if payments(defs, have, p.cost.code()):
                out.append(Action("prestige", (pid,), Message("Build the {} ({} PP)", (CardRef(pid), p.points)),
                                  f"prestige:{pid}"))
    out.append(Action("pass", (), Message("Pass (go on the bridge)"), "bridge"))
    return out


def builder(decision, rng):
    """A random player that mostly builds when it can: residences get prestige cards built on them."""
    keen = [a for a in decision.options if a.kind in ("build", "prestige")]
    if keen and rng.below(3):
        return keen[rng.below(len(keen))]
    return random_bot.choose(None, decision, rng)


def rich(state, seat: int, crown: bool):
    """A copy where the seat has cubes for any prestige card and, with ``crown``, a prestige card
    stands on each of its residences (random play rarely gets that far): then it may build none."""
    s = state.copy()
    b = s.board
    b.cubes[seat] = [9] * len(b.cubes[seat])
    for i, r in enumerate(b.road):
        if crown and r.owner == seat and r.residence:
            b.road[i] = r._replace(prestige=b.prestige_left[0])
    return s


@pytest.mark.parametrize("players", [2, 3, 4])
def test_offered_actions_are_those_the_rules_list(players):
    checked = crowns = 0
    kinds = set()
    for seed in range(6):
        m = new_game("magna-carta", players, seed, {"intro": seed % 2 == 1})
        rng = Rng(seed * 13 + players)
        while m.decision is not None:
            d = m.decision
            if d.kind == "action":
                assert whole(d.options) == whole(choices(m.state, d.seat)), (seed, len(m.state.history))
                checked += 1
                kinds.update(a.kind for a in d.options)
                if not m.state.options["intro"] and m.state.board.prestige_left and any(r.owner == d.seat and r.residence for r in m.state.board.road):
                    for crown in (False, True):
                        s = rich(m.state, d.seat, crown)
                        offered = action_options(s, d.seat)
                        assert whole(offered) == whole(choices(s, d.seat))
                        assert any(a.kind == "prestige" for a in offered) != crown
                    crowns += 1
            m.apply(builder(d, rng) if seed % 3 else random_bot.choose(None, d, rng))
    assert checked > 100 * players
    assert crowns
    assert kinds >= {"draw", "replace", "worker", "build", "pass"}  # prestige: in the rich copies

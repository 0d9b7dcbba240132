"""Phase 3's choices (``flow.provost_options``, each move's action remembered with the rules object
per distance, landing space and that card's name) are exactly those a plain reading of the rules
lists, in the same order, with the same labels and targets: checked at every provost decision of
seeded games at every player count, and at each of those positions for every purse from nothing to
more than the longest move costs (so the empty lists, where no decision is asked, are covered too)."""
import pytest

from caylus_desktop.bots import random_bot
from caylus_desktop.engine import new_game
from caylus_desktop.engine.actions import Action
from caylus_desktop.engine.messages import Message
from caylus_desktop.engine.rng import Rng
from caylus_desktop.games.magna_carta.flow import provost_options
from caylus_desktop.games.magna_carta.pieces import road_name
from tests.games.options import whole


def choices(state, purse: int) -> list[Action]:
    """Every provost move for a seat with ``purse`` deniers, worked out with nothing remembered:
    stay first, then each move back then forward that stays on the road and can be paid."""
    b, pv = state.board, state.defs.provost
    out = []
    for by in range(-pv.max_move, pv.max_move + 1):
        to, price = b.provost + by, abs(by) * pv.cost_per_card
        if by == 0 or not 0 <= to < len(b.road) or price > purse:
            continue
        where = road_name(state, to)
        if by > 0:
            label = Message("Move the provost {} card forward to {} ({}d)", (by, where, price),
                            "Move the provost {} cards forward to {} ({}d)", 0)
        else:
            label = Message("Move the provost {} card back to {} ({}d)", (-by, where, price),
                            "Move the provost {} cards back to {} ({}d)", 0)
        out.append(Action("provost", (by,), label, f"road:{to}"))
    if out:
        out.insert(0, Action("provost", (0,), Message("Leave the provost where it is"), f"road:{b.provost}"))
    return out


@pytest.mark.parametrize("players", [2, 3, 4])
def test_offered_provost_moves_are_those_the_rules_list(players):
    checked = 0
    sizes = set()
    for seed in range(6):
        m = new_game("magna-carta", players, seed, {"intro": seed % 2 == 1})
        rng = Rng(seed * 7 + players)
        while m.decision is not None:
            d = m.decision
            if d.kind == "provost":
                s = m.state
                assert whole(d.options) == whole(choices(s, s.board.deniers[d.seat])), (seed, len(s.history))
                pv = s.defs.provost
                for purse in range(pv.max_move * pv.cost_per_card + 3):
                    offered = provost_options(s, purse)
                    assert whole(offered) == whole(choices(s, purse)), (seed, purse)
                    sizes.add(len(offered))
                checked += 1
            m.apply(random_bot.choose(None, d, rng))
    assert checked > 10 * players
    assert 0 in sizes and len(sizes) > 3

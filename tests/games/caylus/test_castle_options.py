"""The castle's options (``castle.batch_options``, remembered with the rules object per section,
batches and whether one was offered) are exactly those a plain reading of the rules lists, in the
same order, with the same labels and targets: checked at every castle decision of seeded games
at every player count."""
from itertools import combinations

import pytest

from caylus_desktop.engine import new_game
from caylus_desktop.engine.actions import Action
from caylus_desktop.engine.messages import Message
from caylus_desktop.engine.rng import Rng
from caylus_desktop.engine.state import CardRef
from caylus_desktop.games.caylus.words import amount, joined
from tests.games.caylus.test_random_play import keen
from tests.games.options import whole


def offers(state, seat: int, offered: int) -> list[Action]:
    """Every batch the seat can offer, then stop, worked out from the board with nothing remembered."""
    b, c = state.board, state.defs.castle
    names = state.defs.resources
    land = next(s for s in range(b.section, len(c.sections)) if len(b.castle[s]) < c.sections[s].spaces)
    sec = c.sections[land]
    have = b.cubes[seat]
    need = names.index(c.batch_required)
    others = [i for i in range(len(names)) if i != need and have[i] > 0]
    out = []
    for ch in combinations(others, c.batch_size - 1):
        cubes = [c.batch_required] + [names[i] for i in ch]
        out.append(Action("batch", tuple(names[i] for i in ch),
                          Message("Offer {}: a house in the {} (+{} VP)",
                                  (joined([amount(x, 1) for x in cubes]), CardRef(sec.id), sec.vp_per_house)),
                          f"castle:{sec.id}"))
    out.append(Action("stop", (), Message("Stop offering") if offered else
                      Message("Offer nothing (-{} VP)", (c.no_batch_penalty,)), "castle:workers"))
    return out


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_offered_batches_are_those_the_rules_list(players):
    checked = 0
    stops = set()
    for seed in range(8):
        m = new_game("caylus", players, seed)
        rng = Rng(seed * 11 + players)
        while m.decision is not None:
            d = m.decision
            if d.kind == "castle_batch":
                offered = m.state.stack[-1].ctx["count"]
                assert whole(d.options) == whole(offers(m.state, d.seat, offered)), (seed, len(m.state.history))
                checked += 1
                stops.add(d.options[-1].label.id)
            m.apply(keen(d, rng))
    assert checked > 15
    assert len(stops) == 2  # both the first offer and a later one were asked

"""The tiles offered for construction (``construction.buildable``, what a purse can pay for
remembered with the rules object) are exactly those a plain reading of the rules lists, in the
supply's order, with the same labels and targets: checked at every build decision of seeded games
at every player count, and at each of those moments for every seat's purse, also with the
favour track's discounts."""
import pytest

from caylus_desktop.engine import new_game
from caylus_desktop.engine.actions import Action
from caylus_desktop.engine.messages import Message
from caylus_desktop.engine.ops import op_of
from caylus_desktop.engine.ops.payment import covers
from caylus_desktop.engine.rng import Rng
from caylus_desktop.engine.state import CardRef
from caylus_desktop.games.caylus.bundles import describe
from caylus_desktop.games.caylus.construction import buildable
from tests.games.caylus.test_random_play import keen
from tests.games.options import whole


def plain_buildable(state, seat: int, args) -> list[str]:
    """The supply's tiles of the category left in the supply that the seat can pay, nothing remembered."""
    b, defs = state.board, state.defs
    if args.category == "prestige":
        if not any(b.tile[k] == defs.residence.building and b.owner[k] == seat for k in range(1, len(b.tile))):
            return []
    elif not b.first_free_space():
        return []
    return [tid for tid, n in b.supply.items() if n > 0 and defs.building(tid).category == args.category
            and covers(b.money[seat], b.cubes[seat], defs.building(tid).cost, args.discount.vec)]


def favour_builds(defs) -> list:
    """The build arguments of the favour track's cells (the Carpenter's and Mason's discounts)."""
    return [args for row in defs.favours.rows for cell in row.cells for name, args in map(op_of, cell.effects)
            if name == "build"]


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_offered_tiles_are_those_the_rules_list(players):
    checked = 0
    categories = set()
    for seed in range(4):
        m = new_game("caylus", players, seed, {"light_favour": seed % 2 == 1})
        rng = Rng(seed * 5 + players)
        while m.decision is not None:
            d = m.decision
            frame = m.state.stack[-1]
            if d.kind == "build" and frame.ctx.get("tile") is None:
                s, args = m.state, frame.args
                defs = s.defs
                expected = [Action("build", (t,), Message("Build the {} ({}, {} VP)", (CardRef(t), describe(defs.building(t).cost),
                                                                                     defs.building(t).vp)), f"supply:{t}")
                            for t in plain_buildable(s, d.seat, args)]
                assert whole(d.options[:-1]) == whole(expected), (seed, len(s.history))
                # the skip is made once per table spot: it must still name this one
                assert whole(d.options[-1:]) == whole([Action("skip", (), Message("Build nothing"),
                                                              frame.ctx.get("source"))])
                for seat in range(players):  # every purse, with and without a favour's discount
                    for a in (args, *favour_builds(defs)):
                        assert buildable(s, seat, a) == plain_buildable(s, seat, a), (seed, seat, a)
                checked += 1
                categories.add(args.category)
            m.apply(keen(d, rng))
    assert checked > 10
    assert categories >= {"wood", "stone"}

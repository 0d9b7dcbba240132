"""The trades and productions offered (``resources._exchange_run`` and ``_produce_run``, whose
actions are remembered with the rules object) are exactly those a plain reading of the effect
lists, in the same order, with the same labels and targets: checked at every trade and
production decision of seeded games at every player count."""
import pytest

from caylus_desktop.engine import new_game
from caylus_desktop.engine.actions import Action
from caylus_desktop.engine.messages import Message
from caylus_desktop.engine.ops.payment import covers
from caylus_desktop.engine.rng import Rng
from caylus_desktop.games.caylus.bundles import describe
from tests.games.caylus.test_random_play import keen
from tests.games.options import whole


def plain_options(state, seat: int, frame) -> list[Action]:
    """The decision's options worked out from the effect and the purse, nothing remembered."""
    b, args, source = state.board, frame.args, frame.ctx.get("source")
    if frame.op == "produce":
        return [Action("produce", (i,), Message("Take {}", (describe(o),)), source) for i, o in enumerate(args.options)]
    out = [Action("trade", (i,), Message("Pay {} for {}", (describe(o.pay), describe(o.gain))), source)
           for i, o in enumerate(args.offers) if covers(b.money[seat], b.cubes[seat], o.pay)]
    if out and args.optional:
        out.append(Action("decline", (), Message("Do nothing"), source))
    return out


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_offered_trades_and_productions_are_those_the_effects_list(players):
    kinds = {}
    for seed in range(4):
        m = new_game("caylus", players, seed, {"light_favour": seed % 2 == 1})
        rng = Rng(seed * 3 + players)
        while m.decision is not None:
            d = m.decision
            if d.kind in ("trade", "produce"):
                frame = m.state.stack[-1]
                assert whole(d.options) == whole(plain_options(m.state, d.seat, frame)), (seed, len(m.state.history))
                kinds[d.kind] = kinds.get(d.kind, 0) + 1
            m.apply(keen(d, rng))
    assert kinds.get("trade", 0) > 10 and kinds.get("produce", 0) > 10

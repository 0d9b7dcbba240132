"""A ``buy_cubes`` decision's options, kept per arguments and means (``ops._buy_options``), are
those the exchange lists for the seat's purse from offers made afresh: at every such decision of
seeded games, and there for every purse from nothing to more than the dearest offer costs."""
from caylus_desktop.engine.actions import Action
from caylus_desktop.engine.messages import Message
from caylus_desktop.engine.ops.exchange import exchange_options
from caylus_desktop.games.magna_carta import ops
from tests.games.options import random_play, whole


def offered(state, args, purse: int) -> list[Action]:
    """Every way to buy 1 to ``args.most`` plain cubes the purse covers, fewest first, then declining."""
    defs = state.defs
    offers = [(n, combo) for n in range(1, args.most + 1) for combo in ops._combos(n, len(defs.plain_cubes))]
    return exchange_options(offers, lambda o: o[0] * args.price <= purse,
                            lambda _, o: Action("buy", o[1], Message("Buy {} for {}d", (ops._bought(defs, o[1]),
                                                                                          o[0] * args.price)), "supply"),
                            ops._DECLINE)


def test_buy_options_are_those_the_exchange_lists():
    checked = 0
    for m in random_play("magna-carta", (2, 3, 4), range(10), 3, lambda seed: {"intro": seed % 2 == 1}):
        s = m.state
        top = s.stack[-1] if s.stack else None
        if top is not None and top.op == "buy_cubes":
            d = m.decision
            assert whole(d.options) == whole(offered(s, top.args, s.board.deniers[d.seat]))
            price, for_means = ops._buy_options(s, top.args)
            for purse in range(top.args.most * top.args.price + 3):
                k = len(for_means) - 1 if price == 0 else min(purse // price, len(for_means) - 1)
                assert whole(for_means[k]) == whole(offered(s, top.args, purse)), purse
            checked += 1
    assert checked > 20

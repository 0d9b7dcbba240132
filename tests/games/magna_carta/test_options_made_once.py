"""The options made once and kept (the mulligan's, a payment's, a castle lot's, a take from a
card's: ``lru_cache``d, as what they say depends on their arguments alone) are those made afresh
from the same arguments, at every such decision of seeded games: a key that left something out
would show here."""
from caylus_desktop.engine.actions import Action
from caylus_desktop.engine.messages import Message
from caylus_desktop.games.magna_carta import flow, ops, pieces
from caylus_desktop.games.magna_carta.figures import Figures
from tests.games.options import random_play, whole


def _fresh_describe(names, spend):
    return pieces.listed([pieces.cube_amount(names[i], n) for i, n in enumerate(spend) if n])


def _fresh_pay(names, ways, lot=False):
    return [Action("pay", p, Message("Give a lot: {}", (_fresh_describe(names, p),)) if lot else
                   Message("Pay {}", (_fresh_describe(names, p),)),
                   f"supply:{'+'.join(names[i] for i, n in enumerate(p) if n)}") for p in ways]


def test_kept_options_are_those_made_afresh():
    seen = {"mulligan": 0, "pay": 0, "castle_lot": 0, "take_from_card": 0}
    for m in random_play("magna-carta", (2, 3, 4), range(12), 7, lambda seed: {"intro": seed % 2 == 1}):
        d = m.decision
        s = m.state
        names = s.defs.resources
        if d.kind == "mulligan":
            prompt, options = flow._mulligan_choice.__wrapped__(d.seat, s.defs.setup.hand_size)
            assert d.prompt == prompt and whole(d.options) == whole(options)
        elif d.kind == "pay":
            ways = pieces.payments(s.defs, s.board.cubes[d.seat], pieces.pay_cost(s.stack[-1].ctx, len(names)))
            assert whole(d.options) == whole(_fresh_pay(names, ways))
        elif d.kind == "castle_lot":
            ways = pieces.payments(s.defs, s.board.cubes[d.seat], s.cache[Figures].lot)
            lots = [(("lot",) + w[1:3] + ("castle",)) for w in whole(_fresh_pay(names, ways, lot=True))]
            stop = ("stop", (), ("Give no more lots",) if s.board.lots[d.seat] else ("Give no lot",), "castle")
            got = whole(d.options)
            assert got[:-1] == lots and (got[-1][0], got[-1][1], got[-1][2][:1], got[-1][3]) == stop
        elif s.stack and s.stack[-1].op == "take_from_card":
            pos = s.stack[-1].ctx["source"]
            cube = pieces.cube_amount(names[ops._product(s, pos)], 1)
            assert whole(d.options) == whole((Action("take", (), Message("Take {} from the card", (cube,)),
                                                     f"road:{pos}"), ops._DECLINE))
            seen["take_from_card"] += 1
        if d.kind in seen:
            seen[d.kind] += 1
    assert all(n >= 10 for n in seen.values()), seen


def test_a_payment_said_is_the_one_made_afresh():
    names = ("food", "wood", "stone", "gold")
    for spend in [(1, 0, 0, 0), (0, 2, 1, 0), (1, 1, 1, 1), (0, 0, 0, 3)]:
        assert pieces.describe_cubes(names, spend) == _fresh_describe(names, spend)
        assert pieces.describe_cubes(("a", "b", "c", "d"), spend) == _fresh_describe(("a", "b", "c", "d"), spend)

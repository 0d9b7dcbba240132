"""can_pay, the quick check the action listing uses, says what payments (every way listed) says."""
from itertools import product

from caylus_desktop.engine.rules import rules_for
from caylus_desktop.games.magna_carta.pieces import can_pay, payments


def test_can_pay_is_having_a_whole_payment():
    defs = rules_for("magna-carta")
    costs = {c.cost.code() for c in (*defs.buildings, *defs.prestige)} | {defs.castle.lot.code()}
    costs |= {(1, 0, 0, 0, 2), (0, 0, 0, 1, 1), (2, 1, 0, 0, 0)}  # gold named, `any` beside named cubes
    for have in product(range(3), range(3), range(2), range(3)):
        for cost in costs:
            assert can_pay(defs.joker_at, have, cost) == bool(payments(defs, have, cost)), (have, cost)

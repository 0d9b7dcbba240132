"""The rules' values the turn reads at every step, copied once per rules object into plain attributes.

A rules model (pydantic) reads a field through its ``__getattr__`` hook, which keeps the
interpreter from specialising the read: about 400 instructions against 40 for a plain attribute,
and a random game read some 1,200 of them (docs/notes/benchmarks-history.md, "Engine speed, fourth pass").
The turn's hot paths read ``state.cache[Figures]`` instead (the rules object's cache makes it at
the first read: engine/rules_cache.py); everything else reads the rules.
"""
from __future__ import annotations


class Card:
    """What the turn reads of one card: a neutral card, a building, the residence or a prestige card."""

    __slots__ = ("main", "secondary", "on_build", "income", "cost")

    def __init__(self, c) -> None:
        has = type(c).model_fields  # the kinds of card differ in what they have
        self.main = c.main if "main" in has else ()
        self.secondary = c.secondary if "secondary" in has else ()  # only a building has one
        self.on_build = c.on_build if "on_build" in has else ()
        self.income = c.income if "income" in has else 0
        self.cost = c.cost.code() if "cost" in has else None  # the cubes in the file's order, then ``any``


class Figures:
    """The figures of one rules object, read as ``state.cache[Figures]``."""

    __slots__ = ("cards", "neutral_ids", "decks", "prestige_cards", "action_cost", "first_pass_bonus", "income_base", "intro_income", "residence_income",
                 "prestige_in_front", "provost_max", "provost_price", "provost_advance", "workers", "lot",
                 "no_lot_removal", "joker_at")

    def __init__(self, defs) -> None:
        cards = (*defs.neutral, *defs.buildings, *defs.prestige, defs.residence)
        self.cards = {c.id: Card(c) for c in cards}  # by card id
        # set-up: the neutral cards but the road's end, in the file's order; a colour's deck and
        # the prestige cards, by whether the game is the introductory one
        self.neutral_ids = tuple(c.id for c in defs.neutral if c.id != defs.setup.road_end_card)
        self.decks = {intro: defs.deck(intro) for intro in (False, True)}
        self.prestige_cards = {intro: defs.prestige_cards(intro) for intro in (False, True)}
        self.action_cost = defs.actions.cost
        self.first_pass_bonus = defs.actions.first_pass_bonus
        self.income_base = defs.income.base
        self.intro_income = defs.intro.income_base
        self.residence_income = defs.residence.income
        self.prestige_in_front = defs.intro.prestige_in_front  # the introductory game's prestige cards
        self.provost_max = defs.provost.max_move
        self.provost_price = defs.provost.cost_per_card
        self.provost_advance = defs.provost.end_advance
        self.workers = defs.setup.workers
        self.lot = defs.castle.lot.code()
        self.no_lot_removal = defs.castle.no_lot_removal
        self.joker_at = defs.joker_at


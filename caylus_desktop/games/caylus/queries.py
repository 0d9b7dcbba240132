"""What the Caylus table may ask beyond a seat's observation (which holds the road, the
buildings, the castle, the favour table, the supply, the seats' cubes and workers): the public
definitions and the context of the decision being asked, such as the price of a step.

Pure functions over the match's public API; the UI imports this module and no other of the game's.
Those that look at the match's progress read only what every seat sees on the table: the decision
being asked, with its context (``context.py``), never the match's state nor the interpreter's frames.
"""
from __future__ import annotations

from typing import Any

from caylus_desktop.engine.messages import Text
from caylus_desktop.games.caylus.bundles import describe
from caylus_desktop.games.caylus.context import Construction, PlacementPrices, ProvostStep
from caylus_desktop.games.caylus.favours import light, opened_by
from caylus_desktop.games.caylus.placement import uses_stables
from caylus_desktop.games.caylus.rules_model import BuildingDef, CaylusRules, SectionDef


def rules(match: Any) -> CaylusRules:
    """The buildings, castle, favour table, provost and placement costs as the rules file gives them."""
    return match.rules


def cubes(match: Any) -> tuple[str, ...]:
    """The cube types, in the order the rules file declares them (the seats' rows show them so)."""
    return match.rules.resources


def building(match: Any, bid: str) -> BuildingDef:
    return match.rules.building(bid)


def cost(match: Any, bid: str) -> Text:
    """A building's cost as a message ("1 food + 1 wood"), for ``Match.say``: the same words as its label."""
    return describe(match.rules.building(bid).cost)


def specials(match: Any) -> tuple[str, ...]:
    """The special buildings beside the road, in the order phase 3 resolves them."""
    return tuple(match.rules.board.specials)


def stables_unused(match: Any) -> bool:
    """True when this table leaves the Stables out (2 players)."""
    return not uses_stables(match.rules, len(match.seats))


def light_favours(match: Any) -> bool:
    """True when favours are only points (the light-favour or introductory option)."""
    return light(match.options)


def column_opened_by(match: Any, column: int) -> SectionDef | None:
    """The castle section whose scoring opens this favour column; None when it is open from the start."""
    return opened_by(match.rules, column)


def placement_price(match: Any, *, own_building: bool = False) -> int | None:
    """Deniers the seat deciding would pay to place a worker (on a road building of its own, if
    ``own_building``); None when no placement is being asked. The Gate's worker moves for free."""
    d = match.decision
    prices = d.context if d is not None else None
    if not isinstance(prices, PlacementPrices):
        return None
    return prices.own_building if own_building else prices.anywhere


def provost_step_price(match: Any) -> int:
    """Deniers per space of the provost move being asked (phase 4 pays; the Merchants' guild is free)."""
    d = match.decision
    step = d.context if d is not None else None
    return step.price if isinstance(step, ProvostStep) else match.rules.provost.cost_per_space


def construction(match: Any) -> str | None:
    """The kind of building (wood, stone, prestige) the construction being decided allows, or None."""
    d = match.decision
    built = d.context if d is not None else None
    return built.category if isinstance(built, Construction) else None

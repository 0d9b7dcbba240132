"""How the winners were decided, in words: the line the results screen and the CLI show under
the winners when the top score was tied.

Each game's scoring knows its tie-break (more Towers, then more materials on the site in
Castrum; none in Caylus and Magna Carta, which share the win) and calls ``decided`` with the
seats tied on points, the criteria it went through in order (each a message: "more Towers")
and the winners at the end; this module only puts that in one sentence, the same for every game.
"""
from __future__ import annotations

from caylus_desktop.engine.messages import Message, joined
from caylus_desktop.engine.state import SeatRef


def decided(points: int, tied: list[int], criteria: list[Message], winners: list[int]) -> Message | None:
    """The sentence for a tie on ``points`` between ``tied``, settled (or not) by ``criteria``;
    None when nobody tied for first (the winner line says all)."""
    if len(tied) < 2:
        return None
    between = joined([SeatRef(s) for s in tied])
    if len(winners) == 1:
        who = SeatRef(winners[0])
        return Message("Tie on {} point between {}, broken by {}: {} wins", (points, between, chain(criteria), who),
                       "Tie on {} points between {}, broken by {}: {} wins", 0)
    if not criteria:
        return Message("Tie on {} point between {}: they share the win (the rules break no tie)", (points, between),
                       "Tie on {} points between {}: they share the win (the rules break no tie)", 0)
    sharing = joined([SeatRef(s) for s in winners])
    return Message("Tie on {} point between {}; the tie-break ({}) leaves {} level: they share the win",
                   (points, between, chain(criteria), sharing),
                   "Tie on {} points between {}; the tie-break ({}) leaves {} level: they share the win", 0)


def chain(criteria: list[Message]) -> Message:
    """"more Towers, then more materials on the site"."""
    if len(criteria) == 1:
        return criteria[0]
    return Message("{}, then {}", (criteria[0], chain(criteria[1:])))

"""What the Castrum table may ask beyond a seat's observation (which holds the sites, hands,
pile, die, event and Mages): the public definitions of cards, events, materials and castle pieces.

Pure functions over the match's public API; the UI imports this module and no other of the game's.
"""
from __future__ import annotations

from typing import Any

from caylus_desktop.games.castrum.rules_model import CardDef, EventDef, MaterialDef, PieceDef


def card(match: Any, cid: str) -> CardDef:
    return match.rules.card(cid)


def event(match: Any, eid: str | None) -> EventDef | None:
    """The event a die roll gave (the observation's ``event``), None before the first roll."""
    return next((e for e in match.rules.events if e.id == eid), None)


def materials(match: Any) -> tuple[MaterialDef, ...]:
    return tuple(match.rules.materials)


def material(match: Any, mid: str) -> MaterialDef | None:
    return next((m for m in match.rules.materials if m.id == mid), None)


def pieces(match: Any) -> tuple[PieceDef, ...]:
    """The castle's pieces (walls, tower) in building order."""
    return tuple(match.rules.pieces)


def material_cards(match: Any, mid: str) -> list[str]:
    """The ids of the material cards of ``mid``, in the rules' order (single before x2)."""
    return [c.id for c in match.rules.cards if c.family == "material" and c.material == mid]


def why_not_play(match: Any, seat: int, cid: str) -> Any:
    """Why ``seat`` may not play ``cid`` from its hand now, as the engine's message (``Match.say``
    puts it in words); None when it may.

    Match.why_not only explains places no action names; a hand card may still be clicked
    to discard it, and the table's tooltip says why it cannot be played instead (the game's own
    reason, ``Match.game_reason``).
    """
    d = match.decision
    if d is None or d.seat != seat or d.kind not in ("turn", "defend"):
        return None
    if any(a.kind in ("play", "defend") and a.args and a.args[0] == cid for a in d.options):
        return None
    return match.game_reason(f"hand:{cid}", seat)

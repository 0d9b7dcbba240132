"""Why a card or place on the Castrum table cannot be used now, in a short phrase for the learner.

``why_not(state, seat, target)`` is only asked about targets no legal action names;
None leaves the generic reason to the engine.
"""
from __future__ import annotations

from caylus_desktop.engine.state import State
from caylus_desktop.games.castrum.board import Board
from caylus_desktop.games.castrum.flow import _play_limit, victims
from caylus_desktop.games.castrum.pieces import site_units


def why_not(state: State, seat: int, target: str) -> str | None:
    b: Board = state.board
    d = state.pending
    t = b.t
    parts = target.split(":")
    head = parts[0]
    if head == "hand" and len(parts) > 1:
        cid = parts[1]
        if cid not in {b.kinds[u] for u in b.hands[seat]}:
            return "that card is not in your hand"
        if d.kind != "turn":
            if d.kind == "defend":
                return "only the defence that matches this attack can cancel it"
            return f"cards are played on your turn; now: {d.prompt}"
        return _hand_card(state, b, seat, cid, state.stack[-1].ctx)
    if head == "castle" and len(parts) > 2:
        if not parts[1].isdigit() or int(parts[1]) != seat:
            return "that is another player's castle"
        if d.kind != "turn":
            return "you build during your own turn"
        if b.blocked(seat):
            return "a Mage blocks your site until his player's next turn"
        if b.no_build:
            return "Bad Weather: nobody builds this round"
        pieces = [p.id for p in t.pieces]
        if parts[2] not in pieces:
            return None
        i = pieces.index(parts[2])
        p = t.pieces[i]
        if b.built[seat][i] >= p.per_player:
            return f"you have built all your {p.name.en.lower()}s"
        units = site_units(state, seat)
        missing = [f"{n - units[m]} {m}{'s' if n - units[m] > 1 else ''}" for m, n in p.needs.items() if units[m] < n]
        return f"needs {', '.join(missing)} more on your site" if missing else None
    if head == "site":
        if d.kind == "turn":
            return "play an attack card from your hand to aim at a site"
        if d.kind in ("attack_site", "attack_card"):
            return "this attack cannot take anything there (never your own site)"
        return f"nothing to do with that site now: {d.prompt}"
    if head == "seat":
        return "nothing to choose about a player now"
    return None


def _hand_card(state: State, b: Board, seat: int, cid: str, ctx: dict) -> str:
    t = b.t
    fam = t.family[cid]
    if ctx.get("mode") == "discard":
        return "you are discarding this turn: no playing as well"
    if b.blocked(seat):
        return "a Mage blocks your site until his player's next turn: you may only discard"
    if ctx.get("played", 0) >= _play_limit(state, ctx):
        return "you have played all the cards you may this turn"
    if fam == "material" and t.material[cid] in b.forbid_place:
        return f"{b.event.replace('_', ' ').capitalize() or 'An event'}: no {t.material[cid]}s may be placed this round"
    if fam == "special":
        return "the Quarry Wheel must be the first card of your turn"
    if fam == "attack":
        if ctx.get("wheel"):
            return "no attack in a turn that began with the Quarry Wheel"
        if cid in b.forbid_play:
            return f"{b.event.replace('_', ' ').capitalize() or 'An event'}: this card may not be played this round"
        if not victims(state, seat, cid):
            return "no opponent's site holds a card it could take"
    if fam not in ("material", "special", "attack"):
        return "defences are played only when your site is attacked"
    return f"this card cannot be played now ({state.pending.prompt})"

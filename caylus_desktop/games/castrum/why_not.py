"""Why a card or place on the Castrum table cannot be used now, in a short phrase for the learner.

``why_not(state, seat, target)`` is only asked about targets no legal action names;
None leaves the generic reason to the engine.
"""
from __future__ import annotations

from caylus_desktop.engine.messages import Message, listed, message
from caylus_desktop.engine.state import CardRef, State
from caylus_desktop.games.castrum.board import Board
from caylus_desktop.games.castrum.flow import _play_limit, victims
from caylus_desktop.games.castrum.pieces import site_units


def why_not(state: State, seat: int, target: str) -> Message | None:
    b: Board = state.board
    d = state.pending
    t = b.t
    parts = target.split(":")
    head = parts[0]
    if head == "hand" and len(parts) > 1:
        cid = parts[1]
        if cid not in {b.kinds[u] for u in b.hands[seat]}:
            return Message("that card is not in your hand")
        if d.kind != "turn":
            if d.kind == "defend":
                return Message("only the defence that matches this attack can cancel it")
            return Message("cards are played on your turn; now: {}", (message(d.prompt),))
        return _hand_card(state, b, seat, cid, state.stack[-1].ctx)
    if head == "castle" and len(parts) > 2:
        if not parts[1].isdigit() or int(parts[1]) != seat:
            return Message("that is another player's castle")
        if d.kind != "turn":
            return Message("you build during your own turn")
        if b.blocked(seat):
            return Message("a Mage blocks your site until his player's next turn")
        if b.no_build:
            return Message("Bad Weather: nobody builds this round")
        pieces = [p.id for p in t.pieces]
        if parts[2] not in pieces:
            return None
        i = pieces.index(parts[2])
        p = t.pieces[i]
        if b.built[seat][i] >= p.per_player:
            return Message("you have already built every {} allowed", (CardRef("piece:" + p.id),))
        units = site_units(state, seat)
        missing = [Message("{}: {}", (CardRef("material:" + m), n - units[m])) for m, n in p.needs.items() if units[m] < n]
        return Message("your site still lacks {}", (listed(missing),)) if missing else None
    if head == "site":
        if d.kind == "turn":
            return Message("play an attack card from your hand to aim at a site")
        if d.kind in ("attack_site", "attack_card"):
            return Message("this attack cannot take anything there (never your own site)")
        return Message("nothing to do with that site now: {}", (message(d.prompt),))
    if head == "seat":
        return Message("nothing to choose about a player now")
    return None


def _hand_card(state: State, b: Board, seat: int, cid: str, ctx: dict) -> Message:
    t = b.t
    fam = t.family[cid]
    if ctx.get("mode") == "discard":
        return Message("you are discarding this turn: no playing as well")
    if b.blocked(seat):
        return Message("a Mage blocks your site until his player's next turn: you may only discard")
    if ctx.get("played", 0) >= _play_limit(state, ctx):
        return Message("you have played all the cards you may this turn")
    if fam == "material" and t.material[cid] in b.forbid_place:
        return Message("{}: no {} may be placed this round", (_event(b), CardRef("material:" + t.material[cid])))
    if fam == "special":
        return Message("the Quarry Wheel must be the first card of your turn")
    if fam == "attack":
        if ctx.get("wheel"):
            return Message("no attack in a turn that began with the Quarry Wheel")
        if cid in b.forbid_play:
            return Message("{}: this card may not be played this round", (_event(b),))
        if not victims(state, seat, cid):
            return Message("no opponent's site holds a card it could take")
    if fam not in ("material", "special", "attack"):
        return Message("defences are played only when your site is attacked")
    return Message("this card cannot be played now ({})", (message(state.pending.prompt),))


def _event(b: Board) -> CardRef | Message:
    """The event in force, by its name."""
    return CardRef("event:" + b.event) if b.event else Message("An event")


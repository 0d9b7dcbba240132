"""Build Magna Carta matches in a chosen situation, and drive them by action labels.

Seats are colours in the rulebook's order: 0 Red, 1 Green, 2 Orange, 3 Blue.
Road cards are written ``"park"`` (neutral), ``"1:market"`` (Green's Market),
``"1:market:R"`` (turned to its Residence side) or ``"1:market:R:statue"``
(a residence under the Statue).

``situation`` writes the board to reach a rule example quickly; the examples then check the
outcome through what the seats see: ``table`` (the public table) and the readers below it.
"""
from __future__ import annotations

from caylus_desktop.engine import interpreter, new_game
from caylus_desktop.engine.rules import rules_for
from caylus_desktop.engine.match import Match
from caylus_desktop.engine.state import Frame
from caylus_desktop.engine.view import Observation, SeatInfo
from caylus_desktop.games.magna_carta.board import Board, RoadCard

RED, GREEN, ORANGE, BLUE = 0, 1, 2, 3

# where each phase starts: the frames under the phase's own one
_AFTER = {"actions": "provost", "provost": "effects", "effects": "castle", "castle": "end"}


def road_card(text: str) -> RoadCard:
    parts = text.split(":")
    if len(parts) == 1:
        return RoadCard(parts[0], -1)
    owner, card = int(parts[0]), parts[1]
    residence = len(parts) > 2 and parts[2] == "R"
    prestige = parts[3] if len(parts) > 3 else None
    return RoadCard(card, owner, residence, prestige)


def situation(players: int, road: list[str], phase: str = "actions", *, hands: list[list[str]] | None = None,
              cubes: list[list[int]] | None = None, deniers: list[int] | None = None,
              workers: dict[int, int] | None = None, provost: int | None = None,
              bridge: list[int] | None = None, first: int = 0, active: int | None = None,
              stock: list[int] | None = None, card_cubes: dict[int, int] | None = None,
              options: dict | None = None, only_phase: bool = False) -> Match:
    """A match about to start ``phase`` (actions, provost, effects, castle) in the given position.

    Cards of each colour not on the road or in hand go to its pile; cubes are
    [food, wood, stone, gold] per seat; ``workers`` maps road positions to seats.
    With ``only_phase`` the match stops (no decision) when that phase ends.
    """
    # seats named after their colours, as the rulebook's examples call them
    names = [c.capitalize() for c in rules_for("magna-carta").look.seats[:players]]
    m = new_game("magna-carta", names, seed=1, options=options)
    s = m.state
    defs = s.defs
    b = Board(players, len(defs.sections), len(defs.resources))
    b.road = [road_card(t) for t in road]
    for pos, n in (card_cubes or {}).items():
        b.road[pos] = b.road[pos]._replace(cubes=n)
    b.workers = [-1] * len(b.road)
    for pos, seat in (workers or {}).items():
        b.workers[pos] = seat
    deck = defs.deck(bool(s.options["intro"]))
    for seat in range(players):
        b.hands[seat] = list((hands or [[]] * players)[seat])
        used = set(b.hands[seat]) | {r.card for r in b.road if r.owner == seat}
        b.piles[seat] = [c for c in deck if c not in used]
        b.cubes[seat] = list((cubes or [[2, 2, 0, 0]] * players)[seat])
        b.deniers[seat] = (deniers or [4] * players)[seat]
        b.reserve[seat] = defs.setup.workers - b.workers.count(seat)
    full = defs.token_stock(players)
    b.stock = list(stock) if stock is not None else full
    if stock is not None:  # the rest went to nobody in particular: count them as removed
        b.removed = [f - now for f, now in zip(full, stock)]
    used_prestige = {r.prestige for r in b.road if r.prestige}
    b.prestige_left = [p for p in defs.prestige_cards(bool(s.options["intro"])) if p not in used_prestige]
    if s.options["intro"]:
        b.provost = -1
    else:
        b.provost = len(b.road) - 1 if provost is None else provost
    b.bridge = list(bridge or [])
    b.first = first
    b.turn = 1
    b.phase = phase
    s.board = b   # a position builder: it sets the table up, the checks read the observation
    s.log.clear()
    s.history.clear()
    s.pending = None
    stack = [Frame("game", None, {}), Frame("turn", None, {"step": _AFTER[phase]})]
    if phase == "actions":
        stack.append(Frame("actions", None, {"resolver": first if active is None else active}))
    elif phase == "provost":
        stack.append(Frame("provost", None, {"i": 0}))
    elif phase == "effects":
        stack.append(Frame("effects", None, {"pos": 0, "part": "main"}))
    elif phase == "castle":
        b.lots = [0] * players
        stack.append(Frame("castle", None, {"i": 0}))
    s.stack = stack[2:] if only_phase else stack
    interpreter.run(s, m.spec.ops)
    return m


def choose(m: Match, label_part: str):
    """Apply the single legal action whose label contains ``label_part``."""
    hits = [a for a in m.legal_actions() if label_part.lower() in m.label(a).lower()]
    assert len(hits) == 1, f"{label_part!r} matches {[m.label(a) for a in hits]} among {labels(m)}"
    m.apply(hits[0])
    return hits[0]


def labels(m: Match) -> list[str]:
    return [m.label(a) for a in m.legal_actions()]


def finish_turn(m: Match) -> None:
    """Everyone passes, nobody moves the provost, every effect is declined, no lot given."""
    turn = table(m).round
    while m.decision is not None and table(m).round == turn:
        opts = m.legal_actions()
        m.apply(next(a for a in opts if a.kind in ("pass", "decline", "stop", "keep") or a.key == ("provost", (0,))))


# --- what the seats see ----------------------------------------------------------
def table(m: Match) -> Observation:
    """The public table as Red sees it: road, provost, bridge, castle, every seat's supplies."""
    return m.observation(RED)


def seat(m: Match, s: int) -> SeatInfo:
    """Seat ``s`` as it sees itself (its own hand included)."""
    return m.observation(s).seats[s]


def cubes(m: Match) -> list[list[int]]:
    """Each seat's [food, wood, stone, gold]."""
    return [[e.resources[c] for c in ("food", "wood", "stone", "gold")] for e in table(m).seats]


def deniers(m: Match) -> list[int]:
    return [e.resources["deniers"] for e in table(m).seats]


def tokens(m: Match) -> list[list[int]]:
    """Each seat's castle tokens by section, best first (the rules' order)."""
    return [list(e.tokens.values()) for e in table(m).seats]


def reserve(m: Match) -> list[int]:
    """Each seat's workers not on the road."""
    return [e.workers for e in table(m).seats]


def stock(m: Match) -> list[int]:
    """Castle tokens left, by section."""
    return list(table(m).castle.values())


def tokens_left(m: Match) -> int:
    """Castle tokens left in the stock, all sections together."""
    return sum(stock(m))


def removed(m: Match) -> list[int]:
    """Castle tokens out of the game (nobody gave a lot), by section."""
    return list(table(m).removed_tokens.values())


def road(m: Match) -> list:
    """The road cards: card, owner, residence, prestige, cubes and worker."""
    return list(table(m).road)


def workers(m: Match) -> list[int]:
    """By road position: the seat whose worker stands there, or -1."""
    return [r.worker for r in road(m)]


def hand(m: Match, s: int) -> list[str]:
    """Seat ``s``'s hand, as it sees it."""
    return list(seat(m, s).hand)


def pile(m: Match, s: int) -> int:
    """How many cards seat ``s``'s face-down pile holds."""
    return table(m).seats[s].pile


def discard(m: Match, s: int) -> list[str]:
    """Seat ``s``'s discard, face up."""
    return list(table(m).seats[s].discard)

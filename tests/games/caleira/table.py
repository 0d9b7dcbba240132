"""Build Caleira matches in a chosen situation, and drive them by action labels."""
from __future__ import annotations

from caylus_desktop.engine import interpreter, new_game
from caylus_desktop.engine.match import Match
from caylus_desktop.engine.state import Frame
from caylus_desktop.games.caleira.board import Board


def situation(hands: list[list[str]], galleries: list[list[str]] | None = None,
              deck: list[str] = (), active: int = 0, options: dict | None = None) -> Match:
    """A match where ``active`` is about to play from its hand.

    Galleries list card ids, upper case for face up (``"WATCHTOWER"``) and
    lower case for face down; ``deck`` is listed from the top.
    """
    players = len(hands)
    galleries = galleries or [[] for _ in range(players)]
    m = new_game("caleira", players, seed=1, options=options)
    kinds: list[str] = []
    def add(cid: str) -> int:
        kinds.append(cid.lower())
        return len(kinds) - 1
    hand_uids = [[add(c) for c in h] for h in hands]
    gallery_uids = [[(add(c), c.isupper()) for c in g] for g in galleries]
    deck_uids = [add(c) for c in reversed(list(deck))]
    b = Board(tuple(kinds), players)
    b.hands = hand_uids
    b.deck = deck_uids
    for seat, row in enumerate(gallery_uids):
        b.galleries[seat] = [u for u, _ in row]
        for u, up in row:
            b.face_up[u] = up
            b.known[seat].add(u)
            if up:
                for k in b.known:
                    k.add(u)
    for seat, h in enumerate(hand_uids):
        b.known[seat].update(h)
    b.active = active
    b.turn = 1
    s = m.state
    s.board = b
    s.log.clear()
    s.stack = [Frame("game", None, {"next": (active + 1) % players}),
               Frame("turn", None, {"resolver": active, "step": "play"})]
    s.pending = None
    interpreter.run(s, m.spec.ops)
    return m


def choose(m: Match, label_part: str):
    """Apply the single legal action whose label contains ``label_part``."""
    hits = [a for a in m.legal_actions() if label_part.lower() in m.label(a).lower()]
    assert len(hits) == 1, f"{label_part!r} matches {[m.label(a) for a in hits]} among {[m.label(a) for a in m.legal_actions()]}"
    m.apply(hits[0])
    return hits[0]


def play(m: Match, card: str, face: str = "up", end: str = "right") -> None:
    m.apply(("play", (card,)))
    options = m.legal_actions()
    exact = [a for a in options if a.args == (end, face)] or [a for a in options if a.args[1] == face]
    assert exact, f"cannot place {card} face {face}: {[m.label(a) for a in options]}"
    m.apply(exact[0])


def gallery(m: Match, seat: int) -> list[str]:
    """Card ids of a gallery as its owner sees it, upper case when face up."""
    pieces = m.observation(seat).seats[seat].gallery
    return [p.card.upper() if p.face_up else p.card for p in pieces]

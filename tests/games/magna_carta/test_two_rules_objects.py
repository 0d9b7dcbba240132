"""Two Magna Carta rules objects in one process: each match is offered what its own rules allow.

The legal-action caches once lived at module level, keyed by the hand and the cubes only:
a match under edited rules was then offered the builds the first rules allowed, and the
engine raised RuntimeError when one was chosen.
"""
from caylus_desktop.bots import random_bot
from caylus_desktop.engine import interpreter
from caylus_desktop.engine.defs import resolve_options
from caylus_desktop.engine.match import Match, new_game, seat_specs
from caylus_desktop.engine.rng import Rng
from caylus_desktop.engine.rules import load_rules_text, rules_dir
from caylus_desktop.engine.state import State
from caylus_desktop.games import spec

# the Small Farm, edited to cost more stone than a player ever holds
DEAR = "  - id: small_farm\n    name: {en: Small Farm, fr: Petite ferme}\n    frame: wood\n    cost: {stone: 30}\n"


def edited_rules():
    text = (rules_dir() / "magna_carta.yaml").read_text(encoding="utf-8")
    old = "  - id: small_farm\n    name: {en: Small Farm, fr: Petite ferme}\n    frame: wood\n    cost: {food: 1, wood: 1}\n"
    assert old in text
    return load_rules_text(text.replace(old, DEAR), "edited magna_carta.yaml")


def game_with(defs, players: int, seed: int) -> Match:
    """new_game, with a rules object of the test's own."""
    game = spec("magna-carta")
    state = State("magna-carta", defs, seat_specs(players), resolve_options(defs.options, {}), seed)
    game.setup(state)
    interpreter.run(state, game.ops)
    return Match(state, game)


def play(m: Match, seed: int, seen: list) -> None:
    rng = Rng(seed)
    while m.decision is not None:
        seen.extend(a.key for a in m.decision.options)
        m.apply(random_bot.choose(None, m.decision, rng))


def test_a_second_rules_object_gets_its_own_legal_builds():
    dear = edited_rules()
    assert dear.card("small_farm").cost.stone == 30
    shipped: list = []
    edited: list = []
    for seed in range(6):
        play(new_game("magna-carta", 2, seed), seed, shipped)  # fills the shipped rules' caches first
        play(game_with(dear, 2, seed), seed, edited)  # the same seeded game under the edited rules
    assert ("build", ("small_farm",)) in shipped  # the shipped Farm is offered in these games
    assert ("build", ("small_farm",)) not in edited


def test_the_shipped_rules_are_unchanged_by_an_edited_copy():
    edited_rules()
    m = new_game("magna-carta", 2, 3)
    assert m.state.defs.card("small_farm").cost.code() == (1, 1, 0, 0, 0)
    offered: list = []
    play(m, 3, offered)
    assert m.over and m.invariants() == []

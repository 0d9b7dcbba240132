"""Moves that travel: pieces fly after a move, a click or key lands them, and the last
picture is exactly the table as it is (pixel for pixel), in every game."""
from __future__ import annotations

import json

import pygame
import pytest

from caylus_desktop.engine import new_game
from caylus_desktop.engine.view import as_dict
from random import Random as Rng
from caylus_desktop.ui.motion import Move, Piece, _named, in_log_order, plan
from caylus_desktop.ui.scenes.game import GameScene
from tests.ui.driver import click, key

GAMES = ("caylus", "magna-carta", "caleira", "castrum")


def person_and_bots(app, game: str, seats: int = 4, seed: int = 5, delay: float = 0) -> GameScene:
    app.settings.moves = "normal"
    specs = [{"name": "Ann"}] + [{"name": f"Bot {i}", "bot": "random"} for i in range(1, seats)]
    scene = GameScene(app, new_game(game, specs, seed))
    scene.bot_delay = delay
    app.push(scene)
    return scene


def table(app, scene) -> bytes:
    """The table's pixels as drawn now (a frame without the update step: no bot moves meanwhile)."""
    scene.flash = None  # the last move's outline fades by the clock: not part of the comparison
    app.draw()
    rect = scene.layout(app.screen)[2]
    return pygame.image.tobytes(app.screen.subsurface(rect), "RGB")


def later(scene, seconds: float) -> None:
    """The animation's clock moves on by ``seconds``."""
    scene.motion.flights = [(m, b - seconds, e - seconds, s) for m, b, e, s in scene.motion.flights]


def next_animation(app, scene, rng: Rng, limit: int = 400) -> bool:
    """Step the window (bots move, the person plays seeded moves) until pieces are on their way."""
    for _ in range(limit):
        if scene.match.decision is None:
            return False
        if scene.my_turn():
            d = scene.match.decision
            scene.click_action(d.options[rng.randrange(len(d.options))])
        app.dirty = True
        app.step()
        if scene.bot is not None:
            scene.bot.done.wait(5)
        if scene.motion.flights:
            return True
    return False


def seen_cards(scene) -> None:
    """Every card a piece is drawn as is one the seat at the screen may see."""
    viewer, _, _, _, pieces = scene._shown
    obs = json.dumps(as_dict(scene.match.observation(viewer)))
    for p in pieces:
        if p.kind.startswith(("card:", "peek:")):
            assert f'"{p.kind.split(":", 1)[1]}"' in obs, f"{p.kind} drawn for seat {viewer}, who cannot see it"


@pytest.mark.parametrize("game", GAMES)
def test_after_the_pieces_land_the_table_is_exactly_as_it_is(app, game):
    scene = person_and_bots(app, game)
    rng = Rng(11)
    seen, differed = 0, 0
    while seen < 5 and next_animation(app, scene, rng):
        seen += 1
        seen_cards(scene)
        later(scene, 0.15)
        middle = table(app, scene)
        later(scene, 10)  # every piece has landed
        landed = table(app, scene)
        scene._table_cache = None  # the table drawn from scratch, no animation at all
        scene.motion.finish()
        plain = table(app, scene)
        assert landed == plain, f"{game}: the picture after the animation is not the table as it is"
        differed += middle != plain
        assert app.errors == []
    assert seen == 5, f"{game}: only {seen} moves travelled"
    assert differed, f"{game}: no frame in the middle of a move differed from the end: nothing travelled"


def test_a_worker_travels_from_the_reserve_to_its_road_space(app):
    scene = person_and_bots(app, "caylus", seats=2, seed=3, delay=30)  # the bot waits: only the person moves
    app.dirty = True
    app.step()
    action = next(a for a in scene.match.legal_actions() if a.target and a.target.startswith("road:"))
    scene.click_action(action)
    app.dirty = True
    app.step()
    trips = {m.lands: (m, begin, end) for m, begin, end, _ in scene.motion.flights}
    trip, begin, end = trips[("worker:0", action.target)]
    road = scene.view.targets[action.target][0]
    assert road.contains(trip.end) and not road.colliderect(trip.start)
    # on its way the worker is held back from its space; once landed nothing is
    assert ("worker:0", action.target) in scene.motion.hidden(begin)
    assert ("worker:0", action.target) not in scene.motion.hidden(end)


def test_a_key_lands_every_piece_at_once(app):
    scene = person_and_bots(app, "caylus", seats=2, seed=3, delay=30)
    app.dirty = True
    app.step()
    action = next(a for a in scene.match.legal_actions() if a.target and a.target.startswith("road:"))
    scene.click_action(action)
    app.dirty = True
    app.step()
    assert scene.motion.flights
    moves = scene.match.moves
    key(app, pygame.K_SPACE)
    assert scene.motion.flights == [] and scene.match.moves == moves  # landed, and nothing else done
    landed = table(app, scene)
    scene._table_cache = None
    assert table(app, scene) == landed


def test_a_click_during_an_animation_lands_the_pieces_then_plays(app):
    scene = person_and_bots(app, "caylus", seats=2, seed=3)
    app.dirty = True
    app.step()
    first = next(a for a in scene.match.legal_actions() if a.target and a.target.startswith("road:"))
    scene.click_action(first)
    for _ in range(200):  # the bot answers once the person's worker has landed, and its own move travels
        later(scene, 10)
        app.dirty = True
        app.step()
        if scene.bot is not None:
            scene.bot.done.wait(5)
        if scene.my_turn() and scene.motion.flights:
            break
    assert scene.my_turn() and scene.motion.flights, "the bot's move should be travelling on the person's turn"
    app.dirty = True
    app.step()  # a frame in the middle of the animation registers the places to click
    covered = scene._recap_rect or pygame.Rect(0, 0, 0, 0)  # the recap of the bot's move may be open
    action = next(a for a in scene.match.legal_actions()
                  if a.target in scene.view.targets and not scene.renderer.in_panel(a)
                  and not scene.view.targets[a.target][0].colliderect(covered)
                  and sum(b.target == a.target for b in scene.match.legal_actions()) == 1)
    moves = scene.match.moves
    click(app, scene.view.targets[action.target][0].center)
    assert scene.match.moves == moves + 1 and scene.match.action_keys()[-1] == action.key
    assert not scene.recap_open  # the person played: the recap has been read
    assert app.errors == []


def test_plan_pairs_a_kind_that_changed_places_and_feeds_from_piles():
    def draw(surf, rect):
        pass
    r = pygame.Rect
    before = [Piece("worker:1", "home:5", r(0, 0, 10, 10), draw), Piece("card:moat", "hand:0", r(50, 0, 20, 30), draw, "card"),
              Piece("back:deck", "deck", r(90, 0, 20, 30), draw, "card", "hand:", True),
              Piece("coin:0", "3", r(200, 0, 8, 8), draw, ghost=True)]
    after = [Piece("worker:1", "road:4", r(0, 100, 10, 10), draw),
             Piece("peek:moat", "gallery:0:0", r(50, 100, 20, 30), draw, "card"),
             Piece("card:keep", "hand:0", r(50, 0, 20, 30), draw, "card"),
             Piece("back:deck", "deck", r(90, 0, 20, 30), draw, "card", "hand:", True)]
    trips = plan(before, after, bank=r(300, 300, 50, 50))
    by_end = {m.lands: m for m in trips}
    assert by_end[("worker:1", "road:4")].start == r(0, 0, 10, 10)          # the same kind, another slot
    assert by_end[("card:keep", "hand:0")].start == r(90, 0, 20, 30)        # drawn from the deck
    # the card played face down leaves the hand (its face was the player's own) for the gallery
    assert by_end[("peek:moat", "gallery:0:0")].start == r(50, 0, 20, 30)
    leaving = [m for m in trips if m.lands is None]
    assert [m.start for m in leaving] == [r(200, 0, 8, 8)] and leaving[0].end.center == (325, 325)  # paid to the bank


def test_moves_go_with_the_first_line_naming_their_seat_and_card():
    from caylus_desktop.engine.messages import Message
    from caylus_desktop.engine.state import CardRef, SeatRef

    r = pygame.Rect(0, 0, 4, 4)

    def move(seat, ref=None):
        return Move(r, r, lambda s, rr: None, None, (4, 4), seat, ref)
    lines = [Message("{} uses {}", (SeatRef(1), CardRef("quarry"))),
             Message("{}", (Message("{} takes {}", (SeatRef(0), 1)),)),  # a sentence inside a sentence
             Message("{} uses {}", (SeatRef(0), CardRef("farm"))),
             Message("{} gains {}", (SeatRef(2), 3))]
    unnamed, farm, one, two, plain_zero, quarry_zero = move(None), move(0, "farm"), move(1), move(2), move(0), \
        move(0, "quarry")
    drawn = [unnamed, two, farm, plain_zero, one, quarry_zero]
    # seat 0 on the Farm waits for its line; seat 0 on the Quarry has no line of its own: its seat's first
    assert in_log_order(drawn, lines) == [one, plain_zero, quarry_zero, farm, two, unnamed]
    assert in_log_order(drawn, []) == drawn  # nothing logged: drawing order


def test_the_speed_is_a_setting_remembered_and_instant_moves_nothing(app):
    from caylus_desktop.ui.scenes.other import SettingsScene
    from caylus_desktop.ui.storage import Settings
    from tests.ui.driver import click_button

    app.push(SettingsScene(app))
    click_button(app, app.tr("instant"))
    assert Settings.load(app.storage).moves == "instant"
    app.pop()
    scene = person_and_bots(app, "caylus", seats=2, seed=3, delay=30)
    app.settings.moves = Settings.load(app.storage).moves
    app.dirty = True
    app.step()
    scene.click_action(next(a for a in scene.match.legal_actions() if a.target and a.target.startswith("road:")))
    app.dirty = True
    app.step()
    assert scene.motion.flights == []



def test_one_steps_flights_follow_the_order_of_its_log_lines(app):
    """One engine step moves several seats' pieces: Ann moves the provost, then the road resolves in
    one go (Bot 1's Sawmill and Peddler, then Bot 2's Carpenter). Drawn, the pieces come in the
    table's order (Bot 2's first); they fly in the order the engine did them, as the log says."""
    app.settings.moves = "normal"
    specs = [{"name": "Ann"}, {"name": "Bot 1", "bot": "random"}, {"name": "Bot 2", "bot": "random"}]
    match = new_game("caylus", specs, 1)
    rng = Rng(1)
    for _ in range(72):  # seeded play up to Ann's provost move
        d = match.decision
        match.apply(d.options[rng.randrange(len(d.options))])
    scene = GameScene(app, match)
    scene.bot_delay = 1e9  # the bots wait: only this step travels
    app.push(scene)
    app.dirty = True
    app.step()
    before, start = scene._shown[4], len(match.log_entries())
    d = match.decision
    scene.apply(d.options[rng.randrange(len(d.options))])
    app.dirty = True
    app.step()
    log = [line.message for line in match.log_lines_for(0, start)]
    said = list(dict.fromkeys(s for names in map(_named, log) for kind, s in sorted(names, key=str) if kind == "seat"))
    flights = sorted(scene.motion.flights, key=lambda f: f[1])
    flown = list(dict.fromkeys(m.seat for m, _, _, _ in flights if m.seat is not None))
    drawn = list(dict.fromkeys(m.seat for m in plan(before, scene._shown[4]) if m.seat is not None))
    assert match.say(log[0]).startswith("Ann moves the provost")
    assert sorted(drawn) == sorted(flown) == [0, 1, 2] and drawn != flown  # the case: two orders that differ
    assert flown == [s for s in said if s in flown], f"flights by seat {flown}, the log's order {said}"
    assert [m for m, _, _, _ in flights] == in_log_order([m for m, _, _, _ in flights], log)

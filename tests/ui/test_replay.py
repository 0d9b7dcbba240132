"""Replays: a saved or finished game opened from Load or the results screen and stepped through
with real clicks on the stepper shows, at every index, the very table of a game played up to
that index (same state, same observation for the chosen seat, same pixels)."""
from __future__ import annotations

import pygame
import pytest

from caylus_desktop.engine import new_game
from caylus_desktop.engine.rng import Rng
from caylus_desktop.bots import random_bot
from caylus_desktop.engine.voice import Voice
from caylus_desktop.games import GAME_IDS
from caylus_desktop.ui.scenes.replay import ReplayScene
from caylus_desktop.ui.scenes.saves import LoadScene
from caylus_desktop.ui.tables import TableView
from tests.ui.driver import click, click_button, key


def played(game: str, seed: int = 3, seats: int = 4):
    """A seeded game played to the end by the random bot."""
    m = new_game(game, [{"name": f"P{i + 1}", "bot": None if i == 0 else "random"} for i in range(seats)], seed)
    rng = Rng(seed)
    while m.decision is not None:
        m.apply(random_bot.choose(None, m.decision, rng))
    return m


def played_to(final, index: int):
    """The same game played (not replayed through the scene) up to ``index`` moves."""
    m = new_game(final.game, final.seats, final.seed, final.options)
    for k in final.action_keys()[:index]:
        m.apply(k)
    return m


def table_pixels(scene: ReplayScene, match) -> bytes:
    """The table as the game's renderer draws it for ``match`` from the scene's seat, in the scene's place."""
    surf = pygame.Surface(scene.app.screen.get_size())
    _, table, _, _ = scene.layout(surf)
    view = TableView(scene.app.theme, scene.app.voice, match, scene.seat, match.observation(scene.seat),
                     match.decision, set(), scene.app.mouse, scene.seat_colour, scene.seat_shape)
    scene.renderer.draw(surf, table, view)
    return pygame.image.tobytes(surf.subsurface(table), "RGB")


def shown_pixels(app, scene: ReplayScene) -> bytes:
    _, table, _, _ = scene.layout(app.screen)
    return pygame.image.tobytes(app.screen.subsurface(table), "RGB")


def open_from_load(app, final) -> ReplayScene:
    path = app.storage.new_save_path(final.game)
    app.storage.write(path, final.to_json())
    app.push(LoadScene(app))
    click_button(app, f"replay:{path.name}")
    scene = next(s for s in reversed(app.scenes) if isinstance(s, ReplayScene))  # perhaps under the handoff
    return scene


def step_through(app, scene: ReplayScene, final, pixels_every: int) -> None:
    app.mouse = (-1, -1)
    n = len(final.action_keys())
    assert n > 10
    for i in range(n + 1):
        app.dirty = True
        app.step()
        assert scene.index == i
        expect = played_to(final, i)
        assert scene.match.state_hash() == expect.state_hash(), f"move {i}"
        assert scene.match.observation(scene.seat) == expect.observation(scene.seat), f"move {i}"
        if i % pixels_every == 0 or i == n:
            app.mouse = (-1, -1)
            app.dirty = True
            app.draw()
            assert shown_pixels(app, scene) == table_pixels(scene, expect), f"move {i}: the table differs"
        if i < n:
            click_button(app, app.tr("replay_forward"))
    assert not app.errors


def test_stepping_a_saved_game_from_load_shows_the_table_of_every_index(app):
    final = played("caleira")
    scene = open_from_load(app, final)
    step_through(app, scene, final, pixels_every=3)


@pytest.mark.slow
@pytest.mark.parametrize("game", [g for g in GAME_IDS if g != "caleira"])
def test_stepping_every_game_shows_the_table_of_every_index(app, game):
    final = played(game)
    scene = open_from_load(app, final)
    step_through(app, scene, final, pixels_every=7)


def test_back_first_last_and_rounds_with_clicks(app):
    final = played("castrum", seed=5)
    scene = open_from_load(app, final)
    n = len(final.action_keys())
    click_button(app, app.tr("replay_last"))
    assert scene.index == n and scene.match.state_hash() == final.state_hash()
    click_button(app, app.tr("replay_back"))
    assert scene.index == n - 1 and scene.match.state_hash() == played_to(final, n - 1).state_hash()
    click_button(app, app.tr("replay_first"))
    assert scene.index == 0 and scene.match.state_hash() == played_to(final, 0).state_hash()
    # next round: the first position of round 2, then 3; previous round: back to the start of round 2
    click_button(app, app.tr("replay_next_round"))
    first2 = scene.rounds.index(2)
    assert scene.index == first2 and scene.match.observation(0).round == 2
    click_button(app, app.tr("replay_next_round"))
    assert scene.index == scene.rounds.index(3)
    click_button(app, app.tr("replay_forward"))
    click_button(app, app.tr("replay_prev_round"))  # to the start of this round first
    assert scene.index == scene.rounds.index(3)
    click_button(app, app.tr("replay_prev_round"))
    assert scene.index == first2
    assert scene.match.state_hash() == played_to(final, first2).state_hash()
    # the timeline: a click on round 4's tick goes to its start; elsewhere to that point of the game
    bar = scene.timeline
    first4 = scene.rounds.index(4)
    click(app, (bar.x + bar.w * first4 // n + 2, bar.centery))
    assert scene.index == first4
    ticks = [bar.x + bar.w * i // n for i in scene.round_starts()]
    x = max((a + b) // 2 for a, b in zip(ticks, ticks[1:]))  # between two ticks
    click(app, (x, bar.centery))
    assert abs(scene.index - round((x - bar.x) * n / bar.w)) <= 1 and scene.index not in scene.round_starts()
    assert scene.match.state_hash() == played_to(final, scene.index).state_hash()
    # and the keys: arrows a move, Home and End the ends, Page Up / Down a round
    here = scene.index
    key(app, pygame.K_RIGHT)
    assert scene.index == here + 1
    key(app, pygame.K_LEFT)
    key(app, pygame.K_LEFT)
    assert scene.index == here - 1
    key(app, pygame.K_END)
    assert scene.index == n
    key(app, pygame.K_HOME)
    assert scene.index == 0
    key(app, pygame.K_PAGEDOWN)
    assert scene.index == first2
    assert not app.errors


def test_the_chosen_seat_sees_only_what_it_could_see(app, monkeypatch):
    from caylus_desktop.ui import theme as th

    drawn: list[str] = []
    real_text = th.text
    monkeypatch.setattr(th, "text", lambda surf, font, s, *a, **k: drawn.append(s) or real_text(surf, font, s, *a, **k))
    final = played("castrum", seed=5)
    scene = open_from_load(app, final)
    for _ in range(12):
        click_button(app, app.tr("replay_forward"))
    expect = played_to(final, 12)
    assert scene.obs == expect.observation(0)
    click_button(app, "seat:1")
    assert scene.seat == 1 and scene.obs == expect.observation(1)
    assert scene.obs.seats[1].hand is not None and scene.obs.seats[0].hand is None, \
        "seat 1 sees its own hand and only the size of seat 0's"
    # the last move's label is said to the seat that chose it; to any other only that it decided
    said = {}
    for i in range(1, 13):
        scene.goto(i)
        who, action = scene.moves[i - 1]
        for seat in (who, (who + 1) % 4):
            scene.choose_seat(seat)
            drawn.clear()
            app.dirty = True
            app.step()
            said[seat == who] = True
            words = " ".join(drawn)  # a long label is drawn as several wrapped lines
            said_label = final.label(action, Voice("en", who))
            if seat == who:
                assert said_label in words
            else:
                assert said_label not in words
                assert app.tr("replay_who", final.seats[who].name) in drawn
    assert said == {True: True, False: True}
    assert not app.errors


def test_the_results_screen_opens_the_replay(app):
    from caylus_desktop.ui.scenes.results import ResultsScene

    final = played("caleira")
    app.push(ResultsScene(app, final, [(230, 159, 0), (86, 180, 233), (0, 158, 115), (240, 228, 66)]))
    click_button(app, app.tr("replay"))
    scene = app.top
    assert isinstance(scene, ReplayScene) and scene.index == 0 and scene.seat == 0
    click_button(app, app.tr("replay_last"))
    assert scene.match.state_hash() == final.state_hash()
    click_button(app, app.tr("back"))
    assert isinstance(app.top, ResultsScene)


def test_an_unfinished_hotseat_game_shows_only_the_peoples_views_each_behind_the_handoff(app):
    from caylus_desktop.ui.scenes.handoff import HandoffScene

    m = new_game("castrum", [{"name": "Ann"}, {"name": "Bo"}, {"name": "Bot", "bot": "random"}], 5)
    rng = Rng(5)
    for _ in range(30):
        m.apply(random_bot.choose(None, m.decision, rng))
    assert m.decision is not None  # saved mid-game: it may still be played on
    scene = open_from_load(app, m)
    assert isinstance(app.top, HandoffScene), "the table is covered until the first person is ready"
    click(app, (10, 10))
    assert app.top is scene and scene.seat == 0
    app.dirty = True
    app.step()
    assert "seat:0" in scene.hot.named and "seat:1" in scene.hot.named
    assert "seat:2" not in scene.hot.named, "a bot's hand is never offered while the game goes on"
    scene.choose_seat(2)
    assert scene.seat == 0
    click_button(app, "seat:1")
    app.step()
    assert isinstance(app.top, HandoffScene) and scene.seat == 0
    click(app, (10, 10))
    assert app.top is scene and scene.seat == 1
    app.dirty = True
    app.step()
    assert scene.obs == played_to(m, scene.index).observation(1)
    # once the game is over every seat's view may be looked at, without a cover
    final = played("castrum", seed=5)
    other = open_from_load(app, final)
    assert app.top is other and other.offered == [0, 1, 2, 3]
    assert not app.errors

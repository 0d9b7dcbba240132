"""Card zoom: a right-click, or the pointer held still, opens a card large with every word of its
text, in all four games; a click, a key or moving off it closes it; only faces the seat may see."""
from __future__ import annotations

import pygame
import pytest

from caylus_desktop.bots import random_bot
from caylus_desktop.engine import new_game
from caylus_desktop.engine.rng import Rng
from caylus_desktop.ui import layoutcheck, textrecord
from caylus_desktop.ui.scenes.game import GameScene
from caylus_desktop.ui.widgets.zoom import HOLD
from tests.ui.driver import click, move

GAMES = ("caylus", "magna-carta", "caleira", "castrum")


@pytest.fixture(autouse=True)
def no_autosave(monkeypatch):
    monkeypatch.setattr(GameScene, "autosave", lambda self: None)


def _scene(app, game: str, moves: int = 20):
    m = new_game(game, ["Ann", "Bob", "Cy"], 3)
    rng = Rng(3)
    for _ in range(moves):
        m.apply(random_bot.choose(None, m.decision, rng))
    scene = GameScene(app, m)
    scene.viewer = m.decision.seat
    scene.show_hand(True)  # three people share the screen: the one to move has asked to see their hand
    app.push(scene)
    app.dirty = True
    app.step()
    return scene


def _drawn_words(app) -> str:
    with textrecord.recording() as rec:
        app.dirty = True
        app.step()
    return " ".join(d.text for d in rec.texts)


@pytest.mark.parametrize("game", GAMES)
def test_a_right_click_opens_every_card_large_with_its_whole_text(app, game):
    scene = _scene(app, game)
    zooms = list(scene.view.zooms)
    assert zooms, f"{game}: no card can be zoomed"
    for z in zooms:
        title, body = z.content()
        click(app, z.rect.center, button=3)
        assert scene.zoomer.open is not None and scene.zoomer.open.rect == z.rect
        with textrecord.recording() as rec:
            app.dirty = True
            app.step()
        words = " ".join(d.text for d in rec.texts).split()
        for word in (title + " " + body).split():  # every word of the card, none cut with "…"
            assert word in words, (game, title, word)
        cut = [p for p in layoutcheck.judge(game, rec, app.screen.get_rect(), app.theme.min_text_px)
               if p.kind == "overflows" and any(p.text in line for line in body.splitlines() + [title])]
        assert not cut, cut
        assert app.top.tooltip() is None  # the large card says it all
        click(app, (1, app.screen.get_height() - 1), button=1)  # a click anywhere puts it back
        assert scene.zoomer.open is None


def test_holding_the_pointer_on_a_card_opens_it_and_moving_off_closes_it(app):
    scene = _scene(app, "caleira", moves=4)
    z = scene.view.zooms[-1]
    move(app, z.rect.center)
    scene.update(HOLD / 2)
    assert scene.zoomer.open is None  # not yet: a passing pointer does not open cards
    scene.update(HOLD)
    assert scene.zoomer.open is not None and scene.zoomer.open.rect == z.rect
    move(app, (2, 2))
    scene.update(0.01)
    assert scene.zoomer.open is None


def test_no_face_down_card_of_another_seat_opens(app):
    scene = _scene(app, "caleira", moves=8)
    obs = scene.view.obs
    for s, info in enumerate(obs.seats):
        for i, p in enumerate(info.gallery):
            hidden = p.card is None  # a face this seat has not seen
            for rect in scene.view.targets.get(f"gallery:{s}:{i}", []):
                opened = scene.zoomer.under(scene.view.zooms, rect.center)
                assert (opened is None) == hidden, (s, i, p)


def test_a_click_on_a_card_opened_by_holding_still_plays_it(app):
    scene = _scene(app, "caleira", moves=4)
    m = scene.match
    play = next(a for a in m.legal_actions() if a.target and a.target.startswith("hand:"))
    rect = scene.view.targets[play.target][0]
    move(app, rect.center)
    scene.update(HOLD * 2)
    assert scene.zoomer.open is not None
    before = len(m.state.history)
    click(app, rect.center)
    assert scene.zoomer.open is None and len(m.state.history) > before or scene.popup is not None

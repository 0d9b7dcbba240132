"""Review my game, from the results screen: the window keeps answering while the bot works,
then lists the clearly worse decisions with the better move."""
from __future__ import annotations

import pytest

import threading

import pygame

from caylus_desktop.bots import random_bot
from caylus_desktop.engine import new_game
from caylus_desktop.engine.rng import Rng
from caylus_desktop.engine.numbers import number
from caylus_desktop.ui import textrecord
from caylus_desktop.ui import theme as th
from caylus_desktop.ui.scenes import review as review_scene
from caylus_desktop.ui.scenes.results import ResultsScene
from caylus_desktop.ui.scenes.review import ReviewScene
from tests.ui.driver import click_button

GOLD_MINE = ("place", ("road", 16))


def finished_game_with_a_blunder():
    """Caylus: Ann's first worker goes to the Gold mine, beyond any reach of the provost this turn (a
    denier for nothing), then random play to the end."""
    m = new_game("caylus", ["Ann", {"name": "Bot", "bot": "random"}], 3)
    m.apply(GOLD_MINE)
    rng = Rng(5)
    while m.decision is not None:
        m.apply(random_bot.choose(None, m.decision, rng))
    return m


@pytest.mark.slow
def test_review_runs_in_the_background_and_lists_the_blunder(app, monkeypatch):
    gate = threading.Event()
    real = review_scene.review

    def gated(match, seat, iterations, progress, cancel, voice):
        progress(0, 1)
        gate.wait(30)
        return real(match, seat, iterations, progress=progress, cancel=cancel, voice=voice)

    monkeypatch.setattr(review_scene, "review", gated)
    import caylus_desktop.tools.review as tools_review
    real_bot = tools_review.review_bot
    monkeypatch.setattr(tools_review, "review_bot", lambda iterations=None: real_bot(60))  # quicker than the declared 200
    m = finished_game_with_a_blunder()
    app.push(ResultsScene(app, m, [(200, 60, 60), (60, 60, 200)]))
    click_button(app, app.tr("review_game"))
    scene = app.top
    assert isinstance(scene, ReviewScene) and scene.seat == 0
    for _ in range(5):  # the bot is busy (held at the gate): the window still steps and draws
        app.dirty = True
        app.step()
    assert not scene.job.done.is_set() and app.errors == []
    gate.set()
    assert scene.job.done.wait(300)
    drawn = []
    real_text = th.text
    monkeypatch.setattr(th, "text", lambda surf, font, words, *a, **k: (drawn.append(words), real_text(surf, font, words, *a, **k))[1])
    app.dirty = True
    app.step()
    assert scene.job.error is None
    assert any(w.startswith(app.tr("review_total", "")[:10]) for w in drawn)
    mistakes = review_scene.clear_mistakes(scene.job.result)
    blunder = next(d for d in mistakes if d["index"] == 0)
    assert "Gold mine" in blunder["chosen"] and "Gold mine" not in blunder["best"]
    # worst first, as many as fit; the wheel scrolls down to the Gold mine
    moves = [w for w in drawn if w.startswith("Move ")]
    assert moves and moves == [f"Move {d['index'] + 1}: you chose {d['chosen']}" for d in mistakes[:len(moves)]]
    wanted = f"Move 1: you chose {blunder['chosen']}"
    for _ in range(len(mistakes)):
        if wanted in drawn:
            break
        drawn.clear()
        pygame.event.post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-1))
        app.dirty = True
        app.step()
    at = drawn.index(wanted)
    assert drawn[at + 1] == f"Better: {blunder['best']} (about {number(blunder['loss'], 'en')} point{'' if blunder['loss'] == 1 else 's'})"
    click_button(app, app.tr("back"))
    assert isinstance(app.top, ResultsScene)


def test_leaving_the_review_stops_the_bot(app):
    m = finished_game_with_a_blunder()
    app.push(ResultsScene(app, m, [(200, 60, 60), (60, 60, 200)]))
    click_button(app, app.tr("review_game"))
    job = app.top.job
    click_button(app, app.tr("back"))
    assert isinstance(app.top, ResultsScene) and job.stop.is_set()
    assert job.done.wait(60) and app.errors == []


@pytest.mark.parametrize("lang, title, better, about, total", [
    ("en", "Review of Anne's game", "Better: {} ({})", "about {} point{}", "Estimated points lost: {}"),
    ("fr", "Analyse de la partie d'Anne", "Mieux : {} ({})", "environ {} point{}", "Points perdus estimés : {}"),
])
def test_the_review_names_the_seat_and_writes_its_numbers_in_the_language(app, lang, title, better, about, total):
    app.settings.lang = lang
    m = new_game("caylus", ["Anne", {"name": "Bot", "bot": "random"}], 3)
    m.apply(GOLD_MINE)  # beyond the provost's reach: a clear mistake, with a decimal loss
    scene = ReviewScene(app, m, 0)
    app.push(scene)
    assert scene.job.done.wait(120) and scene.job.error is None
    with textrecord.recording() as recorder:
        app.dirty = True
        app.step()
    drawn = [d.text for d in recorder.texts]
    [d] = review_scene.clear_mistakes(scene.job.result)
    loss = number(d["loss"], lang)
    assert ("," if lang == "fr" else ".") in loss  # 3.62 and 3,62: the decimal sign of the language
    # the plural form of the language: French is singular below 2, English only at exactly 1
    plural = "s" if (d["loss"] >= 2 if lang == "fr" else d["loss"] != 1) else ""
    assert title in drawn
    assert better.format(d["best"], about.format(loss, plural)) in drawn
    assert total.format(number(scene.job.result["total_loss"], lang)) in drawn
    assert not any("Player" in w or "Joueur" in w for w in drawn)

"""The Magna Carta table in French: every string drawn and every tooltip of seeded positions
(standard and introductory, 2 to 4 players) reads in French: no English word, and the cubes
carry the French letters (N, B, P, O), never the English ones."""
from __future__ import annotations

import pytest

import caylus_desktop.ui.theme as th
from caylus_desktop.bots import random_bot
from caylus_desktop.engine import new_game
from caylus_desktop.engine.rng import Rng
from caylus_desktop.ui.scenes.game import GameScene
from tests.engine.test_french_transcripts import NAMES, english_in

ENGLISH_LETTERS = {"F", "W", "S", "G"}  # food, wood, stone, gold on an English cube


def _positions(intro: bool):
    for seed in range(3):
        m = new_game("magna-carta", NAMES[:2 + seed], seed, {"intro": intro})
        rng = Rng(seed)
        while m.decision is not None:
            if m.moves % 17 == 0:
                yield m.copy()
            m.apply(random_bot.choose(None, m.decision, rng))


@pytest.mark.slow
@pytest.mark.parametrize("intro", [False, True])
def test_every_word_drawn_on_the_table_and_in_its_tooltips_is_french(app, monkeypatch, intro):
    drawn: list[str] = []
    text = th.text

    def capture(surf, font, s, *args, **kwargs):
        drawn.append(s)
        return text(surf, font, s, *args, **kwargs)

    monkeypatch.setattr(th, "text", capture)
    monkeypatch.setattr(GameScene, "autosave", lambda self: None)
    app.settings.lang = "fr"
    english, seen = set(), 0
    for m in _positions(intro):
        scene = GameScene(app, m)
        scene.viewer = m.decision.seat
        scene.bot_delay = 0
        app.push(scene)
        drawn.clear()
        app.dirty = True
        app.step()
        shown = drawn + [line for _, content in scene.view.tips for line in content()]
        seen += len(shown)
        english |= {s for s in shown if english_in(s) or s in ENGLISH_LETTERS}
        app.pop()
    assert seen > 1000
    assert not english, sorted(english)[:10]

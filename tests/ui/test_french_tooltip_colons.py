"""French tooltips follow French typography: a space before the colon ("Pioche : 63", not
"Pioche: 63"), on every tooltip of every table, hovered with the mouse as a player would."""
from __future__ import annotations

import re

import pytest

from caylus_desktop.engine import new_game
from caylus_desktop.ui.scenes.game import GameScene
from tests.ui.driver import move

# a word, a number or a closing bracket straight against a colon (a clock's 12:30 is not a label)
NO_SPACE = re.compile(r"[^\W\d_]:\s|[)\]]:\s|\d:\s")


@pytest.fixture(autouse=True)
def no_autosave(monkeypatch):
    monkeypatch.setattr(GameScene, "autosave", lambda self: None)


@pytest.mark.parametrize("game,players,moves", [("caylus", 4, 60), ("magna-carta", 3, 40), ("caleira", 3, 6),
                                                ("castrum", 4, 30)])
def test_every_french_tooltip_spaces_its_colons(app, game, players, moves):
    app.settings.lang = "fr"
    m = new_game(game, ["Anna", "Bruno", "Chloé", "David"][:players], 5)
    for i in range(moves):
        o = m.legal_actions()
        m.apply(o[(i * 7) % len(o)])
    scene = GameScene(app, m)
    scene.viewer = m.decision.seat
    scene.bot_delay = 0
    app.push(scene)
    app.dirty = True
    app.step()
    rects = [tip[0] for tip in scene.view.tips]
    assert len(rects) >= 5
    said = 0
    for r in rects:
        move(app, r.center)
        app.dirty = True
        app.step()
        tip = app.top.tooltip()
        if not tip:
            continue
        title, body = tip
        for text in (title, body):
            assert not NO_SPACE.search(text), f"{game}: {text!r}"
        said += 1
    assert said >= 5

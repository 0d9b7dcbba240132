"""Every table in French: at every kind of decision met in seeded games, every string the
window draws, every tooltip of the table and every why-not reason of its places is French (no
English word left; the seats' names aside). A game not converted yet is a strict xfail, so
that its conversion must lift the mark."""
from __future__ import annotations

import pytest

from caylus_desktop.engine.voice import Voice
from caylus_desktop.games import GAME_IDS
from caylus_desktop.ui import theme as th
from caylus_desktop.ui.scenes.game import GameScene
from tests.engine.test_french_transcripts import FRENCH_COMPLETE, english_in
from tests.ui.tables_driver import one_of_each_kind

PLAYERS = {"caylus": (2, 4, 5), "magna-carta": (2, 3, 4), "caleira": (2, 3, 4), "castrum": (2, 3, 4)}


def _games():
    for game in GAME_IDS:
        marks = () if game in FRENCH_COMPLETE else (pytest.mark.xfail(strict=True, reason="not converted yet"),)
        yield pytest.param(game, marks=marks)


@pytest.mark.slow
@pytest.mark.parametrize("game", list(_games()))
def test_every_word_a_table_shows_in_french_is_french(app, monkeypatch, game):
    drawn: list[str] = []
    real_text = th.text
    monkeypatch.setattr(th, "text", lambda surf, font, s, *a, **k: drawn.append(s) or real_text(surf, font, s, *a, **k))
    app.settings.lang = "fr"
    positions = one_of_each_kind(game, players=PLAYERS[game], seeds=range(3), per_kind=1)
    assert len(positions) >= 3
    english: dict[str, str] = {}
    for kind, (m,) in sorted(positions.items()):
        names = {s.name for s in m.seats}
        scene = GameScene(app, m)
        scene.viewer = m.decision.seat
        app.push(scene)
        drawn.clear()
        app.dirty = True
        app.step()
        texts = list(drawn)
        for _, content in scene.view.tips:
            texts.extend(content())
        texts.extend(m.why_not(t, None, Voice("fr", scene.you())) or "" for t in scene.view.targets)
        assert len(texts) > 30
        for text in texts:
            for name in names:
                text = text.replace(name, "")
            if english_in(text):
                english.setdefault(text, kind)
        del app.scenes[1:]
    assert not english, english

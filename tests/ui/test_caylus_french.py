"""The Caylus table in French: at every kind of decision, every string the window draws, every
tooltip of the table and every why-not reason of its places is French (no English word left)."""
from __future__ import annotations

import pytest

from caylus_desktop.ui import theme as th
from caylus_desktop.ui.scenes.game import GameScene
from tests.engine.test_french_transcripts import english_in
from tests.ui.tables_driver import one_of_each_kind


@pytest.mark.slow
def test_every_word_the_caylus_table_shows_in_french_is_french(app, monkeypatch):
    drawn: list[str] = []
    real_text = th.text
    monkeypatch.setattr(th, "text", lambda surf, font, s, *a, **k: drawn.append(s) or real_text(surf, font, s, *a, **k))
    app.settings.lang = "fr"
    positions = one_of_each_kind("caylus", players=(2, 4, 5), seeds=range(3), per_kind=1)
    assert {"place", "castle_batch", "favour_row", "build", "provost"} <= set(positions)
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
        texts.extend(m.why_not(t, None, "fr", scene.you()) or "" for t in scene.view.targets)
        assert len(texts) > 100
        for text in texts:
            for name in names:
                text = text.replace(name, "")
            if english_in(text):
                english.setdefault(text, kind)
        del app.scenes[1:]
    assert not english, english

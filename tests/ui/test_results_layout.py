"""The results screen keeps every seat's column beside the chart, up to five players."""
from __future__ import annotations

import pytest

from caylus_desktop.bots import random_bot
from caylus_desktop.engine import new_game
from caylus_desktop.engine.rng import Rng
from caylus_desktop.ui import theme as th
from caylus_desktop.ui.scenes.results import ResultsScene

NAMES = ["Anna", "Bruno", "Chloé", "David", "Emma"]


@pytest.mark.parametrize("size", [(1024, 640), (1280, 800)])
def test_five_columns_stay_left_of_the_chart(app, monkeypatch, size):
    import pygame

    app.screen = pygame.display.set_mode(size)
    app.theme.resize(size)
    m, rng = new_game("caylus", NAMES, 4), Rng(4)
    while m.decision is not None:
        m.apply(random_bot.choose(None, m.decision, rng))
    drawn, charts = [], []
    real_text, real_chart = th.text, ResultsScene._chart

    def recording_text(surf, font, s, *a, **k):
        rect = real_text(surf, font, s, *a, **k)
        drawn.append((s, rect))
        return rect

    monkeypatch.setattr(th, "text", recording_text)
    monkeypatch.setattr(ResultsScene, "_chart", lambda self, surf, r: charts.append(r) or real_chart(self, surf, r))
    app.push(ResultsScene(app, m, [c for _, c in th.SEAT_COLOURS[:5]]))
    app.dirty = True
    app.step()
    assert len(charts) == 1
    chart = charts[0]
    assert chart.w >= app.theme.px(300), "the chart keeps a readable width"
    heads = [r for s, r in drawn if s in NAMES and r.y < chart.bottom]
    assert len(heads) >= 5, "every seat's name heads a column"
    for r in heads:
        assert r.right <= chart.left and r.right <= size[0], f"a column at {r} runs into the chart at {chart}"

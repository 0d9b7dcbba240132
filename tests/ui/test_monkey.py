"""Random events on every scene of every game: the window never fails a frame, a click or a bot."""
from __future__ import annotations

import pytest

import random

from caylus_desktop.games import GAME_IDS
from tests.ui import monkey

EVENTS_PER_START = 130  # about 3,000 events in all; benchmarks/ui_monkey.py runs longer


@pytest.mark.slow
def test_random_events_on_every_scene_and_game(app):
    report = monkey.Report()
    started = []
    for i, start in enumerate(monkey.starts(app, GAME_IDS)):
        started.append(start)
        monkey.run(app, random.Random(i), EVENTS_PER_START, report)
    assert not report.failures, "\n".join(report.failures[:10])
    assert report.events == EVENTS_PER_START * len(started)
    for game in GAME_IDS:
        assert {f"menu({game})", f"game({game}, hotseat)", f"results({game})", f"replay({game})"} <= set(started)
    # the monkey got around: it reached more than the scenes it started on and played moves
    assert {"MenuScene", "GameScene", "HandoffScene", "ResultsScene", "LoadScene"} <= report.scenes
    assert report.moves > 0

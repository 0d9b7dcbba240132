"""The results screen says how a tie for first was settled, in the player's language."""
from __future__ import annotations

import pytest

from caylus_desktop.ui import textrecord
from caylus_desktop.ui.scenes.results import ResultsScene
from tests.games.test_ties_in_words import castrum_board, finished


def _drawn(app, m) -> list[str]:
    app.push(ResultsScene(app, m, [(200, 60, 60), (60, 60, 200), (60, 200, 60)]))
    with textrecord.recording() as recorder:
        app.dirty = True
        app.step()
    return [d.text for d in recorder.texts]


@pytest.mark.parametrize("lang, line", [
    ("en", "Tie on 3 points between Anne and Bruno: they share the win (the rules break no tie)"),
    ("fr", "Égalité à 3 points entre Anne et Bruno : victoire partagée (la règle ne départage pas)"),
])
def test_a_shared_win_is_said_on_the_results_screen(app, lang, line):
    app.settings.lang = lang
    assert line in _drawn(app, finished("magna-carta", ["Anne", "Bruno"], 4))


@pytest.mark.parametrize("lang, line", [
    ("en", "Tie on 4 points between Anne and Bruno, broken by more pieces built: Bruno wins"),
    ("fr", "Égalité à 4 points entre Anne et Bruno, départagée par plus de pièces construites : Bruno gagne"),
])
def test_a_broken_tie_is_said_under_the_winner(app, lang, line):
    app.settings.lang = lang
    m = castrum_board({0: (0, 1), 1: (4, 0), 2: (1, 0)})
    drawn = _drawn(app, m)
    assert line in drawn
    assert drawn.index(line) == drawn.index(app.tr("winner", "Bruno")) + 1  # right under "Bruno wins!"


def test_a_single_winner_by_points_gets_no_tie_line(app):
    drawn = _drawn(app, castrum_board({0: (2, 0), 1: (1, 0)}))
    assert not any(w.startswith("Tie on") for w in drawn)

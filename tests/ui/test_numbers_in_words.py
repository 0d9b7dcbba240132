"""Counts and decimals as the player's language writes them, on the tables' words and tooltips
and on the results screen: "1 point", "2 points", never "1 pts" or "1 points"; "1,37" in French."""
from __future__ import annotations

import re

import pytest

from caylus_desktop.engine import new_game
from caylus_desktop.ui import textrecord
from caylus_desktop.ui.i18n import tr
from caylus_desktop.ui.scenes.game import GameScene
from caylus_desktop.ui.scenes.results import ResultsScene
from caylus_desktop.ui.tables.magna_carta import Renderer as MagnaCarta

# "pts", "1 points", and a plural count with a singular noun ("0 point" is French, not English)
WRONG = {"en": re.compile(r"\bpts\b|(?<![\d.,])1 points\b|(?<![\d.,])(0|[2-9]|\d\d+) point\b"),
         "fr": re.compile(r"\bpts\b|(?<![\d.,])[01] points\b|(?<![\d.,])([2-9]|\d\d+) point\b")}


@pytest.mark.parametrize("lang, one, two, decimal", [
    ("en", "1 point", "2 points", "about 1.37 points"),
    ("fr", "1 point", "2 points", "environ 1,37 point"),
])
def test_window_words_count_in_the_language(lang, one, two, decimal):
    assert tr("n_points", lang, 1) == one and tr("n_points", lang, 2) == two
    assert tr("review_about_points", lang, 1.37) == decimal


@pytest.mark.parametrize("lang, one, two", [("en", "… and 1 more line", "… and 2 more lines"),
                                            ("fr", "… et 1 ligne de plus", "… et 2 lignes de plus")])
def test_the_statistics_count_the_lines_left_out_in_the_language(lang, one, two):
    assert tr("stats_more", lang, 1) == one and tr("stats_more", lang, 2) == two


def _shown(app, scene) -> list[str]:
    """Every text drawn on the scene and every tooltip of it."""
    app.push(scene)
    with textrecord.recording() as recorder:
        app.dirty = True
        app.step()
    texts = [d.text for d in recorder.texts]
    for _, content in scene.hot.tips if hasattr(scene, "hot") else []:
        texts.extend(content())
    view = getattr(scene, "view", None)
    for _, content in (view.tips if view is not None else []):
        texts.extend(content())
    return texts


@pytest.mark.parametrize("lang", ["en", "fr"])
# every table says its scores in words on hover (Caylus: "12 prestige points", "12 points de prestige")
@pytest.mark.parametrize("game, seed, moves", [("caleira", 2, 12), ("castrum", 3, 40), ("magna-carta", 4, 60), ("caylus", 2, 40)])
def test_no_table_counts_points_wrong(app, lang, game, seed, moves):
    from caylus_desktop.bots import random_bot
    from caylus_desktop.engine.rng import Rng

    app.settings.lang = lang
    m, rng = new_game(game, ["Anne", "Bruno", "Chloé"], seed), Rng(seed)
    for _ in range(moves):
        m.apply(random_bot.choose(None, m.decision, rng))
    scene = GameScene(app, m)
    scene.viewer = m.decision.seat
    texts = _shown(app, scene)
    assert len(texts) > 30
    assert [t for t in texts if WRONG[lang].search(t)] == []
    assert any(re.search(r"\b\d+ (prestige )?points?\b", t) for t in texts)
    if lang == "fr":
        assert [t for t in texts if re.search(r"\d\.\d", t)] == []


@pytest.mark.parametrize("lang, small_quarry", [("en", "Small Quarry · 1 point"), ("fr", "Petite carrière · 1 point")])
def test_a_magna_carta_card_of_one_point_says_point(app, lang, small_quarry):
    m = new_game("magna-carta", ["Anne", {"name": "Bruno", "bot": "random"}], 1)
    app.settings.lang = lang
    scene = GameScene(app, m)
    scene.viewer = 0
    app.push(scene)
    app.dirty = True
    app.step()
    title, _ = MagnaCarta().card_tip(scene.view, "small_quarry")()
    assert title == small_quarry


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_results_count_points_in_the_language(app, lang):
    app.settings.lang = lang
    from caylus_desktop.bots import random_bot
    from caylus_desktop.engine.rng import Rng

    m, rng = new_game("caleira", ["Anne", "Bruno", "Chloé"], 5), Rng(5)
    while m.decision is not None:
        m.apply(random_bot.choose(None, m.decision, rng))
    texts = _shown(app, ResultsScene(app, m, [(200, 60, 60), (60, 60, 200), (60, 200, 60)]))
    assert [t for t in texts if WRONG[lang].search(t)] == []
    assert not any("Player" in t or "Joueur" in t for t in texts)

"""The card zoom shows every word of the card (issue 33), checked through layout-check's recorder.

The zoom is opened the way a player opens it, with a right click on a card, building or tile of
the table; the zoomed card's name and its text (from the rules YAML) must then be drawn somewhere
new (not where the table already showed them), whole: not cut with "…", not clipped, not out of
their box or the window, not partly hidden (``layoutcheck.not_shown_whole``), in both languages."""
from __future__ import annotations

import pygame
import pytest
import yaml

from caylus_desktop.games import GAME_IDS
from caylus_desktop.engine.registry import rules_file
from caylus_desktop.engine.rules import rules_dir
from caylus_desktop.ui import layoutcheck, textrecord
from caylus_desktop.ui.scenes.game import GameScene
from caylus_desktop.ui.scenes.menu import DEFAULT_NAMES


# the parts of a rules file that list cards, buildings (Caylus's road tiles) and the like
CARD_LISTS = ("cards", "buildings", "residence", "prestige", "neutral")


def card_words(game: str, lang: str) -> dict[str, list[str]]:
    """Every card and building of the game by its name: its name and its text."""
    with open(rules_dir() / rules_file(game), encoding="utf-8") as f:
        data = yaml.safe_load(f)
    found: dict[str, list[str]] = {}

    def walk(node) -> None:
        if isinstance(node, dict):
            name = node.get("name")
            if "id" in node and isinstance(name, dict) and lang in name:
                text = node.get("text")
                found[name[lang]] = [name[lang]] + ([text[lang]] if isinstance(text, dict) and lang in text else [])
            for v in node.values():
                walk(v)
        elif isinstance(node, list):
            for v in node:
                walk(v)
    for key in CARD_LISTS:
        walk(data.get(key))
    return found


def _drawn(app) -> textrecord.TextRecorder:
    with textrecord.recording() as recorder:
        app.draw()
    return recorder


def _zoom(app, pos) -> None:
    app.mouse = pos
    for kind in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
        pygame.event.post(pygame.event.Event(kind, button=3, pos=pos))
    app.dirty = True
    app.step()


@pytest.mark.slow
@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize("game", GAME_IDS)
def test_the_zoomed_card_shows_the_whole_text_of_every_card_on_the_table(app, game, lang):
    app.settings.lang = lang
    cards = card_words(game, lang)
    names = [DEFAULT_NAMES[i % len(DEFAULT_NAMES)] for i in range(4)]
    zoomed, not_whole = set(), {}
    for seed, moves in layoutcheck.POSITIONS:
        m = None
        for n in (4, 3, 2):  # the most seats the game takes, up to four
            try:
                m = layoutcheck._played(game, names[:n], seed, moves)
                break
            except ValueError:
                continue
        scene = GameScene(app, m)
        scene.viewer = m.decision.seat
        scene.show_hand(True)  # the person at the screen looks at their own cards too
        app.push(scene)
        app.mouse = (-1, -1)
        app.dirty = True
        app.step()
        tips = [(pygame.Rect(rect), content()[0].split(" · ")[0]) for rect, content in scene.view.tips]
        for rect, title in tips:
            if title not in cards or title in zoomed:
                continue
            del app.scenes[1:]  # a fresh table for each card: no zoom left open
            scene = GameScene(app, m)
            scene.viewer = m.decision.seat
            scene.show_hand(True)
            app.push(scene)
            app.mouse = (-1, -1)
            before = {(d.text, tuple(d.ink)) for d in _drawn(app).texts}
            _zoom(app, rect.center)
            recorder = _drawn(app)
            tips = [p for p in recorder.panels if p.kind == textrecord.FLOAT]  # the hover tooltip is no zoom
            new = [d for d in recorder.texts if (d.text, tuple(d.ink)) not in before
                   and not any(p.order < d.order and p.rect.contains(d.ink) for p in tips)]
            said = " ".join(" ".join(d.text for d in new).split())  # a text wrapped over several lines, read as one
            wanted = cards[title]
            missing = [w for w in wanted if " ".join(w.split()) not in said]
            missing += layoutcheck.not_shown_whole(recorder, sorted({d.text for d in new}), app.screen.get_rect(), new)
            zoomed.add(title)
            if missing:
                not_whole[title] = missing
        del app.scenes[1:]
    assert zoomed, "no card of the game found on its tables"
    assert not not_whole, not_whole

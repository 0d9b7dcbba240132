"""Teaching mode in the window: learner games to the end through real clicks with the guide on,
Learn to play from the menu, hints on the table, why-not on inactive places, the rules browser."""
from __future__ import annotations

import pygame
import pytest

from caylus_desktop.engine import new_game
from caylus_desktop.engine.rng import Rng
from caylus_desktop.ui.i18n import Speech
from caylus_desktop.ui.scenes.game import GameScene
from caylus_desktop.ui.scenes.other import RulesScene, SettingsScene
from caylus_desktop.ui.scenes.results import ResultsScene
from caylus_desktop.ui.teaching import decision_key, learner_options, learner_seats
from caylus_desktop.ui.widgets.guide import GUIDE
from tests.ui.driver import click, click_action, click_button, key, person_decisions

# short configurations of each game's introductory rules: a whole game in a few seconds
LEARNER_GAMES = {
    "caleira": ({}, 5),
    "magna-carta": ({"intro": True}, 3),
    "caylus": ({"intro": True}, 2),
    "castrum": ({"mode": "family", "rounds": 4}, 1),  # intro means a classic game: too long for a test
}


def _reachable(scene: GameScene, action) -> bool:
    view = scene.view
    return action.target in view.targets or scene.label(action) in scene.hot.named




def _play_learner_game(app, scene: GameScene, seed: int, move_cap: int = 4000) -> tuple[set, list]:
    """The person picks among what the window offers (seeded), dismissing each guide panel with a click."""
    rng = Rng(seed)
    met: set[str] = set()
    panels: list[tuple[str, str]] = []
    for d in person_decisions(app, scene, move_cap):
        if scene.guide.panel is not None:
            panels.extend(scene.guide.panel.topics)
            click_button(app, app.tr("got_it"))
            assert scene.guide.panel is None
            continue
        met.add(d.kind)
        offered = [a for a in d.options if _reachable(scene, a)]
        assert offered, f"no legal action of {d.kind} can be clicked"
        before = len(scene.match.state.history)
        click_action(app, scene, offered[rng.below(len(offered))])
        assert len(scene.match.state.history) == before + 1, "a click on a legal action plays it"
    app.dirty = True
    app.step()
    assert isinstance(app.top, ResultsScene), "the learner game did not end"
    return met, panels


@pytest.mark.slow
@pytest.mark.parametrize("game", sorted(LEARNER_GAMES))
def test_a_learner_game_runs_to_the_end_and_each_kind_met_gets_its_panel_once(app, game, monkeypatch):
    from caylus_desktop.ui import botplayer

    options, seed = LEARNER_GAMES[game]
    if game != "caleira":  # the medium bot plays the short Caleira game; elsewhere a quick bot keeps the test fast
        medium = botplayer.bot_choose("easy")
        monkeypatch.setattr(botplayer, "bot_choose", lambda level: medium)
    match = new_game(game, learner_seats(game, "Learner"), seed, options)
    scene = GameScene(app, match, guide=True)
    scene.bot_delay = 0
    app.push(scene)
    met, panels = _play_learner_game(app, scene, seed)
    assert match.over and not app.errors
    decision_panels = [k for g, k in panels if g == "decision"]
    assert sorted(decision_panels) == sorted(met), "every decision kind met shows its panel, once"
    assert len(scene.guide.shown) == len(set(scene.guide.shown)), "no panel is shown twice"
    phases = match.spec.phases
    if phases:
        assert {k for g, k in panels if g == "phase"} <= set(phases)
        assert any(g == "phase" for g, _ in panels), "the phases are explained as they come"


def test_learn_to_play_starts_the_introductory_game_with_the_guide(app):
    from caylus_desktop.ui.scenes.menu import MenuScene

    menu = app.top
    assert isinstance(menu, MenuScene)
    for game in ("magna-carta", "caylus", "castrum", "caleira"):
        click(app, menu.hot.named[f"game:{game}"].center)
        click_button(app, app.tr("learn"))
        if game != "magna-carta":  # the previous game, left with Menu, is put aside only once confirmed
            click_button(app, app.tr("continue_anyway"))
        scene = app.top
        assert isinstance(scene, GameScene) and scene.guide_on
        assert scene.match.game == game
        assert [s.bot for s in scene.match.seats][0] is None and all(s.bot == "easy" for s in scene.match.seats[1:])
        assert not any(s.name.startswith("Bot") for s in scene.match.seats), "the rivals have proper names"
        if game != "caleira":
            assert scene.match.options["intro"] is True
        else:
            assert scene.match.options["moat"] is False
        scene.to_menu()
        app.step()
    assert learner_options("caylus") == {"intro": True}


def test_the_guide_setting_turns_panels_on_for_any_game(app):
    app.push(SettingsScene(app))
    click_button(app, app.tr("on"))
    assert app.settings.guide is True
    app.pop()
    m = new_game("caleira", [{"name": "A"}, {"name": "B", "bot": "random"}], 4)
    scene = GameScene(app, m)
    app.push(scene)
    scene.take_screen(m.decision.seat, True)  # the person to move, their hand shown
    app.dirty = True
    app.step()
    if scene.my_turn():
        assert scene.guide.panel is not None and scene.guide.panel.sections
    # off again: a plain game shows no panel until "?" is clicked
    app.settings.guide = False
    plain = GameScene(app, new_game("caleira", [{"name": "A"}, {"name": "B", "bot": "random"}], 4))
    app.push(plain)
    app.dirty = True
    app.step()
    assert plain.guide.panel is None
    click_button(app, "?")
    assert plain.guide.panel is not None
    key(app, pygame.K_ESCAPE)
    assert plain.guide.panel is None


def test_the_guide_panel_points_at_the_table(app):
    m = new_game("caleira", [{"name": "A"}, {"name": "B", "bot": "random"}], 2)
    scene = GameScene(app, m, guide=True)
    app.push(scene)
    scene.take_screen(m.decision.seat, True)  # the person to move, their hand shown
    app.dirty = True
    app.step()
    panel = scene.guide.panel
    assert panel is not None and panel.targets
    # an outline in the guide's colour around a place the decision concerns
    rect = scene.view.targets[panel.targets[0]][0]
    px = app.screen.get_at((rect.centerx, rect.y - 8))[:3]
    assert px == GUIDE


def test_hint_highlights_a_legal_move_with_a_reason(app):
    m = new_game("caleira", [{"name": "A"}, {"name": "B"}], 6)
    scene = GameScene(app, m)
    app.push(scene)
    scene.take_screen(m.decision.seat, True)  # the person to move, their hand shown
    app.dirty = True
    app.step()
    key(app, pygame.K_h)
    assert scene.hint_job is not None or scene.hint is not None  # computed in a thread
    if scene.hint_job is not None:
        scene.hint_job.done.wait(20)
    app.dirty = True
    app.step()
    assert scene.hint is not None
    assert m.decision.find(scene.hint.action.key) is not None
    assert scene.hint.reason
    places = [r for a in m.decision.options for r in scene.view.targets.get(a.target, ())]
    assert places and not any(scene.hint_box.colliderect(r) for r in places), "the hint's words cover a place to click"
    # after the move the hint is gone
    scene.apply(scene.hint.action)
    app.dirty = True
    app.step()
    assert scene.hint is None


def test_clicking_an_inactive_place_says_why(app):
    # seat B decides first: a person, so no bot moves the match while the places are clicked
    m = new_game("caleira", [{"name": "A", "bot": "random"}, {"name": "B"}], 1)
    scene = GameScene(app, m)
    app.push(scene)
    scene.take_screen(m.decision.seat, True)  # the person to move, their hand shown
    app.dirty = True
    app.step()
    active = {a.target for a in m.legal_actions()}
    idle = [(t, rects) for t, rects in scene.view.targets.items() if t not in active]
    assert idle
    for target, rects in idle[:4]:
        app.toast_text = ""
        click(app, rects[0].center)
        assert app.toast_text == m.why_not(target, scene.viewer) and app.toast_text
        assert not app.toast_text.startswith("nothing to do there now")


def test_f1_opens_the_rules_browser_of_the_game_and_typing_filters_it(app):
    m = new_game("caylus", [{"name": "A"}, {"name": "B", "bot": "random"}], 1)
    scene = GameScene(app, m)
    app.push(scene)
    app.step()
    key(app, pygame.K_F1)
    rules = app.top
    assert isinstance(rules, RulesScene) and rules.game == "caylus"
    every = sum(len(s.entries) for s in rules.sections())
    for ch in "quarry":
        key(app, ord(ch), unicode=ch)
    found = rules.sections()
    assert 0 < sum(len(s.entries) for s in found) < every
    assert all("quarry" in (e.title + " ".join(e.lines)).lower() for s in found for e in s.entries)
    click_button(app, "FR")
    key(app, pygame.K_ESCAPE)  # clears the filter
    assert rules.query == "" and rules.voice.lang == "fr"
    for ch in "carriere":  # accents need not be typed
        key(app, ord(ch), unicode=ch)
    assert any(e.title.startswith("Carrière") for s in rules.sections() for e in s.entries)
    key(app, pygame.K_ESCAPE)
    key(app, pygame.K_ESCAPE)
    assert app.top is scene


def test_the_results_add_observations_for_the_learner(app):
    from caylus_desktop.ui.teaching import learner_notes

    m = new_game("caleira", [{"name": "Learner"}, {"name": "Bot", "bot": "random"}], 3)
    rng = Rng(3)
    while m.decision is not None:
        d = m.decision
        m.apply(d.options[rng.below(len(d.options))])
    notes = learner_notes(m, 0, Speech("en"))
    assert 2 <= len(notes) <= 3 and all(notes)
    assert ("You won" in notes[0] or "You share the win" in notes[0]) == (0 in m.result()["winners"])
    fr = learner_notes(m, 0, Speech("fr"))
    assert len(fr) == len(notes) and fr[0].startswith("Vous ") and not any("(s)" in n or "You" in n for n in fr)
    app.push(ResultsScene(app, m, [(200, 0, 0), (0, 0, 200)]))
    app.dirty = True
    app.step()
    assert not app.errors


def test_the_learner_notes_name_left_over_resources_in_the_players_language():
    from caylus_desktop.ui.teaching import learner_notes

    m = new_game("magna-carta", [{"name": "Learner"}, {"name": "Bot", "bot": "random"}], 4)
    rng = Rng(4)
    while m.decision is not None:
        d = m.decision
        m.apply(d.options[rng.below(len(d.options))])
    left = {k: v for k, v in next(s for s in m.observation(0).seats if s.seat == 0).resources.items() if v}
    assert left, "the seeded random game must leave something unspent"
    fr, en = learner_notes(m, 0, Speech("fr"))[-1], learner_notes(m, 0, Speech("en"))[-1]
    assert fr.startswith("Il vous restait à la fin : ") and en.startswith("Left over at the end: ")
    if left.get("wood"):
        assert f"{left['wood']} bois" in fr and f"{left['wood']} wood" in en


def test_a_click_on_the_guide_panel_closes_it(app):
    m = new_game("caleira", [{"name": "A"}, {"name": "B"}], 2)
    scene = GameScene(app, m, guide=True)
    app.push(scene)
    scene.take_screen(m.decision.seat, True)  # the person to move, their hand shown
    app.dirty = True
    app.step()
    assert scene.guide.panel is not None
    got_it = scene.hot.named[app.tr("got_it")]
    click(app, (got_it.x - 40, got_it.centery))  # on the panel's body, beside its button
    assert scene.guide.panel is None and len(m.state.history) == 0


def _guide_checks(app, scene: GameScene, lang: str) -> int:
    """Open the guide with "?" and check it: it covers no place the person may click now, and
    its words hold no internal id (a decision kind, a phase id, an underscore)."""
    click_button(app, "?")
    panel = scene.guide.panel
    if panel is None:
        return 0
    app.dirty = True
    app.step()
    box = scene.guide_box
    d = scene.match.decision
    places = [r for a in d.options if a.target for r in scene.view.targets.get(a.target, ())]
    places += [scene.hot.named[a.label] for a in d.options if a.label in scene.hot.named]
    covered = [r for r in places if box.colliderect(r)]
    assert not covered, f"{scene.match.game} {d.kind}: the guide covers {covered} (panel {box})"
    phase = scene.view.obs.phase
    for title, text in panel.sections:
        assert title in (app.tr("guide_phase"), app.tr("guide_decision"), app.tr("guide_suggest"), "?"), title
        for word in (d.kind, phase):
            if word and "_" in word:
                assert word not in title + text, f"internal id {word!r} in the guide: {title}"
    click_button(app, app.tr("got_it"))
    assert scene.guide.panel is None
    return 1


@pytest.mark.parametrize("game,size,lang", [
    ("caleira", (1024, 640), "fr"),
    pytest.param("caylus", (1280, 800), "en", marks=pytest.mark.slow),
    pytest.param("caylus", (1024, 640), "fr", marks=pytest.mark.slow),
    pytest.param("magna-carta", (1024, 640), "en", marks=pytest.mark.slow),
    pytest.param("castrum", (1280, 800), "fr", marks=pytest.mark.slow),
    pytest.param("caleira", (1280, 800), "en", marks=pytest.mark.slow),
])
def test_the_guide_never_covers_a_place_to_click_and_shows_no_internal_id(app, monkeypatch, game, size, lang):
    import random

    from caylus_desktop.ui.scenes import menu as menu_module

    monkeypatch.setattr(menu_module, "random", random.Random(11))  # Learn to play's seed: the same game every run
    app.settings.lang = lang
    pygame.event.post(pygame.event.Event(pygame.VIDEORESIZE, w=size[0], h=size[1], size=size))
    app.step()
    menu = app.top
    click(app, menu.hot.named[f"game:{game}"].center)
    click_button(app, app.tr("learn"))
    scene = app.top
    assert isinstance(scene, GameScene) and scene.guide_on
    scene.bot_delay = 0  # the bot's moves show at once
    rng = Rng(5)
    checked = 0
    for d in person_decisions(app, scene, 400):
        if checked >= 12:
            break
        if scene.guide.panel is not None:  # a panel that opened by itself: the same checks
            click_button(app, app.tr("got_it"))
        checked += _guide_checks(app, scene, lang)
        offered = [a for a in d.options if _reachable(scene, a)]
        click_action(app, scene, offered[rng.below(len(offered))])
    assert checked >= 6


def test_the_hint_box_moves_off_the_places_to_click(app):
    """Caylus: the road's top row (where the hint box used to sit) is full of places to click."""
    m = new_game("caylus", [{"name": "A"}, {"name": "B"}], 1, {"intro": True})
    scene = GameScene(app, m)
    app.push(scene)
    scene.take_screen(m.decision.seat, True)  # the person to move, their hand shown
    app.dirty = True
    app.step()
    key(app, pygame.K_h)
    if scene.hint_job is not None:
        scene.hint_job.done.wait(30)
    app.dirty = True
    app.step()
    assert scene.hint is not None and scene.hint_box is not None
    places = [r for a in m.decision.options for r in scene.view.targets.get(a.target, ())]
    assert places and not any(scene.hint_box.colliderect(r) for r in places), "the hint's words cover a place to click"


def _targets_now(scene: GameScene) -> list:
    """Every rectangle the person may click for the pending decision: places and buttons."""
    d = scene.match.decision
    rects = [r for a in d.options if a.target and not scene.renderer.in_panel(a) for r in scene.view.targets.get(a.target, ())]
    return rects + [scene.hot.named[scene.label(a)] for a in d.options if scene.label(a) in scene.hot.named]


@pytest.mark.parametrize("game", ["caleira", pytest.param("caylus", marks=pytest.mark.slow),
                                  pytest.param("magna-carta", marks=pytest.mark.slow),
                                  pytest.param("castrum", marks=pytest.mark.slow)])
@pytest.mark.parametrize("size", [(1024, 640), pytest.param((1280, 800), marks=pytest.mark.slow)])
def test_the_guide_follows_the_game_and_a_click_on_the_table_acts_through_it(app, game, size):
    """Learn to play without ever pressing "Got it": each learner decision's panel (if any) is about
    that decision, covers none of its targets nor the learner's own board and hand, and the click on
    a target plays it (the panel swallows nothing)."""
    options, seed = LEARNER_GAMES[game]
    pygame.event.post(pygame.event.Event(pygame.VIDEORESIZE, w=size[0], h=size[1], size=size))
    app.step()
    match = new_game(game, learner_seats(game, "Learner"), seed, options)
    scene = GameScene(app, match, guide=True)
    scene.bot_delay = 0
    app.push(scene)
    rng = Rng(seed)
    decided = panels = 0
    for d in person_decisions(app, scene, 600):
        if decided >= 25:
            break
        panel = scene.guide.panel
        if panel is not None:
            panels += 1
            assert panel.decision == decision_key(match), "the panel explains an earlier decision"
            assert set(panel.targets) <= {a.target for a in d.options}, "outlines of another decision's places"
            # its words too, not only its tag: the texts of this decision's kind and phase (or a proposal)
            now = {scene.guide._text("decision", d.kind, app.voice), scene.guide._text("phase", scene.view.obs.phase,
                                                                                       app.voice)}
            stale = [text for title, text in panel.sections if title != app.tr("guide_suggest") and text not in now]
            assert not stale, f"{game} {d.kind}: the panel says {stale}"
            box = scene.guide_box
            covered = [r for r in _targets_now(scene) + scene.view.own if box.colliderect(r)]
            assert not covered, f"{game} {d.kind}: the guide at {box} covers {covered}"
        offered = [a for a in d.options if _reachable(scene, a)]
        before = len(match.state.history)
        click_action(app, scene, offered[rng.below(len(offered))])
        assert len(match.state.history) == before + 1, "a click on a target went to the guide, not the table"
        decided += 1
    assert (decided >= 10 or match.over) and panels >= 1 and not app.errors


@pytest.mark.parametrize("game", ["caleira", "magna-carta", pytest.param("caylus", marks=pytest.mark.slow),
                                  pytest.param("castrum", marks=pytest.mark.slow)])
@pytest.mark.parametrize("lang", [pytest.param("en", marks=pytest.mark.slow), "fr"])
def test_learn_to_play_proposes_a_move_and_says_why_through_the_first_round_then_only_when_asked(app, monkeypatch, game, lang):
    import random

    from caylus_desktop.ui.scenes import menu as menu_module

    monkeypatch.setattr(menu_module, "random", random.Random(3))
    app.settings.lang = lang
    menu = app.top
    click(app, menu.hot.named[f"game:{game}"].center)
    click_button(app, app.tr("learn"))
    scene = app.top
    assert isinstance(scene, GameScene) and scene.lesson
    rivals = [s.name for s in scene.match.seats[1:]]
    assert all(n in app.tr("learner_rivals") for n in rivals)
    scene.bot_delay = 0
    rng = Rng(3)
    proposed = quiet = 0
    m = scene.match
    first_round = None  # the game's first round (a round 0 is the setting up, a mulligan, before it)
    for _ in person_decisions(app, scene, 3000):
        if proposed + quiet >= 14:
            break
        first_round = first_round or scene.view.obs.round
        assert scene.lesson_now() or scene.view.obs.round != first_round, "a decision of the first round untaught"
        if scene.lesson_now():
            if scene.hint_job is not None:
                scene.hint_job.done.wait(30)
                continue
            panel = scene.guide.panel
            assert panel is not None and panel.suggestion is not None, "the lesson proposes a move"
            assert panel.decision == decision_key(m) and m.decision.find(panel.suggestion.key) is not None
            title, why = panel.sections[-1]
            assert title == app.tr("guide_suggest") and why.startswith(scene.label(panel.suggestion))
            proposed += 1
            # follow the proposal half the time, else play something else
            offered = [a for a in m.decision.options if _reachable(scene, a)]
            choice = panel.suggestion if rng.below(2) and _reachable(scene, panel.suggestion) else \
                offered[rng.below(len(offered))]
        else:
            panel = scene.guide.panel
            assert panel is None or panel.suggestion is None, "after the first round the guide proposes only when asked"
            quiet += 1
            offered = [a for a in m.decision.options if _reachable(scene, a)]
            choice = offered[rng.below(len(offered))]
        before = len(m.state.history)
        click_action(app, scene, choice)
        assert len(m.state.history) == before + 1
    assert proposed >= 3 and not app.errors

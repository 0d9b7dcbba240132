"""The Caleira table in the window: clicks apply legal actions, tooltips, handoff, bots, undo."""
from __future__ import annotations

import threading

import pygame
import pytest

from caylus_desktop.engine import new_game
from caylus_desktop.engine.rng import Rng
from caylus_desktop.bots import random_bot
from caylus_desktop.ui import theme as th
from caylus_desktop.ui.scenes.game import GameScene
from caylus_desktop.ui.scenes.handoff import HandoffScene
from caylus_desktop.ui.scenes.results import ResultsScene
from tests.ui.driver import click, click_action, click_button, game_scene, key, move, settle


def _positions(seeds=range(6), players=(2, 3, 4), moves=(0, 3, 9, 17)):
    """Seeded random positions of play, with the Moats sometimes in."""
    for seed in seeds:
        for n in players:
            for k in moves:
                m = new_game("caleira", n, seed, {"moat": seed % 2 == 1})
                rng = Rng(seed * 31 + k)
                for _ in range(k):
                    if m.decision is None:
                        break
                    m.apply(random_bot.choose(None, m.decision, rng))
                if m.decision is not None:
                    yield m


def _one_of_each_kind(seeds=range(40)):
    """Positions at every kind of decision (dialogs included), found by seeded random play."""
    found: dict[str, list] = {}
    for seed in seeds:
        m = new_game("caleira", 2 + seed % 3, seed, {"moat": seed % 2 == 0})
        rng = Rng(seed)
        while m.decision is not None:
            kind = m.decision.kind
            if len(found.setdefault(kind, [])) < 2:
                found[kind].append(m.copy())
            m.apply(random_bot.choose(None, m.decision, rng))
    return found




def test_every_legal_action_is_reachable_by_mouse(app, monkeypatch):
    monkeypatch.setattr(GameScene, "autosave", lambda self: None)  # hundreds of fsyncs tell nothing here
    checked = 0
    kinds = set()
    special = _one_of_each_kind()
    assert {"swap_name", "swap_give", "reorder_top", "destroy_target", "flip_up"} <= set(special)
    for base in [*_positions(), *(m for ms in special.values() for m in ms)]:
        for action in base.legal_actions():
            m = base.copy()
            scene = GameScene(app, m)
            scene.take_screen(m.decision.seat, True)  # the person to move, their hand shown
            app.push(scene)
            app.dirty = True
            app.step()
            assert not isinstance(app.top, HandoffScene)
            before = len(m.state.history)
            click_action(app, scene, action)
            assert len(m.state.history) == before + 1, f"clicking {action.label!r} did nothing"
            assert m.state.history[-1][1] == action.key
            kinds.add(base.decision.kind)
            checked += 1
            del app.scenes[1:]  # back to the menu for the next position
    assert checked > 200
    assert set(special) <= kinds


def test_hover_highlights_and_shows_the_card_text_in_the_chosen_language(app):
    scene = game_scene(app, ["Ann", "Bob"], seed=2)
    settle(app, scene)
    hand = scene.match.observation(scene.viewer).seats[scene.viewer].hand
    rect = scene.view.targets[f"hand:{hand[0]}"][0]
    move(app, rect.center)
    title, body = app.top.tooltip()
    card = scene.match.state.defs.card(hand[0])
    assert card.name.en in title and card.text.en in body
    app.settings.lang = "fr"
    app.dirty = True
    app.step()
    title, body = app.top.tooltip()
    assert card.name.fr in title and card.text.fr in body


def test_a_click_applies_the_action_on_the_table(app):
    scene = game_scene(app, ["Ann", "Bob"], seed=5)
    settle(app, scene)
    m = scene.match
    play = m.legal_actions()[0]
    click(app, scene.view.targets[play.target][0].center)
    assert m.state.history[-1][1] == play.key
    assert m.decision.kind == "place_card"
    # placing on the only end (an empty gallery) offers face up or face down in a popup
    app.dirty = True
    app.step()
    place = m.legal_actions()[-1]
    click_action(app, scene, place)
    assert m.state.history[-1][1] == place.key


def test_handoff_covers_the_table_between_two_people(app):
    scene = game_scene(app, ["Ann", "Bob"], seed=4)
    app.dirty = True
    app.step()
    assert isinstance(app.top, HandoffScene)  # the first player is called to the screen too
    first = app.top.seat
    click(app, (400, 400))
    assert app.top is scene and scene.viewer == first
    # play this turn out; the next person's turn brings the handoff back
    while scene.match.decision and scene.match.decision.seat == first:
        app.dirty = True
        app.step()
        click_action(app, scene, scene.match.legal_actions()[0])
        app.step()
    if scene.match.decision is None:
        pytest.skip("the game ended on the first turn")
    app.dirty = True
    app.step()
    assert isinstance(app.top, HandoffScene) and app.top.seat != first
    # what is drawn: no card face anywhere (faces are parchment; hands and peeked cards would show)
    app.dirty = True
    app.step()
    faces = pygame.mask.from_threshold(app.screen, th.PARCHMENT, (2, 2, 2, 255)).count()
    assert faces == 0
    click(app, (400, 400))
    assert scene.viewer != first


def test_a_bot_moves_by_itself_while_the_window_keeps_drawing(app, monkeypatch):
    from caylus_desktop.ui import botplayer

    release = threading.Event()

    def slow_choose(view, decision, rng, cancel=None):
        release.wait(5)  # a bot that thinks until the test lets it go
        return decision.options[0]

    monkeypatch.setattr(botplayer, "bot_choose", lambda level: slow_choose)
    scene = game_scene(app, [{"name": "Bot", "bot": "random"}, {"name": "Ann"}], seed=1)
    m = scene.match
    # make the bot be the one to move
    while m.decision.seat != 0:
        m.apply(m.legal_actions()[0])
    frames = 0
    for _ in range(5):
        app.dirty = True
        app.step()
        frames += 1
    assert scene.bot is not None and not scene.bot.done.is_set()
    assert frames == 5 and m.decision.seat == 0  # the loop went on while the bot thought
    before = len(m.state.history)
    release.set()
    scene.bot.thread.join(5)
    for _ in range(5):
        app.step()
        if len(m.state.history) > before:
            break
    assert len(m.state.history) == before + 1 and m.state.history[-1][0] == 0


def test_two_random_bots_play_a_whole_game_to_the_results(app):
    scene = game_scene(app, [{"name": "A", "bot": "random"}, {"name": "B", "bot": "random"}], seed=8)
    for _ in range(2000):
        app.step()
        if isinstance(app.top, ResultsScene):
            break
        if scene.bot is not None:
            scene.bot.done.wait(2)
    assert isinstance(app.top, ResultsScene)
    res = scene.match.result()
    assert res["final"]
    click_button(app, app.tr("back_menu"))
    assert type(app.top).__name__ == "MenuScene"


def test_undo_takes_back_the_last_choice_and_greys_out_when_it_cannot(app):
    scene = game_scene(app, ["Ann", {"name": "Bob", "bot": "random"}], seed=3)
    settle(app, scene)
    m = scene.match
    before = len(m.state.history)
    click_action(app, scene, m.legal_actions()[0])
    assert len(m.state.history) == before + 1 and m.can_undo(scene.viewer)
    click_button(app, app.tr("undo"))
    assert len(m.state.history) == before
    key(app, pygame.K_z, pygame.KMOD_CTRL)  # nothing to undo: a message, no change
    assert len(m.state.history) == before and "Cannot undo" in app.toast_text


def test_clicks_that_do_nothing_say_so(app):
    scene = game_scene(app, ["Ann", "Bob"], seed=6, moves=12)
    settle(app, scene)
    m = scene.match
    idle = [t for t in scene.view.targets if t not in {a.target for a in m.legal_actions()}]
    assert idle
    before = m.state_hash()
    click(app, scene.view.targets[idle[0]][0].center)
    assert m.state_hash() == before and app.toast_text
    stale = m.legal_actions()[0]
    m.apply(stale)  # the click arrives after the match moved on
    if m.decision is not None and m.decision.find(stale.key) is None:
        h = m.state_hash()
        scene.click_action(stale)
        assert m.state_hash() == h and app.toast_text == app.tr("not_legal")


def test_a_failing_frame_is_caught_shown_and_the_app_goes_on(app):
    scene = game_scene(app, ["Ann", "Bob"], seed=1)
    settle(app, scene)

    def broken(*args):
        raise RuntimeError("boom")

    scene.renderer.draw = broken
    scene._table_cache = None  # the next frame draws the table afresh
    app.dirty = True
    app.step()
    assert app.errors and "boom" in app.errors[-1] and "boom" in app.toast_text
    del scene.renderer.draw
    app.dirty = True
    app.step()
    assert app.top is scene


@pytest.mark.slow
def test_random_clicks_and_keys_never_break_the_game(app):
    scene = game_scene(app, ["Ann", "Bob", {"name": "Cy", "bot": "random"}], seed=11)
    rng = Rng(5)
    w, h = app.screen.get_size()
    keys = [pygame.K_z, pygame.K_s, pygame.K_ESCAPE, pygame.K_RETURN, pygame.K_a, pygame.K_SPACE]
    for i in range(2000):
        r = rng.below(10)
        if r < 7:
            click(app, (rng.below(w), rng.below(h)), button=1 if r < 6 else 3)
        elif r < 8:
            pygame.event.post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=rng.below(3) - 1))
            app.step()
        else:
            key(app, keys[rng.below(len(keys))], pygame.KMOD_CTRL if rng.below(2) else 0)
        if scene.bot is not None:
            scene.bot.done.wait(2)
        if app.top is None:
            break
    assert app.errors == []
    assert scene.match.invariants() == []


def test_the_window_scales_when_resized(app):
    scene = game_scene(app, ["Ann", "Bob"], seed=2)
    settle(app, scene)
    small = scene.view.targets[scene.match.legal_actions()[0].target][0]
    pygame.event.post(pygame.event.Event(pygame.VIDEORESIZE, w=1920, h=1200, size=(1920, 1200)))
    app.step()
    app.dirty = True
    app.step()
    big = scene.view.targets[scene.match.legal_actions()[0].target][0]
    assert big.h > small.h * 1.3


def test_f11_toggles_full_screen_and_back(app):
    key(app, pygame.K_F11)
    assert app.fullscreen
    key(app, pygame.K_F11)
    assert not app.fullscreen and app.screen.get_size() == (1280, 800) and app.errors == []


def test_tooltips_of_hidden_pieces_do_not_name_them(app):
    checked = 0
    for m in _positions(seeds=range(3), players=[3, 4], moves=[9, 17]):
        scene = GameScene(app, m)
        scene.take_screen(m.decision.seat, True)  # the person to move, their hand shown
        app.push(scene)
        app.dirty = True
        app.step()
        b = m.state.board
        names = {c.name.en for c in m.state.defs.cards}
        for seat, gallery in enumerate(b.galleries):
            for pos, uid in enumerate(gallery):
                if b.face_up[uid] or uid in b.known[scene.viewer]:
                    continue
                move(app, scene.view.targets[f"gallery:{seat}:{pos}"][0].center)
                title, body = app.top.tooltip()
                assert not any(n in title or n in body for n in names)
                checked += 1
        del app.scenes[1:]
    assert checked > 5


def _last_move_pixels(surf, rect) -> int:
    """Pixels of the last-move colour in the band just above the middle half of ``rect``."""
    colour = th.HIGHLIGHTS["last"][0]
    band = pygame.Rect(rect.x + rect.w // 4, rect.y - 14, rect.w // 2, 14)
    return sum(1 for x in range(band.left, band.right) for y in range(max(0, band.top), band.bottom)
               if tuple(surf.get_at((x, y)))[:3] == colour)


@pytest.mark.parametrize("end", ["left", "right"])
def test_the_last_move_outline_marks_the_card_played_not_the_empty_end(app, end):
    m = new_game("caleira", [{"name": "Ann", "bot": None}, {"name": "Bot", "bot": "random"}], 3)
    rng = Rng(3)
    while not (m.decision.kind == "play_card" and m.decision.seat == 0 and m.observation(0).seats[0].gallery):
        m.apply(random_bot.choose(None, m.decision, rng))
    scene = GameScene(app, m)
    scene.take_screen(0, True)  # the person to move, their hand shown
    scene.bot_delay = 60  # the bot waits: the picture right after the move is the one to judge
    app.push(scene)
    app.dirty = True
    app.step()
    play = m.decision.options[0]
    assert click_action(app, scene, play) == "table"
    place = next(a for a in m.decision.options if a.args == (end, "down"))
    click_action(app, scene, place)
    assert m.state.history[-1][1] == place.key
    move(app, (1, 1))
    app.dirty = True
    app.step()
    gallery = m.observation(0).seats[0].gallery
    card = scene.view.targets[f"gallery:0:{0 if end == 'left' else len(gallery) - 1}"][0]
    assert _last_move_pixels(app.screen, card) > 10, "the card just played has no last-move outline"
    empty = scene.view.targets[f"gallery:0:{end}"][0]
    assert _last_move_pixels(app.screen, empty) == 0, "the outline marks the empty end of the gallery"


def _keyboard_positions():
    """A seeded position of each game at a decision of a person with several choices."""
    from caylus_desktop.bots import random_bot
    from caylus_desktop.engine.rng import Rng

    for game, seed, moves in (("caleira", 3, 2), ("magna-carta", 2, 12), ("caylus", 1, 6), ("castrum", 4, 3)):
        m = new_game(game, [{"name": "Ann"}, {"name": "Bot", "bot": "random"}], seed)
        rng = Rng(seed)
        while m.decision is not None and (moves > 0 or m.decision.seat != 0 or len(m.decision.options) < 3):
            m.apply(random_bot.choose(None, m.decision, rng))
            moves -= 1
        yield game, m
    # a place with several actions: Caleira's gallery end offers face up or face down in a popup
    m = new_game("caleira", [{"name": "Ann"}, {"name": "Bot", "bot": "random"}], 3)
    rng = Rng(3)
    while not (m.decision.seat == 0 and m.decision.kind == "place_card"):
        m.apply(random_bot.choose(None, m.decision, rng))
    yield "caleira-popup", m


@pytest.mark.parametrize("game,position", list(_keyboard_positions()), ids=lambda v: v if isinstance(v, str) else "")
def test_every_legal_action_is_reachable_and_acts_from_the_keyboard(app, game, position):
    """Tab / Shift+Tab walk the decision's places and buttons, Enter acts (or opens the popup of a
    place with several actions, walked the same way), Esc closes the popup."""
    from tests.ui.driver import key

    popups = 0
    for action in position.decision.options:
        m = position.copy()
        scene = GameScene(app, m)
        scene.bot_delay = 0
        app.push(scene)
        scene.take_screen(0, True)
        app.dirty = True
        app.step()
        assert scene.stops, "nothing to walk"
        order = [tuple(s[0]) for s in scene.stops]
        assert order[:len(scene._table_stops)] == sorted(order[:len(scene._table_stops)], key=lambda r: (r[1], r[0]))
        for _ in range(len(scene.stops) + 1):
            key(app, pygame.K_TAB)
            stop = scene.focused()
            if stop is not None and action in stop[2]:
                break
        else:
            raise AssertionError(f"{game}: Tab never reaches {action.key}")
        key(app, pygame.K_RETURN)
        if scene.popup is not None:
            popups += 1
            app.dirty = True
            app.step()
            assert scene.focused() is scene.stops[0], "a popup opened by Enter has its first choice focused"
            for _ in range(len(scene.stops) + 1):
                if scene.focused() is not None and scene.focused()[2] == [action]:
                    break
                key(app, pygame.K_TAB)
            key(app, pygame.K_RETURN)
        assert m.state.history and m.state.history[-1][1] == action.key, f"{game}: Enter did not play {action.key}"
        app.pop()
    assert popups or game != "caleira-popup", "the popup's choices were walked too"
    # Shift+Tab walks backwards: from the first stop to the last
    scene = GameScene(app, position.copy())
    app.push(scene)
    scene.take_screen(0, True)
    app.dirty = True
    app.step()
    key(app, pygame.K_TAB)
    assert scene.focused() is scene.stops[0]
    key(app, pygame.K_TAB, mod=pygame.KMOD_SHIFT)
    assert scene.focused() is scene.stops[-1]
    # the focus is drawn in the highlight style
    r = scene.stops[-1][0]
    assert app.screen.get_at((r.centerx, r.y - 4))[:3] == th.HOVER
    assert not app.errors


def test_escape_closes_the_topmost_thing_open_first(app):
    """A popup opened from the keyboard closes on Esc before the recap beside it, then the recap, then
    Esc leaves for the menu."""
    from tests.ui.driver import key

    *_, (_, position) = _keyboard_positions()  # Caleira's gallery end: a popup
    scene = GameScene(app, position.copy(), guide=False)
    app.push(scene)
    scene.take_screen(0, True)
    app.dirty = True
    app.step()
    scene.recap_open = True  # opened with R, say
    while scene.popup is None:
        key(app, pygame.K_TAB)
        if scene.focused() is not None and len(scene.focused()[2]) > 1:
            key(app, pygame.K_RETURN)
    assert scene.recap_open
    key(app, pygame.K_ESCAPE)
    assert scene.popup is None and scene.recap_open, "Esc closed the recap under the popup, not the popup"
    key(app, pygame.K_ESCAPE)
    assert not scene.recap_open and app.top is scene
    key(app, pygame.K_ESCAPE)
    assert app.top is not scene and not app.errors

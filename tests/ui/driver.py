"""Driving the window with real pygame events, as a player would."""
from __future__ import annotations

import pygame

from caylus_desktop.engine import new_game


def move(app, pos) -> None:
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
    app.step()


def click(app, pos, button: int = 1) -> None:
    pos = (int(pos[0]), int(pos[1]))
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=button))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=button))
    app.step()


def key(app, k: int, mod: int = 0, unicode: str = "") -> None:
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=k, mod=mod, unicode=unicode, scancode=0))
    app.step()


def click_button(app, label: str) -> None:
    """Click the button drawn with this label on the top scene."""
    app.dirty = True
    app.step()
    rect = app.top.hot.named.get(label)
    assert rect is not None, f"no button {label!r} on {type(app.top).__name__}: {sorted(app.top.hot.named)}"
    click(app, rect.center)


def game_scene(app, seats, seed: int = 1, moves: int = 0, options=None):
    """A game scene on top of the menu, after ``moves`` first-option moves."""
    from caylus_desktop.ui.scenes.game import GameScene

    m = new_game("caleira", seats, seed, options)
    for i in range(moves):
        if m.decision is None:
            break
        opts = m.legal_actions()
        m.apply(opts[(i * 7) % len(opts)])
    scene = GameScene(app, m)
    scene.bot_delay = 0
    app.push(scene)
    return scene


def settle(app, scene, limit: int = 20) -> None:
    """Step until the person to move sees the table (clicking through handoffs)."""
    from caylus_desktop.ui.scenes.handoff import HandoffScene

    scene.bot_delay = 0
    for _ in range(limit):
        app.dirty = True
        app.step()
        if scene.bot is not None:
            scene.bot.done.wait(2)
        if scene.motion.flights and app.top is scene:  # moves travelling: a key lands them, as a player would
            key(app, pygame.K_SPACE)
        if isinstance(app.top, HandoffScene):
            click(app, (10, 10))
            continue
        if scene.my_turn() or scene.match.decision is None:
            app.dirty = True
            app.step()
            return
    raise AssertionError("the scene never settled on a person's turn")


def click_action(app, scene, action) -> str:
    """Click where the window offers this action: its place on the table, a popup, or the choice panel.

    Returns where that was: "table", "popup" or "panel".
    """
    view = scene.view
    if action.target in view.targets and not scene.renderer.in_panel(action):
        group = [a for a in scene.match.legal_actions()
                 if a.target == action.target and not scene.renderer.in_panel(a)]
        click(app, view.targets[action.target][0].center)
        if len(group) > 1 or scene.renderer.asks_first(action):
            assert scene.popup is not None, "several actions on one place, or one that asks first, open a popup"
            click_button(app, view.label(action))
            return "popup"
        return "table"
    click_button(app, view.label(action))  # the words drawn on the button
    return "panel"


def person_decisions(app, scene, limit: int = 4000, on_handoff=None):
    """Step the window as the people at the table would: click through each handoff screen
    (``on_handoff()`` first), let the bots play; yield the decision each time a person is to
    decide, with the table drawn for them. Ends when the game does or after ``limit`` frames."""
    from caylus_desktop.ui.scenes.handoff import HandoffScene

    for _ in range(limit):
        app.dirty = True
        app.step()
        if scene.match.decision is None or app.top is not scene and not isinstance(app.top, HandoffScene):
            return
        if isinstance(app.top, HandoffScene):
            if on_handoff is not None:
                on_handoff()
            click(app, (10, 10))
            continue
        if scene.bot is not None:
            scene.bot.done.wait(5)
            continue
        if not scene.my_turn():
            continue
        app.dirty = True
        app.step()
        yield scene.match.decision

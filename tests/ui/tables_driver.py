"""Shared steps of the table tests: seeded positions, clicking an action where the window offers it."""
from __future__ import annotations

import pygame

from caylus_desktop.bots import random_bot
from caylus_desktop.engine import new_game
from caylus_desktop.engine.rng import Rng
from caylus_desktop.ui.scenes.game import GameScene
from caylus_desktop.ui.scenes.handoff import HandoffScene
from tests.ui.driver import click, click_action, click_button, key


def positions(game: str, players, seeds, moves, options=None):
    """Matches after ``k`` seeded random moves, for each seed, player count and k."""
    for seed in seeds:
        for n in players:
            for k in moves:
                m = new_game(game, n, seed, options)
                rng = Rng(seed * 31 + k)
                for _ in range(k):
                    if m.decision is None:
                        break
                    m.apply(random_bot.choose(None, m.decision, rng))
                if m.decision is not None:
                    yield m


def one_of_each_kind(game: str, players, seeds, per_kind: int = 2, options=None) -> dict[str, list]:
    """Copies of positions at every kind of decision met in seeded random games."""
    found: dict[str, list] = {}
    for seed in seeds:
        n = players[seed % len(players)]
        m = new_game(game, n, seed, options)
        rng = Rng(seed)
        while m.decision is not None:
            kind = m.decision.kind
            if len(found.setdefault(kind, [])) < per_kind:
                found[kind].append(m.copy())
            m.apply(random_bot.choose(None, m.decision, rng))
    return found




def check_every_action(app, bases) -> tuple[int, set[str], set[str]]:
    """Each legal action of each position, clicked on a fresh copy, applies exactly it."""
    checked, kinds, on_table = 0, set(), set()
    for base in bases:
        for action in base.legal_actions():
            m = base.copy()
            scene = GameScene(app, m)
            scene.take_screen(m.decision.seat, True)  # the person to move, their hand shown
            app.push(scene)
            app.dirty = True
            app.step()
            assert not isinstance(app.top, HandoffScene)
            before = len(m.state.history)
            if action.target in scene.view.targets and not scene.renderer.in_panel(action):
                on_table.add(action.target.split(":")[0])
            click_action(app, scene, action)
            assert len(m.state.history) == before + 1, f"clicking {action.label!r} ({action.target}) did nothing"
            assert m.state.history[-1][1] == action.key, f"{action.label!r} applied {m.state.history[-1][1]}"
            assert app.errors == []
            kinds.add(base.decision.kind)
            checked += 1
            del app.scenes[1:]
    return checked, kinds, on_table


def random_events(app, scene, count: int, seed: int) -> None:
    """``count`` random clicks, moves, wheel turns and keys on the table; nothing may raise."""
    rng = Rng(seed)
    w, h = app.screen.get_size()
    keys = [pygame.K_z, pygame.K_s, pygame.K_ESCAPE, pygame.K_RETURN, pygame.K_a, pygame.K_SPACE]
    for _ in range(count):
        r = rng.below(20)
        pos = (rng.below(w), rng.below(h))
        if r < 11:
            click(app, pos, button=1 if r < 10 else 3)
        elif r < 17:
            pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
            app.step()
        elif r < 18:
            pygame.event.post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=rng.below(3) - 1))
            app.step()
        else:
            k = keys[rng.below(len(keys))]
            if k == pygame.K_ESCAPE and app.top is scene:
                k = pygame.K_a  # leaving for the menu would end the run early
            key(app, k, pygame.KMOD_CTRL if rng.below(2) else 0)
        if scene.bot is not None:
            scene.bot.done.wait(2)
        if app.top is not scene and not isinstance(app.top, HandoffScene):
            if scene.match.decision is None:
                break
            app.push(scene) if scene not in app.scenes else None
    assert app.errors == [], app.errors
    assert scene.match.invariants() == []

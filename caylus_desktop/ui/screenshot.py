"""Render a scene headless to a PNG (for docs, and to look at the UI while building it).

It works in a throwaway data folder: the player's settings, unfinished games and saves are
neither read (the picture is the same on every machine) nor written.
"""
from __future__ import annotations

import os
import tempfile
from pathlib import Path


def render(scene: str, out: str | Path, game: str = "caleira", players: int = 3, seed: int = 1,
           moves: int = 8, size: tuple[int, int] = (1280, 800), lang: str = "en") -> Path:
    os.environ["SDL_VIDEODRIVER"] = "dummy"
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    from caylus_desktop.ui.app import App
    from caylus_desktop.ui.storage import Storage

    with tempfile.TemporaryDirectory(prefix="caylus-screenshot-") as scratch:
        return _render(App(size, headless=True, storage=Storage.at(Path(scratch))), scene, out, game, players,
                       seed, moves, lang)


def _render(app, scene: str, out: str | Path, game: str, players: int, seed: int, moves: int, lang: str) -> Path:
    import pygame

    from caylus_desktop.bots import random_bot
    from caylus_desktop.engine import new_game
    from caylus_desktop.engine.rng import Rng
    from caylus_desktop.ui.scenes.game import GameScene
    from caylus_desktop.ui.scenes.menu import DEFAULT_NAMES, MenuScene

    app.settings.lang = lang
    menu = MenuScene(app)
    app.push(menu)
    if scene == "game":
        names = [DEFAULT_NAMES[i % len(DEFAULT_NAMES)] for i in range(players)]
        m = new_game(game, names, seed)
        rng = Rng(seed)
        for _ in range(moves):
            if m.decision is None:
                break
            m.apply(random_bot.choose(None, m.decision, rng))
        g = GameScene(app, m)
        g.viewer = m.decision.seat if m.decision else 0
        app.push(g)
    elif scene == "rules":
        from caylus_desktop.ui.scenes.other import RulesScene

        app.push(RulesScene(app, game))
    elif scene != "menu":
        raise ValueError(f"unknown scene {scene!r}: menu, game or rules")
    app.mouse = (-1, -1)
    app.draw()
    out = Path(out)
    out.parent.mkdir(parents=True, exist_ok=True)
    try:
        pygame.image.save(app.screen, str(out))
    except pygame.error as exc:  # the disk filled up meanwhile: one line, as for any file
        raise OSError(0, str(exc)) from None
    finally:
        pygame.quit()
    return out

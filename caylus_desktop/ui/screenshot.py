"""Render a scene headless to a PNG (for docs, and to look at the UI while building it).

Scenes: the menu, a game's table, the same with a hint shown (the hint's bot, levels.yaml ``uses:
hint``, thinks as the window's would), its rules, its results, a Learn-to-play game, a replay, the
review of a finished game and the Statistics screen; every game is dealt from ``seed`` and played
with seeded random moves, so a picture is the same on every machine.

It works in a throwaway data folder: the player's settings, unfinished games, saves and record are
neither read (the picture is the same on every machine) nor written.
"""
from __future__ import annotations

import os
import tempfile
from pathlib import Path

SCENES = ("menu", "game", "hint", "rules", "results", "learn", "replay", "review", "stats")


def render(scene: str, out: str | Path, game: str, players: int = 3, seed: int = 1,
           moves: int = 8, size: tuple[int, int] = (1280, 800), lang: str = "en",
           options: dict | None = None) -> Path:
    """``moves``: random moves played before the picture (for a replay: the move shown; results, review
    and stats play whole games). ``options``: the game's options, as ``new_game`` takes them."""
    os.environ["SDL_VIDEODRIVER"] = "dummy"
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    from caylus_desktop.ui.app import App
    from caylus_desktop.ui.storage import Storage

    if scene not in SCENES:
        raise ValueError(f"unknown scene {scene!r}: {', '.join(SCENES)}")
    with tempfile.TemporaryDirectory(prefix="caylus-screenshot-") as scratch:
        app = App(size, headless=True, storage=Storage.at(Path(scratch)))
        return _render(app, scene, out, game, players, seed, moves, lang, dict(options or {}))


def _played(game: str, seats: list, seed: int, options: dict, moves: int | None, to_a_person: bool = False):
    """A match after ``moves`` seeded random moves (None: to its end), then (``to_a_person``) the
    bots' moves up to a person's decision."""
    from caylus_desktop.bots import random_bot
    from caylus_desktop.engine import new_game
    from caylus_desktop.engine.rng import Rng

    m, rng = new_game(game, seats, seed, options), Rng(seed)
    done = 0
    while m.decision is not None and (moves is None or done < moves
                                      or (to_a_person and m.seats[m.decision.seat].bot is not None)):
        m.apply(random_bot.choose(None, m.decision, rng))
        done += 1
    return m


def fill_record(app, game: str, names: list[str], seed: int, options: dict) -> None:
    """A person's games in the (throwaway) record, a day apart: a dozen of ``game`` against the bots,
    every third one hotseat with the second person, and two of each other game at two players."""
    from caylus_desktop.ui import catalogue

    others = [other for other in catalogue.playable() if other != game for _ in range(2)]
    plan = []
    for k in range(12):
        plan.append((game, len(names), options, k % 3 == 2))
        if k % 2 == 1 and others:
            plan.append((others.pop(0), 2, {}, False))
    for k, (g, n, opts, hotseat) in enumerate(plan + [(other, 2, {}, False) for other in others]):
        seats = [{"name": names[0], "bot": None}] + [
            {"name": names[i], "bot": None if hotseat and i == 1 else ("easy", "medium", "hard")[(k + i) % 3]}
            for i in range(1, n)]
        app.record.add(_played(g, seats, seed + k, opts, None), when=1_790_000_000 + 86_400 * k)


def _hinted(app, g) -> None:
    """The hint asked with H at the decision on the table, once its bot has answered."""
    if g.match.decision is None:
        raise ValueError("no hint once the game is over: try fewer --moves")
    g.ask_hint()
    job = g.hint_job
    if job is None or not job.done.wait(60):
        raise ValueError("the hint did not come within a minute")
    app.dirty = True
    app.step()  # the window takes the answer, as it would between two frames
    if g.hint is None:
        raise ValueError(f"no hint: {job.error or 'not for the person at the screen'}")


def _render(app, scene: str, out: str | Path, game: str, players: int, seed: int, moves: int, lang: str,
            options: dict) -> Path:
    import pygame

    from caylus_desktop.ui import theme as th
    from caylus_desktop.ui.scenes.game import GameScene
    from caylus_desktop.ui.scenes.menu import DEFAULT_NAMES, MenuScene

    app.settings.lang = lang
    menu = MenuScene(app)
    app.push(menu)
    names = [DEFAULT_NAMES[i % len(DEFAULT_NAMES)] for i in range(players)]
    colours = [th.SEAT_COLOURS[i % len(th.SEAT_COLOURS)][1] for i in range(players)]
    if scene in ("game", "hint"):
        m = _played(game, names, seed, options, moves)
        g = GameScene(app, m, colours)
        g.viewer = m.decision.seat if m.decision else 0
        g.show_hand(True)  # the picture shows the table as its person sees it with their hand shown
        app.push(g)
        if scene == "hint":
            _hinted(app, g)
    elif scene == "learn":
        from caylus_desktop.ui.teaching import learner_options, learner_seats

        m = _played(game, learner_seats(game, app.tr("learner"), app.voice), seed, {**learner_options(game), **options},
                    moves, to_a_person=True)
        g = GameScene(app, m, guide=True)
        g.viewer = 0  # the learner
        app.push(g)
    elif scene == "rules":
        from caylus_desktop.ui.scenes.other import RulesScene

        app.push(RulesScene(app, game))
    elif scene in ("results", "replay", "review"):
        m = _played(game, names, seed, options, None)
        if scene == "results":
            from caylus_desktop.ui.scenes.results import ResultsScene

            app.push(ResultsScene(app, m, colours))
        elif scene == "replay":
            from caylus_desktop.ui.scenes.replay import ReplayScene

            replay = ReplayScene(app, m, colours, 0)
            replay.goto(moves)
            app.push(replay)
        else:
            from caylus_desktop.ui.scenes.review import ReviewScene

            review = ReviewScene(app, m, 0)
            if not review.job.done.wait(600):
                raise ValueError("the review took over ten minutes: try a shorter game")
            app.push(review)
    elif scene == "stats":
        from caylus_desktop.ui.scenes.stats import StatsScene

        fill_record(app, game, names, seed, options)
        app.push(StatsScene(app))
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

"""Hotseat and Learn to play as people meet them, driven through real pygame events.

    python benchmarks/hotseat.py [--game GAME] [--people N] [--decisions N] [--seed S] [--lang fr] [--size WxH]

For each game: a scripted hotseat game (N people at one screen; each clicks through a handoff
screen when one comes, looks at their hand half the time, and clicks a seeded offered move on
the table), then a Learn-to-play game (the learner against easy bots, the guide's lesson on;
the learner clicks a seeded move without ever closing the guide). Prints, per game: decisions,
handoff screens and the decisions that came after one, clicks that did nothing, decisions
taken with the recap open, and the learner's decisions where the guide's panel was stale
(about an earlier decision) or covered a place of the decision or the learner's own board.
Runs headless; asserts nothing.
"""
from __future__ import annotations

import argparse
import os
import tempfile
from pathlib import Path

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"
os.environ.setdefault("CAYLUS_DESKTOP_HOME", tempfile.mkdtemp(prefix="caylus-bench-"))

import pygame  # noqa: E402

from caylus_desktop.engine import new_game  # noqa: E402
from caylus_desktop.engine.rng import Rng  # noqa: E402
from caylus_desktop.games import GAME_IDS  # noqa: E402
from caylus_desktop.ui.i18n import Speech  # noqa: E402

NAMES = ("Ann", "Bea", "Cyd", "Dan", "Eve")


def _click(app, pos) -> None:
    pos = (int(pos[0]), int(pos[1]))
    for kind, extra in ((pygame.MOUSEMOTION, {"rel": (0, 0), "buttons": (0, 0, 0)}),
                        (pygame.MOUSEBUTTONDOWN, {"button": 1}), (pygame.MOUSEBUTTONUP, {"button": 1})):
        pygame.event.post(pygame.event.Event(kind, pos=pos, **extra))
    app.step()


def _frame(app) -> None:
    app.dirty = True
    app.step()


def _click_action(app, scene, action) -> bool:
    """Click where the window offers ``action`` (its place, then a popup's button, or its button in the
    side panel); False when the window offers it nowhere."""
    view = scene.view
    if action.target in view.targets and not scene.renderer.in_panel(action):
        _click(app, view.targets[action.target][0].center)
        if scene.popup is not None:
            _frame(app)
            rect = scene.hot.named.get(scene.label(action))
            if rect is None:
                return False
            _click(app, rect.center)
        return True
    rect = scene.hot.named.get(scene.label(action))
    if rect is None:
        return False
    _click(app, rect.center)
    return True


def _reachable(scene, action) -> bool:
    return action.target in scene.view.targets or scene.label(action) in scene.hot.named


def _covered(scene) -> bool:
    """Whether the guide's panel lies over a place or button of the decision, or the learner's own board."""
    box = scene.guide_box
    if box is None:
        return False
    d = scene.match.decision
    rects = [r for a in d.options if a.target for r in scene.view.targets.get(a.target, ())]
    rects += [scene.hot.named[scene.label(a)] for a in d.options if scene.label(a) in scene.hot.named]
    return box.collidelist(rects + list(scene.view.own)) >= 0


def play(app, scene, seed: int, decisions: int, learner: bool) -> dict:
    from caylus_desktop.ui.scenes.handoff import HandoffScene
    from caylus_desktop.ui.teaching import decision_key

    rng = Rng(seed)
    seen = dict.fromkeys(("decisions", "handoffs", "after_handoff", "dead_clicks", "with_recap", "stale", "covered",
                          "proposed"), 0)
    handed = False
    for _ in range(decisions * 60):
        _frame(app)
        m = scene.match
        if m.decision is None or seen["decisions"] >= decisions or app.top is not scene and not isinstance(
                app.top, HandoffScene):
            break
        if isinstance(app.top, HandoffScene):
            seen["handoffs"] += 1
            handed = True
            _click(app, (10, 10))
            continue
        if scene.bot is not None:
            scene.bot.done.wait(10)
            continue
        if not scene.my_turn():
            continue
        if scene.hint_job is not None:  # the lesson's proposal on its way
            scene.hint_job.done.wait(30)
            continue
        _frame(app)
        if learner:
            panel = scene.guide.panel
            seen["stale"] += panel is not None and panel.decision != decision_key(m)
            seen["covered"] += _covered(scene)
            seen["proposed"] += panel is not None and panel.suggestion is not None
        elif scene.veiled() and (rng.below(2) or not scene.offered()):
            rect = scene.hot.named.get(app.tr("show_hand"))
            _click(app, rect.center)
            _frame(app)
        offered = [a for a in scene.offered() if _reachable(scene, a)]
        seen["with_recap"] += scene.recap_open
        before = len(m.state.history)
        if not offered or not _click_action(app, scene, offered[rng.below(len(offered))]) \
                or len(m.state.history) == before:
            seen["dead_clicks"] += 1
            scene.popup = None
        seen["decisions"] += 1
        seen["after_handoff"] += handed
        handed = False
    return seen


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--game", action="append", help="only these games; default: all four")
    ap.add_argument("--people", type=int, default=3)
    ap.add_argument("--decisions", type=int, default=120)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--lang", default="en")
    ap.add_argument("--size", default="1280x800")
    a = ap.parse_args()
    from caylus_desktop.ui.app import App
    from caylus_desktop.ui.scenes.game import GameScene
    from caylus_desktop.ui.storage import Storage
    from caylus_desktop.ui.teaching import learner_options, learner_seats

    size = tuple(int(v) for v in a.size.split("x"))
    print(f"{'game':12} {'play':9} {'decisions':>9} {'handoffs':>8} {'after':>6} {'%':>5} {'dead':>5} {'recap':>6} "
          f"{'stale':>6} {'covered':>7} {'proposed':>8}")
    for game in a.game or GAME_IDS:
        for kind in ("hotseat", "learn"):
            with tempfile.TemporaryDirectory() as scratch:
                app = App(size, headless=True, storage=Storage.at(Path(scratch)))
                app.settings.lang = a.lang
                app.settings.moves = "instant"
                app.settings.pace = "fast"
                app.push(app.menu())
                if kind == "hotseat":
                    m = new_game(game, [{"name": n} for n in NAMES[:a.people]], a.seed)
                    scene = GameScene(app, m)
                else:
                    m = new_game(game, learner_seats(game, "Ann", Speech(a.lang)), a.seed, learner_options(game))
                    scene = GameScene(app, m, guide=True, lesson=True)
                scene.bot_delay = 0
                app.push(scene)
                s = play(app, scene, a.seed, a.decisions, kind == "learn")
                share = 100 * s["after_handoff"] / max(1, s["decisions"])
                print(f"{game:12} {kind:9} {s['decisions']:9} {s['handoffs']:8} {s['after_handoff']:6} {share:5.0f} "
                      f"{s['dead_clicks']:5} {s['with_recap']:6} {s['stale']:6} {s['covered']:7} {s['proposed']:8}"
                      + (f"  errors: {app.errors}" if app.errors else ""))
                pygame.quit()


if __name__ == "__main__":
    main()

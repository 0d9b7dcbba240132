"""The command line: caylus-desktop [play | screenshot | layout-check | simulate | check-rules | replay | review | rules-schema].

With no command, the game window opens on the main menu.
"""
from __future__ import annotations

import argparse
import json
import math
import os
import sys
from pathlib import Path

from caylus_desktop.engine import collector
from caylus_desktop.engine.rng import MAX_SEED

COMMANDS = {
    "play": "open the game window (the default)",
    "screenshot": "render a scene of the window headless to a PNG",
    "layout-check": "render every scene headless and list text that overflows, overlaps or is too small",
    "simulate": "play many games with random bots and report speed, scores and errors",
    "tournament": "bots against bots, seats rotated: wins, scores and think times per level",
    "check-rules": "validate the shipped rules files (or the given ones) and play them to prove them playable",
    "replay": "replay a save file and print its result",
    "review": "the hard bot reviews one seat's decisions in a save: its better moves and the points lost",
    "rules-schema": "write the JSON Schema of the rules format",
}


# --- argument types: a value out of range is a one-line usage error -------------------

def _whole(lo: int, hi: int):
    """A whole number from ``lo`` to ``hi``."""
    def whole(text: str) -> int:
        if len(text.strip()) > 30:  # before int(): thousands of digits are slow to convert
            raise argparse.ArgumentTypeError(f"{text[:20]}… is too large (at most {hi:,})")
        try:
            n = int(text)
        except ValueError:
            raise argparse.ArgumentTypeError(f"{text!r} is not a whole number") from None
        if not lo <= n <= hi:
            raise argparse.ArgumentTypeError(f"{n:,} is not between {lo:,} and {hi:,}")
        return n
    return whole


def _seconds(text: str) -> float:
    """A time in seconds: finite, from 0 to an hour."""
    try:
        x = float(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text[:20]!r} is not a number of seconds") from None
    if not (math.isfinite(x) and 0 <= x <= 3600):
        raise argparse.ArgumentTypeError(f"{text[:20]} is not between 0 and 3600 seconds")
    return x


def _window_size(text: str) -> tuple[int, int]:
    """WxH, each side from 100 to 4096 pixels (a larger picture only costs memory)."""
    side = _whole(100, 4096)
    parts = text.lower().split("x")
    if len(parts) != 2:
        raise argparse.ArgumentTypeError(f"takes WxH, not {text[:20]!r}")
    return side(parts[0]), side(parts[1])


def _window(text: str) -> tuple[int, int]:
    """WxH of a window: never smaller than the 640x400 the window itself keeps to."""
    w, h = _window_size(text)
    if w < 640 or h < 400:
        raise argparse.ArgumentTypeError(f"the window is never smaller than 640x400, not {w}x{h}")
    return w, h


def _text_scale(text: str) -> float:
    """A text size as a factor (1.3) or a percentage (130), from 90 % to 150 %."""
    try:
        value = float(text.strip().rstrip("%"))
    except ValueError:
        raise argparse.ArgumentTypeError(f"takes a number such as 1.3 or 130, not {text[:20]!r}") from None
    if value > 3:
        value /= 100
    if not 0.9 <= value <= 1.5:
        raise argparse.ArgumentTypeError("must be between 0.9 and 1.5 (90 % to 150 %)")
    return value


PLAYERS = _whole(1, 99)     # each game then says its own range ("caleira is for 2-4 players")
SEED = _whole(-MAX_SEED, MAX_SEED)


def _parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(prog="caylus-desktop", description="Caylus, Magna Carta, Caleira and Castrum at one computer.")
    sub = p.add_subparsers(dest="command", metavar="COMMAND")

    sub.add_parser("play", help=COMMANDS["play"])

    g = sub.add_parser("screenshot", help=COMMANDS["screenshot"])
    g.add_argument("--scene", choices=("menu", "game", "rules"), default="game")
    g.add_argument("--game", default="caleira")
    g.add_argument("--players", type=PLAYERS, default=3)
    g.add_argument("--seed", type=SEED, default=1)
    g.add_argument("--moves", type=_whole(0, 100_000), default=8, help="random legal moves played before the picture")
    g.add_argument("--size", type=_window_size, default=(1280, 800), metavar="WxH")
    g.add_argument("--lang", choices=("en", "fr"), default="en")
    g.add_argument("--out", type=Path, required=True)

    c = sub.add_parser("layout-check", help=COMMANDS["layout-check"])
    c.add_argument("--size", type=_window, default=(1280, 800), metavar="WxH")
    c.add_argument("--lang", choices=("en", "fr"), default="en")
    c.add_argument("--text-scale", type=_text_scale, default=1.0, metavar="S",
                   help="the Settings text size, 0.9 to 1.5 (or 90 to 150 percent)")
    c.add_argument("--pictures", type=Path, default=None, metavar="FOLDER", help="also save every scene as a PNG there")

    s = sub.add_parser("simulate", help=COMMANDS["simulate"])
    s.add_argument("--game", required=True)
    s.add_argument("--players", type=PLAYERS, required=True)
    s.add_argument("--games", type=_whole(1, 10_000_000), default=100)
    s.add_argument("--seed", type=SEED, default=0)
    s.add_argument("--option", action="append", default=[], metavar="KEY=VALUE")
    s.add_argument("--check-invariants", action="store_true",
                   help="after every action check the game's invariants, scores against their breakdown "
                        "and that no seat's observation shows another's hidden information")
    s.add_argument("--json", action="store_true", help="print one JSON object")

    t = sub.add_parser("tournament", help=COMMANDS["tournament"])
    t.add_argument("--game", required=True)
    t.add_argument("--players", type=PLAYERS, required=True)
    t.add_argument("--bots", required=True, metavar="LEVEL,LEVEL[,...]")
    t.add_argument("--games", type=_whole(1, 1_000_000), default=20)
    t.add_argument("--seed", type=SEED, default=0)
    t.add_argument("--option", action="append", default=[], metavar="KEY=VALUE")
    t.add_argument("--seconds", type=_seconds, default=2.0, help="hard bot's time cap per decision, the expert's 2.5 times it (0: none)")
    t.add_argument("--iterations", type=_whole(1, 10_000_000), default=None, help="hard bot's iteration budget (the expert's, split among its shards)")
    t.add_argument("--cores", type=_whole(1, 256), default=1,
                   help="worker processes for the expert's root-parallel search (1: none; the same results "
                        "for an iteration budget whatever the count)")
    t.add_argument("--json", action="store_true")

    c = sub.add_parser("check-rules", help=COMMANDS["check-rules"])
    c.add_argument("files", nargs="*", type=Path)
    c.add_argument("--games", type=int, default=None, metavar="N",
                   help="seeded random games played per configuration (each player count, options crossed) "
                        "to prove each file playable; 0 only validates (default: a few, seconds for the shipped files)")

    r = sub.add_parser("replay", help=COMMANDS["replay"])
    r.add_argument("file", type=Path)
    r.add_argument("--transcript", action="store_true",
                   help="print every log line, and each decision's prompt and legal actions (for bug reports)")
    r.add_argument("--lang", choices=("en", "fr"), default="en", help="language of the transcript")

    v = sub.add_parser("review", help=COMMANDS["review"])
    v.add_argument("file", type=Path)
    v.add_argument("--seat", type=_whole(1, 99), required=True, help="the seat to review (1: the first player)")
    v.add_argument("--iterations", type=_whole(1, 100_000), default=300,
                   help="hard bot's iterations per decision (exact: the review is reproducible)")
    v.add_argument("--json", action="store_true", help="print one JSON object")

    j = sub.add_parser("rules-schema", help=COMMANDS["rules-schema"])
    j.add_argument("--output", type=Path, default=None, help="file to write (default: print)")
    return p


def _options(pairs: list[str]) -> dict:
    out = {}
    for pair in pairs:
        key, sep, value = pair.partition("=")
        if not sep or not key:
            raise ValueError(f"--option takes KEY=VALUE, not {pair!r}")
        out[key] = value
    return out


def _cmd_simulate(a: argparse.Namespace) -> int:
    from caylus_desktop.games import GAME_IDS
    from caylus_desktop.simulate import simulate

    if a.game not in GAME_IDS:
        print(f"unknown game {a.game!r}; available: {', '.join(GAME_IDS)}", file=sys.stderr)
        return 2
    try:
        options = _options(a.option)
        from caylus_desktop.engine import new_game
        new_game(a.game, a.players, a.seed, options)  # settles players and options before the loop
    except ValueError as exc:
        print(str(exc), file=sys.stderr)
        return 2
    out = simulate(a.game, a.players, a.games, a.seed, options, a.check_invariants, _progress_bar(a.games))
    if a.json:
        print(json.dumps(out))
    else:
        for key, value in out.items():
            print(f"{key:>17}: {value}")
    return 1 if out["errors"] or out.get("violations") else 0


def _progress_bar(total: int):
    if not sys.stderr.isatty():
        return None

    def progress(done: int) -> None:
        filled = 30 * done // total
        print(f"\r[{'#' * filled}{'.' * (30 - filled)}] {done}/{total}", end="", file=sys.stderr, flush=True)
        if done == total:
            print(file=sys.stderr)
    return progress


def _cmd_tournament(a: argparse.Namespace) -> int:
    from caylus_desktop.bots import LEVELS, make_bot, split_level
    from caylus_desktop.engine import new_game
    from caylus_desktop.games import GAME_IDS, heuristics
    from caylus_desktop.tournament import tournament

    levels = [x.strip() for x in a.bots.split(",") if x.strip()]
    problem = None
    if a.game not in GAME_IDS:
        problem = f"unknown game {a.game!r}; available: {', '.join(GAME_IDS)}"
    elif not levels or any(split_level(lvl)[0] not in LEVELS for lvl in levels):
        problem = f"--bots takes levels from {', '.join(LEVELS)} (LEVEL@SET: a heuristic weight set), not {a.bots!r}"
    else:
        named = getattr(heuristics(a.game), "weights", None)  # the games with weight files
        for name in levels:  # every seat's weight set and search options, before any game is played
            level, weights = split_level(name)
            if weights is not None and (named is None or level == "random"):
                problem = f"{level}@{weights}: {a.game} {level} has no heuristic weight sets"
                break
            try:
                if weights is not None:
                    named(weights)
                make_bot(name)  # hard+itN, +exX, +rwX...
            except ValueError as exc:
                problem = str(exc)
                break
    if problem is None:
        try:
            options = _options(a.option)
            new_game(a.game, a.players, a.seed, options)
        except ValueError as exc:
            problem = str(exc)
    if problem:
        print(problem, file=sys.stderr)
        return 2
    out = tournament(a.game, a.players, levels, a.games, a.seed, options,
                     seconds=a.seconds or None, iterations=a.iterations, progress=_progress_bar(a.games),
                     cores=a.cores)
    if a.json:
        print(json.dumps(out))
    else:
        for key, value in out.items():
            print(f"{key:>14}: {value}")
    return 1 if out["errors"] else 0


def _cmd_check_rules(a: argparse.Namespace) -> int:
    from caylus_desktop.engine.rules import shipped_files
    from caylus_desktop.playcheck import GAMES, check_file

    games = GAMES if a.games is None else a.games
    if games < 0:
        print("--games must be 0 (validate only) or more", file=sys.stderr)
        return 2
    bad = 0
    for f in a.files or list(shipped_files()):
        report = check_file(f, games)
        for issue in report.issues:
            print(issue)
        if report.issues:
            bad += 1
        else:
            print(f"{f}: ok" + (f" ({report.games} games played)" if report.games else ""))
        for note in report.notes:
            print(f"note: {note}")
    return 1 if bad else 0


def _load_save(path: str):
    """The match a save holds, or None after saying on one line why it cannot be loaded."""
    from caylus_desktop.engine import SaveError, load_match_file

    try:
        return load_match_file(path)
    except SaveError as exc:
        print(f"{path}: {exc}", file=sys.stderr)
        return None


def _cmd_replay(a: argparse.Namespace) -> int:
    m = _load_save(a.file)
    if m is None:
        return 1
    if a.transcript:
        from caylus_desktop.transcript import transcript

        try:
            for line in transcript(m, a.lang):
                print(line)
            sys.stdout.flush()
        except BrokenPipeError:  # the reader stopped early (| head): nothing is wrong
            os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())  # as the Python docs advise
        return 0
    res = m.result()
    names = [s.name for s in m.seats]
    print(f"{m.game}, {len(names)} players, seed {m.seed}, {len(m.state.history)} actions"
          + ("" if res.get("final") else " (not finished)"))
    for seat, name in enumerate(names):
        print(f"  {name}: {res['scores'][seat]}")
    print("winners: " + ", ".join(names[w] for w in res["winners"]))
    return 0


def _cmd_review(a: argparse.Namespace) -> int:
    from caylus_desktop.review import CLEAR_LOSS, review

    m = _load_save(a.file)
    if m is None:
        return 1
    if a.seat > len(m.seats):
        print(f"no seat {a.seat}: the game has {len(m.seats)} players", file=sys.stderr)
        return 2
    progress = _progress_bar(sum(1 for who, _, _ in m.state.history if who == a.seat - 1) or 1)
    out = review(m, a.seat - 1, a.iterations, progress=None if progress is None else lambda done, _: progress(done))
    if a.json:
        print(json.dumps(out, ensure_ascii=False))
    else:
        for d in out["decisions"]:
            flag = "! " if d["loss"] >= CLEAR_LOSS else "  "
            print(f"{flag}#{d['index']}: chose {d['chosen']}; bot: {d['best']} (loss {d['loss']})")
        print(f"total loss: {out['total_loss']} points")
    return 0


def _cmd_rules_schema(a: argparse.Namespace) -> int:
    from caylus_desktop.engine.rules import json_schema, write_json_schema

    if a.output:
        try:
            write_json_schema(a.output)
        except OSError as exc:
            print(f"cannot write {a.output}: {exc.strerror or exc}", file=sys.stderr)
            return 1
    else:
        print(json.dumps(json_schema(), indent=2, ensure_ascii=False))
    return 0


def _cmd_play(a: argparse.Namespace) -> int:
    from caylus_desktop.ui.start import main as play

    return play()


def _cmd_screenshot(a: argparse.Namespace) -> int:
    from caylus_desktop.games import GAME_IDS

    if a.game not in GAME_IDS:
        print(f"unknown game {a.game!r}; available: {', '.join(GAME_IDS)}", file=sys.stderr)
        return 2
    from caylus_desktop.ui.screenshot import render

    try:
        out = render(a.scene, a.out, a.game, a.players, a.seed, a.moves, a.size, a.lang)
    except ValueError as exc:
        print(str(exc), file=sys.stderr)
        return 2
    print(out)
    return 0


def _cmd_layout_check(a: argparse.Namespace) -> int:
    from caylus_desktop.ui.layoutcheck import check

    drawn: list[str] = []
    problems = check(a.size, a.lang, a.text_scale, pictures=a.pictures, drawn=drawn)
    for problem in problems:
        print(problem)
    w, h = a.size
    print(f"{len(problems)} problem(s) in {len(drawn)} scenes at {w}x{h}, {a.lang}, text size {round(a.text_scale * 100)} %",
          file=sys.stderr if problems else sys.stdout)
    return 1 if problems else 0


def main(argv: list[str] | None = None) -> int:
    a = _parser().parse_args(argv)
    collector.tune()  # the bots' searches: see engine/collector.py
    handlers = {"play": _cmd_play, "screenshot": _cmd_screenshot, "layout-check": _cmd_layout_check, "simulate": _cmd_simulate,
                "tournament": _cmd_tournament, "check-rules": _cmd_check_rules, "replay": _cmd_replay,
                "review": _cmd_review,
                "rules-schema": _cmd_rules_schema}
    if a.command is None:
        return _cmd_play(a)
    return handlers[a.command](a)


if __name__ == "__main__":
    sys.exit(main())

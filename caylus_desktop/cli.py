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
from caylus_desktop.engine.catalogues import all_languages
from caylus_desktop.engine.rng import MAX_SEED
from caylus_desktop.engine.voice import Voice
from caylus_desktop.ui.i18n import Speech
from caylus_desktop.ui.screenshot import SCENES

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
    "stats": "your record: games played, wins, average and best scores against each bot level, the history",
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


def version() -> str:
    """The installed package's version (its metadata); a source tree that was never installed says so."""
    from importlib.metadata import PackageNotFoundError
    from importlib.metadata import version as installed

    try:
        return installed("caylus-desktop")
    except PackageNotFoundError:
        return "unknown (not installed: pip install . gives it a version)"


PLAYERS = _whole(1, 99)     # each game then says its own range ("caleira is for 2-4 players")
SEED = _whole(-MAX_SEED, MAX_SEED)


def _parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(prog="caylus-desktop", description="Caylus, Magna Carta, Caleira and Castrum at one computer.")
    p.add_argument("--version", action="version", version=f"caylus-desktop {version()}")
    sub = p.add_subparsers(dest="command", metavar="COMMAND")
    langs = all_languages()  # the catalogues present, the pseudo-locale qps included

    sub.add_parser("play", help=COMMANDS["play"])

    g = sub.add_parser("screenshot", help=COMMANDS["screenshot"])
    g.add_argument("--scene", choices=SCENES, default="game",
                   help="results, replay, review and stats play whole games; replay shows move --moves; "
                        "hint: the game's table with the hint asked at that move")
    g.add_argument("--game", default="caleira")
    g.add_argument("--players", type=PLAYERS, default=3)
    g.add_argument("--seed", type=SEED, default=1)
    g.add_argument("--moves", type=_whole(0, 100_000), default=8, help="random legal moves played before the picture")
    g.add_argument("--size", type=_window_size, default=(1280, 800), metavar="WxH")
    g.add_argument("--lang", choices=langs, default="en")
    g.add_argument("--option", action="append", default=[], metavar="KEY=VALUE")
    g.add_argument("--out", type=Path, required=True)

    c = sub.add_parser("layout-check", help=COMMANDS["layout-check"])
    c.add_argument("--size", type=_window, default=(1280, 800), metavar="WxH")
    c.add_argument("--lang", choices=langs, default="en")
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
                   help="print every log line, and each decision's prompt and legal actions, for bug reports: "
                        "it shows every hidden card (each hand, private line and choice); --seat N shows only "
                        "what seat N could read")
    r.add_argument("--seat", type=_whole(1, 99), default=None, metavar="N",
                   help="the transcript as seat N (1: the first player) could read it: no other seat's hidden card")
    r.add_argument("--lang", choices=langs, default="en", help="language of the transcript, of the notes and of how a tie was settled")

    v = sub.add_parser("review", help=COMMANDS["review"])
    v.add_argument("file", type=Path)
    v.add_argument("--seat", type=_whole(1, 99), required=True, help="the seat to review (1: the first player)")
    v.add_argument("--iterations", type=_whole(1, 100_000), default=None,
                   help="iterations per decision (exact: the review is reproducible; default: the review's "
                        "in rules_data/bots/levels.yaml, uses: review)")
    v.add_argument("--json", action="store_true", help="print one JSON object")
    v.add_argument("--lang", choices=langs, default="en", help="language of the moves and the report")

    st = sub.add_parser("stats", help=COMMANDS["stats"])
    st.add_argument("--json", action="store_true", help="print one JSON object")
    st.add_argument("--lang", choices=langs, default="en", help="language of the lines (not of --json)")

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
    from caylus_desktop.tools.simulate import simulate

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
    from caylus_desktop.tools.tournament import tournament

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
    from caylus_desktop.engine.rulebook_file import shipped_rulebooks
    from caylus_desktop.engine.rules import shipped_files
    from caylus_desktop.tools.playcheck import GAMES, check_file

    games = GAMES if a.games is None else a.games
    if games < 0:
        print("--games must be 0 (validate only) or more", file=sys.stderr)
        return 2
    bad = 0
    for f in a.files or [*shipped_files(), *shipped_rulebooks()]:
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


def _reader_gone() -> None:
    """The reader of our output stopped early (| head): nothing is wrong, and nothing more is said."""
    os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())  # as the Python docs advise


def _load_save(path: str, voice: Voice = Voice()):
    """The match a save holds, or None after saying on one line, in ``voice``'s language, why it cannot be loaded (and,
    for a finished game played under rules changed since, its result as saved)."""
    from caylus_desktop.engine import SaveError, load_match_file

    try:
        return load_match_file(path)
    except SaveError as exc:
        if not exc.rules_changed:
            print(f"{path}: {exc.say(voice)}", file=sys.stderr)
            return None
        from caylus_desktop.tools.transcript import word

        print(f"{path}: {word('rules_changed', voice)} ({exc.say(voice)})", file=sys.stderr)
        if exc.result is not None:
            _print_result(exc.names, exc.result)
        return None


def _print_result(names, res: dict) -> None:
    for seat, name in enumerate(names):
        print(f"  {name}: {res['scores'][seat]}")
    print("winners: " + ", ".join(names[w] for w in res["winners"]))


def _cmd_replay(a: argparse.Namespace) -> int:
    from caylus_desktop.tools.transcript import transcript, word

    voice = Voice(a.lang)
    m = _load_save(a.file, voice)
    if m is None:
        return 1
    if a.seat is not None and a.seat > len(m.seats):
        print(f"no seat {a.seat}: the game has {len(m.seats)} players", file=sys.stderr)
        return 2
    if a.transcript or a.seat is not None:
        try:
            for line in transcript(m, voice, None if a.seat is None else a.seat - 1):
                print(line)
            sys.stdout.flush()
        except BrokenPipeError:
            _reader_gone()
        return 0
    res = m.result()
    final = res.get("final")
    if m.saved.rules_changed:  # the game is shown as it was scored then, not scored again in silence
        print(word("rules_changed", voice))
        res = m.saved.result or res
    names = [s.name for s in m.seats]
    print(f"{m.game}, {len(names)} players, seed {m.seed}, {len(m.state.history)} actions"
          + ("" if final else " (not finished)"))
    _print_result(names, res)
    if res.get("decided"):  # a tie for first: how it was broken, or that the win is shared
        print(m.say(res["decided"], voice))
    return 0


def _cmd_review(a: argparse.Namespace) -> int:
    from caylus_desktop.tools.review import CLEAR_LOSS, review

    speech = Speech(a.lang)
    m = _load_save(a.file, speech)
    if m is None:
        return 1
    if a.seat > len(m.seats):
        print(f"no seat {a.seat}: the game has {len(m.seats)} players", file=sys.stderr)
        return 2
    if m.saved.rules_changed:
        from caylus_desktop.tools.transcript import word

        print(word("rules_changed", speech), file=sys.stderr)
    progress = _progress_bar(sum(1 for who, _, _ in m.state.history if who == a.seat - 1) or 1)
    out = review(m, a.seat - 1, a.iterations, progress=None if progress is None else lambda done, _: progress(done),
                 voice=speech)
    if a.json:
        print(json.dumps(out, ensure_ascii=False))
        return 0
    # the window's words: the seat by its name, the numbers in the language's way
    print(speech.tr("review_title", m.seats[a.seat - 1].name))
    for d in out["decisions"]:
        flag = "! " if d["loss"] >= CLEAR_LOSS else "  "
        line = flag + speech.tr("review_move", d["index"] + 1, d["chosen"])
        if d["best"] != d["chosen"]:
            line += " · " + speech.tr("review_better", d["best"], speech.tr("review_about_points", d["loss"]))
        print(line)
    print(speech.tr("review_total", out["total_loss"]))
    return 0


def _cannot_write(path: Path | None, folder: bool = False) -> bool:
    """True after saying on one line why the output ``path`` cannot be written (before any work)."""
    from caylus_desktop.tools.output_path import output_problem

    problem = None if path is None else output_problem(path, folder)
    if problem is not None:
        print(f"cannot write {path}: {problem}", file=sys.stderr)
    return problem is not None


def _cmd_rules_schema(a: argparse.Namespace) -> int:
    from caylus_desktop.engine.rules import json_schema, write_json_schema

    if _cannot_write(a.output):
        return 2
    if a.output:
        try:
            write_json_schema(a.output)
        except OSError as exc:
            print(f"cannot write {a.output}: {exc.strerror or exc}", file=sys.stderr)
            return 1
    else:
        print(json.dumps(json_schema(), indent=2, ensure_ascii=False))
    return 0


def _cmd_stats(a: argparse.Namespace) -> int:
    """What the Statistics screen shows, from the player's record (read; a damaged one is set aside, as
    the window does, and said on standard error)."""
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")  # the data folder asks SDL: stdout stays ours
    from caylus_desktop.ui.record import Record
    from caylus_desktop.ui.storage import Storage

    storage = Storage.open()
    record = Record(storage.folder, storage.shelf)
    games = record.games()
    if record.problem:
        print(f"cannot read the record in {record.folder}: {record.problem}", file=sys.stderr)
        return 1
    if record.set_aside is not None:
        print(f"the record could not be read: it was set aside as {record.set_aside}, and a new one started",
              file=sys.stderr)
    try:
        _print_stats(games, a.json, Speech(a.lang))
        sys.stdout.flush()
    except BrokenPipeError:
        _reader_gone()
    return 0


def _print_stats(games: list, as_one_json: bool, speech: Speech) -> None:
    """The Statistics screen's lines, in its words: each person's games, then the history."""
    from caylus_desktop.ui.catalogue import entry
    from caylus_desktop.ui.record import KEEP, PEOPLE, as_json, figures, summaries, when

    if as_one_json:
        print(json.dumps(as_json(games), ensure_ascii=False))
        return
    if not games:
        print(speech.tr("stats_empty"))
        return
    heads = [speech.tr(k) for k in ("stats_games", "stats_wins", "stats_average", "stats_best")]

    def said(line) -> str:
        return " · ".join(f"{head} {n}" for head, n in zip(heads, figures(line, speech)))

    for s in summaries(games):
        # a dash, not a colon: French sets a colon apart with a space, and these joints are not translated
        print(f"{s.name} · {speech.text(entry(s.game).name)} · {speech.tr('stats_players', s.players)} — {said(s.all)}")
        for level, line in s.levels():
            against = speech.tr("stats_people") if level == PEOPLE else speech.tr("stats_against", speech.tr(level))
            print(f"    {against} — {said(line)}")
    print(speech.tr("stats_kept", KEEP))
    for g in games:  # the most recent first; * marks a winner
        seats = ", ".join(f"{s.name} {s.score}" + ("*" if s.winner else "") + (f" ({speech.tr(s.bot)})" if s.bot else "")
                          for s in g.seats)
        print(f"  {when(g, speech)} · {speech.text(entry(g.game).name)} — {seats}")


def _cmd_play(a: argparse.Namespace) -> int:
    from caylus_desktop.ui.start import main as play

    return play()


def _cmd_screenshot(a: argparse.Namespace) -> int:
    from caylus_desktop.games import GAME_IDS

    if a.game not in GAME_IDS:
        print(f"unknown game {a.game!r}; available: {', '.join(GAME_IDS)}", file=sys.stderr)
        return 2
    if _cannot_write(a.out):
        return 2
    from caylus_desktop.engine import new_game
    from caylus_desktop.engine.rules import RulesError
    from caylus_desktop.ui.screenshot import render

    try:
        options = _options(a.option)
        new_game(a.game, a.players, a.seed, options)  # the players and options, said before any window opens
        out = render(a.scene, a.out, a.game, a.players, a.seed, a.moves, a.size, a.lang, options)
    except ValueError as exc:
        print(str(exc), file=sys.stderr)
        return 2
    except RulesError as exc:  # a rules file broken since it shipped: where, on one line
        print(exc.issues[0], file=sys.stderr)
        return 1
    except OSError as exc:
        print(f"cannot write {a.out}: {exc.strerror or exc}", file=sys.stderr)
        return 1
    print(out)
    return 0


def _cmd_layout_check(a: argparse.Namespace) -> int:
    if _cannot_write(a.pictures, folder=True):
        return 2
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
                "review": _cmd_review, "stats": _cmd_stats,
                "rules-schema": _cmd_rules_schema}
    if a.command is None:
        return _cmd_play(a)
    return handlers[a.command](a)


if __name__ == "__main__":
    sys.exit(main())

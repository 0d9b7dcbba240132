"""Soak run: many random games per game, every player count and option, every check on.

    PYTHONPATH=. python benchmarks/soak.py [--games 10000] [--seconds 900] [--game GAME ...] [--json]

For each game, match i plays configuration i mod K (every player count crossed
with every option value: both sides of a bool, every choice, an int's min,
default and max) with seed ``--seed + i``, random bots choosing, and after every
action the checks of ``caylus_desktop.tools.checks`` (the game's invariants, scores
against their breakdown, no hidden information in anything a seat reads: its
observation, its decision's prompt and labels, why-not texts, error messages and
the log lines it sees; one seat per action in turn, or every seat with ``--all-seats``).
A game stops at ``--games`` matches or after ``--seconds``, whichever comes
first. Errors and violations are described on stderr with everything needed to
replay them (seed, players, options, action index). Prints, per game: games,
errors, violations, games/s. Exit status 1 if anything broke.
"""
from __future__ import annotations

import argparse
import itertools
import json
import platform
import sys
import time
import traceback

from caylus_desktop.bots import random_bot
from caylus_desktop.tools.checks import all_problems
from caylus_desktop.engine import new_game
from caylus_desktop.engine.rng import Rng
from caylus_desktop.engine.rules import rules_for
from caylus_desktop.games import GAME_IDS

# a match that has not ended after this many decisions is reported as an error
MAX_DECISIONS = 50_000
REPORTED = 5  # errors and violations described per game


def option_values(opt) -> list:
    if opt.type == "bool":
        return [False, True]
    if opt.type == "choice":
        return list(opt.choices)
    values = [opt.default] + [v for v in (opt.min, opt.max) if v is not None]
    return sorted(set(values))


def configurations(game: str) -> list[tuple[int, dict]]:
    """Every player count crossed with every combination of option values."""
    defs = rules_for(game)
    grids = [[(o.id, v) for v in option_values(o)] for o in defs.options]
    combos = [dict(c) for c in itertools.product(*grids)] if grids else [{}]
    return [(n, opts) for n in range(defs.players.min, defs.players.max + 1) for opts in combos]


class Bar:
    """A progress bar on stderr: redrawn in place on a terminal, a line every 10% otherwise."""

    def __init__(self, label: str, total: int, seconds: float) -> None:
        self.label, self.total, self.seconds = label, total, seconds
        self.tty = sys.stderr.isatty()
        self.start = time.perf_counter()
        self.shown = -1

    def update(self, done: int, errors: int, violations: int) -> None:
        elapsed = time.perf_counter() - self.start
        frac = max(done / self.total, min(1.0, elapsed / self.seconds))
        tenth = int(frac * 10)
        if not self.tty and tenth == self.shown:
            return
        self.shown = tenth
        filled = int(30 * frac)
        text = (f"{self.label:<12} [{'#' * filled}{'.' * (30 - filled)}] {done} games, "
                f"{errors} errors, {violations} violations, {elapsed:.0f}s")
        print(("\r" + text) if self.tty else text, end="" if self.tty else "\n", file=sys.stderr, flush=True)

    def close(self) -> None:
        if self.tty:
            print(file=sys.stderr)


def soak(game: str, games: int, seconds: float, seed: int, all_seats: bool = False, err=None) -> dict:
    err = err or sys.stderr
    configs = configurations(game)
    bar = Bar(game, games, seconds)
    played = errors = violations = decisions = 0
    start = time.perf_counter()
    while played < games and time.perf_counter() - start < seconds:
        players, options = configs[played % len(configs)]
        match_seed = seed + played
        where = f"{game}, {players} players, options {options}, seed {match_seed}"
        n = 0
        try:
            m = new_game(game, players, match_seed, options)
            rng = Rng(match_seed ^ 0x50A4)
            while m.decision is not None:
                if n >= MAX_DECISIONS:
                    raise RuntimeError(f"the match did not end within {MAX_DECISIONS} decisions")
                before = m.copy()
                action = random_bot.choose(None, m.decision, rng)
                m.apply(action)
                n += 1
                # every seat's texts after every action with --all-seats; otherwise
                # one seat per action in turn, which covers each seat every few actions
                broken = all_problems(m, n, None if all_seats else (n % players,), before, action)
                if broken:
                    violations += 1
                    if violations <= REPORTED:
                        print(f"violation: {where}, action {n}: {'; '.join(broken)}", file=err)
        except Exception:  # a soak reports every failure and goes on
            errors += 1
            if errors <= REPORTED:
                print(f"error: {where}, action {n}:", file=err)
                traceback.print_exc(file=err)
        decisions += n
        played += 1
        bar.update(played, errors, violations)
    bar.close()
    elapsed = time.perf_counter() - start
    return {"game": game, "games": played, "configurations": len(configs), "errors": errors,
            "violations": violations, "decisions": decisions, "seconds": round(elapsed, 1),
            "games_per_second": round(played / elapsed, 2) if elapsed > 0 else None,
            "time_boxed": played < games}


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--games", type=int, default=10_000, help="matches per game (default 10000)")
    ap.add_argument("--seconds", type=float, default=900.0, help="time box per game (default 900)")
    ap.add_argument("--game", action="append", choices=GAME_IDS, help="only this game (repeatable)")
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--all-seats", action="store_true",
                    help="check every seat's observation after every action (slower; default: one seat per action, in turn)")
    ap.add_argument("--json", action="store_true", help="one JSON object per game on stdout")
    a = ap.parse_args()
    if not a.json:
        print(f"python {platform.python_version()} on {platform.machine()}, one core, "
              f"up to {a.games} games or {a.seconds:.0f}s per game, every check after every action")
        print(f"{'game':<12} {'configs':>7} {'games':>7} {'errors':>7} {'violations':>10} {'games/s':>8} {'seconds':>8}")
    bad = False
    for game in a.game or GAME_IDS:
        out = soak(game, a.games, a.seconds, a.seed, a.all_seats)
        bad = bad or bool(out["errors"] or out["violations"])
        if a.json:
            print(json.dumps(out), flush=True)
        else:
            print(f"{game:<12} {out['configurations']:>7} {out['games']:>7} {out['errors']:>7} "
                  f"{out['violations']:>10} {out['games_per_second']:>8} {out['seconds']:>8}"
                  + ("  (time-boxed)" if out["time_boxed"] else ""), flush=True)
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())

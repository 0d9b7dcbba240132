"""The Caylus heuristic's cost, and its values to compare before and after a change (issue 14).

    PYTHONPATH=. python benchmarks/caylus_heuristic.py --dump FILE [--games 12] [--seed 500]
    PYTHONPATH=. python benchmarks/caylus_heuristic.py --time [--weights SET] [--games 12] [--seed 500]
    PYTHONPATH=. python benchmarks/caylus_heuristic.py --bot hard+greedy+it300 [--players 2] [--games 1] [--every 10]

The positions are those of seeded games the easy bot plays at every seat, at 2 to 5 players
(every position, the rules' options taken in turn), so a run is the same on any machine. The
easy bot judges its options with the heuristic itself: a changed value also changes the games.

--dump writes, at every position and under every named weight set, every seat's value as the
bots read them (``evaluate_all``, all seats at once, the caches warm from the positions before)
and every seat's terms asked on its own (``terms``), floats in repr: two versions of the heuristic
that agree give byte-identical files (``cmp``). It prints the number of positions and the sha256.

--time gives the CPU seconds (``time.process_time``) of ``evaluate_all`` with the default
weights (or --weights SET) over those positions, in the order they were played.

--bot LEVEL times that bot's decisions at every --every-th position with more than one option
of those games at --players, in CPU seconds each (with no time cap unless --seconds: the hard bot
runs its whole iteration budget, so its choices do not depend on the machine's load), and prints
a hash of its choices: a change that must not alter the bot's play leaves the hash the same.
"""
from __future__ import annotations

import argparse
import hashlib
import json
import statistics
import time

from caylus_desktop.bots import make_bot
from caylus_desktop.engine import new_game
from caylus_desktop.engine.observe import SeatView
from caylus_desktop.engine.rules import rules_for
from caylus_desktop.games.caylus import heuristics
from caylus_desktop.games.caylus.weights import Weights
from caylus_desktop.games.weights import shipped_weights
from caylus_desktop.tools.tournament import bot_rng


def games(count: int, seed: int, players: int | None = None):
    """(players, seed, options) of ``count`` seeded games, the player counts (unless given) and
    options taken in turn."""
    defs = rules_for("caylus")
    counts = [players] if players else list(range(defs.players.min, defs.players.max + 1))
    for g in range(count):
        options = {}
        for o in defs.options:
            if o.type == "bool":
                options[o.id] = bool(g // len(counts) % 2)
            elif o.type == "choice":
                options[o.id] = o.choices[g // len(counts) % len(o.choices)]
        yield counts[g % len(counts)], seed + g, options


def positions(count: int, seed: int, level: str = "easy", players: int | None = None):
    """Every position of the seeded games ``level`` plays at every seat: (label, match), the match
    moved on after each."""
    bot = make_bot(level)
    for n, s, options in games(count, seed, players):
        m = new_game("caylus", n, s, options)
        step = 0
        while True:
            yield f"{n}p seed {s} {json.dumps(options, sort_keys=True)} step {step}", m
            d = m.decision
            if d is None:
                break
            m.apply(bot.choose(SeatView(m, d.seat), d, bot_rng(s, step, d.seat)))
            step += 1


def dump(path: str, count: int, seed: int) -> None:
    sets = list(shipped_weights("caylus", Weights).sets)
    digest = hashlib.sha256()
    seen = 0
    with open(path, "w", encoding="utf-8") as f:
        for label, m in positions(count, seed):
            state = m.state
            seen += 1
            for name in sets:
                shared = heuristics.evaluate_all(state, name)
                alone = [heuristics.terms(state, s, w=name) for s in range(state.board.n)]
                line = f"{label} {name} all {[repr(v) for v in shared]} alone " + \
                    " | ".join(", ".join(f"{k}={v!r}" for k, v in t.items()) for t in alone) + "\n"
                f.write(line)
                digest.update(line.encode())
    print(json.dumps({"positions": seen, "weight sets": len(sets), "file": path, "sha256": digest.hexdigest()}))


def time_heuristic(count: int, seed: int, w: str | None = None) -> None:
    states = [m.state.copy() for _, m in positions(count, seed)]
    start = time.process_time()
    for state in states:
        heuristics.evaluate_all(state, w)
    cpu = time.process_time() - start
    print(json.dumps({"positions": len(states), "cpu_s": round(cpu, 3),
                      "us_per_position": round(cpu / len(states) * 1e6, 1)}))


def time_bot(level: str, players: int, count: int, seed: int, every: int, seconds: float | None) -> None:
    bot = make_bot(level, seconds=seconds)
    cpu: list[float] = []
    choices = hashlib.sha256()
    for step, (label, m) in enumerate(positions(count, seed, players=players)):
        d = m.decision
        if d is not None and len(d.options) > 1 and step % every == 0:
            start = time.process_time()
            action = bot.choose(SeatView(m, d.seat), d, bot_rng(seed, step, d.seat))
            cpu.append(time.process_time() - start)
            choices.update(f"{label} {action.key!r}\n".encode())
    print(json.dumps({"level": level, "players": players, "games": count, "decisions": len(cpu),
                      "cpu_s_mean": round(statistics.mean(cpu), 3),
                      "cpu_s_p95": round(sorted(cpu)[min(len(cpu) - 1, int(0.95 * len(cpu)))], 3),
                      "cpu_s_total": round(sum(cpu), 2), "choices_sha256": choices.hexdigest()}))


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--dump", metavar="FILE", help="write every term at every position to FILE")
    ap.add_argument("--time", action="store_true", help="CPU seconds of evaluate_all over the positions")
    ap.add_argument("--bot", metavar="LEVEL", help="time this bot's decisions, e.g. hard+greedy+it300")
    ap.add_argument("--weights", metavar="SET", help="with --time: this weight set, not the default")
    ap.add_argument("--games", type=int, default=12)
    ap.add_argument("--seed", type=int, default=500)
    ap.add_argument("--players", type=int, default=2, help="with --bot")
    ap.add_argument("--every", type=int, default=10, help="with --bot: time every N-th decision")
    ap.add_argument("--seconds", type=float, default=0.0, help="with --bot: the hard bot's time cap (0: none)")
    a = ap.parse_args()
    if a.dump:
        dump(a.dump, a.games, a.seed)
    if a.time:
        time_heuristic(a.games, a.seed, a.weights)
    if a.bot:
        time_bot(a.bot, a.players, a.games, a.seed, a.every, a.seconds or None)


if __name__ == "__main__":
    main()

"""Bot strength and think time: the quality bar of docs/bots.md.

    python benchmarks/bots.py [--game GAME] [--games 100] [--seconds 2.0] [--iterations N]
                              [--skip-multi | --only-multi | --lineup hard,medium] [--multi-games N]
    python benchmarks/bots.py --think hard --game GAME [--players 2] [--games 1] [--every 3]

For each game: at 2 players medium vs random and hard vs medium (seats rotated),
then hard vs medium vs random at 3 and 4 players. Prints one JSON line per
line-up, and a running one ("partial": true) every --chunk games; asserts nothing.

--think LEVEL times that level instead, at every --every-th decision with more than one
option of seeded games the medium bot plays at every seat (the positions of real play):
p50, p95 and max of the wall time and of the thread's CPU time per decision, in ms, and
``cpu_over_2s``: how many decisions (and what fraction) took more than 2 s of CPU, the hard
bot's budget. The CPU time is what the decision would take alone on an idle core, so on a busy
machine it is the figure to read with --seconds 0 (the hard bot then runs all its iterations:
--iterations, else its level's budget, e.g. the game's declared one for ``hard``).
"""
from __future__ import annotations

import argparse
import json
import time

from caylus_desktop.bots import make_bot
from caylus_desktop.engine import collector, new_game
from caylus_desktop.engine.observe import SeatView
from caylus_desktop.engine.rules import rules_for
from caylus_desktop.games import GAME_IDS
from caylus_desktop.tournament import Tally, bot_rng, play_series


def spread(ms: list[float]) -> dict:
    xs = sorted(ms)
    if not xs:
        return {}
    return {name: round(xs[min(len(xs) - 1, int(q * len(xs)))], 1) for name, q in (("p50", 0.5), ("p95", 0.95),
                                                                                    ("max", 1.0))}


OVER_MS = 2000.0  # the hard bot's time cap per decision (bots.make_bot)


def think_sample(game: str, players: int, level: str, games: int, seed: int, every: int,
                 seconds: float | None, iterations: int | None) -> dict:
    """``level``'s think time at a sample of the decisions of seeded medium-vs-medium games."""
    bot = make_bot(level, seconds=seconds, iterations=iterations)
    medium = make_bot("medium")
    wall: list[float] = []
    cpu: list[float] = []
    ran: list[int] = []  # the hard bot's iterations at each decision (its budget, with --seconds 0)
    for g in range(games):
        m = new_game(game, players, seed + g)
        step = 0
        while m.decision is not None:
            d = m.decision
            view = SeatView(m, d.seat)
            rng = bot_rng(seed + g, step, d.seat)
            if len(d.options) > 1 and step % every == 0:
                t, c = time.perf_counter(), time.thread_time()
                bot.choose(view, d, bot_rng(seed + g, step, d.seat))
                wall.append((time.perf_counter() - t) * 1000)
                cpu.append((time.thread_time() - c) * 1000)
                if hasattr(bot, "last_iterations"):
                    ran.append(bot.last_iterations)
            m.apply(medium.choose(view, d, rng))
            step += 1
    return {"game": game, "players": players, "level": level, "games": games, "decisions": len(wall),
            "seconds": seconds, "iterations": iterations,
            **({"iterations_run": [min(ran), max(ran)]} if ran else {}),
            "wall_ms": spread(wall), "cpu_ms": spread(cpu),
            "cpu_over_2s": {"count": sum(c > OVER_MS for c in cpu),
                            "fraction": round(sum(c > OVER_MS for c in cpu) / max(len(cpu), 1), 3)}}


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--game", choices=GAME_IDS, default=None)
    ap.add_argument("--games", type=int, default=100)
    ap.add_argument("--seconds", type=float, default=2.0)
    ap.add_argument("--iterations", type=int, default=None)
    ap.add_argument("--seed", type=int, default=1000)
    ap.add_argument("--lineup", default=None,
                    help="only this line-up, levels by seat, e.g. hard,medium (players = its length)")
    ap.add_argument("--chunk", type=int, default=10,
                    help="print the running totals every N games (a long run gives figures as it goes)")
    ap.add_argument("--skip-multi", action="store_true", help="only the 2-player match-ups")
    ap.add_argument("--only-multi", action="store_true", help="only the 3- and 4-player line-ups")
    ap.add_argument("--multi-games", type=int, default=None,
                    help="games for the 3- and 4-player line-ups (default: --games)")
    ap.add_argument("--think", default=None, help="time this level at a sample of decisions (see above)")
    ap.add_argument("--players", type=int, default=2, help="with --think")
    ap.add_argument("--every", type=int, default=1, help="with --think: time every N-th decision")
    a = ap.parse_args()
    collector.tune()  # the cycle collector as the app runs it (cli.py): think times are the app's
    if a.think:
        for game in [a.game] if a.game else GAME_IDS:
            print(json.dumps(think_sample(game, a.players, a.think, a.games, a.seed, a.every,
                                          a.seconds or None, a.iterations)), flush=True)
        return
    for game in [a.game] if a.game else GAME_IDS:
        defs = rules_for(game)
        lineups = [] if a.only_multi else [(2, ["medium", "random"]), (2, ["hard", "medium"])]
        if not a.skip_multi:
            lineups += [(n, ["hard", "medium", "random", "random", "random"][:n])
                        for n in (3, 4) if defs.players.min <= n <= defs.players.max]
        if a.lineup:
            levels = a.lineup.split(",")
            lineups = [(len(levels), levels)]
        for players, levels in lineups:
            t = time.perf_counter()
            games = a.games if players == 2 else (a.multi_games or a.games)
            total = Tally(levels)
            for first in range(0, games, a.chunk):
                total.add(play_series(game, players, levels, first, min(a.chunk, games - first), a.seed,
                                      seconds=a.seconds or None, iterations=a.iterations))
                out = total.summary(game, players, levels)
                out["wall_seconds"] = round(time.perf_counter() - t, 1)
                if total.games < games:
                    out["partial"] = True
                print(json.dumps(out), flush=True)


if __name__ == "__main__":
    main()

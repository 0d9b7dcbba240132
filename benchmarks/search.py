"""Bot search speed in CPU time: the hard bot's iterations/s and the medium bot's think time.

    python benchmarks/search.py [--game GAME] [--players 2] [--positions 6] [--level hard+plain]
                                [--iterations N] [--medium-games 2] [--only INDEX] [--default-gc]

For each game: seeded random games are stopped at --positions points spread over
the game, and the hard bot searches each position for exactly --iterations
iterations (no time cap; default: the level's budget). ``--level`` names the hard search
(bots.make_bot): by default ``hard+plain``, the search every game's hard bot ran before the
games declared theirs (3,000 iterations), so the engine-speed figures recorded with this
script stay comparable; ``--level hard`` times the game's declared search. It prints the CPU seconds of each search, the slowest
one and the iterations per CPU-second. Then the medium bot plays --medium-games
games against random and its think times (decisions with a choice) are summed
up as mean, p95 and max. CPU time (time.process_time), so other jobs on the
machine do not skew the figures; asserts nothing. The collector is tuned as the app tunes it
(``--default-gc``: Python's default thresholds, as before 2026-11-23). ``--only INDEX`` searches only that one of
the positions (0-based), for an instruction count under valgrind:

    PYTHONHASHSEED=0 valgrind --tool=cachegrind --cache-sim=no --cachegrind-out-file=/dev/null \\
        python benchmarks/search.py --game caylus --players 3 --only 3 --medium-games 0 --iterations 3000
    (minus the same with --iterations 100) / 2,900 = instructions per iteration

``--cores 1,2`` times the root-parallel search instead (bots/parallel.py): the expert bot
(``--level expert`` by default there) searches each position with exactly --iterations iterations
on 1, then 2 worker processes, and it prints the iterations per wall-second at each count and
their ratio (the workers are started before the clock runs, as a game starts them once). Wall
time, so run it on an idle machine:

    python benchmarks/search.py --cores 1,2 --game caylus --positions 6 --iterations 1200 --medium-games 0
"""
from __future__ import annotations

import argparse
import platform
import time

from caylus_desktop.bots import make_bot, random_bot
from caylus_desktop.bots.parallel import Stop, Workers
from caylus_desktop.engine import collector, new_game
from caylus_desktop.engine.observe import SeatView
from caylus_desktop.engine.rng import Rng
from caylus_desktop.games import GAME_IDS


def positions(game: str, players: int, count: int, seed: int):
    """``count`` positions with a real choice, spread over one seeded random game."""
    m = new_game(game, players, seed)
    rng = Rng(seed)
    length = 0
    while m.decision is not None:
        m.apply(random_bot.choose(None, m.decision, rng))
        length += 1
    stops = {length * (i + 1) // (count + 1) for i in range(count)}
    m = new_game(game, players, seed)
    rng = Rng(seed)
    step = 0
    while m.decision is not None:
        if step >= min(stops, default=length + 1) and len(m.decision.options) > 1:
            stops.discard(min(stops))
            yield m.copy()
        m.apply(random_bot.choose(None, m.decision, rng))
        step += 1


def hard(game: str, players: int, count: int, iterations: int | None, seed: int, only: int | None = None,
         level: str = "hard+plain") -> None:
    bot = make_bot(level, seconds=None, iterations=iterations)
    times = []
    for i, m in enumerate(positions(game, players, count, seed)):
        if only is not None and i != only:
            continue
        d = m.decision
        t = time.process_time()
        bot.choose(SeatView(m, d.seat), d, Rng(seed))
        times.append(time.process_time() - t)
        iterations = bot.last_iterations  # the level's budget when none was given
    total = iterations * len(times)
    name = "hard " if level == "hard+plain" else level  # the old lines, for the search they timed
    print(f"{game:<12} {name} {players}p  {len(times)} positions x {iterations} iterations: "
          f"cpu s {' '.join(f'{x:.2f}' for x in times)}; max {max(times):.2f} s; "
          f"{total / sum(times):.0f} iterations/s")


def cores(game: str, players: int, count: int, iterations: int | None, seed: int, counts: list[int],
          level: str) -> None:
    """Iterations per wall-second of the sharded search at each core count, on the same positions."""
    bot = make_bot(level, seconds=None, iterations=iterations)
    stops = list(positions(game, players, count, seed))
    rates = {}
    for n in counts:
        workers = Workers(n)
        try:
            first = stops[0]
            bot.choose(SeatView(first, first.decision.seat), first.decision, Rng(seed), Stop(workers))  # starts them
            done, wall = 0, 0.0
            for m in stops:
                d = m.decision
                t = time.perf_counter()
                bot.choose(SeatView(m, d.seat), d, Rng(seed), Stop(workers))
                wall += time.perf_counter() - t
                done += bot.last_iterations
        finally:
            workers.close()
        rates[n] = done / wall
        print(f"{game:<12} {level} {players}p {len(stops)} positions, {done} iterations on {n} core(s): "
              f"{wall:.2f} s wall, {rates[n]:.0f} iterations per wall-second", flush=True)
    base = rates[counts[0]]
    print(f"{game:<12} speed-up against {counts[0]} core(s): "
          + ", ".join(f"{n} cores {rates[n] / base:.2f}x" for n in counts[1:]), flush=True)


def medium(game: str, players: int, games: int, seed: int) -> None:
    bot = make_bot("medium")
    think = []
    for g in range(games):
        m = new_game(game, players, seed + g)
        step = 0
        while m.decision is not None:
            d = m.decision
            rng = Rng(seed * 7919 + step)
            if d.seat == 0 and len(d.options) > 1:
                t = time.process_time()
                action = bot.choose(SeatView(m, d.seat), d, rng)
                think.append((time.process_time() - t) * 1000)
            else:
                action = random_bot.choose(None, d, rng)
            m.apply(action)
            step += 1
    think.sort()
    p95 = think[min(len(think) - 1, int(0.95 * len(think)))]
    print(f"{game:<12} medium {players}p {games} games, {len(think)} decisions: cpu ms mean "
          f"{sum(think) / len(think):.1f}, p95 {p95:.1f}, max {think[-1]:.1f}")


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--game", choices=GAME_IDS, default=None)
    ap.add_argument("--players", type=int, default=2)
    ap.add_argument("--positions", type=int, default=6)
    ap.add_argument("--level", default="hard+plain",
                    help="the hard search to time (hard: the game's declared one; see the module's doc)")
    ap.add_argument("--iterations", type=int, default=None, help="default: the level's budget")
    ap.add_argument("--medium-games", type=int, default=2)
    ap.add_argument("--seed", type=int, default=7)
    ap.add_argument("--cores", default=None, help="e.g. 1,2: time the root-parallel search at each count (see above)")
    ap.add_argument("--only", type=int, default=None, help="search only this position (0-based)")
    ap.add_argument("--default-gc", action="store_true",
                    help="keep Python's default collector thresholds (the app tunes them: engine/collector.py)")
    a = ap.parse_args()
    if not a.default_gc:
        collector.tune()  # as the app does
    print(f"python {platform.python_version()} on {platform.machine()}, {'wall' if a.cores else 'CPU'} time")
    if a.cores:
        level = a.level if a.level != "hard+plain" else "expert"
        for game in [a.game] if a.game else GAME_IDS:
            cores(game, a.players, a.positions, a.iterations, a.seed, [int(x) for x in a.cores.split(",")], level)
        return
    for game in [a.game] if a.game else GAME_IDS:
        if a.positions:
            hard(game, a.players, a.positions, a.iterations, a.seed, a.only, a.level)
        if a.medium_games:
            medium(game, a.players, a.medium_games, a.seed)


if __name__ == "__main__":
    main()

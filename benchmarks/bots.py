"""Bot strength and think time: the quality bar of docs/bots.md.

    python benchmarks/bots.py [--game GAME] [--games 100] [--seconds 2.0] [--iterations N]
                              [--skip-multi | --only-multi | --lineup hard,medium] [--multi-games N]

For each game: at 2 players medium vs random and hard vs medium (seats rotated),
then hard vs medium vs random at 3 and 4 players. Prints one JSON line per
line-up, and a running one ("partial": true) every --chunk games; asserts nothing.
"""
from __future__ import annotations

import argparse
import json
import time

from caylus_desktop.engine.rules import rules_for
from caylus_desktop.games import GAME_IDS
from caylus_desktop.tournament import Tally, play_series


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
    a = ap.parse_args()
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

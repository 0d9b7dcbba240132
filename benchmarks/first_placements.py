"""What the Caylus hard bot thinks of passing at the first placements of a seeded 2-player game.

    python benchmarks/first_placements.py [--seed 2000] [--iterations 100,1000,3000]
                                          [--weights tuned_v2,tuned] [--decisions 3]

A weight set may carry the hard bot's search options (bots.make_bot): ``tuned_v2+horizon``.

For each weight set and budget, plays the first --decisions placements of the game the hard
bot would play (no time cap, the tournament's per-decision generators) and prints, at each,
the move it chose and the search's value (the deciding seat's margin in points, see
Ismcts.estimates) of passing and of the best placement. A deep search that finds passing at
once better than placing is the weakness docs/notes/bots-history.md describes. Asserts nothing.
"""
from __future__ import annotations

import argparse

import caylus_desktop.games  # noqa: F401  (registers the games)
from caylus_desktop.bots import make_bot
from caylus_desktop.engine import new_game
from caylus_desktop.engine.observe import SeatView
from caylus_desktop.engine.voice import Voice
from caylus_desktop.tools.tournament import bot_rng


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--seed", type=int, default=2000)
    ap.add_argument("--iterations", default="100,1000,3000")
    ap.add_argument("--weights", default="tuned_v2,tuned")
    ap.add_argument("--decisions", type=int, default=3)
    a = ap.parse_args()
    for w in a.weights.split(","):
        for its in (int(x) for x in a.iterations.split(",")):
            m = new_game("caylus", [{"name": "A", "bot": "hard"}, {"name": "B", "bot": "hard"}], a.seed, {})
            bot = make_bot(f"hard@{w}", seconds=None, iterations=its)
            step = 0
            done = 0
            while m.decision is not None and done < a.decisions:
                d = m.decision
                if m.state.board.phase != "placement" or len(d.options) == 1:
                    m.apply(d.options[0])  # set-up and lone options: what every bot does
                    step += 1
                    continue
                action, values = bot.estimates(SeatView(m, d.seat), d, bot_rng(a.seed, step, d.seat))
                passing = max((v for k, v in values.items() if k[0] == "pass"), default=float("nan"))
                placing = max((v for k, v in values.items() if k[0] != "pass"), default=float("nan"))
                print(f"{w} {its:>5} it  seat {d.seat}: {m.label(action, Voice('en')):<48} pass {passing:+.2f}"
                      f"  best placement {placing:+.2f}", flush=True)
                m.apply(action)
                step += 1
                done += 1


if __name__ == "__main__":
    main()

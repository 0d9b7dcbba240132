"""Information-set Monte Carlo tree search (single observer).

Every iteration samples a world consistent with what the bot's seat knows,
walks the shared tree with UCB restricted to the actions legal in that world,
adds one node, plays a short random playout and scores the end with the
game's heuristic (or the result, when the match ends). Each node keeps the
reward of the seat that chose its action, so the search works for 2-5 seats.
"""
from __future__ import annotations

import math
import threading
import time

from caylus_desktop.bots import random_bot
from caylus_desktop.bots.value import rewards
from caylus_desktop.engine.actions import Action, Decision
from caylus_desktop.engine.observe import SeatView
from caylus_desktop.engine.rng import Rng


class _Node:
    __slots__ = ("seat", "children", "visits", "avail", "reward")

    def __init__(self, seat: int) -> None:
        self.seat = seat          # who chose the action leading here
        self.children: dict[tuple, _Node] = {}
        self.visits = 0
        self.avail = 1
        self.reward = 0.0


class Ismcts:
    def __init__(self, iterations: int = 2000, seconds: float | None = 2.0, playout_depth: int = 16,
                 exploration: float = 0.7) -> None:
        self.iterations = iterations
        self.seconds = seconds      # wall-clock cap per decision; None: iterations only (deterministic)
        self.playout_depth = playout_depth
        self.exploration = exploration
        self.last_iterations = 0

    def choose(self, view: SeatView, decision: Decision, rng: Rng, cancel: threading.Event | None = None) -> Action:
        if len(decision.options) == 1:
            return decision.options[0]
        root = _Node(-1)
        deadline = None if self.seconds is None else time.perf_counter() + self.seconds
        done = 0
        for done in range(1, self.iterations + 1):
            self._iterate(root, view.sample(rng), rng)
            if cancel is not None and cancel.is_set():
                break
            if deadline is not None and time.perf_counter() > deadline:
                break
        self.last_iterations = done
        best = None
        for action in decision.options:
            child = root.children.get(action.key)
            score = (child.visits, child.reward / child.visits) if child and child.visits else (0, 0.0)
            if best is None or score > best[0]:
                best = (score, action)
        return best[1]

    def _iterate(self, root: _Node, world, rng: Rng) -> None:
        path = [root]
        node = root
        # selection and expansion
        while world.decision is not None:
            d = world.decision
            options = d.options
            fresh = [a for a in options if a.key not in node.children]
            if fresh:
                action = fresh[rng.below(len(fresh))]
                child = _Node(d.seat)
                node.children[action.key] = child
                for a in options:
                    c = node.children.get(a.key)
                    if c is not None and c is not child:
                        c.avail += 1
                world.apply(action)
                path.append(child)
                break
            log_parent = None
            best = None
            for a in options:
                c = node.children[a.key]
                c.avail += 1
                log_parent = math.log(c.avail)
                u = c.reward / c.visits + self.exploration * math.sqrt(log_parent / c.visits)
                if best is None or u > best[0]:
                    best = (u, a, c)
            _, action, node = best
            world.apply(action)
            path.append(node)
        # playout
        for _ in range(self.playout_depth):
            d = world.decision
            if d is None:
                break
            world.apply(random_bot.choose(None, d, rng))
        r = rewards(world)
        for n in path:
            n.visits += 1
            if n.seat >= 0:
                n.reward += r[n.seat]

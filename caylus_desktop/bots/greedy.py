"""Greedy bots: score every option one ply ahead on the game's heuristic.

An option is followed by the same seat's own immediate follow-up decisions
(choose a card, then where to put it, then its target), each taken greedily,
so that a multi-part choice is judged by where it leads. Hidden cards are
averaged over a few sampled worlds (one when the seat can be unsure of nothing:
the worlds would all be the same).
"""
from __future__ import annotations

from caylus_desktop.bots.value import value_for
from caylus_desktop.engine.actions import Action, Decision
from caylus_desktop.engine.observe import SeatView
from caylus_desktop.engine.rng import Rng


class Greedy:
    def __init__(self, worlds: int = 3, follow_ups: int = 3, noise: float = 0.0, weights: str | None = None) -> None:
        self.worlds = worlds
        self.weights = weights  # the game's named heuristic weight set (None: its default)
        self.follow_ups = follow_ups
        # chance to take the 2nd best option (and half that for the 3rd): the easy level's mistakes
        self.noise = noise

    def rank(self, view: SeatView, decision: Decision, rng: Rng) -> list[tuple[float, Action]]:
        seat = decision.seat
        totals = [0.0] * len(decision.options)
        worlds = 1 if view.certain else self.worlds
        for _ in range(worlds):
            world = view.sample(rng)
            for i, action in enumerate(decision.options):
                m = world.copy(record=False)
                m.apply(action)
                self._follow(m, seat)
                totals[i] += value_for(m, seat, weights=self.weights)
        ranked = sorted(zip(totals, range(len(totals))), key=lambda t: (-t[0], t[1]))
        return [(total / worlds, decision.options[i]) for total, i in ranked]

    def _follow(self, m, seat: int) -> None:
        for _ in range(self.follow_ups):
            d = m.decision
            if d is None or d.seat != seat:
                return
            best = None
            for action in d.options:
                trial = m.copy(record=False)
                trial.apply(action)
                v = value_for(trial, seat, weights=self.weights)
                if best is None or v > best[0]:
                    best = (v, trial)
            m.state = best[1].state

    def choose(self, view: SeatView, decision: Decision, rng: Rng, cancel=None) -> Action:
        if len(decision.options) == 1:
            return decision.options[0]
        ranked = self.rank(view, decision, rng)
        if self.noise and len(ranked) > 1:
            r = rng.below(1000) / 1000
            if r < self.noise / 2 and len(ranked) > 2:
                return ranked[2][1]
            if r < self.noise:
                return ranked[1][1]
        return ranked[0][1]

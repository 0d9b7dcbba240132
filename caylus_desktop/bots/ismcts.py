"""Information-set Monte Carlo tree search (single observer), guided by the heuristic.

Every iteration samples a world consistent with what the bot's seat knows,
walks the shared tree with UCB restricted to the actions legal in that world,
adds one node, plays a short random playout (its length is the game's
``PLAYOUT_DEPTH``; 0 judges the new node itself) and scores the end with the
game's heuristic (or the result, when the match ends). Each node keeps the
reward of the seat that chose its action, so the search works for 2-5 seats.

Knowledge enters in two places: new children are tried best-first by a
one-step heuristic prior, and the prior keeps a bias in UCB that fades with
visits (progressive bias), so few iterations already play like the greedy bot
and more iterations look further.

A game may declare a search horizon (``horizon(state)`` in its heuristics module, used when its
bots file declares ``hard: {horizon: true}`` or the bot is made with ``horizon=True``; the
budget and ``to_horizon`` likewise, see bots/config.py SearchSettings): a key of the point of play, such
as (turn, in the placement phase); a position whose key differs from the root's is judged as it
stands and never expanded, so leaves far apart in the game (one side of a branch a turn later
than the other) are not compared by a heuristic that cannot compare them. With ``to_horizon``
every new leaf is first played on to the horizon by the one-step greedy choice, so all leaves
are judged at the same point. When nodes keep their positions (below), the greedy step of each
position (named by its line of play from the root) is remembered for the rest of the search:
the lines of neighbouring leaves run through the same positions, and the tree's own descent
follows the greedy line it already played. Likewise each position's heuristic values, by the same
number: the prior of a node values the positions the greedy step from it valued already, and a
node beyond the horizon would be judged again at every visit. A position the greedy play reaches
by another line (workers placed in another order) is recognised by its contents before its step
is valued (a pickle of the board and the interpreter's state: some microseconds, against a step
that values every option), and that line's number serves it from then on, with the rest of the
line. (The positions valued only as options of a step, not stepped from, keep their two numbers:
a key for each would cost about what it saves; docs/notes/bots-history.md.)

When the seat can be unsure of nothing (SeatView.certain) and leaves are judged
at once, every sampled world is the match itself: then each node keeps the
position it stands for, made once, and an iteration walks the tree without
replaying its path (the same search, for less work).

A level may declare its search in root-parallel shards (``shards``: the expert's two): separate
searches of a share of the budget each, whose root statistics are added up before the move is
picked, run on worker processes where the caller gives some (bots/parallel.py says how the move
stays the same on any number of cores).
"""
from __future__ import annotations

import math
import pickle
import threading
import time

from caylus_desktop.bots import parallel, random_bot
from caylus_desktop.bots.config import declared_search
from caylus_desktop.bots.value import SCALE, heuristic_values, rewards, rivals, value_for
from caylus_desktop.engine.actions import Action, Decision
from caylus_desktop.engine.observe import SeatView
from caylus_desktop.engine.rng import Rng
from caylus_desktop.games import heuristics

# random decisions played after the new node before the heuristic judges the position; a game
# whose random moves are lopsided (a random move costs its mover more than the others) sets 0
PLAYOUT_DEPTH = 2


def _points(reward: float, scale: float) -> float:
    """The margin a reward 0.5 + 0.5 tanh(margin / scale) stands for (clipped: a won end is 1)."""
    r = min(max(2 * reward - 1, -0.999), 0.999)
    return scale * math.atanh(r)


def _position(world) -> tuple[bytes, tuple]:
    """The position of a match, as bytes equal only when two positions are equal, and the objects
    they name by id: the arguments of the interpreter's frames (shared definitions of the rules,
    which need not pickle). Whoever keeps the bytes keeps those objects too, so that no other object
    can take their ids. The position is what the rules read: the board, the frames, the generator
    and the decision (not the log or the history, which no game's rules read)."""
    s = world.state
    args = tuple(f.args for f in s.stack)
    return pickle.dumps((s.board, [(f.op, id(f.args), f.ctx) for f in s.stack], s.rng.state, s.rng.used,
                         s.pending.seat, s.pending.kind, s.stage), 5), args


class _Node:
    __slots__ = ("seat", "children", "priors", "leaves", "world", "keys", "visits", "avail", "reward")

    def __init__(self, seat: int) -> None:
        self.seat = seat          # who chose the action leading here
        self.children: dict[tuple, _Node] = {}
        self.priors: dict[tuple, float] = {}  # one-step heuristic of each option, in [0, 1]
        # rewards of the position each option leads to, kept by the prior when every world is
        # the match itself and leaves are judged at once: expanding that option costs nothing then
        self.leaves: dict[tuple, list[float]] = {}
        self.world = None  # the position itself, kept when every world is the match (see above)
        self.keys: list[tuple] | None = None  # with it, the keys of its options
        self.visits = 0
        self.avail = 1
        self.reward = 0.0


class Ismcts:
    def __init__(self, iterations: int | None = None, seconds: float | None = 2.0, playout_depth: int | None = None,
                 exploration: float | None = None, bias: float = 2.0, weights: str | None = None,
                 horizon: bool | None = None, to_horizon: bool | None = None,
                 rival_weight: float | None = None, shards: int | None = None, level: str = "hard",
                 centred: bool | None = None) -> None:
        # None here and in horizon, to_horizon: the game's declared search (its bots file's ``hard:``,
        # or ``expert:`` for that level)
        self.level = level
        self.iterations = iterations
        # root-parallel shards (bots/parallel.py): None the level's declared count; 1 one search
        self.shards = shards
        self.weights = weights  # the game's named heuristic weight set (None: the one its hard: declares)
        self.seconds = seconds or None  # wall-clock cap per decision; None or 0: iterations only (deterministic)
        # None: the game's own choice (PLAYOUT_DEPTH in its heuristics module, else PLAYOUT_DEPTH here)
        self.playout_depth = playout_depth
        # False: search beyond the game's horizon
        self.horizon = horizon
        # with a horizon: play every new leaf on to it, each seat taking its best option by the
        # one-step heuristic, so all leaves are judged at the same point (costs about 20 times
        # as much per iteration in Caylus; docs/notes/bots-history.md)
        self.to_horizon = to_horizon
        # False: recompute every greedy step (the same search, slower; tests compare the two)
        self.remember = True
        # False: value a position again whenever the search reaches it (the same, slower; likewise)
        self.judge_once = True
        self._beyond = None  # during a search: position -> whether it lies beyond the horizon
        self._judge_with = weights  # during a search: the weight set it judges with
        self._greedy = False  # during a search: whether leaves are played on to the horizon
        # during a search, when nodes keep their positions: (position, option key) -> the position it
        # leads to, positions as numbers (the root 0), each position's greedy step (see _greedy_to)
        # and its heuristic values (see _values); None: not kept
        self._lines: dict[tuple[int, tuple], int] | None = None
        self._steps: dict[int, tuple[tuple, list[float] | None]] | None = None
        self._judged: dict[int, list[float]] | None = None
        self._positions: dict[bytes, tuple[int, tuple]] | None = None  # position -> its first line (see _same)
        self._origin: list[tuple[int, tuple]] = []
        self.exploration = exploration  # None: the game's declared constant (SearchSettings.exploration)
        self._explore: float | None = None  # during a search: the constant it uses
        self.rival_weight = rival_weight  # None: the game's declared share (SearchSettings.rival_weight)
        self.centred = centred  # None: the game's declared choice (SearchSettings.centred)
        # during a search: (that share, every seat's best rival's value at the root, every seat's margin
        # at the root when centred, else None), None at a share of 1 uncentred
        self._rival: tuple[float, list[float], list[float] | None] | None = None
        self.bias = bias
        self.last_iterations = 0
        # the deciding seat's margin at the root of the last search when it judged leaves centred on
        # it (a leaf's reward stands for the change since then), else 0: estimates adds it back
        self.last_centre = 0.0

    def choose(self, view: SeatView, decision: Decision, rng: Rng, cancel: threading.Event | None = None) -> Action:
        """The move. ``cancel``: set to stop early; a ``parallel.Stop`` also names the worker
        processes a sharded search runs on (none: its shards run here, one after another)."""
        if len(decision.options) == 1:
            return decision.options[0]
        return self._best(self._root(view, rng, cancel), decision)

    def declared(self, game: str):
        """The search the game declares for this bot's level (bots/config.py, SearchSettings)."""
        return declared_search(game, self.level)

    def shard_count(self, game: str, players: int) -> int:
        """How many root-parallel shards a decision searches in (1: one tree)."""
        return self.shards if self.shards is not None else self.declared(game).shards_at(players)

    def _root(self, view: SeatView, rng: Rng, cancel: threading.Event | None) -> _Node:
        """The root of one search, or the shards' roots added up (bots/parallel.py)."""
        game, players = view.data.game, len(view.data.seats)
        shards = self.shard_count(game, players)
        if shards <= 1:
            return self._search(view, rng, cancel)
        return self._sharded(view, rng, cancel, shards, game, players)

    def _sharded(self, view: SeatView, rng: Rng, cancel, shards: int, game: str, players: int) -> _Node:
        budget = self.iterations or self.declared(game).budget(players)
        # the decision's time runs from now (the shards' searches each keep their own small margin)
        deadline = None if self.seconds is None else time.monotonic() + self.seconds
        sampled = view.sample(rng)
        world = parallel.encode_world(sampled)  # the seat's knowledge, nothing more
        self.last_centre = self._centre(sampled, view.seat, game, players)
        seeds = [rng.next64() for _ in range(shards)]
        split = [(i, seeds[i], budget // shards + (i < budget % shards)) for i in range(shards)]
        split = [s for s in split if s[2] > 0]
        workers = getattr(cancel, "workers", None) or parallel.Workers(1)
        count = min(workers.cores, len(split))
        settings = {"playout_depth": self.playout_depth, "exploration": self.exploration, "bias": self.bias,
                    "weights": self.weights, "horizon": self.horizon, "to_horizon": self.to_horizon,
                    "rival_weight": self.rival_weight, "shards": 1, "level": self.level,
                    "centred": self.centred}
        jobs = [(Ismcts, game, parallel.numbering(game), view.seat, world, settings, split[w::count], deadline) for w in range(count)]
        root = _Node(-1)
        try:
            answers = dict(workers.run(jobs, cancel))
        except parallel.Stopped:
            self.last_iterations = 0
            return root  # nobody wants the answer: the first option
        counted: dict[tuple, int] = {}
        done = 0
        for index in sorted(answers):  # added in shard order: the same sums on any number of cores
            stats, priors, iterations = answers[index]
            done += iterations
            for key, (visits, reward) in stats.items():
                child = root.children.get(key)
                if child is None:
                    child = root.children[key] = _Node(view.seat)
                child.visits += visits
                child.reward += reward
            for key, prior in priors.items():
                root.priors[key] = root.priors.get(key, 0.0) + prior
                counted[key] = counted.get(key, 0) + 1
        for key, n in counted.items():
            root.priors[key] /= n
        root.visits = done
        self.last_iterations = done
        return root

    def estimates(self, view: SeatView, decision: Decision, rng: Rng,
                  cancel: threading.Event | None = None) -> tuple[Action, dict[tuple, float]]:
        """The action ``choose`` would take, and the searched value of every root option as the
        deciding seat's margin in points (game review compares the chosen option with it; with a
        rival's share below 1, the rival's change since the root counts at that share). A centred
        search's rewards stand for the margin's change since the root: the root's margin is added
        back (a seat's margin far from 0 no longer saturates the rewards, so options stay apart).
        A sharded search of a seat unsure of something centres each shard on its own sampled
        world, and the one sent to them stands for all here.

        An option the search never visited is valued by its one-step prior (the plain margin)."""
        root = self._root(view, rng, cancel)
        values = {}
        for action in decision.options:
            child = root.children.get(action.key)
            if child is not None and child.visits:
                values[action.key] = _points(child.reward / child.visits, SCALE) + self.last_centre
            elif action.key in root.priors:
                values[action.key] = _points(root.priors[action.key], SCALE * 4)
        return self._best(root, decision), values

    def _centre(self, world, seat: int, game: str, players: int) -> float:
        """``seat``'s margin in ``world`` (the root) when this search judges leaves centred on it, else 0."""
        declared = self.declared(game)
        if not (self.centred if self.centred is not None else declared.centred_at(players)):
            return 0.0
        weights = self.weights if self.weights is not None else declared.weight_set(players)
        values = heuristic_values(world, weights)
        return values[seat] - rivals(values)[seat]

    @staticmethod
    def _best(root: _Node, decision: Decision) -> Action:
        best = None
        for action in decision.options:
            child = root.children.get(action.key)
            score = (child.visits, child.reward / child.visits) if child and child.visits else (0, 0.0)
            if best is None or score > best[0]:
                best = (score, action)
        return best[1]

    def _search(self, view: SeatView, rng: Rng, cancel: threading.Event | None) -> _Node:
        root = _Node(-1)
        game = view.data.game
        declared, players = self.declared(game), len(view.data.seats)
        iterations = self.iterations or declared.budget(players)
        self._judge_with = self.weights if self.weights is not None else declared.weight_set(players)
        self._explore = self.exploration if self.exploration is not None else declared.exploration_at(players)
        depth = self.playout_depth
        if depth is None:
            depth = getattr(heuristics(game), "PLAYOUT_DEPTH", PLAYOUT_DEPTH)
        # the budget also pays for choosing at the end: keep a small margin
        deadline = None if self.seconds is None else time.perf_counter() + self.seconds * 0.97
        keep_leaves = view.certain and depth == 0
        done = 0
        longest = 0.0
        if keep_leaves:
            root.world = view.sample(rng)
        share = self.rival_weight if self.rival_weight is not None else declared.rival_weight_at(players)
        centre = self.centred if self.centred is not None else declared.centred_at(players)
        self._rival = None
        self.last_centre = 0.0
        if share != 1.0 or centre:  # at 1 uncentred nothing more is drawn or judged: the search as before
            here = root.world if keep_leaves else view.sample(rng)
            values = heuristic_values(here, self._judge_with)
            held = rivals(values)
            self._rival = (share, held, [v - h for v, h in zip(values, held)] if centre else None)
            if centre:
                self.last_centre = values[view.seat] - held[view.seat]
        use = self.horizon if self.horizon is not None else declared.horizon_at(players)
        self._beyond = self._horizon(view, use, lambda: root.world if keep_leaves else view.sample(rng))
        self._greedy = self._beyond is not None and (
            self.to_horizon if self.to_horizon is not None else declared.to_horizon_at(players))
        # a line of play names its position only when one world serves every iteration (a sample
        # per iteration has its own generator: a chance draw on the line could differ); without a
        # horizon no position is valued twice (a node's own position only by its parent's prior)
        steps = self._greedy and self.remember
        judged = self._beyond is not None and self.judge_once
        self._lines = {} if keep_leaves and (steps or judged) else None
        self._steps = {} if self._lines is not None and steps else None
        self._judged = {} if self._lines is not None and judged else None
        self._positions = {} if self._steps is not None else None
        self._origin = [(-1, ())]  # (line, option key) each line number came from, by number
        for done in range(1, iterations + 1):
            start = time.perf_counter()
            if keep_leaves:
                self._iterate_kept(root)
            else:
                self._iterate(root, view.sample(rng), rng, depth)
            if cancel is not None and cancel.is_set():
                break
            if deadline is not None:
                now = time.perf_counter()
                longest = max(longest, now - start)
                if now + longest > deadline:  # the next iteration could overrun the budget
                    break
        self.last_iterations = done
        self._beyond = None
        self._lines = self._steps = self._judged = self._positions = None
        self._origin = []
        self._rival = None
        return root

    @staticmethod
    def _horizon(view: SeatView, use: bool, world):
        """position -> whether it lies beyond the game's search horizon (None: none, or not ``use``).

        ``world()``: the root's position (asked only when there is a horizon: a sample draws
        from the generator, and the searches without one must search as before)."""
        key = getattr(heuristics(view.data.game), "horizon", None)
        if not use or key is None:
            return None
        here = key(world().state)
        return lambda w: key(w.state) != here

    def _values(self, world, line: int | None) -> list[float] | None:
        """The heuristic values of ``world`` (None: the match is over).

        ``line``: the number of its position (see _line), when positions are valued once a search:
        then they are remembered (the heuristic is a function of the position: the same values)."""
        if world.decision is None:
            return None
        judged = self._judged
        if judged is None or line is None:
            return heuristic_values(world, self._judge_with)
        values = judged.get(line)
        if values is None:
            values = judged[line] = heuristic_values(world, self._judge_with)
        return values

    def _rewards(self, world, values: list[float] | None) -> list[float]:
        """Every seat's reward for ``world`` (``values``: its heuristic values, when known)."""
        return rewards(world, values, self._judge_with, self._rival)

    def _prior(self, node: _Node, world, options, keep_leaves: bool, line: int | None = None) -> dict[tuple, tuple]:
        """One-step heuristic value of every option not yet valued at this node.

        Returns the positions it reached, by action key, with their heuristic values: the
        expansion that follows in the same world goes on from one of them instead of playing
        the option and judging it again. ``line``: the number of the node's position, when kept.
        """
        seat = world.decision.seat
        reached = {}
        for a in options:
            if a.key not in node.priors:
                trial = world.copy(record=False)
                trial.apply(a)
                values = self._values(trial, None if line is None else self._line(line, a.key))
                node.priors[a.key] = 0.5 + 0.5 * math.tanh(value_for(trial, seat, values) / (SCALE * 4))
                reached[a.key] = (trial, values)
                if keep_leaves:
                    node.leaves[a.key] = self._rewards(trial, values)
        return reached

    def _iterate(self, root: _Node, world, rng: Rng, depth: int) -> None:
        path = [root]
        node = root
        values = None   # the heuristic values of `world`, when already known
        beyond = self._beyond
        while world.decision is not None and not (beyond and beyond(world)):
            options = world.decision.options
            keys = [a.key for a in options]
            reached = self._prior(node, world, options, False) if len(options) > 1 else {}
            action = self._fresh(node, world, options, keys)
            if action is not None:
                path.append(node.children[action.key])
                if action.key in reached:
                    world, values = reached[action.key]
                else:
                    world.apply(action)
                break
            action, node = self._select(node, options, keys)
            world.apply(action)
            path.append(node)
        if self._greedy:
            world, values = self._greedy_to(world, values)
        for _ in range(depth):
            d = world.decision
            if d is None or (beyond and beyond(world)):
                break
            world.apply(random_bot.choose(None, d, rng))
            values = None
        self._back_up(path, self._rewards(world, values))

    def _line(self, line: int, key: tuple) -> int:
        """The number of the position option ``key`` leads to from position number ``line``."""
        lines = self._lines
        at = lines.get((line, key))
        if at is None:
            at = lines[line, key] = len(lines) + 1  # never less: _same only redirects a line
            self._origin.append((line, key))
        return at

    def _same(self, line: int, world) -> int:
        """The number of ``world``'s position, numbered ``line`` by its line of play: the number of
        the line that reached that position first (workers placed in another order), from now on
        also the number of this line, so that what is remembered of the position serves both."""
        key, named = _position(world)
        first = self._positions.setdefault(key, (line, named))[0]
        if first != line:
            self._lines[self._origin[line]] = first
        return first

    def _greedy_to(self, world, values, line: int | None = None):
        """Play on to the horizon, each seat taking the option of best one-step heuristic value
        (the prior's greedy choice); returns the position and its heuristic values (None: unknown).

        ``line``: the number of ``world``'s position (see _line), when nodes keep their positions:
        then a position's step, once valued, is remembered and replayed without valuing its
        options again (the heuristic is a function of the position: the same step, less work)."""
        beyond = self._beyond
        steps = None if line is None else self._steps
        start = world
        while world.decision is not None and not beyond(world):
            d = world.decision
            step = None if steps is None else steps.get(line)
            if step is None and steps is not None:  # new to this line: maybe reached by another?
                line = self._same(line, world)
                step = steps.get(line)
            if step is not None:
                key, values = step
                world = world.copy(record=False)
                world.apply(key)
            elif len(d.options) == 1:
                key = d.options[0].key
                world = world.copy(record=False)
                world.apply(d.options[0])
                values = None
            else:
                best = None
                for a in d.options:
                    trial = world.copy(record=False)
                    trial.apply(a)
                    v = self._values(trial, None if line is None else self._line(line, a.key))
                    score = value_for(trial, d.seat, v)
                    if best is None or score > best[0]:
                        best = (score, a.key, trial, v)
                _, key, world, values = best
            if line is not None:
                if steps is not None and step is None:
                    steps[line] = (key, values)
                line = self._line(line, key)
        if values is None and line is not None and world is not start:  # a lone option last: valued before?
            values = self._values(world, line)
        return world, values

    def _iterate_kept(self, root: _Node) -> None:
        """An iteration when every world is the match: nodes keep their positions, no playout."""
        path = [root]
        node = root
        beyond = self._beyond
        lines = self._lines
        line = 0  # the number of `node`'s position, when lines are kept
        while True:
            world = node.world
            if world.decision is None or (beyond and beyond(world)):  # a node beyond: judged at each visit
                r = self._rewards(world, self._values(world, line if lines is not None else None))
                break
            options = world.decision.options
            keys = node.keys
            if keys is None:
                keys = node.keys = [a.key for a in options]
            # the options here never change: the prior values them all at the first visit
            reached = (self._prior(node, world, options, True, None if lines is None else line)
                       if len(options) > 1 and not node.priors else {})
            # every child is one of these keys: as many children as keys is every option tried
            action = self._fresh(node, world, options, keys) if len(node.children) < len(keys) else None
            if action is not None:
                child = node.children[action.key]
                path.append(child)
                at = None if lines is None else self._line(line, action.key)  # the child's number
                if action.key in reached:  # valued just now: keep the position it reached
                    child.world = reached[action.key][0]
                r = node.leaves.get(action.key)
                if r is None:  # a lone option has no prior: play it
                    child.world = world.copy(record=False)
                    child.world.apply(action)
                    r = self._rewards(child.world, self._values(child.world, at))
                if self._greedy:
                    if child.world is None:
                        child.world = world.copy(record=False)
                        child.world.apply(action)
                    end, values = self._greedy_to(child.world, None, at)
                    if end is not child.world:
                        r = self._rewards(end, values)
                break
            action, node = self._select(node, options, keys)
            if node.world is None:
                node.world = world.copy(record=False)
                node.world.apply(action)
            if lines is not None:
                line = self._line(line, action.key)
            path.append(node)
        self._back_up(path, r)

    @staticmethod
    def _fresh(node: _Node, world, options, keys: list[tuple]) -> Action | None:
        """Expand the most promising untried option (its new child is in node.children), if any."""
        children, priors = node.children, node.priors
        if len(children) >= len(keys) and all(k in children for k in keys):
            return None
        fresh = [i for i, k in enumerate(keys) if k not in children]
        i = max(fresh, key=lambda i: priors.get(keys[i], 0.5))
        child = _Node(world.decision.seat)
        children[keys[i]] = child
        for k in keys:
            c = children.get(k)
            if c is not None and c is not child:
                c.avail += 1
        return options[i]

    def _select(self, node: _Node, options, keys: list[tuple]) -> tuple[Action, _Node]:
        """The child UCB (with the fading prior bias) picks among the options legal here."""
        best = None
        children, priors = node.children, node.priors
        exploration, bias, log, sqrt = self._explore, self.bias, math.log, math.sqrt
        for i, k in enumerate(keys):
            c = children[k]
            c.avail += 1
            u = (c.reward / c.visits
                 + exploration * sqrt(log(c.avail) / c.visits)
                 + bias * priors.get(k, 0.5) / (c.visits + 1))
            if best is None or u > best[0]:
                best = (u, i, c)
        return options[best[1]], best[2]

    @staticmethod
    def _back_up(path: list[_Node], r: list[float]) -> None:
        for n in path:
            n.visits += 1
            if n.seat >= 0:
                n.reward += r[n.seat]

"""Root-parallel search: a decision's search split into shards, run on worker processes.

A sharded search (``Ismcts(shards=S)``, S > 1) splits its iteration budget into S shards, a
number fixed by the level's declaration, never by the machine. Each shard is a whole search
of its own (its own tree, its own sampled worlds, its own generator: the shard's seed, drawn from
the decision's generator), and the shards' root statistics (visits and reward sums of every root
option, in shard order) are added up; the move is picked from the sums. So with an iteration
budget and no time cap the move depends on the seed and S only: the same on 1 core or 8
(``Workers`` runs the shards on its processes, or in the calling thread at one core, through
the same code). With a time cap each shard stops when its share of the time is spent: a worker
running k shards gives each 1/k of the time left, so then the iterations (and the move)
depend on the machine, its load and the number of cores. The time is the decision's, from when
the bot was asked: what sending the world to the workers and reading it there took is spent from it.

Only the seat's knowledge leaves the process: the shards search from one world sampled from the
seat's view (``SeatView.sample``: every card the seat cannot know re-dealt, a fresh generator,
no log and no history), and each shard samples its own worlds from that one as the seat would.
The world is pickled with the rules definitions it points at named by their place in the rules
(``_definitions``), which every process loads alike from the same files.

``Workers`` are started once per game session (the window's game scene and a tournament's series
start them at their beginning, else the first sharded decision does), and ended by ``close``: at
the end of the game, when another replaces it, when the window closes, and when a thinking bot is
stopped (``Stop.halt``), which waits for the processes to be gone before it returns.
A worker also ends by itself when the process that started it is gone, and ignores Ctrl+C (the
program ends it); one that dies under a search nobody stopped is an error, not a stop.
"""
from __future__ import annotations

import hashlib
import io
import multiprocessing
import os
import pickle
import signal
import threading
import time
from multiprocessing.connection import wait
from typing import Any

from caylus_desktop.engine import registry
from caylus_desktop.engine.match import Match
from caylus_desktop.engine.observe import SeatView
from caylus_desktop.engine.rng import Rng
from caylus_desktop.engine.rules import rules_for
from caylus_desktop.engine.rules_cache import rules_cache

_PLAIN = (str, int, float, bool, bytes, type(None))


def _definitions(defs: Any) -> tuple[list, dict[int, int]]:
    """Every object of a rules definition, in an order that depends only on the rules (fields in
    their declared order, lists in theirs; a set's members, in an order of hashes, are not walked:
    they are plain values), and each one's place by id. Two processes loading the same files
    number the same object alike."""
    cache = rules_cache(defs)["parallel"]
    if "objects" not in cache:
        objects: list = []
        places: dict[int, int] = {}
        todo = [defs]
        while todo:
            obj = todo.pop()
            if isinstance(obj, _PLAIN) or id(obj) in places:
                continue
            places[id(obj)] = len(objects)
            objects.append(obj)
            if isinstance(obj, dict):
                inside = list(obj.values())
            elif isinstance(obj, (list, tuple)):
                inside = list(obj)
            elif hasattr(obj, "__dict__") and not isinstance(obj, type):
                inside = list(vars(obj).values()) + list((getattr(obj, "__pydantic_extra__", None) or {}).values())
            else:
                inside = []
            todo.extend(reversed(inside))
        cache["objects"], cache["places"] = objects, places
        # what the numbering looks like: another process checks it reads the same (the kinds of the
        # objects and the sizes of the containers, in order)
        shape = "|".join(f"{type(o).__name__}:{len(o) if isinstance(o, (dict, list, tuple)) else ''}" for o in objects)
        cache["digest"] = hashlib.sha256(shape.encode()).hexdigest()
    return cache["objects"], cache["places"]


def numbering(game: str) -> str:
    """A digest of how this process numbers the game's rules definitions (see _definitions)."""
    defs = rules_for(game)
    _definitions(defs)
    return rules_cache(defs)["parallel"]["digest"]


class _Writer(pickle.Pickler):
    def __init__(self, file: io.BytesIO, defs: Any) -> None:
        super().__init__(file, 5)
        self.cache = rules_cache(defs)
        self.places = _definitions(defs)[1]

    def persistent_id(self, obj: Any) -> Any:
        if isinstance(obj, _PLAIN):
            return None
        if obj is self.cache:
            return "cache"
        return self.places.get(id(obj))


class _Reader(pickle.Unpickler):
    def __init__(self, file: io.BytesIO, defs: Any) -> None:
        super().__init__(file)
        self.defs = defs
        self.objects = _definitions(defs)[0]

    def persistent_load(self, pid: Any) -> Any:
        return rules_cache(self.defs) if pid == "cache" else self.objects[pid]


def encode_world(world: Match) -> bytes:
    """A sampled world as bytes another process can read (ValueError: not played with the shipped
    rules). Without the match's seed, from which the deal could be played again: 0 there (no rule
    reads it; undo and saves do, and a searched world has neither)."""
    if world.state.defs is not rules_for(world.state.game):
        raise ValueError("only a match of the shipped rules can be searched on worker processes")
    state = world.state.copy(record=False)
    state.seed = 0
    out = io.BytesIO()
    _Writer(out, state.defs).dump(state)
    return out.getvalue()


def decode_world(game: str, data: bytes) -> Match:
    state = _Reader(io.BytesIO(data), rules_for(game)).load()
    return Match(state, registry.spec(game))


# A job: (the search's class (bots.ismcts.Ismcts, sent by name), game, the sender's numbering of the
# game's rules (see numbering), seat, world bytes, the search's
# settings (its keywords), shards as (index, seed, iterations), the decision's deadline on the
# system-wide clock time.monotonic (None: no time cap)). Its
# answer: one (index, stats) per shard, stats being (root statistics {option key: (visits, reward
# sum)}, root priors, iterations run).
Job = tuple[type, str, str, int, bytes, dict, list[tuple[int, int, int]], float | None]


def run_job(job: Job, cancel: threading.Event | None = None) -> list[tuple[int, tuple]]:
    """Search the shards of a job one after another (a worker's work; also the one-core path)."""
    search, game, sent, seat, data, settings, shards, deadline = job
    if sent != numbering(game):  # another version of the rules, or an order that depends on the process
        raise RuntimeError(f"the {game} rules are numbered differently in this process: cannot read the world")
    view = SeatView(decode_world(game, data), seat)
    out = []
    for i, (index, seed, iterations) in enumerate(shards):
        # the time left, shared among the shards still to search here (at least one iteration each)
        seconds = None if deadline is None else max(1e-3, (deadline - time.monotonic()) / (len(shards) - i))
        bot = search(**settings, iterations=iterations, seconds=seconds)
        root = bot._search(view, Rng(seed), cancel)
        stats = {key: (child.visits, child.reward) for key, child in root.children.items()}
        out.append((index, (stats, dict(root.priors), bot.last_iterations)))
        if cancel is not None and cancel.is_set():
            break
    return out


def _warm(game: str) -> None:
    """Load what a search of ``game`` reads (its rules, its definitions' numbering, its heuristics),
    so that the first decision's time is the search's own."""
    from caylus_desktop.games import heuristics

    _definitions(rules_for(game))
    registry.spec(game)
    heuristics(game)


def _end_with_parent() -> None:
    """End this worker as soon as the process that started it is gone (killed, crashed, a CI
    timeout): a search with no time cap would otherwise run on alone for minutes, on the
    machine's cores and holding its parent's output open."""
    parent = multiprocessing.parent_process()
    if parent is None:
        return

    def watch() -> None:
        parent.join()  # returns when the parent process no longer exists
        os._exit(0)

    threading.Thread(target=watch, name="parent-watch", daemon=True).start()


def _serve(conn: Any) -> None:
    """A worker process: run each job it is sent and send back the answer, until told to stop
    (a game's id alone: get ready for its searches, no answer)."""
    # Ctrl+C in a terminal reaches every process of the program: the program ends its workers
    # (close), a worker dying of it on its own would only print a traceback
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    _end_with_parent()
    while True:
        try:
            job = conn.recv()
        except (EOFError, OSError):
            return
        if job is None:
            return
        if isinstance(job, str):
            _warm(job)
            continue
        try:
            conn.send(("ok", run_job(job)))
        except Exception as exc:  # said to the bot, which raises it in its own thread
            conn.send(("error", f"{exc.__class__.__name__}: {exc}"))


class Stopped(Exception):
    """The search was stopped (its workers ended) before every shard answered."""


class Workers:
    """The search processes of one game session: ``cores`` of them (none at one core: the
    shards then run in the thread that asks), started at the first sharded search."""

    def __init__(self, cores: int = 1) -> None:
        self.cores = max(1, int(cores))
        self._lock = threading.Lock()
        self._processes: list[Any] = []
        self._pipes: list[Any] = []
        self._generation = 0  # how many times processes were started: a search ends only its own

    def processes(self) -> list[Any]:
        """The worker processes running now."""
        return [p for p in self._processes if p.is_alive()]

    def start(self, game: str | None = None) -> list[Any]:
        """Start the processes if they are not running (a search does it when it needs them); their
        pipes. ``game``: have them load its rules meanwhile (a game session starts them so, at its
        beginning, so that no decision's think time holds their start)."""
        with self._lock:
            if not self._pipes and self.cores > 1:
                context = multiprocessing.get_context("spawn")  # no fork of a thread-holding window
                for i in range(self.cores):
                    mine, theirs = context.Pipe()
                    p = context.Process(target=_serve, args=(theirs,), name=f"caylus-search-{i + 1}", daemon=True)
                    p.start()
                    theirs.close()
                    self._processes.append(p)
                    self._pipes.append(mine)
                    if game is not None:
                        mine.send(game)
                self._generation += 1
            return list(self._pipes)

    def run(self, jobs: list[Job], cancel: threading.Event | None = None) -> list[tuple[int, tuple]]:
        """Every job's answers (run on the processes, one job each; at one core, here in turn).
        Stopped: ``cancel`` was set, or the workers were closed, before every job answered."""
        if self.cores == 1:
            out = [answer for job in jobs for answer in run_job(job, cancel)]
            if cancel is not None and cancel.is_set():
                raise Stopped()
            return out
        pipes = self.start()
        generation = self._generation
        if len(jobs) > len(pipes):
            raise ValueError(f"{len(jobs)} jobs for {len(pipes)} workers")
        waiting = {}
        try:
            for pipe, job in zip(pipes, jobs):
                pipe.send(job)
                waiting[pipe] = job
            out = []
            while waiting:
                if cancel is not None and cancel.is_set():
                    raise Stopped()
                for pipe in wait(list(waiting), timeout=0.05):
                    kind, answer = pipe.recv()
                    del waiting[pipe]
                    if kind == "error":
                        raise RuntimeError(f"a search worker failed: {answer}")
                    out.extend(answer)
            return out
        except BaseException as exc:
            # ended by someone else (halt, quit: they may be new ones already), not by a crash
            closed = generation != self._generation or not self._pipes
            # the other workers are busy with a search nobody wants, or hold its answers: end them
            # (the next search starts new ones), unless they are already new ones (halted, restarted)
            self.close(generation)
            if isinstance(exc, (EOFError, OSError, ValueError)):
                if closed or (cancel is not None and cancel.is_set()):  # closed under it (undo, quit)
                    raise Stopped() from exc
                # a worker died (killed, out of memory): an error, not a quiet first option
                raise RuntimeError("a search worker ended before it answered") from exc
            raise

    def close(self, generation: int | None = None) -> None:
        """End every worker process and wait until they are gone (a new search starts new ones).
        ``generation``: only if the processes are still the ones started then."""
        with self._lock:
            if generation is not None and generation != self._generation:
                return
            processes, pipes = self._processes, self._pipes
            self._processes, self._pipes = [], []
        for p in processes:
            p.terminate()
        for p in processes:
            p.join(1.0)
            if p.is_alive():
                p.kill()
                p.join()
        for pipe in pipes:
            pipe.close()


class Stop(threading.Event):
    """A decision's stop flag (a bot's ``cancel``), naming the worker processes its search may use."""

    def __init__(self, workers: Workers | None = None) -> None:
        super().__init__()
        self.workers = workers

    def halt(self) -> None:
        """Stop the search, and end its workers before returning."""
        self.set()
        if self.workers is not None:
            self.workers.close()

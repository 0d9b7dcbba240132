"""Root-parallel search (bots/parallel.py): the same moves on 1 and 2 cores for a budget and a seed,
only the seat's knowledge sent to the workers, and no worker process left behind."""
from __future__ import annotations

import multiprocessing
import os
import threading
import time

import pytest

from caylus_desktop.bots import make_bot, random_bot
from caylus_desktop.bots.parallel import Stop, Workers, decode_world, encode_world
from caylus_desktop.cli import main
from caylus_desktop.engine import new_game
from caylus_desktop.engine.match import Match
from caylus_desktop.engine.observe import SeatView
from caylus_desktop.engine.rng import Rng
from caylus_desktop.games import GAME_IDS
from caylus_desktop.bots.config import declared_search
from caylus_desktop.tools.tournament import tournament

RESULTS = ("games", "wins", "win_rate", "mean_score", "errors", "scores")


def children() -> set[int]:
    """The processes this one started that still exist (from /proc: what the system sees), but
    Python's own resource tracker: one a program, started with its first spawned process whoever
    spawns it, and ending with the program."""
    me = str(os.getpid())
    out = set()
    for pid in os.listdir("/proc"):
        if pid.isdigit():
            try:
                with open(f"/proc/{pid}/stat") as f:
                    fields = f.read().rsplit(")", 1)[1].split()
                with open(f"/proc/{pid}/cmdline") as f:
                    command = f.read()
            except OSError:
                continue
            if fields[1] == me and fields[0] != "Z" and "multiprocessing.resource_tracker" not in command:
                out.add(int(pid))  # (a zombie is already gone, awaiting its parent)
    return out


def position(game: str, players: int = 2, seed: int = 5, steps: int = 30) -> Match:
    """A seeded position with a real choice, a few random moves into the game."""
    m = new_game(game, players, seed)
    rng = Rng(seed)
    for _ in range(steps):
        m.apply(random_bot.choose(None, m.decision, rng))
    while len(m.decision.options) < 2:
        m.apply(random_bot.choose(None, m.decision, rng))
    return m


def test_every_game_declares_an_expert_search_in_two_shards_with_eight_times_the_hard_budget():
    for game in GAME_IDS:
        expert, hard = declared_search(game, "expert"), declared_search(game, "hard")
        for players in range(2, 5):
            try:
                budget = hard.budget(players)
            except ValueError:
                continue
            assert expert.shards_at(players) == 2
            assert expert.budget(players) == 8 * budget, game


@pytest.mark.parametrize("game", GAME_IDS)
def test_a_sharded_search_sends_the_workers_a_world_they_read_back_whole(game):
    m = position(game)
    world = SeatView(m, m.decision.seat).sample(Rng(3))
    back = decode_world(game, encode_world(world))
    assert back.state.seed == 0 != m.seed  # the deal cannot be played again from what is sent
    world.state.seed = 0
    assert back.state.state_hash() == world.state.state_hash()
    assert back.observation(m.decision.seat) == m.observation(m.decision.seat)


@pytest.mark.parametrize("game", ("caleira", "castrum", "magna-carta"))
def test_the_expert_searches_the_same_in_every_world_the_seat_cannot_tell_apart(game):
    """Only the seat's knowledge goes to the shards: re-deal what it cannot see, the search is the same."""
    from caylus_desktop.tools.checks import reask

    m = position(game, 3, seed=8, steps=25)
    seat = m.decision.seat
    other = Match(m.spec.determinize(m.state.copy(), seat, Rng(99)), m.spec)
    reask(other)
    bot = make_bot("expert+it16", seconds=None)
    real = bot.estimates(SeatView(m, seat), m.decision, Rng(4))
    alike = bot.estimates(SeatView(other, seat), other.decision, Rng(4))
    assert real[0].key == alike[0].key and real[1] == alike[1]


def test_the_merged_statistics_add_up_every_shard():
    m = position("castrum")
    bot = make_bot("expert+it40", seconds=None)
    bot.choose(SeatView(m, m.decision.seat), m.decision, Rng(2))
    assert bot.last_iterations == 40  # two shards of 20


def test_the_same_move_and_values_on_one_core_and_two():
    workers = Workers(2)
    try:
        for game in GAME_IDS:
            m = position(game)
            d = m.decision
            bot = make_bot("expert+it24", seconds=None)
            one = bot.estimates(SeatView(m, d.seat), d, Rng(9), Stop(Workers(1)))
            two = bot.estimates(SeatView(m, d.seat), d, Rng(9), Stop(workers))
            assert one[0].key == two[0].key and one[1] == two[1], game
            assert len(workers.processes()) == 2
    finally:
        workers.close()
    assert workers.processes() == [] and not multiprocessing.active_children() and not children()


def _tournament_on(game: str, cores: int) -> dict:
    return tournament(game, 2, ["expert", "hard"], 2, seed=21, seconds=0, iterations=8, cores=cores)


def test_a_seeded_tournament_gives_the_same_results_on_one_core_and_two_castrum():
    runs = [_tournament_on("castrum", cores) for cores in (1, 2)]
    assert runs[0]["errors"] == 0 and runs[0]["games"] == 2
    for key in RESULTS:
        assert runs[0][key] == runs[1][key], key
    assert not multiprocessing.active_children() and not children()  # the series ended its workers


@pytest.mark.slow
@pytest.mark.parametrize("game", [g for g in GAME_IDS if g != "castrum"])
def test_a_seeded_tournament_gives_the_same_results_on_one_core_and_two(game):
    runs = [_tournament_on(game, cores) for cores in (1, 2)]
    assert runs[0]["errors"] == 0 and runs[0]["games"] == 2
    for key in RESULTS:
        assert runs[0][key] == runs[1][key], key
    assert not multiprocessing.active_children() and not children()


def test_stopping_a_thinking_expert_ends_its_workers_before_the_stop_returns():
    m = position("magna-carta")
    d = m.decision
    workers = Workers(2)
    stop = Stop(workers)
    bot = make_bot("expert+it4000000", seconds=None)  # would think for hours: only the stop ends it
    answer = []
    thread = threading.Thread(target=lambda: answer.append(bot.choose(SeatView(m, d.seat), d, Rng(1), stop)))
    thread.start()
    deadline = time.monotonic() + 60
    while len(workers.processes()) < 2 and time.monotonic() < deadline:
        time.sleep(0.05)
    started = workers.processes()
    assert len(started) == 2
    stop.halt()
    assert workers.processes() == [] and all(p.exitcode is not None for p in started)
    assert not {p.pid for p in started} & children()
    thread.join(10)
    assert not thread.is_alive() and answer and d.find(answer[0].key) is not None  # a legal move, unwanted


def test_the_expert_level_is_on_the_command_line():
    assert main(["tournament", "--game", "castrum", "--players", "2", "--bots", "expert,hard", "--games", "1",
                 "--seconds", "0", "--iterations", "8", "--cores", "2", "--json"]) == 0
    assert not multiprocessing.active_children() and not children()
    with pytest.raises(SystemExit) as refused:
        main(["tournament", "--game", "castrum", "--players", "2", "--bots", "expert,hard", "--cores", "0"])
    assert refused.value.code == 2


def test_a_time_capped_expert_stops_every_shard_within_the_decision_time_on_one_core_and_two():
    m = position("castrum")
    d = m.decision
    workers = Workers(2)
    try:
        for stop in (Stop(), Stop(workers)):
            bot = make_bot("expert+it10000000", seconds=0.04)  # 0.1 s, EXPERT_TIME times the hard bot's
            assert d.find(bot.choose(SeatView(m, d.seat), d, Rng(2), stop).key) is not None
            assert 2 <= bot.last_iterations < 10_000_000  # each shard searched, none to its budget
    finally:
        workers.close()


def test_a_bad_expert_declaration_is_a_one_line_error_with_its_file_and_line():
    from caylus_desktop.bots.config import load_searches_text
    from caylus_desktop.engine.rules import RulesError
    from caylus_desktop.games.weights import weights_path

    path = weights_path("castrum")
    text = path.read_text(encoding="utf-8")
    declared = "expert: {iterations: 24000, shards: 2}"
    assert declared in text
    line = next(i for i, x in enumerate(text.splitlines(), 1) if x.startswith("expert:"))
    for bad, problem in (("shards: 0", "expert.shards"), ("shards: {2: 2, 3: 2}", "no value for 4 players"),
                         ("shards: 2, weights: nosuch", "no set named 'nosuch'")):
        with pytest.raises(RulesError) as err:
            load_searches_text(text.replace("shards: 2", bad), "castrum", path.name)
        message = str(err.value)
        assert f"{path.name}:{line}" in message and problem in message, message


def test_a_stopped_search_leaves_the_workers_started_after_the_stop_alone(monkeypatch):
    """Undo halts the search and starts new workers at once; the stopped search, waking up after
    that (held here until then), must not end them."""
    from caylus_desktop.bots import parallel

    m = position("magna-carta")
    d = m.decision
    workers = Workers(2)
    stop = Stop(workers)
    restarted = threading.Event()
    real_wait = parallel.wait

    def held_wait(pipes, timeout):
        try:
            return real_wait(pipes, timeout)
        finally:
            if stop.is_set():
                restarted.wait(10)

    monkeypatch.setattr(parallel, "wait", held_wait)
    try:
        bot = make_bot("expert+it4000000", seconds=None)
        thread = threading.Thread(target=lambda: bot.choose(SeatView(m, d.seat), d, Rng(1), stop))
        thread.start()
        deadline = time.monotonic() + 60
        while len(workers.processes()) < 2 and time.monotonic() < deadline:
            time.sleep(0.05)
        stop.halt()
        workers.start("magna-carta")
        fresh = workers.processes()
        restarted.set()
        thread.join(10)
        assert not thread.is_alive() and len(fresh) == 2 and workers.processes() == fresh
    finally:
        restarted.set()
        workers.close()
    assert not children()


_ORPHANING = """
import os, sys, threading, time
from caylus_desktop.bots import make_bot
from caylus_desktop.bots.parallel import Stop, Workers
from caylus_desktop.engine import new_game
from caylus_desktop.engine.observe import SeatView
from caylus_desktop.engine.rng import Rng

if __name__ == "__main__":
    m = new_game("castrum", 2, 5)
    workers = Workers(2)
    bot = make_bot("expert", seconds=None, iterations=10**8)  # a search that would run for hours
    threading.Thread(target=bot.choose, args=(SeatView(m, m.decision.seat), m.decision, Rng(1), Stop(workers)),
                     daemon=True).start()
    while len(workers.processes()) < 2:
        time.sleep(0.05)
    time.sleep(1.0)  # both searching
    print(" ".join(str(p.pid) for p in workers.processes()), flush=True)
    os._exit(0)  # the program dies without closing its workers (killed, crashed, a CI timeout)
"""


@pytest.mark.slow
def test_the_workers_end_when_the_program_that_started_them_dies(tmp_path):
    import subprocess
    import sys

    script = tmp_path / "orphaning.py"
    script.write_text(_ORPHANING, encoding="utf-8")
    # the workers' output goes to a file, not to a pipe they would hold open
    with open(tmp_path / "out.txt", "w+", encoding="utf-8") as out:
        subprocess.run([sys.executable, str(script)], stdin=subprocess.DEVNULL, stdout=out, timeout=120, check=True)
        out.seek(0)
        pids = [int(p) for p in out.read().split()]
    assert len(pids) == 2
    try:
        deadline = time.monotonic() + 30  # a liveness bound, not a measure: gone at once with the fix
        while any(os.path.exists(f"/proc/{p}") and _running(p) for p in pids) and time.monotonic() < deadline:
            time.sleep(0.1)
        assert not [p for p in pids if os.path.exists(f"/proc/{p}") and _running(p)]
    finally:
        for p in pids:
            try:
                os.kill(p, 9)
            except OSError:
                pass


def _running(pid: int) -> bool:
    """The process exists and is not a zombie (reaped by init once orphaned)."""
    try:
        with open(f"/proc/{pid}/stat") as f:
            return f.read().rsplit(")", 1)[1].split()[0] != "Z"
    except OSError:
        return False


def test_ctrl_c_is_left_to_the_program_the_workers_go_on_searching():
    """Ctrl+C in a terminal is sent to every process of the program: the workers must not die of
    it with a traceback each, the program decides (and ends them)."""
    import signal

    workers = Workers(2)
    m = position("castrum")
    d = m.decision
    bot = make_bot("expert+it24", seconds=None)
    try:
        bot.estimates(SeatView(m, d.seat), d, Rng(9), Stop(workers))  # the workers are ready
        started = workers.processes()
        for p in started:
            os.kill(p.pid, signal.SIGINT)
        time.sleep(0.5)
        assert workers.processes() == started
        assert bot.estimates(SeatView(m, d.seat), d, Rng(9), Stop(workers))[0].key in {o.key for o in d.options}
        assert bot.last_iterations == 24 and workers.processes() == started  # the same ones answered
    finally:
        workers.close()
    assert not children()


def test_a_worker_that_dies_mid_search_is_an_error_not_a_stop():
    """A worker killed under a search nobody stopped (out of memory, killed by hand): the decision
    fails with an error (a tournament counts it, the window says it), instead of the search
    quietly answering with the first option as a stopped one does."""
    import signal

    workers = Workers(2)
    m = position("castrum")
    d = m.decision
    bot = make_bot("expert", seconds=None, iterations=10**8)
    failed: list[BaseException] = []

    def think() -> None:
        try:
            bot.choose(SeatView(m, d.seat), d, Rng(9), Stop(workers))
        except BaseException as exc:  # noqa: BLE001 - what the decision ended with is the test
            failed.append(exc)

    thread = threading.Thread(target=think, daemon=True)
    try:
        thread.start()
        deadline = time.monotonic() + 60
        while len(workers.processes()) < 2 and time.monotonic() < deadline:
            time.sleep(0.05)
        time.sleep(0.5)  # searching
        os.kill(workers.processes()[0].pid, signal.SIGKILL)
        thread.join(30)
        assert not thread.is_alive()
        assert len(failed) == 1 and isinstance(failed[0], RuntimeError) and "worker" in str(failed[0])
    finally:
        workers.close()
    assert not children()

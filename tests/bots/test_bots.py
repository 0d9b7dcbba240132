"""Every bot level plays legally, never peeks, and thinks off the caller's thread."""
import json

import pytest

from caylus_desktop.bots import LEVELS, make_bot, random_bot
from caylus_desktop.cli import main
from caylus_desktop.engine import new_game
from caylus_desktop.engine.observe import SeatView
from caylus_desktop.engine.rng import Rng
from caylus_desktop.games import GAME_IDS
from caylus_desktop.tools.tournament import Tally, play_series, tournament

# small, iteration-bounded budgets: deterministic and quick
BUDGET = {"seconds": None, "iterations": 40}


def positions(game: str, players: int, count: int):
    """Seeded random positions, covering as many decision kinds as random play reaches."""
    for seed in range(count):
        m = new_game(game, players, seed)
        rng = Rng(seed + 77)
        for _ in range(rng.below(60)):
            if m.decision is None:
                break
            m.apply(random_bot.choose(None, m.decision, rng))
        if m.decision is not None:
            yield m


@pytest.mark.parametrize("game", GAME_IDS)
@pytest.mark.parametrize("level", LEVELS)
def test_every_level_returns_a_legal_action(game, level):
    bot = make_bot(level, **BUDGET)
    kinds = set()
    for m in positions(game, 2, 12):
        d = m.decision
        action = bot.choose(SeatView(m, d.seat), d, Rng(5))
        assert action in d.options
        kinds.add(d.kind)
    assert len(kinds) >= 2


def hidden_twin(m, seat, k):
    """The same match with the cards the seat cannot know dealt differently (the game's determinizer)."""
    twin = m.copy()
    twin.state.board = m.spec.determinize(twin.state.copy(), seat, Rng(k)).board
    return twin


HIDDEN_INFO_GAMES = ["caleira", "magna-carta", "castrum"]


@pytest.mark.parametrize("game", HIDDEN_INFO_GAMES)
@pytest.mark.parametrize("level", ["easy", "medium", "hard"])
def test_bots_choose_the_same_whatever_the_hidden_cards(game, level):
    bot = make_bot(level, seconds=None, iterations=25)
    compared = 0
    for m in positions(game, 3, 12):
        seat = m.decision.seat
        if len(m.legal_actions()) < 2:
            continue
        twin = hidden_twin(m, seat, 1)
        if twin.state.board.to_plain() == m.state.board.to_plain():
            continue
        assert twin.observation(seat) == m.observation(seat)
        a = bot.choose(SeatView(m, seat), m.decision, Rng(9))
        b = bot.choose(SeatView(twin, seat), twin.decision, Rng(9))
        assert a == b
        compared += 1
    assert compared >= 4


def test_bots_are_deterministic_for_a_seed_and_iteration_budget():
    m = next(positions("caleira", 2, 5))
    bot = make_bot("hard", **BUDGET)
    picks = {bot.choose(SeatView(m, m.decision.seat), m.decision, Rng(3)) for _ in range(3)}
    assert len(picks) == 1


@pytest.mark.slow
@pytest.mark.parametrize("game", GAME_IDS)
def test_a_small_tournament_runs(game):
    out = tournament(game, 2, ["hard", "random"], 2, seed=1, seconds=None, iterations=20)
    assert out["errors"] == 0
    assert sum(out["wins"].values()) >= 2
    assert set(out["think_ms_mean"]) == {"hard", "random"}


def test_a_series_played_in_chunks_adds_up_to_the_whole_series():
    """benchmarks/bots.py prints running totals: chunk by chunk must give the same games as one run."""
    whole = play_series("caleira", 3, ["easy", "random", "random"], 0, 6, seed=11)
    parts = Tally(["easy", "random", "random"])
    for first in (0, 2, 4):
        parts.add(play_series("caleira", 3, ["easy", "random", "random"], first, 2, seed=11))
    a, b = whole.summary("caleira", 3, []), parts.summary("caleira", 3, [])
    for key in ("games", "wins", "mean_score", "errors"):
        assert a[key] == b[key], key
    assert a["games"] == 6 and sum(a["wins"].values()) >= 6


def test_medium_beats_random_in_most_games():
    out = tournament("caleira", 2, ["medium", "random"], 12, seed=3)
    assert out["wins"]["medium"] >= 8, out


def test_tournament_command_json(capsys):
    assert main(["tournament", "--game", "caleira", "--players", "3", "--bots", "easy,random,random",
                 "--games", "3", "--seed", "2", "--iterations", "20", "--seconds", "0", "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert set(out) == {"game", "players", "games", "bots", "wins", "win_rate", "mean_score",
                        "think_ms_mean", "think_ms_p95", "errors", "scores", "seats"}  # random holds two seats
    assert out["bots"] == ["easy", "random", "random"] and out["games"] == 3
    assert main(["tournament", "--game", "caleira", "--players", "2", "--bots", "genius"]) == 2

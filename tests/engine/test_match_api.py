"""The match API: determinism, saves, illegal actions, undo."""
import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from caylus_desktop.bots import random_bot
from caylus_desktop.engine import IllegalAction, SaveError, load_match, new_game, save_match
from caylus_desktop.engine.rng import Rng
from caylus_desktop.engine.save import load_match_file


def play_random(m, n, seed=0):
    rng = Rng(seed)
    for _ in range(n):
        if m.decision is None:
            break
        m.apply(random_bot.choose(None, m.decision, rng))
    return m


def test_same_seed_and_actions_rebuild_the_same_match():
    a = play_random(new_game("caleira", 3, seed=11), 1000, seed=5)
    b = play_random(new_game("caleira", 3, seed=11), 1000, seed=5)
    assert a.state_hash() == b.state_hash() and a.log == b.log
    c = play_random(new_game("caleira", 3, seed=12), 1000, seed=5)
    assert c.state_hash() != a.state_hash()


@pytest.mark.parametrize("seed", range(30))
def test_save_and_load_at_random_points(seed):
    rng = Rng(seed)
    m = new_game("caleira", 2 + seed % 3, seed=seed, options={"moat": seed % 2 == 0})
    play_random(m, rng.below(40), seed)
    loaded = load_match(m.to_json())
    assert loaded.state_hash() == m.state_hash()
    assert loaded.legal_actions() == m.legal_actions()
    assert [loaded.label(a) for a in loaded.legal_actions()] == [m.label(a) for a in m.legal_actions()]
    # both go on identically
    play_random(m, 1000, seed + 1)
    play_random(loaded, 1000, seed + 1)
    assert loaded.state_hash() == m.state_hash()


def test_an_illegal_action_raises_and_changes_nothing():
    m = play_random(new_game("caleira", 2, seed=3), 3)
    before = m.state_hash()
    with pytest.raises(IllegalAction) as err:
        m.apply(("play", ("no_such_card",)))
    assert "not a legal action" in str(err.value)
    with pytest.raises(IllegalAction):
        m.apply(("destroy", (9, 9)))
    assert m.state_hash() == before
    finished = play_random(m, 1000)
    with pytest.raises(IllegalAction):
        finished.apply(("play", ("moat",)))


def test_copy_is_independent():
    m = new_game("caleira", 2, seed=4)
    c = m.copy()
    before = m.state_hash()
    play_random(c, 10)
    assert m.state_hash() == before and c.state_hash() != before


def test_undo_restores_the_previous_state_exactly():
    m = new_game("caleira", 2, seed=21)
    seat = m.decision.seat
    before = m.state_hash()
    m.apply(m.legal_actions()[0])  # choose a card: nothing revealed yet
    assert m.can_undo(seat)
    m.undo(seat)
    assert m.state_hash() == before


def test_undo_is_refused_after_a_reveal_or_another_persons_decision():
    m = new_game("caleira", 2, seed=21)
    seat = m.decision.seat
    m.apply(m.legal_actions()[0])
    down = next(a for a in m.legal_actions() if a.args[1] == "down")
    m.apply(down)  # ends the turn: the next seat draws a card
    assert not m.can_undo(seat)
    with pytest.raises(IllegalAction):
        m.undo(seat)


def test_undo_belongs_to_the_seat_that_decided():
    seats = [{"name": "Ann"}, {"name": "Bot", "bot": "random"}]
    m = new_game("caleira", seats, seed=2)
    if m.decision.seat != 0:  # let the bot take its turn first
        m.apply(m.legal_actions()[0])
        m.apply(next(a for a in m.legal_actions() if a.args[1] == "down"))
    assert m.decision.seat == 0
    before = m.state_hash()
    m.apply(m.legal_actions()[0])
    assert m.can_undo(0) and not m.can_undo(1)
    m.undo(0)
    assert m.state_hash() == before


def test_save_file_round_trip_and_atomic_write(tmp_path: Path):
    m = play_random(new_game("caleira", 4, seed=8), 12)
    path = tmp_path / "game.json"
    save_match(m, path)
    assert load_match_file(path).state_hash() == m.state_hash()
    assert [p.name for p in tmp_path.iterdir()] == ["game.json"]  # no temp file left


def _save(seed=8, n=12) -> dict:
    return json.loads(play_random(new_game("caleira", 3, seed=seed), n).to_json())


@pytest.mark.parametrize("damage,reason", [
    (lambda t: t[: len(t) // 2], "not valid JSON"),
    (lambda t: "[1, 2]", "not a caylus-desktop save"),
    (lambda t: t.replace('"version": 2', '"version": 99'), "newer version"),
    (lambda t: t.replace('"game": "caleira"', '"game": "chess"'), "unknown game"),
])
def test_damaged_saves_raise_save_error(damage, reason):
    text = json.dumps(_save())
    with pytest.raises(SaveError, match=reason):
        load_match(damage(text))


def test_tampered_saves_raise_save_error():
    data = _save()
    data["seed"] += 1
    with pytest.raises(SaveError):
        load_match(json.dumps(data))
    data = _save()
    data["actions"] = data["actions"][:-1]
    with pytest.raises(SaveError, match="altered"):
        load_match(json.dumps(data))
    data = _save()
    data["actions"][3] = ["destroy", [7, 7]]
    with pytest.raises(SaveError, match="action 4"):
        load_match(json.dumps(data))
    data = _save()
    data["actions"][0] = "play"
    with pytest.raises(SaveError, match="damaged"):
        load_match(json.dumps(data))
    data = _save()
    del data["position_hash"]
    with pytest.raises(SaveError, match="position_hash"):
        load_match(json.dumps(data))


def test_state_hash_is_the_same_in_processes_with_different_hash_seeds():
    code = ("from tests.engine.test_match_api import play_random;"
            "from caylus_desktop.engine import new_game;"
            "print(play_random(new_game('caleira', 4, seed=99), 1000, 3).state_hash())")
    root = Path(__file__).resolve().parents[2]
    hashes = set()
    for hash_seed in ("1", "12345"):
        env = dict(os.environ, PYTHONHASHSEED=hash_seed)
        out = subprocess.run([sys.executable, "-c", code], cwd=root, env=env, capture_output=True, text=True, check=True)
        hashes.add(out.stdout.strip())
    assert len(hashes) == 1


def test_new_game_refuses_bad_settings():
    with pytest.raises(ValueError, match="2-4 players"):
        new_game("caleira", 5)
    with pytest.raises(ValueError, match="unknown option"):
        new_game("caleira", 2, options={"moats": True})
    with pytest.raises(ValueError, match="true or false"):
        new_game("caleira", 2, options={"moat": "maybe"})
    with pytest.raises(ValueError, match="unknown game"):
        new_game("chess", 2)
    with pytest.raises(ValueError, match="bot level"):
        new_game("caleira", [{"name": "A", "bot": "genius"}, "B"])


def test_the_seat_levels_are_the_ones_the_bots_declare():
    """The engine names no bot level: a seat takes exactly the levels bots/__init__.py declares, and
    a program that imported only the engine refuses an unknown one with the same one-line error."""
    from caylus_desktop.bots import LEVELS

    for level in LEVELS:
        assert new_game("caleira", [{"name": "A", "bot": level}, "B"]).seats[0].bot == level
    code = ("import sys\nfrom caylus_desktop.engine import new_game\nassert 'caylus_desktop.bots' not in sys.modules\n"
            "try:\n    new_game('caleira', [{'name': 'A', 'bot': 'genius'}, 'B'])\n"
            "except ValueError as e:\n    print(e)\n")
    root = Path(__file__).resolve().parents[2]
    out = subprocess.run([sys.executable, "-c", code], cwd=root, capture_output=True, text=True, check=True,
                         env={**os.environ, "PYTHONPATH": str(root)})
    assert out.stdout.strip() == f"seat 1: unknown bot level 'genius' (levels: {', '.join(LEVELS)})"
    engine = root / "caylus_desktop" / "engine"
    for level in ("easy", "hard", "expert"):
        assert not [f.name for f in engine.rglob("*.py") if f'"{level}"' in f.read_text(encoding="utf-8")], level


def test_a_deal_shuffles_uniformly():
    """Rng.deal (sampled worlds) gives every order of five cards about equally often."""
    from collections import Counter

    rng = Rng(5)
    seen = Counter()
    for _ in range(24_000):
        cards = ["a", "b", "c", "d", "e"]
        rng.deal(cards)
        seen[tuple(cards)] += 1
    assert len(seen) == 120
    # 200 expected each; a bias of one swap in twenty would push some order far outside this band
    assert 140 <= min(seen.values()) and max(seen.values()) <= 265


def test_a_search_copy_leaves_out_the_log_and_history_only():
    m = new_game("caleira", 2, seed=4)
    for _ in range(6):
        m.apply(m.legal_actions()[0])
    full, bare = m.copy(), m.copy(record=False)
    assert full.log == m.log and full.state.history == m.state.history
    assert bare.log == [] and bare.state.history == []
    assert bare.state.board.to_plain() == m.state.board.to_plain()
    assert bare.legal_actions() == m.legal_actions()


def test_the_games_own_reason_is_asked_even_where_an_action_names_the_target():
    """A Castrum hand card the player may only discard: the match's why-not is silent (an action,
    the discard, names it), the game's own reason says why it cannot be played, and only to the seat
    deciding."""
    for seed in range(30):
        m = new_game("castrum", 2, seed)
        rng = Rng(seed)
        while m.decision is not None:
            d = m.decision
            if d.kind == "turn":
                playable = {a.args[0] for a in d.options if a.kind == "play"}
                stuck = [a.args[0] for a in d.options if a.kind == "discard" and a.args[0] not in playable]
                if stuck:
                    target = f"hand:{stuck[0]}"
                    assert m.why_not_message(target) is None
                    reason = m.game_reason(target, d.seat)
                    assert reason is not None and m.say(reason)
                    assert m.game_reason(target, 1 - d.seat) is None
                    return
            m.apply(random_bot.choose(None, d, rng))
    raise AssertionError("no seed gave a hand card that may be discarded but not played")

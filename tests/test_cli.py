"""The command line, as a user runs it."""
import json
import subprocess
import sys
from pathlib import Path

from caylus_desktop.cli import main
from caylus_desktop.engine import new_game, save_match
from caylus_desktop.engine.voice import Voice

ROOT = Path(__file__).resolve().parents[1]


def run(*args: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "caylus_desktop", *args], cwd=ROOT,
                          capture_output=True, text=True, timeout=120)


def test_help_lists_the_commands():
    p = run("--help")
    assert p.returncode == 0
    for command in ("play", "screenshot", "simulate", "check-rules", "replay"):
        assert command in p.stdout


def test_no_arguments_opens_the_window(monkeypatch):
    import caylus_desktop.ui.start as ui_start

    opened = []
    monkeypatch.setattr(ui_start, "main", lambda: opened.append(True) or 0)
    assert main([]) == 0 and opened == [True]


def test_simulate_json():
    p = run("simulate", "--game", "caleira", "--players", "3", "--games", "20", "--seed", "4", "--json")
    assert p.returncode == 0, p.stderr
    out = json.loads(p.stdout)
    assert set(out) == {"game", "players", "games", "errors", "decisions", "seconds", "games_per_second",
                        "mean_scores", "wins", "capped", "mean_rounds"}
    assert out["capped"] == 0 and out["mean_rounds"] is None  # Caleira has no safety cap and counts no rounds
    assert out["game"] == "caleira" and out["players"] == 3 and out["games"] == 20 and out["errors"] == 0
    assert out["decisions"] > 20 * 6 and len(out["mean_scores"]) == 3 and sum(out["wins"]) >= 20


def test_simulate_is_deterministic_and_takes_options(capsys):
    args = ["simulate", "--game", "caleira", "--players", "4", "--games", "15", "--seed", "9",
            "--option", "moat=true", "--json", "--check-invariants"]
    assert main(args) == 0
    first = json.loads(capsys.readouterr().out)
    assert main(args) == 0
    second = json.loads(capsys.readouterr().out)
    assert first["violations"] == 0
    for key in ("decisions", "mean_scores", "wins"):
        assert first[key] == second[key]


def test_simulate_refuses_bad_input(capsys):
    assert main(["simulate", "--game", "chess", "--players", "2"]) == 2
    assert main(["simulate", "--game", "caleira", "--players", "7"]) == 2
    assert main(["simulate", "--game", "caleira", "--players", "2", "--option", "moat"]) == 2
    err = capsys.readouterr().err
    assert "unknown game" in err and "2-4 players" in err and "KEY=VALUE" in err


def test_replay_prints_the_result(tmp_path):
    m = new_game("caleira", ["Ann", "Bob"], seed=3)
    while m.decision:
        m.apply(m.legal_actions()[-1])
    save_match(m, tmp_path / "done.json")
    p = run("replay", str(tmp_path / "done.json"))
    assert p.returncode == 0, p.stderr
    res = m.result()
    assert f"Ann: {res['scores'][0]}" in p.stdout and f"Bob: {res['scores'][1]}" in p.stdout
    assert "winners:" in p.stdout


def test_replay_of_a_bad_file_says_why_without_a_traceback(tmp_path):
    bad = tmp_path / "bad.json"
    bad.write_text('{"format": "caylus-desktop-save", "version": 1, "game": "caleira"', encoding="utf-8")
    p = run("replay", str(bad))
    assert p.returncode == 1
    assert "not valid JSON" in p.stderr and "Traceback" not in p.stderr
    p = run("replay", str(tmp_path / "nothing.json"))
    assert p.returncode == 1 and "cannot read" in p.stderr


def test_replay_transcript_in_both_languages(tmp_path):
    """Every log line, and each decision's prompt and every legal action, in the chosen language."""
    from caylus_desktop.engine import load_match_file
    from caylus_desktop.engine.rng import Rng

    m = new_game("caleira", ["Ann", "Bob"], seed=3)
    rng = Rng(5)
    for _ in range(12):
        acts = m.legal_actions()
        m.apply(acts[rng.below(len(acts))])
    save_match(m, tmp_path / "mid.json")
    out = {lang: run("replay", str(tmp_path / "mid.json"), "--transcript", "--lang", lang) for lang in ("en", "fr")}
    for p in out.values():
        assert p.returncode == 0 and not p.stderr, p.stderr
    en, fr = (out[k].stdout.splitlines() for k in ("en", "fr"))
    assert en[0].startswith("This transcript shows every hidden card")  # the first line warns
    assert fr[0].startswith("Cette transcription montre toutes les cartes cachées")
    assert en[1] == "The Castles of Caleira with Ann, Bob, seed 3"
    assert fr[1] == "Les châteaux de Caleira avec Ann, Bob, graine 3"
    saved = load_match_file(tmp_path / "mid.json")
    # every public log line, in order, in each language
    for lang, lines in (("en", en), ("fr", fr)):
        public = [line for line in lines if not line.startswith(("[", ">", "    "))][2:]
        assert public[:-1] == saved.log_for(None, Voice(lang)), lang
    assert fr[-1] == "La sauvegarde s'arrête ici." and en[-1] == "The save stops here."
    # one "decides" line per action taken plus the one the save stops at, each with all its options
    deciding = [i for i, line in enumerate(en) if line.startswith("> ")]
    assert len(deciding) == 13 == len([line for line in fr if line.startswith("> ")])
    last = en[deciding[-1] + 1:-1]
    you = saved.decision.seat
    assert [line.strip()[2:] for line in last] == [saved.label(a, Voice("en", you)) for a in saved.legal_actions()]
    assert en[deciding[-1]] == f"> {saved.seats[you].name} decides: {saved.say(saved.decision.prompt, Voice('en', you))}"
    assert fr[deciding[-1]].startswith(f"> {saved.seats[saved.decision.seat].name} décide : ")
    # private lines show for their seat only, addressed to it
    assert any(line.startswith("[only Ann sees] You draw ") for line in en)
    assert any(line.startswith("[vu seulement par Bob] Vous piochez : ") for line in fr)
    assert not any("You's" in line or "Vous's" in line for line in en + fr)


def test_a_transcript_read_only_in_part_ends_quietly(tmp_path):
    """`replay --transcript | head`: the reader closes the pipe early; no traceback."""
    from caylus_desktop.engine.rng import Rng

    m = new_game("caylus", ["Ann", "Bob"], seed=3)  # a whole game: a transcript larger than a pipe holds
    rng = Rng(1)
    while m.decision:
        acts = m.legal_actions()
        m.apply(acts[rng.below(len(acts))])
    save_match(m, tmp_path / "mid.json")
    p = subprocess.Popen([sys.executable, "-m", "caylus_desktop", "replay", str(tmp_path / "mid.json"), "--transcript"],
                         cwd=ROOT, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    assert p.stdout.readline().startswith("This transcript shows every hidden card")
    assert p.stdout.readline().startswith("Caylus with Ann, Bob")
    p.stdout.close()
    err = p.stderr.read()
    assert p.wait(timeout=60) == 0 and "Traceback" not in err, err

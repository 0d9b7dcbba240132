"""Hostile saves: option values of the wrong type, rules changed or broken since the game.

Each is one line on the command line (replay, replay --transcript, review) with a non-zero exit
and no traceback, and the save file is left as it was; a finished game played under other rules
says so and keeps the result it was saved with.
"""
from __future__ import annotations

import json

import pytest

import caylus_desktop.engine.rules as rules_module
from caylus_desktop.bots import random_bot
from caylus_desktop.engine import SaveError, load_match, load_match_file, new_game
from caylus_desktop.engine.rng import Rng
from caylus_desktop.engine.rules import rules_dir
from caylus_desktop.engine.view import as_dict
from tests.edited_rules import edit, use_rules
from tests.hostile.helpers import fingerprint, one_line, run

COMMANDS = [("replay",), ("replay", "--transcript"), ("review", "--seat", "1", "--iterations", "2")]


def castrum_save(tmp_path, rounds_text: str):
    m = new_game("castrum", ["Ann", "Bob"], 3)
    for _ in range(5):
        m.apply(m.legal_actions()[0])
    text = m.to_json()
    assert text.count('"rounds": 15') == 1
    path = tmp_path / "castrum.json"
    path.write_text(text.replace('"rounds": 15', f'"rounds": {rounds_text}'), encoding="utf-8")
    return path


@pytest.mark.parametrize("value,shown", [("Infinity", "inf"), ("-Infinity", "-inf"), ("15.7", "15.7"),
                                         ('"١٥"', "'١٥'"), ("true", "True"), ('"15"', "'15'"), ("15.0", "15.0")])
@pytest.mark.parametrize("command", COMMANDS, ids=" ".join)
def test_an_option_of_the_wrong_type_is_refused_in_one_line(tmp_path, capsys, value, shown, command):
    path = castrum_save(tmp_path, value)
    before = fingerprint(path)
    line = one_line(capsys, 1, command[0], str(path), *command[1:])
    assert line == f"{path}: the save's settings are invalid: option Rounds (timed game) holds {shown}, not a whole number"
    assert fingerprint(path) == before


@pytest.mark.parametrize("command", COMMANDS, ids=" ".join)
def test_the_reason_is_said_in_the_commands_language(tmp_path, capsys, command):
    """--lang fr: the same reason, wholly in French (the option by its French name)."""
    path = castrum_save(tmp_path, "Infinity")
    line = one_line(capsys, 1, command[0], str(path), *command[1:], "--lang", "fr")
    assert line == (f"{path}: les options de la partie sauvegardée sont invalides : l'option "
                    "«\u00a0Manches (partie programmée)\u00a0» contient inf, qui n'est pas un nombre entier")


def test_option_values_of_exactly_their_type_still_load(tmp_path):
    assert load_match_file(castrum_save(tmp_path, "15")).options["rounds"] == 15
    with pytest.raises(SaveError, match=r"option Rounds \(timed game\) must be between 0 and 60"):
        load_match_file(castrum_save(tmp_path, "-3"))


# --- rules changed since the game ---------------------------------------------------------

CALEIRA = (rules_dir() / "caleira.yaml").read_text(encoding="utf-8")
CHANGED = [("en", "These rules have changed since this game."), ("fr", "Ces règles ont changé depuis cette partie.")]
NO_REPLAY = {"en": "the save does not replay", "fr": "la sauvegarde ne se rejoue pas"}


def finished_caleira(tmp_path):
    m = new_game("caleira", ["Ann", "Bob"], 3)
    rng = Rng(3)
    while m.decision is not None:
        m.apply(random_bot.choose(None, m.decision, rng))
    path = tmp_path / "done.json"
    path.write_text(m.to_json(), encoding="utf-8")
    return m, path


@pytest.mark.parametrize("lang,words", CHANGED)
def test_a_finished_game_under_changed_rules_says_so_and_keeps_its_saved_result(tmp_path, capsys, monkeypatch,
                                                                              lang, words):
    m, path = finished_caleira(tmp_path)
    saved = m.result()["scores"]
    before = fingerprint(path)
    use_rules(monkeypatch, "caleira", edit(CALEIRA, ("face_down_points: 1 ", "face_down_points: 2 ")), "edited.yaml")
    loaded = load_match_file(path)
    assert loaded.saved.rules_changed and loaded.saved.result["scores"] == saved
    assert loaded.result()["scores"] != saved  # scored again, the numbers would move: they are not shown
    code, out, err = run(capsys, "replay", str(path), "--lang", lang)
    assert code == 0 and err == "" and "Traceback" not in out
    lines = out.splitlines()
    assert lines[0] == words
    assert lines[2:4] == [f"  Ann: {saved[0]}", f"  Bob: {saved[1]}"]
    code, out, _ = run(capsys, "replay", str(path), "--transcript", "--lang", lang)
    assert code == 0 and out.splitlines()[1] == words
    assert fingerprint(path) == before


def test_the_same_rules_say_nothing_and_a_save_without_a_digest_still_loads(tmp_path, capsys):
    m, path = finished_caleira(tmp_path)
    code, out, _ = run(capsys, "replay", str(path))
    assert code == 0 and "changed" not in out and not load_match_file(path).saved.rules_changed
    doc = json.loads(path.read_text(encoding="utf-8"))
    assert doc["rules"] and doc["result"]["scores"] == m.result()["scores"]
    del doc["rules"], doc["result"]  # as saves were written before
    old = load_match(json.dumps(doc))
    assert not old.saved.rules_changed and old.saved.result is None and old.result() == m.result()


def test_a_changed_text_is_not_a_changed_rule(tmp_path, monkeypatch):
    _, path = finished_caleira(tmp_path)
    use_rules(monkeypatch, "caleira", edit(CALEIRA, ("name: {en: The Castles of Caleira", "name: {en: Caleira")),
              "edited.yaml")
    assert not load_match_file(path).saved.rules_changed


@pytest.mark.parametrize("lang,words", CHANGED)
def test_a_game_that_no_longer_replays_under_changed_rules_keeps_its_saved_result(tmp_path, capsys, monkeypatch,
                                                                                 lang, words):
    m, path = finished_caleira(tmp_path)
    scores = m.result()["scores"]
    before = fingerprint(path)
    use_rules(monkeypatch, "caleira", edit(CALEIRA, ("hand_size: 2 ", "hand_size: 3 ")), "edited.yaml")
    with pytest.raises(SaveError) as err:
        load_match_file(path)
    assert err.value.rules_changed and err.value.result["scores"] == scores
    code, out, err_text = run(capsys, "replay", str(path), "--lang", lang)
    assert code == 1 and "Traceback" not in err_text
    assert err_text.count("\n") == 1 and err_text.startswith(f"{path}: {words} ({NO_REPLAY[lang]}")
    assert out.splitlines()[:2] == [f"  Ann: {scores[0]}", f"  Bob: {scores[1]}"]
    assert fingerprint(path) == before


# --- a rules file broken since -------------------------------------------------------------

@pytest.mark.parametrize("change,words", [
    (lambda text: text.replace("game: caleira", "game: [caleira"), "YAML syntax error"),
    (lambda text: "", "the file is empty"),
    (lambda text: text[:text.index("options:")] + text[text.index("rulings:"):], "the game needs a bool option 'moat'"),
], ids=["broken", "emptied", "without-options"])
@pytest.mark.parametrize("command", COMMANDS, ids=" ".join)
def test_a_broken_rules_file_is_one_line_never_a_traceback(tmp_path, capsys, monkeypatch, change, words, command):
    _, path = finished_caleira(tmp_path)
    folder = tmp_path / "rules"
    folder.mkdir()
    (folder / "caleira.yaml").write_text(change(CALEIRA), encoding="utf-8")
    monkeypatch.setattr(rules_module, "_cache", {})
    monkeypatch.setattr(rules_module, "rules_dir", lambda: folder)
    before = fingerprint(path, folder)
    line = one_line(capsys, 1, command[0], str(path), *command[1:])
    assert line.startswith(f"{path}: the rules of caleira cannot be read: {folder / 'caleira.yaml'}:") and words in line
    with pytest.raises(SaveError):  # load_match_file lets nothing else out
        load_match_file(path)
    assert fingerprint(path, folder) == before


# --- the transcript ------------------------------------------------------------------------

def test_the_transcript_says_it_shows_every_hidden_card(tmp_path, capsys):
    _, path = finished_caleira(tmp_path)
    code, out, _ = run(capsys, "replay", str(path), "--transcript")
    assert code == 0 and out.splitlines()[0].startswith("This transcript shows every hidden card")
    code, out, _ = run(capsys, "replay", str(path), "--transcript", "--lang", "fr")
    assert out.splitlines()[0].startswith("Cette transcription montre toutes les cartes cachées")
    code, out, _ = run(capsys, "replay", "--help")
    assert code == 0 and "it shows every hidden card" in " ".join(out.split())


@pytest.mark.parametrize("seat", [1, 2])
def test_one_seats_transcript_names_no_card_it_never_saw(tmp_path, capsys, seat):
    m = new_game("caleira", ["Ann", "Bob", "Cyd"], 11)
    rng = Rng(5)
    seen: set[str] = set()  # every card id the seat's observation ever showed
    for _ in range(14):
        seen |= set(json.dumps(as_dict(m.observation(seat - 1))).split('"'))
        m.apply(random_bot.choose(None, m.decision, rng))
    seen |= set(json.dumps(as_dict(m.observation(seat - 1))).split('"'))
    names = {c.id: c.name.en for c in m.rules.cards}
    never = {names[c] for c in names if c not in seen}
    path = tmp_path / "mid.json"
    path.write_text(m.to_json(), encoding="utf-8")
    code, everything, _ = run(capsys, "replay", str(path), "--transcript")
    assert code == 0 and any(name in everything for name in never), "the test needs a card this seat never saw"
    code, mine, _ = run(capsys, "replay", str(path), "--seat", str(seat))
    assert code == 0
    lines = mine.splitlines()
    assert lines[0] == f"What {['Ann', 'Bob', 'Cyd'][seat - 1]} could read, and nothing more."
    assert [name for name in never if name in mine] == []
    assert "seed" not in mine  # the seed deals every card
    assert any(line.startswith("You ") for line in lines)  # its own lines, addressed to it


def test_a_seat_the_game_does_not_have_is_refused(tmp_path, capsys):
    _, path = finished_caleira(tmp_path)
    assert one_line(capsys, 2, "replay", str(path), "--seat", "3") == "no seat 3: the game has 2 players"


MAGNA_CARTA = (rules_dir() / "magna_carta.yaml").read_text(encoding="utf-8")
LOOKS = ("    food: {icon: wheat, colour: \"#d6608c\", shape: round}", "    food: {icon: wheat, colour: '#ff00ff', shape: square}")


@pytest.mark.parametrize("change", [
    ("seats: [red, green, orange, blue]", "seats: [blue, orange, green, red]"),
    LOOKS,
    ("  - topic: {en: The Market sells gold", "  - topic: {en: The Market sells its gold"),
    ("rulings:\n  - topic: {en: Income", "rulings:\n  - topic: {en: Extra, fr: Extra}\n    text: {en: x, fr: x}\n"
                                       "  - topic: {en: Income"),
    ("points: 4, icon: castle}", "points: 4, icon: stone-tower}"),
    ("icons: {money: two-coins,", "icons: {money: gold-stack,"),
    ('    cards: "#f0e4c8"', '    cards: "#e0d0b0"'),
    ("  materials: {table: felt, cards: parchment,", "  materials: {table: felt, cards: plain,"),
], ids=["seat colours", "a cube's look", "a ruling's words", "one ruling more", "a section's picture",
        "the game's pictures", "a colour of the palette", "a surface's material"])
def test_a_change_of_looks_is_not_a_changed_rule(tmp_path, monkeypatch, change):
    m = new_game("magna-carta", ["Ann", "Bob"], 3)
    for _ in range(6):
        m.apply(m.legal_actions()[0])
    path = tmp_path / "mc.json"
    path.write_text(m.to_json(), encoding="utf-8")
    use_rules(monkeypatch, "magna-carta", edit(MAGNA_CARTA, change), "edited.yaml")
    assert not load_match_file(path).saved.rules_changed


def test_a_change_of_score_beside_a_change_of_looks_is_a_changed_rule(tmp_path, monkeypatch):
    m = new_game("magna-carta", ["Ann", "Bob"], 3)
    path = tmp_path / "mc.json"
    path.write_text(m.to_json(), encoding="utf-8")
    use_rules(monkeypatch, "magna-carta",
              edit(MAGNA_CARTA, LOOKS, ("deniers_per_point: 3", "deniers_per_point: 4")), "edited.yaml")
    assert load_match_file(path).saved.rules_changed


def test_a_finished_game_under_changed_rules_is_recorded_as_it_was_scored(tmp_path, monkeypatch):
    from caylus_desktop.ui.record import Record

    m, path = finished_caleira(tmp_path)
    saved = m.result()
    use_rules(monkeypatch, "caleira", edit(CALEIRA, ("face_down_points: 1 ", "face_down_points: 2 ")), "edited.yaml")
    loaded = load_match_file(path)
    assert loaded.result()["scores"] != saved["scores"]  # scored again, the numbers would move
    rec = Record(tmp_path / "data").add(loaded)
    assert [s.score for s in rec.seats] == saved["scores"]
    assert [i for i, s in enumerate(rec.seats) if s.winner] == saved["winners"]


def test_a_broken_rules_file_is_said_in_the_commands_language(tmp_path, capsys, monkeypatch):
    """replay --lang fr: the save's reason and the rules file's problem (an emptied file), in French."""
    _, path = finished_caleira(tmp_path)
    folder = tmp_path / "rules"
    folder.mkdir()
    (folder / "caleira.yaml").write_text("", encoding="utf-8")
    monkeypatch.setattr(rules_module, "_cache", {})
    monkeypatch.setattr(rules_module, "rules_dir", lambda: folder)
    line = one_line(capsys, 1, "replay", str(path), "--lang", "fr")
    assert line == f"{path}: les règles de caleira sont illisibles : {folder / 'caleira.yaml'}:1 : le fichier est vide"

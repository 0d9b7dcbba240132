"""check-rules plays a rules file to prove it playable: what never comes into play and what crashes
a game are named with FILE:LINE, without a traceback, the same on every run."""
from __future__ import annotations

import pytest

from caylus_desktop.cli import main
from caylus_desktop.engine import new_game, registry
from caylus_desktop.engine.ops import Op
from caylus_desktop.engine.rules import rules_dir
from caylus_desktop.tools.playcheck import check_file
from tests.edited_rules import use_rules

CALEIRA = (rules_dir() / "caleira.yaml").read_text(encoding="utf-8")
CAYLUS = (rules_dir() / "caylus.yaml").read_text(encoding="utf-8")
WELL_CARD = """  - id: well
    name: {en: Well, fr: Puits}
    points: 1
    text: {en: "No effect.", fr: "Aucun effet."}

"""


def edited(text: str, old: str, new: str) -> str:
    assert text.count(old) == 1, old
    return text.replace(old, new)


def line_of(text: str, needle: str) -> int:
    return text[: text.index(needle)].count("\n") + 1


def check(capsys, *args: str) -> tuple[int, str]:
    code = main(["check-rules", *args])
    out, err = capsys.readouterr()
    assert "Traceback" not in out + err
    return code, out


def problems(out: str) -> list[str]:
    return [line for line in out.splitlines() if not line.startswith("note: ")]


def test_the_shipped_caleira_file_is_playable(capsys):
    code, out = check(capsys, str(rules_dir() / "caleira.yaml"))
    assert code == 0
    # 3 player counts x 4 option corners (moat, tie rule) x 3 games
    assert out.splitlines() == [f"{rules_dir() / 'caleira.yaml'}: ok (36 games played)"]


@pytest.mark.slow
def test_every_shipped_file_is_playable(capsys):
    code, out = check(capsys)
    assert code == 0
    assert sorted(line.split(": ok")[0] for line in out.splitlines() if ": ok (" in line) == sorted(
        str(p) for p in rules_dir().glob("*.yaml"))


def test_a_card_never_dealt_is_never_offered_with_its_line(tmp_path, capsys):
    text = edited(CALEIRA, "\n# The teaching guide", "\n" + WELL_CARD + "# The teaching guide")
    f = tmp_path / "caleira.yaml"
    f.write_text(text, encoding="utf-8")
    code, out = check(capsys, str(f))
    assert code == 1
    assert out.splitlines() == [f"{f}:{line_of(text, '  - id: well')}: cards[well]: never offered in 36 games"]


def test_a_caylus_fixed_building_left_off_the_road_is_a_located_error(tmp_path, capsys):
    """It validates, but no game ever has it: the broken check is reported at the building's line."""
    fixed = """  - id: f_well
    name: {en: Well, fr: Puits}
    category: fixed
    text: {en: "+2 food.", fr: "+2 nourriture."}
    on_worker: [{gain: {food: 2}}]
"""
    anchor = "  # --- wood buildings"
    text = edited(CAYLUS, anchor, fixed + anchor)
    f = tmp_path / "caylus.yaml"
    f.write_text(text, encoding="utf-8")
    code, out = check(capsys, "--games", "1", str(f))
    assert code == 1
    assert problems(out) == [
        f"{f}:{line_of(text, '  - id: f_well')}: buildings[f_well]: breaks a check: f_well: 0 tiles placed, "
        "1 exist (16 of 16 games, first: 2 players, seed 0, action 8)"]
    placed = edited(text, "    - {space: 16, building: gold_mine}", "    - {space: 16, building: gold_mine}\n"
                                                                   "    - {space: 17, building: f_well}")
    f.write_text(placed, encoding="utf-8")
    assert "f_well" not in check(capsys, "--games", "1", str(f))[1]  # on the road, it plays


def _crash_every_deal(monkeypatch) -> None:
    """Every Caleira set-up fails at its deal (a file that cannot be dealt is refused by validation
    now, at its field: tests/hostile/test_rules_files.py)."""
    import caylus_desktop.games.caleira.flow as flow

    def deal(*args, **kwargs):
        raise IndexError("pop from empty list")
    monkeypatch.setattr(flow, "deal", deal)


def test_data_that_crashes_every_game_is_a_located_error(tmp_path, capsys, monkeypatch):
    _crash_every_deal(monkeypatch)
    text = edited(CALEIRA, "hand_size: 2 ", "hand_size: 2   ")  # an edited copy, as a modder's
    f = tmp_path / "caleira.yaml"
    f.write_text(text, encoding="utf-8")
    code, out = check(capsys, str(f))
    assert code == 1
    (line,) = problems(out)
    assert line.startswith(f"{f}:1: crashes a game: IndexError: ")
    assert "(36 of 36 games, first: 2 players, seed 0, at setup)" in line


def test_a_crash_inside_an_effect_names_the_entry_and_its_line(tmp_path, monkeypatch, capsys):
    """The Wizard Tower's effect fails: the report names its line in the file, whatever the cause."""
    ops = registry.spec("caleira").ops

    def broken(state, frame):
        raise KeyError("top")
    monkeypatch.setitem(ops, "reorder_top", Op("reorder_top", broken, None, ops["reorder_top"].args))
    text = edited(CALEIRA, "hand_size: 2 ", "hand_size: 2   ")  # an edited copy, as a modder's
    f = tmp_path / "caleira.yaml"
    f.write_text(text, encoding="utf-8")
    code, out = check(capsys, str(f))
    assert code == 1
    (line,) = problems(out)
    where = line_of(text, "      - reorder_top: {count: 3}")
    assert line.startswith(f"{f}:{where}: cards[wizard_tower].on_reveal[0].reorder_top: crashes a game: KeyError: 'top' (")


def test_the_report_is_the_same_every_time(capsys):
    """Random play is seeded: what it reached, and so what it reports it did not, repeat exactly."""
    first = check(capsys, "--games", "1", str(rules_dir() / "magna_carta.yaml"))
    assert "never offered in 6" in first[1]  # one game per configuration leaves some cards unoffered
    assert check(capsys, "--games", "1", str(rules_dir() / "magna_carta.yaml")) == first


def test_games_zero_only_validates_and_a_negative_count_is_refused(tmp_path, capsys, monkeypatch):
    _crash_every_deal(monkeypatch)  # a file whose every game would crash: not played
    text = edited(CALEIRA, "hand_size: 2 ", "hand_size: 2   ")
    f = tmp_path / "caleira.yaml"
    f.write_text(text, encoding="utf-8")
    assert check(capsys, "--games", "0", str(f)) == (0, f"{f}: ok\n")
    assert main(["check-rules", "--games", "-1", str(f)]) == 2
    assert "--games" in capsys.readouterr().err


def test_games_stopped_by_the_time_bound_judge_no_entry(tmp_path):
    text = edited(CALEIRA, "\n# The teaching guide", "\n" + WELL_CARD + "# The teaching guide")
    f = tmp_path / "caleira.yaml"
    f.write_text(text, encoding="utf-8")
    report = check_file(f, games=3, seconds=0)  # the bound has passed before the first game
    assert report.issues == [] and report.games == 0
    assert report.notes == [f"{f}: stopped at the time bound (0 s) after 0 games; entries never offered are not reported"]


def test_a_choice_no_player_can_afford_is_a_located_note(tmp_path, capsys):
    old = "on_worker: [{exchange: {offers: [{pay: {money: 2}, gain: {non_gold: 1}}]}}]"
    text = edited(CAYLUS, old, old.replace("}}]}}]", "}}, {pay: {money: 900}, gain: {gold: 1}}]}}]"))
    f = tmp_path / "caylus.yaml"
    f.write_text(text, encoding="utf-8")
    out = check(capsys, "--games", "1", str(f))[1]
    line = line_of(text, "{pay: {money: 900}")
    notes = [n for n in out.splitlines() if "f_peddler" in n]
    assert notes == [f"note: {f}:{line}: buildings[f_peddler].on_worker[0].exchange.offers[1]: "
                     "a choice never offered in 16 random games"]


# one count edited per game: check-rules plays the copy without a problem, and a game with it shows the change
COUNT_EDITS = [
    ("caylus", "caylus.yaml", "  workers: 6 ", "  workers: 7 ", lambda seat: seat.workers_home == 7),
    ("magna-carta", "magna_carta.yaml", "  workers: 4\n", "  workers: 5\n", lambda seat: seat.workers == 5),
    ("caleira", "caleira.yaml", "hand_size: 2 ", "hand_size: 3 ", lambda seat: seat.hand_count == 4),  # and a draw
    ("castrum", "castrum.yaml", "hand_size: 5 ", "hand_size: 6 ", lambda seat: seat.hand_count == 6),
]


@pytest.mark.parametrize("game,file,old,new,shows", [
    pytest.param(*e, id=e[0], marks=[pytest.mark.slow] if e[0] == "castrum" else []) for e in COUNT_EDITS])
def test_an_edited_count_plays_and_shows_in_play(game, file, old, new, shows, tmp_path, monkeypatch, capsys):
    text = edited((rules_dir() / file).read_text(encoding="utf-8"), old, new)
    f = tmp_path / file
    f.write_text(text, encoding="utf-8")
    code, out = check(capsys, str(f))
    assert code == 0 and problems(out) == [line for line in out.splitlines() if ": ok (" in line], out
    shipped = new_game(game, 2, 1)  # the shipped file does not show it: the change comes from the edit
    seat = shipped.decision.seat
    assert not shows(shipped.observation(seat).seats[seat])
    use_rules(monkeypatch, game, text, file)
    m = new_game(game, 2, 1)
    assert shows(m.observation(seat).seats[seat])


def test_a_magna_carta_product_the_file_does_not_declare_is_a_located_error(tmp_path, capsys):
    text = edited((rules_dir() / "magna_carta.yaml").read_text(encoding="utf-8"),
                  "on_build: [{stock_card: {cube: wood}}]", "on_build: [{stock_card: {cube: cloth}}]")
    f = tmp_path / "magna_carta.yaml"
    f.write_text(text, encoding="utf-8")
    code, out = check(capsys, str(f))
    assert code == 1
    (line,) = problems(out)
    assert line.startswith(f"{f}:{line_of(text, '{cube: cloth}')}: buildings[1].on_build[0].stock_card.cube: ")
    assert "unknown resource cloth" in line

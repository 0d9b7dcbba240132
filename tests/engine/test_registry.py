"""Games register themselves with the engine; users of the package still just call new_game."""
from __future__ import annotations

import dataclasses
import subprocess
import sys
from pathlib import Path

import pytest

from caylus_desktop.engine import RulesError, new_game, registry, rules
from caylus_desktop.engine.rules import overview_for, rules_dir, rules_for

ROOT = Path(__file__).resolve().parents[2]


def test_the_four_games_are_registered_in_menu_order():
    assert registry.game_ids() == ("caylus", "magna-carta", "caleira", "castrum")


def test_new_game_works_for_a_user_who_imports_only_the_engine():
    code = ("from caylus_desktop.engine import new_game\n"
            "m = new_game('magna-carta', 3, seed=2)\n"
            "print(m.decision.seat, len(m.legal_actions()) > 0)")
    p = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True,
                       env={"PATH": "", "PYTHONPATH": str(ROOT)}, timeout=120)
    assert p.returncode == 0, p.stderr
    assert p.stdout.split()[1] == "True"


def test_an_unknown_game_names_the_known_ones():
    with pytest.raises(ValueError, match="unknown game 'chess'; available: caylus, magna-carta, caleira, castrum"):
        new_game("chess")


def test_a_second_game_under_a_taken_id_is_refused():
    impostor = dataclasses.replace(registry.spec("caleira"), rules_file="other.yaml")
    with pytest.raises(ValueError, match="two games register the id 'caleira'"):
        registry.register(impostor)
    assert registry.spec("caleira").rules_file == "caleira.yaml"


def _fresh(code: str) -> list[str]:
    p = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True,
                       env={"PATH": "", "PYTHONPATH": str(ROOT)}, timeout=120)
    assert p.returncode == 0, p.stderr
    return p.stdout.split()


# the games whose rules code is imported (a game's package itself only declares the game)
GAMES_LOADED = ("import sys; print(','.join(sorted(m.split('.')[2] for m in sys.modules "
                "if m.startswith('caylus_desktop.games.') and m.endswith('.spec'))) or '-')\n")


def test_a_game_is_imported_the_first_time_its_spec_is_asked_and_not_before():
    code = ("import caylus_desktop\n"
            "from caylus_desktop.engine import registry\n"
            "from caylus_desktop.engine.rules import overview_for\n"
            "print(','.join(registry.game_ids()))\n"
            "[overview_for(g) for g in registry.game_ids()]\n" + GAMES_LOADED +
            "assert registry.spec('caleira').id == 'caleira'\n" + GAMES_LOADED +
            "from caylus_desktop.games import heuristics\n"
            "assert heuristics('castrum') is heuristics('castrum')\n" + GAMES_LOADED)
    assert _fresh(code) == ["caylus,magna-carta,caleira,castrum", "-", "caleira", "caleira,castrum"]


def test_reading_a_rules_file_imports_only_its_game():
    code = ("from caylus_desktop.engine.rules import load_rules_file, rules_dir\n"
            "load_rules_file(rules_dir() / 'magna_carta.yaml')\n" + GAMES_LOADED)
    assert _fresh(code) == ["magna_carta"]


@pytest.mark.parametrize("game", ["caylus", "magna-carta", "caleira", "castrum"])
def test_the_overview_is_what_the_full_rules_say(game):
    full, head = rules_for(game), overview_for(game)
    assert (head.name, head.tagline, head.players, head.options) == (full.name, full.tagline, full.players, full.options)


def test_the_overview_of_a_broken_file_names_the_line(tmp_path, monkeypatch):
    text = (rules_dir() / "caleira.yaml").read_text(encoding="utf-8")
    head, sep, tail = text.partition("players: {min: 2, max: 4}")
    assert sep, "the test expects Caleira's player count on one line"
    (tmp_path / "caleira.yaml").write_text(head + "players: {min: 5, max: 4}" + tail, encoding="utf-8")
    monkeypatch.setattr(rules, "rules_dir", lambda: tmp_path)
    monkeypatch.setattr(rules, "_overviews", {})
    with pytest.raises(RulesError, match=rf"caleira.yaml:{head.count(chr(10)) + 1}: players: .*min is larger than max"):
        overview_for("caleira")


def test_a_loader_must_register_the_game_it_was_declared_for(monkeypatch):
    monkeypatch.setattr(registry, "_DECLARED", dict(registry._DECLARED))
    # its rules code is another game's: importing it registers no 'ghost'
    registry.declare(registry.Declaration("ghost", "ghost.yaml", package="caylus_desktop.games.caleira"))
    assert registry.game_ids()[-1] == "ghost" and registry.rules_file("ghost") == "ghost.yaml"
    with pytest.raises(ValueError, match="loading game 'ghost' did not register it"):
        registry.spec("ghost")


def test_a_game_registers_the_rules_file_it_was_declared_with(monkeypatch):
    monkeypatch.setattr(registry, "_SPECS", {g: s for g, s in registry._SPECS.items() if g != "caleira"})
    with pytest.raises(ValueError, match="'caleira' is declared with caleira.yaml but registers other.yaml"):
        registry.register(dataclasses.replace(registry.spec("castrum"), id="caleira", rules_file="other.yaml"))


def test_the_overview_reads_the_file_only_as_far_as_it_needs(tmp_path, monkeypatch):
    # a mistake below the options: the menu still shows the game, Start reports the mistake
    text = (rules_dir() / "caleira.yaml").read_text(encoding="utf-8") + "\nplayers: [unclosed\n"
    (tmp_path / "caleira.yaml").write_text(text, encoding="utf-8")
    monkeypatch.setattr(rules, "rules_dir", lambda: tmp_path)
    monkeypatch.setattr(rules, "_overviews", {})
    assert overview_for("caleira").players == rules_for("caleira").players
    with pytest.raises(RulesError, match=r"caleira.yaml:\d+: YAML syntax error"):
        rules.load_rules_file(tmp_path / "caleira.yaml")


def test_a_second_declaration_under_a_taken_id_is_refused(monkeypatch):
    monkeypatch.setattr(registry, "_DECLARED", dict(registry._DECLARED))
    same = registry.declaration("caleira")
    assert registry.declare(dataclasses.replace(same)) == same  # the same declaration again: no harm
    with pytest.raises(ValueError, match="two games declare the id 'caleira'"):
        registry.declare(dataclasses.replace(same, renderer=None))
    assert registry.declaration("caleira").renderer == "caylus_desktop.ui.tables.caleira"
    with pytest.raises(ValueError, match="unknown game 'chess'"):
        registry.declaration("chess")

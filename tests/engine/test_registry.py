"""Games register themselves with the engine; users of the package still just call new_game."""
from __future__ import annotations

import dataclasses
import subprocess
import sys
from pathlib import Path

import pytest

from caylus_desktop.engine import new_game, registry

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

"""docs/rules-language.md documents every operation of every game."""
from pathlib import Path

from caylus_desktop.games import GAME_IDS, spec

DOC = (Path(__file__).resolve().parents[2] / "docs" / "rules-language.md").read_text(encoding="utf-8")


def test_every_operation_is_documented():
    missing = [f"{g}:{name}" for g in GAME_IDS for name in spec(g).ops if f"`{name}`" not in DOC]
    assert not missing, f"document these operations: {missing}"


def test_every_yaml_argument_is_documented():
    missing = []
    for g in GAME_IDS:
        for name, op in spec(g).ops.items():
            for field in (op.args.model_fields if op.args else {}):
                if f"`{field}`" not in DOC:
                    missing.append(f"{name}.{field}")
    assert not missing, f"document these arguments: {missing}"

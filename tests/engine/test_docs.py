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


def test_every_shared_module_has_its_section():
    """Each module of the shared vocabulary (engine/ops/) is described under its own heading."""
    ops = Path(__file__).resolve().parents[2] / "caylus_desktop" / "engine" / "ops"
    headings = [line for line in DOC.splitlines() if line.startswith("### ")]
    missing = [m.name for m in ops.glob("*.py") if m.name != "__init__.py"
               and not any(f"(`engine/ops/{m.name}`)" in h for h in headings)]
    assert not missing, f"document these shared modules under a heading of their own: {missing}"

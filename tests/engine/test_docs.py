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


# The list of the shared vocabulary: each item needs a row in the section's index table
# (its module and the games using it) and an entry of its own, a heading, with an example.
VOCABULARY = ("gain", "pay", "exchange", "choose one", "optional", "repeat", "for each seat", "move a token",
              "draw", "discard", "reveal", "peek", "reorder", "select a target", "roll a die")


def _shared_section() -> str:
    start = DOC.index("## The shared vocabulary")
    return DOC[start:DOC.index("\n## ", start + 1)]


def _entries(section: str) -> dict[str, str]:
    """Each ### or #### heading's title (lower case, without its module) and the text under it."""
    entries, title = {}, None
    for line in section.splitlines():
        if line.startswith(("### ", "#### ")):
            title = line.lstrip("#").split(" (`")[0].strip().lower()
            entries[title] = ""
        elif title is not None:
            entries[title] += line + "\n"
    return entries


def test_every_vocabulary_item_has_an_index_row_naming_its_module_and_games():
    rows = {}
    for line in _shared_section().splitlines():
        cells = [c.strip() for c in line.strip().strip("|").split("|")]
        if line.startswith("|") and len(cells) == 3:
            rows[cells[0]] = cells
    missing = [item for item in VOCABULARY
               if item not in rows or not rows[item][1] or not any(
                   game in rows[item][2] for game in ("Caylus", "Magna Carta", "Caleira", "Castrum"))]
    assert not missing, f"give these vocabulary items an index row with their module and games: {missing}"


def test_every_vocabulary_item_has_an_entry_with_an_example():
    entries = _entries(_shared_section())
    missing = [item for item in VOCABULARY
               if not any("```" in text for title, text in entries.items()
                          if title == item or title.startswith(item + " "))]  # "move a token along a track"
    assert not missing, f"give these vocabulary items a heading of their own with an example: {missing}"

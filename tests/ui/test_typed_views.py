"""The window reads observations by attribute, never by key: a scan of every module that reads them
(the ui, the bots, the tools) for a subscript or ``.get`` with a field name of a view type on
something that holds an observation or a part of one (``obs``, ``info``, ``.seats[...]``...). A
field the game forgot then fails where the observation is built (tests/engine/test_views.py), not
as a default in a table."""
from __future__ import annotations

import ast
import dataclasses
import importlib
import re
from pathlib import Path

from caylus_desktop import games

PACKAGE = Path(__file__).resolve().parents[2] / "caylus_desktop"
READERS = ("ui", "bots", "tools")
# what names an observation or a part of it in the readers' code
HOLDER = re.compile(r"(^|\.)(obs|info|observation\(.*\)|seats\[.*\]|specials|castle|gallery\[.*\])$|\.data$")


def _field_names() -> set[str]:
    modules = ["caylus_desktop.engine.view"] + [games.spec(g).observe.__module__ for g in games.GAME_IDS]
    names = set()
    for name in modules:
        module = importlib.import_module(name)
        for value in vars(module).values():
            if isinstance(value, type) and dataclasses.is_dataclass(value) and value.__module__ == name:
                names |= {f.name for f in dataclasses.fields(value)}
    return names


def keyed_reads(source: str, fields: set[str], where: str = "<source>") -> list[str]:
    """Every ``holder["field"]`` and ``holder.get("field"...)`` in ``source``."""
    out = []
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Subscript):
            holder, key = node.value, node.slice
        elif (isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and node.func.attr == "get"
              and node.args):
            holder, key = node.func.value, node.args[0]
        else:
            continue
        if isinstance(key, ast.Constant) and key.value in fields and HOLDER.search(ast.unparse(holder)):
            out.append(f"{where}:{node.lineno}: {ast.unparse(node)}")
    return out


def test_the_scan_finds_a_keyed_read_of_an_observation():
    fields = _field_names()
    assert keyed_reads('n = len(view.obs["seats"])', fields)
    assert keyed_reads('x = info.get("out")', fields)
    assert keyed_reads('x = m.observation(0)["round"]', fields)
    assert keyed_reads('x = obs.seats[s]["hand"]', fields)
    assert not keyed_reads('n = len(view.obs.seats)', fields)
    assert not keyed_reads('x = info.resources["money"]', fields)  # a mapping keyed by resource id


def test_no_reader_reads_an_observation_by_key():
    fields = _field_names()
    found = []
    for folder in READERS:
        for path in sorted((PACKAGE / folder).rglob("*.py")):
            found += keyed_reads(path.read_text(encoding="utf-8"), fields, str(path.relative_to(PACKAGE)))
    assert found == [], "\n".join(found)

"""Write ``docs/observations.md``: the typed observation of every game, from its dataclasses.

The shared shape is ``caylus_desktop/engine/view.py``; each game's own types are the dataclasses
its ``observe`` module declares (the module of its GameSpec's ``observe``). A field's meaning is
the comment at the end of its line there, so the code and the page cannot say different things;
a field without one is an error.

    python tools/make_observation_docs.py          # rewrite the page
    python tools/make_observation_docs.py --check  # exit 1 if the committed page is out of date
"""
from __future__ import annotations

import argparse
import ast
import dataclasses
import importlib
import inspect
import io
import sys
import tokenize
from pathlib import Path
from types import ModuleType

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:  # run as a script from anywhere
    sys.path.insert(0, str(ROOT))

from caylus_desktop import games  # noqa: E402  (declares the games)
from caylus_desktop.engine import view  # noqa: E402

OUT = ROOT / "docs" / "observations.md"

HEAD = """# Observations

What one seat sees of a match: `Match.observation(seat)` returns the game's typed observation, a
frozen dataclass; bots get it as `SeatView.data`, the window's tables read its attributes. Every
field is required: a game that leaves one out fails where the observation is built. `None` is a
value only where a field says what it stands for. `Match.observation(seat, private=False)` is the
same type with what only that seat knows taken out (the hotseat screen before its person shows
their hand). `engine.view.as_dict` gives the plain JSON form (tuples as lists) for tools and checks.

Written by `python tools/make_observation_docs.py` from the dataclasses (each field's meaning is
the comment on its line); do not edit by hand.
"""


def _comments(source: str) -> dict[int, str]:
    """The comment ending each line of ``source``, by line number (from 1)."""
    out = {}
    for tok in tokenize.generate_tokens(io.StringIO(source).readline):
        if tok.type == tokenize.COMMENT:
            out[tok.start[0]] = tok.string.lstrip("#").strip()
    return out


def fields_of(cls: type) -> list[tuple[str, str, str]]:
    """(name, type, meaning) of each field ``cls`` declares in its own body, in order."""
    source = inspect.getsource(cls)
    comments = _comments(source)
    body = ast.parse(source).body[0]
    assert isinstance(body, ast.ClassDef)
    out = []
    for node in body.body:
        if isinstance(node, ast.AnnAssign) and isinstance(node.target, ast.Name):
            meaning = comments.get(node.lineno)
            if not meaning:
                raise ValueError(f"{cls.__module__}.{cls.__qualname__}.{node.target.id}: no comment says what it means")
            out.append((node.target.id, ast.unparse(node.annotation), meaning))
    return out


def types_of(module: ModuleType) -> list[type]:
    """The dataclasses ``module`` declares, in the order it declares them."""
    return [v for v in vars(module).values()
            if isinstance(v, type) and dataclasses.is_dataclass(v) and v.__module__ == module.__name__]


def _section(cls: type) -> list[str]:
    bases = [b.__name__ for b in cls.__bases__ if dataclasses.is_dataclass(b)]
    lines = [f"### `{cls.__name__}`", ""]
    doc = inspect.getdoc(cls)
    if doc:
        lines += [doc, ""]
    if bases:
        lines += [f"Every field of `{bases[0]}`, and:", ""]
    lines += ["| Field | Type | Meaning |", "|---|---|---|"]
    for name, annotation, meaning in fields_of(cls):
        # a pipe inside a table cell ends the cell, even in code
        lines.append(f"| `{name}` | `{annotation.replace('|', chr(92) + '|')}` | {meaning.replace('|', chr(92) + '|')} |")

    return lines + [""]


def render() -> str:
    lines = [HEAD, "## Shared by every game", "", f"`{view.__name__}`", ""]
    for cls in types_of(view):
        lines += _section(cls)
    for game in games.GAME_IDS:
        module = importlib.import_module(games.spec(game).observe.__module__)
        lines += [f"## {game}", "", f"`{module.__name__}`", ""]
        for cls in types_of(module):
            lines += _section(cls)
    return "\n".join(lines).rstrip() + "\n"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="exit 1 if the committed page is out of date")
    args = parser.parse_args(argv)
    text = render()
    if args.check:
        current = OUT.read_text(encoding="utf-8") if OUT.exists() else ""
        if current != text:
            print(f"{OUT.relative_to(ROOT)} is out of date: run python tools/make_observation_docs.py")
            return 1
        return 0
    OUT.write_text(text, encoding="utf-8")
    print(f"wrote {OUT.relative_to(ROOT)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())

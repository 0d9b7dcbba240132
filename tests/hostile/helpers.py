"""The attacker's harness: run a command as the player would, and check what they get back."""
from __future__ import annotations

import hashlib
from pathlib import Path

import pytest

from caylus_desktop.cli import main


def run(capsys, *argv: str) -> tuple[int, str, str]:
    """The exit status, standard output and standard error of ``caylus-desktop ARGV``."""
    try:
        code = main(list(argv))
    except SystemExit as exc:  # argparse's usage errors
        code = exc.code
    out = capsys.readouterr()
    return code, out.out, out.err


def one_line(capsys, status: int, *argv: str) -> str:
    """The one line a refused command prints (on either stream), after checking its exit status."""
    code, out, err = run(capsys, *argv)
    text = (out + err).strip()
    assert "Traceback" not in text, text
    assert code == status, (code, text)
    assert text and "\n" not in text, text
    return text


def fingerprint(*paths: Path) -> dict:
    """What the player's files hold (and whether they exist), to check nothing changed."""
    out = {}
    for p in paths:
        for f in ([p] if not p.is_dir() else sorted(p.rglob("*"))):
            out[str(f)] = hashlib.sha256(f.read_bytes()).hexdigest() if f.is_file() else f.exists()
    return out


__all__ = ["fingerprint", "one_line", "pytest", "run"]

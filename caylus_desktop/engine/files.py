"""Reading a file the player names (a rules file, a save): bounded, and never stuck.

A path may name something endless (/dev/zero), huge, or a pipe nobody writes to, on which
opening alone would wait forever; every reader here gets at most ``limit + 1`` bytes, so the
caller can tell "too large" from "fits".
"""
from __future__ import annotations

import errno
import os
import stat
from pathlib import Path


def read_bounded(path: str | Path, limit: int) -> bytes:
    """Up to ``limit + 1`` bytes of the file; OSError (with a reason) for what is not a file to read."""
    mode = os.stat(path).st_mode
    if stat.S_ISFIFO(mode) or stat.S_ISSOCK(mode):
        raise OSError(0, "a pipe or socket, not a file")
    if stat.S_ISDIR(mode):
        raise IsADirectoryError(errno.EISDIR, "a folder, not a file")
    with open(path, "rb") as f:
        return f.read(limit + 1)

"""Where a command writes (a picture, a folder of pictures, a schema): checked before any work.

A folder named as a file, a device (/dev/full), a pseudo-file (/proc/version: it opens, and
what is written goes nowhere) or a place nobody may write in is refused with one reason, so
that a command never works for a minute and then ends in a traceback, or says it wrote a file
it did not write. Nothing the player has is changed by the check: an existing file is opened
to append nothing, and the folder is probed with a temporary file that is removed at once.
"""
from __future__ import annotations

import os
import stat
import tempfile
from pathlib import Path


def output_problem(path: Path, folder: bool = False) -> str | None:
    """Why ``path`` cannot take a file (``folder``: files) written there; None when it can.
    A folder still to be made is judged by the nearest one that exists."""
    try:
        mode = os.stat(path).st_mode
    except FileNotFoundError:
        mode = None
    except OSError as exc:
        return exc.strerror or str(exc)
    if mode is not None:
        if folder and not stat.S_ISDIR(mode):
            return "not a folder"
        if not folder and stat.S_ISDIR(mode):
            return "a folder, not a file"
        if not folder and not stat.S_ISREG(mode):
            return "a device, a pipe or a socket, not a file"
        if not folder:
            try:
                with open(path, "ab"):  # appends nothing: a pseudo-file or a read-only one says no here
                    pass
            except OSError as exc:
                return f"it cannot be written ({exc.strerror or exc})"
    where = path if folder and mode is not None else path.parent
    while not where.exists() and where != where.parent:
        where = where.parent
    try:
        with tempfile.NamedTemporaryFile(dir=where, prefix=".probe-"):
            pass
    except OSError as exc:
        return f"nothing can be written in {where} ({exc.strerror or exc})"
    return None

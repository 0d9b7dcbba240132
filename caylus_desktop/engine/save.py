"""Saves: seed + options + action list, with a hash of the final position.

Loading replays the actions, so a save is valid exactly when the rules still
accept every action; the hash catches edits that happen to stay legal.

Format 2 (written now) holds ``position_hash``, compared with ``State.position_hash``.
Format 1 holds ``state_hash``, a hash of the whole state with the interpreter's frames as
they were named then: it is compared with the replayed state written with each game's
``v1_context`` and ``v1_ops`` (the context keys, operations and argument fields renamed
since, under their old names).
"""
from __future__ import annotations

import json
import os
import re
import tempfile
from pathlib import Path
from typing import Any

from caylus_desktop.engine import match as match_module
from caylus_desktop.engine import registry
from caylus_desktop.engine.actions import Action, IllegalAction, excerpt
from caylus_desktop.engine.defs import OptionError, resolve_options
from caylus_desktop.engine.files import read_bounded
from caylus_desktop.engine.match import replay
from caylus_desktop.engine.messages import Message, Text, said
from caylus_desktop.engine.rng import MAX_SEED
from caylus_desktop.engine.rules import RulesError
from caylus_desktop.engine.save_format import FORMAT, VERSION, Saved, rules_digest
from caylus_desktop.engine.voice import Voice

# Saves are refused beyond this: a finished game saves in at most 15 KB (random play,
# every game and player count), a long Castrum classic game in some hundreds.
MAX_SAVE_BYTES = 2_000_000
MAX_REASON = 240  # characters of a SaveError: it is shown in a message box
_BLANKS = re.compile(r"[^\S\u00a0]+")  # runs of white space, line breaks included, but no no-break space


class SaveError(Exception):
    """A save that cannot be loaded. ``reason`` says why as a message (id + parameters, the engine
    builds no sentence): ``say(voice)`` is that one line in the reader's language, ``str()`` in
    English. ``rules_changed``: the save was played under other rules than today's (the window
    says so in the player's words); then ``result`` is a finished game's result as saved, with
    its seats' ``names``."""

    def __init__(self, reason: Text, rules_changed: bool = False, kind: str = "",
                 result: dict | None = None, names: tuple[str, ...] = ()) -> None:
        self.reason = reason
        self.rules_changed = rules_changed
        self.result, self.names = result, names
        self.kind = kind  # json_document's: too_large, not_json, long_number, too_deep (the window words them)
        super().__init__(self.say(Voice()))

    def say(self, voice: Voice) -> str:
        """Why, on one short line in ``voice``'s language: the reason may quote the save's own (edited) text,
        and it is shown in a message box."""
        # (a no-break space is the language's own, "«\u00a0Manches\u00a0»": it stays)
        reason = _BLANKS.sub(" ", said(self.reason, voice)[:4 * MAX_REASON]).strip(" ")
        return reason if len(reason) <= MAX_REASON else reason[:MAX_REASON - 1] + "…"


def _field(data: dict, name: str, kind: type | tuple) -> Any:
    if name not in data:
        raise SaveError(Message("the save has no '{}'", (name,)))
    value = data[name]
    if not isinstance(value, kind) or (kind is int and isinstance(value, bool)):
        raise SaveError(Message("the save's '{}' has the wrong type", (name,)))
    return value


def _migrate(data: dict) -> dict:
    """Check the save's version: every version up to this one is read (see ``_proof``)."""
    version = data.get("version")
    if not isinstance(version, int) or isinstance(version, bool):
        raise SaveError(Message("the save has no valid format version"))
    if version > VERSION:
        raise SaveError(Message("the save is from a newer version of the app (format {}, this app reads up to {})",
                                (excerpt(version), VERSION)))
    if version < 1:
        raise SaveError(Message("the save's format version {} is not supported", (str(version),)))
    return data


def _v1_hash(m) -> str:
    """The hash a format-1 save holds: the whole state, frames under their old operation names,
    argument fields and context keys."""
    return m.state.state_hash(m.spec.v1_frame)


def _proof(version: int):
    """The field holding a save's hash, and how to hash the replayed match to compare with it."""
    if version == 1:
        return "state_hash", _v1_hash
    return "position_hash", lambda m: m.position_hash()


THE_SAVE = Message("the save")  # what json_document reads, as the subject of its reasons


def json_document(text: str | bytes, what: Message = THE_SAVE) -> Any:
    """JSON text read within a save's bounds (its size, numbers of sane length, nesting that
    Python reads without running out of stack); a one-line SaveError otherwise. The app's
    settings are read with it too (``what``: the settings file)."""
    if len(text) > MAX_SAVE_BYTES:
        raise SaveError(Message("{} is larger than the app reads ({} bytes at most)", (what, MAX_SAVE_BYTES)),
                        kind="too_large")
    try:
        return json.loads(text)
    except json.JSONDecodeError as exc:
        raise SaveError(Message("{} is not valid JSON (line {}, column {})", (what, exc.lineno, exc.colno)),
                        kind="not_json") from None
    except UnicodeDecodeError:
        raise SaveError(Message("{} is not valid JSON (it is not UTF-8 text)", (what,)), kind="not_json") from None
    except ValueError:  # Python refuses to read an integer of thousands of digits
        raise SaveError(Message("{} holds a number too long to be real", (what,)), kind="long_number") from None
    except RecursionError:
        raise SaveError(Message("{} is not valid JSON (nested too deeply)", (what,)), kind="too_deep") from None


def load_match(text: str | bytes):
    data = json_document(text)
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise SaveError(Message("this is not a caylus-desktop save"))
    data = _migrate(data)
    game = _field(data, "game", str)
    if game not in registry.game_ids():
        raise SaveError(Message("the save is for an unknown game {}", (excerpt(game),)))
    seats = _field(data, "seats", list)
    options = _field(data, "options", dict)
    seed = _field(data, "seed", int)
    if abs(seed) > MAX_SEED:
        raise SaveError(Message("the save's seed is out of range (it must fit in 64 bits)"))
    raw_actions = _field(data, "actions", list)
    proof_field, proof = _proof(data["version"])
    expected = _field(data, proof_field, str)
    digest = data.get("rules")  # saves written before the digest have none: nothing to compare
    if digest is not None and not isinstance(digest, str):
        raise SaveError(Message("the save's '{}' has the wrong type", ("rules",)))
    result = _saved_result(data.get("result"), len(seats))
    keys = []
    for a in raw_actions:
        try:
            keys.append(Action.key_from_json(a))
        except ValueError:
            raise SaveError(Message("the save's action list is damaged: malformed action {}", (excerpt(a),))) from None
    changed = False
    try:
        defs = match_module.rules_for(game)
        changed = digest is not None and digest != rules_digest(defs)
        options = resolve_options(defs.options, options, exact=True)
        m = replay(game, seats, seed, options, keys)
    except RulesError as exc:  # the rules file itself is broken: the save cannot be judged
        raise SaveError(Message("the rules of {} cannot be read: {}", (game, exc.issues[0].text()))) from None
    except IllegalAction as exc:
        why = (Message("the save does not replay: its action {}, {}, is not legal at that point", (exc.at, exc.action))
               if exc.at else Message("the save does not replay: {}", (str(exc),)))
        raise _refused(why, changed, result, seats) from None
    except OptionError as exc:
        raise _refused(Message("the save's settings are invalid: {}", (exc.reason,)), changed, result, seats) from None
    except (ValueError, TypeError) as exc:
        raise _refused(Message("the save's settings are invalid: {}", (str(exc),)), changed, result, seats) from None
    if proof(m) != expected:
        if changed:
            raise _refused(Message("the save does not replay to the position it was saved at"), True, result, seats)
        raise SaveError(Message("the save was altered: its final state does not match its hash"))
    m.saved = Saved(changed, result)
    return m


def _refused(reason: Message, changed: bool, result: dict | None, seats: list) -> SaveError:
    """The SaveError of a save that does not replay; played under other rules, it keeps the
    result it was saved with, readable with its seats' names."""
    if not changed:
        return SaveError(reason)
    try:
        names = tuple(spec.name for spec in match_module.seat_specs(seats))
    except (ValueError, TypeError):
        names, result = (), None
    return SaveError(reason, True, result=result, names=names)


def _saved_result(value: Any, seats: int) -> dict | None:
    """A finished game's result as saved: a score per seat and the winners (seat numbers)."""
    if value is None:
        return None
    if not isinstance(value, dict):
        raise SaveError(Message("the save's '{}' has the wrong type", ("result",)))
    scores, winners = value.get("scores"), value.get("winners")
    whole = lambda x: type(x) is int and abs(x) <= 1_000_000  # noqa: E731
    if not (isinstance(scores, list) and len(scores) == seats and all(map(whole, scores))
            and isinstance(winners, list) and len(winners) <= seats
            and all(type(w) is int and 0 <= w < seats for w in winners)):
        raise SaveError(Message("the save's 'result' is damaged"))
    return {"scores": scores, "winners": winners}


def write_atomic(path: str | Path, text: str) -> None:
    """Write the file next to its destination, flush it to disk, then rename over it."""
    target = Path(path)
    target.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=f".{target.name}.", suffix=".tmp", dir=target.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as f:
            f.write(text)
            f.flush()
            os.fsync(f.fileno())
        os.replace(tmp, target)
    except BaseException:
        try:
            os.unlink(tmp)
        except OSError:
            pass
        raise


def save_match(match: Any, path: str | Path) -> None:
    write_atomic(path, match.to_json())


def load_match_file(path: str | Path):
    try:
        text = read_bounded(path, MAX_SAVE_BYTES)
    except FileNotFoundError:
        raise SaveError(Message("cannot read {}: there is no such file", (str(path),))) from None
    except PermissionError:
        raise SaveError(Message("cannot read {}: permission denied", (str(path),))) from None
    except IsADirectoryError:
        raise SaveError(Message("cannot read {}: it is a folder, not a file", (str(path),))) from None
    except OSError as exc:  # rarer faults: the system's own words
        raise SaveError(Message("cannot read {}: {}", (str(path), exc.strerror or str(exc)))) from None
    return load_match(text)

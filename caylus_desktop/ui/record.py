"""The player's record: every game finished in the window, kept in SQLite, and what it adds up to.

``record.sqlite3`` in the data folder (the same folder as the games, ``ui/storage.py``) holds one row
per finished game (game, options, date, the save it came from) and one per seat (name, person or bot
level, score, winner). The save itself is kept in ``finished/`` beside it, so that the Statistics
screen's history opens the game's replay. At most ``KEEP`` games are kept: the oldest go, saves and all.

It never stops the window: SQLite writes a game in one transaction (WAL journal), so a kill during a
write loses at most that game; a full disk or a folder that cannot be written is said in ``problem``
(the menu shows it) and the game goes unrecorded; a database that cannot be read is renamed aside
(``record-damaged-<date>.sqlite3``) and a new one started, and ``set_aside`` says where it went.
While the player's folder cannot be written (``shelf``: the games are saved elsewhere meanwhile), its
record is still read from there, as it stands on disk, and shown with the games recorded since.
The schema has a version (table ``schema_version``); ``MIGRATIONS`` bring an older file up to date.
"""
from __future__ import annotations

import hashlib
import json
import os
import sqlite3
import time
from collections.abc import Callable, Iterator
from contextlib import closing, contextmanager
from dataclasses import asdict, dataclass, field
from datetime import datetime
from pathlib import Path
from typing import Any, TypeVar
from urllib.request import pathname2url

from caylus_desktop.bots import LEVELS
from caylus_desktop.engine.save import write_atomic
from caylus_desktop.engine.voice import Voice

T = TypeVar("T")

FILE = "record.sqlite3"
FINISHED = "finished"   # the saves of the recorded games, for their replay
KEEP = 1000             # games kept; recording the next one drops the oldest
PEOPLE = "person"       # the "opponent level" of a game with no bot at the table

# MIGRATIONS[n] brings a file at version n to version n + 1 (version 0: an empty file)
MIGRATIONS: tuple[str, ...] = (
    """
    CREATE TABLE games (
        id INTEGER PRIMARY KEY,
        key TEXT NOT NULL UNIQUE,       -- the game's fingerprint: a game is recorded once
        game TEXT NOT NULL,
        options TEXT NOT NULL,          -- JSON
        players INTEGER NOT NULL,
        finished TEXT NOT NULL,         -- local date and time, ISO 8601
        save TEXT                       -- file name in finished/, or NULL if it could not be kept
    );
    CREATE TABLE seats (
        game_id INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE,
        seat INTEGER NOT NULL,
        name TEXT NOT NULL,
        bot TEXT,                       -- the bot's level, NULL for a person
        score INTEGER NOT NULL,
        winner INTEGER NOT NULL,
        PRIMARY KEY (game_id, seat)
    );
    CREATE INDEX seats_by_name ON seats(name, bot);
    """,
)


@dataclass(frozen=True)
class SeatRecord:
    name: str
    bot: str | None
    score: int
    winner: bool


@dataclass(frozen=True)
class GameRecord:
    """One finished game as the record keeps it (``id`` once recorded)."""

    key: str
    game: str
    options: dict
    finished: str
    seats: tuple[SeatRecord, ...]
    save: str | None = None
    id: int | None = None

    @property
    def players(self) -> int:
        return len(self.seats)

    @staticmethod
    def of(match: Any, when: float | None = None) -> "GameRecord":
        """A finished match's record (its key: a hash of its save, the same at every recording). A
        save played under rules changed since counts as it was scored then, not scored again."""
        result = match.result()
        if match.saved.rules_changed and match.saved.result is not None:
            result = {**result, **match.saved.result}
        seats = tuple(SeatRecord(s.name, s.bot, int(result["scores"][i]), i in result.get("winners", ()))
                      for i, s in enumerate(match.seats))
        stamp = time.strftime("%Y-%m-%dT%H:%M:%S", time.localtime(when))
        key = hashlib.sha256(match.to_json().encode("utf-8")).hexdigest()[:32]
        return GameRecord(key, match.game, dict(match.options), stamp, seats)


@dataclass
class Line:
    """One person's games of one game at one player count, and against one bot level each."""

    games: int = 0
    wins: int = 0
    total: int = 0
    best: int | None = None

    def add(self, score: int, won: bool) -> None:
        self.games += 1
        self.wins += won
        self.total += score
        self.best = score if self.best is None else max(self.best, score)

    @property
    def average(self) -> float:
        return self.total / self.games if self.games else 0.0

    def as_json(self) -> dict:
        return {"games": self.games, "wins": self.wins, "average": round(self.average, 2), "best": self.best}


@dataclass
class Summary:
    """A person's line per (game, players), with one line per opponent bot level inside it."""

    name: str
    game: str
    players: int
    all: Line = field(default_factory=Line)
    by_level: dict[str, Line] = field(default_factory=dict)

    def levels(self) -> list[tuple[str, Line]]:
        """The lines per opponent level as a player reads them: the easiest bot first, the hardest
        last, games among people at the end (not "easy, hard, medium" as the alphabet has it)."""
        order = {level: k for k, level in enumerate(LEVELS)}
        return sorted(self.by_level.items(), key=lambda kv: (kv[0] == PEOPLE, order.get(kv[0], len(order)), kv[0]))

    def as_json(self) -> dict:
        return {"name": self.name, "game": self.game, "players": self.players, **self.all.as_json(),
                "against": {level: line.as_json() for level, line in sorted(self.by_level.items())}}


class Record:
    """The record in ``folder`` (None: nowhere to keep one; then nothing is recorded), and the one
    of ``shelf``, the player's folder while it cannot be written (read only)."""

    def __init__(self, folder: Path | None, shelf: Path | None = None) -> None:
        self.folder = folder
        self.shelf = shelf
        self.problem: str | None = None    # why the last write failed (OS words), until one works
        self.set_aside: Path | None = None  # where an unreadable database was moved, this session

    @property
    def path(self) -> Path | None:
        return None if self.folder is None else self.folder / FILE

    @property
    def shelved(self) -> Path | None:
        """The read-only folder whose record is shown too (and cannot be cleared), if any."""
        return self.shelf if self.shelf is not None and (self.shelf / FILE).exists() else None

    # --- the database ------------------------------------------------------------------
    @contextmanager
    def _db(self) -> Iterator[sqlite3.Connection]:
        """A connection to an up-to-date database, committed on leaving (rolled back on an error)."""
        assert self.path is not None
        with closing(sqlite3.connect(self.path, timeout=5)) as con:
            con.execute("PRAGMA foreign_keys = ON")
            with con:
                yield con

    def _open(self) -> None:
        """Make the file current: create or migrate it; a file that is not a readable database is set aside."""
        try:
            self._migrate()
        except sqlite3.DatabaseError as exc:
            if isinstance(exc, sqlite3.OperationalError) and not _damaged(exc):
                raise  # locked, read-only, disk full: the file itself is fine
            self._put_aside()
            self._migrate()

    def _migrate(self) -> None:
        with self._db() as con:
            con.execute("PRAGMA journal_mode = WAL")
            if con.execute("PRAGMA quick_check").fetchone()[0] != "ok":
                raise sqlite3.DatabaseError("quick_check failed")
            con.execute("CREATE TABLE IF NOT EXISTS schema_version (version INTEGER NOT NULL)")
            row = con.execute("SELECT version FROM schema_version").fetchone()
            version = row[0] if row else 0
            if version > len(MIGRATIONS):
                raise sqlite3.DatabaseError(f"made by a newer version (schema {version})")
            for n in range(version, len(MIGRATIONS)):
                con.executescript(f"BEGIN; {MIGRATIONS[n]}; DELETE FROM schema_version; "
                                  f"INSERT INTO schema_version VALUES ({n + 1}); COMMIT;")

    def _put_aside(self) -> None:
        assert self.path is not None
        aside = self.path.with_name(f"record-damaged-{time.strftime('%Y%m%d-%H%M%S')}.sqlite3")
        n = 1
        while aside.exists():
            n += 1
            aside = aside.with_name(f"record-damaged-{time.strftime('%Y%m%d-%H%M%S')}-{n}.sqlite3")
        os.replace(self.path, aside)
        for suffix in ("-wal", "-shm"):  # the journal belongs to the file set aside
            side = Path(str(self.path) + suffix)
            if side.exists():
                os.replace(side, Path(str(aside) + suffix))
        self.set_aside = aside

    def _guard(self, fn: Callable[[], T], default: T) -> T:
        """``fn()``, or ``default`` after noting in ``problem`` what stopped it (the window goes on)."""
        if self.folder is None:
            return default
        try:
            (self.folder / FINISHED).mkdir(parents=True, exist_ok=True)
            self._open()
            out = fn()
        except (sqlite3.Error, OSError) as exc:
            self.problem = _words(exc)
            return default
        self.problem = None
        return out

    def check(self) -> None:
        """Open an existing record now (set aside if unreadable, migrated if older); nothing if there is none."""
        if self.path is not None and self.path.exists():
            self._guard(lambda: None, None)

    def dismiss(self) -> None:
        """The player has read the banner about this record."""
        self.set_aside = self.problem = None

    # --- writing ----------------------------------------------------------------------
    def add(self, match: Any, when: float | None = None) -> GameRecord | None:
        """Record a finished match once (its save kept for the replay); None if not recorded now."""
        return self.add_record(GameRecord.of(match, when), match.to_json())

    def add_record(self, rec: GameRecord, save_text: str) -> GameRecord | None:
        def write() -> GameRecord | None:
            assert self.folder is not None
            name = f"{rec.game}-{rec.finished.replace(':', '').replace('-', '')}-{rec.key[:8]}.json"
            try:  # the save first: a game recorded without it still counts, its replay says the file is missing
                write_atomic(self.folder / FINISHED / name, save_text)
            except OSError:
                name = None
            with self._db() as con:
                cur = con.execute("INSERT OR IGNORE INTO games (key, game, options, players, finished, save) "
                                  "VALUES (?, ?, ?, ?, ?, ?)",
                                  (rec.key, rec.game, json.dumps(rec.options, sort_keys=True), rec.players,
                                   rec.finished, name))
                if cur.rowcount == 0:
                    return None  # already recorded
                gid = cur.lastrowid
                con.executemany("INSERT INTO seats VALUES (?, ?, ?, ?, ?, ?)",
                                [(gid, i, s.name, s.bot, s.score, int(s.winner)) for i, s in enumerate(rec.seats)])
                dropped = [r[0] for r in con.execute(
                    "SELECT save FROM games WHERE id NOT IN (SELECT id FROM games ORDER BY id DESC LIMIT ?)", (KEEP,))]
                con.execute("DELETE FROM games WHERE id NOT IN (SELECT id FROM games ORDER BY id DESC LIMIT ?)", (KEEP,))
            self._remove_saves(dropped)
            return GameRecord(rec.key, rec.game, rec.options, rec.finished, rec.seats, name, gid)

        return self._guard(write, None)

    def copy_to(self, folder: Path) -> None:
        """Take the record along to another data folder (Settings → Save folder), unless one is there
        already: SQLite's backup copies it whole, then the finished games' saves follow."""
        target = Record(folder)
        source = self.folder if self.path is not None and self.path.exists() else self.shelf
        if source is None or not (source / FILE).exists() or target.path is None or target.path.exists():
            return

        def copy() -> None:
            (folder / FINISHED).mkdir(parents=True, exist_ok=True)
            with closing(_reading(source / FILE) if source == self.shelf else sqlite3.connect(source / FILE)) as src, \
                    closing(sqlite3.connect(target.path)) as dst:
                src.backup(dst)
            for save in (source / FINISHED).glob("*.json"):
                if not (folder / FINISHED / save.name).exists():
                    write_atomic(folder / FINISHED / save.name, save.read_text(encoding="utf-8"))

        self._guard(copy, None)

    def clear(self) -> bool:
        """Forget every game (Settings, after a confirmation); False if it could not."""
        def wipe() -> bool:
            with self._db() as con:
                saves = [r[0] for r in con.execute("SELECT save FROM games")]
                con.execute("DELETE FROM games")
            self._remove_saves(saves)
            return True

        return self._guard(wipe, False)

    def _remove_saves(self, names: list[str | None]) -> None:
        assert self.folder is not None
        for name in names:
            if name:
                try:
                    (self.folder / FINISHED / name).unlink()
                except OSError:
                    pass  # a save already gone, or a folder gone read-only: the record is right either way

    # --- reading ----------------------------------------------------------------------
    def games(self) -> list[GameRecord]:
        """Every recorded game, the most recent first."""
        def read() -> list[GameRecord]:
            with self._db() as con:
                return _rows(con)

        # reading never creates the file
        own = [] if self.path is None or not self.path.exists() else self._guard(read, [])
        if self.shelved is None:
            return own
        try:
            with closing(_reading(self.shelved / FILE)) as con:
                shelved = _rows(con)
        except sqlite3.Error as exc:
            self.problem = _words(exc)
            return own
        known = {g.key for g in own}
        return sorted(own + [g for g in shelved if g.key not in known], key=lambda g: g.finished, reverse=True)

    def save_path(self, rec: GameRecord) -> Path | None:
        """Where a recorded game's save is: in the folder, else on the shelf."""
        if not rec.save:
            return None
        places = [p / FINISHED / rec.save for p in (self.folder, self.shelf) if p is not None]
        return next((p for p in places if p.is_file()), places[0] if places else None)


def _rows(con: sqlite3.Connection) -> list[GameRecord]:
    """Every game of a record's database, the most recent first."""
    seats: dict[int, list[SeatRecord]] = {}
    for gid, name, bot, score, winner in con.execute(
            "SELECT game_id, name, bot, score, winner FROM seats ORDER BY game_id, seat"):
        seats.setdefault(gid, []).append(SeatRecord(name, bot, score, bool(winner)))
    return [GameRecord(key, game, json.loads(options), finished, tuple(seats.get(gid, ())), save, gid)
            for gid, key, game, options, finished, save in con.execute(
                "SELECT id, key, game, options, finished, save FROM games ORDER BY id DESC")]


def _reading(path: Path) -> sqlite3.Connection:
    """A record in a folder nobody may write, opened as it stands on disk: SQLite cannot share its
    WAL index there, so the file is read as unchanging (a journal left by a kill is not read)."""
    return sqlite3.connect(f"file:{pathname2url(str(path))}?immutable=1", uri=True)


def people(games: list[GameRecord]) -> list[str]:
    """The names of the people in the record, the one with the most games first."""
    count: dict[str, int] = {}
    for g in games:
        for s in g.seats:
            if s.bot is None:
                count[s.name] = count.get(s.name, 0) + 1
    return sorted(count, key=lambda n: (-count[n], n.casefold()))


def summaries(games: list[GameRecord]) -> list[Summary]:
    """Every person's lines: per game and player count, and inside each against every bot level met.

    Each person seat counts as its name's own game (hotseat: two people, two lines); a game against
    several levels counts under each of them; a game with only people counts under ``PEOPLE``."""
    out: dict[tuple[str, str, int], Summary] = {}
    for g in games:
        levels = sorted({s.bot for s in g.seats if s.bot is not None}) or [PEOPLE]
        for s in g.seats:
            if s.bot is not None:
                continue
            line = out.setdefault((s.name, g.game, g.players), Summary(s.name, g.game, g.players))
            line.all.add(s.score, s.winner)
            for level in levels:
                line.by_level.setdefault(level, Line()).add(s.score, s.winner)
    return sorted(out.values(), key=lambda x: (x.name.casefold(), x.game, x.players))


def figures(line: Line, voice: Voice) -> list[str]:
    """A line's games, wins, average and best, written as ``voice``'s language writes numbers."""
    return [voice.number(line.games), voice.number(line.wins), voice.number(float(line.average), digits=1),
            "" if line.best is None else voice.number(line.best)]


def when(rec: GameRecord, voice: Voice) -> str:
    """When the game ended, as the language writes a date (a record edited by hand: as it stands)."""
    try:
        return voice.date_time(datetime.fromisoformat(rec.finished))
    except ValueError:
        return rec.finished


def as_json(games: list[GameRecord]) -> dict:
    """What ``caylus-desktop stats --json`` prints: the lines and the history, most recent first."""
    return {"kept_at_most": KEEP,
            "summaries": [s.as_json() for s in summaries(games)],
            "history": [{k: v for k, v in asdict(g).items() if k != "key"} for g in games]}


def _damaged(exc: sqlite3.Error) -> bool:
    """Whether SQLite says the file itself is unreadable (not merely locked, full or read-only)."""
    words = str(exc).lower()
    return any(w in words for w in ("not a database", "malformed", "corrupt", "file is encrypted"))


def _words(exc: Exception) -> str:
    if isinstance(exc, OSError):
        return exc.strerror or str(exc)
    return str(exc)

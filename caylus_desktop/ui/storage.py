"""Where the app keeps its files: settings, one autosave per unfinished game, named saves.

The data folder is, in order: ``CAYLUS_DESKTOP_HOME`` (tests and tools point it at a
temporary one), the folder the player typed in Settings (remembered in ``folder.txt`` of
the usual place), or SDL's per-user preference folder. When that folder cannot be created
or written, the app does not stop: it keeps the games in a folder of the system's temporary
directory, and ``problem`` says where it could not save and why (the menu shows it and
offers to choose another folder); the games already in the player's folder are still listed
and played from there (``shelf``), only their saving goes to the other folder. Every write is
atomic (``write_atomic``: write, then rename); the temporary files of writes cut short (the app
killed meanwhile) are removed at the next start.
"""
from __future__ import annotations

import errno
import getpass
import hashlib
import json
import os
import shutil
import tempfile
import time
from dataclasses import asdict, dataclass, field
from pathlib import Path

from caylus_desktop.engine.files import read_bounded
from caylus_desktop.engine.messages import Message
from caylus_desktop.engine.save import MAX_SAVE_BYTES, SaveError, json_document, write_atomic
from caylus_desktop.engine.state import MAX_NAME_LENGTH
from caylus_desktop.ui.i18n import offered_languages, system_language
from caylus_desktop.ui.record import FINISHED

AUTOSAVES = "autosaves"   # one file per unfinished game, removed when the game ends
SAVES = "saves"           # the player's own saves (Ctrl+S)
POINTER = "folder.txt"    # the folder the player chose, kept in the usual place
SETTINGS = "settings.json"
# A temporary file younger than this may be another open window's write under way: left alone.
LEFTOVER_AGE = 120.0


@dataclass(frozen=True)
class Problem:
    """A folder the app could not write in, and why (``code`` is the errno, for the player's language)."""

    folder: Path
    code: int | None
    detail: str


class SaveFailed(Exception):
    def __init__(self, problem: Problem) -> None:
        super().__init__(f"cannot save in {problem.folder}: {problem.detail}")
        self.problem = problem


def usual_folder() -> Path:
    override = os.environ.get("CAYLUS_DESKTOP_HOME")
    if override:
        return Path(override)
    try:
        import pygame

        return Path(pygame.system.get_pref_path("caylus", "caylus-desktop"))
    except Exception:  # no SDL preference folder (or it cannot be made): the home directory
        return Path.home() / ".caylus-desktop"


def fallback_folder() -> Path:
    """A folder of the system's temporary directory, used while the usual one cannot be written.

    A CAYLUS_DESKTOP_HOME gets a fallback of its own, so that a tool or test pointed elsewhere
    never reads the player's choice of folder (kept here when the usual place is read-only).
    """
    try:
        user = getpass.getuser()
    except Exception:  # no user name in this environment
        user = str(os.getuid()) if hasattr(os, "getuid") else "player"
    override = os.environ.get("CAYLUS_DESKTOP_HOME")
    suffix = "-" + hashlib.sha1(override.encode("utf-8", "surrogatepass")).hexdigest()[:8] if override else ""
    return Path(tempfile.gettempdir()) / f"caylus-desktop-{user}{suffix}"


def try_folder(folder: Path) -> Problem | None:
    """None when games can be saved in ``folder`` (made if needed), else what stops it."""
    try:
        for sub in (folder, folder / AUTOSAVES, folder / SAVES):
            sub.mkdir(parents=True, exist_ok=True)
        with tempfile.NamedTemporaryFile(dir=folder / AUTOSAVES, prefix=".probe-"):
            pass
    except OSError as exc:
        return Problem(folder, exc.errno, exc.strerror or str(exc))
    return None


def _chosen(places: list[Path]) -> Path | None:
    for place in places:
        try:
            text = (place / POINTER).read_text(encoding="utf-8").strip()
        except (OSError, ValueError):
            continue
        if text:
            return Path(text)
    return None


def _adopt_old_autosave(folder: Path) -> None:
    """Earlier versions kept the one unfinished game in autosave.json: it joins the list under Continue."""
    old = folder / "autosave.json"
    if old.is_file():
        try:
            stamp = time.strftime("%Y%m%d-%H%M%S", time.localtime(old.stat().st_mtime))
            target = folder / AUTOSAVES / f"autosave-{stamp}.json"
            if not target.exists():
                os.replace(old, target)
        except OSError:
            pass  # it stays where it was, untouched


def clean_leftovers(folder: Path) -> int:
    """Remove the temporary files of writes cut short (``write_atomic``'s ``.NAME.*.tmp``,
    ``try_folder``'s probes) in the data folder, the record's saves included; how many went."""
    gone = 0
    now = time.time()
    for sub in (folder, folder / AUTOSAVES, folder / SAVES, folder / FINISHED):
        try:
            leftovers = [p for p in sub.iterdir()
                         if p.name.startswith(".") and (p.name.endswith(".tmp") or p.name.startswith(".probe-"))]
        except OSError:
            continue
        for p in leftovers:
            try:
                if p.is_file() and now - p.stat().st_mtime > LEFTOVER_AGE:
                    p.unlink()
                    gone += 1
            except OSError:
                pass  # a read-only folder keeps them: nothing is written there anyway
    return gone


@dataclass(frozen=True)
class SetAside:
    """A settings file that could not be read: renamed to ``moved_to`` (None: it could not be moved)."""

    reason: str  # why: too_large, not_json, long_number, too_deep, not_settings, unreadable
    moved_to: Path | None


class Storage:
    """The data folder in use (``folder``; None when nothing can be written anywhere) and its files.

    ``shelf``: the player's folder while it cannot be written; its games are listed and opened
    from there, and saved in ``folder``."""

    def __init__(self, folder: Path | None, problem: Problem | None = None, home: Path | None = None,
                 shelf: Path | None = None) -> None:
        self.folder = folder
        self.problem = problem
        self.home = home or folder  # where the player's choice of folder is remembered
        self.shelf = shelf
        self.settings_set_aside: SetAside | None = None  # a bad settings file found at start

    @classmethod
    def open(cls) -> "Storage":
        """The player's folder, or the temporary fallback with the reason the player's folder failed."""
        home = usual_folder()
        wanted = _chosen([home, fallback_folder()]) or home
        problem = try_folder(wanted)
        if problem is None:
            _adopt_old_autosave(wanted)
            clean_leftovers(wanted)
            return cls(wanted, None, home)
        fallback = fallback_folder()
        usable = try_folder(fallback) is None
        if usable:
            clean_leftovers(fallback)
        return cls(fallback if usable else None, problem, home, wanted if wanted.is_dir() else None)

    @classmethod
    def at(cls, folder: Path) -> "Storage":
        """A given folder (the tools use a throwaway one: they never touch the player's data)."""
        problem = try_folder(folder)
        return cls(folder if problem is None else None, problem)

    # --- files --------------------------------------------------------------
    def _in(self, sub: str) -> list[Path]:
        """The games of ``sub``, the latest first: the shelf's and the folder's (whose copy of a
        game, saved since it was opened from the shelf, wins)."""
        found: dict[str, tuple[float, Path]] = {}
        for place in (self.shelf, self.folder):
            if place is None:
                continue
            try:
                for p in (place / sub).glob("*.json"):
                    if p.is_file():
                        found[p.name] = (p.stat().st_mtime, p)
            except OSError:
                continue
        return [p for _, p in sorted(found.values(), key=lambda x: x[0], reverse=True)]

    def autosaves(self) -> list[Path]:
        """The unfinished games, the most recently played first."""
        return self._in(AUTOSAVES)

    def saves(self) -> list[Path]:
        return self._in(SAVES)

    def autosave_path(self, slot: str) -> Path | None:
        return None if self.folder is None else self.folder / AUTOSAVES / f"{slot}.json"

    def new_name(self, sub: str, game: str) -> str:
        """A file name (without .json) for a new game or save that no file has yet."""
        stamp = f"{game}-{time.strftime('%Y%m%d-%H%M%S')}"
        name, n = stamp, 1
        while any(place is not None and (place / sub / f"{name}.json").exists() for place in (self.folder, self.shelf)):
            n += 1
            name = f"{stamp}-{n}"
        return name

    def new_save_path(self, game: str) -> Path | None:
        return None if self.folder is None else self.folder / SAVES / f"{self.new_name(SAVES, game)}.json"

    def write(self, path: Path | None, text: str) -> None:
        """Write atomically; SaveFailed says where and why it could not."""
        if path is None:
            raise SaveFailed(self.problem or Problem(Path("?"), None, "no folder"))
        try:
            write_atomic(path, text)
        except OSError as exc:  # e.g. the disk filled up or went away while playing: the menu says so too
            self.problem = Problem(path.parent, exc.errno, exc.strerror or str(exc))
            raise SaveFailed(self.problem) from None
        if self.problem is not None and self.folder is not None and self.problem.folder.is_relative_to(self.folder):
            self.problem = None  # it works again

    def remove(self, path: Path | None) -> Problem | None:
        """Delete a file (already gone is fine); what stops it, if anything."""
        if path is not None:
            try:
                path.unlink()
            except FileNotFoundError:
                pass
            except OSError as exc:
                return Problem(path.parent, exc.errno, exc.strerror or str(exc))
        return None

    # --- another folder -----------------------------------------------------
    def use(self, folder: Path) -> Problem | None:
        """Save in ``folder`` from now on (and next time); the games kept here so far go along.

        Returns what stops it, and changes nothing then.
        """
        folder = folder.expanduser()
        problem = try_folder(folder)
        if problem is not None:
            return problem
        games = {sub: self._in(sub) for sub in (AUTOSAVES, SAVES)}  # the shelf's too
        self.folder, self.problem, self.shelf = folder, None, None
        for sub in (AUTOSAVES, SAVES):  # copied (atomically), never overwriting: nothing is lost either way
            for src in games[sub]:
                dst = folder / sub / src.name
                if not dst.exists():  # the same folder again: every file is there already
                    try:
                        write_atomic(dst, src.read_text(encoding="utf-8"))
                        shutil.copystat(src, dst)  # the list keeps its order (last played first)
                    except (OSError, ValueError):
                        pass
        self._remember(folder)
        return None

    def _remember(self, folder: Path) -> None:
        for place in [p for p in (self.home, fallback_folder()) if p is not None]:
            try:
                write_atomic(place / POINTER, str(folder))
                return
            except OSError:
                continue


def reason_key(problem: Problem) -> str | None:
    """The i18n key that says ``problem`` in the player's words, if there is one."""
    return {errno.EACCES: "why_denied", errno.EPERM: "why_denied", errno.EROFS: "why_read_only",
            errno.ENOSPC: "why_full", errno.ENOTDIR: "why_not_folder", errno.EEXIST: "why_not_folder",
            errno.ENOENT: "why_missing"}.get(problem.code)


TEXT_SCALES = (0.9, 1.0, 1.15, 1.3, 1.5)  # the text sizes Settings offers (90-150%)


@dataclass
class Settings:
    lang: str = "en"
    pace: str = "normal"  # how long a bot's move stays highlighted: slow / normal / fast
    guide: bool = False   # the teaching guide's panels in every game (learner games always have them)
    volume: int = 75      # sound cues, in percent
    mute: bool = False
    text_scale: float = 1.0  # one of TEXT_SCALES: every font of every scene grows by it
    moves: str = "normal"    # how pieces travel after a move: instant / normal / slow (ui/motion.py)
    window: tuple[int, int] | None = None  # the window's last size (None: the default)
    cores: int = 0  # worker processes for the expert's search (0: all the machine's cores but one)
    # the menu's last setup, so the next start offers the same table: the game, how many
    # players, each seat (name, colour, person or bot level) and each game's options
    game: str = ""
    players: int = 0
    seats: list[dict] = field(default_factory=list)
    options: dict[str, dict] = field(default_factory=dict)

    def search_cores(self) -> int:
        """The cores the expert bot searches on: the setting, or all but one (at least one: the
        window keeps a core for itself)."""
        return self.cores if 1 <= self.cores <= max_cores() else max(1, max_cores() - 1)

    def bot_delay(self) -> float:
        return {"slow": 1.4, "normal": 0.7, "fast": 0.15}.get(self.pace, 0.7)

    @staticmethod
    def load(storage: Storage) -> "Settings":
        """The settings saved last time. A file that cannot be read as settings (too large, too
        deep, not JSON, not a mapping) is set aside, renamed beside them, and the defaults are
        used (``storage.settings_set_aside`` says so); a value out of place is left at its default."""
        s = Settings(lang=system_language())  # the first start speaks the system's language; saved settings win
        if storage.folder is None:
            return s
        path = storage.folder / SETTINGS
        if storage.shelf is not None and not path.exists():  # the player's own, in a folder read-only now
            path = storage.shelf / SETTINGS
        try:
            data = json_document(read_bounded(path, MAX_SAVE_BYTES), Message("the settings file"))
            if not isinstance(data, dict):
                raise SaveError(Message("the settings file does not hold settings"), kind="not_settings")
        except FileNotFoundError:
            return s
        except (OSError, SaveError) as exc:  # OSError: a folder or a pipe named settings.json
            storage.settings_set_aside = SetAside(exc.kind if isinstance(exc, SaveError) else "unreadable",
                                                  _set_aside(path))
            return s
        try:
            if data.get("lang") in offered_languages():
                s.lang = data["lang"]
            if data.get("pace") in ("slow", "normal", "fast"):
                s.pace = data["pace"]
            if isinstance(data.get("guide"), bool):
                s.guide = data["guide"]
            if type(data.get("volume")) is int and 0 <= data["volume"] <= 100:
                s.volume = data["volume"]
            if isinstance(data.get("mute"), bool):
                s.mute = data["mute"]
            if data.get("moves") in ("instant", "normal", "slow"):
                s.moves = data["moves"]
            if data.get("text_scale") in TEXT_SCALES:
                s.text_scale = float(data["text_scale"])
            s.window = _window(data.get("window"))
            if type(data.get("cores")) is int and 0 <= data["cores"] <= max_cores():
                s.cores = data["cores"]
            if isinstance(data.get("game"), str):
                s.game = data["game"]
            if type(data.get("players")) is int:
                s.players = data["players"]
            if isinstance(data.get("seats"), list):
                s.seats = [seat for seat in data["seats"][:MAX_SEATS] if _seat_ok(seat)]
            if isinstance(data.get("options"), dict):  # each value is checked against the game's options when used
                s.options = {g: o for g, o in data["options"].items() if isinstance(g, str) and isinstance(o, dict)}
        except (ValueError, AttributeError):
            pass
        return s

    def save(self, storage: Storage) -> None:
        """Write the settings (a failure is silent: the menu already says where saving fails)."""
        try:
            storage.write(None if storage.folder is None else storage.folder / SETTINGS, json.dumps(asdict(self)))
        except SaveFailed:
            pass  # settings are a convenience: never fail a click over them (the menu says where saving fails)


def _set_aside(path: Path) -> Path | None:
    """Rename a settings file that cannot be read (never deleted: the player may want it); the new name."""
    target = path.with_name(f"settings-set-aside-{time.strftime('%Y%m%d-%H%M%S')}.json")
    n = 1
    while target.exists():
        n += 1
        target = path.with_name(f"settings-set-aside-{time.strftime('%Y%m%d-%H%M%S')}-{n}.json")
    try:
        os.replace(path, target)
    except OSError:
        return None
    return target


MAX_SEATS = 5


def max_cores() -> int:
    """The most cores the search can be given: the machine's."""
    return os.cpu_count() or 1
MIN_WINDOW, MAX_WINDOW = (640, 400), (16384, 16384)


def _window(value) -> tuple[int, int] | None:
    """A remembered window size, if it is two whole numbers in range."""
    if (isinstance(value, list) and len(value) == 2 and all(type(v) is int for v in value)
            and all(lo <= v <= hi for v, lo, hi in zip(value, MIN_WINDOW, MAX_WINDOW))):
        return (value[0], value[1])
    return None


def _seat_ok(seat) -> bool:
    """A remembered seat: a name the engine takes (or blank, being typed), a colour name, a kind."""
    if not isinstance(seat, dict):
        return False
    name, colour, kind = seat.get("name"), seat.get("colour"), seat.get("kind")
    return (isinstance(name, str) and len(name) <= MAX_NAME_LENGTH and name.isprintable()
            and isinstance(colour, str) and isinstance(kind, str))

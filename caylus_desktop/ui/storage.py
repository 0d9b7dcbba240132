"""Where the app keeps its files: settings, the autosave and named saves.

``CAYLUS_DESKTOP_HOME`` overrides the folder (tests point it at a temporary one);
otherwise SDL's per-user preference folder is used.
"""
from __future__ import annotations

import json
import os
import time
from dataclasses import asdict, dataclass
from pathlib import Path

from caylus_desktop.engine.save import write_atomic


def data_dir() -> Path:
    override = os.environ.get("CAYLUS_DESKTOP_HOME")
    if override:
        path = Path(override)
    else:
        try:
            import pygame

            path = Path(pygame.system.get_pref_path("caylus", "caylus-desktop"))
        except Exception:  # no SDL preference folder: fall back to the home directory
            path = Path.home() / ".caylus-desktop"
    path.mkdir(parents=True, exist_ok=True)
    return path


def autosave_path() -> Path:
    return data_dir() / "autosave.json"


def saves_dir() -> Path:
    d = data_dir() / "saves"
    d.mkdir(parents=True, exist_ok=True)
    return d


def new_save_path(game: str) -> Path:
    return saves_dir() / f"{game}-{time.strftime('%Y%m%d-%H%M%S')}.json"


@dataclass
class Settings:
    lang: str = "en"
    pace: str = "normal"  # how long a bot's move stays highlighted: slow / normal / fast
    guide: bool = False   # the teaching guide's panels in every game (learner games always have them)

    def bot_delay(self) -> float:
        return {"slow": 1.4, "normal": 0.7, "fast": 0.15}.get(self.pace, 0.7)

    @staticmethod
    def load() -> "Settings":
        try:
            data = json.loads((data_dir() / "settings.json").read_text(encoding="utf-8"))
            s = Settings()
            if data.get("lang") in ("en", "fr"):
                s.lang = data["lang"]
            if data.get("pace") in ("slow", "normal", "fast"):
                s.pace = data["pace"]
            if isinstance(data.get("guide"), bool):
                s.guide = data["guide"]
            return s
        except (OSError, ValueError, AttributeError):
            return Settings()

    def save(self) -> None:
        try:
            write_atomic(data_dir() / "settings.json", json.dumps(asdict(self)))
        except OSError:
            pass  # settings are a convenience: never fail a click over them

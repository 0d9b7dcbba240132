"""The sound service: plays the cues of assets/sounds through pygame.mixer, at the Settings volume.

Sound is a convenience: with no audio device, a mixer that will not start or a missing file the
app goes on silently. ``requested`` keeps every cue asked for and ``played`` the ones sent to the
mixer (the tests listen there).
"""
from __future__ import annotations

from pathlib import Path
from typing import Any

import pygame

from caylus_desktop.ui.cues import CUES, Before, before, cue_after


def sounds_dir() -> Path:
    """Beside the package in a checkout, inside it when installed (as rules_data)."""
    here = Path(__file__).resolve().parent.parent
    for candidate in (here.parent / "assets" / "sounds", here / "assets" / "sounds"):
        if candidate.is_dir():
            return candidate
    return here / "assets" / "sounds"


class Sounds:
    def __init__(self, settings: Any, mixer: Any = None, folder: Path | None = None) -> None:
        self.settings = settings
        self.mixer = mixer if mixer is not None else pygame.mixer
        self.folder = folder or sounds_dir()
        self.requested: list[str] = []
        self.played: list[str] = []
        self._cues: dict[str, Any] | None = None  # loaded at the first cue; {} when there is no sound

    def _load(self) -> dict[str, Any]:
        if self._cues is None:
            self._cues = {}
            try:
                if not self.mixer.get_init():
                    self.mixer.init()
                for cue in CUES:
                    path = self.folder / f"{cue}.wav"
                    if path.is_file():
                        self._cues[cue] = self.mixer.Sound(str(path))
            except (pygame.error, OSError, RuntimeError, NotImplementedError):
                self._cues = {}  # no audio device, or no usable mixer: silence
        return self._cues

    def play(self, cue: str | None) -> None:
        if cue is None:
            return
        self.requested.append(cue)
        if self.settings.mute or self.settings.volume <= 0:
            return
        sound = self._load().get(cue)
        if sound is None:
            return
        try:
            sound.set_volume(self.settings.volume / 100)
            sound.play()
        except pygame.error:
            return
        self.played.append(cue)

    # --- the game scene's seam: what a match was before an action, then the cue it asks for ---
    @staticmethod
    def watch(match: Any) -> Before | None:
        return before(match)

    def after(self, match: Any, action: Any, was: Before | None) -> None:
        self.play(cue_after(match, action, was))

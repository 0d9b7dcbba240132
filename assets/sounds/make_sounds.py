"""Synthesises the app's sound cues into the WAV files next to this script.

Run from the repository root: python assets/sounds/make_sounds.py
Only the standard library; the output is byte-for-byte the same on every run.
"""
from __future__ import annotations

import math
import struct
import wave
from pathlib import Path

RATE = 22050
HERE = Path(__file__).resolve().parent


def tone(freq: float, seconds: float, volume: float = 0.5, decay: float = 6.0, overtone: float = 0.3) -> list[float]:
    """A plucked note: a sine with one octave overtone, a 5 ms attack and an exponential decay."""
    n = int(RATE * seconds)
    out = []
    for i in range(n):
        t = i / RATE
        env = min(1.0, t / 0.005) * math.exp(-decay * t)
        s = math.sin(2 * math.pi * freq * t) + overtone * math.sin(4 * math.pi * freq * t)
        out.append(volume * env * s / (1 + overtone))
    return out


def noise_hit(seconds: float, volume: float = 0.5, seed: int = 1) -> list[float]:
    """A short thud: filtered noise from a fixed linear congruential generator (always the same)."""
    x, low, out = seed, 0.0, []
    for i in range(int(RATE * seconds)):
        x = (1103515245 * x + 12345) & 0x7FFFFFFF
        low += 0.15 * ((x / 0x3FFFFFFF - 1.0) - low)
        out.append(volume * low * math.exp(-18 * i / RATE) * 2.5)
    return out


def seq(*parts: tuple[float, list[float]]) -> list[float]:
    """Mix the parts, each starting at its offset in seconds."""
    length = max(int(RATE * at) + len(p) for at, p in parts)
    mix = [0.0] * length
    for at, p in parts:
        start = int(RATE * at)
        for i, s in enumerate(p):
            mix[start + i] += s
    return mix


CUES = {
    # two rising notes: it is your turn
    "turn": lambda: seq((0, tone(660, 0.25)), (0.11, tone(880, 0.35))),
    # a wooden tap: a worker or card put down
    "place": lambda: seq((0, noise_hit(0.12, 0.6)), (0, tone(220, 0.12, 0.25, decay=30))),
    # three taps and a low note: something built
    "build": lambda: seq((0, noise_hit(0.1, 0.5)), (0.09, noise_hit(0.1, 0.5, 7)), (0.18, tone(196, 0.35, 0.4))),
    # a bright chime: points scored
    "score": lambda: seq((0, tone(1046, 0.3, 0.35)), (0.07, tone(1318, 0.4, 0.3))),
    # a falling dissonance: an attack
    "attack": lambda: seq((0, tone(392, 0.3, 0.4, overtone=0.6)), (0.05, tone(370, 0.35, 0.35, overtone=0.6)),
                          (0, noise_hit(0.15, 0.5, 3))),
    # a rising arpeggio: the game is over
    "end": lambda: seq((0, tone(523, 0.5, 0.35)), (0.15, tone(659, 0.5, 0.35)), (0.3, tone(784, 0.5, 0.35)),
                       (0.45, tone(1046, 0.8, 0.35, decay=3))),
}


def write(name: str, samples: list[float]) -> None:
    peak = max(1e-9, max(abs(s) for s in samples))
    scale = min(1.0, 0.9 / peak) * 32767
    with wave.open(str(HERE / f"{name}.wav"), "wb") as w:
        w.setnchannels(1)
        w.setsampwidth(2)
        w.setframerate(RATE)
        w.writeframes(b"".join(struct.pack("<h", int(s * scale)) for s in samples))


if __name__ == "__main__":
    for cue, make in CUES.items():
        write(cue, make())

"""The player's record: games finished in the window are kept, shown on the Statistics screen and by
`caylus-desktop stats`, and the record survives kills, full disks, unwritable and damaged files."""
from __future__ import annotations

import json
import os
import signal
import sqlite3
import subprocess
import sys
import time
from datetime import datetime
from pathlib import Path

import pytest

from caylus_desktop.bots import random_bot
from caylus_desktop.cli import main
from caylus_desktop.engine import new_game
from caylus_desktop.engine.rng import Rng
from caylus_desktop.ui import catalogue
from caylus_desktop.ui import record as record_module
from caylus_desktop.ui.record import FILE, FINISHED, Record
from caylus_desktop.ui.scenes.game import GameScene
from caylus_desktop.ui.scenes.menu import MenuScene
from caylus_desktop.ui.scenes.replay import ReplayScene
from caylus_desktop.ui.scenes.results import ResultsScene
from caylus_desktop.ui.scenes.saves import ConfirmScene
from caylus_desktop.ui.scenes.stats import StatsScene
from caylus_desktop.ui.textrecord import recording
from tests.ui.driver import click, click_action, click_button, key, settle

ROOT = Path(__file__).resolve().parents[2]


def _finished(seed: int, seats=None, game: str = "caleira"):
    seats = seats or [{"name": "Anna", "bot": None}, {"name": "Bruno", "bot": "medium"}]
    m, rng = new_game(game, seats, seed), Rng(seed)
    while m.decision is not None:
        m.apply(random_bot.choose(None, m.decision, rng))
    return m


def _drawn(app) -> list[str]:
    app.dirty = True
    app.step()
    with recording() as rec:
        app.draw()
    return [d.text for d in rec.texts]


# --- through the window --------------------------------------------------------------------

def _set_kind(app, menu: MenuScene, seat: int, kind: str) -> None:
    """Click the seat's person/bot button until it says ``kind``."""
    for _ in range(10):
        if menu.seats[seat].kind == kind:
            return
        app.dirty = True
        app.step()
        label = app.tr(menu.seats[seat].kind) if menu.seats[seat].kind != "person" else app.tr("person")
        rects = [r for name, r in menu.hot.named.items() if name == label]
        click(app, rects[0].center)
    assert menu.seats[seat].kind == kind


def _play_through_the_window(app) -> GameScene:
    """From the menu's Start to the results, every person's move a click on its place."""
    click_button(app, app.tr("start"))
    scene = app.live_game  # under the handoff screen when two people share the table
    assert isinstance(scene, GameScene)
    for _ in range(400):
        settle(app, scene, limit=200)
        if scene.match.decision is None:
            break
        click_action(app, scene, scene.match.legal_actions()[0])
    for _ in range(5):
        if isinstance(app.top, ResultsScene):
            break
        app.dirty = True
        app.step()
    assert isinstance(app.top, ResultsScene)
    return scene


@pytest.mark.slow
def test_three_games_finished_in_the_window_are_on_the_statistics_screen_and_in_stats_json(app, capsys, home):
    menu = app.top
    app.dirty = True
    app.step()
    click(app, menu.hot.named["game:caleira"].center)
    played = []
    for seat1 in ("random", "person", "random"):  # against a bot, hotseat Anna and Bruno, against a bot
        _set_kind(app, menu, 1, seat1)
        played.append(_play_through_the_window(app).match)
        click_button(app, app.tr("back_menu"))
        assert app.top is menu
    scores = [m.result()["scores"] for m in played]

    # caylus-desktop stats --json: the same games, most recent first, with their scores
    assert main(["stats", "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    history = out["history"]
    assert [[s["score"] for s in g["seats"]] for g in history] == [list(s) for s in reversed(scores)]
    assert [[s["bot"] for s in g["seats"]] for g in history] == [[None, "random"], [None, None], [None, "random"]]
    anna = [s for s in out["summaries"] if s["name"] == "Anna"]
    assert len(anna) == 1 and anna[0]["games"] == 3
    assert anna[0]["best"] == max(s[0] for s in scores)
    assert anna[0]["against"]["random"]["games"] == 2 and anna[0]["against"]["person"]["games"] == 1
    bruno = [s for s in out["summaries"] if s["name"] == "Bruno"]  # the hotseat's second person has a line too
    assert len(bruno) == 1 and bruno[0]["games"] == 1 and bruno[0]["best"] == scores[1][1]

    # the Statistics screen, from the menu
    click_button(app, app.tr("stats"))
    stats = app.top
    assert isinstance(stats, StatsScene) and stats.person == "Anna"
    words = _drawn(app)
    for s in scores:
        assert f"Anna {s[0]}, Bruno {s[1]}" + ("" if s is scores[1] else " (random bot)") in words
    average = sum(s[0] for s in scores) / 3
    assert f"{average:.1f}" in words and str(max(s[0] for s in scores)) in words  # Anna's line
    click_button(app, "Bruno")
    assert stats.person == "Bruno" and len(stats.mine()) == 1
    # a row of the history opens that game's replay
    row = stats.hot.named[f"history:{stats.mine()[0].key}"]
    click(app, row.center)
    assert isinstance(app.top, ReplayScene)
    assert app.top.keys == played[1].action_keys()
    assert app.top.seat == 1  # Bruno's view of it


@pytest.mark.parametrize("lang, day", [("en", "Oct 8, 2026, "), ("fr", "8 oct. 2026, ")])
def test_the_history_dates_a_game_as_the_language_does(app, lang, day):
    when = datetime(2026, 10, 8, 14, 13).timestamp()  # local time, as the record keeps it
    app.record.add(_finished(1), when=when)
    app.settings.lang = lang
    click_button(app, app.tr("stats"))
    rows = [w for w in _drawn(app) if w.endswith(" · " + catalogue.entry("caleira").name.get(lang))]
    clock = {"en": "2:13\u00a0PM", "fr": "14:13"}[lang]
    assert rows == [f"{day}{clock} · {catalogue.entry('caleira').name.get(lang)}"]


def test_a_finished_game_is_recorded_once_with_its_save(app, home):
    m = _finished(3)
    g = GameScene(app, m)
    g.bot_delay = 0
    app.push(g)
    for _ in range(3):
        app.dirty = True
        app.step()
    assert isinstance(app.top, ResultsScene)
    games = app.record.games()
    assert len(games) == 1
    assert [s.score for s in games[0].seats] == list(m.result()["scores"])
    assert [s.name for s in games[0].seats] == ["Anna", "Bruno"] and games[0].seats[1].bot == "medium"
    assert app.record.save_path(games[0]).read_text(encoding="utf-8") == m.to_json()
    assert app.record.add(m) is None and len(app.record.games()) == 1  # the same game again: not twice


def test_the_record_keeps_the_last_games_only(home, monkeypatch):
    monkeypatch.setattr(record_module, "KEEP", 3)
    rec = Record(home)
    for seed in range(5):
        assert rec.add(_finished(seed), when=1_700_000_000 + seed) is not None
    games = rec.games()
    assert len(games) == 3
    assert sorted(p.name for p in (home / FINISHED).iterdir()) == sorted(g.save for g in games)


def test_settings_clear_the_record_only_once_confirmed(app, home):
    app.record.add(_finished(1))
    click_button(app, app.tr("settings"))
    click_button(app, app.tr("record_clear"))
    assert isinstance(app.top, ConfirmScene)
    key(app, 27)  # Escape: nothing happens
    assert len(app.record.games()) == 1
    click_button(app, app.tr("record_clear"))
    click_button(app, app.tr("record_clear"))  # the confirmation's own button
    assert app.record.games() == [] and list((home / FINISHED).iterdir()) == []
    assert app.toast_text == app.tr("record_cleared")


# --- files that fail -----------------------------------------------------------------------

CHILD = """
import dataclasses, sys
from pathlib import Path
from caylus_desktop.engine import load_match
from caylus_desktop.ui.record import GameRecord, Record

match = load_match(Path(sys.argv[2]).read_text(encoding="utf-8"))
rec, base, text = Record(Path(sys.argv[1])), GameRecord.of(match), match.to_json()
n = 0
while True:
    n += 1
    done = rec.add_record(dataclasses.replace(base, key=f"child-{n}"), text)
    if done is None:
        print("FAILED", rec.problem, flush=True)
        sys.exit(1)
    print(done.key, flush=True)
"""


@pytest.mark.parametrize("attempt", range(3))
def test_a_kill_while_recording_loses_at_most_the_game_being_written(home, tmp_path, attempt):
    rec = Record(home)
    before = [rec.add(_finished(seed)) for seed in (1, 2)]
    save = tmp_path / "game.json"
    save.write_text(_finished(3).to_json(), encoding="utf-8")
    child = subprocess.Popen([sys.executable, "-c", CHILD, str(home), str(save)], cwd=ROOT,
                             stdout=subprocess.PIPE, text=True)
    try:
        deadline = time.monotonic() + 60
        while len(rec.games()) < 6 + attempt * 5 and time.monotonic() < deadline:
            time.sleep(0.02)
    finally:
        child.send_signal(signal.SIGKILL)  # in the middle of some write
        written = [line.strip() for line in child.communicate()[0].splitlines()]
    assert not any(line.startswith("FAILED") for line in written)
    games = Record(home).games()
    keys = {g.key for g in games}
    assert {b.key for b in before} <= keys
    assert set(written) <= keys  # every game the child was told was recorded is there
    assert len(keys - {b.key for b in before} - set(written)) <= 1  # at most the one being written when killed
    assert all(len(g.seats) == 2 for g in games)  # no game half-written
    with sqlite3.connect(home / FILE) as con:
        assert con.execute("PRAGMA integrity_check").fetchone()[0] == "ok"
    assert Record(home).add(_finished(4)) is not None  # and it goes on


def test_a_damaged_record_is_set_aside_with_a_banner_and_a_new_one_started(home):
    from caylus_desktop.ui.app import App

    home.mkdir(parents=True)
    (home / FILE).write_bytes(b"these bytes were a database once " * 100)
    app = App(headless=True)
    app.push(MenuScene(app))
    aside = app.record.set_aside
    assert aside is not None and aside.parent == home and aside.name.startswith("record-damaged-")
    assert aside.read_bytes().startswith(b"these bytes")  # set aside, not deleted
    words = _drawn(app)
    assert app.tr("record_set_aside", aside.name) in " ".join(words)
    click_button(app, app.tr("record_dismiss"))
    assert app.tr("record_set_aside", aside.name) not in " ".join(_drawn(app))
    assert app.record.add(_finished(1)) is not None and len(app.record.games()) == 1  # a new record


def test_a_record_that_cannot_be_written_is_said_and_the_game_goes_on(app, home):
    (home / FILE).mkdir()  # something in the way of the database, as a read-only folder would be
    m = _finished(2)
    g = GameScene(app, m)
    app.push(g)
    for _ in range(3):
        app.dirty = True
        app.step()
    assert isinstance(app.top, ResultsScene)  # the results all the same
    assert app.record.problem and app.toast_text == app.tr("record_failed", app.record.problem)
    assert app.errors == []
    click_button(app, app.tr("back_menu"))
    assert app.tr("record_failed", app.record.problem) in " ".join(_drawn(app))


def test_a_full_disk_while_recording_is_said_and_nothing_half_written_stays(home, monkeypatch):
    rec = Record(home)
    assert rec.add(_finished(1)) is not None
    connect = sqlite3.connect

    def full(*args, **kwargs):  # SQLite's own limit: the same "database or disk is full" as a full disk
        con = connect(*args, **kwargs)
        pages = con.execute("PRAGMA page_count").fetchone()[0]
        con.execute(f"PRAGMA max_page_count = {pages}")
        return con

    monkeypatch.setattr(record_module.sqlite3, "connect", full)
    many = [{"name": f"Player {'x' * 6} {i}", "bot": None} for i in range(4)]
    results = [rec.add(_finished(seed, many)) for seed in range(2, 40)]
    assert None in results and "full" in rec.problem
    monkeypatch.setattr(record_module.sqlite3, "connect", connect)
    games = Record(home).games()
    assert games and all(len(g.seats) in (2, 4) for g in games)
    assert Record(home).add(_finished(50)) is not None and Record(home).problem is None


def test_an_older_record_is_migrated_and_a_newer_one_is_set_aside(home):
    home.mkdir(parents=True)
    with sqlite3.connect(home / FILE) as con:  # an empty file of version 0: only the version table
        con.execute("CREATE TABLE schema_version (version INTEGER NOT NULL)")
    rec = Record(home)
    assert rec.add(_finished(1)) is not None and rec.set_aside is None
    with sqlite3.connect(home / FILE) as con:
        assert con.execute("SELECT version FROM schema_version").fetchall() == [(len(record_module.MIGRATIONS),)]
        assert con.execute("PRAGMA journal_mode").fetchone()[0] == "wal"
        con.execute("UPDATE schema_version SET version = 99")
    rec = Record(home)
    rec.check()
    assert rec.set_aside is not None and rec.games() == []


def test_stats_without_a_record_says_so(capsys):
    assert main(["stats"]) == 0
    assert capsys.readouterr().out.strip() == "No finished game yet: every game you finish in this window is added here."
    assert main(["stats", "--lang", "fr"]) == 0
    assert capsys.readouterr().out.strip().startswith("Aucune partie terminée")
    assert main(["stats", "--json"]) == 0
    assert json.loads(capsys.readouterr().out) == {"kept_at_most": record_module.KEEP, "summaries": [], "history": []}


def test_the_tools_never_touch_the_record(home, tmp_path):
    """screenshot of the Statistics screen fills a throwaway record, never the player's."""
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    p = subprocess.run([sys.executable, "-m", "caylus_desktop", "screenshot", "--scene", "stats", "--players", "2",
                        "--size", "800x500", "--out", str(tmp_path / "s.png")], cwd=ROOT, env=env,
                       capture_output=True, text=True, timeout=300)
    assert p.returncode == 0, p.stderr
    assert not (home / FILE).exists() and Record(home).games() == []


def test_the_record_goes_along_to_another_save_folder(app, home, tmp_path):
    from caylus_desktop.ui.scenes.other import SettingsScene

    first = app.record.add(_finished(1))
    settings = SettingsScene(app)
    app.push(settings)
    settings.folder.text = str(tmp_path / "elsewhere")
    settings.use_folder()
    assert app.storage.folder == tmp_path / "elsewhere"
    games = app.record.games()
    assert app.record.folder == tmp_path / "elsewhere" and [g.key for g in games] == [first.key]
    assert app.record.save_path(games[0]).is_file()
    assert app.record.add(_finished(2)) is not None and len(Record(home).games()) == 1  # the old one is left as it was


def test_stats_says_when_it_set_a_damaged_record_aside(home, capsys):
    home.mkdir(parents=True)
    (home / FILE).write_bytes(b"these bytes were a database once " * 100)
    assert main(["stats", "--json"]) == 0
    out, err = capsys.readouterr()
    assert json.loads(out)["history"] == []
    aside = next(home.glob("record-damaged-*.sqlite3"))
    assert err == f"the record could not be read: it was set aside as {aside}, and a new one started\n"


def test_the_history_says_how_many_games_are_below_and_the_wheel_brings_them(app):
    import pygame

    games = [_finished(seed) for seed in range(1, 13)]
    for k, m in enumerate(games):
        app.record.add(m, when=1_790_000_000 + 86_400 * k)
    click_button(app, app.tr("stats"))
    stats = app.top
    shown = [k for k in stats.hot.named if k.startswith("history:")]
    assert 2 <= len(shown) < 12
    assert app.tr("stats_more", 12 - len(shown)) in _drawn(app)
    pygame.event.post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-3, flipped=False, precise_x=0.0, precise_y=-3.0))
    words = _drawn(app)
    assert stats.scroll == 3 and app.tr("stats_more", 12 - 3 - len(shown)) in words
    pygame.event.post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-20, flipped=False, precise_x=0.0, precise_y=-20.0))
    words = _drawn(app)
    assert not any(w.startswith("… and") for w in words)  # the oldest game is the last row: nothing below


@pytest.mark.parametrize("lang, lines", [
    ("en", ["Anna · The Castles of Caleira · 2 players — Played 2 · Won {w} · Average {avg} · Best {best}",
            "    against the medium bot — Played 2 · Won {w} · Average {avg} · Best {best}",
            "The last 1,000 games are kept.",
            "  Oct 9, 2026, 2:13\u00a0PM · The Castles of Caleira — {last}"]),
    ("fr", ["Anna · Les châteaux de Caleira · 2 joueurs — Jouées 2 · Gagnées {w} · Moyenne {avg} · Meilleur {best}",
            "    contre le robot moyen — Jouées 2 · Gagnées {w} · Moyenne {avg} · Meilleur {best}",
            "Les 1\u00a0000 dernières parties sont gardées.",
            "  9 oct. 2026, 14:13 · Les châteaux de Caleira — {last}"]),
])
def test_stats_prints_the_screens_lines_in_the_language(home, capsys, lang, lines):
    games = [_finished(seed) for seed in (1, 2)]
    for k, m in enumerate(games):
        Record(home).add(m, when=datetime(2026, 10, 8 + k, 14, 13).timestamp())
    anna = [m.result()["scores"][0] for m in games]
    wins = sum(0 in m.result()["winners"] for m in games)
    avg = f"{sum(anna) / 2:.1f}".removesuffix(".0")
    avg = avg.replace(".", ",") if lang == "fr" else avg
    last = games[1].result()
    bot = {"en": "medium bot", "fr": "robot moyen"}[lang]
    seat_words = [f"Anna {last['scores'][0]}" + ("*" if 0 in last["winners"] else ""),
                  f"Bruno {last['scores'][1]}" + ("*" if 1 in last["winners"] else "") + f" ({bot})"]
    assert main(["stats", "--lang", lang]) == 0
    out = capsys.readouterr().out.splitlines()
    expected = [line.format(w=wins, avg=avg, best=max(anna), last=", ".join(seat_words)) for line in lines]
    assert out[:4] == expected and len(out) == 5  # and the older game below



def _in_table(app, stats) -> list[str]:
    """The words drawn inside the Statistics table, after a frame."""
    app.dirty = True
    app.step()
    with recording() as rec:
        app.draw()
    return [d.text for d in rec.texts if stats.table.contains(d.ink)]


def test_the_wheel_over_the_table_brings_its_lines_below_and_leaves_the_history(app):
    """The table says "… and N more lines": the wheel over it scrolls to them (real wheel events
    over its rectangle), and the history, elsewhere, stays where it was."""
    import pygame

    k = 0
    for game in ("caylus", "magna-carta", "caleira", "castrum"):
        lo, hi = catalogue.entry(game).players
        for n in range(lo, hi + 1):
            for level in ("easy", "medium"):  # two levels met: each line has two rows under it
                seats = [{"name": "Anna", "bot": None}] + [{"name": f"Bot {i}", "bot": level} for i in range(1, n)]
                app.record.add(_finished(k + 1, seats, game), when=1_790_000_000 + 86_400 * k)
                k += 1
    click_button(app, app.tr("stats"))
    stats = app.top
    assert isinstance(stats, StatsScene)
    total = len(stats.lines())
    labels = [f"{catalogue.entry(s.game).name.get(app.lang)} · {app.tr('stats_players', s.players)}" for s in stats.lines()]
    words = _in_table(app, stats)
    shown = [label for label in labels if label in words]
    assert 2 <= len(shown) < total and shown == labels[:len(shown)]
    assert app.tr("stats_more", total - len(shown)) in words

    def wheel(dy: int) -> list[str]:
        pygame.event.post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=dy, flipped=False, precise_x=0.0, precise_y=float(dy)))
        return _in_table(app, stats)

    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=stats.table.center, rel=(0, 0), buttons=(0, 0, 0)))
    words = wheel(-2)
    assert stats.lines_scroll == 2 and stats.scroll == 0  # the table moved, the history did not
    assert labels[0] not in words and labels[2] in words
    assert app.tr("stats_more", total - 2 - len(shown)) in words
    words = wheel(-50)  # to the end: the last line is there, and nothing is said to be below it
    assert labels[-1] in words and not any(w.startswith("… and") for w in words)
    words = wheel(50)
    assert stats.lines_scroll == 0 and labels[0] in words
    assert app.errors == []


def test_the_statistics_list_the_bots_from_easiest_to_hardest(app):
    """"against the easy bot", then medium, then hard: the levels' order, not the alphabet's."""
    for k, level in enumerate(("hard", "easy", "medium")):
        seats = [{"name": "Anna", "bot": None}, {"name": "Bruno", "bot": level}]
        app.record.add(_finished(k + 1, seats), when=1_790_000_000 + 86_400 * k)
    click_button(app, app.tr("stats"))
    words = _drawn(app)
    shown = [w for w in words if w in {app.tr("stats_against", app.tr(lv)) for lv in ("easy", "medium", "hard")}]
    assert shown == [app.tr("stats_against", app.tr(lv)) for lv in ("easy", "medium", "hard")]

"""The gettext catalogues: every message id the converted code uses has an English and a
French entry with the same parameters, no entry is left over, and they load from an
installed copy.

Converted so far: the window's words (ui/i18n.py) and the log lines of the games listed in
``CONVERTED``. To convert another game, add it there: the test then lists what it misses.
"""
from __future__ import annotations

import ast
import re
import string
import subprocess
import sys
from pathlib import Path

import pytest

from caylus_desktop.engine.catalogues import PoError, mo_bytes, parse_po, po_entries, translations
from caylus_desktop.transcript import WORDS as TRANSCRIPT
from caylus_desktop.ui.i18n import ENGLISH, PLURALS, YOU_FORMS

ROOT = Path(__file__).resolve().parents[2]

# game -> its modules that write log lines
CONVERTED = {
    "caleira": sorted((ROOT / "caylus_desktop" / "games" / "caleira").glob("*.py")),
}
# templates a converted game builds at run time (ops.py: "Top of the deck: " + ", ".join(...)),
# one per count the Wizard Tower can show
BUILT = {"Top of the deck: {}", "Top of the deck: {}, {}", "Top of the deck: {}, {}, {}"}
# words the converted games still pass as plain text parameters (context "word")
WORDS = {"left", "right", "piece"}


def _log_templates() -> dict[str, set[str]]:
    """Every literal template of ``state.say(...)`` in the converted games, with the "you"
    contexts it needs: one per seat it names (``SeatRef(x)`` at the positions of x)."""
    found: dict[str, set[str]] = {}
    for paths in CONVERTED.values():
        for path in paths:
            for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
                if not (isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and node.func.attr == "say"):
                    continue
                first = node.args[0] if node.args else None
                where: dict[str, list[str]] = {}
                for i, a in enumerate(node.args[1:]):
                    if isinstance(a, ast.Call) and getattr(a.func, "id", None) == "SeatRef":
                        where.setdefault(ast.unparse(a), []).append(str(i))
                seats = {"you:" + ",".join(at) for at in where.values()}
                if isinstance(first, ast.Constant) and isinstance(first.value, str):
                    found.setdefault(first.value, set()).update(seats)
    for t in BUILT:
        found.setdefault(t, set())
    return found


def _places(text: str) -> list[int]:
    """The parameter numbers a format string uses ("{}" counted in order)."""
    out, auto = [], 0
    for _, name, _, _ in string.Formatter().parse(text):
        if name is None:
            continue
        if name == "":
            out.append(auto)
            auto += 1
        else:
            out.append(int(name))
    return out


def _catalogue(lang: str) -> dict[tuple, object]:
    return {e.key: e for e in po_entries(lang) if e.msgid}


def _is_log(ctx: str | None) -> bool:
    return ctx is None or ctx.startswith("you:")


def test_every_window_and_transcript_word_has_a_french_entry_and_nothing_is_left_over():
    fr = _catalogue("fr")
    wanted = {(f"ui:{k}", v) for k, v in ENGLISH.items()} | {(f"ui:{k}", one) for k, (one, _) in PLURALS.items()}
    wanted |= {(f"ui:{k}:you", ENGLISH[k]) for k in YOU_FORMS}
    wanted |= {(f"transcript:{k}", v) for k, v in TRANSCRIPT.items()}
    have = {k for k in fr if k[0] and k[0].startswith(("ui:", "transcript:"))}
    assert not wanted - have, f"missing French entries: {sorted(wanted - have)}"
    assert not have - wanted, f"French entries nothing uses: {sorted(have - wanted)}"
    en_you = {k for k in _catalogue("en") if k[0] and k[0].startswith("ui:")}
    assert en_you == {(f"ui:{k}:you", ENGLISH[k]) for k in YOU_FORMS}


def test_every_window_word_is_used_by_the_code():
    """A key no module names (as a string literal) is a leftover: drop it from ENGLISH and the PO."""
    code = "\n".join(p.read_text(encoding="utf-8") for p in (ROOT / "caylus_desktop").rglob("*.py")
                     if p.name != "i18n.py")
    unused = [k for k in list(ENGLISH) + list(PLURALS) if not re.search(rf"[\"']{re.escape(k)}[\"']", code)]
    assert not unused, f"window words nothing uses: {unused}"


def test_french_keeps_turn_round_and_tower_apart():
    """A round is a "manche", a turn a "tour"; "Tour(s)" is only ever a castle's tower."""
    for e in po_entries("fr"):
        if not (e.msgctxt or "").startswith("ui:"):
            continue
        en, fr = (e.msgid_plural or e.msgid).lower(), " ".join(e.msgstr).lower()
        if re.search(r"\bround", en):
            assert "manche" in fr and not re.search(r"\btours?\b", fr), (e.msgid, fr)
        if re.search(r"\bturn\b", en):
            assert "manche" not in fr, (e.msgid, fr)


def test_every_log_line_of_a_converted_game_has_french_and_second_person_entries():
    used = _log_templates()
    fr, en = _catalogue("fr"), _catalogue("en")
    assert len(used) >= 20  # the extraction found Caleira's templates
    missing = [t for t in used if (None, t) not in fr]
    assert not missing, f"no French entry for: {missing}"
    for t, seats in used.items():
        for ctx in seats:  # each seat that can be the person at the screen has its "you" sentence
            for lang, cat in (("en", en), ("fr", fr)):
                assert (ctx, t) in cat, f"{lang}: no msgctxt {ctx!r} for {t!r}"
    for lang, cat in (("en", en), ("fr", fr)):
        extra = [k for k in cat if _is_log(k[0]) and k[1] not in used]
        assert not extra, f"{lang}: entries no converted code uses: {extra}"
        words = {k[1] for k in cat if k[0] == "word"}
        assert words <= WORDS and (lang == "en" or words == WORDS)


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_translations_keep_the_parameters_of_their_msgid(lang):
    for e in po_entries(lang):
        if not e.msgid:
            continue
        want = set(_places(e.msgid))
        for form in e.msgstr:
            got = _places(form)
            if e.msgctxt and e.msgctxt.startswith("you:"):
                # the addressed seats' names disappear into "you"; every other parameter stays
                you = {int(i) for i in e.msgctxt[4:].split(",")}
                assert set(got) == want - you, f"{lang}:{e.line}: {form!r} for {e.msgid!r}"
            elif e.msgctxt and e.msgctxt.endswith(":you"):
                assert set(got) <= want, f"{lang}:{e.line}: {form!r}"
            else:
                assert set(got) == want, f"{lang}:{e.line}: {form!r} for {e.msgid!r}"


def test_plural_forms_follow_each_language():
    assert translations("fr").npgettext("ui:moves", "{} move", "{} moves", 1) == "{} coup"
    assert translations("fr").npgettext("ui:moves", "{} move", "{} moves", 0) == "{} coup"  # French: 0 is singular
    assert translations("fr").npgettext("ui:moves", "{} move", "{} moves", 2) == "{} coups"
    assert translations("en").npgettext("ui:moves", "{} move", "{} moves", 0) == "{} moves"


def test_the_po_reader_reports_a_broken_file_with_its_line():
    with pytest.raises(PoError, match=r"x\.po:3"):
        parse_po('msgid "a"\nmsgstr "b"\nmsgstr_bad "c"\n', "x.po")
    with pytest.raises(PoError, match=r"x\.po:2"):
        parse_po('msgid "a"\nmsgstr b\n', "x.po")


def test_the_po_reader_agrees_with_gettext_on_contexts_plurals_and_continuations():
    import gettext
    import io

    text = ('msgid ""\nmsgstr "Plural-Forms: nplurals=2; plural=(n > 1);\\n"\n\n'
            'msgctxt "c"\nmsgid "a"\nmsgstr ""\n"b" "c"\n\n'
            'msgid "{} card"\nmsgid_plural "{} cards"\nmsgstr[0] "{} carte"\nmsgstr[1] "{} cartes"\n\n'
            '#, fuzzy\nmsgid "old"\nmsgstr "vieux"\n\nmsgid "untranslated"\nmsgstr ""\n')
    t = gettext.GNUTranslations(io.BytesIO(mo_bytes(parse_po(text))))
    assert t.pgettext("c", "a") == "bc" and t.gettext("a") == "a"
    assert t.ngettext("{} card", "{} cards", 3) == "{} cartes" and t.ngettext("{} card", "{} cards", 1) == "{} carte"
    assert t.gettext("old") == "old" and t.gettext("untranslated") == "untranslated"


def test_package_data_ships_every_catalogue():
    import tomllib

    config = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["tool"]["setuptools"]
    globs = config["package-data"]["caylus_desktop"]
    base = ROOT / "caylus_desktop"
    shipped = {p for g in globs for p in base.glob(g)}
    assert set(base.glob("locale/**/*.po")) == shipped and len(shipped) >= 4
    rules = config["package-data"]["caylus_desktop.rules_data"]
    assert {p for g in rules for p in (ROOT / "rules_data").glob(g)} == set((ROOT / "rules_data").rglob("*.yaml"))


@pytest.mark.slow
def test_catalogues_load_from_an_installed_copy(tmp_path):
    """pip install into a folder (no compiler, no msgfmt), then translate from there."""
    src = tmp_path / "src"
    import shutil

    shutil.copytree(ROOT, src, ignore=shutil.ignore_patterns(".git", "__pycache__", "build", "*.egg-info", "tests"))
    target = tmp_path / "site"
    done = subprocess.run([sys.executable, "-m", "pip", "install", "-q", "--no-deps", "--target", str(target), str(src)],
                          capture_output=True, text=True, timeout=600)
    assert done.returncode == 0, done.stderr[-2000:]
    code = ("import caylus_desktop, sys\n"
            "from caylus_desktop.engine.catalogues import translations\n"
            "assert caylus_desktop.__file__.startswith(sys.argv[1]), caylus_desktop.__file__\n"
            "print(translations('fr').pgettext('ui:new_game', 'New game'))\n"
            "from caylus_desktop.ui.rulebook import texts\n"  # the rules browser's texts ship too
            "print(texts('caleira.yaml').chapters[0]['title']['fr'])\n")
    out = subprocess.run([sys.executable, "-c", code, str(target)], capture_output=True, text=True,
                         cwd=tmp_path, env={"PYTHONPATH": str(target), "PATH": ""}, timeout=120)
    assert out.returncode == 0, out.stderr[-2000:]
    assert out.stdout.splitlines() == ["Nouvelle partie", "Comment gagner"]


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_an_entry_in_two_catalogue_files_says_the_same_in_both(lang):
    """Each game has its own PO file beside caylus_desktop.po; gettext merges them, keeping the
    first. The same sentence in two games' files is fine only if both translate it alike."""
    seen: dict[tuple, object] = {}
    for e in po_entries(lang):
        if not e.msgid:
            continue
        first = seen.setdefault(e.key, e)
        assert first.msgstr == e.msgstr, (
            f"{e.file}:{e.line} and {first.file}:{first.line} translate {e.msgid!r} differently")


def test_every_magna_carta_card_word_has_a_french_entry_and_nothing_is_left_over():
    """The card faces (FACE), the tooltips (WORDS) and the table's words (_UI) of Magna Carta come from the catalogue."""
    from caylus_desktop.ui.tables.magna_carta import _UI, TABLE_CONTEXT
    from caylus_desktop.ui.tables.magna_carta_text import FACE, FACE_CONTEXT, TEXT_CONTEXT, WORDS, face, word

    fr = _catalogue("fr")
    for context, table in ((FACE_CONTEXT, FACE), (TEXT_CONTEXT, WORDS), (TABLE_CONTEXT, _UI)):
        wanted = {(context, m if isinstance(m, str) else m[0]) for m in table.values()}
        have = {k for k in fr if k[0] == context}
        assert wanted == have, f"{context}: missing {sorted(wanted - have)}; left over {sorted(have - wanted)}"
        plural = {(context, m[0]): m[1] for m in table.values() if isinstance(m, tuple)}
        assert all(fr[k].msgid_plural == plural.get(k) for k in have), f"{context}: a plural form differs"
    assert face("stone", "fr", 2) == "+2 pierres" and face("stone", "en", 2) == "+2 stone"
    assert word("n_tokens", "fr", 2) == "2 jetons château" and word("owner", "fr", "Zoé") == "Propriétaire : Zoé"


def test_every_heuristic_term_a_hint_can_name_has_a_french_entry_and_nothing_is_left_over():
    """A hint names the heuristic terms that change most ("work to come +1.9"): the ones met in
    seeded play of every game have a French name, and each entry is a term some game writes."""
    from caylus_desktop.bots import random_bot
    from caylus_desktop.engine import new_game
    from caylus_desktop.engine.rng import Rng
    from caylus_desktop.games import heuristics
    from caylus_desktop.ui.teaching import TERM_CONTEXT, term_word

    met: set[str] = set()
    for game in ("caylus", "magna-carta", "caleira", "castrum"):
        for seed in range(2):
            m, rng = new_game(game, 3, seed), Rng(seed)
            for k in range(240):
                if m.decision is None:
                    break
                if k % 8 == 0:
                    met |= set(heuristics(game).terms(m.state, k % 3))
                m.apply(random_bot.choose(None, m.decision, rng))
    have = {k[1] for k in _catalogue("fr") if k[0] == TERM_CONTEXT}
    assert met - have == set(), f"terms without a French name: {sorted(met - have)}"
    code = "\n".join(p.read_text(encoding="utf-8") for p in (ROOT / "caylus_desktop" / "games").rglob("heuristics.py"))
    assert not [t for t in have if f'"{t}"' not in code], "entries for terms no game writes"
    assert term_word("work to come", "fr") == "travail à venir" and term_word("work to come", "en") == "work to come"

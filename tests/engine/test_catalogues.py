"""The gettext catalogues: every message id the converted code uses has an English and a
French entry with the same parameters, no entry is left over, and they load from an
installed copy.

Converted: the window's words (ui/i18n.py) and the log lines of every game declared
(``CONVERTED``, from each game's package).
"""
from __future__ import annotations

import ast
import re
import string
import subprocess
import sys
from pathlib import Path

import pytest

from caylus_desktop.engine.catalogues import PoError, languages, mo_bytes, parse_po, po_entries, po_folder, translations
from caylus_desktop.games import GAME_IDS, declaration
from caylus_desktop.tools.transcript import WORDS as TRANSCRIPT
from caylus_desktop.ui.i18n import ENGLISH, PLURALS, YOU_FORMS, catalogued_words, tr, window_words

ROOT = Path(__file__).resolve().parents[2]

# game -> its modules that write log lines
CONVERTED = {game: sorted(ROOT.joinpath(*declaration(game).package.split(".")).glob("*.py")) for game in GAME_IDS}
# templates a converted game builds at run time (ops.py: "Top of the deck: " + ", ".join(...)),
# one per count the Wizard Tower can show
BUILT = {"Top of the deck: {}", "Top of the deck: {}, {}", "Top of the deck: {}, {}, {}"}
# words the converted games still pass as plain text parameters (context "word")
WORDS = {"left", "right", "piece"}


def _seat_contexts(args: list) -> set[str]:
    """The "you" contexts a call needs: one per seat it names (``SeatRef(x)`` at the positions of x)."""
    where: dict[str, list[str]] = {}
    for i, a in enumerate(args):
        if isinstance(a, ast.Call) and getattr(a.func, "id", None) == "SeatRef":
            where.setdefault(ast.unparse(a), []).append(str(i))
    return {"you:" + ",".join(at) for at in where.values()}


def _log_templates() -> dict[str, set[str]]:
    """Every literal template of ``state.say(...)`` in the converted games and of
    ``Message("...", (...))`` anywhere in the package (the engine's, and the games' prompts,
    labels and reasons), with the "you" contexts each needs."""
    found: dict[str, set[str]] = {}
    converted = {p for paths in CONVERTED.values() for p in paths}
    for path in sorted((ROOT / "caylus_desktop").rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if not isinstance(node, ast.Call) or not node.args:
                continue
            first = node.args[0]
            if not (isinstance(first, ast.Constant) and isinstance(first.value, str)):
                continue
            if isinstance(node.func, ast.Attribute) and node.func.attr == "say" and path in converted:
                found.setdefault(first.value, set()).update(_seat_contexts(node.args[1:]))
            elif getattr(node.func, "id", None) == "Message":
                args = node.args[1] if len(node.args) > 1 else None
                elts = list(args.elts) if isinstance(args, (ast.Tuple, ast.List)) else []
                found.setdefault(first.value, set()).update(_seat_contexts(elts))
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
    wanted = {(f"ui:{k}", one) for k, (one, _) in window_words().items()}
    wanted |= {(f"ui:{k}:you", ENGLISH[k]) for k in YOU_FORMS}
    wanted |= {(f"transcript:{k}", v) for k, v in TRANSCRIPT.items()}
    have = {k for k in fr if k[0] and k[0].startswith(("ui:", "transcript:"))}
    assert not wanted - have, f"missing French entries: {sorted(wanted - have)}"
    assert not have - wanted, f"French entries nothing uses: {sorted(have - wanted)}"
    # the English catalogue translates only the "you" forms: its game words are msgids alone
    en_you = {k for k, e in _catalogue("en").items() if k[0] and k[0].startswith("ui:") and any(e.msgstr)}
    assert en_you == {(f"ui:{k}:you", ENGLISH[k]) for k in YOU_FORMS}


def _words_in(path: Path) -> set[str]:
    return {e.msgctxt.removeprefix("ui:") for e in parse_po(path.read_text(encoding="utf-8"))
            if e.msgid and e.msgctxt and e.msgctxt.startswith("ui:") and not e.msgctxt.endswith(":you")}


@pytest.mark.parametrize("lang", ["en", "fr", "qps"])
def test_each_game_brings_its_window_words_in_its_own_catalogue(lang):
    """A game's table words live in the catalogue its declaration names, in every language, the
    English included (its msgids), and nowhere else: none in the shared file or in ui/i18n.py."""
    games = {game: _words_in(po_folder(lang) / f"{declaration(game).catalogue}.po") for game in GAME_IDS}
    english = {game: _words_in(po_folder("en") / f"{declaration(game).catalogue}.po") for game in GAME_IDS}
    assert games == english
    assert all(len(words) >= 9 for words in games.values()), {g: len(w) for g, w in games.items()}
    assert {"caylus_castle", "mc_income", "castrum_pile", "caleira_deck_top", "protected"} <= set().union(*games.values())
    shared = set(ENGLISH) | set(PLURALS)
    for game, words in games.items():
        assert not words & shared, f"{game}'s words also in ui/i18n.py: {sorted(words & shared)}"
        others = set().union(*(w for g, w in games.items() if g != game))
        assert not words & others, f"{game} shares window words with another game: {sorted(words & others)}"
    assert not _words_in(po_folder(lang) / "caylus_desktop.po") & set(catalogued_words())


def test_a_game_word_reads_from_its_catalogue_in_every_language():
    assert (tr("caylus_castle", "en"), tr("caylus_castle", "fr")) == ("Castle", "Château")
    assert (tr("mc_pile_tip", "en", 2), tr("mc_pile_tip", "fr", 2)) == (
        "2 cards face down in the pile", "2 cartes face cachée dans la pile")
    assert tr("castrum_round_of", "qps", 2, 5).startswith("[") and "2" in tr("castrum_round_of", "qps", 2, 5)
    assert tr("no_such_word", "fr") == "no_such_word"


def test_every_window_word_is_used_by_the_code():
    """A key no module names (as a string literal) is a leftover: drop it from ui/i18n.py or its
    game's catalogue."""
    code = "\n".join(p.read_text(encoding="utf-8") for p in (ROOT / "caylus_desktop").rglob("*.py")
                     if p.name != "i18n.py")
    unused = [k for k in window_words() if not re.search(rf"[\"']{re.escape(k)}[\"']", code)]
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
        if not e.msgid or not any(e.msgstr):  # untranslated: a window word's English msgid alone
            continue
        # a plural's singular may leave out the count ("the top card"): the plural names every place
        want = set(_places(e.msgid)) | set(_places(e.msgid_plural or ""))
        for n, form in enumerate(e.msgstr):
            got = _places(form)
            if e.msgid_plural is not None and n == 0:
                you = {int(i) for i in e.msgctxt[4:].split(",")} if e.msgctxt and e.msgctxt.startswith("you:") else set()
                assert set(got) <= want - you, f"{lang}:{e.line}: {form!r} for {e.msgid!r}"
            elif e.msgctxt and e.msgctxt.startswith("you:"):
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
            "print(texts('rulebook/caleira.yaml').chapters[0]['title']['fr'])\n")
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


def _heuristic_terms() -> set[str]:
    """Every term name the games' heuristics write (``out["..."] = ...`` or a dict literal's keys)."""
    names: set[str] = set()
    for path in (ROOT / "caylus_desktop" / "games").glob("*/heuristics.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if (isinstance(node, ast.Subscript) and isinstance(node.ctx, ast.Store)
                    and isinstance(node.slice, ast.Constant) and isinstance(node.slice.value, str)):
                names.add(node.slice.value)
            if isinstance(node, ast.Dict):
                names |= {k.value for k in node.keys if isinstance(k, ast.Constant) and isinstance(k.value, str)}
    return names


def test_every_heuristic_term_has_a_reason_in_words_in_both_languages():
    """A hint says why in a player's words: each game gives one for every term its heuristic
    writes, and each reason has its French sentence (and no French reason is left over)."""
    from caylus_desktop.bots.explain import reason_for
    from caylus_desktop.games import heuristics

    terms = _heuristic_terms()
    assert {"points", "castle houses", "spire exposed"} <= terms  # the extraction finds all four games'
    reasons = set()
    for game in ("caylus", "magna-carta", "caleira", "castrum"):
        written = set(heuristics(game).REASONS)
        reasons |= {reason_for(game, k) for k in written}
    assert not terms - {k for g in ("caylus", "magna-carta", "caleira", "castrum") for k in heuristics(g).REASONS}
    have = {k[1] for k in _catalogue("fr") if k[0] == "reason"}
    assert not reasons - have, f"reasons without French: {sorted(reasons - have)}"
    assert not have - reasons, f"French reasons no game gives: {sorted(have - reasons)}"
    assert not any(ch.isdigit() for r in reasons for ch in r)


@pytest.mark.parametrize("game", GAME_IDS)
def test_every_game_has_the_catalogue_it_declares_in_every_language(game):
    catalogue = declaration(game).catalogue
    assert CONVERTED[game], "its package holds its modules"
    missing = [lang for lang in languages() if not (po_folder(lang) / f"{catalogue}.po").is_file()]
    assert catalogue and not missing, f"{game}: no locale/<lang>/LC_MESSAGES/{catalogue}.po for {missing}"

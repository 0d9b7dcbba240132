"""Gettext catalogues: the PO files shipped in ``caylus_desktop/locale`` read at run time.

The standard library's ``gettext`` reads only compiled .mo files, and compiling at install
time would need a build step that ``pip install .`` on a clean machine does not run. So a
small reader turns a PO file into .mo bytes in memory and hands them to
``gettext.GNUTranslations``: plural forms (``ngettext``) and contexts (``pgettext``) are then
the standard library's, and translators keep editing plain PO files.
"""
from __future__ import annotations

import ast
import functools
import gettext
import io
import struct
from dataclasses import dataclass, field
from importlib import resources
from typing import Mapping

from babel import Locale, UnknownLocaleError

DOMAIN = "caylus_desktop"
# the catalogue's context of the rules files' texts a language translates in its catalogue (the
# pseudo-locale's), and of its grammar (which words elide before a vowel)
TEXT_CONTEXT = "text"
GRAMMAR_CONTEXT = "grammar"


def is_pseudo(lang: str) -> bool:
    """A pseudo-locale (``qps``): ISO 639 keeps qaa-qtz for local use. Its catalogue is made by
    ``tools/make_qps.py`` from the English one, for testing; players are not offered it."""
    return len(lang) == 3 and "qaa" <= lang <= "qtz"


@functools.cache
def all_languages() -> tuple[str, ...]:
    """Every language with a catalogue folder (``caylus_desktop/locale/<lang>/``), English first."""
    folder = resources.files("caylus_desktop") / "locale"
    present = sorted(f.name for f in folder.iterdir() if (f / "LC_MESSAGES" / f"{DOMAIN}.po").is_file())
    return tuple(sorted(present, key=lambda lang: lang != "en"))


@functools.cache
def languages() -> tuple[str, ...]:
    """The languages the app offers players: every catalogue present but a pseudo-locale's.
    Every text of the rules files must exist in each (``engine/text_fields.py`` checks it)."""
    return tuple(lang for lang in all_languages() if not is_pseudo(lang))


@dataclass
class PoEntry:
    msgid: str
    msgctxt: str | None = None
    msgid_plural: str | None = None
    msgstr: list[str] = field(default_factory=list)  # one per plural form
    fuzzy: bool = False
    line: int = 0
    file: str = ""  # which catalogue file of the language it comes from

    @property
    def key(self) -> tuple[str | None, str]:
        return (self.msgctxt, self.msgid)


class PoError(ValueError):
    """A PO file that cannot be read, with the line."""


def parse_po(text: str, name: str = "catalogue") -> list[PoEntry]:
    """The entries of a PO file (the header entry, msgid "", included)."""
    entries: list[PoEntry] = []
    cur: PoEntry | None = None
    field_name: str | None = None
    fuzzy = False

    def finish() -> None:
        nonlocal cur
        if cur is not None:
            entries.append(cur)
        cur = None

    for n, raw in enumerate(text.splitlines(), 1):
        line = raw.strip()
        if not line:
            continue
        if line.startswith("#"):
            if line.startswith("#,") and "fuzzy" in line:
                finish()
                fuzzy = True
            continue
        keyword, _, rest = line.partition(" ")
        if line.startswith('"'):
            if cur is None or field_name is None:
                raise PoError(f"{name}:{n}: a string outside any entry")
            _append(cur, field_name, _unquote(line, name, n))
            continue
        if keyword in ("msgctxt", "msgid") and (cur is None or cur.msgstr):
            finish()
            cur = PoEntry(msgid="", fuzzy=fuzzy, line=n, file=name)
            fuzzy = False
        if cur is None:
            raise PoError(f"{name}:{n}: {keyword} before msgid")
        if keyword == "msgctxt":
            cur.msgctxt = ""
        elif keyword == "msgid_plural":
            cur.msgid_plural = ""
        elif keyword == "msgstr" or keyword.startswith("msgstr["):
            cur.msgstr.append("")
        elif keyword != "msgid":
            raise PoError(f"{name}:{n}: unknown keyword {keyword!r}")
        field_name = keyword
        _append(cur, field_name, _unquote(rest.strip(), name, n))
    finish()
    return entries


def _unquote(token: str, name: str, n: int) -> str:
    if len(token) < 2 or token[0] != '"' or token[-1] != '"':
        raise PoError(f"{name}:{n}: expected a quoted string, got {token!r}")
    try:
        return ast.literal_eval(token)
    except (ValueError, SyntaxError):
        raise PoError(f"{name}:{n}: bad string {token!r}") from None


def _append(entry: PoEntry, field_name: str, text: str) -> None:
    if field_name == "msgctxt":
        entry.msgctxt += text
    elif field_name == "msgid":
        entry.msgid += text
    elif field_name == "msgid_plural":
        entry.msgid_plural += text
    else:
        entry.msgstr[-1] += text


def mo_bytes(entries: list[PoEntry]) -> bytes:
    """The .mo image of the translated entries (what msgfmt would write)."""
    pairs: dict[bytes, bytes] = {}
    for e in entries:
        if e.fuzzy and e.msgid:
            continue
        if not any(e.msgstr) and e.msgid:
            continue  # untranslated: gettext falls back to the msgid
        key = e.msgid if e.msgid_plural is None else e.msgid + "\0" + e.msgid_plural
        if e.msgctxt is not None:
            key = e.msgctxt + "\x04" + key
        # the first file's entry wins (so the header, with Plural-Forms, is caylus_desktop.po's)
        pairs.setdefault(key.encode("utf-8"), "\0".join(e.msgstr).encode("utf-8"))
    keys = sorted(pairs)
    ids = strs = b""
    offsets = []
    for k in keys:
        offsets.append((len(ids), len(k), len(strs), len(pairs[k])))
        ids += k + b"\0"
        strs += pairs[k] + b"\0"
    start = 7 * 4 + 16 * len(keys)
    koffsets = []
    voffsets = []
    for o1, l1, o2, l2 in offsets:
        koffsets += [l1, o1 + start]
        voffsets += [l2, o2 + start + len(ids)]
    out = struct.pack("Iiiiiii", 0x950412DE, 0, len(keys), 7 * 4, 7 * 4 + len(keys) * 8, 0, 0)
    out += struct.pack(f"{len(koffsets)}i", *koffsets) + struct.pack(f"{len(voffsets)}i", *voffsets)
    return out + ids + strs


def po_folder(lang: str):
    """The shipped catalogue folder of ``lang`` (a Traversable inside the installed package)."""
    return resources.files("caylus_desktop") / "locale" / lang / "LC_MESSAGES"


def po_files(lang: str) -> list:
    """The catalogue files of ``lang``: ``caylus_desktop.po`` (the window, the shared words)
    first, then one file per game (``caylus.po``, ``castrum.po``...), so that each game's
    sentences are edited, and merged, apart. Gettext sees them as one catalogue."""
    folder = po_folder(lang)
    main = folder / f"{DOMAIN}.po"
    others = sorted((f for f in folder.iterdir() if f.name.endswith(".po") and f.name != main.name),
                    key=lambda f: f.name)
    return [main, *others]


def po_entries(lang: str) -> list[PoEntry]:
    """Every entry of every catalogue file of ``lang``, in file order (an entry repeated in
    two files must say the same: ``tests/engine/test_catalogues.py`` checks it)."""
    out: list[PoEntry] = []
    for f in po_files(lang):
        out += parse_po(f.read_text(encoding="utf-8"), f"locale/{lang}/{f.name}")
    return out


@functools.cache
def is_language_code(key: str) -> bool:
    """Whether ``key`` names a language: one with a catalogue here, or one CLDR knows ("de")."""
    if key in all_languages():
        return True
    if not (2 <= len(key) <= 3 and key.isascii() and key.isalpha() and key.islower()):
        return False
    try:
        Locale.parse(key)
    except (UnknownLocaleError, ValueError):
        return False
    return True


def text_in(texts: Mapping[str, str], lang: str) -> str:
    """A rules file's text (``{en: …, fr: …}``) in ``lang``: the file's own, else the language's
    catalogue entry for the English text (context ``text``: the pseudo-locale's), else English."""
    said = texts.get(lang)
    if said is not None:
        return said
    english = texts.get("en", "")
    return translations(lang).pgettext(TEXT_CONTEXT, english) if english else english


@functools.cache
def translations(lang: str) -> gettext.NullTranslations:
    """The catalogue of ``lang``; an unknown language gets the English msgids unchanged."""
    if lang not in all_languages():
        return gettext.NullTranslations()
    return gettext.GNUTranslations(io.BytesIO(mo_bytes(po_entries(lang))))

"""The words themselves: the language in use and the gettext calls that translate into it.

The part of :mod:`kitgen.core.messages` that needs nothing else of kitgen (so that
:mod:`kitgen.core.errors` can write its messages in the players' language too);
import from :mod:`kitgen.core.messages`, which also chooses and checks the language.
"""

from __future__ import annotations

import contextvars
import gettext
import os
from functools import cache
from pathlib import Path
from typing import Any

DEFAULT = "en"
LOCALE_DIR = Path(__file__).resolve().parents[1] / "locale"
DOMAIN = "kitgen"
#: The file that makes a folder of :data:`LOCALE_DIR` a language (docs/translating.md): its
#: name, the logic tiles' words, the court cards' letters, its hyphenation dictionary, its
#: number symbols (written by ``make catalogues``) and its glossary.
DATA_FILE = "language.json"

_current: contextvars.ContextVar[str] = contextvars.ContextVar("kitgen_language", default=DEFAULT)
_asked: contextvars.ContextVar[bool] = contextvars.ContextVar("kitgen_asked", default=False)


def language() -> str:
    """The language answers are given in now."""
    return _current.get()


def language_asked() -> bool:
    """Whether the language in use was asked for (``--lang``, ``KITGEN_LANG``, ``lang=``),
    not just taken from the locale."""
    return _asked.get()


@cache
def catalogue(code: str) -> gettext.NullTranslations:
    """The compiled catalogue of ``code`` (English: none, the messages are English), read
    message by message as they are shown (:mod:`kitgen.core.mofile`); one in another
    charset by :mod:`gettext`; none, or a damaged one, is the English messages."""
    if code == DEFAULT:
        return gettext.NullTranslations()
    from kitgen.core.mofile import Catalogue

    path = LOCALE_DIR / code / "LC_MESSAGES" / f"{DOMAIN}.mo"
    try:
        return Catalogue(path)
    except OSError:  # none, or one it does not take: the standard reader, else English
        pass
    import struct

    try:
        with path.open("rb") as file:
            return gettext.GNUTranslations(file)
    except (OSError, struct.error, ValueError, LookupError):  # damaged or unreadable
        return gettext.NullTranslations()


def languages() -> tuple[str, ...]:
    """The languages kitgen speaks: every folder of ``kitgen/locale`` with a ``language.json``,
    English first, then by code. Nothing else lists them."""
    return _folders(LOCALE_DIR)


@cache
def _folders(folder: Path) -> tuple[str, ...]:
    try:
        entries = list(os.scandir(folder))
    except OSError:
        entries = []
    found = sorted(e.name for e in entries if os.path.isfile(os.path.join(e.path, DATA_FILE)))
    return (DEFAULT, *(code for code in found if code != DEFAULT))


def language_data(code: str) -> dict[str, Any]:
    """What ``kitgen/locale/CODE/language.json`` says of the language ``code`` (one of
    :func:`languages`): ``name``, ``english_name``, ``hyphenation``, ``logic_words``,
    ``court_cards``, ``flavour_letters``, ``glossary``, ``forbidden_words``, ``quotes``,
    ``numbers``."""
    return _data(LOCALE_DIR, code)


@cache
def _data(folder: Path, code: str) -> dict[str, Any]:
    import json  # here: a command that needs no language data reads none

    path = folder / code / DATA_FILE
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError) as err:  # a language named but not there, or damaged
        if code == DEFAULT:
            raise RuntimeError(f"kitgen is damaged: {path} cannot be read ({err})") from None
        return _data(folder, DEFAULT)
    return data if isinstance(data, dict) else _data(folder, DEFAULT)


def name(code: str) -> str:
    """The name of the language ``code`` in itself, as its picker shows it: ``Nederlands``."""
    return str(language_data(code)["name"])


def symbols(lang: str) -> dict[str, Any]:
    """The number symbols and ordinal rule of ``lang`` (its ``language.json``'s ``numbers``)."""
    numbers: dict[str, Any] = language_data(lang)["numbers"]
    return numbers


def grouped(digits: str, group: str, min_grouping: int) -> str:
    if len(digits) < 4 + min_grouping - 1:
        return digits
    head = len(digits) % 3 or 3
    parts = [digits[:head]] + [digits[i : i + 3] for i in range(head, len(digits), 3)]
    return group.join(parts)


def number(n: int, lang: str | None = None) -> str:
    """A whole number with the language's thousands separators: 4,687 / 4.687 / 4 687."""
    data = symbols(lang or language())
    sign = data.get("minus", "-") if n < 0 else ""
    return sign + grouped(str(abs(n)), data["group"], int(data["min_grouping"]))


def _fill(text: str, values: dict[str, Any]) -> str:
    return text.format(**values) if values else text


def _(message: str, /, **values: Any) -> str:
    """``message`` in the current language, its ``{placeholders}`` filled from ``values``."""
    code = _current.get()  # English is the messages themselves: no catalogue to ask
    return _fill(message if code == DEFAULT else catalogue(code).gettext(message), values)


def n_(singular: str, plural: str, n: int, /, **values: Any) -> str:
    """The plural form of the message for ``n`` in the current language, with ``{n}``
    written the local way and the other placeholders filled."""
    text = catalogue(_current.get()).ngettext(singular, plural, n)
    return _fill(text, {"n": number(n), **values} if "{n}" in text else values)


#: Characters Python counts printable that show nothing: Unicode's default-ignorable code
#: points outside the control and format categories (a combining grapheme joiner, the Hangul
#: fillers, the variation selectors …) and the blank braille cell. :func:`escaped` writes
#: them as escapes, as it does the control and format characters.
INVISIBLE = frozenset(
    "\u034f\u115f\u1160\u17b4\u17b5\u180b\u180c\u180d\u180f\u2800\u3164\uffa0"
    + "".join(map(chr, range(0xFE00, 0xFE10)))
    + "".join(map(chr, range(0xE0100, 0xE01F0)))
)
_NAMED = {"\\": "\\\\", "\n": "\\n", "\r": "\\r", "\t": "\\t"}


def _escape(char: str) -> str:
    if char in _NAMED:
        return _NAMED[char]
    if char.isprintable() and char not in INVISIBLE:
        return char
    code = ord(char)
    if code < 0x100:
        return f"\\x{code:02x}"
    return f"\\u{code:04x}" if code < 0x10000 else f"\\U{code:08x}"


def escaped(text: str) -> str:
    """``text`` itself when every character of it shows; else with every control, format,
    separator and invisible character written as its escape, as Python writes it (``\\n``,
    ``\\x1b``, ``\\u202e``) and its backslashes doubled, so that a message quoting it stays
    one line, prints no terminal command and turns no text right to left."""
    if text.isprintable() and INVISIBLE.isdisjoint(text):
        return text
    return "".join(map(_escape, text))


def quoted(text: str, code: str | None = None) -> str:
    """``text`` in the quotation marks of ``code`` (the current language): the ``quotes`` of
    its ``language.json`` — 'x' in English, «x» in Russian, „x“ in German; a character of it
    that does not show written as its escape (:func:`escaped`)."""
    marks = language_data(code or _current.get()).get("quotes") or ["'", "'"]
    return f"{marks[0]}{escaped(text)}{marks[1]}"


def plural_form(n: int, code: str | None = None) -> int:
    """Which plural form ``n`` takes in ``code`` (the current language): the index of the
    catalogue's ``Plural-Forms`` rule — Russian 0 (1, 21), 1 (2–4, 22), 2 (5, 11, 25);
    English, and a language without a compiled catalogue, 0 for 1 and 1 for the rest."""
    found = catalogue(code or _current.get())
    rule = getattr(found, "plural_form", None) or getattr(found, "plural", None)
    return int(rule(n)) if callable(rule) else int(n != 1)


def p_(context: str, message: str, /, **values: Any) -> str:
    """``message`` translated in ``context`` (one English word, two meanings)."""
    return _fill(catalogue(_current.get()).pgettext(context, message), values)


def N_(message: str) -> str:
    """Mark ``message`` for the catalogues; it is translated where it is shown."""
    return message


def pN_(context: str, message: str) -> str:
    """Mark ``message`` in ``context`` for the catalogues (translated with :func:`p_`)."""
    return message


def nN_(singular: str, plural: str) -> tuple[str, str]:
    """Mark a plural message for the catalogues; :func:`n_` translates it where it is shown
    (``n_(*message, n)``)."""
    return singular, plural

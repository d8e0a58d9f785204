"""Text in any output encoding: what an encoding lacks, written plainly.

:func:`plain_errors` names an error handler (:func:`codecs.register_error`) that writes a
character an encoding cannot hold in a plain form (:func:`plain`: ``−`` as ``-``, ``×`` as
``x``, ``ä`` as ``a`` where there is no ``ä``, Cyrillic spelled in Latin letters) instead
of raising ``UnicodeEncodeError``; :data:`ASCII` is ASCII under a name of its own. The
command line's streams use both (:mod:`kitgen.cli.streams`).
"""

from __future__ import annotations

import codecs
import unicodedata

#: Plain forms of the signs, punctuation and letters kitgen prints that have no
#: decomposition into a letter and its accents.
_PLAIN = {
    "−": "-", "×": "x", "÷": "/", "·": ".", "±": "+/-", "≤": "<=", "≥": ">=", "≠": "!=",
    "≈": "~", "→": "->", "←": "<-", "↔": "<->", "⇒": "=>", "…": "...", "—": "-", "–": "-",
    "‒": "-", "‐": "-", "‑": "-", "‘": "'", "’": "'", "‚": ",", "“": '"', "”": '"', "„": '"',
    "«": '"', "»": '"', "‹": "<", "›": ">", "•": "*", "✓": "v", "✔": "v", "✗": "x", "✘": "x",
    "°": " deg", "²": "2", "³": "3", "½": "1/2", "¼": "1/4", "¾": "3/4", "€": "EUR",
    "æ": "ae", "Æ": "AE", "ð": "d", "Ð": "D", "þ": "th", "Þ": "Th", "ø": "o", "Ø": "O",
    "ß": "ss", "œ": "oe", "Œ": "OE", "ł": "l", "Ł": "L", "đ": "d", "Đ": "D", "ı": "i",
    "\u00a0": " ", "\u2009": " ", "\u202f": " ", "\u2007": " ", "\u200b": "", "\ufeff": "",
}  # fmt: skip
#: Russian in Latin letters (the passport system, ISO 9's cousin everyone reads).
_CYRILLIC = dict(zip(
    "абвгдеёжзийклмнопрстуфхцчшщъыьэюя",
    ("a", "b", "v", "g", "d", "e", "e", "zh", "z", "i", "i", "k", "l", "m", "n", "o", "p",
     "r", "s", "t", "u", "f", "kh", "ts", "ch", "sh", "shch", "ie", "y", "", "e", "iu", "ia"),
    strict=True,
))  # fmt: skip


def plain(char: str, encoding: str) -> str:
    """``char`` as ``encoding`` can write it: itself, its letter without the accent, its
    plain form, or ``?``."""
    for form in (char, unicodedata.normalize("NFKD", char), _PLAIN.get(char), _latin(char)):
        if form is None:
            continue
        bare = "".join(c for c in form if not unicodedata.combining(c)) or form
        for text in (form, bare):
            try:
                text.encode(encoding)
            except UnicodeEncodeError:
                continue
            return text
    if unicodedata.name(char, "").startswith("BOX DRAWINGS"):  # rich's help panels
        name = unicodedata.name(char)
        return (
            "-"
            if "HORIZONTAL" in name and "VERTICAL" not in name
            else ("|" if "VERTICAL" in name and "HORIZONTAL" not in name else "+")
        )
    return "?"


def _latin(char: str) -> str | None:
    low = char.lower()
    if low not in _CYRILLIC:
        return None
    latin = _CYRILLIC[low]
    return latin if char == low else latin[:1].upper() + latin[1:]


def _undecoded(char: str) -> bool:
    """Whether ``char`` stands for a byte Python could not decode (``surrogateescape``)."""
    return 0xDC80 <= ord(char) <= 0xDCFF


def plain_errors(encoding: str) -> str:
    """The name of the error handler that writes what ``encoding`` lacks plainly (registered
    on first use). The handler is bound to the encoding: the code pages Python encodes with a
    table (cp1251, cp437, koi8-r...) report their error as the ``charmap`` codec's, and a
    plain form must be tried in the code page itself (``×`` is in ``charmap``'s Latin-1, not
    in cp1251)."""
    name = codecs.lookup(encoding).name
    handler = f"kitgen-plain-{name}"
    try:
        codecs.lookup_error(handler)
    except LookupError:

        def write_plainly(err: UnicodeError) -> tuple[str | bytes, int]:
            if not isinstance(err, UnicodeEncodeError):
                raise err
            text = err.object[err.start : err.end]
            undecoded = _undecoded(text[0])
            run = 1
            while run < len(text) and _undecoded(text[run]) == undecoded:
                run += 1
            if undecoded:  # the bytes of a name Python could not decode: written as they came
                return bytes(ord(c) - 0xDC00 for c in text[:run]), err.start + run
            return "".join(plain(c, name) for c in text[:run]), err.start + run

        codecs.register_error(handler, write_plainly)
    return handler


#: ASCII under a name of its own: click takes a stream whose encoding is called ``ascii`` for
#: a misconfigured locale and writes UTF-8 to it behind Python's back.
ASCII = "kitgen-ascii"


def _find_ascii(name: str) -> codecs.CodecInfo | None:
    if name.replace("_", "-") != ASCII:
        return None
    ascii_codec = codecs.lookup("ascii")
    return codecs.CodecInfo(
        ascii_codec.encode, ascii_codec.decode, name=ASCII,
        incrementalencoder=ascii_codec.incrementalencoder,
        incrementaldecoder=ascii_codec.incrementaldecoder,
    )  # fmt: skip


codecs.register(_find_ascii)

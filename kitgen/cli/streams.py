"""Standard streams that cannot turn a committed change into a failure.

``kitgen game pass g.json | head -0`` records the pass, then finds its stdout closed. Python
would raise ``BrokenPipeError`` on the next print, and the command would end with a traceback
or exit 1 although the pass is in the file. :func:`guard_streams` (called once by the console
script, before any command runs) makes stdout drop what nobody reads, so the command ends
with its own exit code; and it fills closed standard descriptors with the null device, so a
file kitgen opens can never become descriptor 1 and receive what is printed.

It also makes both streams print in whatever encoding the terminal or a redirect has
(``PYTHONIOENCODING=cp1252``, as Python on Windows writes a redirect): a character the
encoding lacks is written in a plain form (:func:`plain`: ``−`` as ``-``, ``×`` as ``x``,
``ä`` as ``a`` where there is no ``ä``, Cyrillic spelled in Latin letters), never an
``UnicodeEncodeError`` that would end the command with a traceback and exit 1.
"""

from __future__ import annotations

import codecs
import contextlib
import errno
import io
import os
import sys
import unicodedata
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from _typeshed import ReadableBuffer

_GONE = {errno.EPIPE, errno.EINVAL, errno.EBADF}

#: The error handler (:func:`codecs.register_error`) that writes what an encoding lacks plainly.
PLAIN = "kitgen-plain"

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


def _plain_errors(err: UnicodeError) -> tuple[str, int]:
    if not isinstance(err, UnicodeEncodeError):
        raise err
    text = err.object[err.start : err.end]
    return "".join(plain(c, err.encoding) for c in text), err.end


codecs.register_error(PLAIN, _plain_errors)

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


class _QuietOutput(io.RawIOBase):
    """Descriptor 1 as a raw stream: once the reader has gone, writes vanish without error.

    Any other failure (a full disk, an I/O error: ``kitgen check 1=1 > /dev/full``) is kept
    in ``failed`` and the rest of the output dropped too, so that the command finishes what
    it was doing; :func:`output_failure` tells the console script, which says so on stderr.
    """

    def __init__(self, fd: int) -> None:
        super().__init__()
        self._fd = fd
        self.gone = False
        self.failed: OSError | None = None

    def writable(self) -> bool:
        return True

    def fileno(self) -> int:
        return self._fd

    def isatty(self) -> bool:
        return not self.gone and os.isatty(self._fd)

    def write(self, data: ReadableBuffer) -> int:
        size = len(memoryview(data))
        if self.gone:
            return size
        try:
            return os.write(self._fd, data)
        except OSError as err:
            if err.errno not in _GONE:
                self.failed = err
            self.gone = True
            _to_null(self._fd)
            return size


def _to_null(fd: int) -> None:
    """Point ``fd`` at the null device (so Python's own exit flush finds nothing to fail)."""
    with contextlib.suppress(OSError):
        null = os.open(os.devnull, os.O_WRONLY)
        if null != fd:
            os.dup2(null, fd)
            os.close(null)


_OUTPUT: list[_QuietOutput] = []


def output_failure() -> OSError | None:
    """Why standard output could not be written (not a closed pipe), or None."""
    return _OUTPUT[0].failed if _OUTPUT else None


def guard_streams() -> None:
    """Fill closed descriptors 0-2 and make ``sys.stdout`` quiet on a closed pipe."""
    for fd in (0, 1, 2):
        try:
            os.fstat(fd)
        except OSError:
            with contextlib.suppress(OSError):
                null = os.open(os.devnull, os.O_RDWR)
                if null != fd:
                    os.dup2(null, fd)
                    os.close(null)
    if sys.stderr is None:  # descriptor 2 was closed at start: messages go nowhere, quietly
        sys.stderr = open(os.devnull, "w", encoding="utf-8")  # noqa: SIM115
    elif isinstance(sys.stderr, io.TextIOWrapper) and sys.stderr.errors != "strict":
        # Python's default there is backslashreplace
        if codecs.lookup(sys.stderr.encoding).name == "ascii":
            sys.stderr.reconfigure(encoding=ASCII, errors=PLAIN)
        else:
            sys.stderr.reconfigure(errors=PLAIN)
    old = sys.stdout
    if os.name == "nt" and os.isatty(1):
        return  # a Windows console is never a closed pipe, and has its own text writer
    encoding = getattr(old, "encoding", None) or "utf-8"
    errors = getattr(old, "errors", None) or "strict"
    if errors == "strict":  # as Python set it, unless PYTHONIOENCODING names a handler
        errors = PLAIN
    if codecs.lookup(encoding).name == "ascii":
        encoding = ASCII
    line_buffering = bool(getattr(old, "line_buffering", False))
    raw = _QuietOutput(1)
    _OUTPUT[:] = [raw]
    sys.stdout = io.TextIOWrapper(
        io.BufferedWriter(raw),
        encoding=encoding,
        errors=errors,
        line_buffering=line_buffering,
        write_through=True,
    )

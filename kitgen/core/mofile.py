"""A compiled catalogue (``.mo``) read on demand: the messages a command shows, and no others.

:class:`gettext.GNUTranslations` decodes every message of a catalogue when it opens it:
1,600 messages, 5 ms of every ``kitgen check --lang ru`` for the few it prints. A
:class:`Catalogue` indexes the file's original strings as bytes (under 1 ms) and decodes a
translation when it is asked for. It answers ``gettext``, ``ngettext`` and ``pgettext`` as
:class:`gettext.GNUTranslations` does for the catalogues ``make catalogues`` writes (UTF-8,
little- or big-endian, a ``Plural-Forms`` header).
"""

from __future__ import annotations

import gettext
import struct
from collections.abc import Callable
from pathlib import Path

#: The magic number that opens a ``.mo`` file, as little- and big-endian words.
_MAGIC = {0x950412DE: "<", 0xDE120495: ">"}


class Catalogue(gettext.NullTranslations):
    """The translations of one compiled catalogue, decoded one by one as they are asked for.

    A file this reader does not take (damaged or cut short, another version of the format,
    a charset other than UTF-8, a ``Plural-Forms`` gettext cannot read) raises
    :class:`OSError` when it is opened, as :class:`gettext.GNUTranslations` does for a
    damaged one; a translation that is not UTF-8, or that runs past the end of the file,
    is the English message."""

    def __init__(self, path: Path) -> None:
        super().__init__()
        data = path.read_bytes()
        try:
            self._read(data)
        except (struct.error, ValueError) as err:
            raise OSError(0, f"a damaged compiled catalogue (.mo): {err}", str(path)) from err

    def _read(self, data: bytes) -> None:
        order = _MAGIC.get(struct.unpack("<I", data[:4])[0]) if len(data) >= 28 else None
        if order is None:
            raise ValueError("not a compiled catalogue (.mo)")
        version, count, originals, translations = struct.unpack(order + "4I", data[4:20])
        if version >> 16 > 1:  # the major version: gettext knows 0 and 1
            raise ValueError(f"version {version >> 16} of the format")
        size = len(data)
        if max(originals, translations) + 8 * count > size:
            raise ValueError("its tables run past the end of the file")
        self._data = data
        self._where = struct.unpack(f"{order}{2 * count}I", data[originals : originals + 8 * count])
        self._table = struct.unpack(
            f"{order}{2 * count}I", data[translations : translations + 8 * count]
        )
        # a file cut short: its last strings are past its end (each message is checked
        # again when it is read: checking all of them here would cost every start)
        if (
            count
            and max(self._where[-2] + self._where[-1], self._table[-2] + self._table[-1]) > size
        ):
            raise ValueError("a message runs past the end of the file")
        where = self._where
        # a plural message is stored as "singular\0plural": it is looked up by its singular
        self._index = {
            data[start : start + length].partition(b"\0")[0]: i
            for i, (length, start) in enumerate(zip(where[::2], where[1::2], strict=True))
        }
        header = self._translation(b"")
        if header is None and b"" in self._index:
            raise ValueError("its header is not UTF-8")
        charset = _charset(header or "")
        if charset not in ("", "utf-8", "utf8"):
            raise ValueError(f"the charset {charset}, not UTF-8")
        self._plural = _plural_rule(header or "")

    def _translation(self, key: bytes) -> str | None:
        i = self._index.get(key)
        if i is None:
            return None
        length, start = self._table[2 * i], self._table[2 * i + 1]
        if start + length > len(self._data):  # damaged: the English message
            return None
        try:
            return self._data[start : start + length].decode("utf-8")
        except UnicodeDecodeError:
            return None

    def _plural_entry(self, key: bytes) -> bool:
        """Whether message ``key`` is stored as a plural one (with its plural)."""
        i = self._index[key]
        length, start = self._where[2 * i], self._where[2 * i + 1]
        return b"\0" in self._data[start : start + length]

    def _single(self, key: str, message: str) -> str:
        encoded = key.encode("utf-8")
        found = self._translation(encoded)
        if found is None:
            return message
        if self._plural_entry(encoded):  # its form for 1, as gettext gives it
            forms = found.split("\0")
            form = self._plural(1)
            return forms[form] if form < len(forms) else message
        return found

    def gettext(self, message: str) -> str:
        return self._single(message, message)

    def plural_form(self, n: int) -> int:
        """Which of the language's plural forms ``n`` takes (its ``Plural-Forms`` rule)."""
        return self._plural(n)

    def pgettext(self, context: str, message: str) -> str:
        return self._single(f"{context}\x04{message}", message)

    def ngettext(self, msgid1: str, msgid2: str, n: int) -> str:
        key = msgid1.encode("utf-8")
        found = self._translation(key)
        forms = found.split("\0") if found is not None and self._plural_entry(key) else []
        form = self._plural(n)
        if form >= len(forms):  # not translated as a plural: English's two forms
            return msgid1 if n == 1 else msgid2
        return forms[form]


def _charset(header: str) -> str:
    """The charset the catalogue's ``Content-Type`` header names, in lower case, or ``""``."""
    for line in header.splitlines():
        name, _colon, value = line.partition(":")
        if name.strip().lower() == "content-type" and "charset=" in value:
            return value.split("charset=", 1)[1].split(";")[0].strip().lower()
    return ""


def _plural_rule(header: str) -> Callable[[int], int]:
    """The plural form of each number, from the catalogue's ``Plural-Forms`` header (as
    :mod:`gettext` reads it); English's two forms without one."""
    for line in header.splitlines():
        name, _colon, value = line.partition(":")
        if name.strip().lower() == "plural-forms" and "plural=" in value:
            return gettext.c2py(value.split("plural=", 1)[1].split(";")[0].strip())
    return lambda n: int(n != 1)

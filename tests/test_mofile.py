"""The catalogues read on demand (kitgen.core.mofile) say what the standard library's reader
says, message by message; and kitgen check in a language decodes only what it shows."""

from __future__ import annotations

import gettext
import struct
from pathlib import Path

import pytest

from kitgen.core.mofile import Catalogue
from kitgen.core.speech import LOCALE_DIR
from tests.fresh import fresh_python

LANGS = ("nl", "ru", "et", "is")


def _mo(lang: str) -> Path:
    return LOCALE_DIR / lang / "LC_MESSAGES" / "kitgen.mo"


def test_russian_by_hand() -> None:
    ru = Catalogue(_mo("ru"))
    forms = [ru.ngettext("{count} point", "{count} points", n) for n in (1, 2, 5, 11, 21, 22)]
    assert forms == [
        "{count} очко",
        "{count} очка",
        "{count} очков",
        "{count} очков",
        "{count} очко",
        "{count} очка",
    ]
    assert ru.pgettext("metavar", "ARGS") == "АРГУМЕНТЫ"
    assert ru.gettext("no such message") == "no such message"
    assert ru.ngettext("no such {n}", "no such {n}s", 2) == "no such {n}s"


@pytest.mark.parametrize("lang", LANGS)
def test_every_message_as_the_standard_reader_gives_it(lang: str) -> None:
    with _mo(lang).open("rb") as file:
        standard = gettext.GNUTranslations(file)
    ours = Catalogue(_mo(lang))
    # the standard reader's messages, from the file itself: every original string
    data = _mo(lang).read_bytes()
    count, originals = struct.unpack("<2I", data[8:16])
    for i in range(count):
        length, start = struct.unpack("<2I", data[originals + 8 * i : originals + 8 * i + 8])
        key = data[start : start + length].decode().partition("\0")[0]
        context, _sep, message = key.rpartition("\x04")
        if context:
            assert ours.pgettext(context, message) == standard.pgettext(context, message)
        else:
            assert ours.gettext(message) == standard.gettext(message), message
        for n in (0, 1, 2, 3, 5, 11, 21, 101):
            assert ours.ngettext(key, "PLURAL", n) == standard.ngettext(key, "PLURAL", n)


def test_not_a_catalogue_is_refused(tmp_path: Path) -> None:
    bad = tmp_path / "kitgen.mo"
    bad.write_bytes(b'msgid ""\nmsgstr ""\n' * 3)
    with pytest.raises(OSError, match="not a compiled catalogue"):
        Catalogue(bad)


def test_check_in_russian_reads_its_catalogue_on_demand() -> None:
    code = (
        "import sys\n"
        "from kitgen.cli.app import run\n"
        "rc = run(['check', '--lang', 'ru', '11x11=1001'])\n"
        "from kitgen.core.speech import catalogue\n"
        "print(rc, type(catalogue('ru')).__name__)\n"
    )
    result = fresh_python(code)
    assert result.returncode == 0, result.stderr
    assert "Верно" in result.stdout
    assert result.stdout.splitlines()[-1] == "0 Catalogue"

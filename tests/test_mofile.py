"""The catalogues read on demand (kitgen.core.mofile) say what the standard library's reader
says, message by message; and kitgen check in a language decodes only what it shows."""

from __future__ import annotations

import gettext
import shutil
import struct
from pathlib import Path

import pytest

from kitgen.core.messages import languages
from kitgen.core.mofile import Catalogue
from kitgen.core.speech import LOCALE_DIR
from tests.fresh import fresh_python

LANGS = languages()[1:]  # every language but English: the folders


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


def write_mo(path: Path, messages: dict[bytes, bytes], order: str = "<") -> Path:
    """A compiled catalogue of ``messages`` (original: translation) in byte ``order``."""
    keys = sorted(messages)
    strings = 28 + 16 * len(keys)
    blob = b""
    table: list[tuple[int, int]] = []
    for text in [*keys, *(messages[k] for k in keys)]:
        table.append((len(text), strings + len(blob)))
        blob += text + b"\0"
    head = struct.pack(order + "7I", 0x950412DE, 0, len(keys), 28, 28 + 8 * len(keys), 0, 0)
    path.write_bytes(head + b"".join(struct.pack(order + "2I", *t) for t in table) + blob)
    return path


def _entries(lang: str) -> dict[bytes, bytes]:
    data = _mo(lang).read_bytes()
    count, originals, translations = struct.unpack("<3I", data[8:20])
    found = {}
    for i in range(count):
        length, start = struct.unpack("<2I", data[originals + 8 * i : originals + 8 * i + 8])
        tlength, tstart = struct.unpack(
            "<2I", data[translations + 8 * i : translations + 8 * i + 8]
        )
        found[data[start : start + length]] = data[tstart : tstart + tlength]
    return found


@pytest.mark.parametrize("order", ["<", ">"])
def test_either_byte_order_as_the_standard_reader(tmp_path: Path, order: str) -> None:
    path = write_mo(tmp_path / "kitgen.mo", _entries("ru"), order)
    with path.open("rb") as file:
        standard = gettext.GNUTranslations(file)
    ours = Catalogue(path)
    for key in _entries("ru"):
        message = key.decode().partition("\0")[0]
        assert ours.gettext(message) == standard.gettext(message), message
        for n in (1, 2, 5, 21):
            assert ours.ngettext(message, "PLURAL", n) == standard.ngettext(message, "PLURAL", n)
    assert ours.pgettext("metavar", "ARGS") == "АРГУМЕНТЫ"


def test_one_plural_form_as_the_standard_reader(tmp_path: Path) -> None:
    # a language with one form (nplurals=1) stores a plural message's one form without \0;
    # and a message that is not a plural one keeps a \0 of its translation
    header = b"Content-Type: text/plain; charset=UTF-8\nPlural-Forms: nplurals=1; plural=0;\n"
    path = write_mo(
        tmp_path / "kitgen.mo",
        {b"": header, b"{n} point\0{n} points": b"{n} punt", b"odd": b"a\0b"},
    )
    with path.open("rb") as file:
        standard = gettext.GNUTranslations(file)
    ours = Catalogue(path)
    for n in (1, 2, 5):
        got = ours.ngettext("{n} point", "{n} points", n)
        assert got == standard.ngettext("{n} point", "{n} points", n) == "{n} punt"
        assert ours.ngettext("odd", "odds", n) == standard.ngettext("odd", "odds", n)
    assert ours.gettext("{n} point") == standard.gettext("{n} point") == "{n} punt"
    assert ours.gettext("odd") == standard.gettext("odd") == "a\0b"


def _damaged() -> dict[str, bytes]:
    data = _mo("ru").read_bytes()
    huge = bytearray(data)
    struct.pack_into("<I", huge, 8, 10**8)  # the number of messages
    return {
        "cut in half": data[: len(data) // 2],
        "cut after its header": data[:30],
        "cut in its tables": data[:1000],
        "another version": data[:4] + struct.pack("<I", 7 << 16) + data[8:],
        "too many messages": bytes(huge),
    }


@pytest.mark.parametrize("damage", list(_damaged()))
def test_a_damaged_catalogue_is_refused_when_opened(tmp_path: Path, damage: str) -> None:
    path = tmp_path / "kitgen.mo"
    path.write_bytes(_damaged()[damage])
    with pytest.raises(OSError, match="compiled catalogue"):
        Catalogue(path)


def test_a_translation_past_the_end_is_the_english_message(tmp_path: Path) -> None:
    # one message's translation points past the end of the file: that message is English,
    # the others are read as before
    path = write_mo(tmp_path / "kitgen.mo", {b"": b"", b"One": b"Een", b"Two": b"Twee"})
    data = bytearray(path.read_bytes())
    count, _originals, translations = struct.unpack("<3I", data[8:20])
    assert count == 3
    struct.pack_into("<I", data, translations + 8 + 4, len(data) + 100)  # "One"'s offset
    path.write_bytes(bytes(data))
    ours = Catalogue(path)
    assert ours.gettext("One") == "One"
    assert ours.gettext("Two") == "Twee"


@pytest.fixture
def locale_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A folder of catalogues the run reads instead of kitgen's own."""
    from kitgen.core import speech

    for code in languages():  # the languages, without their catalogues
        (tmp_path / code).mkdir()
        shutil.copy(LOCALE_DIR / code / "language.json", tmp_path / code)
    monkeypatch.setattr(speech, "LOCALE_DIR", tmp_path)
    speech.catalogue.cache_clear()
    yield tmp_path
    speech.catalogue.cache_clear()


@pytest.mark.parametrize("damage", list(_damaged()))
def test_a_damaged_catalogue_speaks_english(locale_dir: Path, damage: str) -> None:
    from kitgen.core.messages import _, n_, p_, use_language

    (locale_dir / "ru" / "LC_MESSAGES").mkdir(parents=True)
    (locale_dir / "ru" / "LC_MESSAGES" / "kitgen.mo").write_bytes(_damaged()[damage])
    with use_language("ru"):
        assert _("Valid") == "Valid"
        assert n_("{n} point", "{n} points", 5) == "5 points"
        assert p_("metavar", "ARGS") == "ARGS"
        assert n_("{count} point", "{count} points", 5) == "{count} points"


def test_a_catalogue_in_another_charset_is_read_by_gettext(locale_dir: Path) -> None:
    from kitgen.core.messages import _, use_language

    folder = locale_dir / "nl" / "LC_MESSAGES"
    folder.mkdir(parents=True)
    header = b"Content-Type: text/plain; charset=ISO-8859-1\n"
    write_mo(folder / "kitgen.mo", {b"": header, b"Valid": "Geldig é".encode("latin-1")})
    with use_language("nl"):
        assert _("Valid") == "Geldig é"
        assert _("Invalid") == "Invalid"

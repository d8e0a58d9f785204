"""The translation catalogues: every message kitgen says is translated in every language,
with the same placeholders, and the compiled ``.mo`` files are the ``.po`` files.

Read with Babel (the catalogue tool) and with the standard library's gettext (what kitgen
itself reads), never with kitgen's own message functions."""

from __future__ import annotations

import gettext
import re
import string
from pathlib import Path

import pytest
from babel.messages.catalog import Catalog
from babel.messages.extract import extract_from_dir
from babel.messages.pofile import read_po

from kitgen.core.messages import languages

ROOT = Path(__file__).resolve().parents[1]
LOCALE = ROOT / "kitgen" / "locale"
LANGS = languages()[1:]  # every language but English: the folders
#: Plural forms each language's catalogue must declare (Russian has three).
NPLURALS = {"nl": 2, "ru": 3, "et": 2, "is": 2, "de": 2}
KEYWORDS = {"_": None, "n_": (1, 2), "N_": None, "p_": ((1, "c"), 2), "pN_": ((1, "c"), 2)}


def _po(lang: str) -> Catalog:
    with (LOCALE / lang / "LC_MESSAGES" / "kitgen.po").open("rb") as file:
        return read_po(file, locale=lang)


def _names(text: str) -> set[str]:
    return {name for _lit, name, _spec, _conv in string.Formatter().parse(text) if name}


def _key(message_id: str | tuple[str, ...], context: str | None) -> tuple[str | None, str]:
    first = message_id if isinstance(message_id, str) else message_id[0]
    return context, first


def _in_code() -> set[tuple[str | None, str]]:
    """Every literal message of kitgen's Python code, extracted the way ``make catalogues``
    does (the keywords ``_``, ``n_``, ``N_``, ``p_``, ``pN_``)."""
    found = set()
    method_map = [("**.py", "python")]
    for _file, _line, message, _comments, context in extract_from_dir(
        ROOT / "kitgen", method_map, keywords=KEYWORDS, comment_tags=()
    ):
        found.add(_key(message, context))
    return found


@pytest.fixture(scope="module")
def code_messages() -> set[tuple[str | None, str]]:
    return _in_code()


@pytest.mark.parametrize("lang", LANGS)
def test_every_message_of_the_code_is_in_the_catalogue(lang: str, code_messages: set) -> None:
    have = {_key(m.id, m.context) for m in _po(lang) if m.id}
    missing = sorted(code_messages - have, key=str)
    assert not missing, f"{lang}: run make catalogues and translate: {missing[:5]}"


@pytest.mark.parametrize("lang", LANGS)
def test_every_message_is_translated_with_its_placeholders(lang: str) -> None:
    catalogue = _po(lang)
    assert catalogue.num_plurals == NPLURALS[lang]
    for message in catalogue:
        if not message.id:
            continue
        assert not message.fuzzy, (lang, message.id)
        ids = [message.id] if isinstance(message.id, str) else list(message.id)
        strings = [message.string] if isinstance(message.string, str) else list(message.string)
        assert len(strings) == (1 if isinstance(message.id, str) else NPLURALS[lang])
        want = set().union(*map(_names, ids))
        for text in strings:
            assert text.strip(), (lang, message.id)
            # ``{n}`` may be left out of a form that names its number in words
            assert _names(text) == want or _names(text) == want - {"n"}, (lang, message.id, text)


@pytest.mark.parametrize("lang", LANGS)
def test_the_compiled_catalogue_is_the_source(lang: str) -> None:
    mo = LOCALE / lang / "LC_MESSAGES" / "kitgen.mo"
    with mo.open("rb") as file:
        compiled = gettext.GNUTranslations(file)
    plural = gettext.c2py(re.sub(r"^.*plural=|;\s*$", "", catalogue_rule(lang)))
    for message in _po(lang):
        if not message.id:
            continue
        if isinstance(message.id, str):
            got = (
                compiled.pgettext(message.context, message.id)
                if message.context
                else compiled.gettext(message.id)
            )
            assert got == message.string, (lang, message.id)
        else:
            forms = list(message.string)
            for n in (0, 1, 2, 3, 5, 11, 21, 22, 25, 101, 111):
                got = compiled.ngettext(message.id[0], message.id[1], n)
                assert got == forms[plural(n)], (lang, message.id, n)


def catalogue_rule(lang: str) -> str:
    return _po(lang).plural_forms


def test_russian_has_three_plural_forms_by_the_last_digits() -> None:
    with (LOCALE / "ru" / "LC_MESSAGES" / "kitgen.mo").open("rb") as file:
        ru = gettext.GNUTranslations(file)
    forms = {n: ru.ngettext("{count} point", "{count} points", n) for n in (1, 2, 5, 21, 22, 11)}
    assert forms == {
        1: "{count} очко",
        2: "{count} очка",
        5: "{count} очков",
        21: "{count} очко",
        22: "{count} очка",
        11: "{count} очков",
    }


@pytest.mark.parametrize("lang", LANGS)
def test_msgfmt_check_passes(lang: str) -> None:
    """GNU gettext's own checks (``msgfmt -c``: header, plural forms, format strings) find
    no error: no message is flagged as a %-format (kitgen's placeholders are {named}, and
    "95 % (" is none)."""
    import shutil
    import subprocess

    msgfmt = shutil.which("msgfmt")
    if msgfmt is None:
        pytest.skip("msgfmt not found: apt-get install gettext (.ci/run does)")
    po = LOCALE / lang / "LC_MESSAGES" / "kitgen.po"
    done = subprocess.run([msgfmt, "-c", "-o", "/dev/null", str(po)], capture_output=True,
                          text=True, check=False)  # fmt: skip
    assert done.returncode == 0, done.stderr
    assert "fatal" not in done.stderr and "error" not in done.stderr, done.stderr
    assert "python-format" not in po.read_text(encoding="utf-8")

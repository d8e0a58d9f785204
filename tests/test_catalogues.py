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


# --- how figures are written (#37) --------------------------------------------------------

#: What the messages cite as the user types it, which stays as typed: the --bed and
#: --printer sizes (``300x200``), a preset's name (``lightburn-600x400``), the binary
#: expression ``11x11=1001``, a tournament result (``Ann-Bob 1-0``, ``312-287``), and the
#: JSON Schema draft ``2020-12`` (a name, not a range).
TYPED = ("11x11=1001", "300x200", "256x256", "220x220", "600x400", "1-0", "312-287", "2020-12")
#: A figure (or a placeholder), a letter x (Latin or Cyrillic, either case), a figure.
LETTER_X = re.compile(r"(\d|\})\s?[xXхХ]\s?(\d|\{)")
#: A range of figures (or placeholders) joined by a hyphen: ``1-8``, ``0.05-0.2``,
#: ``0,2-1``, ``1-{last}``; not a minus (``it - 0.2``) nor a word's hyphen (``A4-``).
HYPHEN_RANGE = re.compile(
    r"(?<![\w.,\-−])(\d+(?:[.,]\d+)?|\{\w+\})-(\d+(?:[.,]\d+)?|\{\w+\})(?![\w\-])"
)


def _typography(texts: list[str]) -> list[str]:
    wrong = []
    for text in texts:
        bare = text
        for typed in TYPED:
            bare = bare.replace(typed, " ")
        if LETTER_X.search(bare) or HYPHEN_RANGE.search(bare):
            wrong.append(text)
    return wrong


@pytest.mark.parametrize("lang", ["en", *LANGS])
def test_sizes_are_written_with_the_times_sign_and_ranges_with_an_en_dash(lang: str) -> None:
    """Every message writes a size "63.5 × 88.9 mm" and a range "1–8", never "63.5 x 88.9"
    nor "1-8": the English messages (the template's msgids) and each language's
    translations; what the user types keeps its form (``TYPED``)."""
    texts: list[str] = []
    if lang == "en":
        with (LOCALE / "kitgen.pot").open("rb") as file:
            catalogue = read_po(file)
        for message in catalogue:
            texts += [message.id] if isinstance(message.id, str) else list(message.id)
    else:
        for message in _po(lang):
            if message.id:
                texts += [message.string] if isinstance(message.string, str) else message.string
    texts = [text for text in texts if text]
    assert len(texts) > 2000
    wrong = _typography(texts)
    assert not wrong, f"{lang}: {len(wrong)} messages, e.g. {wrong[:3]}"


def test_the_typography_check_sees_a_letter_x_and_a_hyphen() -> None:
    assert _typography(["{width} x {height} mm", "63,5x88,9 мм", "1-8", "0,05-0,2 mm"]) == [
        "{width} x {height} mm", "63,5x88,9 мм", "1-8", "0,05-0,2 mm",
    ]  # fmt: skip
    assert not _typography(["63.5 × 88.9 mm", "1–8", "from it − 0.2", "--bed 300x200", "A4-"])


def test_no_text_of_the_code_writes_a_size_with_a_spaced_letter_x() -> None:
    """What kitgen writes outside the catalogues too (an SVG's description, a size put into
    a message): a string or f-string of kitgen's code (docstrings aside, an f-string's
    values read as ``{}``) never has a figure, a spaced x and a figure. The unspaced form
    (``300x200``, ``f"{w:g}x{h:g}"``) is what the user types, and the keys made from it."""
    import ast

    spaced = re.compile(r"(\d|\}) [xXхХ] (\d|\{)")
    wrong = []
    for path in sorted((ROOT / "kitgen").rglob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        docstrings = {
            id(node.body[0].value)
            for node in ast.walk(tree)
            if isinstance(node, ast.Module | ast.ClassDef | ast.FunctionDef | ast.AsyncFunctionDef)
            and node.body
            and isinstance(node.body[0], ast.Expr)
        }
        for node in ast.walk(tree):
            if isinstance(node, ast.JoinedStr):
                text = "".join(
                    part.value if isinstance(part, ast.Constant) else "{}" for part in node.values
                )
            elif isinstance(node, ast.Constant) and isinstance(node.value, str):
                if id(node) in docstrings:
                    continue
                text = node.value
            else:
                continue
            if spaced.search(text):
                wrong.append(f"{path.relative_to(ROOT)}:{node.lineno}: {text[:60]}")
    assert not wrong, wrong


@pytest.mark.parametrize("lang", LANGS)
def test_a_folder_you_can_write_in_is_one_advice_in_one_wording(lang: str) -> None:
    """The advice after a refused write was said two ways ("give a folder you can write in",
    "write to a folder you may write in"): one English wording, and in each language the
    same words after the last ';' of each message that gives it."""
    catalogue = _po(lang)
    ids = [m.id for m in catalogue if isinstance(m.id, str) and "write in" in m.id]
    assert not [i for i in ids if "may write in" in i or "write to a folder" in i], ids
    giving = [i for i in ids if i.endswith("; give a folder you can write in")]
    advice = {catalogue[i].string.rsplit(";", 1)[1].strip() for i in giving}
    assert len(giving) == 2 and len(advice) == 1, advice

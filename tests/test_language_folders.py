"""A language is a folder: ``kitgen/locale/<lang>/language.json`` and its catalogue.

The list of languages, the ``--lang`` choices and their completion, the schemas' ``lang``
enum, the web's picker and its API description and ``docs/languages.md`` are all made from
the folders: a temporary extra folder appears in each of them without a line of code
changed, and no file of the project spells the list out.
"""

from __future__ import annotations

import json
import re
import shutil
import sys
from pathlib import Path

import pytest

from kitgen.core import speech
from kitgen.core.messages import language_data, languages

ROOT = Path(__file__).resolve().parents[1]
LOCALE = ROOT / "kitgen" / "locale"
FOLDERS = sorted(p.parent.name for p in LOCALE.glob("*/language.json"))


def test_the_languages_are_the_folders_english_first() -> None:
    assert "en" in FOLDERS and len(FOLDERS) >= 5
    assert languages() == ("en", *[code for code in FOLDERS if code != "en"])
    for code in FOLDERS:  # every other language has its catalogue, compiled
        if code != "en":
            assert (LOCALE / code / "LC_MESSAGES" / "kitgen.po").is_file(), code
            assert (LOCALE / code / "LC_MESSAGES" / "kitgen.mo").is_file(), code


@pytest.mark.parametrize("code", FOLDERS)
def test_each_data_file_holds_what_a_language_needs(code: str) -> None:
    import pyphen

    data = json.loads((LOCALE / code / "language.json").read_text(encoding="utf-8"))
    assert isinstance(data["name"], str) and data["name"].strip()
    assert isinstance(data["english_name"], str) and data["english_name"][0].isupper()
    assert data["hyphenation"] in pyphen.LANGUAGES, "a dictionary pyphen has"
    logic = data["logic_words"]
    assert sorted(logic) == ["AND", "NOT", "OR", "XOR"]
    # at most 5 capitals: German NICHT still fits a 19 mm tile at the size the others get
    assert all(w == w.upper() and w.isalpha() and len(w) <= 5 for w in logic.values())
    assert len(set(logic.values())) == 4
    court = data["court_cards"]
    assert sorted(court) == ["ace", "jack", "king", "queen"]
    letters = list(court.values())
    assert all(len(x) == 1 and x.isalpha() and x.isupper() for x in letters)
    assert len(set(letters)) == 4
    marks = data["flavour_letters"]  # the ice cream tokens' letters, one per flavour
    assert list(marks) == ["strawberry", "bubblegum", "chocolate", "vanilla", "pistachio",
                           "blueberry", "lemon", "liquorice"]  # fmt: skip
    assert all(1 <= len(m) <= 2 and m.isalpha() and m[0].isupper() for m in marks.values())
    assert len({m.casefold() for m in marks.values()}) == 8, "each flavour its own letter"
    numbers = data["numbers"]
    assert {"group", "decimal", "min_grouping", "ordinal", "ordinal_categories"} <= set(numbers)
    assert numbers["decimal"] in ".,"
    if code != "en":
        assert (LOCALE / code / data["glossary"]).is_file()
    assert all(
        isinstance(k, str) and isinstance(v, str) for k, v in data["forbidden_words"].items()
    )


def test_make_catalogues_bakes_each_languages_numbers_from_cldr() -> None:
    sys.path.insert(0, str(ROOT / "tools"))
    try:
        import catalogues
    finally:
        sys.path.remove(str(ROOT / "tools"))
    for code in FOLDERS:
        assert language_data(code)["numbers"] == catalogues.numbers(code), code
    shipped = (ROOT / "docs" / "languages.md").read_text(encoding="utf-8")
    assert shipped == catalogues.languages_page(), "run make catalogues"


@pytest.fixture
def extra_language(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> str:
    """The locale folder with one more language, ``xq`` ("Xish"): a copy of the Dutch
    folder with its own name and logic words."""
    locale = tmp_path / "locale"
    locale.mkdir()
    for code in FOLDERS:
        (locale / code).symlink_to(LOCALE / code, target_is_directory=True)
    (locale / "xq").mkdir()
    shutil.copytree(LOCALE / "nl" / "LC_MESSAGES", locale / "xq" / "LC_MESSAGES")
    shutil.copy(LOCALE / "nl" / "glossary.md", locale / "xq" / "glossary.md")
    data = json.loads((LOCALE / "nl" / "language.json").read_text(encoding="utf-8"))
    data.update(name="Xish", english_name="Xish")
    data["logic_words"] = {"AND": "QA", "OR": "QO", "NOT": "QN", "XOR": "QX"}
    (locale / "xq" / "language.json").write_text(json.dumps(data), encoding="utf-8")
    monkeypatch.setattr(speech, "LOCALE_DIR", locale)
    return "xq"


def test_an_extra_folder_is_a_language_everywhere(extra_language: str, kitgen, tmp_path) -> None:
    from starlette.testclient import TestClient

    from kitgen import schemas
    from kitgen.cli.complete import languages as completed
    from kitgen.web.app import create_app

    assert languages()[-1] == "xq"
    answer = kitgen("check", "--lang", "xq", "100 QA 1 = 0", "--json")
    assert answer.code == 0, answer.err
    data = answer.json()  # validated against its schema on print: "xq" is in the enum
    assert data["ok"] is True and data["lang"] == "xq"
    assert "QA" in data["explanation"] and "EN" not in data["explanation"].split()  # its words
    wrong = kitgen("check", "--lang", "xq", "100 QA 1 = 101")
    assert "QA" in wrong.out and "QO" in wrong.out  # "bedoel je QO?"
    assert kitgen("--lang", "xq", "check", "1+1=10").code == 0  # the root option too
    refused = kitgen("check", "--lang", "zz", "1+1=10")
    assert refused.code == 2 and "xq" in refused.err.splitlines()[0]
    assert "xq" in kitgen("check", "--help", "--lang", "xq").out.replace("\n", " ")
    assert "xq" in schemas.load("check")["properties"]["lang"]["enum"]
    assert "xq" in kitgen("schema", "game", "play").json()["properties"]["lang"]["enum"]
    assert completed("x") == ["xq"]
    token = "test-token-0123456789"
    bearer = {"Authorization": f"Bearer {token}"}
    with TestClient(create_app(tmp_path / "data", token, processes=1)) as client:
        page = client.get("/?lang=xq", headers=bearer)
        spec = client.get("/openapi.json", headers=bearer)
    assert '<html lang="xq">' in page.text and '<option value="xq">Xish</option>' in page.text
    lang = spec.json()["paths"]["/api/check"]["post"]["requestBody"]["content"]
    assert "xq" in lang["application/json"]["schema"]["properties"]["lang"]["enum"]


# --- nothing spells the list -------------------------------------------------------------

#: Files that may name several languages: the folders themselves, the page made from them,
#: the changelog (history) and this test.
EXEMPT = {
    "docs/languages.md",
    "CHANGELOG.md",
    "docs/changelog.md",
    "tests/test_language_folders.py",
}
SUFFIXES = {".py", ".html", ".js", ".json", ".md", ".toml", ".cfg", ".yml", ".txt", ""}


def _generated(path: Path) -> bool:
    """A page written from the command line itself (``docs/reference/``, ``make reference``):
    its lists of languages are made from the folders, through ``--lang``'s help."""
    if path.suffix != ".md":
        return False
    with path.open(encoding="utf-8") as file:
        return file.readline().startswith("<!-- Generated by tools/reference.py")


def _project_files() -> list[Path]:
    found = []
    for top in ("kitgen", "tests", "tools", "benchmarks", "docs", "templates", ".ci"):
        found += [p for p in (ROOT / top).rglob("*") if p.is_file()]
    found += [ROOT / name for name in ("README.md", "Makefile", "pyproject.toml", "mkdocs.yml")]
    return [
        p
        for p in found
        if p.suffix in SUFFIXES
        and not _generated(p)
        and "locale" not in p.relative_to(ROOT).parts[:2]
        and "__pycache__" not in p.parts
        and p.relative_to(ROOT).as_posix() not in EXEMPT
    ]


def _spellings() -> tuple[re.Pattern[str], re.Pattern[str], re.Pattern[str]]:
    codes = "|".join(FOLDERS)
    code = rf"[\"'`]?\b(?:{codes})\b[\"'`]?"
    gap = r"(?:\s*[,/]\s*|\s+(?:or|and|или|og|või|of|eða|oder|und)\s+|\s+)"
    names = "|".join(
        re.escape(language_data(c)[k]) for c in FOLDERS for k in ("english_name", "name")
    )
    name = rf"\b(?:{names})\b"
    name_gap = r"(?:\s*[,/]\s*|\s+(?:or|and)\s+)"
    return (
        re.compile(rf"{code}(?:{gap}{code}){{2,}}"),  # "en", "nl", "ru" / en, nl, ru or is
        re.compile(rf"{name}(?:{name_gap}{name}){{2,}}"),  # Dutch, Russian and Estonian
        re.compile(rf"[\"'](?:{codes})[\"']\s*:"),  # {"nl": ..., "ru": ...}
    )


def _named(text: str) -> set[str]:
    """The languages a found list names, by code."""
    words = set(re.findall(r"[^\W\d_]+", text))
    return {c for c in FOLDERS if c in words or {language_data(c)["english_name"],
                                                  language_data(c)["name"]} & words}  # fmt: skip


def test_no_file_spells_the_list_of_languages() -> None:
    """Four languages or more named in a row (a sample of two or three is no list), or a
    table keyed by three or more of them in the code, docs and tools (a test's table of the
    words it expects in each language is no list of the languages)."""
    lists, names, keyed = _spellings()
    offenders = []
    for path in _project_files():
        try:
            text = path.read_text(encoding="utf-8")
        except UnicodeDecodeError:
            continue
        where = path.relative_to(ROOT).as_posix()
        for pattern in (lists, names):
            for found in pattern.finditer(text):
                if len(_named(found.group(0))) >= 4:
                    line = text.count("\n", 0, found.start()) + 1
                    offenders.append(f"{where}:{line}: {found.group(0)!r}")
        keys = {m.group(0).strip("\"': ") for m in keyed.finditer(text)}
        if len(keys) >= 3 and not where.startswith("tests/"):
            offenders.append(f"{where}: a table keyed by {sorted(keys)}")
    assert not offenders, "read the languages from the folders:\n" + "\n".join(offenders)


@pytest.mark.parametrize("code", [c for c in FOLDERS if c != "en"])
def test_no_text_uses_a_word_its_glossary_forbids(code: str) -> None:
    """The ``forbidden_words`` of a language's ``language.json`` (a variant its glossary
    rejects, or the beginning of one: ``rekk`` for rekki, rekkans → standur) appear in none
    of its translations: the catalogue, the card texts, the rules pages."""
    from babel.messages.pofile import read_po

    forbidden = json.loads((LOCALE / code / "language.json").read_text("utf-8"))["forbidden_words"]
    with (LOCALE / code / "LC_MESSAGES" / "kitgen.po").open("rb") as file:
        catalog = read_po(file)
    texts = {
        f"msgstr of {m.id!r}": " ".join(m.string) if isinstance(m.string, tuple) else m.string
        for m in catalog
        if m.id
    }
    for path in [*(ROOT / "templates" / "cards").glob(f"*.{code}.toml"),
                 *(ROOT / "kitgen" / "rulebook").glob(f"*.{code}.md")]:  # fmt: skip
        texts[path.name] = path.read_text(encoding="utf-8")
    found = [
        f"{where}: {word!r} (write {instead!r})"
        for word, instead in forbidden.items()
        for where, text in texts.items()
        if re.search(rf"(?<!\w){re.escape(word)}", text, re.IGNORECASE)
    ]
    assert not found, "\n".join(found[:20])

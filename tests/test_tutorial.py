"""The tutorial "A first game night" (``docs/tutorial/LANG.md``): one page in every language
kitgen speaks (the locale folders), each the same lesson — the same steps, the same
commands, its own pictures made by ``tools/tutorial_pictures.py`` — and the first thing the
README and the docs' home page point to. Its commands run in ``tests/test_readme.py``: all
of the English page's, and the referee's in every language; the translations' print
commands make the same files as the English page's (their run costs 3 s of CPU a page), so
here their lines are held to what kitgen says of those files in the page's language."""

from __future__ import annotations

import json
import re
import struct
from pathlib import Path

import pytest

from kitgen.core.messages import use_language
from kitgen.maker.output import WrittenFile, files_summary

ROOT = Path(__file__).resolve().parents[1]
TUTORIAL = ROOT / "docs" / "tutorial"
LOCALE = ROOT / "kitgen" / "locale"
FOLDERS = sorted(p.parent.name for p in LOCALE.glob("*/language.json"))
PICTURES = ("tiles", "seat", "turn", "check")
WROTE = re.compile(r"^wrote (\S+)  \(([a-z-]+), (\d+) pages?\)$", re.MULTILINE)


def _png_size(path: Path) -> tuple[int, int]:
    head = path.read_bytes()[:24]
    assert head[:8] == b"\x89PNG\r\n\x1a\n", path.name
    width, height = struct.unpack(">II", head[16:24])
    return width, height


def _commands(text: str) -> list[str]:
    """The commands of the page's console blocks, ``--lang`` left out."""
    found = re.findall(r"^\$ (kitgen .*)$", text, re.MULTILINE)
    return [re.sub(r" --lang \S+", "", c) for c in found]


@pytest.mark.parametrize("code", FOLDERS)
def test_every_language_has_the_tutorial_with_its_pictures(code: str) -> None:
    page = TUTORIAL / f"{code}.md"
    assert page.is_file(), f"docs/tutorial/{code}.md: the tutorial in {code}"
    text = page.read_text(encoding="utf-8")
    assert re.fullmatch(r"<!-- pictures: players .+, .+ -->", text.splitlines()[0])
    shown = re.findall(r"!\[[^\]]+\]\(\.\./images/tutorial/([a-z]+)-([a-z]+)\.png\)", text)
    assert sorted(shown) == sorted((kind, code) for kind in PICTURES)
    for kind in PICTURES:
        width, height = _png_size(ROOT / "docs" / "images" / "tutorial" / f"{kind}-{code}.png")
        if kind == "tiles":  # an A4 page at 60 dpi (210 x 297 mm: 496.1 x 701.6 dots)
            assert (width, height) == (497, 702)
        else:  # a phone 390 px wide
            assert width == 390 and height >= 600


@pytest.mark.parametrize("code", [c for c in FOLDERS if c != "en"])
def test_each_translation_is_the_same_lesson(code: str) -> None:
    english = (TUTORIAL / "en.md").read_text(encoding="utf-8")
    text = (TUTORIAL / f"{code}.md").read_text(encoding="utf-8")
    # the same steps, each a heading, and the same commands in the same order
    assert len(re.findall(r"^## ", text, re.MULTILINE)) == len(
        re.findall(r"^## ", english, re.MULTILINE)
    )
    words = json.loads((LOCALE / code / "language.json").read_text(encoding="utf-8"))
    english_and = words["logic_words"]["AND"]
    assert _commands(text) == [c.replace(" AND ", f" {english_and} ") for c in _commands(english)]
    # every command that prints speaks the page's language
    assert all(f"--lang {code}" in c for c in re.findall(r"^\$ kitgen .*$", text, re.MULTILINE))
    # the links lead to the same pages
    links = re.compile(r"\]\((\.\./(?!images/)[^)#]+)")
    assert links.findall(text) == links.findall(english)
    forbidden = words["forbidden_words"]
    assert [w for w in forbidden if re.search(rf"(?<!\w){re.escape(w)}", text, re.I)] == []


@pytest.mark.parametrize("code", [c for c in FOLDERS if c != "en"])
def test_each_translation_shows_the_files_as_kitgen_names_them(code: str) -> None:
    english = (TUTORIAL / "en.md").read_text(encoding="utf-8")
    text = (TUTORIAL / f"{code}.md").read_text(encoding="utf-8")
    files = [
        WrittenFile(Path(path.replace("-en-", f"-{code}-")), kind, int(pages))
        for path, kind, pages in WROTE.findall(english)
    ]
    assert len(files) == 6  # the tiles' four files, the board, the rule card
    with use_language(code):
        wanted = files_summary(files).splitlines()
    at = 0
    for line in wanted:  # each line on the page, in order
        assert f"\n{line}\n" in text[at:], line
        at = text.index(f"\n{line}\n", at) + 1


def test_the_readme_and_the_home_page_lead_with_the_tutorial() -> None:
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    first_link = re.search(r"\]\((docs/[^)]+)\)", readme)
    assert first_link is not None and first_link.group(1) == "docs/tutorial/en.md"
    home = (ROOT / "docs" / "index.md").read_text(encoding="utf-8")
    first_link = re.search(r"\]\(([^)]+\.md)\)", home)
    assert first_link is not None and first_link.group(1) == "tutorial/en.md"
    # every language's page is reached from the languages page (made from the folders)
    languages = (ROOT / "docs" / "languages.md").read_text(encoding="utf-8")
    assert all(f"](tutorial/{code}.md)" in languages for code in FOLDERS)

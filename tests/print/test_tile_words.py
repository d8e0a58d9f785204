"""A tile set in a language prints that language's logic words (``--tile-words local``, the
default), or AND, OR, NOT, XOR (``--tile-words en``): read back from the PDF's text, the
words taken from each ``language.json`` as the expected values."""

from __future__ import annotations

import json
from collections import Counter
from pathlib import Path

import pytest
from pdfplumber.utils import extract_words

from kitgen.core.messages import languages
from tests.pdfchars import read_pdf

ROOT = Path(__file__).resolve().parents[2]
ENGLISH = {"AND": "AND", "OR": "OR", "NOT": "NOT", "XOR": "XOR"}


def _words(lang: str) -> dict[str, str]:
    path = ROOT / "kitgen" / "locale" / lang / "language.json"
    return json.loads(path.read_text(encoding="utf-8"))["logic_words"]


def _faces(pdf: Path) -> Counter[str]:
    words = [w["text"] for page in read_pdf(pdf)[1] for w in extract_words(page.chars)]
    return Counter(words)


@pytest.mark.parametrize("lang", languages())
def test_the_tiles_print_the_languages_logic_words(kitgen, tmp_path: Path, lang: str) -> None:
    made = kitgen("tiles", "--lang", lang, "--out", tmp_path / "local")
    assert made.code == 0, made.err
    faces = _faces(tmp_path / "local" / "binary-tiles-a4.pdf")
    own = _words(lang)
    for tile in ("AND", "OR", "NOT"):  # four of each in the shipped set (the rules page)
        assert faces[own[tile]] == 4, (tile, own[tile])
    if lang != "en":
        assert not {"AND", "OR", "NOT"} & set(faces), "no English word on a tile"
    english = kitgen("tiles", "--lang", lang, "--tile-words", "en", "--out", tmp_path / "en")
    assert english.code == 0, english.err
    faces = _faces(tmp_path / "en" / "binary-tiles-a4.pdf")
    assert all(faces[word] == 4 for word in ("AND", "OR", "NOT"))


def test_a_bad_tile_words_choice_is_refused(kitgen, tmp_path: Path) -> None:
    refused = kitgen("tiles", "--tile-words", "fr", "--out", tmp_path)
    assert refused.code == 2
    assert refused.err == "error: unknown tile words 'fr' — choose one of: local, en\n"

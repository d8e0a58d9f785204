"""The ice cream tokens' letters in the kit's language: the initials of the flavours' names
there (two flavours sharing one take two letters each, as the glossaries say), printed on
the token sheet and read by the code referee. The letters expected are written here by
hand from the glossaries, and the PDF is read back."""

from __future__ import annotations

import json
from collections import Counter
from pathlib import Path

import pytest
from pdfplumber.utils import extract_words

from tests.pdfchars import read_pdf

#: The letters by flavour number 1-8 (strawberry ... liquorice), from each glossary.
LETTERS = {
    "en": ["S", "G", "C", "V", "P", "B", "L", "K"],
    "nl": ["A", "K", "Ch", "V", "P", "B", "Ci", "D"],  # aardbei … chocolade, citroen, drop
    "ru": ["К", "Ж", "Ш", "В", "Ф", "Ч", "Ли", "Ла"],  # клубника … лимон, лакрица
}


def _words(pdf: Path) -> Counter[str]:
    return Counter(w["text"] for page in read_pdf(pdf)[1] for w in extract_words(page.chars))


@pytest.mark.parametrize("lang", list(LETTERS))
def test_the_token_sheet_prints_the_languages_letters(kitgen, tmp_path: Path, lang: str) -> None:
    made = kitgen("tokens", "--lang", lang, "--out", tmp_path)
    assert made.code == 0, made.err
    words = _words(tmp_path / "icecream-tokens-a4.pdf")
    for letter in LETTERS[lang]:
        assert words[letter] >= 18, (letter, words[letter])  # 18 tokens a flavour (the kit)
    if lang != "en":
        assert not {"S", "G", "L"} & set(words), "no English initial left on a token"


@pytest.mark.parametrize("lang", ["nl", "ru"])
def test_the_code_referee_reads_the_tokens_letters(kitgen, lang: str) -> None:
    letters = LETTERS[lang]
    typed = ",".join(letters[n].lower() if n % 2 else letters[n] for n in range(4))
    said = kitgen("code", "feedback", "1234", typed, "--lang", lang, "--json")
    assert said.code == 0, said.err
    assert (json.loads(said.out)["brown"], json.loads(said.out)["beige"]) == (4, 0)
    swapped = kitgen("code", "feedback", "--flavours", "8", "7812", f"{letters[6]} {letters[7]} "
                     f"{letters[0]} {letters[1]}", "--lang", lang, "--json")  # fmt: skip
    assert swapped.code == 0, swapped.err
    assert json.loads(swapped.out)["brown"] == 4  # lemon and liquorice told apart


def test_the_3d_tokens_raise_the_languages_letters(kitgen, tmp_path: Path) -> None:
    import re
    import zipfile

    made = kitgen("tokens", "--3d", "--lang", "ru", "--out", tmp_path)
    assert made.code == 0, made.err
    names = set()
    for plate in sorted(tmp_path.glob("*.3mf")):
        with zipfile.ZipFile(plate) as archive:
            model = archive.read("3D/3dmodel.model").decode("utf-8")
        names |= set(re.findall(r'name="token (\S+) ', model))
    assert names == set(LETTERS["ru"])  # one plate a flavour, each token's raised letter

"""Every game's rule card, score sheet and quick reference in each of the five languages.

Each PDF is read back with pdfium: the language's own words and letters are there, and
none of a list of common English words is left (the tile faces AND, OR, NOT, XOR are the
kit's printed faces, so words in capitals are left out; a few names — kitgen, Silhouette
Studio, Cricut — are the same in every language and are not in the list). The pages around
a card (gutterfold, print-then-cut) speak the card's language too.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from kitgen.api.make import make
from kitgen.core.messages import languages, use_language
from tests.cards.pdftext import pdf_text

GAMES = ("binary", "icecream", "staeda")
LANGS = languages()[1:]  # every language but English: the folders
SIZES = ("a6", "poker", "tarot", "a5")

# Common English words none of the four languages writes (lower case, whole words).
ENGLISH = {
    "the", "and", "your", "player", "players", "turn", "points", "point", "with", "each",
    "card", "cards", "tile", "tiles", "must", "print", "page", "fold", "here", "then",
    "round", "guess", "flavour", "pegs", "target", "when", "this", "side", "only", "bar",
    "glue", "cut", "both", "layers", "matching", "length", "inset", "thickness",
}  # fmt: skip

# Words of each language that any of its cards uses, and letters English does not have.
OWN_WORDS = {
    "nl": {"de", "het", "een", "en", "van"},
    "ru": {"и", "в", "на", "не"},
    "et": {"ja", "on", "kui", "või", "iga", "ei"},
    "is": {"og", "er", "að", "á"},
    "de": {"und", "die", "der", "ist", "nicht"},
}
OWN_LETTERS = {
    "nl": None,  # Dutch writes the English alphabet: its words say enough
    "ru": re.compile("[а-яё]"),
    "et": re.compile("[õäöü]"),
    "is": re.compile("[ðþæáéíóúýö]"),
    "de": None,  # German umlauts are too few on a short card: its words say enough
}


def words_of(text: str) -> set[str]:
    """The words of ``text`` in lower case, leaving out words in capitals (the tile faces
    AND, OR, NOT, XOR, the squares' TW, DL, a card's K)."""
    return {w.lower() for w in re.findall(r"[^\W\d_]+", text) if not w.isupper()}


def assert_speaks(text: str, lang: str, what: str) -> None:
    words = words_of(text)
    english = sorted(words & ENGLISH)
    assert english == [], f"{what}: English words left: {english}"
    own = OWN_WORDS[lang] & words
    assert len(own) >= 2, f"{what}: too few {lang} words ({sorted(own)})"
    letters = OWN_LETTERS[lang]
    if letters is not None:
        assert len(letters.findall(text.lower())) >= 20, f"{what}: too few {lang} letters"


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("game", GAMES)
def test_each_rule_card_is_in_its_language_at_every_size(
    tmp_path: Path, game: str, lang: str, size: str
) -> None:
    made = make(f"cards {game}", tmp_path, lang=lang, size=size, copies=1)
    [card] = made.files
    assert card.path.name == f"{game}-rule-card-{lang}-{size}-a4.pdf"
    assert made.warnings == ()
    assert_speaks(pdf_text(card.path), lang, card.path.name)


@pytest.mark.parametrize("lang", LANGS)
def test_the_quick_reference_and_the_score_sheets_are_in_the_language(
    tmp_path: Path, lang: str
) -> None:
    [reference] = make("cards reference", tmp_path, lang=lang, copies=1).files
    assert_speaks(pdf_text(reference.path), lang, reference.path.name)
    sheets = make("cards score-sheets", tmp_path, lang=lang).files
    assert [f.path.name for f in sheets] == [f"{game}-score-sheet-{lang}-a4.pdf" for game in GAMES]
    for sheet in sheets:
        assert_speaks(pdf_text(sheet.path), lang, sheet.path.name)


@pytest.mark.parametrize("lang", LANGS)
def test_the_pages_around_a_card_speak_its_language(tmp_path: Path, lang: str) -> None:
    gutterfold = make("cards staeda", tmp_path, lang=lang, layout="gutterfold", copies=1)
    [pdf] = [f.path for f in gutterfold.files if f.kind == "gutterfold"]
    assert_speaks(pdf_text(pdf), lang, pdf.name)
    cut = make("cards icecream", tmp_path, lang=lang, print_then_cut="silhouette", copies=1)
    [pdf] = [f.path for f in cut.files if f.kind == "print-then-cut"]
    text = pdf_text(pdf)
    assert_speaks(text, lang, pdf.name)
    # the program's own words (its German edition says "Passermarken", "Typ 1")
    assert "Silhouette Studio" in text and {"de": "Typ 1"}.get(lang, "Type 1") in text


def test_the_instructions_have_the_local_decimal_mark(tmp_path: Path) -> None:
    # Silhouette's marks are 0.5 mm thick: Estonian writes 0,5, English 0.5.
    made = make("cards staeda", tmp_path / "et", lang="et", print_then_cut="silhouette")
    [pdf] = [f.path for f in made.files if f.kind == "print-then-cut"]
    assert "paksus 0,5\u00a0mm" in pdf_text(pdf).replace(" mm", "\u00a0mm")
    made = make("cards staeda", tmp_path / "en", print_then_cut="silhouette")
    [pdf] = [f.path for f in made.files if f.kind == "print-then-cut"]
    assert "thickness 0.5\u00a0mm" in pdf_text(pdf).replace(" mm", "\u00a0mm")


def test_a_card_of_your_own_keeps_the_pages_in_the_language_in_use(tmp_path: Path) -> None:
    # Your own texts (binary.fr.toml) name a language kitgen has no catalogue for: the
    # gutterfold page then speaks the language in use.
    english = Path("templates/cards/binary.en.toml").read_text(encoding="utf-8")
    own = tmp_path / "binary.fr.toml"
    own.write_text(english, encoding="utf-8")
    with use_language("nl"):
        made = make("cards binary", tmp_path / "out", texts=own, layout="gutterfold")
    [pdf] = [f.path for f in made.files if f.kind == "gutterfold"]
    assert pdf.name == "binary-rule-card-fr-a6-gutterfold-a4.pdf"
    assert "Vouwblad: druk alleen deze kant af" in pdf_text(pdf)


def test_cards_all_in_dutch_is_three_dutch_cards_and_no_note(kitgen, tmp_path: Path) -> None:
    result = kitgen("cards", "all", "--lang", "nl", "--out", tmp_path, "--json")
    assert result.code == 0, result.err
    assert result.err == ""
    names = sorted(Path(f["path"]).name for f in result.json()["files"])
    assert names == [f"{game}-rule-card-nl-a6-a4.pdf" for game in GAMES]
    for name in names:
        assert_speaks(pdf_text(tmp_path / name), "nl", name)

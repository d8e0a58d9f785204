"""``make("cards …")``: the card commands called from Python, measured from the files.

Each test calls the library directly (no argv) and reads what it wrote back (its words with
pdfium, ``tests/pdfchars.py``): the files named, their pages, their page sizes and their
words. The last tests check that ``as_json()`` is exactly what the command line's ``--json``
prints for the same options.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

import kitgen
from kitgen.api.make import make
from kitgen.core.messages import languages
from tests.cards.pdftext import page_text, pdf_text
from tests.pdfchars import read_pdf
from tests.print.pdfmeasure import page_sizes

A4 = (210.0, 297.0)
LETTER = (215.9, 279.4)


@pytest.fixture
def cli(kitgen):
    """The command line (the ``kitgen`` fixture, named apart from the ``kitgen`` package)."""
    return kitgen


def sizes_are(path: Path, size: tuple[float, float]) -> None:
    for width, height in page_sizes(path):
        assert width == pytest.approx(size[0], abs=0.01)
        assert height == pytest.approx(size[1], abs=0.01)


def test_cards_binary_prints_the_house_rules_given(tmp_path: Path) -> None:
    made = make("cards binary", tmp_path, order="left", padding=False, copies=1)
    [card] = made.files
    assert card.path == tmp_path / "binary-rule-card-en-a6-a4.pdf"
    assert card.kind == "cards"
    # One A6 card with a front and a back: a sheet of fronts, then a sheet of backs.
    assert card.pages == 2 == len(page_sizes(card.path))
    sizes_are(card.path, A4)
    text = pdf_text(card.path)
    assert "strictly left to right" in text
    assert "maths order:" not in text
    assert "Padding: at most one such step per expression" in text


def test_cards_binary_house_rules_override_the_rules_file_even_at_their_default(
    tmp_path: Path,
) -> None:
    rules = tmp_path / "house.toml"
    rules.write_text('order = "left"\nxor = true\n', encoding="utf-8")
    text = pdf_text(make("cards binary", tmp_path, rules_file=rules, copies=1)[0].path)
    assert "strictly left to right" in text and "XOR tiles: in play" in text
    # order="math" is the rules page's default, given here: it still beats the file's left.
    made = make("cards binary", tmp_path, rules_file=rules, order="math", copies=1)
    text = pdf_text(made[0].path)
    assert "maths order:" in text and "strictly left to right" not in text
    assert "XOR tiles: in play" in text  # the file's, not given here


def test_cards_icecream_poker_copies_fill_whole_sheets(tmp_path: Path) -> None:
    made = make(
        "cards icecream", tmp_path, mode="easy", repeats=True, lang="et", size="poker", copies=9
    )
    [card] = made.files
    assert card.path.name == "icecream-rule-card-et-poker-a4.pdf"
    first = page_text(read_pdf(card.path)[1][0])
    # The Estonian card at poker size runs to five sides, numbered (k/5): three cards.
    assert set(re.findall(r"\((\d)/(\d)\)", first)) == {("3", "5"), ("5", "5")}
    # 9 copies x 3 cards = 27 cards; poker cards sit 3 x 3 = 9 to an A4 sheet (3 x 63.5 mm
    # across, 3 x 88.9 mm down): 3 sheets of fronts and 3 of backs.
    assert card.pages == 6 == len(page_sizes(card.path))
    sizes_are(card.path, A4)
    text = pdf_text(card.path)
    # Each of the 9 copies says the mode, the repeats allowed (--repeats: "one flavour may be
    # in the code twice") and the worked example answered by position, as easy mode answers:
    # code 1234, guess 2211 -> empty, brown, beige, empty.
    assert text.count("Režiim: lihtne") == 9
    assert text.count("koodis kaks korda") == 9
    assert text.count("tühi, pruun, beež, tühi") == 9


def test_cards_staeda_whole_numbers_and_a_rules_file(tmp_path: Path) -> None:
    made = make("cards staeda", tmp_path, whole_numbers=True, lang="is", size="tarot")
    [card] = made.files
    assert card.path.name == "staeda-rule-card-is-tarot-a4.pdf"
    assert card.pages == 2
    sizes_are(card.path, A4)
    assert "Aðeins heilar tölur: já" in pdf_text(card.path)
    rules = tmp_path / "staeda.toml"
    rules.write_text("whole_numbers = true\n", encoding="utf-8")
    # whole_numbers=False (--fractions) is the default, given: it overrides the file.
    made = make("cards staeda", tmp_path, rules_file=rules, whole_numbers=False)
    assert "Whole numbers only: no" in pdf_text(made[0].path)
    made = make("cards staeda", tmp_path, rules_file=rules)
    assert "Whole numbers only: yes" in pdf_text(made[0].path)


def test_cards_reference_in_russian(tmp_path: Path) -> None:
    [card] = make("cards reference", tmp_path, lang="ru", copies=1).files
    assert (card.path.name, card.kind, card.pages) == (
        "binary-reference-ru-a6-a4.pdf",
        "reference",
        2,
    )
    sizes_are(card.path, A4)
    text = pdf_text(card.path)
    # 1+1×10 in binary: maths order 1 + 10 = 11 (1 + 2 = 3); left to right 10 × 10 = 100.
    assert "1 + 10 = 11" in text
    assert "10 × 10 = 100" in text
    assert "шпаргалка" in text


def test_cards_all_in_russian_falls_back_nowhere(tmp_path: Path) -> None:
    made = make("cards all", tmp_path, lang="ru", size="poker", paper="letter")
    assert [f.path.name for f in made] == [
        "binary-rule-card-ru-poker-letter.pdf",
        "icecream-rule-card-ru-poker-letter.pdf",
        "staeda-rule-card-ru-poker-letter.pdf",
    ]
    assert made.remarks == ()
    assert made.warnings == ()
    for file in made:
        assert file.kind == "cards" and file.pages == 2  # one sheet of fronts, one of backs
        sizes_are(file.path, LETTER)
        assert sum("\u0400" <= ch <= "\u04ff" for ch in pdf_text(file.path)) > 200
    assert "стайда" in pdf_text(made[2].path)


def test_cards_all_notes_a_game_without_texts_in_the_language(tmp_path: Path, monkeypatch) -> None:
    # A language with a catalogue but no card texts yet (a sixth one being added): that
    # game's card falls back to English and the answer says so.
    from kitgen.maker.cards import texts

    shipped = texts.available_languages
    monkeypatch.setattr(
        texts,
        "available_languages",
        lambda game: [c for c in shipped(game) if (game, c) != ("staeda", "nl")],
    )
    made = make("cards all", tmp_path, lang="nl", size="poker")
    assert [f.path.name for f in made] == [
        "binary-rule-card-nl-poker-a4.pdf",
        "icecream-rule-card-nl-poker-a4.pdf",
        "staeda-rule-card-en-poker-a4.pdf",
    ]
    assert made.remarks == ("no 'nl' texts for Stæða — that card is in English",)
    refused = f"unknown language 'xx' — choose one of: {', '.join(languages())}"
    with pytest.raises(kitgen.KitgenError, match=refused):
        make("cards all", tmp_path / "xx", lang="xx")
    assert not (tmp_path / "xx").exists()


def test_cards_score_sheets_columns_and_pages(tmp_path: Path) -> None:
    made = make("cards score-sheets", tmp_path, game="staeda", columns=3, pages=2, paper="letter")
    [sheet] = made.files
    assert (sheet.path.name, sheet.kind, sheet.pages) == (
        "staeda-score-sheet-en-letter.pdf",
        "score-sheet",
        2,
    )
    sizes_are(sheet.path, LETTER)
    pages = [" ".join(page_text(page).split()) for page in read_pdf(sheet.path)[1]]
    for text in pages:
        forms = text.count("Target:")
        assert forms >= 2  # several games to a page
        assert text.count("Player 3") == forms and "Player 4" not in text
        assert text.count("Cards kept") == 3 * forms  # one column pair per player
    made = make("cards score-sheets", tmp_path / "all")
    assert [f.path.name for f in made] == [
        "binary-score-sheet-en-a4.pdf",
        "icecream-score-sheet-en-a4.pdf",
        "staeda-score-sheet-en-a4.pdf",
    ]
    assert all(f.pages == 1 for f in made)


def test_card_previews_are_drawn_beside_the_pdf(tmp_path: Path) -> None:
    made = make("cards reference", tmp_path, copies=1, preview=True, dpi=50)
    if made.warnings:
        pytest.skip(made.warnings[0])  # no cairo here
    assert [(f.path.name, f.kind) for f in made] == [
        ("binary-reference-en-a6-a4.pdf", "reference"),
        ("binary-reference-en-a6-a4-p1.png", "preview"),
        ("binary-reference-en-a6-a4-p2.png", "preview"),
    ]
    for png in made.files[1:]:
        header = png.path.read_bytes()[:24]
        assert header[:8] == b"\x89PNG\r\n\x1a\n"
        # A4 at 50 dpi: 210 / 25.4 * 50 = 413.4 -> 413 px across, 297 / 25.4 * 50 = 584.6 -> 585.
        width, height = int.from_bytes(header[16:20], "big"), int.from_bytes(header[20:24], "big")
        assert (width, height) == (413, 585)


def test_card_options_are_checked_by_name_and_value(tmp_path: Path) -> None:
    with pytest.raises(kitgen.KitgenError, match=r"unknown option 'ordr' .*did you mean 'order'"):
        make("cards binary", tmp_path, ordr="left")
    with pytest.raises(kitgen.KitgenError, match="unknown card size 'huge'"):
        make("cards staeda", tmp_path, size="huge")
    with pytest.raises(kitgen.KitgenError, match="--texts needs one game"):
        make("cards score-sheets", tmp_path, texts=tmp_path / "x.toml")
    with pytest.raises(kitgen.KitgenError, match="--columns 5 is out of range — give 2 to 4"):
        make("cards score-sheets", tmp_path, game="binary", columns=5)
    assert list(tmp_path.iterdir()) == []


# -- as_json() is the CLI's --json ------------------------------------------------------------


@pytest.mark.parametrize(
    ("command", "options", "argv"),
    [
        ("cards binary", {"order": "left", "xor": True}, ["--order", "left", "--xor"]),
        (
            "cards icecream",
            {"mode": "easy", "size": "poker"},
            ["--mode", "easy", "--size", "poker"],
        ),
        ("cards staeda", {"whole_numbers": False, "copies": 3}, ["--fractions", "--copies", "3"]),
        ("cards reference", {"layout": "gutterfold"}, ["--layout", "gutterfold"]),
        ("cards all", {"lang": "nl"}, ["--lang", "nl"]),
        ("cards score-sheets", {"game": "icecream", "pages": 2}, ["icecream", "--pages", "2"]),
    ],
)
def test_as_json_is_the_clis_json(cli, tmp_path: Path, command, options, argv) -> None:
    made = make(command, tmp_path, **options)
    result = cli(*command.split(), *argv, "--out", tmp_path, "--json")
    assert result.code == 0, result.err
    assert made.as_json() == result.json()
    assert made.as_json()["files"]  # something was written, the same files both ways

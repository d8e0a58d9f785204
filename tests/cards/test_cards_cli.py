"""`kitgen cards`: what the PDFs say and where it sits, measured from the files."""

from __future__ import annotations

import itertools
from pathlib import Path

import pytest

from kitgen.core.messages import languages
from tests.cards.pdftext import (
    MM_PER_PT,
    char_direction,
    chars_mm,
    crop_mark_edges,
    page_lines,
    page_text,
    pdf_text,
)
from tests.pdfchars import read_pdf
from tests.print.pdfmeasure import page_sizes

REPO = Path(__file__).resolve().parents[2]
TILES = REPO / "templates" / "binary" / "tiles.toml"


def make(kitgen, tmp_path: Path, *args: str) -> Path:
    """One card file; a single copy unless ``args`` say otherwise (the default fills a sheet)."""
    copies = () if "--copies" in args else ("--copies", "1")
    result = kitgen("cards", *args, *copies, "--out", tmp_path, "--json")
    assert result.code == 0, result.err
    files = result.json()["files"]
    assert len(files) == 1
    return Path(files[0]["path"])


# -- the switches in force, in the card's language -------------------------------------------

ORDER_LEFT = {
    "en": "strictly left to right",
    "nl": "strikt van links naar rechts",
    "ru": "строго слева направо",
}
ORDER_MATH = {"en": "maths order:", "nl": "rekenvolgorde:", "ru": "математический:"}


@pytest.mark.parametrize("lang", ["en", "nl", "ru"])
def test_order_left_is_printed_in_the_cards_language(kitgen, tmp_path: Path, lang: str):
    text = pdf_text(make(kitgen, tmp_path, "binary", "--order", "left", "--lang", lang))
    assert ORDER_LEFT[lang] in text
    assert ORDER_MATH[lang] not in text


@pytest.mark.parametrize("lang", ["en", "nl", "ru"])
def test_the_default_order_is_the_maths_order(kitgen, tmp_path: Path, lang: str):
    text = pdf_text(make(kitgen, tmp_path, "binary", "--lang", lang))
    assert ORDER_MATH[lang] in text
    assert ORDER_LEFT[lang] not in text


def test_no_padding_and_other_flags_reach_the_card(kitgen, tmp_path: Path):
    text = pdf_text(
        make(kitgen, tmp_path, "binary", "--no-padding", "--fractions", "--endgame", "standard")
    )
    assert "Padding: at most one such step per expression" in text
    assert "Division: exact fractions allowed in + − × ÷" in text
    assert "the others lose their own" in text


def test_a_rules_file_sets_the_card_and_flags_override_it(kitgen, tmp_path: Path):
    rules = tmp_path / "house.toml"
    rules.write_text('order = "left"\nxor = true\n', encoding="utf-8")
    text = pdf_text(make(kitgen, tmp_path, "binary", "--rules", rules))
    assert "strictly left to right" in text
    assert "XOR tiles: in play" in text
    text = pdf_text(make(kitgen, tmp_path, "binary", "--rules", rules, "--order", "math"))
    assert "maths order:" in text
    assert "XOR tiles: in play" in text


def test_ice_cream_card_shows_mode_and_repeats_in_estonian(kitgen, tmp_path: Path):
    text = pdf_text(
        make(kitgen, tmp_path, "icecream", "--mode", "easy", "--repeats", "--lang", "et")
    )
    assert "Režiim: lihtne" in text
    assert "Kood: 4 kohta, maitsed 1 kuni 8" in text
    assert "Tapid: asukoha täpsusega" in text
    assert "üks maitse võib olla koodis kaks korda" in text
    # The worked example: code 1234, guess 2211 -> empty, brown, beige, empty.
    assert "tühi, pruun, beež, tühi" in text


def test_ice_cream_card_in_english_sets_aside_the_last_two_flavours(kitgen, tmp_path: Path):
    text = pdf_text(make(kitgen, tmp_path, "icecream", "--mode", "hard"))
    assert "Set aside: 7 lemon, 8 liquorice." in text
    assert "Repeated flavours: none" in text
    # Hard mode counts pegs: the worked example does too.
    assert "counts only → 1 brown, 1 beige, in any holes" in text
    assert "by position →" not in text


def test_staeda_card_shows_whole_numbers_in_icelandic(kitgen, tmp_path: Path):
    text = pdf_text(make(kitgen, tmp_path, "staeda", "--whole-numbers", "--lang", "is"))
    assert "Aðeins heilar tölur: já" in text
    assert "mannspil (gosi, drottning, kóngur)" in text
    text = pdf_text(make(kitgen, tmp_path, "staeda", "--lang", "is"))
    assert "Aðeins heilar tölur: nei" in text


def test_staeda_rules_file(kitgen, tmp_path: Path):
    rules = tmp_path / "staeda.toml"
    rules.write_text("whole_numbers = true\n", encoding="utf-8")
    text = pdf_text(make(kitgen, tmp_path, "staeda", "--rules", rules))
    assert "Whole numbers only: yes" in text
    # The referee's own flag pair (--whole-numbers/--fractions) overrides the file.
    text = pdf_text(make(kitgen, tmp_path, "staeda", "--rules", rules, "--fractions"))
    assert "Whole numbers only: no" in text


# -- the tile table follows the spec ------------------------------------------------------------


def _tile_rows(path: Path) -> list[str]:
    _title, pages = read_pdf(path)
    return [line for page in pages for line in page_text(page).split("\n")]


def test_the_tile_table_matches_the_shipped_spec(kitgen, tmp_path: Path):
    lines = _tile_rows(make(kitgen, tmp_path, "binary"))
    # The table is folded in two: 11 faces -> 6 rows, face | count | points twice.
    assert "0 28 1 ÷ 2 4" in lines
    assert "× 3 2" in lines
    assert "− 5 1 blank 3 0" in lines
    assert any(line.startswith("100 tiles; each player holds 9.") for line in lines)


def test_the_tile_table_follows_a_changed_spec(kitgen, tmp_path: Path):
    spec = TILES.read_text(encoding="utf-8")
    # 31 zeros instead of 28, and × worth 3 points instead of 2: 100 - 28 + 31 = 103 tiles.
    spec = spec.replace('label = "0"\ncount = 28', 'label = "0"\ncount = 31')
    spec = spec.replace('label = "×"\ncount = 3\npoints = 2', 'label = "×"\ncount = 3\npoints = 3')
    copy = tmp_path / "my-tiles.toml"
    copy.write_text(spec, encoding="utf-8")
    lines = _tile_rows(make(kitgen, tmp_path, "binary", "--spec", copy))
    assert "0 31 1 ÷ 2 4" in lines
    assert "× 3 3" in lines
    assert any(line.startswith("103 tiles; each player holds 9.") for line in lines)


def test_xor_in_play_brings_the_xor_tiles_into_the_table(kitgen, tmp_path: Path):
    lines = _tile_rows(make(kitgen, tmp_path, "binary", "--xor"))
    # 12 faces folded in two: the right half reads ÷ OR AND NOT XOR blank.
    assert "× 3 2 blank 3 0" in lines
    assert any("XOR 4 1" in line for line in lines)
    assert any(line.startswith("104 tiles; each player holds 9.") for line in lines)


# -- languages and errors ------------------------------------------------------------------------


def test_every_game_speaks_the_five_languages_and_no_other(kitgen, tmp_path: Path):
    # Each game ships its texts in the five languages (ice cream code in Dutch, Stæða in
    # Russian too); a sixth code is refused before anything is written.
    result = kitgen("cards", "icecream", "--lang", "nl", "--out", tmp_path / "nl")
    assert result.code == 0, result.err
    assert "Smaken in het spel" in pdf_text(tmp_path / "nl" / "icecream-rule-card-nl-a6-a4.pdf")
    result = kitgen("cards", "staeda", "--lang", "ru", "--out", tmp_path / "ru")
    assert result.code == 0, result.err
    assert "целевое число" in pdf_text(tmp_path / "ru" / "staeda-rule-card-ru-a6-a4.pdf")
    refused = kitgen("cards", "staeda", "--lang", "zz", "--out", tmp_path / "zz")
    assert refused.code == 2
    every = ", ".join(languages())
    assert refused.err.startswith(f"error: unknown language 'zz' — choose one of: {every}")
    assert not (tmp_path / "zz").exists()


def test_text_that_does_not_fit_is_exit_2_naming_card_and_box(kitgen, tmp_path: Path):
    english = (REPO / "templates" / "cards" / "staeda.en.toml").read_text(encoding="utf-8")
    long = " ".join(["A very long explanation of the card values."] * 200)
    texts = tmp_path / "staeda.long.toml"
    texts.write_text(
        english.replace('ace_value = "1 or 11, chosen anew each time"', f'ace_value = "{long}"'),
        encoding="utf-8",
    )
    result = kitgen("cards", "staeda", "--texts", texts, "--size", "poker", "--out", tmp_path)
    assert result.code == 2
    assert "Stæða rule card (long), poker 63.5 × 88.9 mm" in result.err
    assert "card values table" in result.err
    assert not list(tmp_path.glob("*.pdf"))


@pytest.mark.parametrize(
    ("lang", "card", "box"),
    [
        # Worked out by hand: the poker card is 63.5 × 88.9 mm, written with each language's
        # decimal comma; the card named in a whole message of the language, and the box that
        # ran over named in the language too, in its own marks.
        (
            "de",
            "error: Regelkarte für Stæða (long), Format poker (63,5 × 88,9 mm): ",
            "Feld „Tabelle der Kartenwerte“ passt nicht",
        ),
        (
            "ru",
            "error: карточка правил Stæða (long), формат poker (63,5 × 88,9 мм): ",
            "блок «таблица значений карт» не помещается",
        ),
    ],
)
def test_a_card_that_does_not_fit_is_named_in_the_language_of_the_answer(
    kitgen, tmp_path: Path, lang: str, card: str, box: str
):
    own = (REPO / "templates" / "cards" / f"staeda.{lang}.toml").read_text(encoding="utf-8")
    start = own.index("ace_value = ")
    end = own.index("\n", start)
    long = " ".join(["Eine sehr lange Erklärung der Kartenwerte."] * 200)
    texts = tmp_path / "staeda.long.toml"
    texts.write_text(own[:start] + f'ace_value = "{long}"' + own[end:], encoding="utf-8")
    result = kitgen(
        "--lang", lang, "cards", "staeda", "--texts", texts, "--size", "poker", "--out", tmp_path
    )
    assert result.code == 2
    assert result.err.startswith(card + box), result.err
    assert "63.5" not in result.err and "rule card" not in result.err
    assert "card values table" not in result.err


def test_a_score_sheet_that_does_not_fit_names_its_part_in_the_language(kitgen, tmp_path: Path):
    own = (REPO / "templates" / "cards" / "staeda.de.toml").read_text(encoding="utf-8")
    long = "Stæða — Wertungsblatt mit einem sehr langen Titel " * 6
    texts = tmp_path / "staeda.long.toml"
    texts.write_text(
        own.replace('title = "Stæða — Wertungsblatt"', f'title = "{long}"'), encoding="utf-8"
    )
    result = kitgen(
        "--lang", "de", "cards", "score-sheets", "staeda", "--texts", texts, "--out", tmp_path
    )
    assert result.code == 2
    assert result.err.startswith("error: Wertungsblatt für Stæða (long): Titel: „Stæða — "), (
        result.err
    )
    assert "score sheet" not in result.err and ": title" not in result.err


def test_unknown_size_is_exit_2(kitgen, tmp_path: Path):
    result = kitgen("cards", "binary", "--size", "huge", "--out", tmp_path)
    assert result.code == 2
    assert "a6, poker, tarot, a5" in result.err


# -- sizes, crop marks, duplex -----------------------------------------------------------------


@pytest.mark.parametrize(("paper", "size"), [("a4", (210.0, 297.0)), ("letter", (215.9, 279.4))])
def test_page_sizes_are_exact(kitgen, tmp_path: Path, paper: str, size: tuple[float, float]):
    path = make(kitgen, tmp_path, "binary", "--paper", paper, "--size", "tarot")
    for width, height in page_sizes(path):
        assert width == pytest.approx(size[0], abs=0.01)
        assert height == pytest.approx(size[1], abs=0.01)


# Poker cards (63.5 x 88.9) on A4 with the 5 mm margin: the printable area is 200 x 274 mm
# (13 mm kept at the foot for the scale bar), less 3.5 mm all round for the crop marks:
# 193 x 267 at (8.5, 8.5). 3 x 3 cards = 190.5 x 266.7, centred:
# x0 = 8.5 + (193 - 190.5) / 2 = 9.75, y0 = 8.5 + (267 - 266.7) / 2 = 8.65.
POKER_A4_X = [9.75, 73.25, 136.75, 200.25]
POKER_A4_Y = [8.65, 97.55, 186.45, 275.35]
# Tarot (70 x 120) on Letter: printable 205.9 x 256.4 at (5, 5), less 3.5 all round:
# 198.9 x 249.4 at (8.5, 8.5); 2 x 2 cards = 140 x 240:
# x0 = 8.5 + (198.9 - 140) / 2 = 37.95, y0 = 8.5 + (249.4 - 240) / 2 = 13.2.
TAROT_LETTER_X = [37.95, 107.95, 177.95]
TAROT_LETTER_Y = [13.2, 133.2, 253.2]
# A6 (105 x 148) turned a quarter turn, 148 x 105, two stacked: a 148 x 210 block.
# A4: in 193 x 267 from (8.5, 8.5): x0 = 8.5 + (193 - 148) / 2 = 31, y0 = 8.5 + (267 - 210) / 2
# = 37. Letter: in 198.9 x 249.4: x0 = 8.5 + 25.45 = 33.95, y0 = 8.5 + 19.7 = 28.2.
A6_A4_X, A6_A4_Y = [31.0, 179.0], [37.0, 142.0, 247.0]
A6_LETTER_X, A6_LETTER_Y = [33.95, 181.95], [28.2, 133.2, 238.2]


@pytest.mark.parametrize(
    ("size", "paper", "copies", "xs", "ys"),
    [
        ("poker", "a4", "9", POKER_A4_X, POKER_A4_Y),
        ("tarot", "letter", "4", TAROT_LETTER_X, TAROT_LETTER_Y),
        ("a6", "a4", "2", A6_A4_X, A6_A4_Y),
        ("a6", "letter", "2", A6_LETTER_X, A6_LETTER_Y),
    ],
)
def test_crop_marks_sit_at_the_card_edges(kitgen, tmp_path, size, paper, copies, xs, ys):
    path = make(kitgen, tmp_path, "staeda", "--size", size, "--paper", paper, "--copies", copies)
    mark_xs, mark_ys = crop_mark_edges(read_pdf(path)[1][0])
    assert mark_xs == pytest.approx(xs, abs=0.01)
    assert mark_ys == pytest.approx(ys, abs=0.01)


def _cells(xs: list[float], ys: list[float]) -> list[tuple[float, float, float, float]]:
    return [
        (x0, y0, x1, y1) for y0, y1 in itertools.pairwise(ys) for x0, x1 in itertools.pairwise(xs)
    ]


def _assert_chars_inside_cards(path: Path) -> int:
    """Every character above the page footer lies wholly inside one card's trim box."""
    checked = 0
    _title, pages = read_pdf(path)
    for n, page in enumerate(pages):
        xs, ys = crop_mark_edges(pages[n - n % 2])  # backs: marks of the front page
        width = page.width * 25.4 / 72
        if n % 2 == 1:
            xs = sorted(round(width - x, 3) for x in xs)
        cells = _cells(xs, ys)
        for ch, x0, top, x1, bottom in chars_mm(page):
            if top > ys[-1] + 3.0:  # the scale bar and footer below the cards
                continue
            if not ch.strip():
                continue
            inside = [
                c
                for c in cells
                if c[0] - 0.01 <= x0
                and x1 <= c[2] + 0.01
                and c[1] - 0.01 <= top
                and bottom <= c[3] + 0.01
            ]
            assert inside, f"{path.name} page {n + 1}: {ch!r} at {x0:.2f},{top:.2f}"
            checked += 1
    return checked


@pytest.mark.parametrize(
    ("game", "lang"),
    [("binary", "en"), ("binary", "nl"), ("binary", "ru"), ("icecream", "et"), ("staeda", "is")],
)
@pytest.mark.parametrize("size", ["poker", "a6"])
def test_every_char_lies_inside_its_cards_trim(kitgen, tmp_path: Path, game, lang, size):
    path = make(kitgen, tmp_path, game, "--lang", lang, "--size", size, "--copies", "2")
    assert _assert_chars_inside_cards(path) > 500


@pytest.mark.parametrize("size", ["tarot", "a5"])
def test_every_char_inside_the_trim_for_the_larger_sizes(kitgen, tmp_path: Path, size: str):
    for game in ("binary", "icecream", "staeda"):
        path = make(kitgen, tmp_path, game, "--size", size)
        assert _assert_chars_inside_cards(path) > 500
    path = make(kitgen, tmp_path, "reference", "--size", size, "--lang", "ru")
    assert _assert_chars_inside_cards(path) > 500


def test_a_two_sided_card_gets_a_mirrored_back_page(kitgen, tmp_path: Path):
    # One tarot card (70 x 120) on A4: 2 x 2 cards = 140 mm wide in 193 mm from x 8.5, so
    # the first column runs x 35 .. 105. Long-edge duplex flips the sheet left to right:
    # its back sits at 210 - 105 = 105 .. 175.
    path = make(kitgen, tmp_path, "staeda", "--size", "tarot")
    _title, pages = read_pdf(path)
    assert len(pages) == 2
    front = [c for c in chars_mm(pages[0]) if c[2] < 276]
    back = [c for c in chars_mm(pages[1]) if c[2] < 276]
    assert front and back
    assert min(c[1] for c in front) >= 35.0 and max(c[3] for c in front) <= 105.0
    assert min(c[1] for c in back) >= 105.0 and max(c[3] for c in back) <= 175.0
    assert "(2/2)" in " ".join(page_lines(path, 1))


def test_copies_fill_the_sheet(kitgen, tmp_path: Path):
    # 4 tarot cards a sheet: 10 copies of a two-sided card -> 3 sheets, each front + back.
    path = make(kitgen, tmp_path, "staeda", "--size", "tarot", "--copies", "10")
    assert len(read_pdf(path)[1]) == 6


def test_two_a6_cards_share_a_sheet(kitgen, tmp_path: Path):
    # A6 turned: 2 a sheet. The binary card is two-sided (front + back page a sheet), so
    # 2 copies -> 1 sheet = 2 pages, 3 copies -> 2 sheets = 4 pages (it was 4 and 6).
    for copies, pages in (("2", 2), ("3", 4)):
        path = make(kitgen, tmp_path, "binary", "--copies", copies)
        assert len(read_pdf(path)[1]) == pages


def _title(page, inside) -> list[dict]:
    """The bold characters of the title band (``inside`` tells the band's x range, mm)."""
    return [
        c
        for c in page.chars
        if "Bold" in c["fontname"] and inside(c["x0"] * MM_PER_PT, c["x1"] * MM_PER_PT)
    ]


def test_a_turned_a6_back_lies_behind_its_front(kitgen, tmp_path: Path):
    # One A6 card on A4, turned: its cell is x 31 .. 179, y 37 .. 142 (see A6_A4_X/Y). The
    # front is turned anticlockwise: the card's top edge faces the sheet's left, its text
    # runs up the page. The 5 mm inset and the band (6.78 x 0.82 = 5.56 mm deep, title
    # 2.75 x 1.45 = 3.9875 mm) put the title in x 36 .. 41.56, starting at the bottom:
    # y = 142 - 5 - 0.45 x 3.9875 = 135.206.
    # Flipping on the long edge takes x to 210 - x: the back's band must be at x 168.44 .. 174
    # with its text running down the page, starting at the top (turn the card over sideways
    # and its left edge becomes its right): y = 37 + 5 + 0.45 x 3.9875 x 0.85 = 43.525 (a
    # continuation title is 0.85 the size).
    path = make(kitgen, tmp_path, "binary")
    pages = read_pdf(path)[1]
    front = _title(pages[0], lambda x0, x1: x0 < 42.0)
    back = _title(pages[1], lambda x0, x1: x1 > 168.0)
    for chars, lo, hi, direction in ((front, 36.0, 41.56, "btt"), (back, 168.44, 174.0, "ttb")):
        assert chars
        for c in chars:
            assert lo - 0.01 <= c["x0"] * MM_PER_PT and c["x1"] * MM_PER_PT <= hi + 0.01
            assert char_direction(c) == direction
    front.sort(key=lambda c: -c["top"])  # read bottom to top
    back.sort(key=lambda c: c["top"])  # read top to bottom
    assert "".join(c["text"] for c in front) == "Binary number tiles"
    assert "".join(c["text"] for c in back) == "Binary number tiles (2/2)"
    height = pages[0].height
    first_front = height - front[0]["matrix"][5]  # the baseline's start, from the top
    first_back = height - back[0]["matrix"][5]
    assert first_front * MM_PER_PT == pytest.approx(135.206, abs=0.01)
    assert first_back * MM_PER_PT == pytest.approx(43.525, abs=0.01)


# -- quick reference, score sheets, all, build -------------------------------------------------


def test_quick_reference_tables(kitgen, tmp_path: Path):
    result = kitgen("cards", "reference", "--copies", "1", "--out", tmp_path, "--json")
    assert result.code == 0, result.err
    entry = result.json()["files"][0]
    assert entry["kind"] == "reference"
    lines = _tile_rows(Path(entry["path"]))
    # NOT at the written width: NOT 011 -> flip each digit -> 100.
    assert "NOT 011 100 100" in lines
    assert "NOT 1000 0111 111" in lines
    # Padding: 1010 AND 110 -> 1010 AND 0110 -> 0010 = 10.
    assert "1010 AND 110 1010 AND 0110 10" in lines
    assert "100 OR 1 100 OR 001 101" in lines
    # Bonus values 1 .. 10000000 -> 1 .. 128 points (folded table: left | right).
    assert "1 1 100000–111111 32" in lines
    assert "100–111 4 10000000–11111111 128" in lines
    text = " ".join(lines)
    assert "1+1×10: maths order 1 + 10 = 11; left to right 10 × 10 = 100." in text
    # Both orders: maths levels NOT 1, × ÷ 2, + − 3, AND 4, XOR 5, OR 6; left to right,
    # NOT still first (1) and every other operator on one level (2).
    assert "NOT flips every digit 1 1" in lines
    assert "× ÷ times, divided by 2 2" in lines
    assert "+ − plus, minus 3 2" in lines
    assert "AND 1 where both have 1 4 2" in lines
    assert "XOR 1 where they differ 5 2" in lines
    assert "OR 1 where either has 1 6 2" in lines


def test_score_sheets_several_games_a_page(kitgen, tmp_path: Path):
    result = kitgen("cards", "score-sheets", "--out", tmp_path, "--json")
    assert result.code == 0, result.err
    files = {Path(f["path"]).name: f for f in result.json()["files"]}
    assert {f["kind"] for f in files.values()} == {"score-sheet"}
    counts = {
        "binary-score-sheet-en-a4.pdf": ("Binary number tiles — score sheet", 2),
        "icecream-score-sheet-en-a4.pdf": ("Ice cream code — match sheet", 3),
        "staeda-score-sheet-en-a4.pdf": ("Stæða — score sheet", 2),
    }
    for name, (title, games) in counts.items():
        path = tmp_path / name
        assert page_sizes(path) == [pytest.approx((210.0, 297.0), abs=0.01)]
        lines = page_lines(path, 0)
        assert sum(line == title for line in lines) == games
    text = pdf_text(tmp_path / "binary-score-sheet-en-a4.pdf")
    for n in (1, 2, 3, 4):
        assert f"Player {n}" in text
    assert text.count("of which") == 8  # the header wraps: "of which / bonus", 4 players x 2
    assert text.count("bonus") == 8 + 2  # the headers, and the note under each game


def test_score_sheet_players_and_languages(kitgen, tmp_path: Path):
    result = kitgen(
        "cards",
        "score-sheets",
        "staeda",
        "--columns",
        "6",
        "--lang",
        "is",
        "--paper",
        "letter",
        "--out",
        tmp_path,
        "--json",
    )
    assert result.code == 0, result.err
    path = Path(result.json()["files"][0]["path"])
    assert page_sizes(path) == [pytest.approx((215.9, 279.4), abs=0.01)]
    text = pdf_text(path)
    assert "Leikmaður 6" in text and "Unnin spil" in text
    assert kitgen("cards", "score-sheets", "staeda", "--columns", "7").code == 2
    assert kitgen("cards", "score-sheets", "icecream", "--columns", "3").code == 2
    # the old spelling still works for a release, with a warning
    old = kitgen("cards", "score-sheets", "staeda", "--players", "7")
    assert old.code == 2 and "warning: cards score-sheets --players N is deprecated" in old.err
    result = kitgen("cards", "score-sheets", "icecream", "--lang", "is", "--out", tmp_path)
    assert result.code == 0, result.err
    text = pdf_text(tmp_path / "icecream-score-sheet-is-a4.pdf")
    assert "Kóðasmiður" in text and "Umferð" in text


def test_cards_all_writes_one_pdf_per_game(kitgen, tmp_path: Path):
    result = kitgen("cards", "all", "--size", "poker", "--out", tmp_path, "--json")
    assert result.code == 0, result.err
    names = sorted(Path(f["path"]).name for f in result.json()["files"])
    assert names == [
        "binary-rule-card-en-poker-a4.pdf",
        "icecream-rule-card-en-poker-a4.pdf",
        "staeda-rule-card-en-poker-a4.pdf",
    ]


def test_cards_all_in_russian_is_three_russian_cards(kitgen, tmp_path: Path):
    # Every game ships Russian texts: three Russian cards and no note of a fallback; a
    # language kitgen does not speak is refused before anything is written.
    result = kitgen("cards", "all", "--lang", "ru", "--out", tmp_path, "--json")
    assert result.code == 0, result.err
    names = sorted(Path(f["path"]).name for f in result.json()["files"])
    assert names == [
        "binary-rule-card-ru-a6-a4.pdf",
        "icecream-rule-card-ru-a6-a4.pdf",
        "staeda-rule-card-ru-a6-a4.pdf",
    ]
    assert result.err == ""
    for name in names:
        text = page_text(read_pdf(tmp_path / name)[1][0])
        assert sum("\u0400" <= ch <= "\u04ff" for ch in text) > 200, name  # set in Cyrillic
    refused = kitgen("cards", "all", "--lang", "xx", "--out", tmp_path / "xx")
    assert refused.code == 2
    every = ", ".join(languages())
    assert refused.err == f"error: unknown language 'xx' — choose one of: {every}\n"
    assert not (tmp_path / "xx").exists()


def test_build_staeda_is_its_rule_cards_and_score_sheets(kitgen, tmp_path: Path):
    result = kitgen("build", "staeda", "--out", tmp_path, "--json")
    assert result.code == 0, result.err
    kinds = {f["kind"] for f in result.json()["files"]}
    assert kinds == {"cards", "score-sheet"}
    names = {Path(f["path"]).name for f in result.json()["files"]}
    assert "staeda-rule-card-is-a6-a4.pdf" in names
    assert "staeda-score-sheet-is-a4.pdf" in names


def test_your_own_texts_file(kitgen, tmp_path: Path):
    english = (REPO / "templates" / "cards" / "binary.en.toml").read_text(encoding="utf-8")
    own = tmp_path / "binary.de.toml"
    own.write_text(
        english.replace('title = "Binary number tiles"', 'title = "Binäre Zahlensteine"'),
        encoding="utf-8",
    )
    path = make(kitgen, tmp_path, "binary", "--texts", own)
    assert path.name == "binary-rule-card-de-a6-a4.pdf"
    assert "Binäre Zahlensteine" in pdf_text(path)
    broken = tmp_path / "binary.xx.toml"
    broken.write_text('game = "binary"\nlanguage = "x"\n', encoding="utf-8")
    result = kitgen("cards", "binary", "--texts", broken, "--out", tmp_path)
    assert result.code == 2
    assert "missing text 'switches.order.label'" in result.err


def _crop_marks(path: Path, page: int) -> int:
    """Crop marks are the 2.5 mm lines outside the cards."""
    lines = read_pdf(path)[1][page].lines
    return sum(
        1
        for ln in lines
        if abs(max(abs(ln["x1"] - ln["x0"]), abs(ln["bottom"] - ln["top"])) * 25.4 / 72 - 2.5)
        < 0.01
    )


def test_by_default_cards_fill_one_sheet(kitgen, tmp_path: Path):
    # A6 turned: two cards stacked on A4 -> 2 column edges x 2 marks + 3 row edges x 2 = 10.
    result = kitgen("cards", "staeda", "--out", tmp_path, "--json")
    assert result.code == 0, result.err
    path = Path(result.json()["files"][0]["path"])
    assert result.json()["files"][0]["pages"] == 2  # one sheet of fronts, one of backs
    assert _crop_marks(path, 0) == 10
    # One copy: a single card on the sheet -> 2 x 2 + 2 x 2 = 8 marks.
    single = make(kitgen, tmp_path / "one", "staeda")
    assert _crop_marks(single, 0) == 8

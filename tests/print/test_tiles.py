"""`kitgen tiles`: the binary tile set, measured from the PDFs it writes."""

from __future__ import annotations

import itertools
import tomllib
from collections import Counter
from pathlib import Path

import pytest
from pdfplumber.utils import extract_text, extract_words

from tests.pdfchars import read_pdf
from tests.print.pdfmeasure import (
    filled_boxes,
    filled_rects,
    hex_rgb,
    mm,
    page_boxes,
    page_sizes,
    strokes,
    words_at_least,
)

REPO = Path(__file__).resolve().parents[2]
TILES_SPEC = REPO / "templates" / "binary" / "tiles.toml"
BACK = hex_rgb("#2E4A62")
FACE_MIN_PT = 12.0  # faces are set at 6 mm (17 pt) or more; points at 3.2 mm (9.2 pt)

# The rules table (shared/rules/binary.md), typed in by hand. Blanks show no text.
RULES_COUNTS = {
    "0": 28,
    "1": 28,
    "=": 14,
    "+": 5,
    "−": 5,
    "×": 3,
    "÷": 2,
    "OR": 4,
    "AND": 4,
    "NOT": 4,
}


def faces_in(path: Path, pages: list[int] | None = None) -> Counter[str]:
    total: Counter[str] = Counter()
    for i, page in enumerate(read_pdf(path)[1]):
        if pages is None or i in pages:
            total += words_at_least(page, FACE_MIN_PT)
    return total


def tiles_on(path: Path, size: float = 19.0, bleed: float = 3.0) -> list[list[tuple]]:
    """Per page, the trim box (mm) of every tile: its colour, ``bleed`` mm past each edge,
    is a filled square ``size + 2 * bleed`` mm wide."""
    grown = size + 2 * bleed
    pages = read_pdf(path)[1]
    return [
        [
            (x0 + bleed, top + bleed, x1 - bleed, bottom - bleed)
            for x0, top, x1, bottom in filled_boxes(page, grown, grown)
        ]
        for page in pages
    ]


@pytest.mark.parametrize(("paper", "size"), [("a4", (210.0, 297.0)), ("letter", (215.9, 279.4))])
def test_paper_size_is_exact(kitgen, tmp_path: Path, paper: str, size: tuple[float, float]):
    result = kitgen("tiles", "--paper", paper, "--out", tmp_path, "--json")
    assert result.code == 0, result.err
    for entry in result.json()["files"]:
        for width, height in page_sizes(Path(entry["path"])):
            assert width == pytest.approx(size[0], abs=0.01)
            assert height == pytest.approx(size[1], abs=0.01)


def test_json_lists_every_file_with_kind_and_pages(kitgen, tmp_path: Path):
    result = kitgen("tiles", "--backs", "--out", tmp_path, "--json")
    assert result.code == 0
    files = result.json()["files"]
    assert [f["kind"] for f in files] == ["tiles", "fronts", "backs", "count-sheet"]
    # 100 tiles at 70 a page on A4 -> 2 front pages, each followed by its back.
    assert [f["pages"] for f in files] == [4, 2, 2, 1]
    for f in files:
        pages = read_pdf(f["path"])[1]
        assert len(pages) == f["pages"]


def test_every_face_appears_as_often_as_the_rules_say(kitgen, tmp_path: Path):
    assert kitgen("tiles", "--out", tmp_path).code == 0
    assert faces_in(tmp_path / "binary-tiles-a4.pdf") == Counter(RULES_COUNTS)


def test_changing_a_count_in_the_spec_changes_the_pdf(kitgen, tmp_path: Path):
    text = TILES_SPEC.read_text(encoding="utf-8")
    # AND goes from 4 to 7 tiles; OR from 4 to 1.
    text = text.replace('label = "AND"\ncount = 4', 'label = "AND"\ncount = 7')
    text = text.replace('label = "OR"\ncount = 4', 'label = "OR"\ncount = 1')
    spec = tmp_path / "mine.toml"
    spec.write_text(text, encoding="utf-8")
    assert kitgen("tiles", "--spec", spec, "--out", tmp_path).code == 0
    found = faces_in(tmp_path / "binary-tiles-a4.pdf")
    assert found["AND"] == 7
    assert found["OR"] == 1
    assert sum(found.values()) == 97 + 3 - 3  # 100 - 3 blanks + 3 AND - 3 OR


def test_xor_variant_adds_four_xor_tiles(kitgen, tmp_path: Path):
    spec = REPO / "templates" / "binary" / "tiles-xor.toml"
    assert kitgen("tiles", "--spec", spec, "--out", tmp_path).code == 0
    found = faces_in(tmp_path / "binary-xor-tiles-a4.pdf")
    assert found == Counter({**RULES_COUNTS, "XOR": 4})


@pytest.mark.parametrize("paper", ["a4", "letter"])
def test_tiles_are_tile_size_and_never_overlap_or_cross_the_margin(
    kitgen, tmp_path: Path, paper: str
):
    assert kitgen("tiles", "--paper", paper, "--out", tmp_path).code == 0
    pages = tiles_on(tmp_path / f"binary-tiles-{paper}.pdf")
    width, height = {"a4": (210.0, 297.0), "letter": (215.9, 279.4)}[paper]
    assert sum(len(p) for p in pages) == 100
    for boxes in pages:
        for x0, top, x1, bottom in boxes:
            # the colour (3 mm past the trim) stays inside the 5 mm printer margin
            assert x0 - 3 >= 5.0 and top - 3 >= 5.0
            assert x1 + 3 <= width - 5.0 and bottom + 3 <= height - 5.0
        for a, b in itertools.combinations(boxes, 2):
            assert a[2] <= b[0] or b[2] <= a[0] or a[3] <= b[1] or b[3] <= a[1]


def _crop_marks(page) -> tuple[set[float], set[float]]:
    """x of every vertical and y of every horizontal crop mark (short black lines), in mm."""
    xs, ys = set(), set()
    for line in page.lines:
        x0, top, x1, bottom = (mm(line[k]) for k in ("x0", "top", "x1", "bottom"))
        if abs(x1 - x0) < 0.01 and abs(bottom - top - 4.0) < 0.01:
            xs.add(round(x0, 2))
        if abs(bottom - top) < 0.01 and abs(x1 - x0 - 4.0) < 0.01:
            ys.add(round(top, 2))
    return xs, ys


def test_square_tiles_are_cut_on_the_crop_marks_with_nothing_printed_on_the_trim(
    kitgen, tmp_path: Path
):
    assert kitgen("tiles", "--out", tmp_path).code == 0
    path = tmp_path / "binary-tiles-a4.pdf"
    pages = tiles_on(path)
    for page, tiles in zip(read_pdf(path)[1], pages, strict=True):
        xs, ys = _crop_marks(page)
        # every crop mark is in line with a tile edge, and every tile edge has its marks
        edges_x = {round(v, 2) for t in tiles for v in (t[0], t[2])}
        edges_y = {round(v, 2) for t in tiles for v in (t[1], t[3])}
        assert xs == edges_x and ys == edges_y
        # nothing is stroked within a tile's colour (no outline on or near the trim line)
        for sx0, stop, sx1, sbottom in strokes(page):
            for x0, top, x1, bottom in tiles:
                across = sx1 > x0 - 3 and sx0 < x1 + 3
                assert not (across and sbottom > top - 3 and stop < bottom + 3)
    assert "cut along the crop marks" in _text(path, 0)


def _text(path: Path, page: int) -> str:
    return extract_text(read_pdf(path)[1][page].chars)


def test_round_corners_add_the_corner_punch_to_the_same_square_cut(kitgen, tmp_path: Path):
    assert kitgen("tiles", "--corners", "round", "--out", tmp_path / "round").code == 0
    assert kitgen("tiles", "--out", tmp_path / "square").code == 0
    round_tiles = tiles_on(tmp_path / "round" / "binary-tiles-a4.pdf")
    assert round_tiles == tiles_on(tmp_path / "square" / "binary-tiles-a4.pdf")
    text = _text(tmp_path / "round" / "binary-tiles-a4.pdf", 0)
    assert "round each corner with a 2 mm corner punch" in text


def test_no_crop_marks_for_empty_rows(kitgen, tmp_path: Path):
    # 100 tiles, 70 on page 1: page 2 holds 30 = 4 rows of 7 and 2 tiles in a fifth row.
    assert kitgen("tiles", "--out", tmp_path).code == 0
    xs, ys = _crop_marks(read_pdf(tmp_path / "binary-tiles-a4.pdf")[1][1])
    assert len(ys) == 10  # top and bottom of 5 rows (3 mm bleed each side keeps them apart)
    assert len(xs) == 14


def test_trim_box_is_the_block_of_tiles_and_bleed_box_3_mm_round_it(kitgen, tmp_path: Path):
    assert kitgen("tiles", "--backs", "--out", tmp_path).code == 0
    path = tmp_path / "binary-tiles-a4.pdf"
    boxes = page_boxes(path)
    fronts = tiles_on(path)
    for n in (0, 2):
        tiles = fronts[n]
        block = [min(t[0] for t in tiles), min(t[1] for t in tiles)]
        block += [max(t[2] for t in tiles), max(t[3] for t in tiles)]
        assert boxes[n]["trim"] == pytest.approx(block, abs=0.01)
        assert boxes[n]["bleed"] == pytest.approx(
            [block[0] - 3, block[1] - 3, block[2] + 3, block[3] + 3], abs=0.01
        )
        # the back's trim box lies behind the front's
        back = boxes[n + 1]["trim"]
        assert back == pytest.approx([210 - block[2], block[1], 210 - block[0], block[3]], abs=0.01)


def test_tile_size_option_sets_every_tile(kitgen, tmp_path: Path):
    assert kitgen("tiles", "--tile-size", "25", "--out", tmp_path).code == 0
    boxes = [b for p in tiles_on(tmp_path / "binary-tiles-a4.pdf", 25.0) for b in p]
    assert len(boxes) == 100


def test_bleed_option_sets_the_colour_past_the_trim(kitgen, tmp_path: Path):
    assert kitgen("tiles", "--bleed", "2", "--backs", "--out", tmp_path).code == 0
    fronts = tiles_on(tmp_path / "binary-tiles-a4-fronts.pdf", bleed=2)
    # Pitch 19 + 2 x 2 = 23 mm; marks take 2 + 1 + 4 = 7 mm each side, the header 8 mm:
    # 186 x 252 mm of A4 -> floor(190 / 23) = 8 columns, floor(256 / 23) = 11 rows: 88.
    assert [len(p) for p in fronts] == [88, 12]
    pages = read_pdf(tmp_path / "binary-tiles-a4-backs.pdf")[1]
    assert len(filled_rects(pages[0], BACK)) == 88
    assert len(filled_boxes(pages[0], 23.0, 23.0)) == 88  # the backs, too


@pytest.mark.parametrize(
    ("args", "expected"),
    [
        (["--bleed", "nan"], "--bleed nan mm is out of range"),
        (["--bleed", "-1"], "give 0 to 5 mm"),
        (["--bleed", "6"], "give 0 to 5 mm"),
        (["--bleed", "1", "--backs"], "give --bleed 2 or more"),
        (["--bleed", "1", "--laser"], "laser parts have no colour"),
        (["--corners", "oval"], "choose one of: square, round"),
        (["--corners", "round", "--laser"], "--no-shared-edges"),
        (["--tile-size", "5"], "the smallest tile that prints them at 6 pt or more is 12.5 mm"),
        (["--tile-size", "12.4"], "12.5 mm"),
    ],
)
def test_bad_bleed_corners_and_tiny_tiles_exit_2(kitgen, tmp_path: Path, args, expected):
    result = kitgen("tiles", *args, "--out", tmp_path / "out")
    assert result.code == 2, result.out
    assert expected in result.err
    assert not (tmp_path / "out").exists()


def test_smallest_legible_tile_prints_its_points_at_6_pt(kitgen, tmp_path: Path):
    assert kitgen("tiles", "--tile-size", "12.5", "--out", tmp_path).code == 0
    chars = read_pdf(tmp_path / "binary-tiles-a4.pdf")[1][0].chars
    sizes = {round(c["size"], 2) for c in chars if c["text"] in "124"}
    # 0.17 x 12.5 mm = 2.125 mm = 6.02 pt (nothing printed under 6 pt)
    assert min(sizes) == pytest.approx(6.02, abs=0.01)


def test_every_word_tile_one_size_every_symbol_tile_one_size(kitgen, tmp_path: Path):
    spec = REPO / "templates" / "binary" / "tiles-xor.toml"
    assert kitgen("tiles", "--spec", spec, "--out", tmp_path).code == 0
    sizes: dict[str, set[float]] = {}
    for page in read_pdf(tmp_path / "binary-xor-tiles-a4.pdf")[1]:
        for w in extract_words(page.chars, extra_attrs=["size"]):
            if w["size"] >= FACE_MIN_PT:
                sizes.setdefault(w["text"], set()).add(round(w["size"], 2))
    words = {label: sizes[label] for label in ("OR", "AND", "NOT", "XOR")}
    symbols = {label: sizes[label] for label in ("0", "1", "=", "+", "−", "×", "÷")}
    assert len(set().union(*words.values())) == 1, words
    assert len(set().union(*symbols.values())) == 1, symbols


def _sizes(path: Path, small: bool = False) -> dict[str, set[float]]:
    """Each bold word of the PDF with the sizes (pt) it is set at: the faces (12 pt and up),
    or with ``small`` the count sheet's swatches and heads (under 12 pt)."""
    sizes: dict[str, set[float]] = {}
    for page in read_pdf(path)[1]:
        for w in extract_words(page.chars, extra_attrs=["size", "fontname"]):
            if "Bold" in w["fontname"] and (w["size"] < FACE_MIN_PT) == small:
                sizes.setdefault(w["text"], set()).add(round(w["size"], 2))
    return sizes


def test_a_one_letter_logic_word_is_a_word_tile(kitgen, tmp_path: Path):
    """Russian AND is И, one letter, and still a word tile: set at the size of ИЛИ and НЕ, as
    AND stands beside OR and NOT, not at the digits' size. By hand, from the shipped DejaVu
    Sans Bold's advance widths (И 1714, Л 1701 units of 2048: ИЛИ is 2.5044 em), ИЛИ is the
    widest word and fits 0.76 x 19 = 14.44 mm: 14.44 / 2.5044 = 5.766 mm = 16.34 pt; the
    symbols are 0.6 x 19 = 11.4 mm = 32.31 pt. The count sheet's 8 mm swatches the same way:
    words 6.4 mm / (2.5044 x 3.6 mm) x 3.6 mm = 2.556 mm = 7.24 pt, symbols 3.6 mm =
    10.2 pt."""
    assert kitgen("tiles", "--lang", "ru", "--out", tmp_path).code == 0
    faces = _sizes(tmp_path / "binary-tiles-a4.pdf")
    for word in ("И", "ИЛИ", "НЕ"):
        assert faces[word] == {16.34}, (word, faces[word])
    for symbol in ("0", "1", "=", "+", "−", "×", "÷"):
        assert faces[symbol] == {32.31}, (symbol, faces[symbol])
    swatches = _sizes(tmp_path / "binary-count-sheet-a4.pdf", small=True)
    for word in ("И", "ИЛИ", "НЕ"):
        assert swatches[word] == {7.24}, (word, swatches[word])
    for symbol in ("0", "1", "=", "+", "−", "×", "÷"):
        assert swatches[symbol] == {10.2}, (symbol, swatches[symbol])


def test_magnetic_tiles_are_butted_with_bleed_under_neighbours(kitgen, tmp_path: Path):
    assert kitgen("tiles", "--magnetic", "--out", tmp_path).code == 0
    path = tmp_path / "binary-tiles-magnetic-a4.pdf"
    pages = read_pdf(path)[1]
    page = pages[0]
    boxes = filled_boxes(page, 19.0, 19.0)
    # The colour under each tile runs 1 mm past its edge: 21 x 21 mm backgrounds.
    cream = filled_rects(page, hex_rgb("#F7EBCB"))
    xs, ys = _crop_marks(page)
    lines = strokes(page)
    assert len(boxes) == 100
    columns = sorted({round(b[0], 3) for b in boxes})
    # Butted: each column starts exactly where the previous one ends (19 mm apart, no gap).
    assert all(abs((b - a) - 19.0) < 0.01 for a, b in itertools.pairwise(columns))
    assert faces_in(path) == Counter(RULES_COUNTS)
    big = [r for r in cream if abs((r[2] - r[0]) - 21.0) < 0.01]
    assert len(big) == 28 + 28 + 3  # every 0, 1 and blank tile
    for x0, top, x1, bottom in boxes:
        assert x0 >= 5.0 and top >= 5.0 and x1 <= 205.0 and bottom <= 292.0
    # one guide in line with every shared edge, none for rows that hold no tile
    rows = sorted({round(b[1], 2) for b in boxes} | {round(b[3], 2) for b in boxes})
    assert sorted(ys) == rows
    assert sorted(xs) == sorted({round(b[0], 2) for b in boxes} | {round(b[2], 2) for b in boxes})
    # nothing stroked over the tiles (no outline on the cut)
    left, top = min(b[0] for b in boxes), min(b[1] for b in boxes)
    right, bottom = max(b[2] for b in boxes), max(b[3] for b in boxes)
    assert not [s for s in lines if s[2] > left and s[0] < right and s[3] > top and s[1] < bottom]


def test_backs_are_mirrored_for_long_edge_duplex(kitgen, tmp_path: Path):
    assert kitgen("tiles", "--backs", "--out", tmp_path).code == 0
    path = tmp_path / "binary-tiles-a4.pdf"
    front = tiles_on(path)[0]
    pages = read_pdf(path)[1]
    back = filled_rects(pages[1], BACK)
    # Backs carry 3 mm bleed: 25 mm squares centred on the mirrored tile centres.
    front_centres = sorted(
        (round(210.0 - (a + c) / 2, 2), round((b + d) / 2, 2)) for a, b, c, d in front
    )
    back_centres = sorted((round((a + c) / 2, 2), round((b + d) / 2, 2)) for a, b, c, d in back)
    assert len(back_centres) == 70
    assert back_centres == front_centres


def test_fronts_only_and_backs_only_files_number_their_own_pages(kitgen, tmp_path: Path):
    result = kitgen("tiles", "--backs", "--out", tmp_path, "--json")
    files = {f["kind"]: Path(f["path"]) for f in result.json()["files"]}
    for kind in ("fronts", "backs"):
        texts = [extract_text(page.chars) for page in read_pdf(files[kind])[1]]
        assert len(texts) == 2
        for n, text in enumerate(texts, start=1):
            assert f"page {n} of 2" in text
            assert f"sheet {n} of 2" in text
            assert "page 3" not in text and "of 4" not in text
        assert ("backs (flip on the long edge)" in texts[0]) == (kind == "backs")
    # the fronts-only file holds the same tiles as the fronts of the combined file
    assert faces_in(files["fronts"]) == Counter(RULES_COUNTS)
    assert tiles_on(files["fronts"]) == [tiles_on(files["tiles"])[n] for n in (0, 2)]


def test_every_page_has_scale_bar_and_footer(kitgen, tmp_path: Path):
    assert kitgen("tiles", "--backs", "--out", tmp_path).code == 0
    pages = read_pdf(tmp_path / "binary-tiles-a4.pdf")[1]
    for n, page in enumerate(pages, start=1):
        text = extract_text(page.chars)
        assert "must measure 50 mm" in text
        assert f"page {n} of 4" in text
        bars = [
            r
            for r in page.rects
            if r["stroke"] and abs((r["x1"] - r["x0"]) * 25.4 / 72 - 50.0) < 0.01
        ]
        assert len(bars) == 1


def test_count_sheet_lists_faces_and_totals(kitgen, tmp_path: Path):
    assert kitgen("tiles", "--out", tmp_path).code == 0
    page = read_pdf(tmp_path / "binary-count-sheet-a4.pdf")[1][0]
    lines = extract_text(page.chars).splitlines()
    rows = {
        line.split()[-4]: line.split()[-3:]
        for line in lines
        if len(line.split()) >= 4
        and line.split()[-1].isdigit()
        and line.split()[-4] in (*RULES_COUNTS, "blank")
    }
    assert rows["÷"] == ["2", "4", "8"]
    assert rows["×"] == ["3", "2", "6"]
    assert rows["blank"] == ["3", "0", "0"]
    # 28+28+14+5+5+3*2+2*4+4+4+4 = 106 points in the set.
    assert any(line.split() == ["Total", "100", "106"] for line in lines)


def test_same_inputs_give_byte_identical_files(kitgen, tmp_path: Path):
    for run in ("one", "two"):
        assert kitgen("tiles", "--backs", "--out", tmp_path / run).code == 0
    for path in (tmp_path / "one").iterdir():
        assert path.read_bytes() == (tmp_path / "two" / path.name).read_bytes(), path.name


def _spec_with(tmp_path: Path, old: str, new: str) -> Path:
    text = TILES_SPEC.read_text(encoding="utf-8")
    assert old in text
    spec = tmp_path / "bad.toml"
    spec.write_text(text.replace(old, new, 1), encoding="utf-8")
    return spec


@pytest.mark.parametrize(
    ("old", "new", "expected"),
    [
        ("rack = 9", "rack = 9\ncolour = 1", "colour: unknown key"),
        ("count = 28", "count = -2", "faces[1].count"),
        ('label = "="', 'label = ""', "faces[3].label"),
        ("width = 19.0", "width = 400.0", "does not fit"),
        ('background = "#CFE3F5"', 'background = "blue"', "#RRGGBB"),
        ("[tile]", "[tile\n", "not valid TOML"),
    ],
)
def test_bad_spec_exits_2_naming_file_and_key(
    kitgen, tmp_path: Path, old: str, new: str, expected: str
):
    spec = _spec_with(tmp_path, old, new)
    out = tmp_path / "out"
    result = kitgen("tiles", "--spec", spec, "--out", out)
    assert result.code == 2
    assert expected in result.err
    assert "bad.toml" in result.err or "tile" in result.err
    assert "Traceback" not in result.err
    assert not out.exists() or not any(out.iterdir())


@pytest.mark.parametrize(
    ("args", "expected"),
    [
        (["--paper", "a5"], "unknown paper 'a5'"),
        (["--tile-size", "0"], "--tile-size 0 mm is out of range"),
        (["--margin", "200"], "--margin 200 mm is out of range — give the printer margin, from 0"),
        (["--margin", "nan"], "--margin nan mm is out of range"),
        (["--spec", "nowhere.toml"], "not found"),
        (["--backs", "--magnetic"], "do not go together"),
        (["--colour", "red"], "unknown option '--colour'"),
    ],
)
def test_bad_options_exit_2(kitgen, tmp_path: Path, args: list[str], expected: str):
    result = kitgen("tiles", *args, "--out", tmp_path / "out")
    assert result.code == 2
    assert expected in result.err


def test_shipped_spec_matches_the_rules_table():
    spec = tomllib.loads(TILES_SPEC.read_text(encoding="utf-8"))
    table = {f["label"]: (f["count"], f["points"]) for f in spec["faces"]}
    assert table == {
        "0": (28, 1),
        "1": (28, 1),
        "=": (14, 1),
        "+": (5, 1),
        "−": (5, 1),
        "×": (3, 2),
        "÷": (2, 4),
        "OR": (4, 1),
        "AND": (4, 1),
        "NOT": (4, 1),
        "blank": (3, 0),
    }
    assert spec["tile"]["width"] == spec["tile"]["height"] == 19.0


def _count_sheet_geometry(page) -> dict:
    rules = [
        line
        for line in page.lines
        if abs(line["top"] - line["bottom"]) < 0.01 and mm(line["x1"] - line["x0"]) > 100
    ]
    heads = [w for w in extract_words(page.chars) if w["text"] in ("Face", "Count", "Counted")]
    bar = [r for r in page.rects if r["stroke"] and abs(mm(r["x1"] - r["x0"]) - 50.0) < 0.01]
    return {
        "rule": (mm(min(r["x0"] for r in rules)), mm(max(r["x1"] for r in rules))),
        "heads": (mm(min(w["x0"] for w in heads)), mm(max(w["x1"] for w in heads))),
        "bottom": mm(max(r["bottom"] for r in rules)),
        "bar_top": mm(bar[0]["top"]),
    }


@pytest.mark.parametrize(("paper", "width"), [("a4", 210.0), ("letter", 215.9)])
def test_count_sheet_table_is_centred_with_its_heads_inside_the_rule(
    kitgen, tmp_path: Path, paper: str, width: float
):
    assert kitgen("tiles", "--paper", paper, "--out", tmp_path).code == 0
    pages = read_pdf(tmp_path / f"binary-count-sheet-{paper}.pdf")[1]
    found = _count_sheet_geometry(pages[0])
    left, right = found["rule"]
    assert left == pytest.approx(width - right, abs=0.01)
    assert found["heads"][0] >= left - 0.01 and found["heads"][1] <= right + 0.01


def test_count_sheet_of_60_faces_pages_like_every_sheet(kitgen, tmp_path: Path):
    faces = "".join(
        f'[[faces]]\nlabel = "F{n}"\ncount = 1\npoints = {n % 5}\n\n' for n in range(1, 61)
    )
    spec = tmp_path / "sixty.toml"
    spec.write_text(f'kit = "Sixty"\nname = "sixty"\n\n{faces}', encoding="utf-8")
    result = kitgen("tiles", "--spec", spec, "--out", tmp_path, "--json")
    assert result.code == 0, result.err
    (sheet,) = [Path(f["path"]) for f in result.json()["files"] if f["kind"] == "count-sheet"]
    seen: list[str] = []
    read = read_pdf(sheet)[1]
    pages = len(read)
    assert pages == 3  # 21 rows a page on A4
    for n, page in enumerate(read, start=1):
        text = extract_text(page.chars)
        assert f"page {n} of {pages}" in text
        found = _count_sheet_geometry(page)
        # the table ends at least 3 mm above the scale bar; nothing runs off the page
        assert found["bottom"] <= found["bar_top"] - 3.0
        assert all(mm(c["bottom"]) <= 297.0 - 5.0 for c in page.chars)
        words = [w["text"] for w in extract_words(page.chars)]
        seen += [w for w in words if w[0] == "F" and w[1:].isdigit()]
        assert ("Total" in text) == (n == pages)
    # every face on it, once in its swatch and once in its row
    assert Counter(seen) == {f"F{n}": 2 for n in range(1, 61)}


def test_guides_stop_3_mm_above_the_scale_bar_however_the_tiles_fill_the_page(
    kitgen, tmp_path: Path
):
    gaps = []
    for size in (24.0, 24.8, 25.2, 25.4, 25.45, 26.0):
        out = tmp_path / str(size)
        assert kitgen("tiles", "--magnetic", "--tile-size", size, "--out", out).code == 0
        pages = read_pdf(out / "binary-tiles-magnetic-a4.pdf")[1]
        page = pages[0]
        (bar,) = [r for r in page.rects if r["stroke"] and abs(mm(r["x1"] - r["x0"]) - 50) < 0.01]
        above = [o for o in [*page.lines, *page.rects] if o["bottom"] < bar["top"]]
        gaps.append(mm(bar["top"] - max(o["bottom"] for o in above)))
    assert min(gaps) >= 3.0 - 0.01
    assert min(gaps) < 3.2  # some size fills the page down to the gap

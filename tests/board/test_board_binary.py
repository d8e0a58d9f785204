"""`kitgen board binary`: the premium board, measured from the PDFs and SVGs it writes."""

from __future__ import annotations

import math
from collections import Counter
from pathlib import Path

import pdfplumber
import pytest

from tests.laser.svgmeasure import SVG_NS, cut_shapes, face_counts, mm_size, root, shapes

MM = 25.4 / 72

# The premium layout typed from shared/rules/binary.md ("Playing on the board"), row 1 first.
RULES_BOARD = """
TW .  .  DL .  .  .  TW .  .  .  DL .  .  TW
.  DW .  .  .  TL .  .  .  TL .  .  .  DW .
.  .  DW .  .  .  DL .  DL .  .  .  DW .  .
DL .  .  DW .  .  .  DL .  .  .  DW .  .  DL
.  .  .  .  DW .  .  .  .  .  DW .  .  .  .
.  TL .  .  .  TL .  .  .  TL .  .  .  TL .
.  .  DL .  .  .  DL .  DL .  .  .  DL .  .
TW .  .  DL .  .  .  ★  .  .  .  DL .  .  TW
.  .  DL .  .  .  DL .  DL .  .  .  DL .  .
.  TL .  .  .  TL .  .  .  TL .  .  .  TL .
.  .  .  .  DW .  .  .  .  .  DW .  .  .  .
DL .  .  DW .  .  .  DL .  .  .  DW .  .  DL
.  .  DW .  .  .  DL .  DL .  .  .  DW .  .
.  DW .  .  .  TL .  .  .  TL .  .  .  DW .
TW .  .  DL .  .  .  TW .  .  .  DL .  .  TW
"""
EXPECTED = {
    (col, row): token
    for row, line in enumerate(RULES_BOARD.split("\n")[1:-1])
    for col, token in enumerate(line.split())
    if token != "."
}
NAMES = {"TRIPLE WORD": "TW", "DOUBLE WORD": "DW", "TRIPLE LETTER": "TL",
         "DOUBLE LETTER": "DL", "★": "★"}  # fmt: skip


def test_expected_layout_counts_by_hand():
    # From the rules page: 8 TW, 16 DW + the centre star (a double word) = 17, 12 TL, 24 DL
    counts = Counter(EXPECTED.values())
    assert counts == {"TW": 8, "DW": 16, "★": 1, "TL": 12, "DL": 24}


def read_board(page, square_mm: float) -> tuple[dict[tuple[int, int], str], int, tuple]:
    """Premiums by square, the number of squares and the grid origin, read from a PDF page."""
    squares = [
        r
        for r in page.rects
        if abs(r["width"] * MM - square_mm) < 0.02
        and abs(r["height"] * MM - square_mm) < 0.02
        and r.get("fill")
    ]
    x0 = min(r["x0"] for r in squares) * MM
    y0 = min(r["top"] for r in squares) * MM
    found: dict[tuple[int, int], list[str]] = {}
    for word in page.extract_words():
        cx = (word["x0"] + word["x1"]) / 2 * MM
        cy = (word["top"] + word["bottom"]) / 2 * MM
        col, row = math.floor((cx - x0) / square_mm), math.floor((cy - y0) / square_mm)
        if 0 <= col < 15 and 0 <= row < 15:
            found.setdefault((col, row), []).append(word["text"])
    premiums = {sq: NAMES[" ".join(words)] for sq, words in found.items()}
    return premiums, len(squares), (x0, y0)


def test_single_page_board_matches_the_rules_page(kitgen, tmp_path: Path):
    result = kitgen("board", "binary", "--single-page", "--out", tmp_path, "--json")
    assert result.code == 0, result.err
    (entry,) = result.json()["files"]
    assert entry["kind"] == "board" and entry["pages"] == 1
    with pdfplumber.open(entry["path"]) as pdf:
        page = pdf.pages[0]
        assert (page.width * MM, page.height * MM) == pytest.approx((210, 297), abs=0.01)
        # A4 less 5 mm margins and the 13 mm footer band: 200 x 269, less 14 mm heading:
        # the board is 255 mm tall -> 255 / (15 + 2 x 0.6) = 15.74 mm... limited by the width
        # 200 / 16.2 = 12.346 mm per square
        premiums, count, _ = read_board(page, 200 / 16.2)
        words = {w["text"] for w in page.extract_words()}
    assert count == 225
    assert premiums == EXPECTED
    assert set("ABCDEFGHIJKLMNO") <= words
    assert {str(n) for n in range(1, 16)} <= words


def test_poster_pages_at_20_mm(kitgen, tmp_path: Path):
    result = kitgen("board", "binary", "--out", tmp_path, "--json")
    assert result.code == 0, result.err
    (entry,) = result.json()["files"]
    # board: 15 x 20 + 2 x 12 (label bands) = 324 mm square; A4 window 200 x 269 mm with
    # 12 mm overlap: 324 / 188 -> 2 columns, 324 / 257 -> 2 rows = 4 pages
    assert entry["pages"] == 4
    visible: set[tuple[int, int]] = set()
    with pdfplumber.open(entry["path"]) as pdf:
        for page in pdf.pages:
            assert (page.width * MM, page.height * MM) == pytest.approx((210, 297), abs=0.01)
            squares = [
                r
                for r in page.rects
                if abs(r["width"] * MM - 20) < 0.01 and abs(r["height"] * MM - 20) < 0.01
            ]
            assert len(squares) == 225  # the whole board is drawn at full size, then masked
            x0 = min(r["x0"] for r in squares) * MM
            y0 = min(r["top"] for r in squares) * MM
            for r in squares:
                cx, cy = (r["x0"] + r["x1"]) / 2 * MM, (r["top"] + r["bottom"]) / 2 * MM
                # inside the printable window: 5 mm margins, 13 mm footer band at the foot
                if 5 + 10 < cx < 205 - 10 and 5 + 10 < cy < 279 - 10:
                    visible.add((round((cx - x0 - 10) / 20), round((cy - y0 - 10) / 20)))
            # dashed trim lines and registration circles on every page of a poster
            assert any(c.get("dash") and c["dash"][0] for c in page.lines + page.curves)
            assert len(page.curves) >= 3
    # every square shows (whole) on at least one page
    assert visible == {(c, r) for c in range(15) for r in range(15)}
    # the letter poster also fits in 4 pages
    letter = kitgen("board", "binary", "--paper", "letter", "--out", tmp_path, "--json")
    assert letter.json()["files"][0]["pages"] == 4


def test_laser_board_too_big_for_a_tiny_bed_is_refused(kitgen, tmp_path: Path):
    # a K40 now takes the board in parts (tests/board/test_board_split.py); a 50 x 50 mm bed
    # takes parts up to 17.8 mm one way, less than one row of squares (12 + 20 = 32 mm)
    result = kitgen("board", "binary", "--laser", "--bed", "50x50", "--out", tmp_path)
    assert result.code == 2
    # 324 mm board: 15 x 20 mm squares and two 12 mm label bands
    assert "324.0 x 324.0 mm" in result.err and "does not fit" in result.err
    assert "--square" in result.err and "--bed" in result.err
    assert not list(tmp_path.iterdir())


def test_laser_board_on_a_big_bed(kitgen, tmp_path: Path):
    result = kitgen("board", "binary", "--laser", "--bed", "xtool-d1", "--out", tmp_path, "--json")
    assert result.code == 0, result.err
    (entry,) = result.json()["files"]
    assert entry["kind"] == "laser"
    path = Path(entry["path"])
    text = path.read_text(encoding="utf-8")
    assert "<text" not in text
    svg = root(path)
    assert (mm_size(svg.get("width")), mm_size(svg.get("height"))) == (430, 390)
    cuts = cut_shapes(path)
    sizes = sorted(round(d.bbox[2] - d.bbox[0], 2) for d in cuts)
    assert sizes == [20.1, 324.1]  # reference square and the board, each plus the kerf
    scored = [d for d in shapes(path) if d.stroke == "#0000FF"]
    assert len(scored) == 32  # 16 lines across and 16 down
    assert face_counts(path) == Counter()
    engraved = list(root(path).iter(f"{SVG_NS}path"))
    # labels: (15 letters + 15 numbers) x 2 sides = 60; premiums: 60 squares besides the
    # star (8 TW + 16 DW + 12 TL + 24 DL), each named on 2 lines = 120; the star; and the
    # reference square's 2 lines
    assert len(engraved) == 60 + 120 + 1 + 2


def test_small_square_fits_k40(kitgen, tmp_path: Path):
    # 11.7 mm squares: 11.7 x 16.2 = 189.5 mm, fits the 189.9 mm the K40 bed takes
    result = kitgen("board", "binary", "--laser", "--square", "11.7", "--out", tmp_path)
    assert result.code == 0, result.err
    assert "binary-board-laser-k40.svg" in result.out


@pytest.mark.parametrize(
    ("args", "words"),
    [
        (("--square", "3"), "--square"),
        (("--paper", "a3"), "unknown paper"),
        (("--laser", "--single-page"), "pick one"),
        (("--bed", "nope", "--laser"), "--bed"),
    ],
)
def test_bad_input_exits_2(kitgen, tmp_path: Path, args, words):
    result = kitgen("board", "binary", *args, "--out", tmp_path)
    assert result.code == 2
    assert words in result.err and "Traceback" not in result.err


def test_board_scene_draws_placed_tiles():
    from kitgen.board_spec import load_premium_board
    from kitgen.components.board_binary import board_scene
    from kitgen.render.svg import render_svg

    tiles = {(7, 7): "1", (8, 7): "+", (9, 7): None, (10, 7): "1"}
    page = board_scene(load_premium_board(), 20, tiles, blanks={(10, 7)})
    # 324 mm board + 5 mm margin on each side
    assert (page.width, page.height) == (334, 334)
    text = render_svg(page, "preview")
    svg = root_from(text)
    faces = Counter(g.get("data-face") for g in svg.iter(f"{SVG_NS}g") if g.get("data-face"))
    assert faces == {"1": 1, "+": 1, "blank": 2}
    assert b"#9A9A9A" in text  # the blank standing for "1" shows it in grey


def root_from(data: bytes):
    import xml.etree.ElementTree as ET

    return ET.fromstring(data)


def test_pdf_and_svg_draw_the_squares_at_the_same_places(tmp_path: Path):
    """The same scene through two backends agrees to 0.01 mm (DESIGN.md)."""
    from kitgen.board_spec import load_premium_board
    from kitgen.kits.binary_board import board_single_page
    from kitgen.layout import paper
    from kitgen.render.pdf import save_pdf
    from kitgen.render.svg import render_svg
    from kitgen.scene import Document

    page = board_single_page(load_premium_board(), paper("a4"), 5.0)
    pdf_path = save_pdf(Document("board", (page,)), tmp_path / "b.pdf", "board").path
    svg_path = tmp_path / "b.svg"
    svg_path.write_bytes(render_svg(page, "preview"))
    side = 200 / 16.2  # see test_single_page_board_matches_the_rules_page
    with pdfplumber.open(pdf_path) as pdf:
        in_pdf = sorted(
            (r["x0"] * MM, r["top"] * MM)
            for r in pdf.pages[0].rects
            if abs(r["width"] * MM - side) < 0.02 and r.get("fill")
        )
    in_svg = sorted(
        (d.bbox[0], d.bbox[1])
        for d in shapes(svg_path)
        if d.kind == "Rect" and abs(d.bbox[2] - d.bbox[0] - side) < 0.02
    )
    assert len(in_pdf) == len(in_svg) == 225
    for (px, py), (sx, sy) in zip(in_pdf, in_svg, strict=True):
        assert abs(px - sx) < 0.01 and abs(py - sy) < 0.01

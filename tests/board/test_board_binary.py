"""`kitgen board binary`: the premium board, measured from the PDFs and SVGs it writes."""

from __future__ import annotations

import math
from collections import Counter
from pathlib import Path

import pytest
from pdfplumber.utils import extract_text, extract_words

from tests.laser.svgmeasure import SVG_NS, cut_shapes, face_counts, mm_size, root, shapes
from tests.pdfchars import read_pdf

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
    for word in extract_words(page.chars):
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
    pages = read_pdf(entry["path"])[1]
    page = pages[0]
    assert (page.width * MM, page.height * MM) == pytest.approx((210, 297), abs=0.01)
    # A4 less 5 mm margins and the 13 mm footer band: 200 x 269, less 14 mm heading:
    # the board is 255 mm tall -> 255 / (15 + 2 x 0.6) = 15.74 mm... limited by the width
    # 200 / 16.2 = 12.346 mm per square
    premiums, count, _ = read_board(page, 200 / 16.2)
    words = {w["text"] for w in extract_words(page.chars)}
    assert count == 225
    assert premiums == EXPECTED
    assert set("ABCDEFGHIJKLMNO") <= words
    assert {str(n) for n in range(1, 16)} <= words


# The A4 poster at 20 mm squares, worked out by hand. The drawing is 324 mm square (15 x 20
# plus two 12 mm label bands). A4's content area: x 5 .. 205; y from 5 + 7 (the line saying
# how to join) = 12 down to 3 mm above the scale bar, whose 0.2 mm outline starts at
# 297 - 5 - 13 + 3 - 0.1 = 281.9: 278.9, so 266.9 mm. Seams on lines between squares at 152
# both ways (tests/board/test_poster_layout.py). Each page prints its part, plus a 12 mm
# overlap strip towards the next page, plus a 4 mm gutter before a part that is trimmed,
# centred in the area:
#   page 1: x 0 .. 164 of the board at x = 5 + (200 - 164) / 2 = 23; y 0 .. 164 at
#           12 + (266.9 - 164) / 2 = 63.45
#   page 2: x 152 .. 324 (172 mm) at 5 + (200 - 4 - 172) / 2 + 4 = 21; y as page 1
#   page 3: x as page 1; y 152 .. 324 at 12 + (266.9 - 4 - 172) / 2 + 4 = 61.45
#   page 4: x as page 2, y as page 3
CLIPS = [
    (23.0, 63.45, 187.0, 227.45),
    (21.0, 63.45, 193.0, 227.45),
    (23.0, 61.45, 187.0, 233.45),
    (21.0, 61.45, 193.0, 233.45),
]
# the board's origin on each page (clip corner less the part's start in the board)
ORIGINS = [(23.0, 63.45), (21.0 - 152, 63.45), (23.0, 61.45 - 152), (21.0 - 152, 61.45 - 152)]


def _squares(page) -> list[tuple[float, float, float, float]]:
    return [
        (r["x0"] * MM, r["top"] * MM, r["x1"] * MM, r["bottom"] * MM)
        for r in page.rects
        if abs(r["width"] * MM - 20) < 0.01 and abs(r["height"] * MM - 20) < 0.01
    ]


def _triangles(page) -> list[tuple[float, float, float, float]]:
    """Boxes of the filled black arrows that point at the seams."""
    return [
        (c["x0"] * MM, c["top"] * MM, c["x1"] * MM, c["bottom"] * MM)
        for c in page.curves
        if c.get("fill") and tuple(c.get("non_stroking_color") or ()) in ((0, 0, 0), (0,))
    ]


def test_poster_pages_print_their_part_and_the_overlap_only(kitgen, tmp_path: Path):
    from tests.board.pdfclip import clip_boxes

    result = kitgen("board", "binary", "--out", tmp_path, "--json")
    assert result.code == 0, result.err
    (entry,) = result.json()["files"]
    assert entry["pages"] == 4
    path = Path(entry["path"])
    assert clip_boxes(path) == [[clip] for clip in CLIPS]
    owned: Counter = Counter()
    pages = read_pdf(path)[1]
    for page, clip, (ox, oy) in zip(pages, CLIPS, ORIGINS, strict=True):
        assert (page.width * MM, page.height * MM) == pytest.approx((210, 297), abs=0.01)
        x0, y0, x1, y1 = clip
        # own part: the clip less the 12 mm strips towards pages 2 (right) and 3 (below)
        own = (x0, y0, x1 - (12 if x0 == 23.0 else 0), y1 - (12 if y0 == 63.45 else 0))
        squares = _squares(page)
        # only squares that show are drawn
        assert squares and all(
            sx0 < x1 and sx1 > x0 and sy0 < y1 and sy1 > y0 for sx0, sy0, sx1, sy1 in squares
        )
        for sx0, sy0, sx1, sy1 in squares:
            across = own[0] - 0.01 <= sx0 and sx1 <= own[2] + 0.01
            if across and own[1] - 0.01 <= sy0 and sy1 <= own[3] + 0.01:
                owned[(round((sx0 - ox - 12) / 20), round((sy0 - oy - 12) / 20))] += 1
    # what lies wholly outside a page's part is not in its file at all: column O's
    # labels only on the right-hand pages, column A's only on the left-hand ones
    words = [{w["text"] for w in extract_words(page.chars)} for page in pages]
    assert ["A" in w for w in words] == [True, False, True, False]
    assert ["O" in w for w in words] == [False, True, False, True]
    # every square lies whole in the own part of exactly one page: no seam runs through one
    assert owned == Counter({(c, r): 1 for c in range(15) for r in range(15)})


def test_poster_join_marks_stay_off_the_finished_board(kitgen, tmp_path: Path):
    # Arrows only in the 12 mm strips that the next page covers; dashed trim lines only
    # outside a page's part (cut away). Page 1: strips right (x 175 .. 187) and below
    # (y 215.45 .. 227.45); page 2: below (y 215.45 .. 227.45); page 3: right (x 175 .. 187).
    result = kitgen("board", "binary", "--out", tmp_path, "--json")
    path = result.json()["files"][0]["path"]
    strips = [
        [(175.0, 63.45, 187.0, 215.45), (23.0, 215.45, 175.0, 227.45)],
        [(21.0, 215.45, 193.0, 227.45)],
        [(175.0, 61.45, 187.0, 233.45)],
        [],
    ]
    pages = read_pdf(path)[1]
    for page, clip, inside in zip(pages, CLIPS, strips, strict=True):
        arrows = _triangles(page)
        assert len(arrows) == 3 * len(inside)
        for ax0, ay0, ax1, ay1 in arrows:
            # the tips on the seam: the strip's edge (to 0.01 mm, pt to mm)
            assert any(
                sx0 - 0.01 <= ax0 and ax1 <= sx1 + 0.01 and sy0 - 0.01 <= ay0 and ay1 <= sy1
                for sx0, sy0, sx1, sy1 in inside
            )
        if clip == CLIPS[3]:
            assert (
                "Page 4 of 4: cut along the dashed lines, lay the cut edges on the arrow "
                "tips of pages 2 and 3, tape from the back." in extract_text(page.chars)
            )
        dashed = [ln for ln in page.lines if ln.get("dash") and ln["dash"][0]]
        trims = sum(1 for t in (clip[0] == 21.0, clip[1] == 61.45) if t)
        assert len(dashed) == trims
        for ln in dashed:
            lx0, ly0, lx1, _ly1 = (ln[k] * MM for k in ("x0", "top", "x1", "bottom"))
            # centred on the part's left or top edge, where the knife goes
            if lx0 == pytest.approx(lx1):
                assert lx0 == pytest.approx(clip[0], abs=0.01)
            else:
                assert ly0 == pytest.approx(clip[1], abs=0.01)


def test_poster_keeps_3_mm_off_the_scale_bar(kitgen, tmp_path: Path):
    from tests.board.pdfclip import clip_boxes

    for paper in ("a4", "letter"):
        result = kitgen("board", "binary", "--paper", paper, "--out", tmp_path, "--json")
        (entry,) = result.json()["files"]
        assert entry["pages"] == 4  # the letter poster also fits in 4 pages
        pages = read_pdf(entry["path"])[1]
        for page, clips in zip(pages, clip_boxes(Path(entry["path"])), strict=True):
            (bar,) = [r for r in page.rects if abs(r["width"] * MM - 50) < 0.01]
            bar_top = bar["top"] * MM - 0.1  # its outline is 0.2 mm wide
            (clip,) = clips
            assert bar_top - clip[3] >= 3.0 - 0.01
            dashed = [ln for ln in page.lines if ln.get("dash") and ln["dash"][0]]
            marks = [*dashed, *_triangles(page)]
            assert marks
            for m in marks:
                bottom = m[3] if isinstance(m, tuple) else m["bottom"] * MM
                assert bar_top - bottom >= 3.0 - 0.01


def test_one_page_board_footer_says_nothing_of_rows_and_columns(kitgen, tmp_path: Path):
    result = kitgen("board", "binary", "--square", "10", "--out", tmp_path, "--json")
    (entry,) = result.json()["files"]
    assert entry["pages"] == 1  # 162 mm square at 10 mm squares
    pages = read_pdf(entry["path"])[1]
    text = extract_text(pages[0].chars)
    assert not _triangles(pages[0])
    assert not [ln for ln in pages[0].lines if ln.get("dash") and ln["dash"][0]]
    assert "row" not in text and "column" not in text and "page 1 of 1" in text


def test_laser_board_too_big_for_a_tiny_bed_is_refused(kitgen, tmp_path: Path):
    # a K40 now takes the board in parts (tests/board/test_board_split.py); a 50 x 50 mm bed
    # takes parts up to 17.8 mm one way, less than one row of squares (12 + 20 = 32 mm)
    result = kitgen("board", "binary", "--laser", "--bed", "50x50", "--out", tmp_path)
    assert result.code == 2
    # 324 mm board: 15 x 20 mm squares and two 12 mm label bands
    assert "324.0 × 324.0 mm" in result.err and "does not fit" in result.err
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
    # reference square's 3 lines (its size, "kerf" and the kerf's value, at least 2 mm high)
    assert len(engraved) == 60 + 120 + 1 + 3


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
    from kitgen.maker.components.board_binary import board_scene
    from kitgen.maker.render.svg import render_svg
    from kitgen.maker.specs.board import load_premium_board

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
    from kitgen.maker.kits.binary_board import board_single_page
    from kitgen.maker.layout import paper
    from kitgen.maker.render.pdf import render_pdf
    from kitgen.maker.render.svg import render_svg
    from kitgen.maker.scene import Document
    from kitgen.maker.specs.board import load_premium_board

    page = board_single_page(load_premium_board(), paper("a4"), 5.0)
    pdf_path = tmp_path / "b.pdf"
    pdf_path.write_bytes(render_pdf(Document("board", (page,))))
    svg_path = tmp_path / "b.svg"
    svg_path.write_bytes(render_svg(page, "preview"))
    side = 200 / 16.2  # see test_single_page_board_matches_the_rules_page
    pages = read_pdf(pdf_path)[1]
    in_pdf = sorted(
        (r["x0"] * MM, r["top"] * MM)
        for r in pages[0].rects
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

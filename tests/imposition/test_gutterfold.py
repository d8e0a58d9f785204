"""`--layout gutterfold`: backs exactly behind their fronts once the sheet is folded.

Measured from the PDFs: the fold line is found as the one dashed line across the page; every
back's box, reflected about it, must be its front's box (to 0.1 mm), one to one.
"""

from __future__ import annotations

import itertools
import math
from pathlib import Path

import pdfplumber
import pytest

from tests.pdfchars import read_pdf
from tests.print.pdfmeasure import contrast, hex_rgb, mm, page_boxes

PAPERS = {"a4": (210.0, 297.0), "letter": (215.9, 279.4)}
TILE_BACK = hex_rgb("#2E4A62")
TOL = 0.1

Box = tuple[float, float, float, float]


def fold_line(page) -> tuple[str, float]:
    """("vertical", x) or ("horizontal", y) of the one dashed line longer than 100 mm."""
    found = []
    for ln in page.lines:
        dash = ln.get("dash")
        if not dash or not dash[0]:
            continue
        if mm(ln["bottom"] - ln["top"]) > 100:
            found.append(("vertical", mm(ln["x0"])))
        elif mm(ln["x1"] - ln["x0"]) > 100:
            found.append(("horizontal", mm(ln["top"])))
    assert len(found) == 1, found
    return found[0]


def reflect(box: Box, fold: tuple[str, float]) -> Box:
    x0, y0, x1, y1 = box
    kind, at = fold
    if kind == "vertical":
        return (2 * at - x1, y0, 2 * at - x0, y1)
    return (x0, 2 * at - y1, x1, 2 * at - y0)


def grow(box: Box, by: float) -> Box:
    return (box[0] - by, box[1] - by, box[2] + by, box[3] + by)


def same(a: Box, b: Box) -> bool:
    return all(abs(p - q) <= TOL for p, q in zip(a, b, strict=True))


def match_one_to_one(fronts: list[Box], backs: list[Box]) -> None:
    assert len(fronts) == len(backs)
    left = list(backs)
    for front in fronts:
        hits = [b for b in left if same(front, b)]
        assert len(hits) == 1, (front, hits)
        left.remove(hits[0])


def on_side(box: Box, fold: tuple[str, float], front: bool) -> bool:
    kind, at = fold
    centre = (box[0] + box[2]) / 2 if kind == "vertical" else (box[1] + box[3]) / 2
    return (centre < at) == front


def colour_squares(page, side: float) -> list[tuple[Box, tuple]]:
    """Filled rects ``side`` mm square (a tile's colour with its bleed) and their colours."""
    return [
        ((mm(r["x0"]), mm(r["top"]), mm(r["x1"]), mm(r["bottom"])), tuple(r["non_stroking_color"]))
        for r in page.rects
        if r.get("fill")
        and abs(mm(r["x1"] - r["x0"]) - side) < 0.01
        and abs(mm(r["bottom"] - r["top"]) - side) < 0.01
    ]


def solid_marks(page) -> list[Box]:
    """Crop marks: the short solid lines (3 or 4 mm) of the page."""
    return [
        (mm(ln["x0"]), mm(ln["top"]), mm(ln["x1"]), mm(ln["bottom"]))
        for ln in page.lines
        if not ln.get("dash") or not ln["dash"][0]
        if 2.9 < max(mm(ln["x1"] - ln["x0"]), mm(ln["bottom"] - ln["top"])) < 4.01
    ]


def check_label_clear_of_marks(page, marks: list[Box]) -> None:
    """No letter of the page's text touches a crop mark (the fold label runs in the gutter,
    where the marks for the cuts towards the fold are)."""
    for ch in page.chars:
        box = (mm(ch["x0"]), mm(ch["top"]), mm(ch["x1"]), mm(ch["bottom"]))
        for m in marks:
            apart = m[2] < box[0] or m[0] > box[2] or m[3] < box[1] or m[1] > box[3]
            assert apart, (ch["text"], box, m)


def check_tiles_on_marks(trims: list[Box], marks: list[Box]) -> None:
    """Every trim edge is the line through two crop marks, one on each side of the tiles:
    a ruler laid on them cuts it, with nothing printed on the trim itself."""
    verticals = [m for m in marks if abs(m[0] - m[2]) < 0.01]
    horizontals = [m for m in marks if abs(m[1] - m[3]) < 0.01]
    top = min(t[1] for t in trims)
    left = min(t[0] for t in trims)
    for t in trims:
        for x in (t[0], t[2]):
            ys = [m[1] for m in verticals if abs(m[0] - x) <= TOL]
            assert min(ys) < top and max(ys) > t[3], ("no marks above and below", x)
        for y in (t[1], t[3]):
            xs = [m[0] for m in horizontals if abs(m[1] - y) <= TOL]
            assert min(xs) < left and max(xs) > t[2], ("no marks left and right", y)


@pytest.mark.parametrize("paper", PAPERS)
def test_tile_backs_lie_behind_their_fronts(kitgen, tmp_path: Path, paper: str):
    result = kitgen(
        "tiles", "--layout", "gutterfold", "--paper", paper, "--out", tmp_path, "--json"
    )
    assert result.code == 0, result.err
    files = {f["kind"]: f for f in result.json()["files"]}
    assert set(files) == {"gutterfold", "count-sheet"}
    w, h = PAPERS[paper]
    total = 0
    boxes = page_boxes(files["gutterfold"]["path"])
    with pdfplumber.open(files["gutterfold"]["path"]) as pdf:
        assert files["gutterfold"]["pages"] == len(pdf.pages)
        for page, stated in zip(pdf.pages, boxes, strict=True):
            assert (round(mm(page.width), 2), round(mm(page.height), 2)) == (w, h)
            fold = fold_line(page)
            # The fold is the middle of the page, one way or the other.
            assert abs(fold[1] - (w / 2 if fold[0] == "vertical" else h / 2)) < 0.01
            # A tile is its colour, 19 mm square plus 3 mm of bleed each side: 25 mm.
            squares = colour_squares(page, 25.0)
            fronts = [b for b, colour in squares if colour != pytest.approx(TILE_BACK, abs=0.003)]
            backs = [b for b, colour in squares if colour == pytest.approx(TILE_BACK, abs=0.003)]
            assert fronts and all(on_side(f, fold, True) for f in fronts)
            assert all(on_side(b, fold, False) for b in backs)
            match_one_to_one(fronts, [reflect(b, fold) for b in backs])
            # Nothing printed on a tile's trim: no stroke within 0.5 mm of it.
            trims = [grow(f, -3.0) for f in fronts]
            for obj in [*page.rects, *page.curves]:
                if obj.get("stroke"):
                    box = (mm(obj["x0"]), mm(obj["top"]), mm(obj["x1"]), mm(obj["bottom"]))
                    assert not any(same(box, t) for t in trims)
            # Nothing within 5 mm of the fold (the gutter), bleed included.
            for b in [*backs, *fronts]:
                lo, hi = (b[0], b[2]) if fold[0] == "vertical" else (b[1], b[3])
                assert hi <= fold[1] - 5 + 1e-6 or lo >= fold[1] + 5 - 1e-6
            # Crop marks: both ends of every cut, on each half; the back half's are the front
            # half's, folded; none reaches the fold.
            marks = solid_marks(page)
            front_marks = [m for m in marks if on_side(m, fold, True)]
            back_marks = [reflect(m, fold) for m in marks if not on_side(m, fold, True)]
            check_tiles_on_marks(trims, front_marks)
            # The TrimBox is the box round every tile's trim, both halves; the BleedBox 3 mm more.
            every = [*trims, *(grow(b, -3.0) for b in backs)]
            round_all = (
                min(t[0] for t in every),
                min(t[1] for t in every),
                max(t[2] for t in every),
                max(t[3] for t in every),
            )
            assert stated["trim"] == pytest.approx(list(round_all), abs=0.01)
            assert stated["bleed"] == pytest.approx(list(grow(round_all, 3.0)), abs=0.01)
            check_label_clear_of_marks(page, marks)
            match_one_to_one(front_marks, back_marks)
            for m in marks:
                lo, hi = (m[0], m[2]) if fold[0] == "vertical" else (m[1], m[3])
                assert hi <= fold[1] - 1 + 1e-6 or lo >= fold[1] + 1 - 1e-6
            total += len(fronts)
    assert total == 100


def test_a4_tiles_fold_along_the_long_side(kitgen, tmp_path: Path):
    """Worked by hand for A4: a vertical fold gives each half 105 mm across; less 5 mm margin,
    8 mm for bleed and marks, 5 + 3 mm for the gutter and bleed leaves 84 mm: 3 columns of
    19 mm tiles 6 mm apart; 297 - 5 - 7.4 (a line of instructions) - 8 - (5 + 13 + 8) =
    250.6 mm down: 10 rows (244 mm). 30 tiles. A horizontal fold holds 7 x 4 = 28. So 4
    sheets for 100 tiles, the fold at x = 105."""
    result = kitgen("tiles", "--layout", "gutterfold", "--out", tmp_path, "--json")
    path = next(f["path"] for f in result.json()["files"] if f["kind"] == "gutterfold")
    pages = read_pdf(path)[1]
    assert len(pages) == 4
    assert fold_line(pages[0]) == ("vertical", pytest.approx(105.0, abs=0.01))
    squares = colour_squares(pages[0], 25.0)
    assert len(squares) == 60  # 30 fronts, 30 backs


def test_word_tiles_one_size_and_round_corners_by_punch(kitgen, tmp_path: Path):
    """As on the plain sheets: OR, AND, NOT and XOR at one font size; --corners round adds the
    corner punch to the instructions (the trim stays square on the crop marks); --bleed is
    the colour past the trim."""
    result = kitgen(
        "tiles",
        "--layout",
        "gutterfold",
        "--corners",
        "round",
        "--bleed",
        "2.5",
        "--out",
        tmp_path,
        "--json",
    )
    assert result.code == 0, result.err
    path = next(f["path"] for f in result.json()["files"] if f["kind"] == "gutterfold")
    sizes: dict[str, set[float]] = {}
    with pdfplumber.open(path) as pdf:
        text = pdf.pages[0].extract_text()
        assert "2 mm corner punch" in text
        for page in pdf.pages:
            assert len(colour_squares(page, 24.0)) % 2 == 0  # 19 + 2 x 2.5, fronts and backs
            assert colour_squares(page, 25.0) == []
            for word in page.extract_words(extra_attrs=["size"]):
                if word["text"] in ("OR", "AND", "NOT", "XOR"):
                    sizes.setdefault("word", set()).add(round(word["size"], 2))
    assert len(sizes["word"]) == 1, sizes


def _circles(page, *, filled: bool) -> list[tuple[Box, tuple]]:
    """Circles (as boxes, mm) filled or stroked, and their fill or stroke colour."""
    key = "non_stroking_color" if filled else "stroking_color"
    return [
        ((mm(c["x0"]), mm(c["top"]), mm(c["x1"]), mm(c["bottom"])), tuple(c[key]))
        for c in page.curves
        if c.get("fill" if filled else "stroke")
        and c.get(key) is not None
        and abs(mm(c["x1"] - c["x0"]) - mm(c["bottom"] - c["top"])) < 0.01
    ]


@pytest.mark.parametrize("paper", PAPERS)
def test_token_and_peg_backs_lie_behind_their_fronts(kitgen, tmp_path: Path, paper: str):
    result = kitgen(
        "tokens", "--layout", "gutterfold", "--pegs", "--paper", paper, "--out", tmp_path, "--json"
    )
    assert result.code == 0, result.err
    files = result.json()["files"]
    assert [f["kind"] for f in files] == ["gutterfold", "gutterfold"]
    # 2 mm of colour past the cut wherever a back is glued on (as for duplex backs).
    expected = {"tokens": (144, 19.0), "pegs": (60, 9.5)}
    bleed = 2.0
    for entry in files:
        what = "tokens" if "tokens" in entry["path"] else "pegs"
        count, diameter = expected[what]
        total = 0
        for page in read_pdf(entry["path"])[1]:
            fold = fold_line(page)
            discs = [
                (b, colour)
                for b, colour in _circles(page, filled=True)
                if abs(b[2] - b[0] - diameter - 2 * bleed) < 0.01
            ]
            fronts = [b for b, _ in discs if on_side(b, fold, True)]
            backs = [reflect(b, fold) for b, _ in discs if not on_side(b, fold, True)]
            match_one_to_one(fronts, backs)
            # Discs never overlap: a punched piece has no sliver of its neighbour.
            centres = [((b[0] + b[2]) / 2, (b[1] + b[3]) / 2) for b, _ in discs]
            for i, (x, y) in enumerate(centres):
                for u, v in centres[i + 1 :]:
                    assert math.hypot(x - u, y - v) >= diameter + 2 * bleed - 1e-6
            # Each disc has its cut circle, standing out 3:1 from the colour it runs in.
            rims = [
                (b, c) for b, c in _circles(page, filled=False) if abs(b[2] - b[0] - diameter) < 0.3
            ]
            assert len(rims) == len(discs)
            for disc, colour in discs:
                (rim,) = [c for b, c in rims if same(grow(b, bleed), disc)]
                assert contrast(rim, colour) >= 3.0, (what, colour, rim)
            total += len(fronts)
        assert total == count, what


def test_token_names_left_off_with_the_key_in_the_header(kitgen, tmp_path: Path):
    """19 mm tokens print their names under 7 pt: left off, as on the paper sheets, with the
    letters' key in the sheet's instructions instead."""
    result = kitgen("tokens", "--layout", "gutterfold", "--out", tmp_path, "--json")
    (entry,) = result.json()["files"]
    with pdfplumber.open(entry["path"]) as pdf:
        text = " ".join(page.extract_text() for page in pdf.pages)
        words = [w["text"].strip(",.") for p in pdf.pages for w in p.extract_words()]
    assert "Letter and shape name the flavour: S strawberry" in text
    assert words.count("strawberry") == len(pdf.pages)  # the key on each sheet, no token


@pytest.mark.parametrize(
    ("args", "needle"),
    [
        (("tiles", "--layout", "gutterfold", "--backs"), "drop --backs"),
        (("tiles", "--layout", "gutterfold", "--magnetic"), "drop --magnetic"),
        (("tiles", "--layout", "gutterfold", "--laser"), "drop one of them"),
        (("tokens", "--layout", "gutterfold", "--laser"), "drop one of them"),
        (("tokens", "--layout", "gutterfold", "--back-offset", "1,0"), "drop --back-offset"),
        (("tokens", "--layout", "zigzag"), "sheet, gutterfold"),
        (("tokens", "--layout", "gutterfold", "--bleed", "1"), "--bleed 2 or more"),
        (("tiles", "--layout", "gutterfold", "--bleed", "1.5"), "--bleed 2 or more"),
        (("tiles", "--layout", "gutterfold", "--corners", "oval"), "choose one of: square, round"),
    ],
)
def test_bad_combinations_are_refused(kitgen, tmp_path: Path, args, needle):
    result = kitgen(*args, "--out", tmp_path)
    assert result.code == 2
    assert needle in result.err and "Traceback" not in result.err


def _bands(page) -> list[Box]:
    """The cards' title bands (filled curves over 40 mm long)."""
    return [
        (mm(c["x0"]), mm(c["top"]), mm(c["x1"]), mm(c["bottom"]))
        for c in page.curves
        if c.get("fill") and max(mm(c["x1"] - c["x0"]), mm(c["bottom"] - c["top"])) > 40
    ]


def _cells(marks: list[Box]) -> list[Box]:
    """The cells between the lines the crop marks stand on (cards are butted)."""
    xs = sorted({round(m[0], 2) for m in marks if abs(m[0] - m[2]) < 0.01})
    ys = sorted({round(m[1], 2) for m in marks if abs(m[1] - m[3]) < 0.01})
    return [
        (x0, y0, x1, y1) for x0, x1 in itertools.pairwise(xs) for y0, y1 in itertools.pairwise(ys)
    ]


def _card_parts(page, fold) -> tuple[list[Box], list[Box]]:
    """The cards' trims — the crop-mark cells of each half holding a title band (nothing is
    printed on a card's trim, as on the plain sheets) — and the bands."""
    bands = _bands(page)
    marks = solid_marks(page)
    trims = []
    for front in (True, False):
        for cell in _cells([m for m in marks if on_side(m, fold, front)]):
            if any(_inside(b, cell) for b in bands):
                trims.append(cell)
    return trims, bands


def _nearest_edge(band: Box, trim: Box) -> str:
    """The trim edge a band runs along: of the two edges parallel to it, the nearer."""
    if band[2] - band[0] > band[3] - band[1]:
        return "top" if band[1] - trim[1] < trim[3] - band[3] else "bottom"
    return "left" if band[0] - trim[0] < trim[2] - band[2] else "right"


def _inside(inner: Box, outer: Box) -> bool:
    return (
        inner[0] >= outer[0] - TOL
        and inner[1] >= outer[1] - TOL
        and inner[2] <= outer[2] + TOL
        and inner[3] <= outer[3] + TOL
    )


def _insets(band: Box, trim: Box) -> list[float]:
    """The band's distances from the trim's edges, the edge it runs along first, then the
    two at its ends."""
    left, top = band[0] - trim[0], band[1] - trim[1]
    right, bottom = trim[2] - band[2], trim[3] - band[3]
    if band[2] - band[0] > band[3] - band[1]:
        return [min(top, bottom), left, right]
    return [min(left, right), top, bottom]


@pytest.mark.parametrize(
    ("size", "paper", "card", "inset"),
    [
        ("a6", "a4", (105.0, 148.0), 5.0),
        ("poker", "letter", (63.5, 88.9), 3.0),
        ("tarot", "a4", (70, 120), 4.0),
    ],
)
def test_card_backs_lie_behind_their_fronts(kitgen, tmp_path: Path, size, paper, card, inset):
    result = kitgen(
        "cards",
        "binary",
        "--layout",
        "gutterfold",
        "--size",
        size,
        "--paper",
        paper,
        "--out",
        tmp_path,
        "--json",
    )
    assert result.code == 0, result.err
    (entry,) = result.json()["files"]
    assert entry["kind"] == "gutterfold"
    assert entry["path"].endswith(f"binary-rule-card-en-{size}-gutterfold-{paper}.pdf")
    with pdfplumber.open(entry["path"]) as pdf:
        for page in pdf.pages:
            fold = fold_line(page)
            trims, bands = _card_parts(page, fold)
            check_label_clear_of_marks(page, solid_marks(page))
            fronts = [t for t in trims if on_side(t, fold, True)]
            backs = [t for t in trims if not on_side(t, fold, True)]
            assert fronts
            for t in trims:  # every trim is the card's size, upright or turned
                dims = sorted((t[2] - t[0], t[3] - t[1]))
                assert dims == pytest.approx(sorted(card), abs=0.01)
            # A card whose text ends on its front has no back: every back is behind a front.
            folded = [reflect(b, fold) for b in backs]
            assert backs and all(sum(same(f, b) for f in fronts) == 1 for b in folded)
            assert len({tuple(round(v, 1) for v in b) for b in folded}) == len(folded)
            # Each side's title band sits the card's safe inset (by size: A6 5 mm, poker 3,
            # tarot 4) inside the trim; nothing is stroked on a trim.
            for trim in trims:
                (band,) = [b for b in bands if _inside(b, trim)]
                assert _insets(band, trim) == pytest.approx([inset] * 3, abs=TOL)
            for obj in page.rects:
                if obj.get("stroke"):
                    box = (mm(obj["x0"]), mm(obj["top"]), mm(obj["x1"]), mm(obj["bottom"]))
                    assert not any(same(box, t) for t in trims)
            # The back's title band runs along the same edge as the front's once folded:
            # turned over sideways, each side reads upright.
            for back in backs:
                front = next(f for f in fronts if same(reflect(back, fold), f))
                (band,) = [b for b in bands if _inside(b, front)]
                (back_band,) = [b for b in bands if _inside(b, back)]
                edge = _nearest_edge(band, front)
                assert _nearest_edge(reflect(back_band, fold), front) == edge

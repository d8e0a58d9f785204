"""`--print-then-cut silhouette|cricut`: the printed page and the SVG cut file agree.

Both files are read back: every cut outline in the SVG (svgelements) must coincide with the
trim of a piece printed in the PDF (pdfplumber) to 0.1 mm, one to one; the registration marks
must sit where Silhouette Studio looks for them (values worked out by hand below). Tiles,
tokens, pegs and cards print no line on their trim (the cutter cuts it): a printed piece's
trim is its colour shrunk by the bleed; a card's is found from its title band.
"""

from __future__ import annotations

import math
from pathlib import Path

import pdfplumber
import pytest

from tests.laser.svgmeasure import layers, mm_size, root, shapes
from tests.print.pdfmeasure import mm, page_boxes

PAPERS = {"a4": (210.0, 297.0), "letter": (215.9, 279.4)}
CRICUT = (171.45, 234.95)  # 6.75 x 9.25 in
TOL = 0.1

Box = tuple[float, float, float, float]


def run(kitgen, *args) -> dict[str, list[dict]]:
    result = kitgen(*args, "--json")
    assert result.code == 0, result.err
    files: dict[str, list[dict]] = {}
    for f in result.json()["files"]:
        files.setdefault(f["kind"], []).append(f)
    return files


POKER = (63.5, 88.9)
POKER_INSET = 3.0  # a poker card's title band starts 3 mm inside its trim (its safe inset)


def poker_trims(page) -> list[Box]:
    """Poker cards print nothing on their trim: each is found from its title band (a filled
    curve over 40 mm long), 3 mm inside the trim at the top of an upright card, or at the
    left of a turned one (a quarter turn, top to the left)."""
    found = []
    w, h = POKER
    i = POKER_INSET
    for c in page.curves:
        x0, y0, x1, y1 = mm(c["x0"]), mm(c["top"]), mm(c["x1"]), mm(c["bottom"])
        if not c.get("fill") or max(x1 - x0, y1 - y0) < 40:
            continue
        if x1 - x0 > y1 - y0:
            found.append((x0 - i, y0 - i, x1 + i, y0 - i + h))
        else:
            found.append((x0 - i, y0 - i, x0 - i + h, y1 + i))
    for box in found:
        assert box[2] - box[0] == pytest.approx(w, abs=0.01) or box[3] - box[1] == (
            pytest.approx(w, abs=0.01)
        )
    return found


def colour_trims(size: float, bleed: float, round_: bool):
    """Tiles, tokens, pegs: each one's colour (``size`` + 2 x ``bleed`` across, square or
    round), shrunk by the bleed."""
    across = size + 2 * bleed

    def find(page) -> list[Box]:
        objs = page.curves if round_ else page.rects
        found = []
        for o in objs:
            box = (mm(o["x0"]), mm(o["top"]), mm(o["x1"]), mm(o["bottom"]))
            if (
                o.get("fill")
                and abs(box[2] - box[0] - across) < 0.01
                and abs(box[3] - box[1] - across) < 0.01
            ):
                found.append((box[0] + bleed, box[1] + bleed, box[2] - bleed, box[3] - bleed))
        # Nothing is printed on the trim itself: no stroke the size of a piece.
        for o in [*page.curves, *page.rects]:
            if o.get("stroke"):
                assert (
                    abs(mm(o["x1"] - o["x0"]) - size) > 0.3
                    or abs(mm(o["bottom"] - o["top"]) - size) > 0.3
                )
        return found

    return find


def cut_outlines(path: Path) -> list[tuple[Box, float]]:
    return [(d.bbox, d.length) for d in shapes(path) if d.stroke == "#FF0000"]


def match(printed: list[Box], cut: list[Box]) -> None:
    assert len(printed) == len(cut) > 0
    left = list(cut)
    for box in printed:
        hits = [c for c in left if all(abs(p - q) <= TOL for p, q in zip(box, c, strict=True))]
        assert len(hits) == 1, (box, hits)
        left.remove(hits[0])


def silhouette_marks(w: float, h: float) -> list[Box]:
    """By hand: outer edges 10 mm in; a 5 mm square top left; L arms 20 mm long, 0.5 thick."""
    return sorted(
        [
            (10, 10, 15, 15),
            (w - 30, 10, w - 10, 10.5),
            (w - 10.5, 10, w - 10, 30),
            (10, h - 10.5, 30, h - 10),
            (10, h - 30, 10.5, h - 10),
            (w - 30, h - 10.5, w - 10, h - 10),
            (w - 10.5, h - 30, w - 10, h - 10),
        ]
    )


def close(a: list[Box], b: list[Box]) -> bool:
    return len(a) == len(b) and all(
        abs(p - q) < 0.01 for x, y in zip(a, b, strict=True) for p, q in zip(x, y, strict=True)
    )


def pdf_marks(page, w: float, h: float) -> list[Box]:
    """Black filled rectangles in the four 31 mm corner squares."""
    found = []
    for r in page.rects:
        if not r.get("fill") or tuple(r["non_stroking_color"] or ()) not in ((0,), (0, 0, 0)):
            continue
        box = (mm(r["x0"]), mm(r["top"]), mm(r["x1"]), mm(r["bottom"]))
        near_x = box[2] <= 31 or box[0] >= w - 31
        near_y = box[3] <= 31 or box[1] >= h - 31
        if near_x and near_y:
            found.append(box)
    return sorted(found)


def svg_marks(path: Path) -> list[Box]:
    group = layers(path).get("registration")
    if group is None:
        return []
    return sorted(
        (
            float(r.get("x")),
            float(r.get("y")),
            float(r.get("x")) + float(r.get("width")),
            float(r.get("y")) + float(r.get("height")),
        )
        for r in group
    )


def check_sheets(files, w, h, trims, bleed, length, silhouette) -> int:
    (pdf_file,) = files["print-then-cut"]
    svgs = files["cut-file"]
    count = 0
    boxes = page_boxes(pdf_file["path"])
    with pdfplumber.open(pdf_file["path"]) as pdf:
        assert len(pdf.pages) == len(svgs) == pdf_file["pages"]
        for page, svg, stated in zip(pdf.pages, svgs, boxes, strict=True):
            assert (round(mm(page.width), 2), round(mm(page.height), 2)) == (w, h)
            top = root(Path(svg["path"]))
            assert (mm_size(top.get("width")), mm_size(top.get("height"))) == (w, h)
            assert top.get("viewBox") == f"0 0 {w:g} {h:g}"
            printed = trims(page)
            cut = cut_outlines(Path(svg["path"]))
            match(printed, [box for box, _ in cut])
            # The TrimBox is the box round every printed trim; the BleedBox the bleed more.
            round_all = [
                min(b[0] for b in printed),
                min(b[1] for b in printed),
                max(b[2] for b in printed),
                max(b[3] for b in printed),
            ]
            assert stated["trim"] == pytest.approx(round_all, abs=0.01)
            grown = [round_all[0] - bleed, round_all[1] - bleed]
            grown += [round_all[2] + bleed, round_all[3] + bleed]
            assert stated["bleed"] == pytest.approx(grown, abs=0.01)
            # Square or rounded corners as the pieces have them: the outline's length.
            assert all(abs(ln - length) < 0.01 for _, ln in cut), {ln for _, ln in cut}
            marks = pdf_marks(page, w, h)
            if silhouette:
                assert close(marks, silhouette_marks(w, h))
                assert close(svg_marks(Path(svg["path"])), silhouette_marks(w, h))
                # Pieces (bleed included) stay inside the marks and out of the corners.
                for x0, y0, x1, y1 in printed:
                    x0, y0, x1, y1 = x0 - bleed, y0 - bleed, x1 + bleed, y1 + bleed
                    assert x0 >= 12.5 - 1e-6 and x1 <= w - 12.5 + 1e-6
                    assert y0 >= 12.5 - 1e-6 and y1 <= h - 12.5 + 1e-6
                    for cx, cy in ((0, 0), (w - 32, 0), (0, h - 32), (w - 32, h - 32)):
                        assert x1 <= cx or x0 >= cx + 32 or y1 <= cy or y0 >= cy + 32
            else:
                assert marks == [] and svg_marks(Path(svg["path"])) == []
                for x0, y0, x1, y1 in printed:
                    assert x0 - bleed >= 1 - 1e-6 and x1 + bleed <= w - 1 + 1e-6
                    assert y0 - bleed >= 1 - 1e-6 and y1 + bleed <= h - 1 + 1e-6
            count += len(printed)
    return count


SQUARE_TILE = 4 * 19  # 19 mm tiles cut square (the default)
ROUND_TILE = 4 * (19 - 2 * 2) + 2 * math.pi * 2  # --corners round: the spec's 2 mm radius


@pytest.mark.parametrize("paper", PAPERS)
def test_silhouette_tiles(kitgen, tmp_path: Path, paper: str):
    files = run(
        kitgen, "tiles", "--print-then-cut", "silhouette", "--paper", paper, "--out", tmp_path
    )
    w, h = PAPERS[paper]
    tiles = colour_trims(19.0, 3.0, False)
    assert check_sheets(files, w, h, tiles, 3.0, SQUARE_TILE, True) == 100
    first = files["cut-file"][0]["path"]
    assert first.endswith(f"tiles-silhouette-{paper}-cut-1.svg")


def test_cricut_tiles_default_bleed_needs_three_pages(kitgen, tmp_path: Path):
    """Design Space's area is smaller than a page: 48 tiles a page (worked out below)."""
    files = run(kitgen, "tiles", "--print-then-cut", "cricut", "--out", tmp_path)
    w, h = CRICUT
    tiles = colour_trims(19.0, 3.0, False)
    assert check_sheets(files, w, h, tiles, 3.0, SQUARE_TILE, False) == 100
    assert files["print-then-cut"][0]["pages"] == 3


def test_cricut_tiles_round_corners_and_bleed(kitgen, tmp_path: Path):
    files = run(
        kitgen,
        "tiles",
        "--print-then-cut",
        "cricut",
        "--corners",
        "round",
        "--bleed",
        "1",
        "--out",
        tmp_path,
    )
    w, h = CRICUT
    tiles = colour_trims(19.0, 1.0, False)
    assert check_sheets(files, w, h, tiles, 1.0, ROUND_TILE, False) == 100
    # By hand: 171.45 x 234.95 mm less 1 mm each side and the 1 mm bleed: 167.45 x 230.95 mm
    # for 19 mm tiles 4 mm apart (2 x bleed + 2 mm for the blade): 7 x 10 = 70 a page. With
    # the default 3 mm bleed (8 mm apart) 6 x 8 = 48: three pages, not two.
    assert files["print-then-cut"][0]["pages"] == 2


def test_word_tiles_one_size(kitgen, tmp_path: Path):
    files = run(kitgen, "tiles", "--print-then-cut", "silhouette", "--out", tmp_path)
    (pdf_file,) = files["print-then-cut"]
    with pdfplumber.open(pdf_file["path"]) as pdf:
        sizes = {
            round(w["size"], 2)
            for page in pdf.pages
            for w in page.extract_words(extra_attrs=["size"])
            if w["text"] in ("OR", "AND", "NOT", "XOR")
        }
    assert len(sizes) == 1, sizes


@pytest.mark.parametrize(
    ("cutter", "paper"), [("silhouette", "a4"), ("silhouette", "letter"), ("cricut", "a4")]
)
def test_tokens_and_pegs(kitgen, tmp_path: Path, cutter: str, paper: str):
    result = kitgen(
        "tokens",
        "--print-then-cut",
        cutter,
        "--pegs",
        "--paper",
        paper,
        "--out",
        tmp_path,
        "--json",
    )
    assert result.code == 0, result.err
    w, h = PAPERS[paper] if cutter == "silhouette" else CRICUT
    by_stem: dict[str, dict[str, list[dict]]] = {}
    for f in result.json()["files"]:
        stem = "pegs" if "-pegs-" in f["path"] else "tokens"
        by_stem.setdefault(stem, {}).setdefault(f["kind"], []).append(f)
    silhouette = cutter == "silhouette"
    # 1 mm of colour past each trim; no cut circle printed.
    tokens = colour_trims(19.0, 1.0, True)
    pegs = colour_trims(9.5, 1.0, True)
    tokens = check_sheets(by_stem["tokens"], w, h, tokens, 1.0, math.pi * 19, silhouette)
    pegs = check_sheets(by_stem["pegs"], w, h, pegs, 1.0, math.pi * 9.5, silhouette)
    assert (tokens, pegs) == (144, 60)


@pytest.mark.parametrize("cutter", ["silhouette", "cricut"])
def test_cards_one_side_each(kitgen, tmp_path: Path, cutter: str):
    files = run(
        kitgen,
        "cards",
        "binary",
        "--print-then-cut",
        cutter,
        "--size",
        "poker",
        "--copies",
        "1",
        "--out",
        tmp_path,
    )
    w, h = PAPERS["a4"] if cutter == "silhouette" else CRICUT
    # The poker rule card has 6 sides (3 cards at 7 pt): each printed as a card of its own.
    length = 2 * (63.5 + 88.9)
    assert check_sheets(files, w, h, poker_trims, 0.0, length, cutter == "silhouette") == 6


@pytest.mark.parametrize(
    ("args", "needle"),
    [
        (("tiles", "--print-then-cut", "silhouette", "--laser"), "choose one"),
        (("tiles", "--print-then-cut", "silhouette", "--magnetic"), "drop --magnetic"),
        (("tiles", "--print-then-cut", "cricut", "--backs"), "drop --backs"),
        (("tokens", "--print-then-cut", "cricut", "--layout", "gutterfold"), "choose one"),
        (("tokens", "--print-then-cut", "brother"), "silhouette, cricut"),
        (("tokens", "--print-then-cut", "cricut", "--bleed", "6"), "0 to 5 mm"),
        (("tiles", "--print-then-cut", "cricut", "--corners", "round", "--laser"), "shared-edges"),
        (
            ("cards", "binary", "--print-then-cut", "cricut", "--back-offset", "1,1"),
            "--back-offset",
        ),
    ],
)
def test_bad_combinations_are_refused(kitgen, tmp_path: Path, args, needle):
    result = kitgen(*args, "--out", tmp_path)
    assert result.code == 2
    assert needle in result.err and "Traceback" not in result.err
    assert not tmp_path.exists() or not list(tmp_path.iterdir())

"""`--print-then-cut silhouette|cricut`: what is printed and what is cut agree, in the form
each maker's program reads.

Every file is read back: the cut outlines in the SVG (svgelements) and in the DXF (ezdxf, the
file Silhouette Studio's free Basic Edition opens) must coincide with the trims of the
pieces printed in the PDF (read with pdfium, tests/pdfchars.py) — to 0.1 mm for the SVG,
0.05 mm for the DXF — one to one; Studio's three Type 1 registration marks must sit where
Studio looks for them (values worked out by hand below), in the PDF only, never in a cut
file; Design Space's images are transparent PNGs at 300 dpi whose opaque pixels are the
trims (Pillow). Tiles, tokens, pegs and cards print no line on their trim (the cutter cuts
it): a printed piece's trim is its colour shrunk by the bleed; a card's is found from its
title band.
"""

from __future__ import annotations

import itertools
import math
from pathlib import Path

import pytest
from pdfplumber.utils import extract_text, extract_words

from tests.laser.svgmeasure import layers, mm_size, root, shapes
from tests.pdfchars import read_pdf
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


def silhouette_marks(w: float, h: float, i: float = 10.0) -> list[Box]:
    """By hand, Studio's Type 1 set: outer edges ``i`` mm in (10 by default); a 5 mm square
    top left; an L top right and one bottom left, arms 20 mm long, 0.5 mm thick. Three marks:
    no fourth one bottom right."""
    return sorted(
        [
            (i, i, i + 5, i + 5),
            (w - i - 20, i, w - i, i + 0.5),
            (w - i - 0.5, i, w - i, i + 20),
            (i, h - i - 0.5, i + 20, h - i),
            (i, h - i - 20, i + 0.5, h - i),
        ]
    )


def close(a: list[Box], b: list[Box]) -> bool:
    return len(a) == len(b) and all(
        abs(p - q) < 0.01 for x, y in zip(a, b, strict=True) for p, q in zip(x, y, strict=True)
    )


def pdf_marks(page, w: float, h: float, reach: float = 31.0) -> list[Box]:
    """Black filled rectangles in the four corner squares ``reach`` mm wide."""
    found = []
    for r in page.rects:
        if not r.get("fill") or tuple(r["non_stroking_color"] or ()) not in ((0,), (0, 0, 0)):
            continue
        box = (mm(r["x0"]), mm(r["top"]), mm(r["x1"]), mm(r["bottom"]))
        near_x = box[2] <= reach or box[0] >= w - reach
        near_y = box[3] <= reach or box[1] >= h - reach
        if near_x and near_y:
            found.append(box)
    return sorted(found)


def dxf_outlines(path: Path, page_height: float) -> list[tuple[Box, list[tuple[float, float]]]]:
    """Each cut polyline of the DXF as (its box, its points flattened to 0.001 mm), in the
    page's coordinates (the DXF's y runs up from the page's bottom edge)."""
    import ezdxf
    from ezdxf import path as dxfpath

    doc = ezdxf.readfile(path)
    assert doc.dxfversion >= "AC1015"  # AutoCAD R2000 or later
    assert doc.header["$INSUNITS"] == 4  # millimetres
    entities = list(doc.modelspace())
    assert entities and all(e.dxftype() == "LWPOLYLINE" for e in entities)
    found = []
    for e in entities:
        assert e.closed and e.dxf.layer == "CUT"
        # straight segments only (no bulges), which every DXF importer reads
        assert all(bulge == 0 for *_, bulge in e.get_points("xyb"))
        points = [(v.x, page_height - v.y) for v in dxfpath.make_path(e).flattening(0.001)]
        xs, ys = [x for x, _ in points], [y for _, y in points]
        found.append(((min(xs), min(ys), max(xs), max(ys)), points))
    return found


def match_dxf(printed: list[Box], path: Path, page_height: float, round_: bool) -> None:
    outlines = dxf_outlines(path, page_height)
    assert len(outlines) == len(printed)
    left = list(outlines)
    for box in printed:
        hits = [o for o in left if all(abs(p - q) <= 0.05 for p, q in zip(box, o[0], strict=True))]
        assert len(hits) == 1, (box, [o[0] for o in hits])
        left.remove(hits[0])
        if round_:  # every point of the outline on the printed circle
            (_x0, _y0, _x1, _y1), points = hits[0]
            cx, cy, r = (box[0] + box[2]) / 2, (box[1] + box[3]) / 2, (box[2] - box[0]) / 2
            assert all(abs(math.hypot(x - cx, y - cy) - r) <= 0.01 for x, y in points)
            # and every chord's middle: the straight segments stay on the circle too
            middles = [((a + c) / 2, (b + d) / 2) for (a, b), (c, d) in itertools.pairwise(points)]
            assert all(abs(math.hypot(x - cx, y - cy) - r) <= 0.01 for x, y in middles)


def check_sheets(files, w, h, trims, bleed, length, silhouette, inset=10.0, round_=False) -> int:
    (pdf_file,) = files["print-then-cut"]
    svgs = files["cut-file"]
    dxfs = files.get("cut-file-dxf", [])
    count = 0
    boxes = page_boxes(pdf_file["path"])
    pages = read_pdf(pdf_file["path"])[1]
    assert len(pages) == len(svgs) == pdf_file["pages"]
    assert len(dxfs) == (len(svgs) if silhouette else 0)
    for n, (page, svg, stated) in enumerate(zip(pages, svgs, boxes, strict=True)):
        assert (round(mm(page.width), 2), round(mm(page.height), 2)) == (w, h)
        top = root(Path(svg["path"]))
        assert (mm_size(top.get("width")), mm_size(top.get("height"))) == (w, h)
        assert top.get("viewBox") == f"0 0 {w:g} {h:g}"
        # the cut file holds the outlines only: no registration marks to cut
        assert set(layers(Path(svg["path"]))) == {"cut"}
        printed = trims(page)
        cut = cut_outlines(Path(svg["path"]))
        match(printed, [box for box, _ in cut])
        if silhouette:
            match_dxf(printed, Path(dxfs[n]["path"]), h, round_)
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
        marks = pdf_marks(page, w, h, inset + 21.0)
        if silhouette:
            assert close(marks, silhouette_marks(w, h, inset))
            # Centred on the page, so Studio's Align > Center to Page puts the cuts
            # where they were printed.
            assert (round_all[0] + round_all[2]) / 2 == pytest.approx(w / 2, abs=0.01)
            assert (round_all[1] + round_all[3]) / 2 == pytest.approx(h / 2, abs=0.01)
            # Pieces (bleed included) inside the marks, out of their three corners.
            inner, side = inset + 2.5, inset + 22
            for x0, y0, x1, y1 in printed:
                x0, y0, x1, y1 = x0 - bleed, y0 - bleed, x1 + bleed, y1 + bleed
                assert x0 >= inner - 1e-6 and x1 <= w - inner + 1e-6
                assert y0 >= inner - 1e-6 and y1 <= h - inner + 1e-6
                for cx, cy in ((0, 0), (w - side, 0), (0, h - side)):
                    assert x1 <= cx or x0 >= cx + side or y1 <= cy or y0 >= cy + side
        else:
            assert marks == []
            for x0, y0, x1, y1 in printed:
                assert x0 - bleed >= 1 - 1e-6 and x1 + bleed <= w - 1 + 1e-6
                assert y0 - bleed >= 1 - 1e-6 and y1 + bleed <= h - 1 + 1e-6
        count += len(printed)
    return count


SQUARE_TILE = 4 * 19  # 19 mm tiles cut square (the default)
ROUND_TILE = 4 * (19 - 2 * 2) + 2 * math.pi * 2  # --corners round: the spec's 2 mm radius


SQUARE_TILE = 4 * 19  # 19 mm tiles cut square (the default)
ROUND_TILE = 4 * (19 - 2 * 2) + 2 * math.pi * 2  # --corners round: the spec's 2 mm radius
AUTO_FEEDER = 15.875  # 0.625 in: the Auto Sheet Feeder's least inset


@pytest.mark.parametrize(("paper", "inset"), [("a4", None), ("letter", None), ("a4", AUTO_FEEDER)])
def test_silhouette_tiles(kitgen, tmp_path: Path, paper: str, inset):
    more = ("--mark-inset", str(inset)) if inset else ()
    files = run(
        kitgen, "tiles", "--print-then-cut", "silhouette", "--paper", paper, *more,
        "--out", tmp_path,
    )  # fmt: skip
    w, h = PAPERS[paper]
    tiles = colour_trims(19.0, 3.0, False)
    assert check_sheets(files, w, h, tiles, 3.0, SQUARE_TILE, True, inset or 10.0) == 100
    first = files["cut-file"][0]["path"]
    assert first.endswith(f"tiles-silhouette-{paper}-cut-1.svg")
    assert files["cut-file-dxf"][0]["path"].endswith(f"tiles-silhouette-{paper}-cut-1.dxf")
    pages = read_pdf(files["print-then-cut"][0]["path"])[1]
    text = " ".join(extract_text(pages[0].chars).split())
    assert f"inset {inset or 10:g} mm" in text and "open the matching .dxf" in text


def test_silhouette_round_corners_in_the_dxf(kitgen, tmp_path: Path):
    files = run(
        kitgen, "tiles", "--print-then-cut", "silhouette", "--corners", "round", "--out", tmp_path
    )
    tiles = colour_trims(19.0, 3.0, False)
    assert check_sheets(files, 210.0, 297.0, tiles, 3.0, ROUND_TILE, True) == 100
    # the DXF's outlines are as long as the rounded trims: arcs, not a square's corners
    for f in files["cut-file-dxf"]:
        for _, points in dxf_outlines(Path(f["path"]), 297.0):
            length = sum(math.dist(a, b) for a, b in itertools.pairwise(points))
            assert length == pytest.approx(ROUND_TILE, abs=0.05)


def test_dxf_is_the_same_bytes_every_time(kitgen, tmp_path: Path):
    for out in ("a", "b"):
        run(kitgen, "tokens", "--print-then-cut", "silhouette", "--out", tmp_path / out)
    name = "icecream-tokens-silhouette-a4-cut-1.dxf"
    assert (tmp_path / "a" / name).read_bytes() == (tmp_path / "b" / name).read_bytes()


def test_word_tiles_one_size(kitgen, tmp_path: Path):
    files = run(kitgen, "tiles", "--print-then-cut", "silhouette", "--out", tmp_path)
    (pdf_file,) = files["print-then-cut"]
    pages = read_pdf(pdf_file["path"])[1]
    sizes = {
        round(w["size"], 2)
        for page in pages
        for w in extract_words(page.chars, extra_attrs=["size"])
        if w["text"] in ("OR", "AND", "NOT", "XOR")
    }
    assert len(sizes) == 1, sizes


@pytest.mark.parametrize("paper", ["a4", "letter"])
def test_silhouette_tokens_and_pegs(kitgen, tmp_path: Path, paper: str):
    result = kitgen(
        "tokens", "--print-then-cut", "silhouette", "--pegs", "--paper", paper,
        "--out", tmp_path, "--json",
    )  # fmt: skip
    assert result.code == 0, result.err
    w, h = PAPERS[paper]
    by_stem = _by_stem(result)
    # 1 mm of colour past each trim; no cut circle printed.
    tokens = colour_trims(19.0, 1.0, True)
    pegs = colour_trims(9.5, 1.0, True)
    tokens = check_sheets(by_stem["tokens"], w, h, tokens, 1.0, math.pi * 19, True, round_=True)
    pegs = check_sheets(by_stem["pegs"], w, h, pegs, 1.0, math.pi * 9.5, True, round_=True)
    assert (tokens, pegs) == (144, 60)


def _by_stem(result) -> dict[str, dict[str, list[dict]]]:
    by_stem: dict[str, dict[str, list[dict]]] = {}
    for f in result.json()["files"]:
        stem = "pegs" if "-pegs-" in f["path"] else "tokens"
        by_stem.setdefault(stem, {}).setdefault(f["kind"], []).append(f)
    return by_stem


LOOKALIKE = 10.0  # mm round a mark's search square in which no dark piece is printed


def test_no_piece_that_reads_as_a_mark_beside_one(kitgen, tmp_path: Path):
    """Studio's camera looks for a dark square or L: a dark token (chocolate, liquorice...)
    in a slot next to a mark could be read as it, so that slot is left empty. Measured: no
    piece whose colour stands out 3:1 or more from the paper lies within 10 mm of a mark's
    search square (the mark's corner square, 32 mm); light pieces may."""
    from kitgen.maker.components.icecream import contrast

    files = run(kitgen, "tokens", "--print-then-cut", "silhouette", "--out", tmp_path)
    (pdf_file,) = files["print-then-cut"]
    side = 10.0 + 20.0 + 2.0
    dark_seen = light_near = 0
    pages = read_pdf(pdf_file["path"])[1]
    for page in pages:
        w, h = mm(page.width), mm(page.height)
        zones = [(0, 0, side, side), (w - side, 0, w, side), (0, h - side, side, h)]
        for c in page.curves:
            if not (c.get("fill") and abs(mm(c["x1"] - c["x0"]) - 21.0) < 0.01):
                continue
            rgb = c["non_stroking_color"]
            colour = "#" + "".join(f"{round(v * 255):02X}" for v in rgb)
            box = (mm(c["x0"]), mm(c["top"]), mm(c["x1"]), mm(c["bottom"]))
            near = any(
                box[0] < z[2] + LOOKALIKE and box[2] > z[0] - LOOKALIKE
                and box[1] < z[3] + LOOKALIKE and box[3] > z[1] - LOOKALIKE
                for z in zones
            )  # fmt: skip
            dark = contrast(colour, "#FFFFFF") >= 3.0
            dark_seen += dark
            light_near += near and not dark
            assert not (near and dark), (colour, box)
    assert dark_seen > 20 and light_near == 0
    # Light pieces do take the slots next to the marks: the tiles' first row starts there.
    files = run(kitgen, "tiles", "--print-then-cut", "silhouette", "--out", tmp_path / "t")
    pages = read_pdf(files["print-then-cut"][0]["path"])[1]
    page = pages[0]
    tops = [mm(r["top"]) for r in page.rects if abs(mm(r["width"]) - 25.0) < 0.01]
    assert min(tops) < side + LOOKALIKE


def test_silhouette_with_duplex_backs(kitgen, tmp_path: Path):
    """--backs: each page is followed by its backs, mirrored for long-edge duplex (x -> 210
    - x), with no marks; the cutter cuts from the front. The duplex bleed (2 mm) hides a
    back landing up to 2 mm off."""
    result = kitgen(
        "tokens", "--print-then-cut", "silhouette", "--backs", "--out", tmp_path, "--json"
    )
    assert result.code == 0, result.err
    files = _by_stem(result)["tokens"]
    (pdf_file,) = files["print-then-cut"]
    assert pdf_file["pages"] == 2 * len(files["cut-file"]) == 2 * len(files["cut-file-dxf"])
    discs = colour_trims(19.0, 2.0, True)
    pages = read_pdf(pdf_file["path"])[1]
    for front, back in zip(pages[::2], pages[1::2], strict=True):
        fronts, backs = discs(front), discs(back)
        mirrored = sorted((round(210 - b[2], 2), round(b[1], 2)) for b in fronts)
        assert mirrored == sorted((round(b[0], 2), round(b[1], 2)) for b in backs)
        assert len(pdf_marks(front, 210, 297)) == 5 and pdf_marks(back, 210, 297) == []
        assert [c for c in back.curves if c.get("stroke")] == []


def _alpha_and_dpi(path: Path):
    import numpy as np
    from PIL import Image

    with Image.open(path) as image:
        assert image.mode == "RGBA"
        dpi = image.info["dpi"]
        alpha = np.asarray(image)[:, :, 3]
    return alpha, dpi


#: Millimetres per pixel at 300 dpi.
PIXEL = 25.4 / 300


def _window(box: Box, shape: tuple[int, int], margin: float = 1.0) -> tuple[slice, slice]:
    """The pixels within ``margin`` mm of ``box`` (rows, columns): all a piece's checks need."""
    x0, y0, x1, y1 = box
    rows = slice(max(0, int((y0 - margin) / PIXEL)), min(shape[0], int((y1 + margin) / PIXEL) + 1))
    cols = slice(max(0, int((x0 - margin) / PIXEL)), min(shape[1], int((x1 + margin) / PIXEL) + 1))
    return rows, cols


def _outside(xs, ys, box: Box, radius: float):
    """How far each pixel centre lies outside the trim (a rounded rectangle, or a circle
    when ``radius`` is half its width): negative inside."""
    import numpy as np

    x0, y0, x1, y1 = box
    cx, cy = (x0 + x1) / 2, (y0 + y1) / 2
    hx, hy = (x1 - x0) / 2 - radius, (y1 - y0) / 2 - radius
    dx, dy = np.abs(xs - cx) - hx, np.abs(ys - cy) - hy
    far = np.hypot(np.maximum(dx, 0), np.maximum(dy, 0))
    return far + np.minimum(np.maximum(dx, dy), 0) - radius


def check_cricut(files, radius: float, count: int) -> None:
    """Each image: 6.75 x 9.25 in at 300 dpi (2025 x 2775 pixels, the dpi in the file),
    opaque on every trim of its SVG cut file and transparent off them (to a pixel). Each
    piece is measured on the pixels around it only (its box and 1 mm more): a pixel farther
    from every trim must be transparent, which is checked once for the whole image."""
    import numpy as np

    images, svgs = files["print-then-cut"], files["cut-file"]
    assert len(images) == len(svgs) and all(f["path"].endswith(".png") for f in images)
    total = 0
    for image, svg in zip(images, svgs, strict=True):
        alpha, dpi = _alpha_and_dpi(Path(image["path"]))
        assert alpha.shape == (2775, 2025)
        assert dpi == pytest.approx((300, 300), abs=0.01)
        top = root(Path(svg["path"]))
        assert (mm_size(top.get("width")), mm_size(top.get("height"))) == CRICUT
        near = np.zeros(alpha.shape, dtype=bool)  # within 0.1 mm of a trim, or inside one
        cuts = cut_outlines(Path(svg["path"]))
        for box, _ in cuts:
            r = (box[2] - box[0]) / 2 if radius < 0 else radius
            rows, cols = _window(box, alpha.shape)
            xs = (np.arange(cols.start, cols.stop) + 0.5) * PIXEL
            ys = (np.arange(rows.start, rows.stop) + 0.5) * PIXEL
            d = _outside(xs[None, :], ys[:, None], box, r)
            assert (alpha[rows, cols][d < -0.1] == 255).all()  # the piece, opaque to its trim
            near[rows, cols] |= d <= 0.1
        assert (alpha[~near] == 0).all()  # nothing printed off the trims
        assert alpha[0, 0] == alpha[-1, -1] == 0
        total += len(cuts)
    assert total == count


def test_cricut_tiles_are_images_for_design_space(kitgen, tmp_path: Path):
    """Design Space cuts round an image's outline and adds its own bleed: the pieces are
    printed at their trims, 4 mm apart. By hand: 171.45 x 234.95 mm less 1 mm each side:
    169.45 x 232.95 for 19 mm tiles 4 mm apart: 7 x 10 = 70 a page, two images."""
    files = run(kitgen, "tiles", "--print-then-cut", "cricut", "--out", tmp_path)
    check_cricut(files, 0.0, 100)
    assert len(files["print-then-cut"]) == 2
    assert files["print-then-cut"][0]["path"].endswith("binary-tiles-cricut-1.png")


def test_cricut_round_corners(kitgen, tmp_path: Path):
    files = run(
        kitgen, "tiles", "--print-then-cut", "cricut", "--corners", "round", "--out", tmp_path
    )
    check_cricut(files, 2.0, 100)
    assert all(
        abs(ln - ROUND_TILE) < 0.01
        for f in files["cut-file"]
        for _, ln in cut_outlines(Path(f["path"]))
    )


def test_cricut_tokens_and_pegs(kitgen, tmp_path: Path):
    result = kitgen("tokens", "--print-then-cut", "cricut", "--pegs", "--out", tmp_path, "--json")
    assert result.code == 0, result.err
    by_stem = _by_stem(result)
    check_cricut(by_stem["tokens"], -1.0, 144)
    check_cricut(by_stem["pegs"], -1.0, 60)


@pytest.mark.parametrize("cutter", ["silhouette", "cricut"])
def test_cards_one_side_each(kitgen, tmp_path: Path, cutter: str):
    files = run(
        kitgen, "cards", "binary", "--print-then-cut", cutter, "--size", "poker", "--copies", "1",
        "--out", tmp_path,
    )  # fmt: skip
    # The poker rule card has 6 sides (3 cards at 7 pt): each printed as a card of its own.
    if cutter == "cricut":
        check_cricut(files, 0.0, 6)
        return
    length = 2 * (63.5 + 88.9)
    assert check_sheets(files, 210.0, 297.0, poker_trims, 0.0, length, True) == 6


@pytest.mark.parametrize(
    ("size", "paper", "boxes"),
    [
        # tarot 70 x 120 mm on A4: a 2 x 2 grid (2 mm between cards) is 142 x 242 mm, centred
        # at x 34-176 and y 27.5-269.5: inside the marks (12.5 mm in) and clear of the 32 mm
        # corner squares. A card prints white at its edge, so it may sit beside a mark.
        ("tarot", "a4", [(34, 27.5, 104, 147.5), (106, 27.5, 176, 147.5),
                         (34, 149.5, 104, 269.5), (106, 149.5, 176, 269.5)]),
        # A6 105 x 148 mm on Letter (215.9 x 279.4): turned, one over the other, 212 mm high
        ("a6", "letter", [(33.95, 33.7, 181.95, 138.7), (33.95, 140.7, 181.95, 245.7)]),
    ],
)  # fmt: skip
def test_large_cards_fill_the_page(kitgen, tmp_path: Path, size: str, paper: str, boxes):
    files = run(
        kitgen, "cards", "binary", "--print-then-cut", "silhouette", "--size", size,
        "--paper", paper, "--out", tmp_path,
    )  # fmt: skip
    first = sorted(box for box, _ in cut_outlines(Path(files["cut-file"][0]["path"])))
    assert len(first) == len(boxes)
    for got, want in zip(first, sorted(boxes), strict=True):
        assert got == pytest.approx(want, abs=0.01)


@pytest.mark.parametrize(
    ("args", "needle"),
    [
        (("tiles", "--print-then-cut", "silhouette", "--laser"), "choose one"),
        (("tiles", "--print-then-cut", "silhouette", "--magnetic"), "drop --magnetic"),
        (("tiles", "--print-then-cut", "cricut", "--backs"), "Design Space prints the image"),
        (("tiles", "--print-then-cut", "cricut", "--bleed", "1"), "adds its own bleed"),
        (("tokens", "--print-then-cut", "cricut", "--layout", "gutterfold"), "choose one"),
        (("tokens", "--print-then-cut", "brother"), "silhouette, cricut"),
        (("tokens", "--print-then-cut", "cricut", "--bleed", "6"), "0 to 5 mm"),
        (("tiles", "--print-then-cut", "cricut", "--corners", "round", "--laser"), "shared-edges"),
        (
            ("cards", "binary", "--print-then-cut", "cricut", "--back-offset", "1,1"),
            "--back-offset",
        ),
        (
            ("cards", "binary", "--print-then-cut", "silhouette", "--back-offset", "1,1"),
            "no backs to move",
        ),
        (("tiles", "--print-then-cut", "silhouette", "--back-offset", "1,1"), "add --backs"),
        (("tiles", "--mark-inset", "15"), "add --print-then-cut silhouette"),
        (("tiles", "--print-then-cut", "cricut", "--mark-inset", "15"), "prints its own"),
        (("tiles", "--print-then-cut", "silhouette", "--mark-inset", "9"), "10 to 30 mm"),
    ],
)
def test_bad_combinations_are_refused(kitgen, tmp_path: Path, args, needle):
    result = kitgen(*args, "--out", tmp_path)
    assert result.code == 2
    assert needle in result.err and "Traceback" not in result.err
    assert not tmp_path.exists() or not list(tmp_path.iterdir())

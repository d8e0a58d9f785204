"""The split laser board's joinery: dowels on the seams and a backing frame, measured from the
SVGs `kitgen board binary --laser` writes (kerf 0, so cut lines lie on the nominal shapes).

Worked by hand for the default board (20 mm squares, 12 mm bands, 324 mm) on the K40: the
board splits 2 x 2 on grid line 8 (x, y = 12 + 8 x 20 = 172 mm). Each seam runs from grid
line 0 to 15 and crosses the other at 8: stretches 0-8 and 8-15 get dowels at a third and two
thirds (0 + 3, 8 - 3; 8 + 2, 15 - 2), so on lines 3, 5, 8, 10, 13 = 72, 112, 172, 212, 272 mm;
9 dowels (the crossing counted once). Holes 6 + 0.1 = 6.1 mm. The frame's seams move one
square earlier: grid line 7, 12 + 140 = 152 mm; frame parts 152 and 172 mm.
"""

from __future__ import annotations

import math
import re
from pathlib import Path

import numpy as np
import pytest
import svgelements
from shapely.geometry import LineString, Point, Polygon
from shapely.ops import unary_union

from tests.laser.svgmeasure import INK_NS, layers, shapes

ALONG = [72.0, 112.0, 172.0, 212.0, 272.0]
DOWELS = sorted({(172.0, y) for y in ALONG} | {(x, 172.0) for x in ALONG})
R = 6.1 / 2
BOARD_ORIGIN = {1: (0.0, 0.0), 2: (172.0, 0.0), 3: (0.0, 172.0), 4: (172.0, 172.0)}
FRAME_ORIGIN = {1: (0.0, 0.0), 2: (152.0, 0.0), 3: (0.0, 152.0), 4: (152.0, 152.0)}


@pytest.fixture(scope="module")
def built(tmp_path_factory) -> tuple[dict, Path]:
    from tests.laser.laser_files import run_json

    out = tmp_path_factory.mktemp("joints")
    # for LightBurn: the frame's windows (cut-inner) and outlines (cut-outer) in two colours
    args = ["board", "binary", "--laser", "--kerf", "0", "--software", "lightburn"]
    return run_json([*args, "--out", str(out)]), out


def _offset(path: Path, prefix: str) -> tuple[int, tuple[float, float]]:
    """The part number and its origin on the sheet, from its art group."""
    for group in layers(path)["engrave"]:
        label = group.get(f"{INK_NS}label", "")
        if label.startswith(prefix):
            number = int(re.search(r"(\d+) of", label).group(1))
            dx, dy = map(float, re.findall(r"-?[\d.]+", group.get("transform")))
            return number, (dx, dy)
    raise AssertionError(f"no {prefix} on {path}")


def _in_board(path: Path, prefix: str, origins: dict) -> tuple[int, list]:
    """The sheet's cut shapes (reference square left out) moved into board mm."""
    number, (dx, dy) = _offset(path, prefix)
    ox, oy = origins[number]
    found = []
    for d in shapes(path):
        if d.stroke not in ("#FF0000", "#A00000"):
            continue
        w, h = d.bbox[2] - d.bbox[0], d.bbox[3] - d.bbox[1]
        if d.kind == "Rect" and abs(w - 20) < 1e-3 and abs(h - 20) < 1e-3:
            continue  # the reference square
        if d.kind == "Polygon":
            pts = [(q.x, q.y) for q in svgelements.Path(d.shape).as_points()]
        else:
            pts = svgelements.Path(d.shape).npoint(np.linspace(0, 1, 2000))
        found.append((d, Polygon([(x - dx + ox, y - dy + oy) for x, y in pts])))
    return number, found


def _files(data: dict, stem: str) -> list[Path]:
    return [Path(f["path"]) for f in data["files"] if stem in f["path"] and f["kind"] == "laser"]


def test_json_and_files(built):
    data, out = built
    assert (data["parts"], data["frame_parts"], data["dowels"]) == (4, 4, 9)
    assert (data["dowel_length_mm"], data["thickness_mm"], data["fit_mm"]) == (6.0, 3.0, 0.1)
    assert len(_files(data, "binary-board-laser")) == 4
    assert len(_files(data, "binary-board-frame-laser")) == 4
    text = (out / "binary-board-cut-list.md").read_text(encoding="utf-8")
    assert "## Dowels: 9, cut from 6 mm round dowel" in text
    assert "**6 mm** long" in text and "holes are 6.1 mm across" in text


def test_dowel_holes_are_bitten_out_of_the_parts_that_meet(built):
    data, _ = built
    parts = {}
    for path in _files(data, "binary-board-laser"):
        number, cuts = _in_board(path, "board part", BOARD_ORIGIN)
        (outline,) = [p for _, p in cuts]  # one outline per part, no inner cuts
        parts[number] = outline.buffer(0)
    board = unary_union(list(parts.values()))
    for x, y in DOWELS:
        # the hole is empty to within 0.02 mm of its radius, plywood right outside it
        assert not board.intersects(Point(x, y).buffer(R - 0.02))
        ring = Point(x, y).buffer(R + 0.05).exterior
        assert board.buffer(1e-3).contains(ring)  # (svgelements rounds to ~1e-4 mm)
        # it is shared: half in each of two parts, a quarter in each of four at the crossing
        touching = [n for n, p in parts.items() if p.distance(Point(x, y)) < R + 0.01]
        assert len(touching) == (4 if (x, y) == (172.0, 172.0) else 2)
    # nothing else is missing: the parts cover the board but for the 9 holes (and corners)
    holes = 9 * math.pi * R**2
    corners = 4 * (3.0**2 - math.pi * 3.0**2 / 4)  # 3 mm rounded board corners
    assert board.area == pytest.approx(324.0**2 - holes - corners, abs=0.5)


def test_frame_has_a_hole_under_every_dowel_and_its_seams_elsewhere(built):
    data, _ = built
    centres, boxes = [], []
    for path in _files(data, "binary-board-frame-laser"):
        _, cuts = _in_board(path, "backing frame", FRAME_ORIGIN)
        for d, poly in cuts:
            if d.kind == "Circle":
                assert (d.bbox[2] - d.bbox[0]) / 2 == pytest.approx(R, abs=1e-3)
                centres.append((round(poly.centroid.x, 3), round(poly.centroid.y, 3)))
            elif d.stroke == "#FF0000":
                boxes.append(tuple(round(v, 2) for v in poly.bounds))
    assert sorted(centres) == DOWELS
    assert sorted(boxes) == [
        (0, 0, 152, 152), (0, 152, 152, 324), (152, 0, 324, 152), (152, 152, 324, 324)
    ]  # fmt: skip
    # the board's seams (172) are one square (20 mm) from the frame's (152)


def test_score_lines_stop_at_the_holes(built):
    data, _ = built
    for path in _files(data, "binary-board-laser"):
        number, (dx, dy) = _offset(path, "board part")
        ox, oy = BOARD_ORIGIN[number]
        for d in shapes(path):
            if d.stroke != "#0000FF":
                continue
            x0, y0, x1, y1 = d.bbox
            line = LineString([(x0 - dx + ox, y0 - dy + oy), (x1 - dx + ox, y1 - dy + oy)])
            for x, y in DOWELS:
                assert line.distance(Point(x, y)) >= R - 1e-3


def test_thickness_sets_the_dowel_length(kitgen, tmp_path: Path):
    result = kitgen("board", "binary", "--laser", "--thickness", "4", "--fit", "0.2",
                    "--out", tmp_path, "--json")  # fmt: skip
    assert result.code == 0, result.err
    data = result.json()
    assert (data["dowel_length_mm"], data["fit_mm"]) == (8.0, 0.2)
    text = (tmp_path / "binary-board-cut-list.md").read_text(encoding="utf-8")
    assert "**8 mm** long" in text and "holes are 6.2 mm across" in text


def test_a_board_in_one_piece_has_no_frame(kitgen, tmp_path: Path):
    result = kitgen("board", "binary", "--laser", "--bed", "lightburn-600x400",
                    "--out", tmp_path, "--json")  # fmt: skip
    assert result.code == 0, result.err
    data = result.json()
    assert data["parts"] == 1 and "dowels" not in data
    assert not (tmp_path / "binary-board-cut-list.md").exists()


@pytest.mark.parametrize("bed", ["120x90", "80x80"])
def test_small_beds_get_a_frame_of_small_parts(kitgen, tmp_path: Path, bed: str):
    # On these beds a frame shifted one square would not fit (on 80 x 80 every row line is
    # a board seam): the frame is cut with its seams half a square off the grid lines. Its
    # parts, as the cut list gives them, tile the 324 mm board exactly.
    result = kitgen("board", "binary", "--laser", "--bed", bed, "--out", tmp_path, "--json")
    assert result.code == 0, result.err
    data = result.json()
    text = (tmp_path / "binary-board-cut-list.md").read_text(encoding="utf-8")
    sizes = [
        (float(w), float(h))
        for w, h in re.findall(r"\| backing frame \d+ of \d+ \| ([\d.]+) × ([\d.]+) \|", text)
    ]
    assert len(sizes) == data["frame_parts"]
    assert sum(w * h for w, h in sizes) == pytest.approx(324.0**2, abs=1e-6)
    width, height = (float(v) for v in bed.split("x"))
    for w, h in sizes:
        assert min(w, h) <= min(width, height) - 10 and max(w, h) <= max(width, height) - 10
    # the seams lie mid-square: an edge part (12 mm band + k and a half squares) is an odd
    # multiple of 10 mm wider than its band
    assert any(round((w - 12) / 10) % 2 == 1 and (w - 12) % 10 == 0 for w, _ in sizes)

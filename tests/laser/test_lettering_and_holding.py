"""Lettering that survives the laser, marks clear of holes, frame windows, parts packed
together, tabs and spacing — each measured in the SVGs the commands write."""

from __future__ import annotations

import math
import re
from pathlib import Path

import pytest
import svgelements
from shapely.geometry import Polygon
from shapely.ops import unary_union

from tests.laser.laser_files import laser_files, run_json  # noqa: F401  (the fixture)
from tests.laser.svgmeasure import INK_NS, SVG_NS, layered, layers, rings


def outline(path: svgelements.Path) -> Polygon:
    """A text's glyph outlines as one area (curves at 8 points each, even-odd)."""
    area = Polygon()
    for ring in rings(path):
        area = area.symmetric_difference(Polygon(ring).buffer(0))
    return area


def shape_key(path: svgelements.Path, x0: float, y0: float) -> tuple[tuple[float, float], ...]:
    """A text's points (ends and curve controls) relative to its corner, to 0.001 mm: two
    texts with the same key are the same shape in two places."""
    points = []
    for seg in path:
        for name in ("control", "control1", "control2", "end"):
            p = getattr(seg, name, None)
            if p is not None:
                points.append((round(p.x - x0, 3), round(p.y - y0, 3)))
    return tuple(points)


def texts(svg: Path) -> list[svgelements.Path]:
    """The engraved texts: every ``<path>`` of the engrave layer (filled shapes are
    circles and polygons there)."""
    return [el for _, el in layered(svg, ("engrave",)) if type(el) is svgelements.Path]


@pytest.fixture(scope="module")
def small_bed(tmp_path_factory) -> dict:
    out = tmp_path_factory.mktemp("small-bed")
    return run_json(["board", "binary", "--laser", "--bed", "150x100", "--kerf", "0",
                     "--out", str(out)])  # fmt: skip


def test_every_engraved_text_is_2_mm_high_with_strokes_of_0_3_mm(laser_files, small_bed):  # noqa: F811
    paths = [Path(f["path"]) for f in laser_files]
    paths += [Path(f["path"]) for f in small_bed["files"] if f["kind"] == "laser"]
    checked = 0
    eroded: set[tuple[tuple[float, float], ...]] = set()
    for svg in paths:
        for text in texts(svg):
            x0, y0, x1, y1 = text.bbox()
            # every word has a capital, a digit or an ascender: its height is at least the
            # capitals' (DejaVu: capitals 0.729 em, ascenders 0.760 em); the tiles' operator
            # symbols (= + − × ÷) have none and are drawn at the tile's face size instead
            symbol = x1 - x0 >= 5.0 and len(list(text.as_subpaths())) <= 3
            assert y1 - y0 >= 2.0 - 1e-3 or symbol, (svg.name, y1 - y0)
            checked += 1
            # the same word at the same size elsewhere (every tile's face, every part's
            # mark) is the same shape moved: its strokes are eroded once
            shape = shape_key(text, x0, y0)
            if shape in eroded:
                continue
            eroded.add(shape)
            area = outline(text)
            # every stroke 0.3 mm or wider survives being eroded and grown by 0.15 mm
            opened = area.buffer(-0.15).buffer(0.15)
            assert opened.area >= 0.9 * area.area, (svg.name, opened.area / area.area)
    assert checked > 1000


def test_a_part_mark_never_crosses_a_hole(small_bed):
    """``board binary --laser --bed 150x100``: 15 parts; the marks of the parts with no band
    (5, 8, 11) sat on a quarter dowel hole. Each mark lies inside its part's outline, 0.5 mm
    clear of every bite (kerf 0: cut lines on the nominal shapes)."""
    checked = 0
    for f in small_bed["files"]:
        svg = Path(f["path"])
        if "frame" in svg.name or f["kind"] != "laser":
            continue
        marks = []
        for part in layers(svg)["engrave"]:
            if not (part.get(f"{INK_NS}label") or "").startswith("board part"):
                continue
            dx, dy = map(float, re.findall(r"-?[\d.]+", part.get("transform")))
            for group in part.iter(f"{SVG_NS}g"):
                if group.get(f"{INK_NS}label") == "part mark":
                    for p in group.iter(f"{SVG_NS}path"):
                        moved = svgelements.Path(p.get("d"))
                        moved *= svgelements.Matrix(f"translate({dx},{dy})")
                        marks.append(outline(moved.reify()))
        outlines = [
            Polygon([(p.x, p.y) for p in svgelements.Path(el).as_points()])
            for _, el in layered(svg, ("cut-outer",))
            if isinstance(el, svgelements.Polygon)
        ]
        for outline_ in outlines:
            inside = [m for m in marks if outline_.contains(m.centroid)]
            if not inside:
                continue
            assert outline_.buffer(-0.5).contains(unary_union(inside)), svg.name
            checked += 1
    assert checked == 15


def test_every_frame_part_has_its_window_at_square_25(kitgen, tmp_path: Path):
    # 405 mm board on the K40: 6 frame parts; a window clear of every dowel hole by 6 mm
    data = run_json(["board", "binary", "--laser", "--square", "25", "--kerf", "0",
                     "--out", str(tmp_path)])  # fmt: skip
    frames = [Path(f["path"]) for f in data["files"] if "frame-laser" in f["path"]]
    assert len(frames) == 6 == data["frame_parts"]
    for svg in frames:
        inner = [el for _, el in layered(svg, ("cut-inner",))]
        windows = [el for el in inner if isinstance(el, svgelements.Rect)]
        holes = [el for el in inner if isinstance(el, svgelements.Circle)]
        assert len(windows) == 1, svg.name
        x0, y0, x1, y1 = windows[0].bbox()
        assert x1 - x0 >= 20 and y1 - y0 >= 20
        window = Polygon.from_bounds(x0, y0, x1, y1)
        for hole in holes:
            hx0, hy0, hx1, hy1 = hole.bbox()
            centre = ((hx0 + hx1) / 2, (hy0 + hy1) / 2)
            gap = window.exterior.distance(Polygon.from_bounds(*centre, *centre)) - 3.05
            assert gap >= 6.0 - 0.01 and not window.contains(Polygon.from_bounds(*hole.bbox()))


def test_the_pedestal_shares_the_boards_sheet_when_it_fits(kitgen, tmp_path: Path):
    # 600 x 400: the two 246.1 x 155.7 plates side by side leave 400 - 10 - 155.7 - 2 = 232.3
    # mm below them, room for the pedestal's 60.5 mm plates: one sheet, not two
    data = run_json(["board", "icecream", "--laser", "--bed", "lightburn-600x400",
                     "--out", str(tmp_path)])  # fmt: skip
    assert data["sheets"] == 1
    assert [Path(f["path"]).name for f in data["files"] if f["kind"] == "laser"] == [
        "icecream-board-laser-lightburn-600x400.svg"
    ]


def gaps_of(svg: Path, layer_name: str = "cut-outer") -> list[svgelements.Shape]:
    return [el for _, el in layered(svg, (layer_name,))]


def test_tabs_hold_every_token(kitgen, tmp_path: Path):
    # 3 tabs of 0.5 mm at kerf 0.1: each outline is 3 arcs with 0.6 mm gaps (0.5 + the kerf)
    data = run_json(["tokens", "--laser", "--tabs", "3", "--tab-width", "0.5",
                     "--out", str(tmp_path)])  # fmt: skip
    assert (data["tabs"], data["tab_width_mm"]) == (3, 0.5)
    tokens = 0
    for f in data["files"]:
        pieces = [el for el in gaps_of(Path(f["path"])) if isinstance(el, svgelements.Polyline)]
        ends = [(el.points[0], el.points[-1]) for el in pieces]
        for _first, last in ends:
            # the next arc starts 0.6 mm (a chord of 0.6 on a 9.55 mm radius) after this one
            nearest = min(math.dist((last.x, last.y), (a.x, a.y)) for a, _ in ends)
            assert nearest == pytest.approx(0.6, abs=0.002)
        tokens += len(pieces) // 3
        squares = [el for el in gaps_of(Path(f["path"])) if isinstance(el, svgelements.Rect)]
        assert len(squares) == 1  # the reference square is measured: no tabs
    assert tokens == 144


def test_tabs_on_shared_edges_and_spacing(kitgen, tmp_path: Path):
    # butted 19 mm tiles, 4 tabs of 0.3 mm: a 0.4 mm gap in the middle of each tile's edge
    data = run_json(["tiles", "--laser", "--tabs", "4", "--out", str(tmp_path / "a")])
    (svg,) = [Path(f["path"]) for f in data["files"] if f["kind"] == "laser"]
    lines = [el for el in gaps_of(svg) if isinstance(el, svgelements.SimpleLine)]
    lengths = sorted({round(math.dist((el.x1, el.y1), (el.x2, el.y2)), 3) for el in lines})
    # between two gaps: 19.1 - 0.4 = 18.7 mm of cut (half at each end of a row: 9.35)
    assert 18.7 in lengths and 9.35 in lengths and max(lengths) <= 18.7 + 1e-6
    # --spacing 5 between tiles cut on their own
    data = run_json(["tiles", "--laser", "--no-shared-edges", "--spacing", "5",
                     "--out", str(tmp_path / "b")])  # fmt: skip
    assert data["spacing_mm"] == 5
    for f in data["files"]:  # every sheet (the nearest two tiles of each)
        boxes = [Polygon.from_bounds(*el.bbox()) for el in gaps_of(Path(f["path"]))]
        nearest = min(a.distance(b) for k, a in enumerate(boxes) for b in boxes[k + 1 :])
        assert nearest == pytest.approx(5.0, abs=0.01), f["path"]
    result = kitgen("tiles", "--laser", "--tabs", "9", "--out", tmp_path)
    assert result.code == 2 and "--tabs" in result.err

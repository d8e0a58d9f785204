"""`kitgen tiles --laser`: the binary tile set as laser SVGs, measured from the files."""

from __future__ import annotations

import contextlib
import io
import itertools
import json
import math
from collections import Counter
from pathlib import Path

import pytest

from kitgen.cli.app import run
from tests.laser.svgmeasure import (
    SVG_NS,
    cut_shapes,
    face_counts,
    layers,
    mm_size,
    root,
    segments,
    shapes,
)

# The rules table (shared/rules/binary.md), typed in by hand; blanks are pieces too.
RULES_COUNTS = {
    "0": 28, "1": 28, "=": 14, "+": 5, "−": 5, "×": 3, "÷": 2,
    "OR": 4, "AND": 4, "NOT": 4, "blank": 3,
}  # fmt: skip
TILE = 19.0
KERF = 0.1
TOL = 0.01


def kitgen_json(*args: str) -> dict:
    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        code = run([str(a) for a in args])
    assert code == 0, out.getvalue()
    return json.loads(out.getvalue())


@pytest.fixture(scope="module")
def shared(tmp_path_factory) -> dict:
    out = tmp_path_factory.mktemp("shared")
    return kitgen_json("tiles", "--laser", "--out", out, "--json")


@pytest.fixture(scope="module")
def separate(tmp_path_factory) -> dict:
    out = tmp_path_factory.mktemp("separate")
    return kitgen_json("tiles", "--laser", "--no-shared-edges", "--out", out, "--json")


@pytest.fixture(scope="module")
def small_bed(tmp_path_factory) -> dict:
    out = tmp_path_factory.mktemp("small")
    return kitgen_json(
        "tiles", "--laser", "--bed", "120x90", "--kerf", "0.2", "--out", out, "--json"
    )


def paths(result: dict) -> list[Path]:
    return [Path(f["path"]) for f in result["files"] if f["kind"] == "laser"]


@pytest.mark.parametrize("which", ["shared", "separate", "small_bed"])
def test_svg_has_no_text_and_mm_size_matches_viewbox(which, request):
    result = request.getfixturevalue(which)
    for path in paths(result):
        assert path.suffix == ".svg"
        text = path.read_text(encoding="utf-8")
        assert "<text" not in text and "<tspan" not in text
        svg = root(path)
        assert svg.findall(f".//{SVG_NS}text") == []
        width, height = mm_size(svg.get("width")), mm_size(svg.get("height"))
        assert svg.get("viewBox").split() == ["0", "0", f"{width:g}", f"{height:g}"]
        # K40 default bed is 300 x 200; the small bed was asked as 120 x 90
        assert (width, height) == ((120.0, 90.0) if which == "small_bed" else (300.0, 200.0))


def test_json_lists_laser_files_with_cut_length(shared):
    assert shared["files"] and {f["kind"] for f in shared["files"]} == {"laser"}
    assert shared["sheets"] == len(shared["files"]) == 1  # 100 tiles of 19.1 mm fit a K40 bed
    total = sum(f["cut_length_mm"] for f in shared["files"])
    assert shared["cut_length_mm"] == pytest.approx(total, abs=0.05)
    # estimated time is the length over the default speed of 10 mm/s
    assert shared["cut_time_s"] == pytest.approx(shared["cut_length_mm"] / 10, abs=0.1)


@pytest.mark.parametrize("which", ["shared", "separate", "small_bed"])
def test_layers_and_colours(which, request):
    for path in paths(request.getfixturevalue(which)):
        found = layers(path)
        assert list(found) == ["engrave", "score", "cut-inner", "cut-outer"]
        for drawn in shapes(path):
            if drawn.stroke is not None:
                # a stroke is a cut (red) or a score (blue) hairline, nothing else
                assert drawn.stroke in ("#FF0000", "#0000FF")  # tiles have no holes
                assert drawn.stroke_width == pytest.approx(0.01, abs=1e-4)
                assert drawn.fill is None
            else:
                assert drawn.fill == "#000000"  # engraving: black fill, no stroke
        assert len(found["cut-inner"]) == 0
        for el in found["cut-outer"].iter():
            if el.tag != f"{SVG_NS}g":
                assert el.get("stroke") == "#FF0000"
        for el in found["engrave"].iter():
            if el.tag == f"{SVG_NS}path":
                assert el.get("fill") == "#000000" and el.get("stroke") == "none"


@pytest.mark.parametrize("which", ["shared", "separate", "small_bed"])
def test_every_face_as_often_as_the_rules_say(which, request):
    total: Counter[str] = Counter()
    for path in paths(request.getfixturevalue(which)):
        total += face_counts(path)
    assert dict(total) == RULES_COUNTS


def test_small_bed_needs_several_sheets(small_bed):
    # 120 x 90 bed, 5 mm margins: 110 x 80 usable; pitch 19.2 (kerf 0.2): 5 across, 4 down,
    # less the reference square's corner: at most 20 tiles a sheet, so at least 5 sheets
    assert len(paths(small_bed)) >= 5


def test_separate_outline_is_tile_plus_kerf(separate):
    for path in paths(separate):
        tiles = [d for d in cut_shapes(path) if abs((d.bbox[2] - d.bbox[0]) - 20.1) > 0.05]
        assert len(tiles) == 100
        for d in tiles:
            x0, y0, x1, y1 = d.bbox
            # 19 mm tile + 0.1 mm kerf (half on each side) = 19.1 mm
            assert x1 - x0 == pytest.approx(TILE + KERF, abs=TOL)
            assert y1 - y0 == pytest.approx(TILE + KERF, abs=TOL)


def test_reference_square_on_every_sheet(small_bed, shared):
    for result, kerf in ((small_bed, 0.2), (shared, KERF)):
        for path in paths(result):
            refs = [
                g
                for g in layers(path)["engrave"].iter(f"{SVG_NS}g")
                if g.get("{http://www.inkscape.org/namespaces/inkscape}label") == "reference square"
            ]
            assert len(refs) == 1 and len(refs[0]) >= 2  # engraved size and kerf lines
            squares = [
                d
                for d in cut_shapes(path)
                if d.kind == "Rect"
                and d.bbox[2] - d.bbox[0] == pytest.approx(20 + kerf, abs=TOL)
                and d.bbox[3] - d.bbox[1] == pytest.approx(20 + kerf, abs=TOL)
            ]
            assert len(squares) == 1


def _overlap(a: tuple, b: tuple) -> float:
    """Length two collinear axis-aligned segments share (0 if not collinear)."""
    ax1, ay1, ax2, ay2 = a
    bx1, by1, bx2, by2 = b
    if abs(ay1 - ay2) < 1e-6 and abs(by1 - by2) < 1e-6 and abs(ay1 - by1) < 1e-6:
        lo, hi = max(min(ax1, ax2), min(bx1, bx2)), min(max(ax1, ax2), max(bx1, bx2))
        return max(0.0, hi - lo)
    if abs(ax1 - ax2) < 1e-6 and abs(bx1 - bx2) < 1e-6 and abs(ax1 - bx1) < 1e-6:
        lo, hi = max(min(ay1, ay2), min(by1, by2)), min(max(ay1, ay2), max(by1, by2))
        return max(0.0, hi - lo)
    return 0.0


def test_shared_edges_are_cut_once(shared):
    for path in paths(shared):
        segs = segments(cut_shapes(path))
        assert len(segs) > 20  # rows and columns of the grid, each one long line
        for a, b in itertools.combinations(segs, 2):
            assert _overlap(a, b) < 1e-3, (a, b)


def test_shared_edges_grid_pitch_is_tile_plus_kerf(shared):
    path = paths(shared)[0]
    lines = [d for d in cut_shapes(path) if d.kind != "Rect"]  # not the reference square
    xs = sorted({round(s[0], 3) for s in segments(lines) if abs(s[0] - s[2]) < 1e-6})
    gaps = [b - a for a, b in itertools.pairwise(xs) if b - a < 25]
    assert gaps and all(g == pytest.approx(TILE + KERF, abs=TOL) for g in gaps)


def test_shared_cut_length_at_most_60_percent(shared, separate):
    measured_shared = sum(d.length for p in paths(shared) for d in cut_shapes(p))
    measured_separate = sum(d.length for p in paths(separate) for d in cut_shapes(p))
    assert measured_shared == pytest.approx(shared["cut_length_mm"], abs=0.05)
    assert measured_separate == pytest.approx(separate["cut_length_mm"], abs=0.05)
    # 100 separate 19.1 mm outlines with 2.05 mm corners: 100 x (4 x 19.1 - 8 x 2.05
    # + 2 pi 2.05) = 7288.05 mm, plus the 20.1 mm reference square (80.4 mm) = 7368.45 mm
    separate_by_hand = 100 * (4 * 19.1 - 8 * 2.05 + 2 * math.pi * 2.05) + 4 * 20.1
    assert measured_separate == pytest.approx(separate_by_hand, abs=0.05)
    assert measured_shared <= 0.6 * measured_separate


@pytest.mark.parametrize("which", ["shared", "separate", "small_bed"])
def test_pieces_stay_on_the_sheet_and_apart(which, request):
    for path in paths(request.getfixturevalue(which)):
        svg = root(path)
        width, height = mm_size(svg.get("width")), mm_size(svg.get("height"))
        boxes = []
        for g in svg.iter(f"{SVG_NS}g"):
            if g.get("data-face") is None:
                continue
            dx, dy = map(float, g.get("transform")[len("translate(") : -1].split(","))
            boxes.append((dx, dy, dx + TILE, dy + TILE))  # the tile's nominal square
        for x0, y0, x1, y1 in boxes:
            assert x0 >= 5.0 - TOL and x1 <= width - 5.0 + TOL
            assert y0 >= 5.0 - TOL and y1 <= height - 5.0 + TOL
        for a, b in itertools.combinations(boxes, 2):
            apart = (
                a[2] <= b[0] + 1e-6
                or b[2] <= a[0] + 1e-6
                or a[3] <= b[1] + 1e-6
                or b[3] <= a[1] + 1e-6
            )
            assert apart, (a, b)
        for d in cut_shapes(path):
            x0, y0, x1, y1 = d.bbox
            assert x0 > 0 and x1 < width and y0 > 0 and y1 < height


def test_summary_reports_length_and_time(kitgen, tmp_path):
    result = kitgen("tiles", "--laser", "--speed", "20", "--out", tmp_path)
    assert result.code == 0, result.err
    assert "binary-tiles-laser-k40.svg" in result.out
    assert "cut 4.32 m at 20 mm/s: 3 min 36 s" in result.out  # 4320 mm / 20 mm/s = 216 s
    assert "travel between shapes" in result.out  # says what it leaves out


def test_bed_presets_and_bad_input(kitgen, tmp_path):
    result = kitgen("tiles", "--laser", "--bed", "glowforge", "--out", tmp_path, "--json")
    assert result.code == 0, result.err
    assert result.json()["bed_mm"] == [495.0, 279.0]
    for args, words in (
        (("--bed", "huge"), "WIDTHxHEIGHT"),
        (("--bed", "20x20"), "from 50 to 3000 mm"),
        (("--bed", "20000x20000"), "from 50 to 3000 mm"),
        (("--speed", "1e-300"), "--speed 1e-300 mm/s is out of range"),
        (("--speed", "inf"), "0.1 to 1000 mm/s"),
        (("--kerf", "3"), "--kerf"),
        (("--kerf", "-0.1"), "--kerf"),
        (("--speed", "0"), "--speed"),
        (("--backs",), "--laser"),
        (("--magnetic",), "--laser"),
    ):
        result = kitgen("tiles", "--laser", *args, "--out", tmp_path)
        assert result.code == 2, args
        assert words in result.err and "Traceback" not in result.err


def test_engraved_words_stand_one_height(shared):
    # OR, AND and NOT are all capitals: at one font size their engraved outlines stand
    # equally tall, the cap height, but for the O's overshoot above and below (under 4 % in
    # DejaVu Sans Bold). Alone, OR would fit at nearly twice the size of AND.
    import svgelements

    heights: dict[str, set[float]] = {}
    for path in paths(shared):
        for group in root(path).iter(f"{SVG_NS}g"):
            face = group.get("data-face")
            if face in ("OR", "AND", "NOT"):
                text = next(group.iter(f"{SVG_NS}path"))  # the face, then its points
                _, y0, _, y1 = svgelements.Path(text.get("d")).bbox()
                heights.setdefault(face, set()).add(round(y1 - y0, 2))
    assert set(heights) == {"OR", "AND", "NOT"}
    found = set().union(*heights.values())
    assert max(found) / min(found) < 1.04, heights

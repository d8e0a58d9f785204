"""`kitgen calibrate laser`: the fit test sheet, measured from the SVG it writes."""

from __future__ import annotations

import itertools
from pathlib import Path

import pytest
import svgelements
from shapely.geometry import LineString, Polygon

from tests.laser.svgmeasure import INK_NS, SVG_NS, cut_shapes, mm_size, root

TOL = 0.005


def run(kitgen, tmp_path: Path, *args: str) -> tuple[dict, Path]:
    result = kitgen("calibrate", "laser", *args, "--out", tmp_path, "--json")
    assert result.code == 0, result.err
    data = result.json()
    (svg,) = [Path(f["path"]) for f in data["files"] if f["kind"] == "laser"]
    return data, svg


def comb_gaps(path: Path) -> list[float]:
    """The slot widths as drawn: the gaps along a line across the comb's slots."""
    polys = [d for d in cut_shapes(path) if d.kind == "Polygon"]
    comb = max(polys, key=lambda d: d.bbox[2] - d.bbox[0])
    x0, _y0, x1, y1 = comb.bbox
    poly = Polygon([(p.x, p.y) for p in svgelements.Path(comb.shape).as_points()])
    cut = poly.intersection(LineString([(x0 - 1, y1 - 3), (x1 + 1, y1 - 3)]))
    teeth = sorted(g.bounds[0:3:2] for g in getattr(cut, "geoms", [cut]))
    return [round(b[0] - a[1], 4) for a, b in itertools.pairwise(teeth)]


@pytest.mark.parametrize(("kerf", "thickness"), [("0.1", None), ("0.2", "3"), ("0.15", "4")])
def test_slots_after_kerf(kitgen, tmp_path: Path, kerf: str, thickness: str | None):
    args = ["--kerf", kerf] + (["--thickness", thickness] if thickness else [])
    data, svg = run(kitgen, tmp_path, *args)
    t, k = float(thickness or 3), float(kerf)
    # 11 slots from t - 0.2 to t + 0.3 in 0.05 steps, typed in by hand for 3 and 4 mm
    want = {
        3.0: [2.8, 2.85, 2.9, 2.95, 3.0, 3.05, 3.1, 3.15, 3.2, 3.25, 3.3],
        4.0: [3.8, 3.85, 3.9, 3.95, 4.0, 4.05, 4.1, 4.15, 4.2, 4.25, 4.3],
    }[t]
    assert data["slot_widths_mm"] == want
    # the comb's outline moves out by half the kerf: each slot is drawn kerf narrower
    assert comb_gaps(svg) == pytest.approx([w - k for w in want], abs=TOL)
    # each slot's width engraved above it, in a group named for it, centred on the slot
    labels = [
        g.get(f"{INK_NS}label")
        for g in root(svg).iter(f"{SVG_NS}g")
        if (g.get(f"{INK_NS}label") or "").startswith("slot ")
    ]
    assert labels == [f"slot {w:.2f} mm" for w in want]


def test_square_holes_tab_and_size(kitgen, tmp_path: Path):
    data, svg = run(kitgen, tmp_path)
    svg_root = root(svg)
    width, height = mm_size(svg_root.get("width")), mm_size(svg_root.get("height"))
    assert width <= 80 and height <= 40  # one small sheet
    assert [width, height] == data["size_mm"]
    cuts = cut_shapes(svg)
    circles = sorted(round(d.bbox[2] - d.bbox[0], 3) for d in cuts if d.kind == "Circle")
    # token 19 + clearance 0.4 and dowel 6 + 0.4, drawn kerf 0.1 smaller
    assert circles == pytest.approx([6.3, 19.3], abs=TOL)
    assert all(d.stroke == "#A00000" for d in cuts if d.kind == "Circle")  # inner cuts
    rects = sorted(round(d.bbox[2] - d.bbox[0], 3) for d in cuts if d.kind == "Rect")
    assert 20.1 in rects  # the reference square, 20 mm + kerf
    # the tab: 6 mm wide, drawn 6.1 (its outline moves out by half the kerf each side)
    tab = min((d for d in cuts if d.kind == "Polygon"), key=lambda d: d.bbox[2] - d.bbox[0])
    x0, _y0, x1, y1 = tab.bbox
    poly = Polygon([(p.x, p.y) for p in svgelements.Path(tab.shape).as_points()])
    across = poly.intersection(LineString([(x0 - 1, y1 - 2), (x1 + 1, y1 - 2)]))
    assert across.length == pytest.approx(6.1, abs=TOL)
    for d in cuts:
        assert d.bbox[0] >= 0 and d.bbox[1] >= 0 and d.bbox[2] <= width and d.bbox[3] <= height


def test_text_says_how_to_read_it(kitgen, tmp_path: Path):
    result = kitgen("calibrate", "laser", "--out", tmp_path)
    assert result.code == 0, result.err
    assert "slots 2.80 to 3.30 mm" in result.out and "--fit" in result.out


@pytest.mark.parametrize(
    ("args", "words"), [(("--thickness", "0.5"), "--thickness"), (("--kerf", "2"), "--kerf")]
)
def test_bad_input_exits_2(kitgen, tmp_path: Path, args, words):
    result = kitgen("calibrate", "laser", *args, "--out", tmp_path)
    assert result.code == 2 and words in result.err

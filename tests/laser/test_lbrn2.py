"""`--format lbrn2`: LightBurn projects beside the SVGs, read back as XML and compared with the
SVG of the same sheet and with the materials file."""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from collections import Counter
from pathlib import Path

import pytest

from tests.laser.svgmeasure import SVG_NS, layers, mm_size, root, shapes

LAYER_INDEX = {"engrave": "0", "score": "1", "cut-inner": "10", "cut-outer": "2"}


def value(setting: ET.Element, key: str) -> str:
    return setting.find(key).get("Value")


def vertices(shape: ET.Element) -> list[tuple[float, float]]:
    text = shape.find("VertList").text
    return [(float(x), float(y)) for x, y in re.findall(r"V(-?[\d.]+) (-?[\d.]+)", text)]


def svg_counts(path: Path) -> Counter[str]:
    """Leaf shapes per layer in the SVG (a text is one path there and here)."""
    found: Counter[str] = Counter()
    for name, layer in layers(path).items():
        found[name] = sum(1 for el in layer.iter() if el.tag != f"{SVG_NS}g")
    return found


@pytest.fixture(scope="module")
def pedestal(tmp_path_factory) -> tuple[dict, Path]:
    from tests.laser.laser_files import run_json

    out = tmp_path_factory.mktemp("lbrn2")
    args = ["board", "icecream", "--laser", "--format", "lbrn2", "--bed", "glowforge"]
    data = run_json([*args, "--out", str(out)])
    return data, out


def test_one_project_beside_each_svg(pedestal):
    data, _ = pedestal
    svgs = [Path(f["path"]) for f in data["files"] if f["kind"] == "laser"]
    projects = [Path(f["path"]) for f in data["files"] if f["kind"] == "lightburn"]
    assert [p.with_suffix(".svg") for p in projects] == svgs
    # the two 155.7 mm plates take two 279 mm glowforge sheets, and the pedestal's parts fit
    # beside them (246.1 + 2 + 105.7 mm of the 467.9 left of the reference square)
    assert len(projects) == 2


def test_layers_settings_and_order(pedestal):
    data, _ = pedestal
    for f in data["files"]:
        if f["kind"] != "lightburn":
            continue
        project = ET.parse(f["path"]).getroot()
        assert project.tag == "LightBurnProject"
        settings = project.findall("CutSetting")[:4]  # the fifth: the notes, not output
        names = [value(s, "name") for s in settings]
        assert names == ["engrave", "score", "cut-inner", "cut-outer"]
        assert [int(value(s, "priority")) for s in settings] == [0, 1, 2, 3]
        assert [value(s, "index") for s in settings] == ["0", "1", "10", "2"]
        assert [s.get("type") for s in settings] == ["Scan", "Cut", "Cut", "Cut"]
        # the glowforge preset of templates/laser/materials.toml, typed in by hand
        speeds = [float(value(s, "speed")) for s in settings]
        powers = [float(value(s, "maxPower")) for s in settings]
        assert speeds == [250, 50, 12, 12] and powers == [25, 20, 100, 100]
        assert [int(value(s, "numPasses")) for s in settings] == [1, 1, 1, 1]
        assert value(settings[0], "interval") == "0.1"


def test_shapes_match_the_svg(pedestal):
    data, _ = pedestal
    for f in data["files"]:
        if f["kind"] != "lightburn":
            continue
        project = ET.parse(f["path"]).getroot()
        svg = Path(f["path"]).with_suffix(".svg")
        height = mm_size(root(svg).get("height"))
        by_layer = Counter(
            name
            for shape in project.iter("Shape")
            for name, index in LAYER_INDEX.items()
            if shape.get("CutIndex") == index
        )
        assert +by_layer == +svg_counts(svg)
        # within each part's group, shapes come layer by layer, in the order they run
        for group in project.findall("Shape[@Type='Group']"):
            order = [shape.get("CutIndex") for shape in group.find("Children")]
            ranks = [list(LAYER_INDEX.values()).index(i) for i in order]
            assert ranks == sorted(ranks)
        # every SVG circle is an Ellipse of the same radius at the flipped centre
        svg_circles = sorted(
            (
                round((d.bbox[2] - d.bbox[0]) / 2, 3),
                round((d.bbox[0] + d.bbox[2]) / 2, 3),
                round(height - (d.bbox[1] + d.bbox[3]) / 2, 3),  # y up in LightBurn
            )
            for d in shapes(svg)
            if d.kind == "Circle"
        )
        ellipses = project.findall(".//Shape[@Type='Ellipse']")
        assert ellipses and all(e.get("Rx") == e.get("Ry") for e in ellipses)
        found = []
        for e in ellipses:
            xform = [float(v) for v in e.find("XForm").text.split()]
            assert xform[:4] == [1, 0, 0, 1]
            found.append((round(float(e.get("Rx")), 3), round(xform[4], 3), round(xform[5], 3)))
        assert len(svg_circles) == len(found)
        for a, b in zip(svg_circles, sorted(found), strict=True):
            assert max(abs(u - v) for u, v in zip(a, b, strict=True)) < 2e-3, (a, b)


def test_pedestal_slots_and_plates_in_mm(pedestal):
    # fit 0.1, kerf 0.1: slots 3 + 0.1 - 0.1 = 3.0 by 20.0 (screen) and 14.0 (braces); plates
    # 105.6 x 60.4 nominal, 105.7 x 60.5 drawn; token holes (19 + 0.4 - 0.1) / 2 = 9.65 radius
    data, _ = pedestal
    rects: Counter = Counter()
    radii: set = set()
    outlines = []
    for f in data["files"]:
        if f["kind"] != "lightburn":
            continue
        project = ET.parse(f["path"]).getroot()
        rects += Counter(
            (s.get("CutIndex"), s.get("W"), s.get("H"))
            for s in project.iter("Shape")
            if s.get("Type") == "Rect" and s.get("W") in ("20", "3", "105.7")
        )
        radii |= {e.get("Rx") for e in project.iter("Shape") if e.get("Type") == "Ellipse"}
        outlines += [
            s for s in project.iter("Shape") if s.get("Type") == "Path" and s.get("CutIndex") == "2"
        ]
    assert rects == {("10", "20", "3"): 4, ("10", "3", "14"): 4, ("2", "105.7", "60.5"): 2}
    assert radii == {"9.65", "3.15"}  # token holes, and the board's peg holes
    # the screen and braces are closed outlines of lines: LineClosed, as LightBurn writes them
    assert len(outlines) == 3
    for s in outlines:
        assert s.find("PrimList").text == "LineClosed" and len(vertices(s)) >= 7


def test_text_paths_are_closed_outlines(pedestal):
    data, _ = pedestal
    for f in data["files"]:
        if f["kind"] != "lightburn":
            continue
        for s in ET.parse(f["path"]).getroot().iter("Shape"):
            if s.get("Type") != "Path":
                continue
            if s.get("CutIndex") != "0":
                continue
            # every vertex starts one primitive and ends one: closed contours only
            prims = re.findall(r"[LB](\d+) (\d+)", s.find("PrimList").text)
            starts = Counter(a for a, _ in prims)
            ends = Counter(b for _, b in prims)
            assert starts == ends and all(n == 1 for n in starts.values())


def test_format_needs_laser_and_a_known_name(kitgen, tmp_path: Path):
    result = kitgen("tiles", "--laser", "--format", "dxf", "--out", tmp_path)
    assert (result.code, result.err) == (
        2,
        "error: unknown file format 'dxf' — choose one of: svg, lbrn2, 3mf, stl\n",
    )
    result = kitgen("tiles", "--format", "lbrn2", "--out", tmp_path)
    assert result.code == 2 and "--format is a laser setting" in result.err


def test_output_is_byte_identical_between_runs(kitgen, tmp_path: Path):
    for out in ("a", "b"):
        result = kitgen("tokens", "--laser", "--format", "lbrn2", "--out", tmp_path / out)
        assert result.code == 0, result.err
    for path in (tmp_path / "a").glob("*.lbrn2"):
        assert path.read_bytes() == (tmp_path / "b" / path.name).read_bytes()

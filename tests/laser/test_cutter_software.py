"""The colours each cutter program reads, applied to every laser SVG ``kitgen build all``
writes, and the LightBurn projects read back against LightBurn's own file format.

K40 Whisperer's rule, from its source (K40 Whisperer 0.65, ``svg_reader.py``,
``SVG_READER.colmod``): a stroke within 10 of pure red (R >= 245, G <= 10, B <= 10) is cut,
one within 10 of pure blue vector-engraved, everything else rastered. LightBurn's palette:
00 #000000, 01 #0000FF, 02 #FF0000, 10 #A00000.
"""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from collections import Counter
from pathlib import Path

import pytest

from tests.laser.laser_files import laser_files, run_json  # noqa: F401  (the fixture)
from tests.laser.svgmeasure import SVG_NS, layered, layers, mm_size, root

LIGHTBURN = {"score": "#0000FF", "cut-inner": "#A00000", "cut-outer": "#FF0000"}


def k40_action(colour: str) -> str:
    """What K40 Whisperer does with a stroke of ``colour`` (its ``colmod``, typed in)."""
    r, g, b = (int(colour[i : i + 2], 16) for i in (1, 3, 5))
    if r >= 245 and g <= 10 and b <= 10:
        return "cut"
    if r <= 10 and g <= 10 and b >= 245:
        return "engrave"
    return "raster"


def software_of(path: Path) -> str:
    desc = root(path).find(f"{SVG_NS}desc").text
    for name in ("K40 Whisperer", "LightBurn", "Glowforge", "xTool"):
        if name in desc:
            return name
    raise AssertionError(f"{path.name} names no software: {desc}")


def test_each_bed_preset_gets_its_own_software(laser_files):  # noqa: F811
    found = {Path(f["path"]).name: software_of(Path(f["path"])) for f in laser_files}
    assert found["binary-tiles-laser-k40.svg"] == "K40 Whisperer"
    assert found["laser-fit-test-3mm.svg"] == "K40 Whisperer"  # the default 300x200 bed
    assert found["binary-tiles-laser-glowforge.svg"] == "Glowforge"
    assert found["binary-board-laser-xtool-d1.svg"] == "xTool"


def test_k40_whisperer_cuts_every_cut_and_rasters_the_engraving(laser_files):  # noqa: F811
    checked = Counter()
    for entry in laser_files:
        path = Path(entry["path"])
        if software_of(path) != "K40 Whisperer":
            continue
        for layer, el in layered(path):
            stroke = el.stroke.hex.upper() if el.stroke is not None and el.stroke.value else None
            if layer in ("cut-inner", "cut-outer"):
                assert stroke and k40_action(stroke) == "cut", (path.name, layer, stroke)
            elif layer == "score":
                assert stroke and k40_action(stroke) == "engrave", (path.name, stroke)
            else:  # engraved: black fill, no stroke, so rastered
                assert layer == "engrave" and stroke is None, (path.name, layer)
                assert el.fill.hex.upper() == "#000000"
            checked[layer] += 1
    # the ice cream board's 120 holes and the pedestal's 12 among them
    assert checked["cut-inner"] >= 132 and checked["cut-outer"] > 0 and checked["engrave"] > 0


def test_lightburn_glowforge_and_xtool_files_use_lightburns_palette(laser_files):  # noqa: F811
    checked = 0
    for entry in laser_files:
        path = Path(entry["path"])
        if software_of(path) == "K40 Whisperer":
            continue
        for layer, el in layered(path):
            if layer in LIGHTBURN:
                assert el.stroke.hex.upper() == LIGHTBURN[layer], (path.name, layer)
                checked += 1
    assert checked > 0


def test_software_is_chosen_and_checked(kitgen, tmp_path: Path):
    data = run_json(["tokens", "--laser", "--software", "lightburn", "--out", str(tmp_path)])
    assert data["software"] == "lightburn"
    (svg,) = [Path(f["path"]) for f in data["files"] if f["path"].endswith("-1.svg")]
    inner = {el.stroke.hex.upper() for layer, el in layered(svg) if layer == "cut-outer"}
    assert inner == {"#FF0000"}
    result = kitgen("tokens", "--laser", "--software", "lightbrun", "--out", tmp_path)
    assert (result.code, result.err) == (
        2,
        "error: unknown laser software 'lightbrun' — choose one of: lightburn, k40-whisperer, "
        "glowforge, xtool (did you mean 'lightburn'?)\n",
    )
    result = kitgen("tokens", "--software", "xtool", "--out", tmp_path)
    assert result.code == 2 and "--software is a laser setting" in result.err


def test_the_k40_note_says_how_to_run_the_file(kitgen, tmp_path: Path):
    result = kitgen("tokens", "--laser", "--out", tmp_path)
    assert result.code == 0, result.err
    assert "Cut Inside First" in result.out and "Advanced Settings" in result.out
    svg = next(tmp_path.glob("*-1.svg"))
    assert "Cut Inside First" in root(svg).find(f"{SVG_NS}desc").text


# --- LightBurn projects -------------------------------------------------------------------

# "c0x1" is "no outgoing control" only when "c1" follows (else it starts "c0x1.5c0y...")
VERTEX = re.compile(
    r"V(-?[\d.]+) (-?[\d.]+)(c0x1(?=c1)|c0x(-?[\d.]+)c0y(-?[\d.]+))"
    r"(c1x1(?=V|$)|c1x(-?[\d.]+)c1y(-?[\d.]+))"
)


def vertices(text: str) -> list[tuple]:
    """A VertList read as LightBurn writes it: every vertex ``V x y``, then its outgoing
    control (``c0x1`` for none) and then its incoming one (``c1x1``); nothing else."""
    found, at = [], 0
    while at < len(text):
        m = VERTEX.match(text, at)
        assert m, f"not a LightBurn vertex at {text[at : at + 40]!r}"
        found.append((m.group(3) != "c0x1", m.group(6) != "c1x1"))
        at = m.end()
    return found


@pytest.fixture(scope="module")
def projects(laser_files) -> list[Path]:  # noqa: F811
    paths = [Path(f["path"]).with_suffix(".lbrn2") for f in laser_files]
    assert all(p.exists() for p in paths)  # one beside every laser SVG of `build all`
    return paths


def test_every_path_is_written_as_lightburn_writes_it(projects):
    curves = 0
    for path in projects:
        for shape in ET.parse(path).getroot().iter("Shape"):
            if shape.get("Type") != "Path":
                continue
            verts = vertices(shape.find("VertList").text)
            prims = shape.find("PrimList").text
            if prims == "LineClosed":
                assert not any(c0 or c1 for c0, c1 in verts)
                continue
            for kind, a, b in re.findall(r"([LB])(\d+) (\d+)", prims):
                if kind == "B":  # a cubic: the start's outgoing control, the end's incoming
                    assert verts[int(a)][0] and verts[int(b)][1], path.name
                    curves += 1
    assert curves > 1000  # the glyphs' curves


def test_each_part_is_a_group_and_the_notes_are_not_output(projects):
    for path in projects:
        project = ET.parse(path).getroot()
        settings = {s.find("index").get("Value"): s for s in project.findall("CutSetting")}
        notes = [i for i, s in settings.items() if s.find("name").get("Value") == "notes"]
        assert len(notes) == 1 and settings[notes[0]].find("doOutput").get("Value") == "0"
        for i, s in settings.items():
            if i != notes[0]:
                assert s.find("doOutput") is None  # output on
        svg = path.with_suffix(".svg")
        height = mm_size(root(svg).get("height"))
        # the sheet's name above the sheet, on the notes layer only
        annotations = [s for s in project.iter("Shape") if s.get("CutIndex") == notes[0]]
        assert len(annotations) == 1
        ys = [float(y) for y in re.findall(r"V-?[\d.]+ (-?[\d.]+)", annotations[0][1].text)]
        assert min(ys) > height
        # one group per part with more than one shape (art and its cut lines)
        parts = [g for g in layers(svg)["engrave"] if g.tag == f"{SVG_NS}g" and g.get("data-face")]
        groups = [s for s in project if s.tag == "Shape" and s.get("Type") == "Group"]
        if parts:
            assert len(groups) >= len(parts) // 2, path.name
        for g in groups:
            assert g.find("XForm").text == "1 0 0 1 0 0" and len(g.find("Children")) >= 2
        prefs = {p.tag: p.get("Value") for p in project.find("UIPrefs")}
        assert prefs["Optimize_InnerToOuter"] == "1" and prefs["Optimize_ByPriority"] == "1"
        assert "cut inner shapes first" in project.find("Notes").get("Notes")


def test_calibrate_laser_writes_a_project_too(kitgen, tmp_path: Path):
    result = kitgen("calibrate", "laser", "--format", "lbrn2", "--out", tmp_path, "--json")
    assert result.code == 0, result.err
    kinds = sorted(f["kind"] for f in result.json()["files"])
    assert kinds == ["laser", "lightburn"]
    project = ET.parse(tmp_path / "laser-fit-test-3mm.lbrn2").getroot()
    radii = sorted(float(e.get("Rx")) for e in project.iter("Shape") if e.get("Type") == "Ellipse")
    # dowel 6 + 0.1, peg 6 + 0.4, token 19 + 0.4, each drawn 0.1 (the kerf) smaller
    assert radii == pytest.approx([3.0, 3.15, 9.65])


def test_every_layer_has_its_settings_and_every_shape_a_layer(projects):
    # MeerK40t's reader (meerk40t/extra/lbrn.py, LbrnLoader.parse) reads speed and maxPower of
    # every CutSetting as floats and hangs each shape on the layer its CutIndex names; LightBurn
    # 2.0's own files (github.com/bobdamit/lightburn, focus-line.lbrn2) write both on every layer
    for path in projects:
        project = ET.parse(path).getroot()
        indices = set()
        for setting in project.findall("CutSetting"):
            assert setting.get("type") in ("Cut", "Scan")
            float(setting.find("speed").get("Value"))
            float(setting.find("maxPower").get("Value"))
            indices.add(setting.find("index").get("Value"))
        used = {s.get("CutIndex") for s in project.iter("Shape") if s.get("Type") != "Group"}
        assert used and used <= indices, (path.name, used - indices)
        groups = [s for s in project.iter("Shape") if s.get("Type") == "Group"]
        assert all(g.get("CutIndex") is None for g in groups)

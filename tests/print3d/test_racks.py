"""``kitgen racks``: the players' racks as a 3MF plate and as laser parts, read back and
measured.

Expected values worked out by hand from the shipped spec (templates/binary/tiles.toml: a
rack of 9 tiles of 19 x 19 mm) and the rack's design (kitgen/maker/kits/racks.py): the
tiles lean back 15 degrees; the printed groove is 4 mm (the printed tile) + 0.2 clearance
across and 9 x (19 + 0.2) = 172.8 mm along, between two 3 mm end walls: 178.8 mm in all.
The laser rack's parts are of 3 mm sheet with slots 0.1 mm (--fit) larger than their tabs:
the shelf and back board are 9 x (19 + 0.1) + 2 x 3 = 177.9 mm long, tabs included; the
shelf 3 + (4 + 0.1) + 3 = 10.1 mm wide, its tab 10.1 - 2 x 2.5 = 5.1 mm; the back board
19 / 2 + 3 = 12.5 mm wide, its tab 7.5 mm.
"""

from __future__ import annotations

import math
import shutil
from pathlib import Path

import numpy as np
import pytest
import svgelements

import kitgen
from tests.laser.svgmeasure import face_counts, layered
from tests.print3d.read3mf import (
    check_closed_manifold,
    check_on_the_bed_and_apart,
    prusa_slice,
    read_3mf,
)

MK4 = (250.0, 210.0)
TILT = math.radians(15)
SPEC = """
kit = "Big tiles"
name = "big"
rack = 7
[tile]
width = 25.0
height = 25.0
[[faces]]
label = "1"
count = 3
points = 1
"""


@pytest.fixture(scope="module")
def printed(tmp_path_factory: pytest.TempPathFactory) -> kitgen.Made:
    return kitgen.make("racks", tmp_path_factory.mktemp("racks3d"), three_d=True)


@pytest.fixture(scope="module")
def cut(tmp_path_factory: pytest.TempPathFactory) -> kitgen.Made:
    return kitgen.make("racks", tmp_path_factory.mktemp("rackslaser"), laser=True)


def faces_by_normal(v: np.ndarray, t: np.ndarray, normal: tuple[float, float, float]):
    """The offsets (normal . point) of the planes of the triangles facing ``normal``."""
    p = v[t]
    n = np.cross(p[:, 1] - p[:, 0], p[:, 2] - p[:, 0])
    n /= np.linalg.norm(n, axis=1, keepdims=True)
    facing = np.abs(n @ np.array(normal) - 1) < 1e-6
    return sorted({round(float(x), 3) for x in p[facing, 0] @ np.array(normal)})


def test_four_racks_on_one_plate_closed_and_measured(printed):
    (path,) = [f.path for f in printed.files]
    assert path.name == "binary-racks-3d-mk4.3mf"
    package = read_3mf(path)
    names = [package.objects[i.objectid].name for i in package.items]
    assert names == ["rack 1", "rack 2", "rack 3", "rack 4"]
    for item in package.items:
        v, t = package.mesh_of(item.objectid)
        check_closed_manifold(v, t)
        low, high = v.min(axis=0), v.max(axis=0)
        assert low == pytest.approx((0, 0, 0), abs=0.005)
        assert high[0] == pytest.approx(178.8, abs=0.01)
        # the groove: the lip's back faces back and down 15 degrees, the face the tiles
        # lean on faces it, 4.2 mm away; the floor at right angles to both
        back = (0.0, math.cos(TILT), -math.sin(TILT))
        (lip,) = faces_by_normal(v, t, back)
        (lean,) = faces_by_normal(v, t, tuple(-x for x in back))
        assert -lean - lip == pytest.approx(4.2, abs=0.01)
        assert len(faces_by_normal(v, t, (0.0, math.sin(TILT), math.cos(TILT)))) >= 1
        # the end walls' inner faces 9 x 19.2 mm apart, 3 mm in from each end
        ends = faces_by_normal(v, t, (1.0, 0.0, 0.0))
        starts = faces_by_normal(v, t, (-1.0, 0.0, 0.0))
        assert ends == pytest.approx([3.0, 178.8], abs=0.01)
        assert sorted(-x for x in starts) == pytest.approx([0.0, 175.8], abs=0.01)
    figures = printed.as_json()
    assert figures["pieces"] == 4 and figures["groove_mm"] == [172.8, 4.2]
    assert figures["plates"][0]["colour_change_mm"] is None


def test_racks_inside_the_bed_and_apart(printed):
    check_on_the_bed_and_apart(printed.files[0].path, MK4, apart="y")


def test_another_spec_and_clearance(tmp_path):
    spec = tmp_path / "big.toml"
    spec.write_text(SPEC, encoding="utf-8")
    made = kitgen.make(
        "racks", tmp_path / "out", three_d=True, spec=spec, count=2, clearance=0.3,
        printer="256x256",
    )  # fmt: skip
    package = read_3mf(made.files[0].path)
    assert len(package.items) == 2
    v, t = package.mesh_of(package.items[0].objectid)
    check_closed_manifold(v, t)
    # 7 x (25 + 0.3) + 2 x 3
    assert v[:, 0].max() == pytest.approx(183.1, abs=0.01)
    back = (0.0, math.cos(TILT), -math.sin(TILT))
    (lip,) = faces_by_normal(v, t, back)
    (lean,) = faces_by_normal(v, t, tuple(-x for x in back))
    assert -lean - lip == pytest.approx(4.3, abs=0.01)


def closed_outlines(path: Path) -> list[tuple[str, np.ndarray]]:
    """Every closed cut path's corners (mm) and its layer."""
    found = []
    for layer, el in layered(path):
        if layer not in ("cut-inner", "cut-outer"):
            continue
        points = [
            (seg.end.x, seg.end.y)
            for seg in svgelements.Path(el)
            if isinstance(seg, svgelements.Move | svgelements.Line)
        ]
        found.append((layer, np.array(points)))
    return found


def sides(points: np.ndarray) -> list[float]:
    ring = np.vstack([points, points[:1]])
    lengths = np.linalg.norm(np.diff(ring, axis=0), axis=1)
    return [round(float(x), 3) for x in lengths if x > 1e-6]


def test_laser_parts_and_their_fit(cut):
    (path,) = [f.path for f in cut.files if f.path.suffix == ".svg"]
    faces = face_counts(path)
    assert faces["rack side plate"] == 8
    assert faces["rack shelf"] == 4 and faces["rack back board"] == 4
    outlines = closed_outlines(path)
    outer = [p for layer, p in outlines if layer == "cut-outer"]
    holes = [p for layer, p in outlines if layer == "cut-inner"]
    assert len(holes) == 16  # two slots in each side plate
    sizes = sorted(tuple(np.round(p.max(axis=0) - p.min(axis=0), 2)) for p in outer if len(p) == 12)
    # shelves and back boards, the kerf (0.1) outside their nominal size
    assert sizes == [(178.0, 10.2)] * 4 + [(178.0, 12.6)] * 4
    # the slots' cut lines: 3 + 0.1 (fit) - 0.1 (kerf) across, tab + 0.1 - 0.1 along
    slots = sorted(tuple(sorted(set(sides(p)))) for p in holes)
    assert slots == [(3.0, 5.1)] * 8 + [(3.0, 7.5)] * 8
    # the tabs' cut lines: 5.1 and 7.5 mm + the kerf; so each slot is 0.1 mm (--fit) wider
    # than its tab once the beam has burnt half the kerf off each side
    tabs = set()
    for p in outer:
        if len(p) == 12:
            lengths = sides(p)
            tabs.add(lengths[3])  # the first tab's end
    assert tabs == {5.2, 7.6}


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (("--3d", "--printer", "a1-mini"), "does not fit the a1-mini bed"),
        ((), "add --3d or --laser"),
        (("--3d", "--count", "9"), "--count 9 is out of range"),
        (("--3d", "--laser"), "--3d prints solid pieces"),
        (("--kerf", "0.2"), "--kerf is a laser setting"),
    ],
)
def test_bad_input_one_line_nothing_written(kitgen, tmp_path, args, message):
    out = tmp_path / "out"
    result = kitgen("racks", *args, "--out", out)
    assert result.code == 2
    assert result.err.startswith("error: ") and result.err.count("\n") == 1
    assert message in result.err
    assert not out.exists()


@pytest.mark.skipif(shutil.which("prusa-slicer") is None, reason="apt-get install prusa-slicer")
def test_prusaslicer_slices_a_rack_without_supports(tmp_path):
    made = kitgen.make("racks", tmp_path, three_d=True, count=1)
    gcode = prusa_slice(
        made.files[0].path, tmp_path / "rack.gcode", MK4, 0.2,
        "--support-material", "--support-material-auto",
    )  # fmt: skip
    layers = gcode.layers
    assert layers[0] == 0.2 and abs(layers[-1] - 11.72) <= 0.2  # the end walls: 11.72 mm
    # nothing overhangs: no supports asked for
    assert not any(line.startswith(";TYPE:Support material") for line in gcode.lines)

"""``kitgen board icecream --3d``: the peg board and the code pedestal as 3MF plates, read
back and measured.

Worked out by hand from the shipped spec (templates/icecream/kit.toml: 19 mm tokens, 6 mm
pegs, 10 rows of 4 spots and 4 peg holes, 8 white and 2 brown) and the laser board's layout
it follows (6 mm border, a 9 mm strip of row numbers, 4 mm between token spots, peg holes
10 mm apart 1 mm below the spots), at the default --clearance 0.2 and 0.2 mm layers:

- token spots 19.2 mm across at a 23.2 mm pitch: the board 2 x 6 + 10 x 23.2 = 244 mm
  wide; spot centres 6 + 11.6 + 23.2 c across, 15 + 11.6 + 23.2 s = 26.6, 49.8, 73.0,
  96.2 mm from the back edge; peg holes 6.2 mm across at 113.8 ... 143.8 mm; the board
  108.8 + 40 + 6 = 154.8 mm deep;
- 6.0 mm thick (a 5 mm peg seat and a 1 mm floor), the spots 1.6 mm deep (floor at 4.4),
  the marks raised to 6.6 mm;
- on an MK4 (240 mm inside the edge) cut between rows 5 and 6 at x = 6 + 5 x 23.2 = 122:
  rows 1-5 with 6 mm dovetails, 128 mm wide, and rows 6-10, 122 mm;
- the pedestal 4 x 23.2 + 12 = 104.8 mm wide, 8 + 23.2 + 3 + 15 = 49.2 mm deep, its screen
  46 mm high (6 + 40).
"""

from __future__ import annotations

import shutil
from pathlib import Path

import numpy as np
import pytest

import kitgen
from tests.print3d.read3mf import (
    check_closed_manifold,
    check_on_the_bed_and_apart,
    prusa_slice,
    read_3mf,
)

DEPTH = 154.8
SPOTS_Y = [DEPTH - y for y in (26.6, 49.8, 73.0, 96.2)]  # y up from the board's front
PEGS_Y = [DEPTH - y for y in (113.8, 123.8, 133.8, 143.8)]


def column_x(row: int) -> float:
    return 6 + 11.6 + 23.2 * (row - 1)


@pytest.fixture(scope="module")
def mk4(build_all) -> kitgen.Made:
    """``board icecream --3d``'s plates, as ``kitgen build all`` wrote them."""
    return build_all.made("icecream", "board icecream", three_d=True, preview=True)


def pieces(made: kitgen.Made) -> dict[str, tuple[np.ndarray, np.ndarray]]:
    found = {}
    for written in made.files:
        package = read_3mf(written.path)
        for item in package.items:
            found[package.objects[item.objectid].name] = package.mesh_of(item.objectid)
    return found


def radii(vertices: np.ndarray, z: float, centre: tuple[float, float], reach: float) -> np.ndarray:
    """The distances from ``centre`` of the vertices at height ``z`` within ``reach``."""
    at = vertices[np.isclose(vertices[:, 2], z, atol=1e-4)][:, :2]
    distance = np.hypot(*(at - np.array(centre)).T)
    return distance[distance < reach]


def test_two_parts_and_the_pedestal_closed_on_two_plates(mk4):
    assert [f.path.name for f in mk4.files] == [
        "icecream-board-3d-mk4-1.3mf",
        "icecream-board-3d-mk4-2.3mf",
    ]
    found = pieces(mk4)
    assert sorted(found) == ["board rows 1-5", "board rows 6-10", "pedestal"]
    sizes = {}
    for name, (v, t) in found.items():
        check_closed_manifold(v, t)
        assert v.min(axis=0) == pytest.approx((0, 0, 0), abs=0.005), name
        sizes[name] = v.max(axis=0)
    assert sizes["board rows 1-5"] == pytest.approx((128, DEPTH, 6.6), abs=0.01)
    assert sizes["board rows 6-10"] == pytest.approx((122, DEPTH, 6.6), abs=0.01)
    assert sizes["pedestal"] == pytest.approx((104.8, 49.2, 46.0), abs=0.01)
    answer = mk4.as_json()
    assert answer["parts"] == 2 and answer["size_mm"] == [244.0, DEPTH, 6.6]
    assert [p["pieces"] for p in answer["plates"]] == [1, 2]


def test_pieces_inside_the_bed_and_apart(mk4):
    for written in mk4.files:
        check_on_the_bed_and_apart(written.path, (250, 210))


def test_token_spots_and_peg_holes_at_the_printed_pieces_plus_clearance(mk4):
    found = pieces(mk4)
    for name, rows, left in (("board rows 1-5", range(1, 6), 0.0),
                             ("board rows 6-10", range(6, 11), 122.0)):  # fmt: skip
        v, _t = found[name]
        for row in rows:
            x = column_x(row) - left
            for y in SPOTS_Y:  # the spot's floor, 1.6 mm down
                wall = radii(v, 4.4, (x, y), 10.5)
                assert 2 * wall.min() == pytest.approx(19.2, abs=0.01), (name, row, y)
                assert 2 * wall.max() == pytest.approx(19.2, abs=0.01), (name, row, y)
            for y in PEGS_Y:  # the hole's floor, 5 mm down
                wall = radii(v, 1.0, (x, y), 4.0)
                assert 2 * wall.min() == pytest.approx(6.2, abs=0.01), (name, row, y)
                assert 2 * wall.max() == pytest.approx(6.2, abs=0.01), (name, row, y)
    v, _t = found["pedestal"]
    for spot in range(4):  # spot 1 on the setter's right
        wall = radii(v, 4.4, (104.8 - 6 - 11.6 - 23.2 * spot, 8 + 11.6), 10.5)
        assert 2 * wall.min() == pytest.approx(19.2, abs=0.01)
        assert 2 * wall.max() == pytest.approx(19.2, abs=0.01)


def _distance_to_polygon(points: np.ndarray, polygon: np.ndarray) -> np.ndarray:
    """Each point's distance to the closed polygon's edges."""
    a, b = polygon, np.roll(polygon, -1, axis=0)
    ab = b - a
    t = np.clip(np.einsum("pij,ij->pi", points[:, None] - a, ab) / (ab * ab).sum(axis=1), 0, 1)
    nearest = a + t[..., None] * ab
    return np.hypot(*(points[:, None] - nearest).transpose(2, 0, 1)).min(axis=1)


def test_the_parts_assemble_to_the_board_with_clearance_in_the_dovetails(mk4):
    found = pieces(mk4)
    left, _t = found["board rows 1-5"]
    right, _t = found["board rows 6-10"]
    bottom_left = left[np.isclose(left[:, 2], 0)]
    bottom_right = right[np.isclose(right[:, 2], 0)] + (122.0, 0.0, 0.0)
    # along the front edge the parts meet at x = 122 and together make the 244 mm board
    assert bottom_left[:, 0].min() == pytest.approx(0, abs=0.005)
    assert bottom_right[:, 0].max() == pytest.approx(244, abs=0.005)
    front = bottom_left[bottom_left[:, 1] < 1e-4]
    assert front[:, 0].max() == pytest.approx(122, abs=0.005)
    front = bottom_right[bottom_right[:, 1] < 1e-4]
    assert front[:, 0].min() == pytest.approx(122, abs=0.005)
    tongues = bottom_left[bottom_left[:, 0] > 122 - 1e-4]
    sockets = bottom_right[(bottom_right[:, 0] > 122 - 1e-4) & (bottom_right[:, 0] < 129)]
    # heads 10 mm (the strip above the spots) and 14 mm (among the peg holes)
    for centre, head in ((DEPTH - 7.5, 10.0), (DEPTH - 128.8, 14.0)):
        tongue = tongues[np.abs(tongues[:, 1] - centre) < head / 2 + 0.01][:, :2]
        assert tongue[:, 0].max() == pytest.approx(128, abs=0.005)
        hull = tongue[np.argsort(np.arctan2(*(tongue - tongue.mean(axis=0)).T[::-1]))]
        socket = sockets[np.abs(sockets[:, 1] - centre) < head / 2 + 0.5][:, :2]
        assert len(socket) >= 4
        gaps = _distance_to_polygon(socket, hull)
        assert gaps.min() == pytest.approx(0.1, abs=0.005)  # half the clearance all round


def test_marks_raised_in_brown_and_the_filament_change(mk4):
    answer = mk4.as_json()
    assert {p["colour"] for p in answer["plates"]} == {"#FFFFFF"}
    assert {p["glyph_colour"] for p in answer["plates"]} == {"#A0694A"}
    assert {p["colour_change_mm"] for p in answer["plates"]} == {6.2}
    package = read_3mf(mk4.files[1].path)
    (code,) = package.xml("Metadata/Prusa_Slicer_custom_gcode_per_print_z.xml").findall("code")
    assert (code.get("print_z"), code.get("gcode"), code.get("color")) == ("6.2", "M600", "#A0694A")
    v, _t = pieces(mk4)["board rows 6-10"]
    raised = v[np.isclose(v[:, 2], 6.6)]
    # rows 9 and 10 have a band round their holes: raised vertices down among the peg holes
    for row in (6, 7, 8, 9, 10):
        x = column_x(row) - 122
        band = raised[(np.abs(raised[:, 0] - x) < 11) & (raised[:, 1] < PEGS_Y[0])]
        assert (len(band) > 0) == (row > 8), row


def sunk_label(vertices: np.ndarray) -> np.ndarray:
    """The ceiling of the letters sunk 0.4 mm into the pedestal's bottom."""
    return vertices[np.isclose(vertices[:, 2], 0.4)][:, :2]


def test_one_part_on_a_big_bed_at_the_clearance_given_labelled_in_estonian(mk4, kitgen, tmp_path):
    """Through the command line, its --json answer checked against the schema (the autouse
    check of tests/conftest.py)."""
    result = kitgen(
        "board", "icecream", "--3d", "--printer", "a1", "--clearance", "0.3", "--lang", "et",
        "--json", "--out", tmp_path,
    )  # fmt: skip
    assert result.code == 0
    answer = result.json()
    assert answer["parts"] == 1 and answer["peg_hole_mm"] == 6.3
    package = read_3mf(Path(answer["files"][0]["path"]))
    found = {package.objects[i.objectid].name: package.mesh_of(i.objectid) for i in package.items}
    assert sorted(found) == ["board", "pedestal"]
    v, t = found["board"]
    check_closed_manifold(v, t)
    # 19.3 mm spots at a 23.3 mm pitch: 246.2 mm by 15 + 4 x 23.3 + 1 + 40 + 6 = 155.2 mm
    assert v.max(axis=0) == pytest.approx((12 + 10 * 23.3, 155.2, 6.6), abs=0.01)
    wall = radii(v, 4.4, (6 + 11.65, 155.2 - 15 - 11.65), 10.5)
    assert 2 * wall.min() == pytest.approx(19.3, abs=0.01)
    assert 2 * wall.max() == pytest.approx(19.3, abs=0.01)
    # the label under the pedestal, inside its 6 mm border: "Ice cream code" / "Jäätise kood"
    english = sunk_label(pieces(mk4)["pedestal"][0])
    estonian = sunk_label(found["pedestal"][0])
    for label, width in ((english, 104.8), (estonian, 105.2)):
        assert len(label) > 100
        assert (label[:, 0] > 6).all() and (label[:, 0] < width - 6).all()
    assert len(english) != len(estonian)


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (("--printer", "a1-mini", "--token-size", "30"), "does not fit the a1-mini bed"),
        (("--laser",), "--3d prints solid pieces"),
        (("--kerf", "0.2"), "--kerf is a laser setting"),
        (("--format", "svg"), "--format is a laser setting"),
        (("--clearance", "1.5"), "--clearance 1.5 mm is out of range"),
    ],
)
def test_bad_input_one_line_nothing_written(kitgen, tmp_path, args, message):
    out = tmp_path / "out"
    result = kitgen("board", "icecream", "--3d", *args, "--out", out)
    assert result.code == 2
    assert result.err.startswith("error: ") and result.err.count("\n") == 1
    assert message in result.err
    assert not out.exists()


SMALL = """
[token]
diameter = 12.0
[board]
white_rows = 2
brown_rows = 1
spots = 2
"""


@pytest.mark.skipif(shutil.which("prusa-slicer") is None, reason="apt-get install prusa-slicer")
def test_prusaslicer_slices_a_small_board_and_changes_filament(tmp_path):
    shipped = Path(kitgen.__file__).parent.parent / "templates" / "icecream" / "kit.toml"
    text = shipped.read_text(encoding="utf-8")
    head, rest = text.split("[pegs]", 1)
    head = head.replace("[token]\ndiameter = 19.0", "[token]\ndiameter = 12.0")
    rest = rest.replace("white_rows = 8", "white_rows = 2").replace(
        "brown_rows = 2", "brown_rows = 1"
    )
    spec = tmp_path / "small.toml"
    spec.write_text(head + "[pegs]" + rest.replace("spots = 4", "spots = 2"), encoding="utf-8")
    made = kitgen.make(
        "board icecream", tmp_path / "out", three_d=True, spec=spec, printer="mini",
        layer_height=0.3,
    )  # fmt: skip
    (plate,) = [f.path for f in made.files]
    assert sorted(pieces(made)) == ["board", "pedestal"]
    gcode = prusa_slice(plate, tmp_path / "plate.gcode", (180, 180), 0.3)
    layers = gcode.layers
    # 0.3 mm layers: the board 6.0 mm (20 layers), the marks 0.6 mm more, the screen
    # 46 mm rounded to 153 layers, 45.9 mm
    assert layers[0] == 0.3 and layers[-1] == 45.9
    assert gcode.changes == [6.3]  # the first layer of the raised marks

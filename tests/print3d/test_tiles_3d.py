"""``kitgen tiles --3d``: the 100 tiles as 3MF plates, read back and measured.

Expected values are worked out by hand from the shipped spec (templates/binary/tiles.toml:
19 x 19 mm tiles, corner radius 2, 28 "0", 28 "1", 14 "=", 5 "+", 5 "−", 3 "×", 2 "÷", 4 each
of OR, AND, NOT and 3 blanks) and the 3D design (4.0 mm high at 0.2 mm layers: a 3.4 mm body
and 0.6 mm of raised glyphs; the filament change before the layer whose top is 3.6 mm).
"""

from __future__ import annotations

import re
import shutil
from collections import Counter
from pathlib import Path

import numpy as np
import pytest

import kitgen
from tests.print3d.read3mf import (
    check_closed_manifold,
    check_on_the_bed_and_apart,
    prusa_slice,
    read_3mf,
    read_stl,
)

MK4 = (250.0, 210.0)
SMALL_SPEC = """
kit = "Test tiles"
name = "small"
[tile]
width = 19.0
height = 19.0
corner_radius = 2.0
[[faces]]
label = "1"
count = 3
points = 1
background = "#F7EBCB"
[[faces]]
label = "AND"
count = 2
points = 3
background = "#F7EBCB"
"""


@pytest.fixture(scope="module")
def shipped(build_all) -> tuple[kitgen.Made, Path]:
    """``tiles --3d``'s plates and their folder, as ``kitgen build all`` wrote them."""
    made = build_all.made("binary", "tiles", three_d=True, preview=True)
    return made, made.files[0].path.parent


@pytest.fixture(scope="module")
def small(tmp_path_factory: pytest.TempPathFactory) -> Path:
    folder = tmp_path_factory.mktemp("small")
    spec = folder / "small.toml"
    spec.write_text(SMALL_SPEC, encoding="utf-8")
    return spec


def test_every_tile_once_on_the_plates_with_its_face(shipped):
    made, _out = shipped
    files = [f.path for f in made.files if f.path.suffix == ".3mf"]
    assert [f.name for f in files] == [f"binary-tiles-3d-mk4-{n}.3mf" for n in (1, 2, 3, 4)]
    labels: Counter[str] = Counter()
    for path in files:
        package = read_3mf(path)
        assert package.unit == "millimeter"
        assert len(package.items) == len({i.objectid for i in package.items})  # one object a piece
        for item in package.items:
            name = package.objects[item.objectid].name
            labels[re.fullmatch(r"tile (.+) #\d+", name).group(1)] += 1
    assert labels == {
        "0": 28, "1": 28, "=": 14, "+": 5, "−": 5, "×": 3, "÷": 2,
        "OR": 4, "AND": 4, "NOT": 4, "blank": 3,
    }  # fmt: skip
    assert sum(labels.values()) == 100


def test_each_tile_measures_19_by_19_by_4_and_is_closed(shipped):
    made, _out = shipped
    volumes: dict[str, float] = {}
    for path in (f.path for f in made.files if f.path.suffix == ".3mf"):
        package = read_3mf(path)
        for item in package.items:
            v, t = package.mesh_of(item.objectid)
            low, high = v.min(axis=0), v.max(axis=0)
            name = package.objects[item.objectid].name
            assert np.allclose(low, (0, 0, 0), atol=0.005), name
            blank = name.startswith("tile blank")
            assert np.allclose(high, (19, 19, 3.4 if blank else 4.0), atol=0.005), name
            label = name.rsplit(" #", 1)[0]
            if label not in volumes:
                volumes[label] = check_closed_manifold(v, t)
                if not blank:  # the body's top at 3.4 mm, the glyphs' on 4.0 mm
                    assert set(np.unique(v[:, 2]).round(4)) == {0.0, 3.4, 4.0}, name
    assert len(volumes) == 11
    # a 19 mm square with 2 mm corners is 361 - (4 - pi) * 4 = 357.57 mm², 3.4 mm high
    assert volumes["tile blank"] == pytest.approx(357.566 * 3.4, abs=0.5)


def test_pieces_inside_the_bed_and_apart(shipped):
    made, _out = shipped
    for path in (f.path for f in made.files if f.path.suffix == ".3mf"):
        check_on_the_bed_and_apart(path, MK4)


def test_prusa_metadata_changes_filament_at_the_first_glyph_layer(shipped):
    made, _out = shipped
    package = read_3mf(made.files[1].path)
    assert package.metadata["slic3rpe:Version3mf"] == "1"
    codes = package.xml("Metadata/Prusa_Slicer_custom_gcode_per_print_z.xml")
    assert codes.tag == "custom_gcodes_per_print_z"
    (code,) = codes.findall("code")
    assert (code.get("print_z"), code.get("type"), code.get("gcode")) == ("3.6", "0", "M600")
    assert code.get("color") == "#1A1A1A"
    assert codes.find("mode").get("value") == "SingleExtruder"
    config = package.xml("Metadata/Slic3r_PE_model.config")
    ids = [o.get("id") for o in config.findall("object")]
    assert ids == [i.objectid for i in package.items]
    figures = made.as_json()
    assert figures["pieces"] == 100 and figures["size_mm"] == [19.0, 19.0, 4.0]
    assert [p["pieces"] for p in figures["plates"]] == [59, 14, 15, 12]
    assert {p["colour_change_mm"] for p in figures["plates"]} == {3.6}


def test_the_same_bytes_every_run(small, tmp_path):
    for run in ("a", "b"):
        kitgen.make("tiles", tmp_path / run, three_d=True, spec=small, slicer="bambu")
    for first in (tmp_path / "a").iterdir():
        assert first.read_bytes() == (tmp_path / "b" / first.name).read_bytes()


def test_bambu_objects_of_parts_on_their_filaments(small, tmp_path):
    made = kitgen.make(
        "tiles", tmp_path, three_d=True, spec=small, slicer="bambu", colours="multi", printer="a1"
    )
    (path,) = [f.path for f in made.files]
    assert path.name == "small-tiles-3d-a1.3mf"
    package = read_3mf(path)
    assert package.metadata["Application"].startswith("BambuStudio-")
    settings = package.xml("Metadata/model_settings.config")
    objects = settings.findall("object")
    assert [o.get("id") for o in objects] == [i.objectid for i in package.items]
    assert len(objects) == 5
    for obj in objects:
        parts = obj.findall("part")
        filaments = [p.find("metadata[@key='extruder']").get("value") for p in parts]
        assert filaments == ["1", "2"]
        assert [p.get("id") for p in parts] == package.objects[obj.get("id")].components
        body, glyphs = (package.objects[p.get("id")] for p in parts)
        check_closed_manifold(body.vertices, body.triangles)
        assert glyphs.vertices[:, 2].min() == pytest.approx(3.4, abs=1e-4)
        assert glyphs.vertices[:, 2].max() == pytest.approx(4.0, abs=1e-4)
        assert body.vertices[:, 2].max() == pytest.approx(3.4, abs=1e-4)
    instances = settings.findall("plate/model_instance")
    assert len(instances) == 5
    assert "Metadata/custom_gcode_per_layer.xml" not in package.names  # multi: no M600


def test_bambu_colour_change_at_top_z(small, tmp_path):
    made = kitgen.make(
        "tiles", tmp_path, three_d=True, spec=small, slicer="orca", layer_height=0.25
    )
    # 0.6 mm of glyphs is 3 layers of 0.25 (0.75); the body 3.25 mm, 13 layers
    package = read_3mf(made.files[0].path)
    layers = package.xml("Metadata/custom_gcode_per_layer.xml").findall("plate/layer")
    assert [(x.get("top_z"), x.get("gcode")) for x in layers] == [("3.5", "M600")]
    v, _t = package.mesh_of(package.items[0].objectid)
    assert v[:, 2].max() == pytest.approx(4.0, abs=1e-4)


def test_stl_one_mesh_a_plate(small, tmp_path):
    made = kitgen.make("tiles", tmp_path, three_d=True, spec=small, format="stl")
    assert [f.path.name for f in made.files] == ["small-tiles-3d-mk4.stl"]
    triangles = read_stl(made.files[0].path)
    size = triangles.reshape(-1, 3).max(axis=0) - triangles.reshape(-1, 3).min(axis=0)
    assert size == pytest.approx((5 * 19 + 4 * 3, 19, 4.0), abs=0.01)
    corners = triangles.reshape(-1, 3).round(4)
    _unique, index = np.unique(corners, axis=0, return_inverse=True)
    check_closed_manifold(_unique, index.reshape(-1, 3))


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (("--printer", "60x60", "--tile-size", "60"), "does not fit the 60x60 bed"),
        (("--nozzle", "0.8"), "thinner than the 0.8 mm nozzle"),
        (("--clearance", "2"), "--clearance 2 mm is out of range"),
        (("--layer-height", "0.4"), "--layer-height 0.4 mm is too high for a 0.4 mm nozzle"),
        (("--printer", "huge"), "--printer 'huge' is not a printer"),
        (("--laser",), "--3d prints solid pieces"),
    ],
)
def test_bad_input_one_line_nothing_written(kitgen, tmp_path, args, message):
    out = tmp_path / "out"
    result = kitgen("tiles", "--3d", *args, "--out", out)
    assert result.code == 2
    assert result.err.startswith("error: ") and result.err.count("\n") == 1
    assert message in result.err
    assert not out.exists()


def test_3d_settings_need_3d(kitgen, tmp_path):
    result = kitgen("tiles", "--nozzle", "0.6", "--out", tmp_path / "out")
    assert result.code == 2 and "--nozzle is a 3D printing setting — add --3d" in result.err
    result = kitgen("tiles", "--format", "3mf", "--out", tmp_path / "out")
    assert result.code == 2 and "--format is a 3D printing setting — add --3d" in result.err


@pytest.mark.skipif(shutil.which("prusa-slicer") is None, reason="apt-get install prusa-slicer")
def test_prusaslicer_slices_and_changes_filament_at_the_glyphs(shipped, tmp_path):
    made, _out = shipped
    plate = made.files[1].path  # the 14 "=" tiles: the smallest plate
    gcode = prusa_slice(plate, tmp_path / "plate.gcode", MK4)
    layers = gcode.layers
    assert layers[0] == 0.2 and layers[-1] == 4.0 and len(layers) == 20
    assert gcode.changes == [3.6]  # the colour changes as the first glyph layer begins


def test_sunk_glyphs_cut_into_a_full_height_tile(small, tmp_path):
    """--relief sunk: the tile 4.0 mm high with its glyphs cut 0.6 mm in; layer colours
    change to the glyphs' 0.4 mm under the cavities (the layer topping 3.2 mm) and back at
    the first layer round them (3.6 mm); multi fills the cavities with filament 2."""
    made = kitgen.make("tiles", tmp_path / "layer", three_d=True, spec=small, relief="sunk")
    package = read_3mf(made.files[0].path)
    codes = package.xml("Metadata/Prusa_Slicer_custom_gcode_per_print_z.xml").findall("code")
    assert [(c.get("print_z"), c.get("color"), c.get("gcode")) for c in codes] == [
        ("3.2", "#1A1A1A", "M600"),
        ("3.6", "#F7EBCB", "M600"),
    ]
    (plate,) = made.as_json()["plates"]
    assert (plate["colour_change_mm"], plate["colour_back_mm"]) == (3.2, 3.6)
    for item in package.items:
        v, t = package.mesh_of(item.objectid)
        check_closed_manifold(v, t)
        assert v.max(axis=0) == pytest.approx((19, 19, 4.0), abs=0.005)
        assert set(np.unique(v[:, 2]).round(4)) == {0.0, 3.4, 4.0}
    made = kitgen.make(
        "tiles", tmp_path / "multi", three_d=True, spec=small, relief="sunk", colours="multi",
        slicer="bambu",
    )  # fmt: skip
    package = read_3mf(made.files[0].path)
    for obj in package.xml("Metadata/model_settings.config").findall("object"):
        body, inlay = (package.objects[p.get("id")] for p in obj.findall("part"))
        solid = check_closed_manifold(body.vertices, body.triangles)
        filled = check_closed_manifold(inlay.vertices, inlay.triangles)
        assert inlay.vertices[:, 2].min() == pytest.approx(3.4, abs=1e-4)
        assert inlay.vertices[:, 2].max() == pytest.approx(4.0, abs=1e-4)
        # the body and its inlay make the whole 19 mm block with 2 mm corners, 4 mm high
        assert solid + filled == pytest.approx(357.566 * 4.0, abs=0.5)


@pytest.mark.skipif(shutil.which("prusa-slicer") is None, reason="apt-get install prusa-slicer")
def test_prusaslicer_changes_filament_twice_round_sunk_glyphs(small, tmp_path):
    made = kitgen.make("tiles", tmp_path, three_d=True, spec=small, relief="sunk")
    gcode = prusa_slice(made.files[0].path, tmp_path / "plate.gcode", MK4)
    assert gcode.changes == [3.2, 3.6]  # 0.4 mm of glyph colour under the cavities, then back

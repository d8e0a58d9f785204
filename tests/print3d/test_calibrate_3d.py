"""``kitgen calibrate 3d``: the fit test plate, measured. Hand-worked layout: peg holes of
6 mm + 0.0 ... 0.5 at a 13.5 mm pitch (the widest hole 6.5 + 3 mm wall + 4), centres
6.75 mm + 13.5 n from the bar's left edge, 12.65 mm from its front (the bar 18.9 mm deep:
3 + 6.5 + 3 + 1.6 x 4 of labels); tile pockets of 19 mm + 0.1 ... 0.5 at a 22.5 mm pitch
from x = 3, floors 1.2 mm up; a 106 mm scale bar (3 mm ends) with ticks 100 mm apart."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest

import kitgen
from tests.print3d.read3mf import check_closed_manifold, read_3mf

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture(scope="module")
def made(build_all) -> kitgen.Made:
    """``calibrate 3d``'s plate, as ``kitgen build all`` wrote it."""
    return build_all.made("icecream", "calibrate 3d", preview=True)


def objects(made: kitgen.Made) -> dict[str, tuple[np.ndarray, np.ndarray]]:
    return meshes(made.files[0].path)


def meshes(path: Path) -> dict[str, tuple[np.ndarray, np.ndarray]]:
    package = read_3mf(path)
    assert "Metadata/Prusa_Slicer_custom_gcode_per_print_z.xml" not in package.names
    return {package.objects[i.objectid].name: package.mesh_of(i.objectid) for i in package.items}


def test_the_plate_holds_six_closed_pieces(made):
    found = objects(made)
    assert sorted(found) == sorted(
        ["scale bar", "tile pockets", "peg holes", "smallest text", "tile blank", "peg"]
    )
    for vertices, triangles in found.values():
        check_closed_manifold(vertices, triangles)


def test_peg_holes_at_each_clearance(made):
    vertices, _t = objects(made)["peg holes"]
    bottom = vertices[vertices[:, 2] == 0][:, :2]
    for n, clearance in enumerate((0.0, 0.1, 0.2, 0.3, 0.4, 0.5)):
        centre = np.array([6.75 + 13.5 * n, 12.65])
        distance = np.hypot(*(bottom - centre).T)
        wall = distance[distance < 4.5]
        assert 2 * wall.max() == pytest.approx(6.0 + clearance, abs=0.01)
        assert 2 * wall.min() == pytest.approx(6.0 + clearance, abs=0.01)
    assert made.as_json()["peg_holes_mm"] == [6.0, 6.1, 6.2, 6.3, 6.4, 6.5]


def test_the_answer_names_each_part(made):
    """``fit_parts``: the registry's parts in its order (the binary tile, the ice cream peg),
    each with its sizes typed in by hand; the keys of the answer before it kept."""
    answer = made.as_json()
    pockets, holes = [19.1, 19.2, 19.3, 19.4, 19.5], [6.0, 6.1, 6.2, 6.3, 6.4, 6.5]
    assert answer["fit_parts"] == [
        {"part": "tile", "shape": "square", "size_mm": 19.0, "sizes_mm": pockets,
         "depth_mm": 19.0, "depths_mm": pockets},
        {"part": "peg", "shape": "round", "size_mm": 6.0, "sizes_mm": holes},
    ]  # fmt: skip
    assert answer["pockets_mm"] == pockets and answer["peg_holes_mm"] == holes
    # a square tile and a round peg: one figure each
    assert made.notes[:2] == (
        "Tile 19 mm: drop the test piece into the pockets, 19.1 to 19.5 mm.",
        "Peg 6 mm: push the test piece into the holes, 6 to 6.5 mm.",
    )


def test_tile_pockets_at_each_clearance(made):
    vertices, _t = objects(made)["tile pockets"]
    floor = vertices[np.isclose(vertices[:, 2], 1.2)]
    for n, clearance in enumerate((0.1, 0.2, 0.3, 0.4, 0.5)):
        left = 3 + 22.5 * n
        inside = floor[(floor[:, 0] > left - 0.1) & (floor[:, 0] < left + 19.6)]
        size = inside.max(axis=0) - inside.min(axis=0)
        assert size[:2] == pytest.approx((19 + clearance, 19 + clearance), abs=0.01)


def test_scale_bar_ticks_100_mm_apart(made):
    vertices, _t = objects(made)["scale bar"]
    assert vertices.max(axis=0) - vertices.min(axis=0) == pytest.approx((106, 12, 2.6), abs=0.01)
    ticks = vertices[(vertices[:, 2] > 2.5) & (vertices[:, 1] > 6.5)]
    assert ticks[:, 0].min() == pytest.approx(2.7, abs=0.01)
    assert ticks[:, 0].max() == pytest.approx(103.3, abs=0.01)


def test_smallest_text_for_the_nozzle(made):
    sizes = made.as_json()["text_sizes_mm"]
    # DejaVu Sans Bold's stem is 358/2048 em: 0.4 mm needs 2.29 mm, rounded up to 2.3
    assert sizes[0] == 2.3 and sizes == sorted(sizes) and len(sizes) == 4


def test_a_reference_longer_than_the_bed(kitgen, tmp_path):
    out = tmp_path / "out"
    result = kitgen("calibrate", "3d", "--printer", "a1-mini", "--reference", "200", "--out", out)
    assert result.code == 2 and result.err.count("\n") == 1
    assert "the 200 mm scale bar does not fit the a1-mini bed" in result.err
    assert not out.exists()


def test_the_json_answer_follows_the_schema(kitgen, tmp_path):
    """The autouse schema check (tests/conftest.py) validates what --json prints."""
    result = kitgen("calibrate", "3d", "--printer", "a1", "--out", tmp_path, "--json")
    assert result.code == 0
    answer = result.json()
    assert answer["printer_mm"] == [256.0, 256.0] and answer["slicer"] == "bambu"
    assert answer["plates"][0]["colour_change_mm"] is None


def test_a_tile_spec_sets_the_pockets(kitgen, tmp_path):
    """``--spec`` with a tile spec: a 25 x 30 mm tile with 0.5 mm corners gets pockets of
    25 x 30 mm + 0.1 ... 0.5 whose corners are the tile's moved out by half the clearance
    (0.55 ... 0.75 mm: a sharper tile goes into them; pockets rounded to 2 mm would hold it
    off by its corners), at a pitch of the widest + 3 mm of wall (28.5 mm) from x = 3. The
    note and the answer give both sides (25.1 x 30.1 ... 25.5 x 30.5), in Dutch too."""
    shipped = (ROOT / "templates" / "binary" / "tiles.toml").read_text(encoding="utf-8")
    text = shipped.replace("width = 19.0", "width = 25.0").replace("height = 19.0", "height = 30.0")
    spec = tmp_path / "long.toml"
    spec.write_text(text.replace("corner_radius = 2.0", "corner_radius = 0.5"), encoding="utf-8")
    result = kitgen("calibrate", "3d", "--spec", spec, "--out", tmp_path / "out", "--json")
    assert result.code == 0, result.err
    answer = result.json()
    pockets = [25.1, 25.2, 25.3, 25.4, 25.5]
    assert answer["fit_parts"][0] == {
        "part": "tile", "shape": "square", "size_mm": 25.0, "sizes_mm": pockets,
        "depth_mm": 30.0, "depths_mm": [30.1, 30.2, 30.3, 30.4, 30.5],
    }  # fmt: skip
    said = kitgen("--lang", "nl", "calibrate", "3d", "--spec", spec, "--out", tmp_path / "nl")
    assert said.code == 0, said.err
    assert said.out.splitlines()[1] == (
        "Fiche 25 × 30 mm: leg het teststuk in de vakjes, 25,1 × 30,1 tot en met 25,5 × 30,5 mm."
    )
    assert answer["pockets_mm"] == pockets and answer["peg_holes_mm"][0] == 6.0
    found = meshes(Path(answer["files"][0]["path"]))
    vertices, _t = found["tile blank"]
    assert (vertices.max(axis=0) - vertices.min(axis=0))[:2] == pytest.approx((25, 30), abs=0.01)
    vertices, _t = found["tile pockets"]
    floor = vertices[np.isclose(vertices[:, 2], 1.2)]
    for n, clearance in enumerate((0.1, 0.2, 0.3, 0.4, 0.5)):
        left = 3 + 28.5 * n
        inside = floor[(floor[:, 0] > left - 0.1) & (floor[:, 0] < left + 25.6)]
        low = inside.min(axis=0)
        size = inside.max(axis=0)[:2] - low[:2]
        assert size == pytest.approx((25 + clearance, 30 + clearance), abs=0.01)
        # the straight part of the pocket's front edge starts one corner radius in
        front = inside[np.isclose(inside[:, 1], low[1])]
        assert front[:, 0].min() - low[0] == pytest.approx(0.5 + clearance / 2, abs=0.01)


@pytest.mark.parametrize(
    ("lang", "said"),
    [
        ("en", "error: unknown template 'tilse' — choose one of: tiles, tiles-xor, icecream-kit "
               "(did you mean 'tiles'?); see them with kitgen templates list\n"),
        ("de", "error: unbekannter Wert für Vorlage: „tilse“ — wähle einen von: tiles, "
               "tiles-xor, icecream-kit (meintest du „tiles“?); zeige sie mit kitgen templates "
               "list an\n"),
    ],
)  # fmt: skip
def test_a_mistyped_template_name_lists_the_kit_specs_only(kitgen, tmp_path, lang, said):
    """The test's parts read a tile spec (the tile) and an ice cream kit spec (the peg): of
    the shipped templates, binary/tiles.toml and tiles-xor.toml (their [[faces]]) and
    icecream/kit.toml (its [[flavours]]) — not the board, the laser settings, the build file
    nor the 18 card texts."""
    out = tmp_path / "out"
    result = kitgen("--lang", lang, "calibrate", "3d", "--spec", "tilse", "--out", out)
    assert result.code == 2 and result.err == said and not out.exists()


def test_a_bed_too_small_even_for_the_shortest_bar(kitgen, tmp_path):
    """Where even the shortest --reference (40 mm) cannot help, the error says only the
    bigger printer: a 52 mm bed holds a 36 mm bar (52 - 2 x 5 of edge - 6 of ends), and a
    60 mm one the 40 mm bar but not the parts' bars beside it."""
    out = tmp_path / "out"
    narrow = kitgen("calibrate", "3d", "--printer", "52x52", "--out", out)
    assert narrow.code == 2 and narrow.err.count("\n") == 1 and not out.exists()
    assert narrow.err == (
        "error: the 100 mm scale bar does not fit the 52x52 bed, nor does the shortest "
        "(40 mm) — give a bigger --printer\n"
    )
    small = kitgen("calibrate", "3d", "--printer", "60x60", "--reference", "40", "--out", out)
    assert small.code == 2 and small.err.count("\n") == 1 and not out.exists()
    assert small.err.rstrip().endswith(
        "plate, even with the shortest scale bar — give a bigger --printer"
    )
    longer = kitgen("calibrate", "3d", "--printer", "60x60", "--reference", "41", "--out", out)
    assert longer.code == 2 and "give a bigger --printer or a shorter --reference" in longer.err

"""``kitgen board binary --3d``: the board's parts read back from their 3MF plates,
assembled and measured.

Expected values by hand from the design (kitgen/maker/kits/binary_board_3d.py) and the
shipped board (15 x 15 squares, templates/binary/board.toml: A1 a triple word, B1 plain):
20 mm squares make a 300 mm board; on an MK4 (250 x 210, 5 mm edge) it is cut into 2 x 2
parts of 8 + 7 squares. The base is 2.4 mm, the grid 1.6 mm above it (4.0 mm in all), a
premium plateau 0.6 mm (3.0); pockets of the 19 mm tile + 0.2 clearance = 19.2 mm, so grid
lines 0.8 mm wide (0.4 at the board's edge); a plateau 1 mm inside its pocket: 17.2 mm. A
dovetail's socket is its tongue grown by half the clearance: 0.1 mm of play each side.
"""

from __future__ import annotations

import itertools
import re
import shutil

import numpy as np
import pytest
from shapely import union_all
from shapely.geometry import Polygon

import kitgen
from tests.print3d.read3mf import (
    check_closed_manifold,
    faces_at,
    prusa_slice,
    read_3mf,
)

COLUMNS = "ABCDEFGHIJKLMNO"


@pytest.fixture(scope="module")
def printed(build_all) -> kitgen.Made:
    """``board binary --3d``'s plates, as ``kitgen build all`` wrote them."""
    return build_all.made("binary", "board binary", three_d=True, preview=True)


@pytest.fixture(scope="module")
def assembled(printed: kitgen.Made) -> list[tuple[str, np.ndarray, np.ndarray]]:
    return parts(printed)


def parts(made: kitgen.Made) -> list[tuple[str, np.ndarray, np.ndarray]]:
    """Each part's name and mesh, moved from its plate to its place on the board (worked
    out from the squares its name gives: A1–H8 starts at column A, ends at row 8)."""
    found = []
    for path in (f.path for f in made.files if f.path.suffix == ".3mf"):
        package = read_3mf(path)
        (item,) = package.items
        name = package.objects[item.objectid].name
        first, last = re.search(r"\(([A-O])(\d+)–([A-O])(\d+)\)", name).group(1, 4)
        v, t = package.mesh_of(item.objectid)
        v = v - v.min(axis=0)  # the part's squares' lower left corner at its origin
        v = v + np.array([COLUMNS.index(first) * 20.0, (15 - int(last)) * 20.0, 0.0])
        found.append((name, v, t))
    return found


def test_four_parts_each_closed_on_its_own_plate(printed, assembled):
    found = assembled
    names = [n for n, _v, _t in found]
    assert names == [
        "board part 1 of 4 (A1–H8)",
        "board part 2 of 4 (I1–O8)",
        "board part 3 of 4 (A9–H15)",
        "board part 4 of 4 (I9–O15)",
    ]
    for _name, v, t in found:
        check_closed_manifold(v, t)
        heights = set(np.unique(v[:, 2]).round(4))
        assert heights == {0.0, 2.4, 3.0, 4.0}
    figures = printed.as_json()
    assert [p["colour_change_mm"] for p in figures["plates"]] == [2.6] * 4
    assert figures["size_mm"] == [300.0, 300.0, 4.0]


def test_the_parts_assemble_to_300_mm_with_their_play(assembled):
    bottoms = [faces_at(v, t, 0.0, up=False) for _n, v, t in assembled]
    board = union_all(bottoms)
    assert board.bounds == pytest.approx((0.0, 0.0, 300.0, 300.0), abs=0.01)
    for a, b in itertools.combinations(bottoms, 2):
        assert a.intersection(b).area < 1e-6  # no part overlaps another
    # a tongue (what a part has beyond its squares) is 0.1 mm from the part it reaches into
    right = bottoms[0].difference(Polygon.from_bounds(0, 140, 160, 300))  # A1–H8's, into I1–O8
    assert right.area > 0
    assert right.distance(bottoms[1]) == pytest.approx(0.1, abs=0.001)
    up = bottoms[2].difference(Polygon.from_bounds(0, 0, 160, 140))  # A9–H15's, into A1–H8
    assert up.area > 0
    assert up.distance(bottoms[0]) == pytest.approx(0.1, abs=0.001)
    # the play round the tongues is all that is missing from 300 x 300
    assert 0 < 300 * 300 - board.area < 60


def test_pockets_and_plateaus_measured(assembled):
    _name, v, t = assembled[0]
    # B1: column B, row 1 (the top row: y from 280 to 300), a plain square
    b1 = faces_at(v, t, 2.4, True, (20, 280, 40, 300))
    assert b1.bounds == pytest.approx((20.4, 280.4, 39.6, 299.6), abs=0.01)
    # A1, a triple word: its plateau 1 mm inside the pocket, the name cut through it
    tops = faces_at(v, t, 3.0, True, (0, 280, 20, 300))
    assert tops.bounds == pytest.approx((1.4, 281.4, 18.6, 298.6), abs=0.01)
    assert tops.area < 17.2 * 17.2 - 20  # the letters' holes
    # the grid line between A and B: 0.8 mm wide, centred on x = 20
    grid = faces_at(v, t, 4.0, True, (10, 260, 30, 300))
    line = grid.intersection(Polygon.from_bounds(10, 285, 30, 295))
    assert line.bounds == pytest.approx((19.6, 285.0, 20.4, 295.0), abs=0.01)


def whole_plateaus(found: list[tuple[str, np.ndarray, np.ndarray]]) -> list[Polygon]:
    """Every premium plateau no seam crosses: its top (3.0 mm) a 17.2 mm square, the name's
    letters holes in it."""
    plateaus = []
    for _name, v, t in found:
        tops = faces_at(v, t, 3.0, True)
        for piece in getattr(tops, "geoms", [tops]):
            x0, y0, x1, y1 = piece.bounds
            if (x1 - x0, y1 - y0) == pytest.approx((17.2, 17.2), abs=0.01) and (
                piece.exterior.length == pytest.approx(4 * 17.2, abs=0.01)
            ):
                plateaus.append(piece)
    return plateaus


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_a_premium_names_letters_stay_a_nozzle_inside_the_plateau(assembled, tmp_path, lang):
    """The plateau round a name cut through it keeps a wall the 0.4 mm nozzle prints: the
    Russian ФИШКА ×2 filled the plateau to 0.22 mm of its edge, and PrusaSlicer left the Ф
    and the А open to the pocket. Every plateau that no seam crosses (58 of the shipped
    board's 61 premium squares, the same in both languages) is measured."""
    if lang == "en":
        found = assembled
    else:
        found = parts(kitgen.make("board binary", tmp_path, three_d=True, lang=lang))
    plateaus = whole_plateaus(found)
    assert len(plateaus) == 58
    for plateau in plateaus:
        assert plateau.interiors, plateau.bounds  # a name (or the star) cut through it
        wall = min(plateau.exterior.distance(hole) for hole in plateau.interiors)
        assert wall >= 0.4 - 1e-6, (lang, plateau.bounds, wall)


#: The premium squares a seam crosses on the shipped board split 2 x 2 (parts of 8 + 7
#: squares): the tongues of the parts below reach up into every other square of row 8 (B D F
#: H of the left parts, J L N of the right ones); of those, D8 and L8 are double letters and
#: H8 the star. The glyphs cut through each: DOUBLE LETTER 12, ФИШКА ×2 7, the star 1.
CROSSED = {"D8": {"en": 12, "ru": 7}, "H8": {"en": 1, "ru": 1}, "L8": {"en": 12, "ru": 7}}


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_a_premium_name_stays_a_nozzle_clear_of_a_socket(assembled, tmp_path, lang):
    """On a plateau a seam crosses, the socket cut into it is an edge of the plateau too: the
    name keeps the 0.4 mm nozzle's width from it as from the plateau's sides. A dovetail's
    socket came 0.13 mm under the R of DOUBLE LETTER on D8 and L8 and cut through its other
    five letters, and through the star's lower points on H8. Each crossed square's top
    (3.0 mm) is in two parts; the one round the socket has every glyph whole (a hole each)."""
    if lang == "en":
        found = assembled
    else:
        found = parts(kitgen.make("board binary", tmp_path, three_d=True, lang=lang))
    for square, glyphs in CROSSED.items():
        x0, y0 = COLUMNS.index(square[0]) * 20.0, (15 - int(square[1:])) * 20.0
        within = (x0, y0, x0 + 20.0, y0 + 20.0)
        tops = []
        for name, v, t in found:
            top = faces_at(v, t, 3.0, True, within)
            tops += [(name, piece) for piece in getattr(top, "geoms", [top]) if not piece.is_empty]
        assert len({name for name, _piece in tops}) == 2, square  # the seam crosses it
        (plateau,) = [piece for _name, piece in tops if piece.interiors]
        assert plateau.bounds == pytest.approx((x0 + 1.4, y0 + 1.4, x0 + 18.6, y0 + 18.6))
        assert len(plateau.interiors) == glyphs[lang], square
        wall = min(plateau.exterior.distance(hole) for hole in plateau.interiors)
        assert wall >= 0.4 - 1e-6, (lang, square, wall)


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (("--square", "19.5"), "leaves the grid 0.15 mm at the board's edge"),
        (("--nozzle", "0.6"), "give --square 20.4 or more"),
        (("--laser",), "--3d prints solid pieces"),
    ],
)
def test_bad_input_one_line_nothing_written(kitgen, tmp_path, args, message):
    out = tmp_path / "out"
    result = kitgen("board", "binary", "--3d", *args, "--out", out)
    assert result.code == 2
    assert result.err.startswith("error: ") and result.err.count("\n") == 1
    assert message in result.err
    assert not out.exists()


@pytest.mark.skipif(shutil.which("prusa-slicer") is None, reason="apt-get install prusa-slicer")
def test_prusaslicer_slices_a_part_and_changes_colour_over_the_base(tmp_path):
    # a 120 mm bed (110 inside its edge) takes 5 squares and a 7 mm tongue: 3 x 3 parts
    made = kitgen.make("board binary", tmp_path, three_d=True, printer="120x120", slicer="prusa")
    plates = [f.path for f in made.files]
    assert len(plates) == 9
    last = read_3mf(plates[-1])
    (item,) = last.items
    assert last.objects[item.objectid].name == "board part 9 of 9 (K11–O15)"  # no tongue
    gcode = prusa_slice(plates[-1], tmp_path / "part.gcode", (120, 120))
    layers = gcode.layers
    assert layers[0] == 0.2 and layers[-1] == 4.0 and len(layers) == 20
    assert gcode.changes == [2.6]  # the grid and the plateaus begin in the second colour

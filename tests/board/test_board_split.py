"""`kitgen board binary --laser` on a bed smaller than the board: the board cut along grid
lines into parts that fit, measured from the SVG sheets it writes.

Working for the default (20 mm squares, K40 bed 300 x 200 mm, 5 mm margin, kerf 0.1 mm):
the label band is 0.6 x 20 = 12 mm, the grid 15 x 20 = 300 mm, the board 300 + 2 x 12 = 324 mm.
The bed takes 290 x 190 mm inside its margins; beside the 20.1 mm reference square (and a
2 mm gap) a part may be up to 290 - 20.1 - 2 - 0.1 = 267.8 mm across and 190 - 0.1 = 189.9
mm down (or 289.9 x 167.8 under it). One part (324 mm) and any 2 or 3 parts in one direction
(324 mm the other way) are too big; 2 x 2 parts split 8 + 7 squares: 12 + 8 x 20 = 172 mm and
7 x 20 + 12 = 152 mm, which fit 267.8 x 189.9. So 4 parts, seams at 172 mm across and down.
"""

from __future__ import annotations

import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
import svgelements

from kitgen.maker.kits.board_split import spans
from tests.board.test_board_binary import EXPECTED
from tests.laser.svgmeasure import INK_NS, SVG_NS, cut_shapes, layers, mm_size, root, shapes

KERF = 0.1
LABEL = f"{INK_NS}label"


def _json(kitgen, *args) -> dict:
    """The command's JSON, its files narrowed to the board's own sheets (the backing frame's
    and the cut list are tested in test_board_joints.py)."""
    result = kitgen("board", "binary", "--laser", *args, "--json")
    assert result.code == 0, result.err
    data = result.json()
    data["files"] = [f for f in data["files"] if "binary-board-laser" in f["path"]]
    return data


def test_default_k40_board_is_cut_in_4_parts(kitgen, tmp_path: Path):
    data = _json(kitgen, "--out", tmp_path)
    assert (data["parts"], data["parts_across"], data["parts_down"]) == (4, 2, 2)
    # 172 + 2 + 152 = 326 mm > 267.8: no two parts share a sheet; the frame's 4 parts too
    assert data["sheets"] == 8
    names = sorted(Path(f["path"]).name for f in data["files"])
    assert names == [f"binary-board-laser-k40-{i}.svg" for i in (1, 2, 3, 4)]


def test_the_command_says_it_split_the_board(kitgen, tmp_path: Path):
    result = kitgen("board", "binary", "--laser", "--out", tmp_path)
    assert result.code == 0, result.err
    assert (
        "the board is 324 × 324 mm: cut in 4 parts (2 × 2) along grid lines to fit the "
        "300 × 200 mm bed (k40), with a backing frame in 4 parts (seams one square away) and "
        "9 dowels ⌀6 × 6 mm on the seams"
    ) in result.out


def _parts(paths: list[Path]) -> dict[str, tuple[Path, ET.Element]]:
    """Each sheet's board part group in the engrave layer, by its label."""
    found = {}
    for path in paths:
        for group in layers(path)["engrave"]:
            label = group.get(LABEL, "")
            if label.startswith("board part"):
                found[label] = (path, group)
    return found


def test_every_part_fits_the_bed_and_the_seams_are_on_grid_lines(kitgen, tmp_path: Path):
    paths = [Path(f["path"]) for f in _json(kitgen, "--out", tmp_path)["files"]]
    sizes = []
    for path in paths:
        svg = root(path)
        assert (mm_size(svg.get("width")), mm_size(svg.get("height"))) == (300, 200)
        assert "<text" not in path.read_text(encoding="utf-8")
        cuts = cut_shapes(path)
        assert len(cuts) == 2  # the part and the reference square
        for d in cuts:
            x0, y0, x1, y1 = d.bbox
            # inside the 5 mm margin, kerf included
            assert x0 >= 5 - 1e-3 and x1 <= 295 + 1e-3 and y0 >= 5 - 1e-3 and y1 <= 195 + 1e-3
        part = max(cuts, key=lambda d: d.bbox[2] - d.bbox[0])
        x0, y0, x1, y1 = part.bbox
        sizes.append((round(x1 - x0 - KERF, 2), round(y1 - y0 - KERF, 2)))
        # every stroke in the cut layer is red
        for el in layers(path)["cut-outer"].iter():
            if el.get("stroke"):
                assert el.get("stroke") == "#FF0000"
    # nominal sizes (the cut line is kerf/2 outside): the left and top parts end at the seam,
    # on the line after the 8th square: band 12 + 8 x 20 = 172 mm; the others take the rest,
    # 7 x 20 + 12 = 152 mm, so a row of parts spans 172 + 152 = 324 mm, the whole board
    assert sorted(sizes) == [(152, 152), (152, 172), (172, 152), (172, 172)]


def test_rounded_corners_only_at_the_boards_corners(kitgen, tmp_path: Path):
    data = _json(kitgen, "--out", tmp_path)
    by_label = _parts([Path(f["path"]) for f in data["files"]])
    # part 1 is the top-left part: its top-left corner is rounded (3 mm), the other three
    # (on seams) are sharp, so they are vertices of the cut line — but for the bottom-right
    # one, where the seams cross: a quarter of the dowel hole there is bitten out of it
    path, _ = by_label["board part 1 of 4 (A1–H8)"]
    part = max(cut_shapes(path), key=lambda d: d.bbox[2] - d.bbox[0])
    x0, y0, x1, y1 = part.bbox
    points = {(round(p.x, 3), round(p.y, 3)) for p in svgelements.Path(part.shape).as_points()}
    corners = {
        "tl": (round(x0, 3), round(y0, 3)),
        "tr": (round(x1, 3), round(y0, 3)),
        "br": (round(x1, 3), round(y1, 3)),
        "bl": (round(x0, 3), round(y1, 3)),
    }
    assert {k for k, c in corners.items() if c in points} == {"tr", "bl"}


def test_scoring_is_the_grid_less_the_two_seams(kitgen, tmp_path: Path):
    paths = [Path(f["path"]) for f in _json(kitgen, "--out", tmp_path)["files"]]
    scored = [d for p in paths for d in shapes(p) if d.stroke == "#0000FF"]
    # whole board: 16 lines across and 16 down, each 300 mm = 9600 mm; the two lines on the
    # seams (300 mm each) are not scored — the part edges make them. Lines crossing a seam
    # are cut in two: part 1 has 8 + 8 lines, parts 2 and 3 8 + 7, part 4 7 + 7 = 60 lines.
    # 8 of the 9 dowel holes (6.1 mm) sit where a grid line meets a seam: that line stops
    # 3.05 mm short of the seam on both sides (the 9th is where the two seams cross).
    assert len(scored) == 60
    assert sum(d.length for d in scored) == pytest.approx(9600 - 2 * 300 - 8 * 6.1, abs=0.01)


def _square_counts(cols: range, rows: range) -> tuple[int, int]:
    named = sum(1 for (c, r), t in EXPECTED.items() if c in cols and r in rows and t != "★")
    star = sum(1 for (c, r), t in EXPECTED.items() if c in cols and r in rows and t == "★")
    return named, star


def test_each_part_engraves_its_own_squares_labels_and_mark(kitgen, tmp_path: Path):
    data = _json(kitgen, "--out", tmp_path)
    by_label = _parts([Path(f["path"]) for f in data["files"]])
    first, second = range(0, 8), range(8, 15)  # 8 + 7 squares, worked out above
    expected_parts = {
        "board part 1 of 4 (A1–H8)": (first, first),
        "board part 2 of 4 (I1–O8)": (second, first),
        "board part 3 of 4 (A9–H15)": (first, second),
        "board part 4 of 4 (I9–O15)": (second, second),
    }
    assert set(by_label) == set(expected_parts)
    total = 0
    for label, (cols, rows) in expected_parts.items():
        _, group = by_label[label]
        named, star = _square_counts(cols, rows)
        # each premium name on 2 lines, the star one path; letters along one edge, numbers
        # along the other; one part mark
        expected = 2 * named + star + len(cols) + len(rows) + 1
        assert len(list(group.iter(f"{SVG_NS}path"))) == expected, label
        total += expected
    # the whole board's engraving, once: 60 labels, 60 named squares x 2 lines, the star,
    # and 4 part marks
    assert total == 60 + 120 + 1 + 4
    # the star (H8, column 7 row 7) is on part 1
    assert _square_counts(first, first)[1] == 1


def _translate(group: ET.Element) -> tuple[float, float]:
    text = group.get("transform", "")
    x, y = text.removeprefix("translate(").removesuffix(")").split(",")
    return float(x), float(y)


def test_part_marks_sit_in_the_label_band_not_under_a_tile(kitgen, tmp_path: Path):
    data = _json(kitgen, "--out", tmp_path)
    for label, (_, group) in _parts([Path(f["path"]) for f in data["files"]]).items():
        (mark,) = [g for g in group.iter(f"{SVG_NS}g") if g.get(LABEL) == "part mark"]
        boxes = [svgelements.Path(p.get("d")).bbox() for p in mark.iter(f"{SVG_NS}path")]
        top = min(b[1] for b in boxes)
        bottom = max(b[3] for b in boxes)
        height = 172 if label.endswith("H8)") or label.endswith("O8)") else 152
        if " 1 of" in label or " 2 of" in label:  # top parts: in the top band, 0..12 mm
            assert top > 0 and bottom < 12 * 0.191 / 0.6  # above the letters (at 0.191 s)
        else:  # bottom parts: in the bottom band, below the letters
            assert height - 12 * 0.191 / 0.6 < top and bottom < height


def test_a_bed_smaller_than_the_board_splits_the_other_way(kitgen, tmp_path: Path):
    # 200 x 200 bed: parts up to 167.8 x 189.9 or 189.9 x 167.8 mm. 2 x 2 needs 172 x 172:
    # too big both ways. 6 parts: 2 across (172 mm) x 3 down (5 squares: 112, 100, 112 mm)
    # fits 189.9 x 167.8 — tried before 3 x 2, which fits too.
    data = _json(kitgen, "--bed", "200x200", "--out", tmp_path)
    assert (data["parts"], data["parts_across"], data["parts_down"]) == (6, 2, 3)
    for f in data["files"]:
        for d in cut_shapes(Path(f["path"])):
            x0, y0, x1, y1 = d.bbox
            assert x1 - x0 <= 190 and y1 - y0 <= 190


def test_a_bed_that_takes_the_board_whole_does_not_split(kitgen, tmp_path: Path):
    data = _json(kitgen, "--bed", "xtool-d1", "--out", tmp_path)
    assert (data["parts"], data["sheets"]) == (1, 1)


def test_a_bed_too_small_for_one_row_of_squares_is_refused(kitgen, tmp_path: Path):
    # 50 x 50 bed: parts up to 40 - 20.1 - 2 - 0.1 = 17.8 mm one way; a corner part of one
    # square is 12 + 20 = 32 mm square
    result = kitgen("board", "binary", "--laser", "--bed", "50x50", "--out", tmp_path)
    assert result.code == 2
    assert "does not fit" in result.err and "32.0 × 32.0 mm" in result.err
    assert "17.8 × 39.9 mm" in result.err
    assert "--square" in result.err and "--bed" in result.err
    assert "Traceback" not in result.err
    assert not list(tmp_path.iterdir())


def test_spans_share_squares_evenly_larger_first():
    assert spans(15, 1) == (range(0, 15),)
    assert spans(15, 2) == (range(0, 8), range(8, 15))
    assert spans(15, 3) == (range(0, 5), range(5, 10), range(10, 15))
    assert spans(15, 4) == (range(0, 4), range(4, 8), range(8, 12), range(12, 15))


def test_a_text_across_a_seam_is_a_bug():
    from kitgen.maker.components.board_binary import BoardGeometry
    from kitgen.maker.kits.board_split import board_parts, clip
    from kitgen.maker.scene import Text

    geo = BoardGeometry(15, 20.0)
    left = board_parts(geo, 2, 2)[0]
    # 30 mm wide text centred 5 mm left of the seam at 172 mm
    wide = Text(167.0, 100.0, "XXXXXXXXXXXX", 5.0, anchor="middle", role="engrave")
    with pytest.raises(ValueError, match="straddles a seam"):
        clip((wide,), left)

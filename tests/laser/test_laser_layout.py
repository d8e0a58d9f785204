"""kitgen.maker.laser: kerf compensation, packing, beds — against values worked out by hand."""

from __future__ import annotations

import itertools
import math

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from kitgen.core.errors import KitgenError
from kitgen.maker.laser import (
    BEDS,
    CUT_PAINT,
    Bed,
    Outline,
    Piece,
    compensate,
    layout_sheets,
    pack,
    parse_bed,
    rect_piece,
    shape_length,
)
from kitgen.maker.laser.estimate import duration
from kitgen.maker.scene import Circle, Polyline, Rect


def test_outer_rect_grows_by_half_the_kerf():
    # 19 mm square, kerf 0.2: the beam runs 0.1 mm outside every edge -> 19.2 mm square
    shape = compensate(Outline(Rect(0, 0, 19, 19, CUT_PAINT, role="cut")), 0.2)
    assert (shape.x, shape.y, shape.width, shape.height) == pytest.approx((-0.1, -0.1, 19.2, 19.2))
    assert shape.radius == 0


def test_rounded_rect_keeps_concentric_corners():
    # corner radius 2 grown by 0.05 -> 2.05 (the offset of an arc is a concentric arc)
    shape = compensate(Outline(Rect(0, 0, 19, 19, CUT_PAINT, radius=2, role="cut")), 0.1)
    assert shape.radius == pytest.approx(2.05)
    assert shape.width == pytest.approx(19.1)


def test_holes_shrink_inward():
    # a 6 mm hole cut with a 0.2 mm kerf: the beam runs 0.1 mm inside -> 5.8 mm
    hole = compensate(Outline(Rect(2, 3, 6, 6, CUT_PAINT, role="cut"), hole=True), 0.2)
    assert (hole.x, hole.y, hole.width, hole.height) == pytest.approx((2.1, 3.1, 5.8, 5.8))
    # a 5 mm radius round hole: 4.9 mm; an outer disc of 5 mm: 5.1 mm
    assert compensate(Outline(Circle(0, 0, 5, CUT_PAINT, "cut"), hole=True), 0.2).r == 4.9
    assert compensate(Outline(Circle(0, 0, 5, CUT_PAINT, "cut")), 0.2).r == 5.1


@pytest.mark.parametrize("clockwise", [False, True])
def test_polygon_offset_moves_every_edge_out(clockwise):
    # an L shape (outline of a 10x10 square less its 5x5 top-right quarter), offset 0.5 out:
    # every edge moves 0.5 away from the inside; the inner corner at (5, 5) moves to (5.5, 5.5)
    points = ((0, 0), (5, 0), (5, 5), (10, 5), (10, 10), (0, 10))
    if clockwise:
        points = tuple(reversed(points))
    out = compensate(Outline(Polyline(points, CUT_PAINT, closed=True, role="cut")), 1.0)
    expected = {(-0.5, -0.5), (5.5, -0.5), (5.5, 4.5), (10.5, 4.5), (10.5, 10.5), (-0.5, 10.5)}
    assert {(round(x, 9), round(y, 9)) for x, y in out.points} == expected
    hole = compensate(Outline(Polyline(points, CUT_PAINT, closed=True, role="cut"), hole=True), 1.0)
    assert {(round(x, 9), round(y, 9)) for x, y in hole.points} == {
        (0.5, 0.5), (4.5, 0.5), (4.5, 5.5), (9.5, 5.5), (9.5, 9.5), (0.5, 9.5)}  # fmt: skip


def test_shape_lengths():
    assert shape_length(Rect(0, 0, 19, 19, CUT_PAINT)) == pytest.approx(76)
    # rounded: 4 x (19 - 2 x 2) straight + one full circle of radius 2
    assert shape_length(Rect(0, 0, 19, 19, CUT_PAINT, radius=2)) == pytest.approx(60 + 4 * math.pi)
    closed = Polyline(((0, 0), (3, 0), (3, 4)), CUT_PAINT, closed=True)
    assert shape_length(closed) == pytest.approx(12)  # 3-4-5 triangle


def test_beds():
    assert parse_bed("300x200") == BEDS["k40"]
    assert (parse_bed("Glowforge").width, parse_bed("Glowforge").height) == (495, 279)
    assert (parse_bed("xtool-d1").width, parse_bed("xtool-d1").height) == (430, 390)
    assert (BEDS["lightburn-600x400"].width, BEDS["lightburn-600x400"].height) == (600, 400)
    custom = parse_bed("410.5 x 250")
    assert (custom.width, custom.height) == (410.5, 250)
    for bad in ("", "300", "axb", "10x300"):
        with pytest.raises(KitgenError):
            parse_bed(bad)


def test_cut_time_wording():
    assert duration(432.0 / 10) == "43 s"
    assert duration(4320.6 / 10) == "7 min 12 s"  # 432 s
    assert duration(72000 / 10) == "2 h 0 min"


def test_part_too_big_for_the_bed_is_refused():
    with pytest.raises(KitgenError, match="does not fit"):
        layout_sheets([rect_piece(295, 150)], Bed("k40", 300, 200))


@settings(max_examples=150, deadline=None)
@given(
    sizes=st.lists(
        st.tuples(st.integers(5, 60), st.integers(5, 60), st.booleans()), min_size=1, max_size=40
    ),
    bed=st.tuples(st.integers(100, 300), st.integers(90, 200)),
    kerf=st.sampled_from([0.0, 0.1, 0.25]),
    shared=st.booleans(),
)
def test_packing_never_overlaps_or_leaves_the_sheet(sizes, bed, kerf, shared):
    pieces = [
        rect_piece(float(w), float(h), radius=0.0 if square else 1.0) for w, h, square in sizes
    ]
    sheets = pack(pieces, Bed("t", float(bed[0]), float(bed[1])), kerf, shared)
    placed = [p for sheet in sheets for p in sheet if p.piece.name != "reference square"]
    assert len(placed) == len(pieces)  # every part, once
    for sheet in sheets:
        assert sheet[0].piece.name == "reference square"
        # the beam's path is the nominal box grown by kerf / 2: it stays inside the margin
        boxes = [
            (
                p.x - kerf / 2,
                p.y - kerf / 2,
                p.x + p.piece.width + kerf / 2,
                p.y + p.piece.height + kerf / 2,
            )
            for p in sheet
        ]
        for x0, y0, x1, y1 in boxes:
            assert x0 >= 5 - 1e-9 and y0 >= 5 - 1e-9
            assert x1 <= bed[0] - 5 + 1e-9 and y1 <= bed[1] - 5 + 1e-9
        for a, b in itertools.combinations(boxes, 2):
            inter_w = min(a[2], b[2]) - max(a[0], b[0])
            inter_h = min(a[3], b[3]) - max(a[1], b[1])
            assert inter_w <= 1e-9 or inter_h <= 1e-9, (a, b)


def test_layout_shares_art_per_symbol():
    piece = Piece(
        10,
        10,
        (Outline(Rect(0, 0, 10, 10, CUT_PAINT, role="cut")),),
        (),
        face="x",
        symbol="s",
        buttable=True,
    )
    job = layout_sheets([piece] * 5, Bed("k40", 300, 200), 0.1)
    page = job.pages[0]
    assert list(page.symbols) == ["s"]
    # five 10.1 mm cells in one butted row: 2 long lines + 6 short ones
    # = 2 x 50.5 + 6 x 10.1 = 161.6 mm, plus the 20.1 mm reference square (80.4 mm)
    assert job.cut_length == pytest.approx(161.6 + 80.4)

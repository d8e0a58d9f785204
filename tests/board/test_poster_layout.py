"""Poster seams (kitgen.maker.poster.split): positions worked out by hand.

A page ``room`` mm long prints: the first page its part and the overlap strip; a middle page
the 4 mm trim gutter, its part and the overlap; the last page the gutter and its part. The
seams make those printed blocks equally long, moved onto the given lines when they allow it.
"""

from __future__ import annotations

import pytest

from kitgen.core.errors import KitgenError
from kitgen.maker.layout import Box
from kitgen.maker.poster import check_overlap, split


def spans(found) -> list[tuple[float, float, float, bool]]:
    return [(round(s.start, 3), round(s.end, 3), round(s.printed_end, 3), s.trimmed) for s in found]


def test_one_page_when_it_fits():
    assert spans(split(250, 254.4, 12)) == [(0, 250, 250, False)]


def test_even_seams_make_equal_blocks():
    # 390 mm on 200 mm pages: 2 pages print at most 200 + 200 - 12 - 4 = 384 < 390, so 3.
    # Blocks of (390 + 2 x (12 + 4)) / 3 = 140.667: seams at 140.667 - 12 = 128.667 and
    # 128.667 + 140.667 - 16 = 253.333
    assert spans(split(390, 200, 12)) == [
        (0, 128.667, 140.667, False),
        (128.667, 253.333, 265.333, True),
        (253.333, 390, 390, True),
    ]


def test_seam_on_the_line_nearest_the_even_one():
    # the binary board at 20 mm squares: 324 mm, lines at 12 + 20 k. Blocks of
    # (324 + 16) / 2 = 170: the even seam is at 158; 152 is 6 mm from it, 172 is 14 mm
    lines = [12 + 20 * k for k in range(16)]
    assert spans(split(324, 200, 12, lines=lines)) == [
        (0, 152, 164, False),
        (152, 324, 324, True),
    ]


def test_seams_on_lines_that_still_fit():
    # 390 mm, lines every 100 mm: even seams 128.7 and 253.3 -> nearest lines 100 and 300
    # would leave page 2 with 4 + 200 + 12 = 216 > 200 mm; 100 and 200 fit (last page
    # 4 + 190 = 194 mm)
    assert spans(split(390, 200, 12, lines=[100, 200, 300]))[1][:2] == (100, 200)


def test_lines_that_cannot_work_give_even_seams():
    # a single line at 180 cannot split 390 mm into parts a 200 mm page takes
    assert spans(split(390, 200, 12, lines=[180])) == spans(split(390, 200, 12))


@pytest.mark.parametrize("overlap", [1.0, 70.0])
def test_bad_overlap(overlap):
    # 2 mm to a third of the shorter side (200 / 3 = 66.7 mm)
    with pytest.raises(KitgenError, match="2 to 66 mm"):
        check_overlap(overlap, Box(5, 5, 200, 265))

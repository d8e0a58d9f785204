"""Poster tiling (kitgen.layout.poster_windows): window positions worked out by hand."""

from __future__ import annotations

import pytest

from kitgen.errors import KitgenError
from kitgen.layout import Box, poster_windows

A4_AREA = Box(5, 5, 200, 269)  # A4 less 5 mm margins and the 13 mm footer band


def test_board_on_a4_even_seams():
    # 324 mm drawing, 200 mm windows, 12 mm overlap: ceil(324 / 188) = 2 across; the seam
    # at 324 / 2 = 162, the second window starts 6 mm before it: 156. Down: ceil(324 / 257)
    # = 2, same seam.
    windows = poster_windows(324, 324, A4_AREA, 12)
    assert [(w.col, w.row, w.box.x, w.box.y) for w in windows] == [
        (0, 0, 0, 0), (1, 0, 156, 0), (0, 1, 0, 156), (1, 1, 156, 156)]  # fmt: skip


def test_board_on_a4_seams_on_grid_lines():
    # grid lines at 12 + 20 k; 162 is halfway between 152 and 172 and rounds to 172 (k = 8);
    # window 0 still reaches 172 + 6 = 178 <= 200, so the second window starts at 166
    windows = poster_windows(324, 324, A4_AREA, 12, snap=(12, 20))
    assert [(w.box.x, w.box.y) for w in windows] == [(0, 0), (166, 0), (0, 166), (166, 166)]


def test_snap_given_up_when_a_window_would_fall_short():
    # 390 mm drawing on 200 mm windows: ceil(390 / 188) = 3, seams at 130 and 260. Snapping
    # to a 100 mm grid would put them at 100 and 300: window 1 (from 94) would have to reach
    # 306 > 294, so the even seams are kept: windows from 0, 124, 254
    windows = poster_windows(390, 100, A4_AREA, 12, snap=(0, 100))
    assert [w.box.x for w in windows] == [0, 124, 254]


def test_one_page_when_it_fits():
    assert [(w.box.x, w.box.y) for w in poster_windows(150, 250, A4_AREA, 12)] == [(0, 0)]


def test_bad_overlap():
    with pytest.raises(KitgenError, match="overlap"):
        poster_windows(324, 324, A4_AREA, 0.5)

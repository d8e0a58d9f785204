"""Hexagonal packing of tokens, checked against plain geometry (hypothesis)."""

from __future__ import annotations

import itertools
import math

from hypothesis import given, settings
from hypothesis import strategies as st

from kitgen.maker.layout import Box, hex_packing


@settings(max_examples=200, deadline=None)
@given(
    width=st.floats(40, 260),
    height=st.floats(40, 300),
    diameter=st.floats(8, 32),
    gap=st.floats(0, 4),
)
def test_circles_stay_inside_never_overlap_and_no_more_fit_a_row(width, height, diameter, gap):
    area = Box(5.0, 7.0, width, height)
    if diameter > min(width, height) * 0.45:
        return
    packing = hex_packing(area, diameter, gap, "a token")
    r = diameter / 2
    for x, y in packing.centres:
        assert area.x - 1e-6 <= x - r and x + r <= area.right + 1e-6
        assert area.y - 1e-6 <= y - r and y + r <= area.bottom + 1e-6
    for a, b in itertools.combinations(packing.centres, 2):
        assert math.dist(a, b) >= diameter + gap - 1e-6
    # reference: rows sqrt(3)/2 pitches apart, every other row shifted half a pitch, so each
    # row holds floor((width - diameter - pitch / 2) / pitch) + 1 circles
    pitch = diameter + gap
    rows = math.floor((height - diameter) / (pitch * math.sqrt(3) / 2) + 1e-9) + 1
    shift = pitch / 2 if rows > 1 else 0.0  # a single row needs no room for the shift
    cols = math.floor((width - diameter - shift) / pitch + 1e-9) + 1
    assert packing.capacity == rows * cols

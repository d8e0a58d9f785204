"""Round parts of one size (tokens) packed hexagonally, the same number on every sheet.

Centres sit on a triangular grid (``kitgen.maker.layout.hex_grid``, the paper tokens' too):
``pitch`` = the cut circle's diameter (part + kerf) plus the gap between parts, rows
``pitch × √3/2`` apart, every other row shifted half a pitch. Both ways round (rows across or
down the bed) are tried and the one with more spots is kept. A spot is used when its cut
circle stays inside the margins and keeps the gap from the reference square in the top-right
corner.

The parts are then shared out evenly: with ``n`` sheets needed, each sheet gets ``N // n`` or
one more (the first sheets), filling its spots in reading order.
"""

from __future__ import annotations

import math

from kitgen.maker.laser.parts import Bed, Piece, Placed, footprint, place, reference_piece
from kitgen.maker.layout import Box, hex_grid
from kitgen.maker.scene import Circle

EPS = 1e-6


def round_size(pieces: list[Piece]) -> float | None:
    """The diameter if every piece is a plain disc of one size (no holes), else ``None``."""
    sizes = set()
    for piece in pieces:
        if len(piece.outlines) != 1:
            return None
        outline = piece.outlines[0]
        if outline.hole or not isinstance(outline.shape, Circle):
            return None
        sizes.add(round(outline.shape.r * 2, 9))
    return sizes.pop() if len(sizes) == 1 else None


def _clear_of(cx: float, cy: float, radius: float, box: tuple[float, float, float, float]) -> bool:
    """Whether the circle keeps out of ``box`` (x0, y0, x1, y1)."""
    x0, y0, x1, y1 = box
    dx = max(x0 - cx, 0.0, cx - x1)
    dy = max(y0 - cy, 0.0, cy - y1)
    return math.hypot(dx, dy) >= radius - EPS


def hex_spots(
    across: float,
    down: float,
    cut_d: float,
    gap: float,
    keep_out: tuple[float, float, float, float],
    transpose: bool,
) -> list[tuple[float, float]]:
    """Centres, relative to the usable area's top-left (``across`` x ``down`` mm), in reading
    order; ``keep_out``: a box (same coordinates) no cut circle may come within ``gap`` of.
    The rows run across the bed, or down it when ``transpose``; each holds as many as fit."""
    width, height = (down, across) if transpose else (across, down)
    grid = hex_grid(Box(0.0, 0.0, width, height), cut_d, gap, ragged=True)
    spots = [(y, x) if transpose else (x, y) for x, y in grid.centres]
    spots = [(cx, cy) for cx, cy in spots if _clear_of(cx, cy, cut_d / 2 + gap, keep_out)]
    return sorted(spots, key=lambda p: (round(p[1], 6), p[0]))


def pack_circles(
    pieces: list[Piece], bed: Bed, kerf: float, margin: float, gap: float
) -> list[list[Placed]]:
    """Every disc on as few sheets as the hexagonal grid allows, shared out evenly; each sheet
    starts with its reference square, in the top-right corner as in ``kitgen.maker.laser.pack``.
    No sheets (``[]``) when not one disc fits beside the square."""
    ref = reference_piece(kerf)
    ref_w, ref_h = footprint(ref, kerf)
    across, down = bed.width - 2 * margin, bed.height - 2 * margin
    keep_out = (across - ref_w, 0.0, across, ref_h)
    fw, _ = footprint(pieces[0], kerf)
    spots = max((hex_spots(across, down, fw, gap, keep_out, t) for t in (False, True)), key=len)
    if not spots or not pieces:
        return []
    sheets_needed = math.ceil(len(pieces) / len(spots))
    size, extra = divmod(len(pieces), sheets_needed)
    sheets: list[list[Placed]] = []
    start = 0
    for i in range(sheets_needed):
        count = size + (1 if i < extra else 0)
        sheet = [place(ref, kerf, margin + across - ref_w, margin)]
        for piece, (cx, cy) in zip(pieces[start : start + count], spots, strict=False):
            sheet.append(place(piece, kerf, margin + cx - fw / 2, margin + cy - fw / 2))
        sheets.append(sheet)
        start += count
    return sheets

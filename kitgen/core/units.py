"""Units of length: kitgen measures in millimetres; printers count points, screens inches."""

from __future__ import annotations

MM_PER_INCH = 25.4
PT_PER_INCH = 72  # a PostScript (and PDF) point is 1/72 inch
PT_PER_MM = PT_PER_INCH / MM_PER_INCH
MM_PER_PT = MM_PER_INCH / PT_PER_INCH


def round_mm(value: float) -> float:
    """A size worked out from others, to 0.0001 mm (so that sums of tenths come out as
    written: ``0.1 + 0.2`` is 0.3), never ``-0.0``."""
    return round(value, 4) + 0.0

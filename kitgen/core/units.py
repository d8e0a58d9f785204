"""Units of length: kitgen measures in millimetres; printers count points, screens inches."""

from __future__ import annotations

MM_PER_INCH = 25.4
PT_PER_INCH = 72  # a PostScript (and PDF) point is 1/72 inch
PT_PER_MM = PT_PER_INCH / MM_PER_INCH
MM_PER_PT = MM_PER_INCH / PT_PER_INCH

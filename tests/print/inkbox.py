"""Where the ink of printed text lies, read from a PDF: each character's glyph outline box
(from the shipped font itself, fontTools), placed at the character's origin and size as the
PDF sets it (pdfplumber). Upright text only; in millimetres from the page's top-left."""

from __future__ import annotations

import math
from functools import cache

MM_PER_PT = 25.4 / 72
Box = tuple[float, float, float, float]


@cache
def _font(bold: bool):
    from fontTools.ttLib import TTFont

    from kitgen.maker.render.fonts import font_path

    font = TTFont(str(font_path("bold" if bold else "regular")))
    return font.getBestCmap(), font["glyf"], font["head"].unitsPerEm


def ink_box(char: dict, page_height_pt: float) -> Box | None:
    """The box ``(x0, top, x1, bottom)`` in mm the glyph of ``char`` inks, or ``None`` for a
    glyph that inks nothing (a space)."""
    cmap, glyf, upem = _font("Bold" in char["fontname"])
    name = cmap.get(ord(char["text"]))
    if name is None:
        return None
    glyph = glyf[name]
    if not hasattr(glyph, "xMin") or glyph.numberOfContours == 0:
        return None
    _a, b, c, _d, e, f = char["matrix"]
    assert abs(b) < 1e-9 and abs(c) < 1e-9, "upright text only"
    k = char["size"] / upem  # points per font unit
    x0, x1 = e + glyph.xMin * k, e + glyph.xMax * k
    top, bottom = page_height_pt - (f + glyph.yMax * k), page_height_pt - (f + glyph.yMin * k)
    return x0 * MM_PER_PT, top * MM_PER_PT, x1 * MM_PER_PT, bottom * MM_PER_PT


def inside_box(ink: Box, trim: Box) -> float:
    """How far the ink lies inside a rectangular trim (negative: it crosses it)."""
    return min(ink[0] - trim[0], ink[1] - trim[1], trim[2] - ink[2], trim[3] - ink[3])


def inside_circle(ink: Box, trim: Box) -> float:
    """How far the ink lies inside a round trim (the circle in the box ``trim``)."""
    cx, cy, r = (trim[0] + trim[2]) / 2, (trim[1] + trim[3]) / 2, (trim[2] - trim[0]) / 2
    far = max(math.hypot(x - cx, y - cy) for x in (ink[0], ink[2]) for y in (ink[1], ink[3]))
    return r - far

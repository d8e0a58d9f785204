"""The shipped fonts (DejaVu Sans), and text measurement shared by every backend."""

from __future__ import annotations

from functools import cache
from pathlib import Path

FONT_DIR = Path(__file__).resolve().parents[2] / "fonts"
FONT_FILES = {"regular": "DejaVuSans.ttf", "bold": "DejaVuSans-Bold.ttf"}

# DejaVu Sans, per em of the font size:
CAP_HEIGHT = 0.729  # the height of a capital: centres capitals vertically
ASCENT = 0.93  # the tallest accented capital (Á, Й) above the baseline
DESCENT = 0.24  # the deepest descender (g, j, y) below the baseline


def font_path(font: str = "regular") -> Path:
    return FONT_DIR / FONT_FILES[font]


@cache
def _metrics(font: str) -> tuple[dict[int, str], dict[str, tuple[int, int]], int]:
    from fontTools.ttLib import TTFont

    tt = TTFont(str(font_path(font)), lazy=True)
    return tt.getBestCmap(), dict(tt["hmtx"].metrics), tt["head"].unitsPerEm


def text_width(text: str, size: float, font: str = "regular") -> float:
    """Width in mm of ``text`` set at ``size`` mm, from the font's advance widths (no kerning)."""
    cmap, hmtx, upem = _metrics(font)
    units = 0
    for ch in text:
        glyph = cmap.get(ord(ch), ".notdef")
        units += hmtx[glyph][0]
    return units * size / upem


def missing_glyphs(text: str, font: str = "regular") -> str:
    """The characters of ``text`` the shipped font cannot draw (empty when all are there)."""
    cmap, _, _ = _metrics(font)
    return "".join(sorted({ch for ch in text if ord(ch) not in cmap and not ch.isspace()}))


def anchor_offset(text: str, size: float, font: str, anchor: str) -> float:
    """How far left of the anchor point the text starts, in mm."""
    if anchor == "start":
        return 0.0
    width = text_width(text, size, font)
    return width / 2 if anchor == "middle" else width

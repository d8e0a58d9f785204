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


class _Advances(dict[str, int]):
    """A font's advance width of each character it has, in font units; any other character
    is drawn as the font's ``.notdef`` glyph, and takes its advance."""

    def __init__(self, advances: dict[str, int], notdef: int) -> None:
        super().__init__(advances)
        self.notdef = notdef

    def __missing__(self, char: str) -> int:
        return self.notdef


@cache
def _advances(font: str) -> _Advances:
    cmap, hmtx, _ = _metrics(font)
    return _Advances(
        {chr(code): hmtx[glyph][0] for code, glyph in cmap.items()}, hmtx[".notdef"][0]
    )


def text_width(text: str, size: float, font: str = "regular") -> float:
    """Width in mm of ``text`` set at ``size`` mm, from the font's advance widths (no kerning):
    the sum of its characters' advances, exact in font units, over the font's units per em."""
    return sum(map(_advances(font).__getitem__, text)) * size / _metrics(font)[2]


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

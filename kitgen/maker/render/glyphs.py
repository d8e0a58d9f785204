"""Text as outlines: the shipped font's glyphs turned into SVG path data in millimetres.

Laser software swaps or drops fonts it does not have, so the SVG backend never writes
``<text>``: every character becomes the outline of its glyph in DejaVu Sans. A glyph's outline
is read from the font once (per font) and cached; placing it is a scale and a shift.
"""

from __future__ import annotations

from functools import cache
from typing import Any

from kitgen.maker.render.fonts import anchor_offset, font_path

#: One drawing command in font units: ``("M", x, y)``, ``("L", x, y)``,
#: ``("Q", x1, y1, x, y)``, ``("C", x1, y1, x2, y2, x, y)`` or ``("Z",)``.
Command = tuple[Any, ...]


@cache
def _font(font: str) -> tuple[Any, Any, dict[int, str], int]:
    from fontTools.ttLib import TTFont

    tt = TTFont(str(font_path(font)), lazy=True)
    return tt, tt.getGlyphSet(), tt.getBestCmap(), tt["head"].unitsPerEm


def units_per_em(font: str = "regular") -> int:
    return _font(font)[3]


@cache
def glyph_outline(font: str, char: str) -> tuple[tuple[Command, ...], int]:
    """The outline of ``char`` in font units (y up) and its advance width. Computed once."""
    from fontTools.pens.basePen import BasePen

    _tt, glyphs, cmap, _ = _font(font)
    name = cmap.get(ord(char), ".notdef")
    commands: list[Command] = []

    Point = tuple[float, float]

    class Pen(BasePen):  # type: ignore[misc]  # fontTools ships no types
        def _moveTo(self, pt: Point) -> None:
            commands.append(("M", *pt))

        def _lineTo(self, pt: Point) -> None:
            commands.append(("L", *pt))

        def _qCurveToOne(self, pt1: Point, pt2: Point) -> None:
            commands.append(("Q", *pt1, *pt2))

        def _curveToOne(self, pt1: Point, pt2: Point, pt3: Point) -> None:
            commands.append(("C", *pt1, *pt2, *pt3))

        def _closePath(self) -> None:
            commands.append(("Z",))

        _endPath = _closePath

    glyph = glyphs[name]
    glyph.draw(Pen(glyphs))
    width: int = glyph.width
    return tuple(commands), width


def fmt_mm(value: float) -> str:
    """A coordinate with 4 decimals, trailing zeros dropped (deterministic, 0.0001 mm)."""
    text = f"{value:.4f}".rstrip("0").rstrip(".")
    return "0" if text in ("-0", "") else text


def text_path(
    text: str, x: float, y: float, size: float, font: str = "regular", anchor: str = "start"
) -> str:
    """SVG path data (mm, y down) drawing ``text`` with its baseline at ``y``.

    ``x`` is the start, middle or end of the text as ``anchor`` says, measured with the same
    advance widths as every other backend (``kitgen.maker.render.fonts``).
    """
    scale = size / units_per_em(font)
    pen_x = x - anchor_offset(text, size, font, anchor)
    parts: list[str] = []
    for char in text:
        commands, advance = glyph_outline(font, char)
        for command in commands:
            op, coords = command[0], command[1:]
            parts.append(op)
            for i in range(0, len(coords), 2):
                parts.append(fmt_mm(pen_x + coords[i] * scale))
                parts.append(fmt_mm(y - coords[i + 1] * scale))
        pen_x += advance * scale
    return " ".join(parts)

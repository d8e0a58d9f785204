"""Clipping rectangles of PDF pages, read from the content streams (pdfplumber ignores clips).

A small interpreter of the operators that matter: ``q``/``Q`` (save and restore the graphics
state), ``cm`` (concatenate a matrix), ``re`` (a rectangle in the path) and ``W n`` (clip to
the path). Boxes are in millimetres from the page's top-left corner, as the scene's.
"""

from __future__ import annotations

from pathlib import Path

from pypdf import PdfReader
from pypdf.generic import ContentStream

from tests.pdfchars import IDENTITY, Matrix, then

MM_PER_PT = 25.4 / 72


def _apply(ctm: Matrix, x: float, y: float) -> tuple[float, float]:
    a, b, c, d, e, f = ctm
    return a * x + c * y + e, b * x + d * y + f


def clip_boxes(path: Path) -> list[list[tuple[float, float, float, float]]]:
    """For each page, the rectangles it clips to: ``(x0, top, x1, bottom)`` in mm."""
    reader = PdfReader(str(path))
    pages = []
    for page in reader.pages:
        height = float(page.mediabox.height)
        ctm, stack = IDENTITY, []
        rects: list[tuple[float, float, float, float]] = []
        clipping = False
        found = []
        for operands, op in ContentStream(page.get_contents(), reader).operations:
            if op == b"q":
                stack.append(ctm)
            elif op == b"Q":
                ctm = stack.pop()
            elif op == b"cm":
                ctm = then(tuple(float(v) for v in operands), ctm)  # type: ignore[arg-type]
            elif op == b"re":
                x, y, w, h = (float(v) for v in operands)
                corners = [_apply(ctm, x, y), _apply(ctm, x + w, y + h)]
                xs, ys = [p[0] for p in corners], [p[1] for p in corners]
                rects.append((min(xs), min(ys), max(xs), max(ys)))
            elif op in (b"W", b"W*"):
                clipping = True
            elif op in (b"n", b"S", b"s", b"f", b"F", b"f*", b"B", b"B*", b"b", b"b*"):
                if clipping:
                    for x0, y0, x1, y1 in rects:
                        found.append(
                            (
                                round(x0 * MM_PER_PT, 3),
                                round((height - y1) * MM_PER_PT, 3),
                                round(x1 * MM_PER_PT, 3),
                                round((height - y0) * MM_PER_PT, 3),
                            )
                        )
                rects, clipping = [], False
        pages.append(found)
    return pages

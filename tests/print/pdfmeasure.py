"""Measuring PDFs in tests: sizes in mm, outlines, words by font size."""

from __future__ import annotations

from collections import Counter
from pathlib import Path

import pdfplumber
from pdfplumber.utils import extract_words

MM_PER_PT = 25.4 / 72


def mm(points: float) -> float:
    return points * MM_PER_PT


def page_sizes(path: Path) -> list[tuple[float, float]]:
    with pdfplumber.open(path) as pdf:
        return [(mm(p.width), mm(p.height)) for p in pdf.pages]


def stroked_shapes(page, colour: tuple[float, ...]) -> list[tuple[float, float, float, float]]:
    """Boxes (x0, top, x1, bottom in mm) of every stroked curve or rect in ``colour``."""
    boxes = []
    for obj in [*page.curves, *page.rects]:
        if obj.get("stroke") and _same_colour(obj.get("stroking_color"), colour):
            boxes.append((mm(obj["x0"]), mm(obj["top"]), mm(obj["x1"]), mm(obj["bottom"])))
    return boxes


def filled_rects(page, colour: tuple[float, ...]) -> list[tuple[float, float, float, float]]:
    boxes = []
    for obj in page.rects:
        if obj.get("fill") and _same_colour(obj.get("non_stroking_color"), colour):
            boxes.append((mm(obj["x0"]), mm(obj["top"]), mm(obj["x1"]), mm(obj["bottom"])))
    return boxes


def _same_colour(found, want: tuple[float, ...]) -> bool:
    if not isinstance(found, tuple | list) or len(found) != len(want):
        return False
    return all(abs(a - b) < 0.003 for a, b in zip(found, want, strict=True))


def hex_rgb(colour: str) -> tuple[float, float, float]:
    return tuple(int(colour[i : i + 2], 16) / 255 for i in (1, 3, 5))  # type: ignore[return-value]


def words_at_least(page, min_size_pt: float) -> Counter[str]:
    """Words set at ``min_size_pt`` or larger (tile faces, not footers or points) of a
    pdfplumber page or a :class:`tests.pdfchars.Page` (pdfplumber's words of its chars)."""
    words = extract_words(page.chars, extra_attrs=["size"], keep_blank_chars=False)
    return Counter(w["text"] for w in words if w["size"] >= min_size_pt)


def filled_boxes(page, width: float, height: float) -> list[tuple[float, float, float, float]]:
    """Boxes (x0, top, x1, bottom in mm) of every filled rect ``width`` x ``height`` mm."""
    boxes = []
    for obj in page.rects:
        box = (mm(obj["x0"]), mm(obj["top"]), mm(obj["x1"]), mm(obj["bottom"]))
        wide, high = box[2] - box[0], box[3] - box[1]
        if obj.get("fill") and abs(wide - width) < 0.01 and abs(high - height) < 0.01:
            boxes.append(box)
    return boxes


def strokes(page) -> list[tuple[float, float, float, float]]:
    """Boxes (mm) of every stroked line, curve or rect on the page."""
    return [
        (mm(o["x0"]), mm(o["top"]), mm(o["x1"]), mm(o["bottom"]))
        for o in [*page.lines, *page.curves, *page.rects]
        if o.get("stroke")
    ]


def luminance(rgb) -> float:
    """WCAG relative luminance of an sRGB colour given as 0..1 floats (or one grey level)."""
    if len(rgb) == 1:
        rgb = (rgb[0],) * 3

    def channel(c: float) -> float:
        return c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4

    r, g, b = (channel(c) for c in rgb)
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def contrast(a, b) -> float:
    """WCAG contrast ratio of two colours, 1 to 21."""
    la, lb = sorted((luminance(a), luminance(b)), reverse=True)
    return (la + 0.05) / (lb + 0.05)


def page_boxes(path: Path) -> list[dict[str, list[float]]]:
    """Each page's /MediaBox, /TrimBox and /BleedBox in mm, y measured from the page's top
    (as pdfplumber does): ``[x0, top, x1, bottom]``. Boxes a page does not state are absent."""
    from pypdf import PdfReader

    found = []
    for page in PdfReader(path).pages:
        height = float(page["/MediaBox"][3])
        boxes = {}
        for key in ("/MediaBox", "/TrimBox", "/BleedBox"):
            if key in page:
                x0, y0, x1, y1 = (float(v) for v in page[key])
                boxes[key[1:-3].lower()] = [mm(x0), mm(height - y1), mm(x1), mm(height - y0)]
        found.append(boxes)
    return found

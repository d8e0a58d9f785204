"""Measuring PDFs in tests: sizes in mm, outlines, words by font size."""

from __future__ import annotations

from collections import Counter
from pathlib import Path

import pdfplumber

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
    """Words set at ``min_size_pt`` or larger (tile faces, not footers or points)."""
    words = page.extract_words(extra_attrs=["size"], keep_blank_chars=False)
    return Counter(w["text"] for w in words if w["size"] >= min_size_pt)

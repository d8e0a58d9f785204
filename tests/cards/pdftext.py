"""Reading the cards' PDFs in tests: text with whitespace folded, chars, crop marks."""

from __future__ import annotations

from pathlib import Path

import pdfplumber

MM_PER_PT = 25.4 / 72


def pdf_text(path: Path) -> str:
    """All pages' text, every run of whitespace (line breaks too) folded to one space."""
    with pdfplumber.open(path) as pdf:
        return " ".join(" ".join((page.extract_text() or "").split()) for page in pdf.pages)


def page_lines(path: Path, page: int) -> list[str]:
    with pdfplumber.open(path) as pdf:
        return (pdf.pages[page].extract_text() or "").split("\n")


def crop_mark_edges(page) -> tuple[list[float], list[float]]:
    """x of every vertical crop mark above the cards, y of every horizontal one left of them.

    Crop marks are the only 2.5 mm hairlines on the page: those in its top half mark the
    columns, those in its left half the rows.
    """
    half_w, half_h = page.width * MM_PER_PT / 2, page.height * MM_PER_PT / 2
    xs, ys = set(), set()
    for line in page.lines:
        x0, x1 = line["x0"] * MM_PER_PT, line["x1"] * MM_PER_PT
        top, bottom = line["top"] * MM_PER_PT, line["bottom"] * MM_PER_PT
        if abs(x1 - x0) < 0.01 and abs(bottom - top - 2.5) < 0.01 and bottom < half_h:
            xs.add(round(x0, 3))
        if abs(bottom - top) < 0.01 and abs(x1 - x0 - 2.5) < 0.01 and x1 < half_w:
            ys.add(round(top, 3))
    return sorted(xs), sorted(ys)


def chars_mm(page) -> list[tuple[str, float, float, float, float]]:
    """(char, x0, top, x1, bottom) in mm for every character on the page."""
    return [
        (
            c["text"],
            c["x0"] * MM_PER_PT,
            c["top"] * MM_PER_PT,
            c["x1"] * MM_PER_PT,
            c["bottom"] * MM_PER_PT,
        )
        for c in page.chars
    ]

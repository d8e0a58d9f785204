"""Reading the cards' PDFs in tests: text with whitespace folded, chars, crop marks.

Everything is read with pdfium (:func:`tests.pdfchars.read_pdf`: pdfplumber's characters,
with their font names and colours, and its straight lines, in a fraction of the time): the
text (:func:`pdf_text`, :func:`page_lines`), the card sides (:func:`card_sides`), the crop
marks (:func:`crop_mark_edges`) and the type sizes (:func:`foot_sizes`). A page is a
:class:`tests.pdfchars.Page` (or a pdfplumber page: the functions read only ``width``,
``height``, ``chars`` and ``lines``)."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from pdfplumber.utils import extract_text

from tests.pdfchars import Page, read_pdf

MM_PER_PT = 25.4 / 72


def char_direction(char: dict) -> str:
    """Which way a character's text runs on the page, from its text matrix (PDF y is up)."""
    a, b = char["matrix"][0], char["matrix"][1]
    if abs(b) < 1e-6:
        return "ltr" if a > 0 else "rtl"
    return "btt" if b > 0 else "ttb"


def _upright(char: dict, direction: str, width: float, height: float) -> dict:
    """The character as seen with the page turned so that its text reads left to right.

    ``btt`` (a front turned anticlockwise): turn the page a quarter turn clockwise, so page
    ``(x, y)`` is seen at ``(height - y, x)``. ``ttb`` (a back turned clockwise): turn it
    anticlockwise, ``(x, y)`` seen at ``(y, width - x)``.
    """
    x0, x1, top, bottom = char["x0"], char["x1"], char["top"], char["bottom"]
    if direction == "btt":
        box = {"x0": height - bottom, "x1": height - top, "top": x0, "bottom": x1}
    else:
        box = {"x0": top, "x1": bottom, "top": width - x1, "bottom": width - x0}
    return {**char, **box, "doctop": box["top"], "upright": True}


def page_text(page) -> str:
    """The page's text; a turned card's text is read as if the page were turned to suit it.

    Turned cards first (front pages read bottom to top, back pages top to bottom), then the
    upright text (the page footer comes after the cards).
    """
    by_direction: dict[str, list[dict]] = {}
    for char in page.chars:
        by_direction.setdefault(char_direction(char), []).append(char)
    parts = []
    for direction in ("btt", "ttb", "ltr"):
        chars = by_direction.get(direction, [])
        if direction != "ltr":
            chars = [_upright(c, direction, page.width, page.height) for c in chars]
        text = extract_text(chars) if chars else ""
        if text:
            parts.append(text)
    return "\n".join(parts)


def pdf_text(path: Path) -> str:
    """All pages' text, every run of whitespace (line breaks too) folded to one space (the
    characters read with pdfium: :func:`tests.pdfchars.read_pdf`)."""
    _title, pages = read_pdf(path)
    return " ".join(" ".join(page_text(page).split()) for page in pages)


def page_lines(path: Path, page: int) -> list[str]:
    _title, pages = read_pdf(path)
    return page_text(pages[page]).split("\n")


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


def font_size_pt(char: dict) -> float:
    """The size a character is set at, in pt: its box across the line it stands on.

    pdfplumber's ``size`` is the box's height, which for a turned character is its width.
    """
    if char_direction(char) in ("ltr", "rtl"):
        return char["bottom"] - char["top"]
    return char["x1"] - char["x0"]


@dataclass(frozen=True)
class Line:
    """One line of a card side as read from the PDF, in pt, the side turned upright."""

    text: str
    top: float
    bottom: float
    colours: frozenset[tuple[float, ...]]
    bold: bool
    size: float  # the smallest type on the line, pt


def _colour(char: dict) -> tuple[float, ...]:
    return tuple(round(v, 3) for v in (char["non_stroking_color"] or ()))


def _lines(chars: list[dict]) -> list[Line]:
    """Characters (upright) grouped into lines by their baseline, top to bottom."""
    rows: list[list[dict]] = []
    for char in sorted(chars, key=lambda c: (c["bottom"], c["x0"])):
        if rows and abs(rows[-1][0]["bottom"] - char["bottom"]) < 0.8:
            rows[-1].append(char)
        else:
            rows.append([char])
    lines = []
    for row in rows:
        row.sort(key=lambda c: c["x0"])
        text = " ".join(extract_text(row).split())
        visible = [c for c in row if c["text"].strip()]
        lines.append(
            Line(
                text,
                min(c["top"] for c in row),
                max(c["bottom"] for c in row),
                frozenset(_colour(c) for c in visible),
                all("Bold" in c["fontname"] for c in visible),
                min((c["pt"] for c in visible), default=0.0),
            )
        )
    return lines


def card_sides(path: Path) -> list[list[Line]]:
    """Every side of the card file's cards, in the order of their ``n/N`` footers, as lines.

    Cards sit in the cells the crop marks outline; back pages hold the mirrored cells.
    Each side's lines are read with the card turned upright: the title band first, the
    footer last.
    """
    _title, pages = read_pdf(path)
    return _sides(pages, path)


def foot_sizes(pages: list[Page]) -> list[float]:
    """The type sizes (pt) of everything in the band at the foot of each page, the scale
    bar's and the page footer's: the bottom 13 mm inside the default 5 mm margin."""
    sizes = []
    for page in pages:
        band = page.height * MM_PER_PT - PAGE_FOOT_MM
        chars = [c for c in page.chars if c["text"].strip()]
        sizes += [font_size_pt(c) for c in chars if c["top"] * MM_PER_PT >= band]
    return sizes


#: The default --margin and the band above it kept for the scale bar and page footer, mm.
PAGE_FOOT_MM = 5.0 + 13.0


@dataclass(frozen=True)
class CardFile:
    """A card file as the card tests read it: its sides (:func:`card_sides`) and the type
    sizes at its page feet (:func:`foot_sizes`), from one reading of the PDF."""

    path: Path
    sides: list[list[Line]]
    foot_sizes: list[float]


def read_card_file(path: Path) -> CardFile:
    _title, pages = read_pdf(path)
    return CardFile(path, _sides(pages, path), foot_sizes(pages))


def _sides(pages: list[Page], path: Path) -> list[list[Line]]:
    import itertools
    import re

    sides: dict[int, list[Line]] = {}
    for n, page in enumerate(pages):
        xs, ys = crop_mark_edges(pages[n - n % 2])  # backs: marks of the front page
        width = page.width * MM_PER_PT
        if n % 2 == 1:
            xs = sorted(round(width - x, 3) for x in xs)
        for (x0, x1), (y0, y1) in itertools.product(itertools.pairwise(xs), itertools.pairwise(ys)):
            inside = [
                c
                for c in page.chars
                if x0 <= c["x0"] * MM_PER_PT + 0.01
                and c["x1"] * MM_PER_PT <= x1 + 0.01
                and y0 <= c["top"] * MM_PER_PT + 0.01
                and c["bottom"] * MM_PER_PT <= y1 + 0.01
            ]
            if not inside:
                continue
            inside = [{**c, "pt": font_size_pt(c)} for c in inside]
            direction = char_direction(inside[0])
            if direction != "ltr":
                inside = [_upright(c, direction, page.width, page.height) for c in inside]
            lines = _lines(inside)
            found = re.search(r"(\d+)/(\d+)$", lines[-1].text)
            number = int(found.group(1)) if found else 1
            assert number not in sides, f"{path.name}: two sides numbered {number}"
            sides[number] = lines
    return [sides[n] for n in sorted(sides)]

"""Sheets and imposition: papers, grids of pieces, crop marks, cut guides, scale bars, footers.

Pure geometry in millimetres; produces scene shapes (``kitgen.scene``). Backends never do
layout arithmetic.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from kitgen.errors import KitgenError
from kitgen.scene import BLACK, Circle, Group, Line, Page, Paint, Rect, Shape, Text

MARK_INK = "#000000"
HAIRLINE = 0.15


@dataclass(frozen=True)
class Paper:
    key: str
    name: str
    width: float
    height: float


PAPERS: dict[str, Paper] = {
    "a4": Paper("a4", "A4", 210.0, 297.0),
    "letter": Paper("letter", "US Letter", 215.9, 279.4),
}


def paper(key: str) -> Paper:
    try:
        return PAPERS[key.lower()]
    except KeyError:
        raise KitgenError(f"unknown paper {key!r} — use one of: {', '.join(PAPERS)}") from None


@dataclass(frozen=True)
class Box:
    x: float
    y: float
    width: float
    height: float

    @property
    def right(self) -> float:
        return self.x + self.width

    @property
    def bottom(self) -> float:
        return self.y + self.height

    def inset(
        self,
        left: float,
        top: float | None = None,
        right: float | None = None,
        bottom: float | None = None,
    ) -> Box:
        top = left if top is None else top
        right = left if right is None else right
        bottom = top if bottom is None else bottom
        return Box(
            self.x + left, self.y + top, self.width - left - right, self.height - top - bottom
        )


@dataclass(frozen=True)
class Grid:
    """``cols`` x ``rows`` cells of ``cell_w`` x ``cell_h`` with ``gap`` between them."""

    x: float
    y: float
    cell_w: float
    cell_h: float
    gap: float
    cols: int
    rows: int

    @property
    def capacity(self) -> int:
        return self.cols * self.rows

    @property
    def width(self) -> float:
        return self.cols * self.cell_w + (self.cols - 1) * self.gap

    @property
    def height(self) -> float:
        return self.rows * self.cell_h + (self.rows - 1) * self.gap

    def cell(self, index: int) -> tuple[float, float]:
        """Top-left corner of cell ``index``, counted row by row."""
        row, col = divmod(index, self.cols)
        return (self.x + col * (self.cell_w + self.gap), self.y + row * (self.cell_h + self.gap))

    def column_edges(self) -> list[float]:
        """x of every vertical cut line (left and right edge of each column, deduplicated)."""
        edges: list[float] = []
        for col in range(self.cols):
            left = self.x + col * (self.cell_w + self.gap)
            for x in (left, left + self.cell_w):
                if not edges or abs(edges[-1] - x) > 1e-9:
                    edges.append(x)
        return edges

    def row_edges(self) -> list[float]:
        edges: list[float] = []
        for row in range(self.rows):
            top = self.y + row * (self.cell_h + self.gap)
            for y in (top, top + self.cell_h):
                if not edges or abs(edges[-1] - y) > 1e-9:
                    edges.append(y)
        return edges


def fit_grid(area: Box, cell_w: float, cell_h: float, gap: float, what: str) -> Grid:
    """The largest grid of cells that fits ``area``, centred in it."""
    cols = math.floor((area.width + gap + 1e-9) / (cell_w + gap))
    rows = math.floor((area.height + gap + 1e-9) / (cell_h + gap))
    if cols < 1 or rows < 1:
        raise KitgenError(
            f"{what} of {cell_w:g} x {cell_h:g} mm does not fit the printable area of "
            f"{area.width:g} x {area.height:g} mm — use a smaller size or a larger sheet"
        )
    width = cols * cell_w + (cols - 1) * gap
    height = rows * cell_h + (rows - 1) * gap
    return Grid(
        area.x + (area.width - width) / 2,
        area.y + (area.height - height) / 2,
        cell_w,
        cell_h,
        gap,
        cols,
        rows,
    )


def crop_marks(grid: Grid, clearance: float, length: float) -> list[Shape]:
    """Short lines outside the grid, in line with every column and row edge.

    ``clearance`` is the space left between the grid and the start of each mark (at least
    the bleed, so marks never touch the artwork).
    """
    paint = Paint(stroke=MARK_INK, stroke_width=HAIRLINE)
    top, bottom = grid.y - clearance, grid.y + grid.height + clearance
    left, right = grid.x - clearance, grid.x + grid.width + clearance
    marks: list[Shape] = []
    for x in grid.column_edges():
        marks.append(Line(x, top - length, x, top, paint))
        marks.append(Line(x, bottom, x, bottom + length, paint))
    for y in grid.row_edges():
        marks.append(Line(left - length, y, left, y, paint))
        marks.append(Line(right, y, right + length, y, paint))
    return marks


def cut_guides(grid: Grid, clearance: float, area: Box) -> list[Shape]:
    """Lines from just outside the grid to the edge of ``area``, along every grid line.

    For butted pieces (magnet sheets): a ruler laid on two opposite guides cuts a whole
    row or column at once. Guides stay outside the printed area.
    """
    paint = Paint(stroke=MARK_INK, stroke_width=HAIRLINE)
    guides: list[Shape] = []
    for x in grid.column_edges():
        guides.append(Line(x, area.y, x, grid.y - clearance, paint))
        guides.append(Line(x, grid.y + grid.height + clearance, x, area.bottom, paint))
    for y in grid.row_edges():
        guides.append(Line(area.x, y, grid.x - clearance, y, paint))
        guides.append(Line(grid.x + grid.width + clearance, y, area.right, y, paint))
    return guides


SCALE_BAR_LENGTH = 50.0
SCALE_BAND = 13.0  # height reserved at the foot of a page for the scale bar and footer


def scale_bar(x: float, y: float, length: float = SCALE_BAR_LENGTH) -> Group:
    """A bar ``length`` mm long in 10 mm segments, with the print-at-100 % instruction."""
    segment = 10.0
    height = 2.0
    items: list[Shape] = []
    for i in range(round(length / segment)):
        fill = BLACK if i % 2 == 0 else "#FFFFFF"
        items.append(Rect(x + i * segment, y, segment, height, Paint(fill=fill)))
    items.append(Rect(x, y, length, height, Paint(stroke=BLACK, stroke_width=0.2)))
    items.append(Text(x, y + height + 3.0, "0", 2.4))
    items.append(Text(x + length, y + height + 3.0, f"{length:g} mm", 2.4, anchor="end"))
    items.append(
        Text(
            x + length + 3.0,
            y + 2.0,
            f"This bar must measure {length:g} mm when printed at 100 %"
            " (actual size, no fit-to-page).",
            2.6,
        )
    )
    return Group(tuple(items), name="scale-bar")


def page_furniture(
    width: float, height: float, margin: float, title: str, page_no: int, pages: int
) -> list[Shape]:
    """The scale bar and the footer every page carries, inside the printer margin."""
    bar_y = height - margin - SCALE_BAND + 1.0
    footer_y = height - margin - 0.8
    return [
        scale_bar(margin, bar_y),
        Text(margin, footer_y, title, 2.6, fill="#333333"),
        Text(
            width - margin,
            footer_y,
            f"page {page_no} of {pages}",
            2.6,
            fill="#333333",
            anchor="end",
        ),
    ]


#: The widest printer margin kitgen takes, in mm (``--margin``).
MAX_MARGIN = 50.0


def printable_area(width: float, height: float, margin: float) -> Box:
    """The page less the printer margin and the band for the scale bar and footer."""
    if not 0 <= margin <= MAX_MARGIN:  # also refuses nan
        raise KitgenError(
            f"--margin {margin:g} mm is out of range — give the printer margin, from 0 to "
            f"{MAX_MARGIN:g} mm"
        )
    area = Box(margin, margin, width - 2 * margin, height - 2 * margin - SCALE_BAND)
    if area.width <= 0 or area.height <= 0:
        raise KitgenError(
            f"a printer margin of {margin:g} mm leaves no room on the page — use a smaller --margin"
        )
    return area


# --- posters: one drawing across several pages --------------------------------------------

POSTER_OVERLAP = 12.0  # mm of the drawing printed on both of two neighbouring pages
TRIM_PAINT = Paint(stroke=MARK_INK, stroke_width=0.2, dash=(2.0, 1.5))
REGISTRATION_PAINT = Paint(stroke=MARK_INK, stroke_width=0.2)
REGISTRATION_RADIUS = 2.5


@dataclass(frozen=True)
class PosterWindow:
    """The part of the drawing one page shows: ``box`` in drawing coordinates."""

    col: int
    row: int
    box: Box


def _poster_starts(
    length: float, window: float, overlap: float, snap: tuple[float, float] | None = None
) -> list[float]:
    """Where each window starts: seams evenly spaced, each window ``overlap / 2`` before its
    seam, so every page reaches ``overlap / 2`` past the next seam.

    ``snap = (origin, pitch)`` moves each seam onto the nearest line of a grid (a board's
    square edges) when the windows still reach; the join then runs along a grid line.
    """
    count = 1 if length <= window else math.ceil(length / (window - overlap))
    even = [i * length / count for i in range(1, count)]
    choices = [even]
    if snap is not None:
        origin, pitch = snap
        choices.insert(0, [origin + round((seam - origin) / pitch) * pitch for seam in even])
    for seams in choices:
        starts = [0.0] + [seam - overlap / 2 for seam in seams]
        ends = [seam + overlap / 2 for seam in seams] + [length]
        if all(start + window >= end - 1e-9 for start, end in zip(starts, ends, strict=True)):
            return starts
    return [0.0] + [seam - overlap / 2 for seam in even]


def poster_windows(
    width: float,
    height: float,
    area: Box,
    overlap: float,
    snap: tuple[float, float] | None = None,
) -> list[PosterWindow]:
    """Windows of ``area``'s size covering a ``width`` x ``height`` drawing, row by row.

    Neighbouring windows overlap by at least ``overlap`` mm; the trim line (the seam) runs
    ``overlap / 2`` into each window after the first, so a page trimmed there still covers
    its neighbour by ``overlap / 2``.
    """
    if not 2.0 <= overlap < min(area.width, area.height) / 2:
        raise KitgenError(
            f"a poster overlap of {overlap:g} mm does not suit this page — "
            "use 2 mm to a third of the printable width"
        )
    xs = _poster_starts(width, area.width, overlap, snap)
    ys = _poster_starts(height, area.height, overlap, snap)
    return [
        PosterWindow(c, r, Box(x, y, area.width, area.height))
        for r, y in enumerate(ys)
        for c, x in enumerate(xs)
    ]


def registration_mark(x: float, y: float) -> Group:
    """A circle with a cross through it: halves on two pages line up when taped together."""
    r = REGISTRATION_RADIUS
    return Group(
        (
            Circle(x, y, r, REGISTRATION_PAINT),
            Line(x - 1.6 * r, y, x + 1.6 * r, y, REGISTRATION_PAINT),
            Line(x, y - 1.6 * r, x, y + 1.6 * r, REGISTRATION_PAINT),
        ),
        name="registration",
    )


def poster_pages(
    items: tuple[Shape, ...],
    width: float,
    height: float,
    paper: Paper,
    margin: float,
    title: str,
    overlap: float = POSTER_OVERLAP,
    snap: tuple[float, float] | None = None,
) -> tuple[Page, ...]:
    """A ``width`` x ``height`` mm drawing printed at 100 % across as many pages as needed.

    Every page shows one window of the drawing inside the printer margin (the rest is
    masked white) with the scale bar and footer. Where two pages overlap, a dashed trim line
    runs down the middle of the overlap and registration marks sit on it, on both pages:
    trim each page along its dashed lines at the left and top, lay it over its neighbour so
    the half marks meet, and tape. ``snap = (origin, pitch)``: put the seams on grid lines
    where the pages allow it.
    """
    area = printable_area(paper.width, paper.height, margin)
    windows = poster_windows(width, height, area, overlap, snap)
    cols = 1 + max(w.col for w in windows)
    rows = 1 + max(w.row for w in windows)
    trims_x = [w.box.x + overlap / 2 for w in windows if w.row == 0 and w.col > 0]
    trims_y = [w.box.y + overlap / 2 for w in windows if w.col == 0 and w.row > 0]
    pages: list[Page] = []
    for number, window in enumerate(windows, start=1):
        box = window.box
        dx, dy = area.x - box.x, area.y - box.y
        marks: list[Shape] = []
        span_y = (max(box.y, 0.0), min(box.bottom, height))
        span_x = (max(box.x, 0.0), min(box.right, width))
        for tx in trims_x:
            if box.x <= tx <= box.right:
                marks.append(Line(tx, span_y[0], tx, span_y[1], TRIM_PAINT))
                for f in (0.15, 0.5, 0.85):
                    marks.append(registration_mark(tx, span_y[0] + f * (span_y[1] - span_y[0])))
        for ty in trims_y:
            if box.y <= ty <= box.bottom:
                marks.append(Line(span_x[0], ty, span_x[1], ty, TRIM_PAINT))
                for f in (0.15, 0.5, 0.85):
                    marks.append(registration_mark(span_x[0] + f * (span_x[1] - span_x[0]), ty))
        white = Paint(fill="#FFFFFF")
        masks = (
            Rect(0, 0, paper.width, area.y, white),
            Rect(0, area.bottom, paper.width, paper.height - area.bottom, white),
            Rect(0, area.y, area.x, area.height, white),
            Rect(area.right, area.y, paper.width - area.right, area.height, white),
        )
        where = f"row {window.row + 1}/{rows}, column {window.col + 1}/{cols}"
        hint = (
            ""
            if len(windows) == 1
            else (": trim the dashed lines at left and top, match the marks, tape")
        )
        pages.append(
            Page(
                paper.width,
                paper.height,
                (
                    Group((*items, *marks), dx, dy, name="poster"),
                    *masks,
                    *page_furniture(
                        paper.width,
                        paper.height,
                        margin,
                        f"{title} — {where}{hint}",
                        number,
                        len(windows),
                    ),
                ),
                label=f"{title} {where}",
            )
        )
    return tuple(pages)

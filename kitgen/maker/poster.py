"""Posters: one drawing at 100 % on as many pages as it needs, joined with tape.

The drawing (a board, in its own millimetres) is cut by seams into one part per page. Seams
follow lines the drawing allows — between squares, between rows — as evenly as the pages
allow. A page prints its own part and, towards a page that follows (to its right, below it),
an overlap strip ``overlap`` mm wide beyond the seam: nothing more (a clip, ``Group.clip``).

A page that follows another (to the right of it or below it) has a dashed trim line on
that side, centred on the edge of its part. Cut along it and lay the page over the overlap
strip of the page before it, its cut edge on the tips of the small arrows in the strip: the
tips sit on the seam, so the page laid on them lands exactly where the drawing goes on. The
strip, with its arrows, ends up under the page laid on it: nothing of a join stays visible
on the finished board. A drawing that fits one page is printed on one page, centred, with
no marks.

Every page keeps ``CONTENT_GAP`` mm between the drawing and the scale bar and footer.
"""

from __future__ import annotations

import itertools
import math
from collections.abc import Sequence
from dataclasses import dataclass, replace

from kitgen.core.errors import KitgenError
from kitgen.maker import scene
from kitgen.maker.layout import MARK_INK, Box, Paper, page_furniture, printable_area
from kitgen.maker.scene import (
    Affine,
    Group,
    Line,
    Page,
    Paint,
    Polyline,
    Shape,
    Text,
    walk,
)

POSTER_OVERLAP = 12.0  # mm of the drawing printed again under the next page
CONTENT_GAP = 3.0  # mm between the drawing and the scale bar or footer
TRIM_GUTTER = 4.0  # mm before a part that is trimmed: room for its trim line
TRIM_PAINT = Paint(stroke=MARK_INK, stroke_width=0.2, dash=(2.0, 1.5))
ARROW_PAINT = Paint(fill=MARK_INK)
ARROW_FRACTIONS = (0.2, 0.5, 0.8)  # where along a strip its arrows sit
INSTRUCTION_BAND = 7.0  # mm above the part on a page of a poster: how to join it
INSTRUCTION_SIZE = 3.0  # mm (8.5 pt), smaller only when the line would not fit
EPS = 1e-9
# DejaVu Sans: tallest ascender and deepest descender (ink) per em, for the extents of text
TEXT_RISE, TEXT_DROP = 0.76, 0.24


# --- extents --------------------------------------------------------------------------------


def _leaf_box(shape: Shape, at: Affine) -> tuple[float, float, float, float] | None:
    """The box on the page of one leaf shape (ink, plus half its stroke)."""
    if isinstance(shape, scene.Rect):
        x1, y1 = shape.x + shape.width, shape.y + shape.height
        pts = [(shape.x, shape.y), (x1, y1), (shape.x, y1), (x1, shape.y)]
        half = shape.paint.stroke_width / 2
    elif isinstance(shape, scene.Circle):
        cx, cy = at.apply(shape.cx, shape.cy)
        r = shape.r * math.hypot(at.a, at.b) + shape.paint.stroke_width / 2
        return cx - r, cy - r, cx + r, cy + r
    elif isinstance(shape, scene.Line):
        pts = [(shape.x1, shape.y1), (shape.x2, shape.y2)]
        half = shape.paint.stroke_width / 2
    elif isinstance(shape, scene.Polyline):
        pts = list(shape.points)
        half = shape.paint.stroke_width / 2
    elif isinstance(shape, scene.Text):
        from kitgen.maker.render.fonts import anchor_offset, text_width

        x0 = shape.x - anchor_offset(shape.text, shape.size, shape.font, shape.anchor)
        x1 = x0 + text_width(shape.text, shape.size, shape.font)
        pts = [(x0, shape.y - TEXT_RISE * shape.size), (x1, shape.y + TEXT_DROP * shape.size)]
        half = 0.0
    else:
        return None
    placed = [at.apply(x, y) for x, y in pts]
    xs, ys = [p[0] for p in placed], [p[1] for p in placed]
    return min(xs) - half, min(ys) - half, max(xs) + half, max(ys) + half


def extent(
    items: Sequence[Shape], symbols: dict[str, tuple[Shape, ...]] | None = None
) -> tuple[float, float, float, float]:
    """The box ``(x0, y0, x1, y1)`` of everything ``items`` draw (clips not applied), the
    page's ``symbols`` drawn where ``items`` use them."""
    boxes = [
        b for shape, at in walk(tuple(items), symbols) if (b := _leaf_box(shape, at)) is not None
    ]
    if not boxes:
        raise ValueError("nothing drawn")
    return (
        min(b[0] for b in boxes),
        min(b[1] for b in boxes),
        max(b[2] for b in boxes),
        max(b[3] for b in boxes),
    )


def content_area(paper: Paper, margin: float) -> Box:
    """The printable area less a ``CONTENT_GAP`` above the scale bar and footer."""
    area = printable_area(paper.width, paper.height, margin)
    furniture_top = extent(page_furniture(paper.width, paper.height, margin, "", 1, 1))[1]
    bottom = min(area.bottom, furniture_top - CONTENT_GAP)
    if bottom - area.y <= 0:
        from kitgen.core.messages import _
        from kitgen.maker.layout import short_number

        raise KitgenError(
            _(
                "a printer margin of {margin} mm leaves no room on the page — use a smaller "
                "--margin",
                margin=short_number(margin),
            )
        )
    return Box(area.x, area.y, area.width, bottom - area.y)


def _cull(items: Sequence[Shape], box: Box, at: Affine) -> tuple[Shape, ...]:
    """``items`` less every shape that lies wholly outside ``box`` (drawing coordinates)."""
    kept: list[Shape] = []
    for item in items:
        if isinstance(item, scene.Group):
            placed = at.then_inner(Affine.placing(item.dx, item.dy, item.rotate, item.angle))
            inner = _cull(item.items, box, placed)
            if inner:
                kept.append(replace(item, items=inner))
            continue
        found = None if isinstance(item, scene.Use) else _leaf_box(item, at)
        if found is None or (
            found[0] < box.right and found[2] > box.x and found[1] < box.bottom and found[3] > box.y
        ):
            kept.append(item)
    return tuple(kept)


# --- seams ----------------------------------------------------------------------------------


@dataclass(frozen=True)
class Span:
    """One page's share of the drawing along one axis, in drawing millimetres."""

    start: float  # where its own part starts: a seam, or 0
    end: float  # where its own part ends: the next seam, or the drawing's end
    printed_end: float  # ``end`` plus the overlap strip when a page follows
    trimmed: bool  # a page comes before it: a trim line at ``start``


def _targets(n: int, length: float, overlap: float, gutter: float) -> list[float]:
    """Seams that make every page's printed block (trim gutter, part, overlap) equally long."""
    block = (length + (n - 1) * (overlap + gutter)) / n
    return [i * (block - overlap - gutter) + gutter for i in range(1, n)]


def _fits(
    seams: Sequence[float], length: float, room: float, overlap: float, gutter: float
) -> bool:
    edges = [0.0, *seams, length]
    for i in range(len(edges) - 1):
        part = edges[i + 1] - edges[i]
        need = part + (gutter if i > 0 else 0.0) + (overlap if i < len(edges) - 2 else 0.0)
        if part <= EPS or need > room + EPS:
            return False
    return True


def _on_lines(
    n: int, length: float, room: float, overlap: float, gutter: float, lines: Sequence[float]
) -> list[float] | None:
    """``n - 1`` seams taken from ``lines``, closest to the even targets, or None."""
    targets = _targets(n, length, overlap, gutter)
    cands = sorted({c for c in lines if EPS < c < length - EPS})
    # best[c] = (cost, seams so far) with the last seam at c
    best: dict[float, tuple[float, tuple[float, ...]]] = {
        c: ((c - targets[0]) ** 2, (c,)) for c in cands if c + overlap <= room + EPS
    }
    for target in targets[1:]:
        step: dict[float, tuple[float, tuple[float, ...]]] = {}
        for c in cands:
            options = [
                (cost + (c - target) ** 2, (*seams, c))
                for cost, seams in best.values()
                if c - seams[-1] > EPS and c - seams[-1] + overlap + gutter <= room + EPS
            ]
            if options:
                step[c] = min(options)
        best = step
    done = [v for v in best.values() if length - v[1][-1] + gutter <= room + EPS]
    return list(min(done)[1]) if done else None


# Keyword parameters alike in shape (``duplicates`` pairs such lists): each function takes
# its own, with its own defaults.
def split(
    length: float,
    room: float,
    overlap: float,
    gutter: float = TRIM_GUTTER,
    lines: Sequence[float] | None = None,
) -> list[Span]:
    """Cut ``length`` mm into the fewest parts a page ``room`` mm long can print.

    The first page prints its part and the overlap; a middle page its trim gutter, part and
    overlap; the last its gutter and part. Seams go on ``lines`` when some choice of them
    needs at most two pages more than free seams would; otherwise anywhere, evenly.
    """
    if length <= room + EPS:
        return [Span(0.0, length, length, False)]
    n = max(2, math.ceil((length - overlap - gutter) / (room - overlap - gutter) - EPS))
    seams: list[float] | None = None
    if lines is not None:
        for count in range(n, n + 3):
            seams = _on_lines(count, length, room, overlap, gutter, lines)
            if seams is not None:
                break
    if seams is None:
        seams = _targets(n, length, overlap, gutter)
    edges = [0.0, *seams, length]
    return [
        Span(a, b, min(b + overlap, length) if i < len(seams) else b, i > 0)
        for i, (a, b) in enumerate(itertools.pairwise(edges))
    ]


def check_overlap(overlap: float, area: Box) -> float:
    most = min(area.width, area.height) / 3
    if not 2.0 <= overlap <= most:
        from kitgen.core.messages import _
        from kitgen.maker.layout import short_number

        raise KitgenError(
            _(
                "a poster overlap of {overlap} mm does not suit this page — use 2 to {most} mm",
                overlap=short_number(overlap),
                most=math.floor(most),
            )
        )
    return overlap


# --- pages ----------------------------------------------------------------------------------


@dataclass(frozen=True)
class PosterPart:
    """What one page of a poster prints, and where (drawing and page millimetres)."""

    number: int  # 1, 2, ... row by row
    col: int
    row: int
    x: Span
    y: Span
    left: float  # where the printed part starts on the page
    top: float

    @property
    def printed(self) -> Box:
        """The printed part in drawing coordinates: own part plus overlap strips."""
        return Box(
            self.x.start,
            self.y.start,
            self.x.printed_end - self.x.start,
            self.y.printed_end - self.y.start,
        )

    def on_page(self, x: float, y: float) -> tuple[float, float]:
        return self.left + x - self.x.start, self.top + y - self.y.start


def poster_parts(
    width: float,
    height: float,
    area: Box,
    overlap: float = POSTER_OVERLAP,
    lines_x: Sequence[float] | None = None,
    lines_y: Sequence[float] | None = None,
) -> list[PosterPart]:
    """The pages of a ``width`` x ``height`` drawing, each printed part centred in ``area``."""
    check_overlap(overlap, area)
    cols = split(width, area.width, overlap, TRIM_GUTTER, lines_x)
    rows = split(height, area.height, overlap, TRIM_GUTTER, lines_y)
    parts = []
    for r, ys in enumerate(rows):
        for c, xs in enumerate(cols):
            gx = TRIM_GUTTER if xs.trimmed else 0.0
            gy = TRIM_GUTTER if ys.trimmed else 0.0
            left = area.x + (area.width - gx - (xs.printed_end - xs.start)) / 2 + gx
            top = area.y + (area.height - gy - (ys.printed_end - ys.start)) / 2 + gy
            parts.append(PosterPart(r * len(cols) + c + 1, c, r, xs, ys, left, top))
    return parts


def _arrow(x: float, y: float, dx: float, dy: float, size: float) -> Polyline:
    """A filled triangle with its tip at ``(x, y)``, pointing along ``(-dx, -dy)``."""
    bx, by = x + dx * size, y + dy * size
    wx, wy = dy * size / 2, dx * size / 2  # half the base, across the arrow
    return Polyline(
        ((x, y), (bx - wx, by - wy), (bx + wx, by + wy)),
        ARROW_PAINT,
        closed=True,
    )


def join_marks(part: PosterPart, overlap: float) -> list[Shape]:
    """Trim lines on the part's edges that a page before it covers, arrows in its overlap
    strips (page coordinates).

    The trim line's centre runs on the part's first millimetre — where the cut goes — and
    each arrow's tip on the seam, so a page cut along its line and laid with its edge on the
    tips continues the drawing exactly.
    """
    x0, y0 = part.on_page(part.x.start, part.y.start)
    x1, y1 = part.on_page(part.x.printed_end, part.y.printed_end)
    half = TRIM_PAINT.stroke_width / 2
    marks: list[Shape] = []
    if part.x.trimmed:
        top = y0 - (half if part.y.trimmed else 0.0)
        marks.append(Line(x0, top, x0, y1, TRIM_PAINT))
    if part.y.trimmed:
        left = x0 - (half if part.x.trimmed else 0.0)
        marks.append(Line(left, y0, x1, y0, TRIM_PAINT))
    size = min(4.0, 0.4 * overlap)
    if part.x.printed_end > part.x.end:  # a strip on the right: arrows point left at the seam
        seam, _ = part.on_page(part.x.end, 0.0)
        _, a = part.on_page(0.0, part.y.start)
        _, b = part.on_page(0.0, part.y.end)
        marks += [_arrow(seam, a + f * (b - a), 1, 0, size) for f in ARROW_FRACTIONS]
    if part.y.printed_end > part.y.end:  # a strip below: arrows point up at the seam
        _, seam = part.on_page(0.0, part.y.end)
        a, _ = part.on_page(part.x.start, 0.0)
        b, _ = part.on_page(part.x.end, 0.0)
        marks += [_arrow(a + f * (b - a), seam, 0, 1, size) for f in ARROW_FRACTIONS]
    return marks


def _instruction(part: PosterPart, pages: int, cols: int) -> str:
    """How to join this page, for the line above its part."""
    from kitgen.core.messages import _

    before = []
    if part.x.trimmed:
        before.append(part.number - 1)
    if part.y.trimmed:
        before.append(part.number - cols)
    if not before:
        return _(
            "Page {page} of {pages}: keep it whole. Each page after it goes over a strip with "
            "arrows, its cut edge on the arrow tips.",
            page=part.number,
            pages=pages,
        )
    if len(before) == 1:
        return _(
            "Page {page} of {pages}: cut along the dashed line, lay the cut edge on the arrow "
            "tips of page {before}, tape from the back.",
            page=part.number,
            pages=pages,
            before=before[0],
        )
    first, second = sorted(before)
    return _(
        "Page {page} of {pages}: cut along the dashed lines, lay the cut edges on the arrow "
        "tips of pages {first} and {second}, tape from the back.",
        page=part.number,
        pages=pages,
        first=first,
        second=second,
    )


def _instruction_line(part: PosterPart, pages: int, cols: int, area: Box) -> list[Shape]:
    """The instruction above the part: one line, set smaller to fit; two lines where one
    would be under 6 pt."""
    from kitgen.maker.layout import MIN_TEXT, break_lines
    from kitgen.maker.render.fonts import text_width

    text = _instruction(part, pages, cols)
    size = min(INSTRUCTION_SIZE, area.width / text_width(text, 1.0))
    top = area.y - INSTRUCTION_BAND
    if size >= MIN_TEXT:
        return [Text(area.x, top + 4.0, text, size, "#333333")]
    size = max(MIN_TEXT, min(INSTRUCTION_SIZE, 1.9 * area.width / text_width(text, 1.0)))
    lines = break_lines(text.split(), size, area.width)
    step = (INSTRUCTION_BAND - 1.5) / max(len(lines), 2)
    size = min(size, step / 1.1)
    lines = break_lines(text.split(), size, area.width)
    return [
        Text(area.x, top + 0.5 + step * (i + 1) - 0.3 * size, line, size, "#333333")
        for i, line in enumerate(lines)
    ]


def poster_pages(
    items: Sequence[Shape],
    width: float,
    height: float,
    paper: Paper,
    margin: float,
    title: str,
    overlap: float = POSTER_OVERLAP,
    lines_x: Sequence[float] | None = None,
    lines_y: Sequence[float] | None = None,
) -> tuple[Page, ...]:
    """A ``width`` x ``height`` mm drawing (origin top-left) at 100 % on as many pages as
    needed; one page, centred, when it fits. ``lines_x`` / ``lines_y``: where seams may run."""
    area = content_area(paper, margin)
    if width > area.width + EPS or height > area.height + EPS:
        area = area.inset(0.0, INSTRUCTION_BAND, 0.0, 0.0)  # room to say how to join
    parts = poster_parts(width, height, area, overlap, lines_x, lines_y)
    cols = 1 + max(p.col for p in parts)
    rows = 1 + max(p.row for p in parts)
    from kitgen.core.messages import _

    pages = []
    for part in parts:
        box = part.printed
        art = Group(
            _cull(items, box, Affine()),
            part.left - box.x,
            part.top - box.y,
            name="poster",
            clip=(box.x, box.y, box.width, box.height),
        )
        joining: list[Shape] = []
        footer = title
        if len(parts) > 1:
            footer = _(
                "{title} — row {row} of {rows}, column {col} of {cols}",
                title=title,
                row=part.row + 1,
                rows=rows,
                col=part.col + 1,
                cols=cols,
            )
            joining = [*join_marks(part, overlap), *_instruction_line(part, len(parts), cols, area)]
        pages.append(
            Page(
                paper.width,
                paper.height,
                (
                    art,
                    *joining,
                    *page_furniture(
                        paper.width, paper.height, margin, footer, part.number, len(parts)
                    ),
                ),
                label=f"{title}, page {part.number} of {len(parts)}",
            )
        )
    return tuple(pages)

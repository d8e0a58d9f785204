"""Print-then-cut: a page to print and an SVG cut file for a vinyl cutter's camera.

Two cutter programs are served:

- **Silhouette Studio** (Cameo, Portrait, Curio): the printed page carries Studio's "Type 1"
  registration marks — a filled 5 mm square in the top-left corner and an L of two 20 mm arms
  in each of the other three corners, 0.5 mm thick, their outer edges 10 mm in from the
  paper's edges (Studio allows no inset under 10 mm). Pieces keep clear of the marks: inside
  the rectangle the marks span, 2 mm from their inner edges, and out of the 20 mm corner
  squares (plus 2 mm) the camera searches. The cut file is the page size with the same marks.
- **Cricut Design Space**: Design Space prints its own frame of marks around a print-then-cut
  image no larger than 6.75 x 9.25 in (171.45 x 234.95 mm). The page *is* that area and holds
  the pieces only; more pieces go on more pages.

The cut file's outlines are the pieces' trims, in the printed page's own coordinates (1 SVG
unit = 1 mm), so the cutter cuts where the page was printed.
"""

from __future__ import annotations

from dataclasses import dataclass

from kitgen.core.errors import KitgenError
from kitgen.core.units import MM_PER_INCH
from kitgen.maker.imposition.pieceset import PieceSet
from kitgen.maker.imposition.placing import Slot, group, pack, placing, trim_box
from kitgen.maker.layout import Box, Paper, page_words, scale_bar, short_number
from kitgen.maker.scene import BLACK, Group, Page, Paint, Rect, Shape, Text
from kitgen.maker.sheets import header_lines


@dataclass(frozen=True)
class Marks:
    """Silhouette Studio registration marks (all mm)."""

    inset: float = 10.0  # paper edge to the marks' outer edges
    length: float = 20.0  # each arm of an L, outer edge
    thickness: float = 0.5
    square: float = 5.0  # the filled square, top-left
    keep_out: float = 2.0  # nothing printed this close to a mark's search area


SILHOUETTE = Marks()
CRICUT_AREA = (6.75 * MM_PER_INCH, 9.25 * MM_PER_INCH)  # Design Space's print-then-cut limit
CRICUT_MARGIN = 1.0  # pieces' bleed stays this far inside the image
HEADER_SIZE = 2.5  # mm (7 pt): the instructions between the top marks
HEADER_LEADING = 3.3
HEADER_GAP = 2.0  # from the last line of instructions to the pieces' bleed
FOOTER = 12.0  # the scale bar and footer above the bottom marks
NBSP = "\u00a0"  # keeps a number and its unit on one line
GAP = 2.0  # least space between two pieces' bleeds: the blade needs room


@dataclass(frozen=True)
class CutPiece:
    """One outline in the cut file: the trim of a piece (a circle, or a rounded rectangle)."""

    box: Box
    round: bool
    radius: float
    face: str


@dataclass(frozen=True)
class CutSheet:
    """A printed page and its cut outlines (and marks, for Silhouette)."""

    page: Page
    cuts: tuple[CutPiece, ...]
    marks: tuple[Rect, ...]


def silhouette_marks(width: float, height: float, m: Marks = SILHOUETTE) -> tuple[Rect, ...]:
    """The square and three L marks as filled rectangles, outer edges ``m.inset`` in."""
    ink = Paint(fill=BLACK)
    i, arm, t, s = m.inset, m.length, m.thickness, m.square
    right, bottom = width - i, height - i
    return (
        Rect(i, i, s, s, ink),  # top-left: the square
        Rect(right - arm, i, arm, t, ink),  # top-right L
        Rect(right - t, i, t, arm, ink),
        Rect(i, bottom - t, arm, t, ink),  # bottom-left L
        Rect(i, bottom - arm, t, arm, ink),
        Rect(right - arm, bottom - t, arm, t, ink),  # bottom-right L
        Rect(right - t, bottom - arm, t, arm, ink),
    )


def keep_out_zones(width: float, height: float, m: Marks = SILHOUETTE) -> tuple[Box, ...]:
    """The corner squares the cutter's camera searches, with room to spare."""
    side = m.inset + m.length + m.keep_out
    return (
        Box(0, 0, side, side),
        Box(width - side, 0, side, side),
        Box(0, height - side, side, side),
        Box(width - side, height - side, side, side),
    )


def _overlaps(a: Box, b: Box) -> bool:
    return a.x < b.right and b.x < a.right and a.y < b.bottom and b.y < a.bottom


def _cuttable(pieces: PieceSet) -> PieceSet:
    """The pieces with room between them for the blade (cards are butted on paper)."""
    from dataclasses import replace

    return replace(pieces, gap=max(pieces.gap, 2 * pieces.bleed + GAP))


def _slots(pieces: PieceSet, area: Box, zones: tuple[Box, ...]) -> list[Slot]:
    best: list[Slot] = []
    for turned in (False, True) if pieces.turnable else (False,):
        try:
            packing = pack(pieces, area, turned)
        except KitgenError:
            continue
        slots = [
            s
            for s in packing.slots
            if not any(_overlaps(s.box.inset(-pieces.bleed), z) for z in zones)
        ]
        if len(slots) > len(best):
            best = slots
    return best


def _furniture(width: float, y: float, x: float, title: str, number: int, pages: int) -> Group:
    """A 50 mm scale bar, a short print-at-100 % line and the footer, between the marks."""
    from kitgen.core.messages import _

    words = page_words()
    bar = scale_bar(x, y)
    items: list[Shape] = [item for item in bar.items if not isinstance(item, Text)]
    page = words.page.format(page=number, pages=pages)
    items += [
        Text(x, y + 5.0, "0", 2.4),
        Text(x + 50.0, y + 5.0, words.scale_end.format(length="50"), 2.4, anchor="end"),
        Text(x + 53.0, y + 2.0, _("Print at 100 %: the bar is {length} mm.", length="50"), 2.6),
        Text(x, y + 9.5, title, 2.4, fill="#333333"),
        Text(width - x, y + 9.5, page, 2.4, fill="#333333", anchor="end"),
    ]
    return Group(tuple(items), name="scale-bar")


def silhouette_instructions(pieces: PieceSet, m: Marks = SILHOUETTE) -> str:
    from kitgen.core.messages import _

    text = _(
        "Print at 100 %, this side only. Silhouette Studio: open the matching .svg, "
        "registration marks Type 1, length {length}\u00a0mm, thickness {thickness}\u00a0mm, "
        "inset {inset}\u00a0mm.",
        length=short_number(m.length),
        thickness=short_number(m.thickness),
        inset=short_number(m.inset),
    )
    return f"{text} {pieces.key}" if pieces.key else text


def silhouette_sheets(pieces: PieceSet, paper: Paper) -> tuple[CutSheet, ...]:
    """Pages with Studio's registration marks; pieces inside the marks, clear of corners."""
    m = SILHOUETTE
    pieces = _cuttable(pieces)
    w, h = paper.width, paper.height
    inner = m.inset + m.thickness + m.keep_out
    side = m.inset + m.length + m.keep_out
    # The instructions run between the top corners' search squares, from just under the top
    # marks' outer edge down; the pieces start below them.
    lines = header_lines(silhouette_instructions(pieces, m), w - 2 * side - 4.0, HEADER_SIZE)
    first = m.inset + 0.75 * HEADER_SIZE  # the first line's capitals start at the marks' edge
    header = [
        Text(side + 2.0, first + HEADER_LEADING * i, line, HEADER_SIZE, fill="#333333")
        for i, line in enumerate(lines)
    ]
    top = first + HEADER_LEADING * (len(lines) - 1) + 0.25 * HEADER_SIZE + HEADER_GAP
    area = Box(inner, top, w - 2 * inner, h - inner - FOOTER - top)
    zones = keep_out_zones(w, h, m)
    slots = _slots(pieces, area, zones)
    if not slots:
        raise KitgenError(
            f"a piece of {pieces.width:g} x {pieces.height:g} mm does not fit inside "
            f"Silhouette's registration marks on {paper.name} — use a smaller size"
        )
    marks = silhouette_marks(w, h, m)

    def furniture(title: str, number: int, pages: int) -> list[Shape]:
        bar = _furniture(w, h - inner - FOOTER + 1.0, side + 2.0, title, number, pages)
        return [*header, bar]

    return _sheets(pieces, paper.width, paper.height, slots, marks, furniture, "Silhouette")


def cricut_sheets(pieces: PieceSet) -> tuple[CutSheet, ...]:
    """Pages of Design Space's print-then-cut size holding the pieces only."""
    pieces = _cuttable(pieces)
    w, h = CRICUT_AREA
    area = Box(CRICUT_MARGIN, CRICUT_MARGIN, w - 2 * CRICUT_MARGIN, h - 2 * CRICUT_MARGIN)
    slots = _slots(pieces, area, ())
    if not slots:
        raise KitgenError(
            f"a piece of {pieces.width:g} x {pieces.height:g} mm does not fit Design Space's "
            "print-then-cut area of 6.75 x 9.25 in (171.45 x 234.95 mm) — use a smaller size"
        )
    return _sheets(pieces, w, h, slots, (), lambda *_: [], "Cricut")


def _sheets(pieces, width, height, slots, marks, furniture, cutter) -> tuple[CutSheet, ...]:
    from kitgen.core.messages import _

    batches = [pieces.pieces[i : i + len(slots)] for i in range(0, len(pieces.pieces), len(slots))]
    out: list[CutSheet] = []
    for number, batch in enumerate(batches, start=1):
        items: list[Shape] = []
        cuts: list[CutPiece] = []
        for piece, slot in zip(batch, slots, strict=False):
            items.append(group(placing(pieces, slot), piece.front, piece.face))
            cuts.append(CutPiece(slot.box, pieces.round, pieces.radius, piece.face))
        title = _("{title} — print-then-cut, {cutter}", title=pieces.title, cutter=cutter)
        page = Page(
            width,
            height,
            (*items, *marks, *furniture(title, number, len(batches))),
            pieces.symbols,
            label=f"{cutter} {number}",
            trim=trim_box([c.box for c in cuts]),
            bleed=pieces.bleed,
        )
        out.append(CutSheet(page, tuple(cuts), tuple(marks)))
    return tuple(out)


# --- the SVG cut file ---------------------------------------------------------------------


def _num(value: float) -> str:
    text = f"{value:.4f}".rstrip("0").rstrip(".")
    return "0" if text in ("-0", "") else text


def outline_path(cut: CutPiece) -> str:
    """SVG path data of a trim: one closed subpath, clockwise from the top edge."""
    b = cut.box
    if cut.round:
        r = b.width / 2
        cx, cy = b.x + r, b.y + r
        return (
            f"M {_num(cx)} {_num(cy - r)} A {_num(r)} {_num(r)} 0 0 1 {_num(cx)} {_num(cy + r)} "
            f"A {_num(r)} {_num(r)} 0 0 1 {_num(cx)} {_num(cy - r)} Z"
        )
    r = min(cut.radius, b.width / 2, b.height / 2)
    x0, y0, x1, y1 = b.x, b.y, b.right, b.bottom
    if r <= 0:
        return f"M {_num(x0)} {_num(y0)} H {_num(x1)} V {_num(y1)} H {_num(x0)} Z"
    arc = f"A {_num(r)} {_num(r)} 0 0 1"
    return (
        f"M {_num(x0 + r)} {_num(y0)} H {_num(x1 - r)} {arc} {_num(x1)} {_num(y0 + r)} "
        f"V {_num(y1 - r)} {arc} {_num(x1 - r)} {_num(y1)} H {_num(x0 + r)} "
        f"{arc} {_num(x0)} {_num(y1 - r)} V {_num(y0 + r)} {arc} {_num(x0 + r)} {_num(y0)} Z"
    )


def cut_svg(sheet: CutSheet) -> bytes:
    """The cut file of one sheet: the page size in mm, 1 unit = 1 mm; a ``cut`` layer of
    red hairline outlines and, for Silhouette, a ``registration`` layer with the marks."""
    w, h = _num(sheet.page.width), _num(sheet.page.height)
    out = [
        '<?xml version="1.0" encoding="UTF-8"?>\n',
        '<svg xmlns="http://www.w3.org/2000/svg" '
        'xmlns:inkscape="http://www.inkscape.org/namespaces/inkscape" version="1.1" '
        f'width="{w}mm" height="{h}mm" viewBox="0 0 {w} {h}">\n',
        f"<desc>Cut file {w} x {h} mm, 1 unit = 1 mm: {len(sheet.cuts)} outlines at the "
        "printed pieces' trims.</desc>\n",
    ]
    if sheet.marks:
        rects = "".join(
            f'<rect x="{_num(r.x)}" y="{_num(r.y)}" width="{_num(r.width)}" '
            f'height="{_num(r.height)}"/>'
            for r in sheet.marks
        )
        out.append(
            '<g id="registration" inkscape:groupmode="layer" inkscape:label="registration" '
            f'fill="#000000" stroke="none">{rects}</g>\n'
        )
    paths = "".join(
        f'<path d="{outline_path(c)}" data-face="{_escape(c.face)}"/>' for c in sheet.cuts
    )
    out.append(
        '<g id="cut" inkscape:groupmode="layer" inkscape:label="cut" fill="none" '
        f'stroke="#FF0000" stroke-width="0.1">{paths}</g>\n'
    )
    out.append("</svg>\n")
    return "".join(out).encode("utf-8")


def _escape(text: str) -> str:
    from xml.sax.saxutils import escape

    return escape(text, {'"': "&quot;"})

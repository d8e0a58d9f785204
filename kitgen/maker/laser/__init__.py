"""Laser layout: parts packed onto bed-sized sheets, kerf-compensated, shared edges cut once.

Pure geometry in millimetres, producing scene pages (``kitgen.maker.scene``) that the SVG backend
translates. Everything a laser file needs that is *layout* lives here, not in the backend:

- **Kerf.** The beam burns away a slot about ``kerf`` wide centred on the line it follows. So
  every cut line is moved half the kerf away from the part: outer outlines outward, holes
  (``Outline.hole``) inward; the part then comes out at its nominal size.
- **Shared edges.** Plain rectangular parts (``Piece.buttable``) are butted so that the
  compensated outlines of neighbours coincide; each shared line is cut once (collinear
  segments are merged). Butted parts sit ``kerf`` apart centre to centre beyond their size.
- **Reference square.** Every sheet carries a 20 mm square, cut out and engraved with its
  size and the kerf used, in its top-right corner: measure it to check the kerf setting.
- **Cut order.** Holes and slots (``Outline.hole``) get the role ``cut-inner`` and are cut
  before every outline (role ``cut``): a part never drops out of the sheet before its holes
  are cut, whatever order the cutter follows (the SVG writes the two in their own layers,
  inner first).
- **Packing.** Parts go in shelves (rows) from the top-left, tallest first, onto as many
  sheets as needed, never closer than ``margin`` to the sheet's edge, never overlapping, each
  by the box of its kerf-compensated outline. Discs of one size (tokens) are packed
  hexagonally instead and shared out evenly over the sheets (``kitgen.maker.laser.circles``).

Siblings: ``parts`` (parts, outlines, kerf and beds: what the packing places; re-exported
here), ``circles`` (the hexagonal packing), ``material`` (per-layer settings from TOML),
``estimate`` (the time a sheet takes), ``settings`` (the options as one object), ``lbrn2``
(LightBurn projects), ``fit_test`` (the calibration sheet).
"""

from __future__ import annotations

from collections import defaultdict
from dataclasses import dataclass, field, replace

from kitgen.core.errors import KitgenError
from kitgen.maker.laser.circles import pack_circles, round_size
from kitgen.maker.laser.parts import (
    BEDS,
    CUT_PAINT,
    DEFAULT_BED,
    DEFAULT_GAP,
    DEFAULT_KERF,
    DEFAULT_MARGIN,
    ENGRAVE_PAINT,
    EPS,
    INNER_CUT_PAINT,
    MAX_BED,
    MAX_KERF,
    MIN_BED,
    REFERENCE_SIZE,
    SCORE_PAINT,
    Bed,
    Closed,
    Outline,
    Piece,
    Placed,
    check_kerf,
    closed_box,
    compensate,
    cut_extent,
    engraved,
    footprint,
    parse_bed,
    place,
    rect_piece,
    reference_piece,
)
from kitgen.maker.scene import (
    CUT_ROLES,
    Group,
    Line,
    Page,
    Rect,
    Shape,
    Use,
    cut_length,
    role_length,
    shape_length,
)

__all__ = [
    "BEDS",
    "CUT_PAINT",
    "CUT_ROLES",
    "DEFAULT_BED",
    "DEFAULT_GAP",
    "DEFAULT_KERF",
    "DEFAULT_MARGIN",
    "ENGRAVE_PAINT",
    "INNER_CUT_PAINT",
    "MAX_BED",
    "MAX_KERF",
    "MIN_BED",
    "REFERENCE_SIZE",
    "SCORE_PAINT",
    "Bed",
    "Closed",
    "LaserJob",
    "Outline",
    "Piece",
    "Placed",
    "check_kerf",
    "closed_box",
    "compensate",
    "cut_extent",
    "cut_length",
    "engraved",
    "footprint",
    "inner_cut",
    "largest_part",
    "layout_sheets",
    "pack",
    "parse_bed",
    "place",
    "rect_piece",
    "reference_piece",
    "role_length",
    "shape_length",
    "sheet_cuts",
    "sheet_page",
]


@dataclass(frozen=True)
class LaserJob:
    """The sheets of one laser job and their totals."""

    pages: tuple[Page, ...]
    cut_lengths: tuple[float, ...]
    placements: tuple[tuple[Placed, ...], ...] = field(repr=False)
    bed: Bed
    kerf: float
    shared_edges: bool

    @property
    def cut_length(self) -> float:
        return sum(self.cut_lengths)


def largest_part(
    bed: Bed, kerf: float, margin: float = DEFAULT_MARGIN, gap: float = DEFAULT_GAP
) -> tuple[tuple[float, float], tuple[float, float]]:
    """The two largest nominal part sizes (w, h) a sheet takes beside its reference square:
    full height left of it, and full width below it."""
    ref = REFERENCE_SIZE + kerf
    across, down = bed.width - 2 * margin, bed.height - 2 * margin
    return ((across - ref - gap - kerf, down - kerf), (across - kerf, down - ref - gap - kerf))


def pack(
    pieces: list[Piece],
    bed: Bed,
    kerf: float,
    shared_edges: bool,
    margin: float = DEFAULT_MARGIN,
    gap: float = DEFAULT_GAP,
) -> list[list[Placed]]:
    """Place every piece on sheets, a reference square first in each sheet's top-right corner.

    Discs of one size (tokens) are packed hexagonally and shared out evenly over the sheets
    (``kitgen.maker.laser.circles``). Everything else: shelf packing, tallest pieces first (stable,
    so equal pieces keep their order). A piece takes the box of its kerf-compensated outline
    (``cut_extent``). Two buttable pieces of the same height side by side touch (their
    kerf-grown boxes share an edge) when ``shared_edges``; otherwise pieces keep ``gap``
    between their compensated boxes.
    """
    ref = reference_piece(kerf)
    ref_w, ref_h = footprint(ref, kerf)
    left, top = margin, margin
    right, bottom = bed.width - margin, bed.height - margin
    if ref_w > right - left or ref_h > bottom - top:
        raise KitgenError(
            f"a {bed.size} mm bed with a {margin:g} mm margin has no room for the reference square"
        )
    ref_x = right - ref_w
    reserved_bottom = top + ref_h + gap  # shelves above this stop left of the square
    reserved_left = ref_x - gap

    room = largest_part(bed, kerf, margin, gap)
    for piece in pieces:
        fw, fh = footprint(piece, kerf)
        if not any(fw <= w + kerf + EPS and fh <= h + kerf + EPS for w, h in room):
            (w1, h1), (w2, h2) = room
            raise KitgenError(
                f"{piece.name or 'a part'} of {piece.width:g} x {piece.height:g} mm does not fit "
                f"a {bed.size} mm bed: after {margin:g} mm margins and the {REFERENCE_SIZE:g} mm "
                f"reference square it takes parts up to {w1:.1f} x {h1:.1f} mm or "
                f"{w2:.1f} x {h2:.1f} mm — use a bigger --bed or make the part smaller"
            )

    if round_size(pieces) is not None:
        circle_sheets = pack_circles(pieces, bed, kerf, margin, gap)
        if circle_sheets:
            return circle_sheets

    order = sorted(pieces, key=lambda p: -p.height)
    sheets: list[list[Placed]] = []
    sheet: list[Placed] = []
    shelf_y = shelf_h = cursor = 0.0
    shelf_butt = False

    def start_sheet() -> None:
        nonlocal sheet, shelf_y, shelf_h, cursor, shelf_butt
        sheet = [place(ref, kerf, ref_x, top)]
        sheets.append(sheet)
        shelf_y, shelf_h, cursor, shelf_butt = top, 0.0, left, False

    def limit(y: float) -> float:
        return reserved_left if y < reserved_bottom else right

    start_sheet()
    for piece in order:
        fw, fh = footprint(piece, kerf)
        butts = shared_edges and piece.buttable
        placed = False
        # 1. beside the previous piece on the current shelf
        if shelf_h > 0 and fh <= shelf_h + EPS:
            x = cursor if (butts and shelf_butt and abs(fh - shelf_h) < EPS) else cursor + gap
            if x + fw <= limit(shelf_y) + EPS:
                sheet.append(place(piece, kerf, x, shelf_y))
                cursor, placed = x + fw, True
                shelf_butt = shelf_butt and butts and abs(fh - shelf_h) < EPS
        if not placed:
            # 2. a new shelf under the current one (butted to it when both are butt shelves)
            if shelf_h == 0:
                y = shelf_y
            elif butts and shelf_butt and abs(fh - shelf_h) < EPS:
                y = shelf_y + shelf_h
            else:
                y = shelf_y + shelf_h + gap
            if left + fw > limit(y) + EPS:
                y = max(y, reserved_bottom)
            if y + fh > bottom + EPS:
                start_sheet()  # 3. a new sheet
                y = top
                if left + fw > limit(y) + EPS:
                    y = reserved_bottom
            sheet.append(place(piece, kerf, left, y))
            shelf_y, shelf_h, cursor, shelf_butt = y, fh, left + fw, butts
    return sheets


def _merge_segments(lines: list[tuple[float, float, float, float]]) -> list[Line]:
    """Axis-aligned segments merged so that no stretch of line is drawn twice."""
    rows: dict[tuple[str, float], list[tuple[float, float]]] = defaultdict(list)
    for x1, y1, x2, y2 in lines:
        if abs(y1 - y2) < EPS:
            rows[("h", round(y1, 6))].append((min(x1, x2), max(x1, x2)))
        else:
            rows[("v", round(x1, 6))].append((min(y1, y2), max(y1, y2)))
    merged: list[Line] = []
    for (axis, at), spans in sorted(rows.items()):
        spans.sort()
        start, end = spans[0]
        runs = []
        for a, b in spans[1:]:
            if a <= end + EPS:
                end = max(end, b)
            else:
                runs.append((start, end))
                start, end = a, b
        runs.append((start, end))
        for a, b in runs:
            if axis == "h":
                merged.append(Line(a, at, b, at, CUT_PAINT, role="cut"))
            else:
                merged.append(Line(at, a, at, b, CUT_PAINT, role="cut"))
    return merged


def sheet_cuts(placed: list[Placed], kerf: float, shared_edges: bool) -> list[Shape]:
    """The compensated cut lines of every part on a sheet, shared edges merged: every inner
    cut (role ``cut-inner``) first, then the outlines (role ``cut``)."""
    inner: list[Shape] = []
    cuts: list[Shape] = []
    segments: list[tuple[float, float, float, float]] = []
    for p in placed:
        for outline in p.piece.outlines:
            shape = compensate(outline, kerf)
            if outline.hole:
                inner.append(Group((inner_cut(shape),), p.x, p.y))
            elif shared_edges and p.piece.buttable and isinstance(shape, Rect):
                x0, y0 = p.x + shape.x, p.y + shape.y
                x1, y1 = x0 + shape.width, y0 + shape.height
                segments += [(x0, y0, x1, y0), (x1, y0, x1, y1), (x0, y1, x1, y1), (x0, y0, x0, y1)]
            else:
                cuts.append(Group((shape,), p.x, p.y))
    return inner + cuts + _merge_segments(segments)


def inner_cut(shape: Closed) -> Closed:
    """``shape`` as a cut inside a part: its own role and a darker red."""
    return replace(shape, paint=INNER_CUT_PAINT, role="cut-inner")


def sheet_page(
    placed: list[Placed] | tuple[Placed, ...],
    width: float,
    height: float,
    kerf: float,
    shared_edges: bool = False,
    label: str = "",
) -> Page:
    """One sheet of placed parts: their art (a face's art defined once as a symbol), then
    their compensated cut lines."""
    symbols: dict[str, tuple[Shape, ...]] = {}
    art: list[Shape] = []
    for p in placed:
        piece = p.piece
        if piece.symbol is not None:
            symbols.setdefault(piece.symbol, piece.art)
            art.append(Use(piece.symbol, p.x, p.y, face=piece.face))
        else:
            art.append(Group(piece.art, p.x, p.y, face=piece.face, name=piece.name))
    cuts = sheet_cuts(list(placed), kerf, shared_edges)
    items = (*art, Group(tuple(cuts), name="cut lines"))
    return Page(width, height, items, symbols, label=label)


def layout_sheets(
    pieces: list[Piece],
    bed: Bed,
    kerf: float = DEFAULT_KERF,
    shared_edges: bool = True,
    title: str = "",
    margin: float = DEFAULT_MARGIN,
    gap: float = DEFAULT_GAP,
) -> LaserJob:
    """Pack ``pieces`` onto sheets of ``bed`` and build one scene page per sheet."""
    check_kerf(kerf)
    if not 0 <= margin <= min(bed.width, bed.height) / 4:
        raise KitgenError(
            f"a sheet margin of {margin:g} mm does not suit a {bed.size} mm bed — give 0 to "
            f"{min(bed.width, bed.height) / 4:g} mm"
        )
    sheets = pack(pieces, bed, kerf, shared_edges, margin, gap)
    pages: list[Page] = []
    lengths: list[float] = []
    for number, placed in enumerate(sheets, start=1):
        label = f"{title} — sheet {number} of {len(sheets)}" if title else f"sheet {number}"
        page = sheet_page(placed, bed.width, bed.height, kerf, shared_edges, label)
        pages.append(page)
        lengths.append(cut_length(page))
    return LaserJob(
        tuple(pages), tuple(lengths), tuple(tuple(s) for s in sheets), bed, kerf, shared_edges
    )

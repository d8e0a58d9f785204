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
- **Packing.** Parts go in shelves (rows) from the top-left, tallest first, never closer
  than ``margin`` to the sheet's edge, never overlapping, each by the box of its
  kerf-compensated outline, ``gap`` (``--spacing``) apart; a part that no longer fits the
  sheet being filled goes on the first earlier sheet with room for it before a new sheet is
  started, so the parts of one job share sheets whenever they fit. Discs of one size
  (tokens) are packed hexagonally instead and shared out evenly over the sheets
  (``kitgen.maker.laser.circles``).
- **Parts as groups.** Each part on a sheet is one group (its art and its own cut lines), so
  it moves as one in the cutter's software; lines shared by butted parts are a group of
  their own.
- **Tabs** (``Tabs``, ``--tabs N``): small parts (up to ``SMALL_PART`` mm across) keep
  ``N`` bridges of uncut material on their outline, evenly round it (the first in the middle
  of the top edge), each ``width`` wide: the gap in the cut line is ``width + kerf``, as the
  beam's round end burns half the kerf into each side of it.

Siblings: ``parts`` (parts, outlines, kerf and beds: what the packing places; re-exported
here), ``circles`` (the hexagonal packing), ``material`` (per-layer settings from TOML),
``estimate`` (the time a sheet takes), ``settings`` (the options as one object), ``lbrn2``
(LightBurn projects), ``fit_test`` (the calibration sheet).
"""

from __future__ import annotations

import bisect
import itertools
import math
from collections import defaultdict
from dataclasses import dataclass, field, replace

from kitgen.core.errors import KitgenError
from kitgen.core.messages import _
from kitgen.core.wording import decimal
from kitgen.maker import scene
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
    MIN_CAP,
    MIN_STROKE,
    MIN_TEXT,
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
    laser_text,
    legible,
    parse_bed,
    place,
    rect_piece,
    reference_piece,
)
from kitgen.maker.layout import short_number
from kitgen.maker.scene import (
    CUT_ROLES,
    Group,
    Line,
    Page,
    Polyline,
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
    "MIN_CAP",
    "MIN_STROKE",
    "MIN_TEXT",
    "NO_TABS",
    "REFERENCE_SIZE",
    "SCORE_PAINT",
    "SHARED_LINES",
    "SMALL_PART",
    "Bed",
    "Closed",
    "LaserJob",
    "Outline",
    "Piece",
    "Placed",
    "Tabs",
    "check_kerf",
    "closed_box",
    "compensate",
    "cut_extent",
    "cut_length",
    "engraved",
    "footprint",
    "inner_cut",
    "largest_part",
    "laser_text",
    "layout_sheets",
    "legible",
    "outline_points",
    "pack",
    "parse_bed",
    "part_cuts",
    "place",
    "rect_piece",
    "reference_piece",
    "role_length",
    "shape_length",
    "sheet_cuts",
    "sheet_page",
    "tab_gaps",
    "tabbed",
]


#: Parts up to this many mm across get tabs with ``--tabs``.
SMALL_PART = 60.0


@dataclass(frozen=True)
class Tabs:
    """``count`` bridges of ``width`` mm of material left on the outline of every small
    part (none when ``count`` is 0)."""

    count: int = 0
    width: float = 0.3

    def holds(self, piece: Piece) -> bool:
        return self.count > 0 and piece.hold and max(piece.width, piece.height) <= SMALL_PART


NO_TABS = Tabs()


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
            _(
                "a {bed} mm bed with a {margin} mm margin has no room for the reference square "
                "— use a bigger --bed",
                bed=bed.size,
                margin=short_number(margin),
            )
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
                _(
                    "{part} of {width} × {height} mm does not fit a {bed} mm bed: after {margin} "
                    "mm margins and the {reference} mm reference square it takes parts up to "
                    "{w1} × {h1} mm or {w2} × {h2} mm — use a bigger --bed or make the part "
                    "smaller",
                    part=_("a part"),
                    width=short_number(piece.width),
                    height=short_number(piece.height),
                    bed=bed.size,
                    margin=short_number(margin),
                    reference=short_number(REFERENCE_SIZE),
                    w1=decimal(w1, 1),
                    h1=decimal(h1, 1),
                    w2=decimal(w2, 1),
                    h2=decimal(h2, 1),
                )
            )

    if round_size(pieces) is not None:
        circle_sheets = pack_circles(pieces, bed, kerf, margin, gap)
        if circle_sheets:
            return circle_sheets

    order = sorted(pieces, key=lambda p: -p.height)
    sheets: list[_Sheet] = []

    def limit(y: float) -> float:
        return reserved_left if y < reserved_bottom else right

    def new_sheet() -> _Sheet:
        sheet = _Sheet([place(ref, kerf, ref_x, top)], top, 0.0, left, False)
        sheets.append(sheet)
        return sheet

    def try_place(sheet: _Sheet, piece: Piece, fw: float, fh: float, butts: bool) -> bool:
        # 1. beside the previous piece on the sheet's last shelf
        same = butts and sheet.butt and abs(fh - sheet.shelf_h) < EPS
        if sheet.shelf_h > 0 and fh <= sheet.shelf_h + EPS:
            x = sheet.cursor if same else sheet.cursor + gap
            if x + fw <= limit(sheet.shelf_y) + EPS:
                sheet.placed.append(place(piece, kerf, x, sheet.shelf_y))
                sheet.cursor, sheet.butt = x + fw, same
                return True
        # 2. a new shelf under it (butted to it when both are butt shelves)
        if sheet.shelf_h == 0:
            y = sheet.shelf_y
        else:
            y = sheet.shelf_y + sheet.shelf_h + (0.0 if same else gap)
        if left + fw > limit(y) + EPS:
            y = max(y, reserved_bottom)
        if y + fh > bottom + EPS:
            return False
        sheet.placed.append(place(piece, kerf, left, y))
        sheet.shelf_y, sheet.shelf_h, sheet.cursor, sheet.butt = y, fh, left + fw, butts
        return True

    new_sheet()
    for piece in order:
        fw, fh = footprint(piece, kerf)
        butts = shared_edges and piece.buttable
        # the sheet being filled first, then any earlier one with room, then a new sheet
        candidates = [sheets[-1], *sheets[:-1]]
        if not any(try_place(sheet, piece, fw, fh, butts) for sheet in candidates):
            try_place(new_sheet(), piece, fw, fh, butts)
    return [sheet.placed for sheet in sheets]


@dataclass
class _Sheet:
    """A sheet being filled: its parts and its last shelf (top, height, where the next part
    goes, whether its parts are butted)."""

    placed: list[Placed]
    shelf_y: float
    shelf_h: float
    cursor: float
    butt: bool


Interval = tuple[float, float]


def _merge_segments(
    lines: list[tuple[float, float, float, float]],
    gaps: dict[tuple[str, float], list[Interval]] | None = None,
) -> list[Line]:
    """Axis-aligned segments merged so that no stretch of line is drawn twice, less the
    ``gaps`` (tabs) along each line (keyed by axis and position, as the merged lines)."""
    rows: dict[tuple[str, float], list[Interval]] = defaultdict(list)
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
        runs = _less(runs, (gaps or {}).get((axis, at), []))
        for a, b in runs:
            if axis == "h":
                merged.append(Line(a, at, b, at, CUT_PAINT, role="cut"))
            else:
                merged.append(Line(at, a, at, b, CUT_PAINT, role="cut"))
    return merged


def _less(runs: list[Interval], gaps: list[Interval]) -> list[Interval]:
    """``runs`` with every stretch inside one of ``gaps`` taken out."""
    for g0, g1 in sorted(gaps):
        kept: list[Interval] = []
        for a, b in runs:
            if g1 <= a or g0 >= b:
                kept.append((a, b))
                continue
            if g0 - a > EPS:
                kept.append((a, g0))
            if b - g1 > EPS:
                kept.append((g1, b))
        runs = kept
    return runs


# --- tabs ------------------------------------------------------------------------------------

SAGITTA = 0.002  # mm: the most a straight chord of a curved outline with tabs strays from it


def _arc_steps(r: float, sweep: float) -> int:
    """Chords for an arc of radius ``r`` and ``sweep`` radians, each within ``SAGITTA``."""
    if r <= SAGITTA:
        return 1
    return max(1, math.ceil(sweep / (2 * math.acos(1 - SAGITTA / r))))


def outline_points(shape: Closed) -> tuple[list[tuple[float, float]], float]:
    """A closed cut shape as the points of a polygon (curves as fine chords), starting where
    the perimeter's tabs count from, and the distance along it of the first tab: the middle
    of the top edge (a rectangle), the top (a circle), the middle of the first edge."""
    if isinstance(shape, scene.Circle):
        n = 4 * _arc_steps(shape.r, math.pi / 2)
        points = [
            (
                shape.cx + shape.r * math.cos(-math.pi / 2 + 2 * math.pi * k / n),
                shape.cy + shape.r * math.sin(-math.pi / 2 + 2 * math.pi * k / n),
            )
            for k in range(n)
        ]
        return points, 0.0
    if isinstance(shape, scene.Rect):
        x, y, w, h = shape.x, shape.y, shape.width, shape.height
        r = min(shape.radius, w / 2, h / 2)
        if r <= 0:
            return [(x, y), (x + w, y), (x + w, y + h), (x, y + h)], w / 2
        n = _arc_steps(r, math.pi / 2)
        points = []
        for cx, cy, start in ((x + w - r, y + r, -90), (x + w - r, y + h - r, 0),
                              (x + r, y + h - r, 90), (x + r, y + r, 180)):  # fmt: skip
            for k in range(n + 1):
                a = math.radians(start + 90 * k / n)
                points.append((cx + r * math.cos(a), cy + r * math.sin(a)))
        # start at the top edge's left end, so that the first edge is the top one
        points = points[-1:] + points[:-1]
        return points, (w - 2 * r) / 2
    points = list(shape.points)
    return points, math.dist(points[0], points[1]) / 2


def tab_gaps(perimeter: float, first: float, tabs: Tabs, kerf: float) -> list[Interval]:
    """Where the cut line stops for the tabs, as distances along the perimeter: ``count``
    gaps of ``width + kerf``, evenly spaced from ``first`` (gaps over the start split in
    two)."""
    gap = tabs.width + kerf
    found: list[Interval] = []
    for k in range(tabs.count):
        centre = (first + k * perimeter / tabs.count) % perimeter
        a, b = centre - gap / 2, centre + gap / 2
        if a < 0:
            found += [(a + perimeter, perimeter), (0.0, b)]
        elif b > perimeter:
            found += [(a, perimeter), (0.0, b - perimeter)]
        else:
            found.append((a, b))
    return found


def tabbed(shape: Closed, tabs: Tabs, kerf: float) -> tuple[Polyline, ...]:
    """A compensated outline with its tabs left uncut: open polylines between the gaps."""
    points, first = outline_points(shape)
    ring = [*points, points[0]]
    along = [0.0]
    for p0, p1 in itertools.pairwise(ring):
        along.append(along[-1] + math.dist(p0, p1))
    perimeter = along[-1]
    keep = _less([(0.0, perimeter)], tab_gaps(perimeter, first, tabs, kerf))

    def at(s: float) -> tuple[float, float]:
        i = min(bisect.bisect_right(along, s) - 1, len(ring) - 2)
        (x0, y0), (x1, y1) = ring[i], ring[i + 1]
        t = (s - along[i]) / max(along[i + 1] - along[i], EPS)
        return x0 + (x1 - x0) * t, y0 + (y1 - y0) * t

    pieces: list[list[tuple[float, float]]] = []
    for s0, s1 in keep:
        inner = [ring[i] for i in range(len(ring)) if s0 + EPS < along[i] < s1 - EPS]
        pieces.append([at(s0), *inner, at(s1)])
    if len(pieces) > 1 and keep[0][0] <= EPS and keep[-1][1] >= perimeter - EPS:
        pieces[0] = pieces.pop()[:-1] + pieces[0]  # the run over the start is one line
    paint = shape.paint
    return tuple(Polyline(tuple(p), paint, role=shape.role) for p in pieces)


def _edge_gaps(
    shape: Rect, dx: float, dy: float, tabs: Tabs, kerf: float
) -> dict[tuple[str, float], list[Interval]]:
    """The tab gaps of a butted rectangle's four edges, keyed as the merged lines are."""
    x0, y0 = dx + shape.x, dy + shape.y
    w, h = shape.width, shape.height
    found: dict[tuple[str, float], list[Interval]] = defaultdict(list)
    edges = (  # (start along the perimeter, length, key, position of the edge's start, sign)
        (0.0, w, ("h", round(y0, 6)), x0, 1),
        (w, h, ("v", round(x0 + w, 6)), y0, 1),
        (w + h, w, ("h", round(y0 + h, 6)), x0 + w, -1),
        (2 * w + h, h, ("v", round(x0, 6)), y0 + h, -1),
    )
    for a, b in tab_gaps(2 * (w + h), w / 2, tabs, kerf):
        for start, length, key, origin, sign in edges:
            lo, hi = max(a, start), min(b, start + length)
            if hi - lo > EPS:
                u, v = origin + sign * (lo - start), origin + sign * (hi - start)
                found[key].append((min(u, v), max(u, v)))
    return found


# --- sheets ----------------------------------------------------------------------------------


def part_cuts(
    p: Placed, kerf: float, shared_edges: bool, tabs: Tabs = NO_TABS
) -> tuple[
    tuple[Closed, ...],
    list[tuple[float, float, float, float]],
    dict[tuple[str, float], list[Interval]],
]:
    """The compensated cut lines of one placed part in its own coordinates, holes (role
    ``cut-inner``) first, and its butted edges as page segments (merged with the
    neighbours' by :func:`sheet_cuts`) with their tab gaps."""
    inner: list[Closed] = []
    outer: list[Closed] = []
    segments: list[tuple[float, float, float, float]] = []
    gaps: dict[tuple[str, float], list[Interval]] = {}
    hold = tabs.holds(p.piece)
    for outline in p.piece.outlines:
        shape = compensate(outline, kerf)
        if outline.hole:
            inner.append(inner_cut(shape))
        elif shared_edges and p.piece.buttable and isinstance(shape, scene.Rect):
            x0, y0 = p.x + shape.x, p.y + shape.y
            x1, y1 = x0 + shape.width, y0 + shape.height
            segments += [(x0, y0, x1, y0), (x1, y0, x1, y1), (x0, y1, x1, y1), (x0, y0, x0, y1)]
            if hold:
                gaps = _edge_gaps(shape, p.x, p.y, tabs, kerf)
        elif hold:
            outer += tabbed(shape, tabs, kerf)
        else:
            outer.append(shape)
    return (*inner, *outer), segments, gaps


def sheet_cuts(
    placed: list[Placed], kerf: float, shared_edges: bool, tabs: Tabs = NO_TABS
) -> list[Shape]:
    """The compensated cut lines of every part on a sheet, shared edges merged: every inner
    cut (role ``cut-inner``) first, then the outlines (role ``cut``)."""
    inner: list[Shape] = []
    cuts: list[Shape] = []
    segments: list[tuple[float, float, float, float]] = []
    gaps: dict[tuple[str, float], list[Interval]] = defaultdict(list)
    for p in placed:
        own, lines, holds = part_cuts(p, kerf, shared_edges, tabs)
        inner += [Group((c,), p.x, p.y) for c in own if c.role == "cut-inner"]
        cuts += [Group((c,), p.x, p.y) for c in own if c.role != "cut-inner"]
        segments += lines
        for key, spans in holds.items():
            gaps[key] += spans
    return inner + cuts + _merge_segments(segments, gaps)


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
    tabs: Tabs = NO_TABS,
) -> Page:
    """One sheet of placed parts, each one group of its art (a face's art defined once as a
    symbol) and its own compensated cut lines, holes first; then the lines butted parts
    share, merged, as a group of their own."""
    symbols: dict[str, tuple[Shape, ...]] = {}
    parts: list[Shape] = []
    segments: list[tuple[float, float, float, float]] = []
    gaps: dict[tuple[str, float], list[Interval]] = defaultdict(list)
    for p in placed:
        piece = p.piece
        art: tuple[Shape, ...] = piece.art
        if piece.symbol is not None:
            symbols.setdefault(piece.symbol, piece.art)
            art = (Use(piece.symbol, 0.0, 0.0),)
        own, lines, holds = part_cuts(p, kerf, shared_edges, tabs)
        parts.append(Group((*art, *own), p.x, p.y, face=piece.face, name=piece.name))
        segments += lines
        for key, spans in holds.items():
            gaps[key] += spans
    if segments:
        shared = Group(tuple(_merge_segments(segments, gaps)), name=SHARED_LINES)
        parts.append(shared)
    return Page(width, height, tuple(parts), symbols, label=label)


#: The name of the group of cut lines that butted parts share.
SHARED_LINES = "shared cut lines"


def _sheet_label(title: str, number: int, count: int) -> str:
    """A laser sheet's name (its notes layer), in the language in use."""

    if title:
        return _("{title} — sheet {n} of {count}", title=title, n=number, count=count)
    return _("sheet {n}", n=number)


def layout_sheets(
    pieces: list[Piece],
    bed: Bed,
    kerf: float = DEFAULT_KERF,
    shared_edges: bool = True,
    title: str = "",
    margin: float = DEFAULT_MARGIN,
    gap: float = DEFAULT_GAP,
    tabs: Tabs = NO_TABS,
) -> LaserJob:
    """Pack ``pieces`` onto sheets of ``bed`` and build one scene page per sheet (``gap``
    between parts, ``tabs`` on the small ones)."""
    check_kerf(kerf)
    if not 0 <= margin <= min(bed.width, bed.height) / 4:
        raise KitgenError(
            _(
                "a sheet margin of {margin} mm does not suit a {bed} mm bed — give 0 to {most} mm",
                margin=short_number(margin),
                bed=bed.size,
                most=short_number(min(bed.width, bed.height) / 4),
            )
        )
    sheets = pack(pieces, bed, kerf, shared_edges, margin, gap)
    pages: list[Page] = []
    lengths: list[float] = []
    for number, placed in enumerate(sheets, start=1):
        label = _sheet_label(title, number, len(sheets))
        page = sheet_page(placed, bed.width, bed.height, kerf, shared_edges, label, tabs)
        pages.append(page)
        lengths.append(cut_length(page))
    return LaserJob(
        tuple(pages), tuple(lengths), tuple(tuple(s) for s in sheets), bed, kerf, shared_edges
    )

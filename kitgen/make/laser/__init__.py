"""Laser layout: parts packed onto bed-sized sheets, kerf-compensated, shared edges cut once.

Pure geometry in millimetres, producing scene pages (``kitgen.make.scene``) that the SVG backend
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
  hexagonally instead and shared out evenly over the sheets (``kitgen.make.laser.circles``).

Siblings: ``material`` (per-layer settings from TOML), ``estimate`` (the time a sheet takes),
``settings`` (the options as one object), ``lbrn2`` (LightBurn projects), ``fit_test`` (the
calibration sheet).
"""

from __future__ import annotations

import itertools
import math
import re
from collections import defaultdict
from dataclasses import dataclass, field, replace

from kitgen.core.errors import KitgenError
from kitgen.make.render.fonts import text_width
from kitgen.make.scene import (
    BLACK,
    Circle,
    Group,
    Line,
    Page,
    Paint,
    Polyline,
    Rect,
    Shape,
    Text,
    Use,
    walk,
)

DEFAULT_KERF = 0.1
DEFAULT_MARGIN = 5.0
DEFAULT_GAP = 2.0  # between parts that do not share edges
REFERENCE_SIZE = 20.0
MAX_KERF = 1.0

#: How laser shapes look in a preview (the SVG backend's laser mode uses hairlines instead).
CUT_PAINT = Paint(stroke="#FF0000", stroke_width=0.25)
INNER_CUT_PAINT = Paint(stroke="#A00000", stroke_width=0.25)
SCORE_PAINT = Paint(stroke="#0000FF", stroke_width=0.25)
ENGRAVE_PAINT = Paint(fill=BLACK)

EPS = 1e-6


# --- beds --------------------------------------------------------------------------------


@dataclass(frozen=True)
class Bed:
    """The work area of a laser cutter, in mm."""

    key: str
    width: float
    height: float
    note: str = ""

    @property
    def size(self) -> str:
        return f"{self.width:g}x{self.height:g}"


BEDS: dict[str, Bed] = {
    "k40": Bed("k40", 300.0, 200.0, "K40 and most 40 W desktop CO2 lasers"),
    "glowforge": Bed("glowforge", 495.0, 279.0, "Glowforge Basic/Plus/Pro (usable area)"),
    "xtool-d1": Bed("xtool-d1", 430.0, 390.0, "xTool D1 / D1 Pro diode laser"),
    "lightburn-600x400": Bed("lightburn-600x400", 600.0, 400.0, "small-format 600 x 400 CO2"),
}
DEFAULT_BED = "300x200"
MIN_BED = 50.0
#: The largest bed side kitgen takes, in mm (the biggest flatbed lasers are about 3 m).
MAX_BED = 3000.0


def parse_bed(text: str) -> Bed:
    """``"300x200"`` (width x height in mm) or a preset name such as ``"glowforge"``."""
    key = text.strip().lower()
    if key in BEDS:
        return BEDS[key]
    match = re.fullmatch(r"(\d+(?:\.\d+)?)\s*[x×*]\s*(\d+(?:\.\d+)?)", key)
    if not match:
        raise KitgenError(
            f"--bed {text!r} is not a bed size — give WIDTHxHEIGHT in mm (e.g. 300x200) "
            f"or one of: {', '.join(BEDS)}"
        )
    width, height = float(match.group(1)), float(match.group(2))
    if not (MIN_BED <= width <= MAX_BED and MIN_BED <= height <= MAX_BED):
        raise KitgenError(
            f"--bed {text} is out of range — give a width and height from {MIN_BED:g} to "
            f"{MAX_BED:g} mm"
        )
    for bed in BEDS.values():
        if (bed.width, bed.height) == (width, height):
            return bed
    return Bed(f"{width:g}x{height:g}", width, height)


def check_kerf(kerf: float) -> float:
    if not 0.0 <= kerf <= MAX_KERF:
        raise KitgenError(
            f"--kerf {kerf:g} mm is out of range — give the width your beam burns away, "
            f"from 0 to {MAX_KERF:g} mm (typically 0.05-0.2 mm)"
        )
    return kerf


# --- outlines and kerf -------------------------------------------------------------------

Closed = Rect | Circle | Polyline


@dataclass(frozen=True)
class Outline:
    """A closed cut line of a part, at its nominal size. ``hole`` for cut-outs inside it."""

    shape: Closed
    hole: bool = False


def _polygon_offset(points: tuple[tuple[float, float], ...], d: float) -> tuple:
    """The polygon moved ``d`` mm outward (negative: inward), with mitred corners."""
    n = len(points)
    area2 = sum(
        points[i][0] * points[(i + 1) % n][1] - points[(i + 1) % n][0] * points[i][1]
        for i in range(n)
    )
    sign = 1.0 if area2 > 0 else -1.0
    normals = []
    for i in range(n):
        (x1, y1), (x2, y2) = points[i], points[(i + 1) % n]
        length = math.hypot(x2 - x1, y2 - y1)
        normals.append((sign * (y2 - y1) / length, -sign * (x2 - x1) / length))
    result = []
    for i in range(n):
        (ax, ay), (bx, by) = normals[i - 1], normals[i]
        k = d / (1.0 + ax * bx + ay * by)
        result.append((points[i][0] + (ax + bx) * k, points[i][1] + (ay + by) * k))
    return tuple(result)


def compensate(outline: Outline, kerf: float) -> Closed:
    """The line the beam must follow so that ``outline`` comes out at its nominal size."""
    shape, d = outline.shape, (-kerf / 2 if outline.hole else kerf / 2)
    if isinstance(shape, Rect):
        radius = max(shape.radius + d, 0.0) if shape.radius > 0 else 0.0
        return replace(
            shape,
            x=shape.x - d,
            y=shape.y - d,
            width=shape.width + 2 * d,
            height=shape.height + 2 * d,
            radius=radius,
        )
    if isinstance(shape, Circle):
        return replace(shape, r=shape.r + d)
    if isinstance(shape, Polyline) and shape.closed:
        return replace(shape, points=_polygon_offset(shape.points, d))
    raise TypeError(f"a cut outline must be a Rect, Circle or closed Polyline: {shape!r}")


# --- lengths -----------------------------------------------------------------------------


def shape_length(shape: Shape) -> float:
    """The length of the line a shape draws, in mm (0 for text)."""
    if isinstance(shape, Rect):
        r = min(shape.radius, shape.width / 2, shape.height / 2)
        return 2 * (shape.width + shape.height) - 8 * r + 2 * math.pi * r
    if isinstance(shape, Circle):
        return 2 * math.pi * shape.r
    if isinstance(shape, Line):
        return math.hypot(shape.x2 - shape.x1, shape.y2 - shape.y1)
    if isinstance(shape, Polyline):
        pts = list(shape.points) + ([shape.points[0]] if shape.closed else [])
        return sum(math.dist(a, b) for a, b in itertools.pairwise(pts))
    return 0.0


CUT_ROLES = ("cut-inner", "cut")


def role_length(page: Page, roles: tuple[str, ...]) -> float:
    """Total length of the page's lines with one of ``roles``, in mm."""
    return sum(
        shape_length(shape) for shape, _ in walk(page.items, page.symbols) if shape.role in roles
    )


def cut_length(page: Page) -> float:
    """Total length of the page's cut lines (inner and outer), in mm."""
    return role_length(page, CUT_ROLES)


# --- pieces and sheets -------------------------------------------------------------------


@dataclass(frozen=True)
class Piece:
    """One part to cut out, in part-local mm (origin at the top-left of its nominal box).

    ``outlines``: the outer outline and any holes, at nominal size. ``art``: engrave/score
    shapes. Parts with the same ``symbol`` share their art (defined once per sheet).
    ``buttable``: the part is a plain sharp-cornered rectangle ``width`` x ``height`` that may
    share its edges with butted neighbours.
    """

    width: float
    height: float
    outlines: tuple[Outline, ...]
    art: tuple[Shape, ...] = ()
    face: str | None = None
    symbol: str | None = None
    buttable: bool = False
    name: str | None = None


def rect_piece(
    width: float, height: float, art: tuple[Shape, ...] = (), radius: float = 0.0, **kwargs
) -> Piece:
    """A rectangular part; sharp-cornered ones may share edges with their neighbours."""
    outline = Outline(Rect(0.0, 0.0, width, height, CUT_PAINT, radius=radius, role="cut"))
    return Piece(width, height, (outline,), art, buttable=radius == 0.0, **kwargs)


def engraved(shapes: tuple[Shape, ...] | list[Shape]) -> tuple[Shape, ...]:
    """Print artwork as laser artwork: text and filled shapes engraved, strokes scored.

    Colour cannot be engraved, so fills become black engraving: pass only the shapes that
    should be burnt in (a tile's face and points, not its background).
    """
    result: list[Shape] = []
    for shape in shapes:
        if isinstance(shape, Group):
            result.append(replace(shape, items=engraved(shape.items)))
        elif isinstance(shape, Text):
            result.append(replace(shape, fill=BLACK, role="engrave"))
        elif isinstance(shape, Rect | Circle | Polyline | Line):
            filled = shape.paint.fill is not None and not isinstance(shape, Line)
            if filled:
                result.append(replace(shape, paint=ENGRAVE_PAINT, role="engrave"))
            elif shape.paint.stroke:
                result.append(replace(shape, paint=SCORE_PAINT, role="score"))
        else:
            result.append(shape)
    return tuple(result)


def reference_piece(kerf: float) -> Piece:
    """The 20 mm test square with its size and the kerf engraved on it."""
    size = REFERENCE_SIZE
    title = f"{size:g} mm"
    title_size = min(4.5, 0.8 * size / max(text_width(title, 1.0, "bold"), EPS))
    note = f"kerf {kerf:g} mm"
    note_size = min(2.4, 0.85 * size / max(text_width(note, 1.0, "regular"), EPS))
    art = (
        Text(size / 2, size * 0.48, title, title_size, BLACK, "bold", "middle", "engrave"),
        Text(
            size / 2,
            size * 0.48 + 1.6 * note_size + 1.0,
            note,
            note_size,
            BLACK,
            "regular",
            "middle",
            "engrave",
        ),
    )
    outline = Outline(Rect(0.0, 0.0, size, size, CUT_PAINT, role="cut"))
    return Piece(size, size, (outline,), art, name="reference square")


@dataclass(frozen=True)
class Placed:
    piece: Piece
    x: float  # top-left of the nominal box on the sheet
    y: float


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


def closed_box(shape: Closed) -> tuple[float, float, float, float]:
    """``(x0, y0, x1, y1)`` of a closed cut shape."""
    if isinstance(shape, Rect):
        return shape.x, shape.y, shape.x + shape.width, shape.y + shape.height
    if isinstance(shape, Circle):
        return shape.cx - shape.r, shape.cy - shape.r, shape.cx + shape.r, shape.cy + shape.r
    xs = [x for x, _ in shape.points]
    ys = [y for _, y in shape.points]
    return min(xs), min(ys), max(xs), max(ys)


def cut_extent(piece: Piece, kerf: float) -> tuple[float, float, float, float]:
    """The box of the piece's kerf-compensated outlines, in part-local mm: what it takes of
    the sheet. A rectangle's is its nominal box grown by half the kerf; a mitred sharp corner
    reaches further."""
    boxes = [closed_box(compensate(o, kerf)) for o in piece.outlines if not o.hole]
    h = kerf / 2
    if not boxes:
        return -h, -h, piece.width + h, piece.height + h
    return (
        min(b[0] for b in boxes),
        min(b[1] for b in boxes),
        max(b[2] for b in boxes),
        max(b[3] for b in boxes),
    )


def footprint(piece: Piece, kerf: float) -> tuple[float, float]:
    x0, y0, x1, y1 = cut_extent(piece, kerf)
    return x1 - x0, y1 - y0


def place(piece: Piece, kerf: float, x: float, y: float) -> Placed:
    """``piece`` with its compensated outline's box at ``(x, y)`` on the sheet."""
    x0, y0, _, _ = cut_extent(piece, kerf)
    return Placed(piece, x - x0, y - y0)


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
    (``kitgen.make.laser.circles``). Everything else: shelf packing, tallest pieces first (stable,
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

    from kitgen.make.laser.circles import pack_circles, round_size

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

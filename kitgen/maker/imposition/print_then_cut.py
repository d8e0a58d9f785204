"""Print-then-cut: pages to print and cut files for a vinyl cutter's camera.

Two cutter programs are served:

- **Silhouette Studio** (Cameo, Portrait, Curio): the printed page carries Studio's "Type 1"
  registration marks — three of them: a filled 5 mm square in the top-left corner and an L
  of two 20 mm arms top right and bottom left, 0.5 mm thick, their outer edges ``inset`` mm
  in from the paper's edges (10 mm, Studio's least, by default; the Auto Sheet Feeder needs
  0.625 in, ``--mark-inset 15.875``). Pieces keep clear of the marks: inside the rectangle
  the marks span, 2 mm from their inner edges, out of the 20 mm corner squares (plus 2 mm)
  the camera searches, and no piece that prints dark at its edge — one the camera could take
  for a mark — in a slot next to a mark (within ``Marks.lookalike`` of its square): that slot
  is left empty. The cut files hold the trims only, no marks (Studio draws its own marks on
  screen from the same settings): a DXF for Studio's free Basic Edition, which opens DXF but
  not SVG, and an SVG for the Designer Edition and other programs. Every page's pieces are
  centred on the page, so *Align > Center to Page* in Studio puts the cut lines where they
  were printed, whatever Studio does with a DXF's position on opening it. With duplex backs
  (``--backs``) each page is followed by the backs, mirrored for long-edge duplex: the cutter
  cuts from the front, the colour behind runs past the trim by the bleed.
- **Cricut Design Space** takes images, not PDFs, for Print Then Cut: each page is a PNG of
  the pieces at their trim size on a transparent background, 300 dpi, Design Space's
  printable size of 6.75 x 9.25 in (171.45 x 234.95 mm). Design Space cuts round the outline
  of the image (each piece's trim), adds its own bleed and prints its own frame of marks;
  the SVG cut lines, the same trims, come with it.

The cut files' outlines are the pieces' trims, in the printed page's own coordinates (SVG:
1 unit = 1 mm, y down; DXF: mm, y up from the page's bottom edge), so the cutter cuts where
the page was printed.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace

from kitgen.core.errors import KitgenError
from kitgen.core.messages import N_
from kitgen.core.units import MM_PER_INCH
from kitgen.maker.imposition.pieceset import Piece, PieceSet
from kitgen.maker.imposition.placing import Slot, group, pack, placing, trim_box
from kitgen.maker.layout import Box, Paper, page_words, scale_bar, short_number
from kitgen.maker.scene import BLACK, Affine, Circle, Group, Page, Paint, Rect, Shape, Text
from kitgen.maker.sheets import header_lines, mirrored_trim


@dataclass(frozen=True)
class Marks:
    """Silhouette Studio's Type 1 registration marks (all mm)."""

    inset: float = 10.0  # paper edge to the marks' outer edges (Studio allows no less)
    length: float = 20.0  # each arm of an L, outer edge
    thickness: float = 0.5
    square: float = 5.0  # the filled square, top-left
    keep_out: float = 2.0  # nothing printed this close to a mark's search area
    lookalike: float = 10.0  # no dark piece this close to a mark's search area


SILHOUETTE = Marks()
CRICUT_AREA = (6.75 * MM_PER_INCH, 9.25 * MM_PER_INCH)  # Design Space's print-then-cut limit
CRICUT_MARGIN = 1.0  # pieces stay this far inside the image
CRICUT_DPI = 300.0
CRICUT_GAP = 4.0  # mm between two trims: room for the blade and for Design Space's own bleed
HEADER_SIZE = 2.5  # mm (7 pt): the instructions between the top marks
HEADER_LEADING = 3.3
HEADER_GAP = 2.0  # from the last line of instructions to the pieces' bleed
FOOTER = 12.0  # the scale bar and footer above the bottom marks
GAP = 2.0  # least space between two pieces' bleeds: the blade needs room
MARK_CONTRAST = 3.0  # a piece whose edge stands out this much from white could read as a mark
EPS = 1e-6


# Plain records, alike in shape where their fields are (``duplicates`` pairs them) on
# purpose: each names its own fields, a type each.
@dataclass(frozen=True)
class CutPiece:
    """One outline in the cut file: the trim of a piece (a circle, or a rounded rectangle)."""

    box: Box
    round: bool
    radius: float
    face: str


@dataclass(frozen=True)
class CutSheet:
    """A printed page, the backs behind it (or none), its cut outlines and its marks."""

    page: Page
    cuts: tuple[CutPiece, ...]
    marks: tuple[Rect, ...]
    back: Page | None = None


def silhouette_marks(width: float, height: float, m: Marks = SILHOUETTE) -> tuple[Rect, ...]:
    """The square (top left) and the two L marks (top right, bottom left) as filled
    rectangles, outer edges ``m.inset`` in."""
    ink = Paint(fill=BLACK)
    i, arm, t, s = m.inset, m.length, m.thickness, m.square
    right, bottom = width - i, height - i
    return (
        Rect(i, i, s, s, ink),  # top-left: the square
        Rect(right - arm, i, arm, t, ink),  # top-right L
        Rect(right - t, i, t, arm, ink),
        Rect(i, bottom - t, arm, t, ink),  # bottom-left L
        Rect(i, bottom - arm, t, arm, ink),
    )


def keep_out_zones(width: float, height: float, m: Marks = SILHOUETTE) -> tuple[Box, ...]:
    """The corner squares the cutter's camera searches (top left, top right, bottom left),
    with room to spare."""
    side = m.inset + m.length + m.keep_out
    return (
        Box(0, 0, side, side),
        Box(width - side, 0, side, side),
        Box(0, height - side, side, side),
    )


def _overlaps(a: Box, b: Box) -> bool:
    return (
        a.x < b.right - EPS
        and b.x < a.right - EPS
        and a.y < b.bottom - EPS
        and b.y < a.bottom - EPS
    )


def _inside(a: Box, b: Box) -> bool:
    return (
        a.x >= b.x - EPS
        and a.y >= b.y - EPS
        and a.right <= b.right + EPS
        and (a.bottom <= b.bottom + EPS)
    )


def _cuttable(pieces: PieceSet) -> PieceSet:
    """The pieces with room between them for the blade (cards are butted on paper)."""
    return replace(pieces, gap=max(pieces.gap, 2 * pieces.bleed + GAP))


def _white_contrast(colour: str) -> float:
    """WCAG contrast ratio of ``#RRGGBB`` against white paper, 1 (none) to 21 (black)."""

    def channel(v: int) -> float:
        c = v / 255
        return c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4

    r, g, b = (int(colour[i : i + 2], 16) for i in (1, 3, 5))
    luminance = 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b)
    return 1.05 / (luminance + 0.05)


def edge_colour(shapes: tuple[Shape, ...], trim: Box) -> str | None:
    """The colour a piece prints at its edge: the fill of the first filled rectangle or
    circle that covers its whole ``trim`` (its background, in the symbol's coordinates), or
    ``None`` when nothing does (paper white at the edge: a card, whose title band and text
    sit inside it)."""
    for shape in shapes:
        if isinstance(shape, Rect) and shape.paint.fill:
            box = Box(shape.x, shape.y, shape.width, shape.height)
            if _inside(trim, box):
                return shape.paint.fill
        elif isinstance(shape, Circle) and shape.paint.fill:
            centre = (trim.x + trim.width / 2, trim.y + trim.height / 2)
            reach = math.dist((shape.cx, shape.cy), centre) + max(trim.width, trim.height) / 2
            if reach <= shape.r + EPS:
                return shape.paint.fill
        elif isinstance(shape, Group) and not (shape.dx or shape.dy or shape.rotate or shape.angle):
            found = edge_colour(shape.items, trim)
            if found is not None:
                return found
    return None


def reads_as_mark(pieces: PieceSet, piece: Piece) -> bool:
    """Whether the camera could take ``piece`` for a mark: it prints dark at its edge."""
    w, h = pieces.width, pieces.height
    trim = Box(-w / 2, -h / 2, w, h) if pieces.centred else Box(0.0, 0.0, w, h)
    colour = edge_colour(pieces.symbols[piece.front], trim)
    return colour is not None and _white_contrast(colour) >= MARK_CONTRAST


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


@dataclass(frozen=True)
class _Layout:
    """Where pieces may go on a page: the slots, the area, the zones to keep out of and the
    zones next to the marks where no piece that reads as a mark may go."""

    width: float
    height: float
    slots: tuple[Slot, ...]
    area: Box
    zones: tuple[Box, ...]
    near: tuple[Box, ...]

    def near_mark(self, box: Box) -> bool:
        return any(_overlaps(box, z) for z in self.near)

    def allowed(self, pieces: PieceSet, piece: Piece, slot: Slot) -> bool:
        return not (self.near_mark(slot.box.inset(-pieces.bleed)) and reads_as_mark(pieces, piece))

    def fits(self, pieces: PieceSet, placed: Sequence[tuple[Piece, Slot]]) -> bool:
        """Every placed piece inside the area, out of the zones, no lookalike near a mark."""
        for piece, slot in placed:
            grown = slot.box.inset(-pieces.bleed)
            if not _inside(grown, self.area) or any(_overlaps(grown, z) for z in self.zones):
                return False
            if not self.allowed(pieces, piece, slot):
                return False
        return True


def _moved(slot: Slot, dx: float, dy: float) -> Slot:
    return Slot(slot.x + dx, slot.y + dy, slot.width, slot.height, slot.turned)


def _centred(
    layout: _Layout, pieces: PieceSet, placed: list[tuple[Piece, Slot]]
) -> list[tuple[Piece, Slot]] | None:
    """``placed`` moved so that the box round its trims is centred on the page, or ``None``
    when the moved pieces would not fit (a full page's slots are centred already)."""
    x, y, w, h = trim_box([slot.box for _, slot in placed])
    dx = round((layout.width - w) / 2 - x, 6)
    dy = round((layout.height - h) / 2 - y, 6)
    moved = [(piece, _moved(slot, dx, dy)) for piece, slot in placed]
    return moved if layout.fits(pieces, moved) else None


def _pages(
    layout: _Layout, pieces: PieceSet, centre: bool = True
) -> list[list[tuple[Piece, Slot]]]:
    """The pieces, in order, page by page: each takes the next slot it may go in (a slot
    next to a mark is left empty rather than hold a piece that reads as a mark). With
    ``centre``, the last, part-filled page is moved to the page's centre, its pieces filling
    the slots from the centre outwards when they do not fit moved as they are."""
    pending = list(pieces.pieces)
    cx, cy = layout.width / 2, layout.height / 2
    by_centre = sorted(
        layout.slots,
        key=lambda s: ((s.x + s.width / 2 - cx) ** 2 + (s.y + s.height / 2 - cy) ** 2, s.y, s.x),
    )
    pages: list[list[tuple[Piece, Slot]]] = []
    while pending:
        placed = _fill(layout, pieces, pending, layout.slots)
        if not placed:
            from kitgen.core.messages import _

            raise KitgenError(
                _(
                    "no slot on the page takes the {face} piece clear of the registration "
                    "marks — use a smaller size",
                    face=pending[0].face,
                )
            )
        if centre:
            moved = _centred(layout, pieces, placed)
            if moved is None and len(placed) == len(pending):  # the last page
                outwards = _fill(layout, pieces, pending, by_centre)
                if len(outwards) == len(pending):
                    moved = _centred(layout, pieces, outwards)
            placed = moved or placed
        pages.append(placed)
        pending = pending[len(placed) :]
    return pages


def _fill(
    layout: _Layout, pieces: PieceSet, pending: list[Piece], slots: Sequence[Slot]
) -> list[tuple[Piece, Slot]]:
    placed: list[tuple[Piece, Slot]] = []
    queue = iter(pending)
    piece = next(queue, None)
    for slot in slots:
        if piece is None:
            break
        if not layout.allowed(pieces, piece, slot):
            continue  # left empty: this piece could be read as the mark beside it
        placed.append((piece, slot))
        piece = next(queue, None)
    return placed


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


def silhouette_instructions(pieces: PieceSet, m: Marks = SILHOUETTE, backs: bool = False) -> str:
    from kitgen.core.messages import _

    numbers = {
        "length": short_number(m.length),
        "thickness": short_number(m.thickness),
        "inset": short_number(m.inset),
    }
    if backs:
        text = _(
            "Print at 100 %, both sides (flip on the long edge). Silhouette Studio: open the "
            "matching .dxf (Designer Edition: .svg), registration marks Type 1, length "
            "{length}\u00a0mm, thickness {thickness}\u00a0mm, inset {inset}\u00a0mm.",
            **numbers,
        )
    else:
        text = _(
            "Print at 100 %, this side only. Silhouette Studio: open the matching .dxf "
            "(Designer Edition: .svg), registration marks Type 1, length {length}\u00a0mm, "
            "thickness {thickness}\u00a0mm, inset {inset}\u00a0mm.",
            **numbers,
        )
    return f"{text} {pieces.key}" if pieces.key else text


def silhouette_sheets(
    pieces: PieceSet, paper: Paper, m: Marks = SILHOUETTE, backs: bool = False
) -> tuple[CutSheet, ...]:
    """Pages with Studio's registration marks; pieces inside the marks, clear of corners,
    centred on the page; with ``backs``, each page's backs on a page of its own."""
    from kitgen.core.messages import _

    pieces = _cuttable(pieces)
    w, h = paper.width, paper.height
    inner = m.inset + m.thickness + m.keep_out
    side = m.inset + m.length + m.keep_out
    # The instructions run between the top corners' search squares, from just under the top
    # marks' outer edge down; the pieces start below them, and keep as far from the bottom.
    text = silhouette_instructions(pieces, m, backs and pieces.has_backs)
    lines = header_lines(text, w - 2 * side - 4.0, HEADER_SIZE)
    first = m.inset + 0.75 * HEADER_SIZE  # the first line's capitals start at the marks' edge
    header = [
        Text(side + 2.0, first + HEADER_LEADING * i, line, HEADER_SIZE, fill="#333333")
        for i, line in enumerate(lines)
    ]
    top = first + HEADER_LEADING * (len(lines) - 1) + 0.25 * HEADER_SIZE + HEADER_GAP
    reserve = max(top, inner + FOOTER)
    area = Box(inner, reserve, w - 2 * inner, h - 2 * reserve)
    zones = keep_out_zones(w, h, m)
    if area.height <= 0 or area.width <= 0:
        raise KitgenError(
            _(
                "--mark-inset {inset} mm leaves no room for pieces on {paper} — use a smaller "
                "inset",
                inset=short_number(m.inset),
                paper=paper.name,
            )
        )
    slots = _slots(pieces, area, zones)
    if not slots:
        raise pieces.too_big(
            N_(
                "a piece of {width} × {height} mm does not fit inside Silhouette's "
                "registration marks on {paper} — use a smaller size"
            ),
            paper=paper.name,
        )
    near = tuple(z.inset(-m.lookalike) for z in zones)
    layout = _Layout(w, h, tuple(slots), area, zones, near)
    marks = silhouette_marks(w, h, m)
    x = side + m.lookalike  # the scale bar's black squares keep clear of the mark too

    def furniture(title: str, number: int, pages: int) -> list[Shape]:
        return [*header, _furniture(w, h - inner - FOOTER + 1.0, x, title, number, pages)]

    def back_furniture(title: str, number: int, pages: int) -> list[Shape]:
        y = h - inner - FOOTER + 1.0 + 9.5
        grey = "#333333"
        line = _("page {page} of {pages}, backs", page=number, pages=pages)
        caption = _("{title}, backs (flip on the long edge)", title=title)
        return [
            Group(
                (
                    Text(x, y, caption, 2.4, fill=grey),
                    Text(w - x, y, line, 2.4, fill=grey, anchor="end"),
                ),
                name="scale-bar",
            )
        ]

    return _sheets(
        pieces, layout, _pages(layout, pieces), marks, furniture, "Silhouette",
        back_furniture if backs and pieces.has_backs else None,
    )  # fmt: skip


def cricut_sheets(pieces: PieceSet) -> tuple[CutSheet, ...]:
    """Pages of Design Space's print-then-cut size holding the pieces only."""
    pieces = replace(pieces, gap=max(pieces.gap, CRICUT_GAP))
    w, h = CRICUT_AREA
    area = Box(CRICUT_MARGIN, CRICUT_MARGIN, w - 2 * CRICUT_MARGIN, h - 2 * CRICUT_MARGIN)
    slots = _slots(pieces, area, ())
    if not slots:
        raise pieces.too_big(
            N_(
                "a piece of {width} × {height} mm does not fit Design Space's print-then-cut "
                "area of 6.75 × 9.25 in (171.45 × 234.95 mm) — use a smaller size"
            )
        )
    layout = _Layout(w, h, tuple(slots), area, (), ())
    # Design Space places the image itself: no need to centre the pieces in it
    pages = _pages(layout, pieces, centre=False)
    return _sheets(_on_white(pieces), layout, pages, (), lambda *_: [], "Cricut", None)


def _on_white(pieces: PieceSet) -> PieceSet:
    """The pieces each drawn on a white trim-shaped base: Design Space cuts round the image's
    outline, so a piece that leaves its paper white (a card) must still be opaque to its
    trim, not cut round its text."""
    r = min(pieces.radius, pieces.width / 2, pieces.height / 2)
    white = Paint(fill="#FFFFFF")
    if pieces.round:
        base: Shape = Circle(0.0, 0.0, pieces.width / 2, white)
    else:
        x, y = (-pieces.width / 2, -pieces.height / 2) if pieces.centred else (0.0, 0.0)
        base = Rect(x, y, pieces.width, pieces.height, white, radius=r)
    symbols = {name: (base, *shapes) for name, shapes in pieces.symbols.items()}
    return replace(pieces, symbols=symbols)


Furniture = Callable[[str, int, int], list[Shape]]


def _sheets(
    pieces: PieceSet,
    layout: _Layout,
    pages: list[list[tuple[Piece, Slot]]],
    marks: tuple[Rect, ...],
    furniture: Furniture,
    cutter: str,
    back_furniture: Furniture | None,
) -> tuple[CutSheet, ...]:
    from kitgen.core.messages import _

    width, height = layout.width, layout.height
    # Long-edge duplex: the back page's point (x, y) lies behind the front's (W - x, y).
    flip = Affine(-1.0, 0.0, 0.0, 1.0, width, 0.0)
    mirror = pieces.mirror()
    out: list[CutSheet] = []
    title = _("{title} — print-then-cut, {cutter}", title=pieces.title, cutter=cutter)
    for number, placed in enumerate(pages, start=1):
        items: list[Shape] = []
        backs: list[Shape] = []
        cuts: list[CutPiece] = []
        for piece, slot in placed:
            front = placing(pieces, slot)
            items.append(group(front, piece.front, piece.face))
            cuts.append(CutPiece(slot.box, pieces.round, pieces.radius, piece.face))
            if back_furniture is not None and piece.back is not None:
                turned = flip.then_inner(front.then_inner(mirror))
                backs.append(group(turned, piece.back, piece.face))
        trim = trim_box([c.box for c in cuts])
        page = Page(
            width,
            height,
            (*items, *marks, *furniture(title, number, len(pages))),
            pieces.symbols,
            label=f"{cutter} {number}",
            trim=trim,
            bleed=pieces.bleed,
        )
        back = None
        if back_furniture is not None:
            back = Page(
                width,
                height,
                (*backs, *back_furniture(title, number, len(pages))),
                pieces.symbols,
                label=f"backs {number}",
                trim=mirrored_trim(trim, width),
                bleed=pieces.bleed,
            )
        out.append(CutSheet(page, tuple(cuts), tuple(marks), back))
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
    """The SVG cut file of one sheet: the page size in mm, 1 unit = 1 mm; a ``cut`` layer of
    red hairline outlines, nothing else (no registration marks: the cutter would cut them)."""
    w, h = _num(sheet.page.width), _num(sheet.page.height)
    out = [
        '<?xml version="1.0" encoding="UTF-8"?>\n',
        '<svg xmlns="http://www.w3.org/2000/svg" '
        'xmlns:inkscape="http://www.inkscape.org/namespaces/inkscape" version="1.1" '
        f'width="{w}mm" height="{h}mm" viewBox="0 0 {w} {h}">\n',
        f"<desc>Cut file {w} × {h} mm, 1 unit = 1 mm: {len(sheet.cuts)} outlines at the "
        "printed pieces' trims.</desc>\n",
    ]
    paths = "".join(
        f'<path d="{outline_path(c)}" data-face="{_escape(c.face)}"/>' for c in sheet.cuts
    )
    out.append(
        '<g id="cut" inkscape:groupmode="layer" inkscape:label="cut" fill="none" '
        f'stroke="#FF0000" stroke-width="0.1">{paths}</g>\n'
    )
    out.append("</svg>\n")
    return "".join(out).encode("utf-8")


# --- the DXF cut file -----------------------------------------------------------------------

#: How far, mm, a DXF outline's straight segments may stray inside a curved trim. Arcs are
#: written as short straight segments, not as polyline bulges: every DXF importer reads
#: straight segments, while bulges are a part of the format some importers skip (KiCad's
#: did, making rounded corners chamfers) — and a token written with bulges is a polyline of
#: two vertices, a line to such a reader. How Studio reads bulges could not be tried here.
CHORD_ERROR = 0.005


def _arc_steps(radius: float, sweep: float) -> int:
    """How many chords keep within :data:`CHORD_ERROR` of an arc of ``radius``, ``sweep`` rad."""
    if radius <= CHORD_ERROR:
        return 1
    return max(1, math.ceil(sweep / (2 * math.acos(1 - CHORD_ERROR / radius))))


def _arc(
    cx: float, cy: float, r: float, start: float, steps: int, *, last: bool
) -> list[tuple[float, float]]:
    """The points of ``steps`` chords on a quarter-turn arc from angle ``start`` (degrees,
    anticlockwise); its end point only with ``last``."""
    out = []
    for i in range(steps + (1 if last else 0)):
        a = math.radians(start + 90.0 * i / steps)
        out.append((cx + r * math.cos(a), cy + r * math.sin(a)))
    return out


def outline_vertices(cut: CutPiece, page_height: float) -> list[tuple[float, float]]:
    """A trim as the vertices of a closed DXF polyline of straight segments, y up from the
    page's bottom edge, anticlockwise; circles and rounded corners within
    :data:`CHORD_ERROR` of the trim (every vertex on it), a circle's four extreme points
    among the vertices so that the outline spans the trim exactly."""
    b = cut.box
    x0, x1 = b.x, b.right
    y0, y1 = page_height - b.bottom, page_height - b.y  # bottom and top, y up
    if cut.round:
        r = b.width / 2
        quarter = _arc_steps(r, math.pi / 2)
        cx, cy = x0 + r, y0 + r
        return [p for a in (0, 90, 180, 270) for p in _arc(cx, cy, r, a, quarter, last=False)]
    r = min(cut.radius, b.width / 2, b.height / 2)
    if r <= 0:
        return [(x0, y0), (x1, y0), (x1, y1), (x0, y1)]
    quarter = _arc_steps(r, math.pi / 2)
    corners = (
        (x1 - r, y0 + r, 270),
        (x1 - r, y1 - r, 0),
        (x0 + r, y1 - r, 90),
        (x0 + r, y0 + r, 180),
    )
    points = [p for cx, cy, a in corners for p in _arc(cx, cy, r, a, quarter, last=True)]
    # where a side has no straight part, two corners share a point: keep it once
    kept = [
        p for p, q in zip(points, points[1:] + points[:1], strict=True) if math.dist(p, q) > 1e-9
    ]
    return kept


def cut_dxf(sheet: CutSheet) -> bytes:
    """The DXF cut file of one sheet (AutoCAD R2000, millimetres): one closed polyline per
    piece on the layer ``CUT`` (red), at the printed trims, the origin at the page's
    bottom-left corner; nothing else. Identical bytes for identical sheets."""
    import io

    import ezdxf
    from ezdxf import units

    fixed = ezdxf.options.write_fixed_meta_data_for_testing
    ezdxf.options.write_fixed_meta_data_for_testing = True  # no clock time or random ids
    try:
        doc = ezdxf.new("R2000", units=units.MM)
        doc.header["$LIMMIN"] = (0.0, 0.0)
        doc.header["$LIMMAX"] = (sheet.page.width, sheet.page.height)
        doc.layers.add("CUT", color=1)
        space = doc.modelspace()
        for cut in sheet.cuts:
            space.add_lwpolyline(
                outline_vertices(cut, sheet.page.height),
                format="xy",
                close=True,
                dxfattribs={"layer": "CUT"},
            )
        stream = io.StringIO()
        doc.write(stream)
    finally:
        ezdxf.options.write_fixed_meta_data_for_testing = fixed
    return stream.getvalue().encode("utf-8")


def _escape(text: str) -> str:
    from xml.sax.saxutils import escape

    return escape(text, {'"': "&quot;"})

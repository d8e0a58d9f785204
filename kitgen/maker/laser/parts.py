"""The parts a laser cuts and the beds it cuts them on, in millimetres.

A part (:class:`Piece`) is its outlines at nominal size (holes marked) and the art engraved
or scored on it; :func:`compensate` moves a cut line half the kerf away from the part, so
that it comes out at its nominal size, and :func:`place` puts a part on a sheet by the box of
its compensated outline. The packing (``kitgen.maker.laser``, ``kitgen.maker.laser.circles``)
and the sheets are built from these.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, replace

from kitgen.core.errors import cited, out_of_range
from kitgen.core.messages import N_, _, p_
from kitgen.core.wording import unit_word
from kitgen.maker.presets import MachineSizes, preset_or_size
from kitgen.maker.render.fonts import text_width
from kitgen.maker.scene import (
    BLACK,
    Anchor,
    Circle,
    Group,
    Line,
    Paint,
    Polyline,
    Rect,
    Shape,
    Text,
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

#: Lettering that survives the laser: capitals at least ``MIN_CAP`` mm high (a font size of
#: ``MIN_TEXT`` mm) and strokes at least ``MIN_STROKE`` mm wide. DejaVu Sans Bold's thinnest
#: strokes are 0.142 em (the hyphen's bar; its stems 0.175 em), 0.39 mm at 2.75 mm; the
#: regular face's are 0.080 em, so it is used only from ``REGULAR_FROM`` mm up.
MIN_CAP = 2.0
MIN_TEXT = 2.75
MIN_STROKE = 0.3
REGULAR_FROM = 3.75


def legible(text: Text) -> Text:
    """``text`` as it is engraved: at least ``MIN_TEXT`` mm, bold below ``REGULAR_FROM``."""
    size = max(text.size, MIN_TEXT)
    font = text.font if size >= REGULAR_FROM else "bold"
    return replace(text, size=size, font=font)


def laser_text(x: float, y: float, text: str, size: float, anchor: Anchor = "middle") -> Text:
    """An engraved line of text at ``size`` mm (at least ``MIN_TEXT``), bold."""
    return Text(x, y, text, max(size, MIN_TEXT), BLACK, "bold", anchor, "engrave")


# --- beds --------------------------------------------------------------------------------


@dataclass(frozen=True)
class Bed:
    """The work area of a laser cutter, in mm."""

    key: str
    width: float
    height: float
    note: str = ""
    software: str = "lightburn"  # the program its users most often drive it with

    @property
    def size(self) -> str:
        return f"{self.width:g}x{self.height:g}"


BEDS: dict[str, Bed] = {
    "k40": Bed("k40", 300.0, 200.0, "K40 and most 40 W desktop CO2 lasers", "k40-whisperer"),
    "glowforge": Bed(
        "glowforge", 495.0, 279.0, "Glowforge Basic/Plus/Pro (usable area)", "glowforge"
    ),
    "xtool-d1": Bed("xtool-d1", 430.0, 390.0, "xTool D1 / D1 Pro diode laser", "xtool"),
    "lightburn-600x400": Bed(
        "lightburn-600x400", 600.0, 400.0, "small-format 600 × 400 CO2", "lightburn"
    ),
}
DEFAULT_BED = "300x200"
MIN_BED = 50.0
#: The largest bed side kitgen takes, in mm (the biggest flatbed lasers are about 3 m).
MAX_BED = 3000.0
#: ``--bed``: a preset or a size (alike in shape with the printer's ``PRINTER_SIZES`` on purpose:
#: each is one kind of machine's data, which ``duplicates`` pairs).
BED_SIZES = MachineSizes(
    presets=BEDS,
    sides=lambda b: (b.width, b.height),
    make=Bed,
    low=MIN_BED,
    high=MAX_BED,
    flag="--bed",
    give=N_("a width and height from {low} to {high} mm"),
)


def parse_bed(text: str) -> Bed:
    """``"300x200"`` (width x height in mm) or a preset name such as ``"glowforge"``."""
    # the bed's own words around the parsing it shares with --printer's (``duplicates`` pairs
    # the two callers' shape)
    wrong = _(
        "--bed {text} is not a bed size — give WIDTHxHEIGHT in mm (e.g. 300x200) or one of: {beds}",
        text=cited(text),
        beds=", ".join(BEDS),
    )
    return preset_or_size(text, BED_SIZES, wrong)


def check_kerf(kerf: float) -> float:
    if not 0.0 <= kerf <= MAX_KERF:
        give = _(
            "the width your beam burns away, from {low} to {high} mm (typically 0.05–0.2 mm)",
            low="0",
            high=f"{MAX_KERF:g}",
        )
        raise out_of_range("--kerf", f"{kerf:g} {unit_word('mm')}", give)
    return kerf


# --- outlines and kerf -------------------------------------------------------------------

Closed = Rect | Circle | Polyline


@dataclass(frozen=True)
class Outline:
    """A closed cut line of a part, at its nominal size. ``hole`` for cut-outs inside it."""

    shape: Closed
    hole: bool = False


def _polygon_offset(
    points: tuple[tuple[float, float], ...], d: float
) -> tuple[tuple[float, float], ...]:
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


# --- parts on a sheet -------------------------------------------------------------------


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
    hold: bool = True  # tabs may hold it in the sheet (not the reference square: measured)


def rect_piece(
    width: float,
    height: float,
    art: tuple[Shape, ...] = (),
    radius: float = 0.0,
    *,
    face: str | None = None,
    symbol: str | None = None,
    name: str | None = None,
) -> Piece:
    """A rectangular part; sharp-cornered ones may share edges with their neighbours."""
    outline = Outline(Rect(0.0, 0.0, width, height, CUT_PAINT, radius=radius, role="cut"))
    buttable = radius == 0.0
    return Piece(width, height, (outline,), art, face, symbol, buttable, name)


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
            result.append(legible(replace(shape, fill=BLACK, role="engrave")))
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
    """The 20 mm test square with its size and the kerf engraved on it (the kerf on two
    lines, "kerf" and "0.1 mm", at the least legible size), in the language in use: its
    word for the kerf, its decimal mark ("0,1 mm")."""
    from kitgen.core.wording import short

    size = REFERENCE_SIZE
    title = p_("engraved", "{size} mm", size=short(size))
    title_size = min(4.0, 0.85 * size / max(text_width(title, 1.0, "bold"), EPS))
    art = (
        laser_text(size / 2, 7.5, title, title_size),
        laser_text(size / 2, 12.0, p_("engraved", "kerf"), MIN_TEXT),
        laser_text(size / 2, 16.0, p_("engraved", "{size} mm", size=short(kerf)), MIN_TEXT),
    )
    outline = Outline(Rect(0.0, 0.0, size, size, CUT_PAINT, role="cut"))
    return Piece(size, size, (outline,), art, name="reference square", hold=False)


@dataclass(frozen=True)
class Placed:
    piece: Piece
    x: float  # top-left of the nominal box on the sheet
    y: float


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

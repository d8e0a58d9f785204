"""The scene: what a page or a laser sheet shows, as plain data in millimetres.

Components and layout build scenes; backends (PDF, SVG, PNG) only translate them. No layout
arithmetic lives in a backend, so the same scene drawn by two backends agrees to 0.01 mm.

Coordinates are millimetres with the origin at the top-left corner of the page and y growing
downwards (the SVG convention). The PDF backend flips y itself.

Every shape carries a ``role``:

- ``print``: ink on paper (PDF, PNG preview);
- ``cut``: the laser cuts along it (red hairline in SVG); on a laser sheet, an outline that
  frees a part;
- ``cut-inner``: a laser cut inside a part (a hole, a slot), cut before the outlines (dark
  red hairline in SVG, its own layer);
- ``score``: the laser marks a line without cutting through (blue hairline in SVG);
- ``engrave``: the laser engraves the filled area (black fill in SVG).

A paper page uses ``print`` shapes, plus ``cut`` shapes for cut guides the user follows with
scissors or a knife (drawn as thin lines on paper). A laser sheet uses ``cut``, ``cut-inner``,
``score`` and ``engrave``.
"""

from __future__ import annotations

import itertools
import math
from collections.abc import Iterator
from dataclasses import dataclass, field
from typing import Literal

Role = Literal["print", "cut", "cut-inner", "score", "engrave"]
Anchor = Literal["start", "middle", "end"]
FontName = Literal["regular", "bold"]

BLACK = "#000000"


@dataclass(frozen=True, slots=True)
class Paint:
    """Fill and stroke. Colours are ``#RRGGBB``; ``None`` means none. Widths in mm."""

    fill: str | None = None
    stroke: str | None = None
    stroke_width: float = 0.0
    dash: tuple[float, ...] = ()


# The shapes are plain records, alike in their paint and role fields (``duplicates`` pairs
# them) on purpose: a type each, which the renderers dispatch on.
@dataclass(frozen=True, slots=True)
class Rect:
    """An axis-aligned rectangle, optionally with rounded corners of ``radius``."""

    x: float
    y: float
    width: float
    height: float
    paint: Paint
    radius: float = 0.0
    role: Role = "print"


@dataclass(frozen=True, slots=True)
class Circle:
    cx: float
    cy: float
    r: float
    paint: Paint
    role: Role = "print"


@dataclass(frozen=True, slots=True)
class Line:
    x1: float
    y1: float
    x2: float
    y2: float
    paint: Paint
    role: Role = "print"


@dataclass(frozen=True, slots=True)
class Polyline:
    """Straight segments through ``points``; ``closed`` joins the last point to the first."""

    points: tuple[tuple[float, float], ...]
    paint: Paint
    closed: bool = False
    role: Role = "print"


@dataclass(frozen=True, slots=True)
class Text:
    """One line of text. ``(x, y)`` is on the baseline; ``anchor`` says which end x is.

    ``size`` is the font size in mm (the em square). Backends measure the text with the
    shipped font's advance widths (``kitgen.maker.render.fonts``), so anchoring agrees everywhere.
    """

    x: float
    y: float
    text: str
    size: float
    fill: str = BLACK
    font: FontName = "regular"
    anchor: Anchor = "start"
    role: Role = "print"


QUARTER_TURNS = (0, 90, 180, 270)


@dataclass(frozen=True, slots=True)
class Group:
    """Shapes turned by ``rotate`` degrees, then moved together by ``(dx, dy)``.

    ``rotate`` is a quarter turn — 0, 90, 180 or 270 degrees — *clockwise as seen on the
    page*, about the group's own origin, applied before the translation. A point ``(x, y)``
    of the group's items lands on the page (or in the parent group) at

    ===========  =======================
    ``rotate``   point on the page
    ===========  =======================
    0            ``(dx + x, dy + y)``
    90           ``(dx - y, dy + x)``
    180          ``(dx - x, dy - y)``
    270          ``(dx + y, dy - x)``
    ===========  =======================

    (y grows downwards, so "clockwise" turns the item's +x axis towards +y; this is SVG's
    ``translate(dx, dy) rotate(angle)``.) Example: a card ``w`` wide and ``h`` high drawn
    with ``rotate=90`` covers ``dx - h .. dx`` across and ``dy .. dy + w`` down, its top
    edge facing right. Rotation works for every role; laser layout (``kitgen.maker.laser``) never
    rotates a group itself, so kerf compensation and shared edges are unaffected.

    ``face`` names the game piece the group draws (``"AND"``, ``"0"``, a flavour...); the SVG
    backend writes it as ``data-face``. ``name`` labels the group (a layer, a part).

    ``clip = (x, y, width, height)``, in the group's own coordinates, shows only what of its
    items falls inside that rectangle (one page's window of a poster). Both backends clip;
    ``walk`` does not, and laser sheets never use it.

    ``angle``: a further turn of any size, in degrees clockwise on the page, about the
    group's origin, applied after ``rotate`` and before the move — the small turn that
    corrects a duplex printer's skew (``kitgen.maker.imposition.duplex``). Laser sheets and
    pieces never use it.
    """

    items: tuple[Shape, ...]
    dx: float = 0.0
    dy: float = 0.0
    face: str | None = None
    name: str | None = None
    rotate: int = 0
    clip: tuple[float, float, float, float] | None = None
    angle: float = 0.0

    def __post_init__(self) -> None:
        if self.rotate not in QUARTER_TURNS:
            raise ValueError(f"Group.rotate must be one of {QUARTER_TURNS}, not {self.rotate!r}")
        if self.clip is not None and (self.clip[2] <= 0 or self.clip[3] <= 0):
            raise ValueError(f"Group.clip needs a positive width and height, not {self.clip!r}")


@dataclass(frozen=True, slots=True)
class Use:
    """Draw the page's symbol ``symbol`` with its origin at ``(dx, dy)``.

    A face drawn many times is defined once (``Page.symbols``) and reused: a PDF form
    XObject, an SVG group with the same outlines.
    """

    symbol: str
    dx: float = 0.0
    dy: float = 0.0
    face: str | None = None


Shape = Rect | Circle | Line | Polyline | Text | Group | Use
#: A shape that draws itself (what ``walk`` yields): every kind but Group and Use.
LeafShape = Rect | Circle | Line | Polyline | Text


@dataclass(frozen=True, slots=True)
class Page:
    """One page of paper or one laser sheet, ``width`` x ``height`` mm.

    ``trim``, when the page's pieces are cut along known lines: ``(x, y, width, height)`` of
    the box round every cut line on the page (what stays after trimming); ``bleed`` is how far
    the colour runs past it. The PDF backend writes them as the page's TrimBox and BleedBox.
    """

    width: float
    height: float
    items: tuple[Shape, ...]
    symbols: dict[str, tuple[Shape, ...]] = field(default_factory=dict)
    label: str = ""
    trim: tuple[float, float, float, float] | None = None
    bleed: float = 0.0


@dataclass(frozen=True, slots=True)
class Document:
    """Pages that go into one file (a PDF), or one SVG per page for the laser."""

    title: str
    pages: tuple[Page, ...]


#: ``(cos, sin)`` of each quarter turn, exact.
_COS_SIN = {0: (1, 0), 90: (0, 1), 180: (-1, 0), 270: (0, -1)}


@dataclass(frozen=True, slots=True)
class Affine:
    """The map ``(x, y) -> (a*x + c*y + e, b*x + d*y + f)`` (SVG's ``matrix(a b c d e f)``).

    Quarter turns keep ``a, b, c, d`` in {-1, 0, 1}, so transformed coordinates are exact
    sums of the scene's own numbers.
    """

    a: float = 1.0
    b: float = 0.0
    c: float = 0.0
    d: float = 1.0
    e: float = 0.0
    f: float = 0.0

    @staticmethod
    def placing(dx: float, dy: float, rotate: int = 0, angle: float = 0.0) -> Affine:
        """The transform of a group: turn ``rotate`` degrees clockwise (a quarter turn),
        then ``angle`` degrees more (any angle), then move."""
        cos, sin = _COS_SIN[rotate]
        if not angle:
            return Affine(cos, sin, -sin, cos, dx, dy)
        t = math.radians(angle)
        c, s = math.cos(t), math.sin(t)
        a, b = cos * c - sin * s, sin * c + cos * s
        return Affine(a, b, -b, a, dx, dy)

    def apply(self, x: float, y: float) -> tuple[float, float]:
        return self.a * x + self.c * y + self.e, self.b * x + self.d * y + self.f

    def then_inner(self, inner: Affine) -> Affine:
        """``self`` applied after ``inner``: the transform of a child inside this one."""
        a, b, c, d, e, f = self.a, self.b, self.c, self.d, self.e, self.f
        return Affine(
            a * inner.a + c * inner.b,
            b * inner.a + d * inner.b,
            a * inner.c + c * inner.d,
            b * inner.c + d * inner.d,
            a * inner.e + c * inner.f + e,
            b * inner.e + d * inner.f + f,
        )


IDENTITY = Affine()


def walk(
    items: tuple[Shape, ...],
    symbols: dict[str, tuple[Shape, ...]] | None = None,
    transform: Affine = IDENTITY,
) -> Iterator[tuple[LeafShape, Affine]]:
    """Yield ``(shape, transform)`` for every leaf shape, with groups and uses expanded.

    ``transform.apply(x, y)`` takes a point in the shape's own coordinates to the page.
    """
    for item in items:
        if isinstance(item, Group):
            inner = Affine.placing(item.dx, item.dy, item.rotate, item.angle)
            yield from walk(item.items, symbols, transform.then_inner(inner))
        elif isinstance(item, Use):
            if symbols is None or item.symbol not in symbols:
                raise KeyError(f"unknown symbol {item.symbol!r}")
            inner = Affine.placing(item.dx, item.dy)
            yield from walk(symbols[item.symbol], symbols, transform.then_inner(inner))
        else:
            yield item, transform


# --- lengths (what a laser cuts, what a cutter's blade travels) ---------------------------


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

"""The scene: what a page or a laser sheet shows, as plain data in millimetres.

Components and layout build scenes; backends (PDF, SVG, PNG) only translate them. No layout
arithmetic lives in a backend, so the same scene drawn by two backends agrees to 0.01 mm.

Coordinates are millimetres with the origin at the top-left corner of the page and y growing
downwards (the SVG convention). The PDF backend flips y itself.

Every shape carries a ``role``:

- ``print``: ink on paper (PDF, PNG preview);
- ``cut``: the laser cuts along it (red hairline in SVG);
- ``score``: the laser marks a line without cutting through (blue hairline in SVG);
- ``engrave``: the laser engraves the filled area (black fill in SVG).

A paper page uses ``print`` shapes, plus ``cut`` shapes for cut guides the user follows with
scissors or a knife (drawn as thin lines on paper). A laser sheet uses ``cut``, ``score`` and
``engrave``.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Literal

Role = Literal["print", "cut", "score", "engrave"]
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
    shipped font's advance widths (``kitgen.render.fonts``), so anchoring agrees everywhere.
    """

    x: float
    y: float
    text: str
    size: float
    fill: str = BLACK
    font: FontName = "regular"
    anchor: Anchor = "start"
    role: Role = "print"


@dataclass(frozen=True, slots=True)
class Group:
    """Shapes moved together by ``(dx, dy)``.

    ``face`` names the game piece the group draws (``"AND"``, ``"0"``, a flavour...); the SVG
    backend writes it as ``data-face``. ``name`` labels the group (a layer, a part).
    """

    items: tuple[Shape, ...]
    dx: float = 0.0
    dy: float = 0.0
    face: str | None = None
    name: str | None = None


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


@dataclass(frozen=True, slots=True)
class Page:
    """One page of paper or one laser sheet, ``width`` x ``height`` mm."""

    width: float
    height: float
    items: tuple[Shape, ...]
    symbols: dict[str, tuple[Shape, ...]] = field(default_factory=dict)
    label: str = ""


@dataclass(frozen=True, slots=True)
class Document:
    """Pages that go into one file (a PDF), or one SVG per page for the laser."""

    title: str
    pages: tuple[Page, ...]


def walk(
    items: tuple[Shape, ...],
    symbols: dict[str, tuple[Shape, ...]] | None = None,
    dx: float = 0.0,
    dy: float = 0.0,
):
    """Yield ``(shape, dx, dy)`` for every leaf shape, with groups and uses expanded.

    The offsets are the total translation to add to the shape's own coordinates.
    """
    for item in items:
        if isinstance(item, Group):
            yield from walk(item.items, symbols, dx + item.dx, dy + item.dy)
        elif isinstance(item, Use):
            if symbols is None or item.symbol not in symbols:
                raise KeyError(f"unknown symbol {item.symbol!r}")
            yield from walk(symbols[item.symbol], symbols, dx + item.dx, dy + item.dy)
        else:
            yield item, dx, dy

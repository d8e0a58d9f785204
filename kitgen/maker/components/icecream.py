"""Ice cream code pieces as scene shapes: flavour symbols, token faces, peg discs.

Token-local millimetres with the origin at the token's centre. A token shows its flavour's
shape (upper half), its letter (large, lower half) and its name (small, near the rim), so it
reads without colour.
"""

from __future__ import annotations

import math

from kitgen.core.units import PT_PER_MM
from kitgen.maker.layout import VALUE_INSET
from kitgen.maker.render.fonts import CAP_HEIGHT, DESCENT, text_width
from kitgen.maker.scene import Circle, Paint, Polyline, Role, Shape, Text

DARK_INK = "#1A1A1A"
LIGHT_INK = "#FFFFFF"
CUT_WIDTH = 0.25  # mm: the printed cut circle


def luminance(colour: str) -> float:
    """Relative luminance (WCAG) of ``#RRGGBB``, 0 black to 1 white."""

    def channel(v: int) -> float:
        c = v / 255
        return c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4

    r, g, b = (int(colour[i : i + 2], 16) for i in (1, 3, 5))
    return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b)


def contrast(a: str, b: str) -> float:
    """WCAG contrast ratio of two ``#RRGGBB`` colours, 1 (none) to 21 (black on white)."""
    high, low = sorted((luminance(a), luminance(b)), reverse=True)
    return (high + 0.05) / (low + 0.05)


CUT_CONTRAST = 3.0  # a cut line stands out at least this much from the colour it runs through


def cut_ink(background: str, preferred: str | None = None) -> str:
    """The colour of a cut line running through ``background`` (the piece's colour runs past
    the line on both sides): ``preferred`` when it stands out 3:1 or more, otherwise black or
    white, whichever stands out more (never less than 4.5:1)."""
    if preferred and contrast(preferred, background) >= CUT_CONTRAST:
        return preferred
    black, white = "#000000", "#FFFFFF"
    return black if contrast(black, background) >= contrast(white, background) else white


def ink_for(background: str, ink: str | None = None) -> str:
    """The spec's ink, or black or white, whichever contrasts more with ``background``."""
    if ink:
        return ink
    lum = luminance(background)
    return DARK_INK if (lum + 0.05) / 0.05 > 1.05 / (lum + 0.05) else LIGHT_INK


def _regular(
    n: int, r: float, cx: float, cy: float, start: float
) -> tuple[tuple[float, float], ...]:
    return tuple(
        (
            cx + r * math.cos(start + 2 * math.pi * i / n),
            cy + r * math.sin(start + 2 * math.pi * i / n),
        )
        for i in range(n)
    )


def symbol_shapes(
    kind: str, cx: float, cy: float, r: float, paint: Paint, role: Role = "print"
) -> list[Shape]:
    """The flavour shape ``kind`` filling a circle of radius ``r`` around ``(cx, cy)``.

    Every shape is one closed area (so a laser can engrave it): circle, square, triangle,
    diamond, star, hexagon, heart, cross, drop.
    """
    up = -math.pi / 2
    if kind == "circle":
        return [Circle(cx, cy, 0.8 * r, paint, role=role)]
    if kind == "square":
        points = _regular(4, 0.95 * r, cx, cy, up + math.pi / 4)
    elif kind == "triangle":
        points = _regular(3, 1.05 * r, cx, cy + 0.2 * r, up)
    elif kind == "diamond":
        points = ((cx, cy - r), (cx + 0.68 * r, cy), (cx, cy + r), (cx - 0.68 * r, cy))
    elif kind == "hexagon":
        points = _regular(6, 0.95 * r, cx, cy, 0.0)
    elif kind == "star":
        points = tuple(
            (
                cx + (r if i % 2 == 0 else 0.42 * r) * math.cos(up + math.pi * i / 5),
                cy + 0.08 * r + (r if i % 2 == 0 else 0.42 * r) * math.sin(up + math.pi * i / 5),
            )
            for i in range(10)
        )
    elif kind == "cross":
        a, b = 0.95 * r, 0.33 * r
        points = (
            (cx - b, cy - a), (cx + b, cy - a), (cx + b, cy - b), (cx + a, cy - b),
            (cx + a, cy + b), (cx + b, cy + b), (cx + b, cy + a), (cx - b, cy + a),
            (cx - b, cy + b), (cx - a, cy + b), (cx - a, cy - b), (cx - b, cy - b),
        )  # fmt: skip
    elif kind == "heart":
        k = r / 16.5
        points = tuple(
            (
                cx + k * 16 * math.sin(t) ** 3,
                cy
                + 0.5 * k
                - k
                * (13 * math.cos(t) - 5 * math.cos(2 * t) - 2 * math.cos(3 * t) - math.cos(4 * t)),
            )
            for t in (2 * math.pi * i / 48 for i in range(48))
        )
    elif kind == "drop":
        # a teardrop, point up: a circle's lower arc joined to the tip
        rc = 0.62 * r
        ccy = cy + r - rc
        alpha = math.acos(rc / (2 * r - rc))  # tangent points, seen from the circle's centre
        a0, a1 = -math.pi / 2 + alpha, 3 * math.pi / 2 - alpha
        arc = [
            (cx + rc * math.cos(a), ccy + rc * math.sin(a))
            for a in (a0 + (a1 - a0) * i / 24 for i in range(25))
        ]
        points = ((cx, cy - r), *arc)
    else:
        raise ValueError(f"unknown symbol {kind!r}")
    return [Polyline(tuple(points), paint, closed=True, role=role)]


def fit_text(text: str, size: float, width: float, font: str) -> float:
    """``size``, or smaller so that ``text`` is at most ``width`` mm wide."""
    w = text_width(text, size, font)
    return size if w <= width else size * width / w


NAME_MIN_PT = 7.0  # a flavour name on a token is printed this large or left off


def _name_room(diameter: float) -> tuple[float, float]:
    """Where a flavour name sits on a token (its baseline below the centre) and how wide it
    may be: a chord near the rim."""
    r = diameter / 2
    name_base = 0.76 * r
    half_chord = math.sqrt(max(r * r - name_base * name_base, 0.0))
    return name_base, 2 * half_chord - 0.8


def name_size(name: str, diameter: float, inset: float = 0.0) -> float:
    """The size (mm) a flavour name takes on a token of ``diameter``; with ``inset``, kept
    that far inside the token's edge, descenders and all (0 when it cannot be)."""
    base, room = _name_room(diameter)
    size = fit_text(name, 0.2 * diameter / 2, room, "regular")
    if inset <= 0:
        return size
    r = diameter / 2 - inset
    for _ in range(6):  # the chord the name's lowest ink spans, at the size it takes
        low = base + DESCENT * size
        if low >= r:
            return 0.0
        size = fit_text(name, size, 2 * math.sqrt(r * r - low * low), "regular")
    return size


def names_fit(names: list[str], diameter: float, inset: float = 0.0) -> bool:
    """Whether every name prints at ``NAME_MIN_PT`` or more on a token of ``diameter``
    (``inset`` mm inside its edge)."""
    return all(name_size(n, diameter, inset) * PT_PER_MM >= NAME_MIN_PT - 1e-9 for n in names)


def token_art(
    letter: str,
    name: str | None,
    symbol: str,
    diameter: float,
    ink: str,
    role: Role = "print",
    inset: float = 0.0,
) -> list[Shape]:
    """Shape, letter and (unless ``None``) name of a token, centred on the origin, in ``ink``;
    the name ``inset`` mm inside the edge at least (paper: ``VALUE_INSET``, so a punch a
    little off clips none of it)."""
    r = diameter / 2
    paint = Paint(fill=ink)
    shapes: list[Shape] = symbol_shapes(symbol, 0.0, -0.45 * r, 0.34 * r, paint, role)
    letter_size = fit_text(letter, 0.62 * r, 0.9 * r, "bold")
    baseline = 0.04 * r + CAP_HEIGHT * letter_size
    shapes.append(Text(0.0, baseline, letter, letter_size, ink, "bold", "middle", role))
    if name is not None:
        size = name_size(name, diameter, inset)
        base = _name_room(diameter)[0]
        shapes.append(Text(0.0, base, name, size, ink, "regular", "middle", role))
    return shapes


def cut_circle(radius: float, background: str, preferred: str | None = None) -> Circle:
    """The cut line round a token or peg, standing out from its ``background`` (``cut_ink``)."""
    paint = Paint(stroke=cut_ink(background, preferred), stroke_width=CUT_WIDTH)
    return Circle(0.0, 0.0, radius, paint)


def token_face(
    colour: str,
    letter: str,
    name: str | None,
    symbol: str,
    diameter: float,
    ink: str,
    bleed: float,
    outline: str | None,
    ring: bool = True,
) -> tuple[Shape, ...]:
    """A printed token, centred on the origin: colour running ``bleed`` past the cut circle,
    artwork, and the cut circle (``outline`` where it stands out, else black or white).

    ``ring=False``: no cut circle — a duplex back, which lands a little off its front: the
    punch follows the front's circle, and a back's circle would show inside the token."""
    r = diameter / 2
    shapes: list[Shape] = [Circle(0.0, 0.0, r + bleed, Paint(fill=colour))]
    shapes += token_art(letter, name, symbol, diameter, ink, inset=VALUE_INSET)
    if ring:
        shapes.append(cut_circle(r, colour, outline))
    return tuple(shapes)


def peg_face(
    colour: str, label: str, diameter: float, bleed: float, outline: str | None = None
) -> tuple[Shape, ...]:
    """A printed peg disc, centred on the origin: its colour, its colour's initial (for
    colour-blind players) and, unless ``outline`` is ``None``, the cut line (standing out
    from the colour)."""
    r = diameter / 2
    ink = ink_for(colour)
    size = fit_text(label, 0.9 * r, 1.3 * r, "bold")
    # the label's ink box (capital height, its width) inside a circle VALUE_INSET smaller
    half_w, half_h = text_width(label, 1.0, "bold") / 2, CAP_HEIGHT / 2
    size = min(size, max(r - VALUE_INSET, 0.0) / math.hypot(half_w, half_h))
    shapes: list[Shape] = [
        Circle(0.0, 0.0, r + bleed, Paint(fill=colour)),
        Text(0.0, CAP_HEIGHT * size / 2, label, size, ink, "bold", "middle"),
    ]
    if outline is not None:
        shapes.append(cut_circle(r, colour, outline))
    return tuple(shapes)

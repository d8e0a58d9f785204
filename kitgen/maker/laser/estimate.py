"""How long a laser sheet takes: cutting, scoring and engraving, from the scene.

- **Cut and score**: each layer's line length × passes ÷ its speed.
- **Engrave**: the head sweeps the engraving line by line, ``line_interval`` mm apart (the
  lines at the middle of each interval from the sheet's top); on each line it runs from the
  first inked point to the last (a layer scanned as one, as LightBurn does by default). The
  inked points are those of the engraved shapes themselves — glyph outlines, filled
  circles, rectangles and polygons — where the line crosses their edges. The swept area
  (each line's run × the interval) ÷ (line interval × engrave speed) is the time.
- **Left out**: travel between shapes, acceleration and overscan at the ends of engraving
  lines, and the time to set up and focus — real jobs take longer; the estimate says so.
"""

from __future__ import annotations

from dataclasses import dataclass

from kitgen.core.messages import N_
from kitgen.maker.laser.material import Material
from kitgen.maker.render.fonts import anchor_offset
from kitgen.maker.render.glyphs import glyph_outline, units_per_em
from kitgen.maker.scene import Affine, Page, Polyline, Shape, Text, role_length, walk

CURVE_STEPS = 6  # chords per glyph curve (only where a line crosses an edge matters)
#: What the estimate leaves out (in the JSON answer as written here; said in the language in
#: use in the text).
LEFT_OUT = N_("travel between shapes, acceleration, overscan and setup not included")


# Plain records, alike in shape where their fields are (``duplicates`` pairs them) on
# purpose: each names its own fields, a type each.
@dataclass(frozen=True)
class SheetEstimate:
    """What one sheet asks of the laser, and how long that takes."""

    cut_inner_mm: float
    cut_outer_mm: float
    score_mm: float
    engrave_mm2: float
    cut_s: float
    score_s: float
    engrave_s: float

    @property
    def cut_mm(self) -> float:
        return self.cut_inner_mm + self.cut_outer_mm

    @property
    def seconds(self) -> float:
        return self.cut_s + self.score_s + self.engrave_s

    def as_dict(self) -> dict[str, float]:
        """The per-sheet ``--json`` keys."""
        return {
            "cut_length_mm": round(self.cut_mm, 2),
            "score_length_mm": round(self.score_mm, 2),
            "engrave_area_mm2": round(self.engrave_mm2, 1),
            "estimated_seconds": round(self.seconds, 1),
        }

    def __add__(self, other: SheetEstimate) -> SheetEstimate:
        return SheetEstimate(
            *(getattr(self, f) + getattr(other, f) for f in self.__dataclass_fields__)
        )


NOTHING = SheetEstimate(0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0)


Edge = tuple[float, float, float, float]


def _text_edges(shape: Text, transform: Affine) -> list[Edge]:
    """The edges of a text's glyph outlines on the page, curves as chords."""
    scale = shape.size / units_per_em(shape.font)
    pen = shape.x - anchor_offset(shape.text, shape.size, shape.font, shape.anchor)
    edges: list[Edge] = []
    for char in shape.text:
        commands, advance = glyph_outline(shape.font, char)

        def at(fx: float, fy: float, origin: float = pen) -> tuple[float, float]:
            return transform.apply(origin + fx * scale, shape.y - fy * scale)

        start = current = (0.0, 0.0)
        for command in commands:
            op = command[0]
            points: list[tuple[float, float]] = []
            if op == "M":
                start = current = at(*command[1:3])
                continue
            if op == "L":
                points = [at(*command[1:3])]
            elif op == "Q":
                (qx, qy), (ex, ey) = at(*command[1:3]), at(*command[3:5])
                sx, sy = current
                for k in range(1, CURVE_STEPS + 1):
                    t = k / CURVE_STEPS
                    u = 1 - t
                    points.append((u * u * sx + 2 * u * t * qx + t * t * ex,
                                   u * u * sy + 2 * u * t * qy + t * t * ey))  # fmt: skip
            elif op == "C":
                (ax, ay), (bx, by), (ex, ey) = (at(*command[1:3]), at(*command[3:5]),
                                                at(*command[5:7]))  # fmt: skip
                sx, sy = current
                for k in range(1, CURVE_STEPS + 1):
                    t = k / CURVE_STEPS
                    u = 1 - t
                    points.append((
                        u**3 * sx + 3 * u * u * t * ax + 3 * u * t * t * bx + t**3 * ex,
                        u**3 * sy + 3 * u * u * t * ay + 3 * u * t * t * by + t**3 * ey,
                    ))  # fmt: skip
            elif op == "Z":
                points = [start]
            for point in points:
                edges.append((*current, *point))
                current = point
        pen += advance * scale
    return edges


def _area_edges(shape: Shape, transform: Affine) -> list[Edge]:
    """The edges of a filled circle, rectangle or closed polygon on the page."""
    from kitgen.maker.laser import outline_points
    from kitgen.maker.laser.parts import Closed

    if isinstance(shape, Polyline) and not shape.closed:
        return []
    if not isinstance(shape, Closed):
        return []
    points, _ = outline_points(shape)
    placed = [transform.apply(x, y) for x, y in points]
    return [(*a, *b) for a, b in zip(placed, placed[1:] + placed[:1], strict=True)]


def engrave_edges(page: Page) -> list[Edge]:
    """Every edge ``(x0, y0, x1, y1)`` of every engraved area of the page, in page mm."""
    edges: list[Edge] = []
    for shape, transform in walk(page.items, page.symbols):
        if shape.role != "engrave":
            continue
        if isinstance(shape, Text):
            edges += _text_edges(shape, transform)
        else:
            edges += _area_edges(shape, transform)
    return edges


def swept_area(edges: list[Edge], interval: float) -> float:
    """The area a raster head sweeps over the shapes with these edges: on every scan line
    (``interval`` mm apart, at the middle of each interval) from the first crossing of an
    edge to the last, times the interval."""
    if not edges:
        return 0.0
    import numpy as np

    e = np.array(edges, dtype=float)
    y0, y1 = np.minimum(e[:, 1], e[:, 3]), np.maximum(e[:, 1], e[:, 3])
    first = np.ceil(y0 / interval - 0.5).astype(int)  # the first line at or below y0
    last = np.ceil(y1 / interval - 0.5).astype(int) - 1  # the last line above y1
    count = np.maximum(last - first + 1, 0)
    if not count.any():
        return 0.0
    index = np.repeat(np.arange(len(e)), count)
    offset = np.arange(count.sum()) - np.repeat(np.cumsum(count) - count, count)
    line = first[index] + offset
    y = (line + 0.5) * interval
    ax, ay, bx, by = e[index, 0], e[index, 1], e[index, 2], e[index, 3]
    x = ax + (bx - ax) * (y - ay) / (by - ay)
    lines = np.unique(line)
    slot = np.searchsorted(lines, line)
    low = np.full(len(lines), np.inf)
    high = np.full(len(lines), -np.inf)
    np.minimum.at(low, slot, x)
    np.maximum.at(high, slot, x)
    return float((high - low).sum() * interval)


def estimate_sheet(page: Page, material: Material) -> SheetEstimate:
    """The sheet's cut, score and engrave work and its time with ``material``'s settings."""
    inner = role_length(page, ("cut-inner",))
    outer = role_length(page, ("cut",))
    score = role_length(page, ("score",))
    area = swept_area(engrave_edges(page), material.line_interval)

    def line_time(length: float, layer: str) -> float:
        setting = material.layer(layer)
        return length * setting.passes / setting.speed

    engrave = material.layer("engrave")
    return SheetEstimate(
        inner,
        outer,
        score,
        area,
        line_time(inner, "cut-inner") + line_time(outer, "cut-outer"),
        line_time(score, "score"),
        area * engrave.passes / (material.line_interval * engrave.speed),
    )


def duration(seconds: float) -> str:
    """``"3 min 28 s"``, ``"1 h 5 min"``, ``"42 s"``."""
    from kitgen.core.messages import _

    whole = round(seconds)
    if whole < 60:
        return _("{s} s", s=whole)
    minutes, whole = divmod(whole, 60)
    if minutes < 60:
        return _("{min} min {s} s", min=minutes, s=whole)
    hours, minutes = divmod(minutes, 60)
    return _("{h} h {min} min", h=hours, min=minutes)

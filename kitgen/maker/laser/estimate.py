"""How long a laser sheet takes: cutting, scoring and engraving, from the scene.

- **Cut and score**: each layer's line length × passes ÷ its speed.
- **Engrave**: the head sweeps the engraving line by line, ``line_interval`` mm apart; on
  each line it runs from the first engraved point to the last (a layer scanned as one, as
  LightBurn does by default). The swept area ÷ (line interval × engrave speed) is the time.
  A text counts as its em box (advance width × font size), a filled shape as its box.
- **Left out**: travel between shapes, acceleration and overscan at the ends of engraving
  lines, and the time to set up and focus — real jobs take longer; the estimate says so.
"""

from __future__ import annotations

import itertools
from dataclasses import dataclass

from kitgen.maker.laser.material import Material
from kitgen.maker.render.fonts import DESCENT, anchor_offset, text_width
from kitgen.maker.scene import Circle, Page, Polyline, Rect, Shape, Text, role_length, walk

EM_ABOVE = 1 - DESCENT  # of the font size above the baseline, the rest below: one em
LEFT_OUT = "travel between shapes, acceleration, overscan and setup not included"


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


def _local_box(shape: Shape) -> tuple[float, float, float, float] | None:
    if isinstance(shape, Rect):
        return shape.x, shape.y, shape.x + shape.width, shape.y + shape.height
    if isinstance(shape, Circle):
        return shape.cx - shape.r, shape.cy - shape.r, shape.cx + shape.r, shape.cy + shape.r
    if isinstance(shape, Polyline):
        xs = [x for x, _ in shape.points]
        ys = [y for _, y in shape.points]
        return min(xs), min(ys), max(xs), max(ys)
    if isinstance(shape, Text):
        left = shape.x - anchor_offset(shape.text, shape.size, shape.font, shape.anchor)
        right = left + text_width(shape.text, shape.size, shape.font)
        return left, shape.y - EM_ABOVE * shape.size, right, shape.y + (1 - EM_ABOVE) * shape.size
    return None


def engrave_boxes(page: Page) -> list[tuple[float, float, float, float]]:
    """The page boxes ``(x0, y0, x1, y1)`` of every engraved shape."""
    boxes = []
    for shape, transform in walk(page.items, page.symbols):
        if shape.role != "engrave":
            continue
        box = _local_box(shape)
        if box is None:
            continue
        (ax, ay), (bx, by) = transform.apply(box[0], box[1]), transform.apply(box[2], box[3])
        boxes.append((min(ax, bx), min(ay, by), max(ax, bx), max(ay, by)))
    return boxes


def swept_area(boxes: list[tuple[float, float, float, float]]) -> float:
    """The area a raster head sweeps over ``boxes``: on every line from the leftmost to the
    rightmost box that line crosses."""
    if not boxes:
        return 0.0
    import numpy as np

    b = np.array(boxes, dtype=float)
    x0, y0, x1, y1 = b[:, 0], b[:, 1], b[:, 2], b[:, 3]
    breaks = np.unique(np.concatenate([y0, y1]))
    area = 0.0
    for top, bottom in itertools.pairwise(breaks):
        on = (y0 <= top) & (y1 >= bottom)
        if on.any():
            area += float(x1[on].max() - x0[on].min()) * float(bottom - top)
    return area


def estimate_sheet(page: Page, material: Material) -> SheetEstimate:
    """The sheet's cut, score and engrave work and its time with ``material``'s settings."""
    inner = role_length(page, ("cut-inner",))
    outer = role_length(page, ("cut",))
    score = role_length(page, ("score",))
    area = swept_area(engrave_boxes(page))

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
    whole = round(seconds)
    if whole < 60:
        return f"{whole} s"
    minutes, whole = divmod(whole, 60)
    if minutes < 60:
        return f"{minutes} min {whole} s"
    hours, minutes = divmod(minutes, 60)
    return f"{hours} h {minutes} min"

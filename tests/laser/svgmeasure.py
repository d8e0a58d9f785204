"""Reading laser SVGs in tests: sizes in mm, shapes by layer, lengths, face groups."""

from __future__ import annotations

import io
import re
import xml.etree.ElementTree as ET
from collections import Counter
from collections.abc import Collection
from dataclasses import dataclass, field
from functools import cached_property
from pathlib import Path

import numpy as np
import svgelements

from tests.read_once import ReadOnce

SVG_NS = "{http://www.w3.org/2000/svg}"
INK_NS = "{http://www.inkscape.org/namespaces/inkscape}"


def mm_size(value: str) -> float:
    match = re.fullmatch(r"([0-9.]+)mm", value)
    assert match, f"size {value!r} is not in mm"
    return float(match.group(1))


def root(path: Path) -> ET.Element:
    return ET.parse(path).getroot()


def layers(path: Path) -> dict[str, ET.Element]:
    """The top-level layer groups by their Inkscape label."""
    return {
        g.get(f"{INK_NS}label"): g
        for g in root(path).findall(f"{SVG_NS}g")
        if g.get(f"{INK_NS}groupmode") == "layer"
    }


def face_counts(path: Path) -> Counter[str]:
    return Counter(
        el.get("data-face") for el in root(path).iter(f"{SVG_NS}g") if el.get("data-face")
    )


@dataclass
class Drawn:
    """One shape as drawn, in mm (svgelements with 1 user unit = 1 mm)."""

    kind: str
    stroke: str | None
    fill: str | None
    stroke_width: float
    shape: svgelements.Shape = field(repr=False)

    @cached_property
    def bbox(self) -> tuple[float, float, float, float]:
        """Its box without the stroke, worked out when first read (most checks read the
        boxes of the cut lines alone: a text's glyph curves were boxed for none)."""
        return self.shape.bbox(with_stroke=False)

    @cached_property
    def length(self) -> float:
        """The length of its outline, worked out when first read (most checks read the box
        and the colours only: a text's hundreds of glyph curves were measured for none)."""
        return Path_length(self.shape)


#: Each file parsed once while unchanged (``shapes`` then ``layered``, every test of a module
#: on the build's files: the build's laser files are 18), its shapes measured once.
_PARSED = ReadOnce(kept=48)
_SHAPES = ReadOnce(kept=48)


def parsed(
    path: Path, only: Collection[str] | None = None
) -> list[tuple[str, svgelements.SVGElement]]:
    """Every element svgelements reads in the file (transforms applied, 1 user unit = 1 mm),
    in file order, with the label of the top-level layer it is in ("" outside a layer; the
    layers are the groups with ids ``layer-NAME``, one after the other). With ``only``, the
    elements of those layers alone, the others not parsed (the engrave layer's glyphs are
    most of the work). The elements are shared by every reader of the file: read them,
    never change them."""
    key, stamp, whole = _PARSED.fresh(path)
    if whole is not None:
        return whole if only is None else [(layer, el) for layer, el in whole if layer in only]
    if only is not None:
        key, stamp, part = _PARSED.fresh(path, tuple(sorted(only)))
        if part is not None:
            return part
    source: str | io.BytesIO = str(path)
    if only is not None:  # the other layers dropped (no <use> or <defs> in them to need)
        top = root(path)
        for group in list(top):
            ident = group.get("id") or ""
            if ident.startswith("layer-") and ident.removeprefix("layer-") not in only:
                top.remove(group)
        source = io.BytesIO(ET.tostring(top))
    svg = svgelements.SVG.parse(source, reify=True, ppi=25.4)
    found: list[tuple[str, svgelements.SVGElement]] = []
    layer = ""
    for el in svg.elements():
        ident = getattr(el, "id", None) or ""
        if isinstance(el, svgelements.Group) and ident.startswith("layer-"):
            layer = ident.removeprefix("layer-")
        if only is None or layer in only:
            found.append((layer, el))
    return _PARSED.keep(key, stamp, found)


def shapes(path: Path) -> list[Drawn]:
    """Every shape of the file that has a box, with its colours, in file order (its box and
    length worked out when read)."""
    key, stamp, cached = _SHAPES.fresh(path)
    if cached is not None:
        return list(cached)
    found = []
    for _layer, el in parsed(path):
        if not isinstance(el, svgelements.Shape):
            continue
        if not el.segments():
            continue  # no box (svgelements' bbox is None exactly when there is no segment)
        stroke = _colour(el.stroke)
        fill = _colour(el.fill)
        found.append(Drawn(type(el).__name__, stroke, fill, float(el.stroke_width or 0.0), el))
    return list(_SHAPES.keep(key, stamp, found))


def _colour(value) -> str | None:
    return value.hex.upper() if value is not None and value.value is not None else None


def Path_length(el: svgelements.Shape) -> float:
    """The length of the shape's outline. The error bound is svgelements' for the curves it
    integrates numerically (cubic Béziers); lines, circular arcs and quadratic Béziers (every
    curve of the laser files: circles, rounded corners, glyphs) are measured in closed form."""
    return float(svgelements.Path(el).length(error=1e-7))


#: Outlines (cut-outer) red, holes and slots (cut-inner) dark red for LightBurn, Glowforge
#: and xTool, pure red for K40 Whisperer.
CUT_COLOURS = ("#FF0000", "#A00000")
CUT_LAYERS = ("cut-inner", "cut-outer")


def layered(path: Path, only: Collection[str] | None = None) -> list[tuple[str, svgelements.Shape]]:
    """Every shape with the label of the layer it is drawn in, in file order (the layers are
    the top-level groups with ids ``layer-NAME``, one after the other); with ``only``, the
    shapes of those layers (the others not parsed)."""
    return [
        (layer, el)
        for layer, el in parsed(path, only)
        if layer and isinstance(el, svgelements.Shape)
    ]


def cut_shapes(path: Path) -> list[Drawn]:
    """Every cut, inner and outer, in file order."""
    return [d for d in shapes(path) if d.stroke in CUT_COLOURS]


def segments(drawn: list[Drawn]) -> list[tuple[float, float, float, float]]:
    """Every straight segment of the given shapes, as (x1, y1, x2, y2)."""
    found = []
    for d in drawn:
        for seg in svgelements.Path(d.shape).segments():
            if isinstance(seg, svgelements.Line | svgelements.Close) and seg.start != seg.end:
                found.append((seg.start.x, seg.start.y, seg.end.x, seg.end.y))
    return found


#: Where a curve (a glyph's quadratic Bézier) is sampled for :func:`rings`: 8 points along it,
#: its start being the end of the segment before.
CURVE_AT = np.linspace(0.125, 1.0, 8)


def rings(path: svgelements.Path) -> list[np.ndarray]:
    """Each subpath of ``path`` as its points (n x 2, in mm): the ends of its lines, 8 points
    along each curve; a subpath of fewer than 3 points (no area) left out."""
    found = []
    for sub in path.as_subpaths():
        points: list = []
        for seg in sub:
            if isinstance(seg, svgelements.Move | svgelements.Line | svgelements.Close):
                points.append((seg.end.x, seg.end.y))
            else:  # all 8 at once (svgelements' point(t) is npoint([t]))
                points += seg.npoint(CURVE_AT).tolist()
        if len(points) > 2:
            found.append(np.array(points, dtype=float))
    return found

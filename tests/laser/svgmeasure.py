"""Reading laser SVGs in tests: sizes in mm, shapes by layer, lengths, face groups."""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from collections import Counter
from dataclasses import dataclass
from pathlib import Path

import svgelements

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
    bbox: tuple[float, float, float, float]
    length: float
    shape: svgelements.Shape


def shapes(path: Path) -> list[Drawn]:
    svg = svgelements.SVG.parse(str(path), reify=True, ppi=25.4)
    found = []
    for el in svg.elements():
        if not isinstance(el, svgelements.Shape):
            continue
        stroke = _colour(el.stroke)
        fill = _colour(el.fill)
        box = el.bbox(with_stroke=False)
        if box is None:
            continue
        found.append(
            Drawn(
                type(el).__name__,
                stroke,
                fill,
                float(el.stroke_width or 0.0),
                box,
                Path_length(el),
                el,
            )
        )
    return found


def _colour(value) -> str | None:
    return value.hex.upper() if value is not None and value.value is not None else None


def Path_length(el: svgelements.Shape) -> float:
    return float(svgelements.Path(el).length(error=1e-7))


#: Outlines (cut-outer) red, holes and slots (cut-inner) dark red for LightBurn, Glowforge
#: and xTool, pure red for K40 Whisperer.
CUT_COLOURS = ("#FF0000", "#A00000")
CUT_LAYERS = ("cut-inner", "cut-outer")


def layered(path: Path) -> list[tuple[str, svgelements.Shape]]:
    """Every shape with the label of the layer it is drawn in, in file order (the layers are
    the top-level groups with ids ``layer-NAME``, one after the other)."""
    svg = svgelements.SVG.parse(str(path), reify=True, ppi=25.4)
    found: list[tuple[str, svgelements.Shape]] = []
    layer = ""
    for el in svg.elements():
        ident = getattr(el, "id", None) or ""
        if isinstance(el, svgelements.Group) and ident.startswith("layer-"):
            layer = ident.removeprefix("layer-")
        elif isinstance(el, svgelements.Shape) and layer:
            found.append((layer, el))
    return found


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

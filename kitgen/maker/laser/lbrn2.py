"""A laser sheet as a LightBurn project (``.lbrn2``): layers with their settings, shapes in mm.

The project holds one cut setting per layer, in the order the machine runs them (engrave,
score, cut-inner, cut-outer: ``priority`` 0 to 3), each with its name, speed (mm/s), power
(%), passes and, for the engraving (a ``Scan`` layer), the line interval — taken from the
materials file (``kitgen.maker.laser.material``). A layer's index picks its colour in LightBurn's
palette; the indices match the SVG's colours: engrave 0 (black), score 1 (blue), cut-outer 2
(red), cut-inner 10 (dark red, ``#A00000``).

Shapes are written in millimetres in LightBurn's frame, whose y axis points up: a point
``(x, y)`` of the sheet (y down) is ``(x, height - y)``. Circles are ``Ellipse`` shapes,
rectangles ``Rect`` shapes (both centred on their ``XForm`` translation); lines, polylines and
text are ``Path`` shapes (vertices and primitives: ``L`` lines, ``B`` cubic Béziers whose
control points sit on their end vertices as ``c0``/``c1``). Text is its glyph outlines in the
shipped font, as in the SVG. Output is deterministic: coordinates with 4 decimals.
"""

from __future__ import annotations

import itertools

from kitgen.maker.laser.material import LAYER_ROLE, LAYERS, Material
from kitgen.maker.render.fonts import anchor_offset
from kitgen.maker.render.glyphs import fmt_mm, glyph_outline, units_per_em
from kitgen.maker.scene import Affine, Circle, Line, Page, Polyline, Rect, Shape, Text, walk

APP_VERSION = "1.7.00"
#: LightBurn palette index per layer (0 black, 1 blue, 2 red, 10 dark red).
LAYER_INDEX = {"engrave": 0, "score": 1, "cut-inner": 10, "cut-outer": 2}
ROLE_LAYER = {role: layer for layer, role in LAYER_ROLE.items()}


def _cut_setting(layer: str, priority: int, material: Material) -> str:
    s = material.layer(layer)
    kind = "Scan" if layer == "engrave" else "Cut"
    power = f"{s.power:g}"
    values = [
        ("index", str(LAYER_INDEX[layer])),
        ("name", layer),
        ("minPower", power),
        ("maxPower", power),
        ("speed", f"{s.speed:g}"),
        ("priority", str(priority)),
        ("numPasses", str(s.passes)),
    ]
    if kind == "Scan":
        values.append(("interval", f"{material.line_interval:g}"))
    body = "".join(f'<{k} Value="{v}"/>' for k, v in values)
    return f'<CutSetting type="{kind}">{body}</CutSetting>\n'


class _Path:
    """Vertices and primitives of one ``Path`` shape."""

    def __init__(self) -> None:
        self.verts: list[list[str]] = []
        self.prims: list[str] = []

    def vertex(self, x: float, y: float) -> int:
        self.verts.append([f"V{fmt_mm(x)} {fmt_mm(y)}"])
        return len(self.verts) - 1

    def line(self, a: int, b: int) -> None:
        self.prims.append(f"L{a} {b}")

    def bezier(self, a: int, c0: tuple, c1: tuple, b: int) -> None:
        self.verts[a].append(f"c0x{fmt_mm(c0[0])}c0y{fmt_mm(c0[1])}")
        self.verts[b].append(f"c1x{fmt_mm(c1[0])}c1y{fmt_mm(c1[1])}")
        self.prims.append(f"B{a} {b}")

    def xml(self, cut_index: int) -> str:
        verts = "".join("".join(v) for v in self.verts)
        return (
            f'<Shape Type="Path" CutIndex="{cut_index}"><XForm>1 0 0 1 0 0</XForm>'
            f"<VertList>{verts}</VertList><PrimList>{''.join(self.prims)}</PrimList></Shape>\n"
        )


def _polyline(points: list[tuple[float, float]], closed: bool) -> _Path:
    path = _Path()
    ids = [path.vertex(x, y) for x, y in points]
    for a, b in itertools.pairwise(ids):
        path.line(a, b)
    if closed:
        path.line(ids[-1], ids[0])
    return path


def _text(shape: Text, place) -> _Path:
    """The glyph outlines of a text as one path: quadratic curves raised to cubic ones."""
    scale = shape.size / units_per_em(shape.font)
    pen_x = shape.x - anchor_offset(shape.text, shape.size, shape.font, shape.anchor)
    path = _Path()
    for char in shape.text:
        commands, advance = glyph_outline(shape.font, char)

        def at(fx: float, fy: float, origin: float = pen_x) -> tuple[float, float]:
            return place(origin + fx * scale, shape.y - fy * scale)

        start = current = -1
        for command in commands:
            op = command[0]
            if op == "M":
                start = current = path.vertex(*at(*command[1:3]))
            elif op == "L":
                nxt = _end(path, at(*command[1:3]), start)
                path.line(current, nxt)
                current = nxt
            elif op in ("Q", "C"):
                p0 = _vertex_point(path, current)
                if op == "Q":
                    q, p1 = at(*command[1:3]), at(*command[3:5])
                    c0 = (p0[0] + 2 / 3 * (q[0] - p0[0]), p0[1] + 2 / 3 * (q[1] - p0[1]))
                    c1 = (p1[0] + 2 / 3 * (q[0] - p1[0]), p1[1] + 2 / 3 * (q[1] - p1[1]))
                else:
                    c0, c1, p1 = at(*command[1:3]), at(*command[3:5]), at(*command[5:7])
                nxt = _end(path, p1, start)
                path.bezier(current, c0, c1, nxt)
                current = nxt
            elif op == "Z" and current != start:
                path.line(current, start)
        pen_x += advance * scale
    return path


def _end(path: _Path, point: tuple[float, float], start: int) -> int:
    """The vertex a segment ends on: the contour's first one when it comes back to it (so
    the contour is closed by its vertices), else a new one."""
    sx, sy = _vertex_point(path, start)
    if abs(point[0] - sx) < 5e-5 and abs(point[1] - sy) < 5e-5:
        return start
    return path.vertex(*point)


def _vertex_point(path: _Path, index: int) -> tuple[float, float]:
    x, y = path.verts[index][0][1:].split(" ")
    return float(x), float(y)


def _shape_xml(shape: Shape, transform: Affine, height: float, cut_index: int) -> str:
    """One leaf shape, placed by ``transform`` and flipped into LightBurn's frame."""

    def place(x: float, y: float) -> tuple[float, float]:
        px, py = transform.apply(x, y)
        return px, height - py

    if isinstance(shape, Circle):
        cx, cy = place(shape.cx, shape.cy)
        r = fmt_mm(shape.r)
        return (
            f'<Shape Type="Ellipse" CutIndex="{cut_index}" Rx="{r}" Ry="{r}">'
            f"<XForm>1 0 0 1 {fmt_mm(cx)} {fmt_mm(cy)}</XForm></Shape>\n"
        )
    if isinstance(shape, Rect):
        (ax, ay), (bx, by) = (
            place(shape.x, shape.y),
            place(shape.x + shape.width, shape.y + shape.height),
        )
        w, h = abs(bx - ax), abs(by - ay)
        return (
            f'<Shape Type="Rect" CutIndex="{cut_index}" W="{fmt_mm(w)}" H="{fmt_mm(h)}" '
            f'Cr="{fmt_mm(shape.radius)}"><XForm>1 0 0 1 {fmt_mm((ax + bx) / 2)} '
            f"{fmt_mm((ay + by) / 2)}</XForm></Shape>\n"
        )
    if isinstance(shape, Line):
        points = [place(shape.x1, shape.y1), place(shape.x2, shape.y2)]
        return _polyline(points, False).xml(cut_index)
    if isinstance(shape, Polyline):
        return _polyline([place(x, y) for x, y in shape.points], shape.closed).xml(cut_index)
    if isinstance(shape, Text):
        path = _text(shape, place)
        return path.xml(cut_index) if path.prims else ""
    raise TypeError(f"not a leaf shape: {shape!r}")


def lbrn2_project(page: Page, material: Material) -> bytes:
    """The sheet as a LightBurn project (UTF-8 XML bytes)."""
    out = [
        '<?xml version="1.0" encoding="UTF-8"?>\n',
        f'<LightBurnProject AppVersion="{APP_VERSION}" FormatVersion="1" MaterialHeight="0" '
        'MirrorX="False" MirrorY="False">\n',
    ]
    out += [_cut_setting(layer, priority, material) for priority, layer in enumerate(LAYERS)]
    by_layer: dict[str, list[str]] = {layer: [] for layer in LAYERS}
    for shape, transform in walk(page.items, page.symbols):
        layer = ROLE_LAYER.get(shape.role)
        if layer is None:
            continue
        xml = _shape_xml(shape, transform, page.height, LAYER_INDEX[layer])
        if xml:
            by_layer[layer].append(xml)
    for layer in LAYERS:
        out += by_layer[layer]
    out.append('<Notes ShowOnLoad="0" Notes=""/>\n</LightBurnProject>\n')
    return "".join(out).encode("utf-8")

"""A laser sheet as a LightBurn project (``.lbrn2``), written the way LightBurn writes its own.

Compared with a project saved by LightBurn 2.0 (a ``.lbrn2`` file in a public repository,
github.com/bobdamit/lightburn ``test.lbrn2``), with boxes.py's writer
(``boxes/drawing.py``, ``LBRN2Surface``) and with MeerK40t's reader (``meerk40t/extra/lbrn.py``):

- **Layers.** One ``CutSetting`` per layer, in the order the machine runs them (engrave,
  score, cut-inner, cut-outer: ``priority`` 0 to 3), each with its name, speed (mm/s), power
  (%), passes and, for the engraving (a ``Scan`` layer), the line interval — taken from the
  materials file (``kitgen.maker.laser.material``). A layer's index picks its colour in
  LightBurn's palette; the indices match the SVG's colours for LightBurn: engrave 0 (black),
  score 1 (blue), cut-outer 2 (red), cut-inner 10 (dark red, ``#A00000``). A fifth layer,
  ``notes`` (``doOutput`` 0, as LightBurn saves a layer whose Output is off), holds the
  annotations — the sheet's name above the sheet — which are never cut.
- **Order.** ``UIPrefs`` as LightBurn saves them: order by priority, inner shapes first.
- **Parts as groups.** Each part of the sheet is a ``Group`` shape (``XForm`` and
  ``Children``) holding its engraving and its own cut lines, so it moves as one; the lines
  butted parts share are a group of their own.
- **Shapes** in millimetres in LightBurn's frame, whose y axis points up: a point ``(x, y)``
  of the sheet (y down) is ``(x, height - y)``. Circles are ``Ellipse`` shapes, rectangles
  ``Rect`` shapes (both centred on their ``XForm`` translation); lines, polylines and text
  are ``Path`` shapes. A path's vertex is ``V x y`` followed by its outgoing control point
  ``c0x..c0y..`` (or ``c0x1``: none) and then its incoming one ``c1x..c1y..`` (or
  ``c1x1``); a primitive ``B a b`` is the cubic from vertex ``a`` (its ``c0``) to ``b`` (its
  ``c1``), ``L a b`` a line, and a closed outline of lines only is ``LineClosed``. Text is
  its glyph outlines in the shipped font, as in the SVG (quadratic curves raised to cubic).
- **Notes**: the sheet, its kerf, the layers and how to run them, shown when it opens.

Output is deterministic: coordinates with 4 decimals.
"""

from __future__ import annotations

import itertools
from collections.abc import Callable
from xml.sax.saxutils import escape

from kitgen.core.messages import _
from kitgen.maker import scene
from kitgen.maker.laser.material import LAYER_ROLE, LAYERS, Material
from kitgen.maker.laser.software import Software
from kitgen.maker.render.fonts import anchor_offset
from kitgen.maker.render.glyphs import fmt_mm, glyph_outline, units_per_em
from kitgen.maker.scene import (
    BLACK,
    IDENTITY,
    Affine,
    Page,
    Shape,
    Text,
    walk,
)

APP_VERSION = "1.7.00"
#: LightBurn palette index per layer (0 black, 1 blue, 2 red, 10 dark red), and the notes.
LAYER_INDEX = {"engrave": 0, "score": 1, "cut-inner": 10, "cut-outer": 2}
NOTES_LAYER = "notes"
NOTES_INDEX = 8
ROLE_LAYER = {role: layer for layer, role in LAYER_ROLE.items()}
NOTE_SIZE = 3.5  # mm: the annotation's font size (cap height 2.55 mm)
#: LightBurn's optimisation settings, as it saves them: by priority, inner shapes first.
UI_PREFS = (
    ("Optimize_ByLayer", "0"),
    ("Optimize_ByGroup", "-1"),
    ("Optimize_ByPriority", "1"),
    ("Optimize_InnerToOuter", "1"),
    ("Optimize_ReduceTravel", "1"),
)

Point = tuple[float, float]


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


def _notes_setting(priority: int) -> str:
    """The notes layer, never output; with a speed and power like every layer LightBurn
    saves (readers such as MeerK40t's read them from every ``CutSetting``)."""
    values = (("index", str(NOTES_INDEX)), ("name", NOTES_LAYER), ("maxPower", "0"),
              ("speed", "100"), ("priority", str(priority)), ("doOutput", "0"))  # fmt: skip
    body = "".join(f'<{k} Value="{v}"/>' for k, v in values)
    return f'<CutSetting type="Cut">{body}</CutSetting>\n'


class _Path:
    """Vertices (point, outgoing control, incoming control) and primitives of one path."""

    def __init__(self) -> None:
        self.verts: list[Point] = []
        self.controls: list[list[Point | None]] = []  # [c0 | None, c1 | None] of each vertex
        self.prims: list[str] = []
        self.curved = False

    def vertex(self, x: float, y: float) -> int:
        self.verts.append((x, y))
        self.controls.append([None, None])
        return len(self.verts) - 1

    def line(self, a: int, b: int) -> None:
        self.prims.append(f"L{a} {b}")

    def bezier(self, a: int, c0: Point, c1: Point, b: int) -> None:
        self.controls[a][0] = c0
        self.controls[b][1] = c1
        self.prims.append(f"B{a} {b}")
        self.curved = True

    def point(self, index: int) -> Point:
        return self.verts[index]

    def xml(self, cut_index: int, closed_lines: bool = False) -> str:
        def control(name: str, c: Point | None) -> str:
            return f"{name}x1" if c is None else f"{name}x{fmt_mm(c[0])}{name}y{fmt_mm(c[1])}"

        verts = "".join(
            f"V{fmt_mm(p[0])} {fmt_mm(p[1])}{control('c0', c0)}{control('c1', c1)}"
            for p, (c0, c1) in zip(self.verts, self.controls, strict=True)
        )
        prims = "LineClosed" if closed_lines and not self.curved else "".join(self.prims)
        return (
            f'<Shape Type="Path" CutIndex="{cut_index}"><XForm>1 0 0 1 0 0</XForm>'
            f"<VertList>{verts}</VertList><PrimList>{prims}</PrimList></Shape>\n"
        )


def _polyline(points: list[Point], closed: bool) -> _Path:
    path = _Path()
    ids = [path.vertex(x, y) for x, y in points]
    for a, b in itertools.pairwise(ids):
        path.line(a, b)
    if closed:
        path.line(ids[-1], ids[0])
    return path


def _text(shape: Text, place: Callable[[float, float], Point]) -> _Path:
    """The glyph outlines of a text as one path: quadratic curves raised to cubic ones."""
    scale = shape.size / units_per_em(shape.font)
    pen_x = shape.x - anchor_offset(shape.text, shape.size, shape.font, shape.anchor)
    path = _Path()
    for char in shape.text:
        commands, advance = glyph_outline(shape.font, char)

        def at(fx: float, fy: float, origin: float = pen_x) -> Point:
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
                p0 = path.point(current)
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


def _end(path: _Path, point: Point, start: int) -> int:
    """The vertex a segment ends on: the contour's first one when it comes back to it (so
    the contour is closed by its vertices), else a new one."""
    sx, sy = path.point(start)
    if abs(point[0] - sx) < 5e-5 and abs(point[1] - sy) < 5e-5:
        return start
    return path.vertex(*point)


def _shape_xml(shape: Shape, transform: Affine, height: float, cut_index: int) -> str:
    """One leaf shape, placed by ``transform`` and flipped into LightBurn's frame."""

    def place(x: float, y: float) -> Point:
        px, py = transform.apply(x, y)
        return px, height - py

    if isinstance(shape, scene.Circle):
        cx, cy = place(shape.cx, shape.cy)
        r = fmt_mm(shape.r)
        return (
            f'<Shape Type="Ellipse" CutIndex="{cut_index}" Rx="{r}" Ry="{r}">'
            f"<XForm>1 0 0 1 {fmt_mm(cx)} {fmt_mm(cy)}</XForm></Shape>\n"
        )
    if isinstance(shape, scene.Rect):
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
    if isinstance(shape, scene.Line):
        points = [place(shape.x1, shape.y1), place(shape.x2, shape.y2)]
        return _polyline(points, False).xml(cut_index)
    if isinstance(shape, scene.Polyline):
        points = [place(x, y) for x, y in shape.points]
        return _polyline(points, shape.closed).xml(cut_index, closed_lines=shape.closed)
    if isinstance(shape, scene.Text):
        path = _text(shape, place)
        return path.xml(cut_index) if path.prims else ""
    raise TypeError(f"not a leaf shape: {shape!r}")


def _shapes(items: tuple[Shape, ...], page: Page, transform: Affine = IDENTITY) -> list[str]:
    """The leaf shapes of ``items`` that a layer draws, layer by layer in the order they run."""
    by_layer: dict[str, list[str]] = {layer: [] for layer in LAYERS}
    for shape, placed in walk(items, page.symbols, transform):
        layer = ROLE_LAYER.get(shape.role)
        if layer is not None:
            xml = _shape_xml(shape, placed, page.height, LAYER_INDEX[layer])
            if xml:
                by_layer[layer].append(xml)
    return [xml for layer in LAYERS for xml in by_layer[layer]]


def _group(children: list[str]) -> str:
    return (
        '<Shape Type="Group"><XForm>1 0 0 1 0 0</XForm><Children>\n'
        + "".join(children)
        + "</Children></Shape>\n"
    )


def _parts(page: Page) -> list[str]:
    """Each top-level group of the sheet (a part, or the shared cut lines) as one group."""
    out: list[str] = []
    for item in page.items:
        if isinstance(item, scene.Group | scene.Use):
            children = _shapes((item,), page)
            if len(children) > 1:
                out.append(_group(children))
            else:
                out += children
        else:
            out += _shapes((item,), page)
    return out


def _annotation(page: Page) -> str:
    """The sheet's name just above the sheet, on the notes layer (never cut)."""
    if not page.label:
        return ""
    label = Text(0.0, -1.0, page.label, NOTE_SIZE, BLACK, "regular", "start", "print")
    return _text(label, lambda x, y: (x, page.height - y)).xml(NOTES_INDEX)


def project_notes(page: Page, material: Material, software: Software) -> str:
    """What the project's Notes say: the sheet, the layers and how to run them."""
    lines = [
        page.label or _("laser sheet"),
        _(
            "{width} × {height} mm, 1 unit = 1 mm. Layers run by priority: engrave (Fill, "
            "lines {interval} mm apart), score, cut-inner (holes and slots), cut-outer "
            "(outlines); Optimization: order by priority, cut inner shapes first.",
            width=fmt_mm(page.width),
            height=fmt_mm(page.height),
            interval=f"{material.line_interval:g}",
        ),
        _(
            "The notes layer (the sheet's name) is not output. Speeds and powers are the "
            "starting points of the materials file ({name}): test on your material first.",
            name=material.name,
        ),
    ]
    if software.key != "lightburn":
        lines.append(_("The SVG beside this project is coloured {note}.", note=software.note))
    return "\n".join(lines)


def lbrn2_project(page: Page, material: Material, software: Software) -> bytes:
    """The sheet as a LightBurn project (UTF-8 XML bytes)."""
    out = [
        '<?xml version="1.0" encoding="UTF-8"?>\n',
        f'<LightBurnProject AppVersion="{APP_VERSION}" FormatVersion="1" MaterialHeight="0" '
        'MirrorX="False" MirrorY="False">\n',
        "<UIPrefs>" + "".join(f'<{k} Value="{v}"/>' for k, v in UI_PREFS) + "</UIPrefs>\n",
    ]
    out += [_cut_setting(layer, priority, material) for priority, layer in enumerate(LAYERS)]
    out.append(_notes_setting(len(LAYERS)))
    out += _parts(page)
    out.append(_annotation(page))
    notes = escape(project_notes(page, material, software), {'"': "&quot;", "\n": "&#10;"})
    out.append(f'<Notes ShowOnLoad="1" Notes="{notes}"/>\n</LightBurnProject>\n')
    return "".join(out).encode("utf-8")

"""SVG backend: translates one scene page into an SVG file, for the laser or for previews.

Two modes, one translation:

- ``laser``: what cutter software (LightBurn, K40 Whisperer, Glowforge, xTool) loads as is.
  The root is sized in mm with a matching ``viewBox`` (1 user unit = 1 mm). Shapes are
  sorted into one layer per operation, in the order the machine should run them —
  ``engrave`` (black fill, no stroke), ``score`` (hairline), ``cut-inner`` (holes and slots,
  hairline), ``cut-outer`` (the outlines that free the parts, hairline) — named so Inkscape
  shows them as layers. The colours are those of the software the file is for
  (``kitgen.maker.laser.software``: for LightBurn blue ``#0000FF`` score, dark red
  ``#A00000`` inner cuts, red ``#FF0000`` outlines, three of its palette's layers; for K40
  Whisperer both cuts pure red, the only colour it cuts). A cutter that follows the file's
  order so cuts every hole before the outline around it. ``print`` shapes are left out.
  Each part is a group in every layer it draws in; in the engrave layer it carries
  ``data-face`` (written even when empty, e.g. a blank tile, so every piece is listed
  once); the ``<desc>`` gives the total cut length and how the software runs the file.
- ``preview``: every shape in scene order with its own paint, on white — what the page
  looks like; cairosvg turns it into a PNG (``kitgen.maker.render.png``).

Text is always written as glyph outlines (``kitgen.maker.render.glyphs``), never ``<text>``.
Page symbols (``Use``) are written out as groups, not ``<use>`` (cutter software handles
``<use>`` unevenly); each symbol's markup is built once per layer and repeated.
The document is built with svgwrite (attributes in name order, one line, identical bytes for
identical input); ``VALIDATE`` runs svgwrite's validator over every element (the tests do).
No layout arithmetic here: positions are the scene's, written with 4 decimals. A group's
quarter turn (``Group.rotate``) is written as ``transform="translate(dx,dy) rotate(90)"``,
which LightBurn, Inkscape and cairosvg all apply.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal

from kitgen.core.text import xml_safe
from kitgen.maker import scene
from kitgen.maker.render.glyphs import fmt_mm, text_path
from kitgen.maker.scene import LeafShape, Page, Paint, Shape, cut_length

Mode = Literal["laser", "preview"]
#: An svgwrite element (svgwrite ships no types).
Element = Any

CUT_COLOUR = "#FF0000"
INNER_CUT_COLOUR = "#A00000"
SCORE_COLOUR = "#0000FF"
ENGRAVE_COLOUR = "#000000"
HAIRLINE = 0.01  # mm: cutter software treats it as a vector line, not an area

#: The laser layers in the order the machine should run them, as (layer name, scene role):
#: engrave and score first, then the cuts inside parts, the outlines last, so a part never
#: drops out of the sheet before its artwork and its holes are done.
LASER_LAYERS = (
    ("engrave", "engrave"),
    ("score", "score"),
    ("cut-inner", "cut-inner"),
    ("cut-outer", "cut"),
)
#: The colour of each laser layer when no software says otherwise (LightBurn's palette).
LASER_COLOURS = {
    "engrave": ENGRAVE_COLOUR,
    "score": SCORE_COLOUR,
    "cut-inner": INNER_CUT_COLOUR,
    "cut-outer": CUT_COLOUR,
}


def laser_paint(colours: Mapping[str, str]) -> dict[str, Paint]:
    """The paint of each scene role in a laser SVG with these layer colours."""
    return {
        "cut": Paint(stroke=colours["cut-outer"], stroke_width=HAIRLINE),
        "cut-inner": Paint(stroke=colours["cut-inner"], stroke_width=HAIRLINE),
        "score": Paint(stroke=colours["score"], stroke_width=HAIRLINE),
        "engrave": Paint(fill=colours["engrave"]),
    }


LASER_PAINT = laser_paint(LASER_COLOURS)
FACE_LAYER = "engrave"


#: Run svgwrite's validator over every element written (debug mode). Off in production, for
#: speed; the test suite turns it on for every SVG it produces (``tests/conftest.py``).
VALIDATE = False


def _allow_data_face(validator: Any) -> None:
    """Let ``<g>`` carry ``data-face`` (the piece it draws) past svgwrite's validator."""
    from svgwrite.data.types import SVGAttribute

    if "data-face" not in validator.attributes:
        validator.attributes["data-face"] = SVGAttribute(
            "data-face", anim=False, types=frozenset(["string"]), const=frozenset()
        )
    validator.elements["g"].valid_attributes = validator.elements["g"].valid_attributes | {
        "data-face"
    }


def _paint(paint: Paint) -> dict[str, str]:
    attrs = {"fill": paint.fill or "none"}
    if paint.stroke and paint.stroke_width > 0:
        attrs["stroke"] = paint.stroke
        attrs["stroke_width"] = fmt_mm(paint.stroke_width)
        if paint.dash:
            attrs["stroke_dasharray"] = " ".join(fmt_mm(d) for d in paint.dash)
    else:
        attrs["stroke"] = "none"
    return attrs


class _Writer:
    """Builds the svgwrite elements of one page for one layer (laser) or all roles (preview)."""

    def __init__(
        self, dwg: Any, page: Page, mode: Mode, paint: dict[str, Paint] = LASER_PAINT
    ) -> None:
        self.dwg = dwg
        self.page = page
        self.mode = mode
        self.paint = paint
        self.symbol_cache: dict[tuple[str, str | None], list[Element]] = {}
        self.clips = 0

    def element(self, shape: LeafShape, paint: Paint) -> Element | None:
        """One leaf shape as an svgwrite element with ``paint`` (``None`` for empty text)."""
        dwg, attrs = self.dwg, _paint(paint)
        if isinstance(shape, scene.Rect):
            el = dwg.rect(
                insert=(fmt_mm(shape.x), fmt_mm(shape.y)),
                size=(fmt_mm(shape.width), fmt_mm(shape.height)),
                **attrs,
            )
            if shape.radius > 0:
                el["rx"] = el["ry"] = fmt_mm(shape.radius)
            return el
        if isinstance(shape, scene.Circle):
            return dwg.circle(
                center=(fmt_mm(shape.cx), fmt_mm(shape.cy)), r=fmt_mm(shape.r), **attrs
            )
        if isinstance(shape, scene.Line):
            return dwg.line(
                start=(fmt_mm(shape.x1), fmt_mm(shape.y1)),
                end=(fmt_mm(shape.x2), fmt_mm(shape.y2)),
                **attrs,
            )
        if isinstance(shape, scene.Polyline):
            points = [(fmt_mm(x), fmt_mm(y)) for x, y in shape.points]
            make = dwg.polygon if shape.closed else dwg.polyline
            return make(points=points, **attrs)
        if isinstance(shape, scene.Text):
            data = text_path(shape.text, shape.x, shape.y, shape.size, shape.font, shape.anchor)
            return dwg.path(d=data, **attrs) if data else None
        raise TypeError(f"not a leaf shape: {shape!r}")

    def leaf(self, shape: LeafShape, role: str | None) -> list[Element]:
        if role is None:  # preview: the shape's own paint
            paint = Paint(fill=shape.fill) if isinstance(shape, scene.Text) else shape.paint
        else:
            if shape.role != role:
                return []
            open_line = isinstance(shape, scene.Polyline) and not shape.closed
            if role == "engrave" and (isinstance(shape, scene.Line) or open_line):
                raise ValueError(f"an engraved shape needs an area; score lines instead: {shape!r}")
            paint = self.paint[role]
        el = self.element(shape, paint)
        return [] if el is None else [el]

    def items(self, items: tuple[Shape, ...], role: str | None) -> list[Element]:
        return [el for item in items for el in self.item(item, role)]

    def symbol(self, name: str, role: str | None) -> list[Element]:
        key = (name, role)
        if key not in self.symbol_cache:
            if name not in self.page.symbols:
                raise KeyError(f"unknown symbol {name!r}")
            self.symbol_cache[key] = self.items(self.page.symbols[name], role)
        return self.symbol_cache[key]

    def clipped(self, body: list[Element], clip: tuple[float, float, float, float]) -> Element:
        """``body`` in a group clipped to ``clip`` (in the coordinates ``body`` uses: a
        clip path's default units are those of the element that refers to it)."""
        self.clips += 1
        ref = f"clip{self.clips}"
        x, y, w, h = (fmt_mm(v) for v in clip)
        path = self.dwg.defs.add(self.dwg.clipPath(id=ref))
        path.add(self.dwg.rect(insert=(x, y), size=(w, h)))
        group = self.dwg.g(clip_path=f"url(#{ref})")
        for el in body:
            group.add(el)
        return group

    def item(self, item: Shape, role: str | None) -> list[Element]:
        if isinstance(item, scene.Group):
            body, face, name = self.items(item.items, role), item.face, item.name
            if item.clip is not None and body:
                body = [self.clipped(body, item.clip)]
        elif isinstance(item, scene.Use):
            body, face, name = self.symbol(item.symbol, role), item.face, None
        else:
            return self.leaf(item, role)
        show_face = face is not None and role in (None, FACE_LAYER)
        if not body and not show_face:
            return []
        group = self.dwg.g()
        moves = []
        if item.dx or item.dy:
            moves.append(f"translate({fmt_mm(item.dx)},{fmt_mm(item.dy)})")
        if isinstance(item, scene.Group) and item.rotate:
            moves.append(f"rotate({item.rotate})")  # SVG's rotate is clockwise on screen too
        if isinstance(item, scene.Group) and item.angle:
            moves.append(f"rotate({item.angle:.6f})")
        if moves:
            group["transform"] = " ".join(moves)
        if show_face and face is not None:
            group["data-face"] = xml_safe(face)
        if name:
            group["inkscape:label"] = xml_safe(name)
        for el in body:  # a symbol's elements are shared: each use writes them again
            group.add(el)
        return [group]


def render_svg(
    page: Page,
    mode: Mode = "laser",
    colours: Mapping[str, str] = LASER_COLOURS,
    advice: str = "",
    background: bool = True,
) -> bytes:
    """The page as an SVG document (UTF-8 bytes), built with svgwrite; identical bytes for
    identical input (svgwrite writes attributes sorted by name). A laser sheet's layers take
    ``colours`` (engrave, score, cut-inner, cut-outer); ``advice`` (how the software the file
    is for runs it) ends its description. ``background=False``: a preview without its white
    page (transparent where nothing is drawn)."""
    import svgwrite
    from svgwrite.extensions import Inkscape

    if mode not in ("laser", "preview"):
        raise ValueError(f"mode must be 'laser' or 'preview', not {mode!r}")
    w, h = fmt_mm(page.width), fmt_mm(page.height)
    dwg = svgwrite.Drawing(
        size=(f"{w}mm", f"{h}mm"), viewBox=f"0 0 {w} {h}", profile="full", debug=VALIDATE
    )
    inkscape = Inkscape(dwg)
    _allow_data_face(dwg.validator)
    writer = _Writer(dwg, page, mode, laser_paint(colours))
    desc = None
    if mode == "laser":
        length = cut_length(page)
        from kitgen.core.messages import _

        desc = _(
            "Laser sheet {width} × {height} mm; 1 unit = 1 mm. Run the layers in order: "
            "engrave ({engrave} fill), score ({score}), cut-inner ({inner}), cut-outer "
            "({outer}); cut length {length} mm.",
            width=w,
            height=h,
            engrave=colours["engrave"],
            score=colours["score"],
            inner=colours["cut-inner"],
            outer=colours["cut-outer"],
            length=f"{length:.1f}",
        ) + (f" {advice[:1].upper()}{advice[1:]}." if advice else "")
        for layer, role in LASER_LAYERS:
            group = inkscape.layer(label=layer, id=f"layer-{layer}")
            for el in writer.items(page.items, role):
                group.add(el)
            dwg.add(group)
    else:
        if background:
            dwg.add(dwg.rect(insert=(0, 0), size=(w, h), fill="#FFFFFF", stroke="none"))
        group = inkscape.layer(label="page", id="layer-page")
        for el in writer.items(page.items, None):
            group.add(el)
        dwg.add(group)
    dwg.set_desc(title=xml_safe(page.label) or None, desc=desc)
    body: str = dwg.tostring()
    return ('<?xml version="1.0" encoding="UTF-8"?>\n' + body + "\n").encode("utf-8")

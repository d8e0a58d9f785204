"""SVG backend: translates one scene page into an SVG file, for the laser or for previews.

Two modes, one translation:

- ``laser``: what cutter software (LightBurn, Inkscape, Glowforge, xTool) loads as is. The
  root is sized in mm with a matching ``viewBox`` (1 user unit = 1 mm). Shapes are sorted
  into one layer per operation — ``engrave`` (black fill, no stroke), ``score`` (blue
  ``#0000FF`` hairline), ``cut`` (red ``#FF0000`` hairline) — named so Inkscape shows them as
  layers; LightBurn maps them by colour. ``print`` shapes are left out. A piece's artwork is
  a group with ``data-face`` in the engrave layer (written even when empty, e.g. a blank
  tile, so every piece is listed once); the ``<desc>`` gives the total cut length.
- ``preview``: every shape in scene order with its own paint, on white — what the page
  looks like; cairosvg turns it into a PNG (``kitgen.render.png``).

Text is always written as glyph outlines (``kitgen.render.glyphs``), never ``<text>``.
Page symbols (``Use``) are written out as groups, not ``<use>`` (cutter software handles
``<use>`` unevenly); each symbol's markup is built once per layer and repeated.
No layout arithmetic here: positions are the scene's, written with 4 decimals. A group's
quarter turn (``Group.rotate``) is written as ``transform="translate(dx,dy) rotate(90)"``,
which LightBurn, Inkscape and cairosvg all apply.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Literal
from xml.sax.saxutils import escape, quoteattr

from kitgen.files import write_bytes
from kitgen.outputs import WrittenFile
from kitgen.render.glyphs import fmt_mm, text_path
from kitgen.scene import Circle, Group, Line, Page, Paint, Polyline, Rect, Shape, Text, Use
from kitgen.text import xml_safe

Mode = Literal["laser", "preview"]

CUT_COLOUR = "#FF0000"
SCORE_COLOUR = "#0000FF"
ENGRAVE_COLOUR = "#000000"
HAIRLINE = 0.01  # mm: cutter software treats it as a vector line, not an area

#: The laser layers in the order the machine should run them: engrave and score first, cut
#: last, so a part never drops out of the sheet before its artwork is done.
LASER_LAYERS = ("engrave", "score", "cut")
LASER_PAINT = {
    "cut": Paint(stroke=CUT_COLOUR, stroke_width=HAIRLINE),
    "score": Paint(stroke=SCORE_COLOUR, stroke_width=HAIRLINE),
    "engrave": Paint(fill=ENGRAVE_COLOUR),
}
FACE_LAYER = "engrave"


@dataclass(frozen=True)
class LaserFile(WrittenFile):
    """A laser sheet written: ``--json`` also gives its cut length."""

    cut_length_mm: float = 0.0

    def as_dict(self) -> dict[str, object]:
        return {**super().as_dict(), "cut_length_mm": self.cut_length_mm}


def _paint_attrs(paint: Paint) -> str:
    attrs = f' fill="{paint.fill or "none"}"'
    if paint.stroke and paint.stroke_width > 0:
        attrs += f' stroke="{paint.stroke}" stroke-width="{fmt_mm(paint.stroke_width)}"'
        if paint.dash:
            attrs += f' stroke-dasharray="{" ".join(fmt_mm(d) for d in paint.dash)}"'
    else:
        attrs += ' stroke="none"'
    return attrs


def _element(shape: Shape, paint: Paint) -> str:
    """One leaf shape as an SVG element with ``paint``."""
    attrs = _paint_attrs(paint)
    if isinstance(shape, Rect):
        corner = ""
        if shape.radius > 0:
            corner = f' rx="{fmt_mm(shape.radius)}" ry="{fmt_mm(shape.radius)}"'
        return (
            f'<rect x="{fmt_mm(shape.x)}" y="{fmt_mm(shape.y)}" width="{fmt_mm(shape.width)}" '
            f'height="{fmt_mm(shape.height)}"{corner}{attrs}/>'
        )
    if isinstance(shape, Circle):
        return (
            f'<circle cx="{fmt_mm(shape.cx)}" cy="{fmt_mm(shape.cy)}" '
            f'r="{fmt_mm(shape.r)}"{attrs}/>'
        )
    if isinstance(shape, Line):
        return (
            f'<line x1="{fmt_mm(shape.x1)}" y1="{fmt_mm(shape.y1)}" x2="{fmt_mm(shape.x2)}" '
            f'y2="{fmt_mm(shape.y2)}"{attrs}/>'
        )
    if isinstance(shape, Polyline):
        points = " ".join(f"{fmt_mm(x)},{fmt_mm(y)}" for x, y in shape.points)
        tag = "polygon" if shape.closed else "polyline"
        return f'<{tag} points="{points}"{attrs}/>'
    if isinstance(shape, Text):
        data = text_path(shape.text, shape.x, shape.y, shape.size, shape.font, shape.anchor)
        return f'<path d="{data}"{attrs}/>' if data else ""
    raise TypeError(f"not a leaf shape: {shape!r}")


class _Writer:
    """Writes the items of one page for one layer (laser) or for all roles (preview)."""

    def __init__(self, page: Page, mode: Mode) -> None:
        self.page = page
        self.mode = mode
        self.symbol_cache: dict[tuple[str, str | None], str] = {}

    def leaf(self, shape: Shape, layer: str | None) -> str:
        if layer is None:  # preview: the shape's own paint
            paint = Paint(fill=shape.fill) if isinstance(shape, Text) else shape.paint
            return _element(shape, paint)
        if shape.role != layer:
            return ""
        if layer == "engrave" and (
            isinstance(shape, Line) or (isinstance(shape, Polyline) and not shape.closed)
        ):
            raise ValueError(f"an engraved shape needs an area; score lines instead: {shape!r}")
        return _element(shape, LASER_PAINT[layer])

    def items(self, items: tuple[Shape, ...], layer: str | None) -> str:
        return "".join(self.item(item, layer) for item in items)

    def symbol(self, name: str, layer: str | None) -> str:
        key = (name, layer)
        if key not in self.symbol_cache:
            if name not in self.page.symbols:
                raise KeyError(f"unknown symbol {name!r}")
            self.symbol_cache[key] = self.items(self.page.symbols[name], layer)
        return self.symbol_cache[key]

    def item(self, item: Shape, layer: str | None) -> str:
        if isinstance(item, Group):
            body, face, name = self.items(item.items, layer), item.face, item.name
        elif isinstance(item, Use):
            body, face, name = self.symbol(item.symbol, layer), item.face, None
        else:
            return self.leaf(item, layer)
        show_face = face is not None and layer in (None, FACE_LAYER)
        if not body and not show_face:
            return ""
        attrs = ""
        moves = []
        if item.dx or item.dy:
            moves.append(f"translate({fmt_mm(item.dx)},{fmt_mm(item.dy)})")
        if isinstance(item, Group) and item.rotate:
            moves.append(f"rotate({item.rotate})")  # SVG's rotate is clockwise on screen too
        if moves:
            attrs += f' transform="{" ".join(moves)}"'
        if show_face:
            attrs += f" data-face={quoteattr(xml_safe(face))}"
        if name:
            attrs += f" inkscape:label={quoteattr(xml_safe(name))}"
        return f"<g{attrs}>{body}</g>" if body else f"<g{attrs}/>"


def render_svg(page: Page, mode: Mode = "laser") -> bytes:
    """The page as an SVG document (UTF-8 bytes), deterministic for identical input."""
    from kitgen.laser import cut_length

    if mode not in ("laser", "preview"):
        raise ValueError(f"mode must be 'laser' or 'preview', not {mode!r}")
    w, h = fmt_mm(page.width), fmt_mm(page.height)
    writer = _Writer(page, mode)
    out = [
        '<?xml version="1.0" encoding="UTF-8"?>\n',
        '<svg xmlns="http://www.w3.org/2000/svg" '
        'xmlns:inkscape="http://www.inkscape.org/namespaces/inkscape" version="1.1" '
        f'width="{w}mm" height="{h}mm" viewBox="0 0 {w} {h}">\n',
    ]
    if page.label:
        out.append(f"<title>{escape(xml_safe(page.label))}</title>\n")
    if mode == "laser":
        length = cut_length(page)
        out.append(
            f"<desc>Laser sheet {w} x {h} mm; 1 unit = 1 mm. Cut (red {CUT_COLOUR}) "
            f"length {length:.1f} mm; score blue {SCORE_COLOUR}; engrave black fill.</desc>\n"
        )
        out.append(f'<metadata data-cut-length-mm="{length:.2f}"/>\n')
        for layer in LASER_LAYERS:
            body = writer.items(page.items, layer)
            out.append(
                f'<g id="layer-{layer}" inkscape:groupmode="layer" inkscape:label="{layer}">'
                f"{body}</g>\n"
            )
    else:
        out.append(f'<rect x="0" y="0" width="{w}" height="{h}" fill="#FFFFFF" stroke="none"/>\n')
        out.append(
            '<g id="layer-page" inkscape:groupmode="layer" inkscape:label="page">'
            f"{writer.items(page.items, None)}</g>\n"
        )
    out.append("</svg>\n")
    return "".join(out).encode("utf-8")


def save_laser_sheets(pages: tuple[Page, ...] | list[Page], base: Path) -> list[LaserFile]:
    """Write one laser SVG per sheet: ``base.svg`` for one, ``base-1.svg``... for more."""
    from kitgen.laser import cut_length

    written: list[LaserFile] = []
    for i, page in enumerate(pages, start=1):
        name = f"{base.name}.svg" if len(pages) == 1 else f"{base.name}-{i}.svg"
        path = write_bytes(base.with_name(name), render_svg(page, "laser"))
        written.append(LaserFile(path, "laser", 1, round(cut_length(page), 2)))
    return written

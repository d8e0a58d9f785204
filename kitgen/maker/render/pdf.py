"""PDF backend (reportlab): translates a scene document into PDF bytes.

Text is set in the shipped DejaVu Sans, embedded as a subset with a ToUnicode map, so the
page looks the same everywhere and text extraction returns the real characters. Page symbols
become form XObjects: a face drawn a hundred times is stored once. Output is byte-identical
for identical input (reportlab's invariant mode).

Preflight: no font but the embedded DejaVu subsets (the canvas starts in KitgenSans, not
reportlab's unembedded Helvetica), each subset with a tag of its own (reportlab names the
first subset of every font ``AAAAAA+``), ``/PrintScaling /None`` so the print dialog
defaults to actual size, and a TrimBox and BleedBox on every page whose trim is known.
"""

from __future__ import annotations

import io
from typing import Any

from reportlab.lib.colors import HexColor
from reportlab.pdfbase import pdfmetrics
from reportlab.pdfbase.pdfdoc import PDFName
from reportlab.pdfbase.ttfonts import TTFont
from reportlab.pdfgen.canvas import Canvas

from kitgen.core.units import PT_PER_MM
from kitgen.maker import scene
from kitgen.maker.render.fonts import anchor_offset, font_path
from kitgen.maker.scene import Document, Page, Paint, Shape, Text

PDF_FONT = {"regular": "KitgenSans", "bold": "KitgenSans-Bold"}
FORM_EXTENT = 10_000.0  # points; forms are drawn in symbol-local coordinates, both signs
#: ``(cos, sin)`` of a clockwise quarter turn.
QUARTER_TURN = {90: (0, 1), 180: (-1, 0), 270: (0, -1)}


class _TaggedFont(TTFont):  # type: ignore[misc]  # reportlab ships no types
    """A TrueType font whose subsets carry tags unique in the file.

    reportlab tags subset ``n`` of every font alike (``AAAAAA+``, ``AAAAAB+``...), so two
    fonts share a tag and a preflight or a RIP may take one subset for the other. Here the
    tag starts with ``KG`` and a letter of the font's own, then the subset number.
    """

    def __init__(self, name: str, filename: str, letter: str) -> None:
        super().__init__(name, filename)
        self.tag_letter = letter

    def subset_tag(self, n: int) -> str:
        digits = "".join(chr(65 + n // 26**k % 26) for k in (2, 1, 0))
        return f"KG{self.tag_letter}{digits}"

    def addObjects(self, doc: Any) -> None:  # reportlab's name; called when the file is saved
        state = self.state.get(doc)
        names = [self.getSubsetInternalName(n, doc)[1:] for n in range(len(state.subsets))]
        super().addObjects(doc)
        fonts = doc.idToObject["BasicFonts"].dict
        for n, internal in enumerate(names):
            font = fonts[internal]
            old = font.BaseFont
            new = f"{self.subset_tag(n)}+{old.split('+', 1)[1]}"
            font.BaseFont = new
            doc.idToObject["fontDescriptor:" + old].dict["FontName"] = PDFName(new)


def _register_fonts() -> None:
    for letter, (key, name) in zip("RB", PDF_FONT.items(), strict=True):
        if name not in pdfmetrics.getRegisteredFontNames():
            pdfmetrics.registerFont(_TaggedFont(name, str(font_path(key)), letter))


class _Painter:
    """Draws scene shapes; the origin is at the page's top-left, so scene y maps to -y."""

    def __init__(
        self, canvas: Canvas, symbols: dict[str, tuple[Shape, ...]], forms: dict[str, str]
    ) -> None:
        self.c = canvas
        self.symbols = symbols
        self.forms = forms

    def paint(self, paint: Paint) -> tuple[int, int]:
        c = self.c
        if paint.fill:
            c.setFillColor(HexColor(paint.fill))
        if paint.stroke:
            c.setStrokeColor(HexColor(paint.stroke))
            c.setLineWidth(paint.stroke_width * PT_PER_MM)
            c.setDash([d * PT_PER_MM for d in paint.dash] if paint.dash else [])
        return (1 if paint.stroke else 0), (1 if paint.fill else 0)

    def draw(self, items: tuple[Shape, ...]) -> None:
        c, k = self.c, PT_PER_MM
        for item in items:
            if isinstance(item, scene.Rect):
                stroke, fill = self.paint(item.paint)
                x, y = item.x * k, -(item.y + item.height) * k
                if item.radius > 0:
                    c.roundRect(
                        x,
                        y,
                        item.width * k,
                        item.height * k,
                        item.radius * k,
                        stroke=stroke,
                        fill=fill,
                    )
                else:
                    c.rect(x, y, item.width * k, item.height * k, stroke=stroke, fill=fill)
            elif isinstance(item, scene.Circle):
                stroke, fill = self.paint(item.paint)
                c.circle(item.cx * k, -item.cy * k, item.r * k, stroke=stroke, fill=fill)
            elif isinstance(item, scene.Line):
                self.paint(item.paint)
                c.line(item.x1 * k, -item.y1 * k, item.x2 * k, -item.y2 * k)
            elif isinstance(item, scene.Polyline):
                stroke, fill = self.paint(item.paint)
                path = c.beginPath()
                (x0, y0), *rest = item.points
                path.moveTo(x0 * k, -y0 * k)
                for x, y in rest:
                    path.lineTo(x * k, -y * k)
                if item.closed:
                    path.close()
                c.drawPath(path, stroke=stroke, fill=fill)
            elif isinstance(item, scene.Text):
                self.text(item)
            elif isinstance(item, scene.Group):
                c.saveState()
                c.translate(item.dx * k, -item.dy * k)
                if item.rotate:
                    # Clockwise on the page is clockwise here too, but PDF's y grows upwards,
                    # so it is a negative angle; cos and sin exact for a quarter turn.
                    cos, sin = QUARTER_TURN[item.rotate]
                    c.transform(cos, -sin, sin, cos, 0, 0)
                if item.angle:
                    c.rotate(-item.angle)  # clockwise on the page: PDF's y grows upwards
                if item.clip is not None:
                    x, y, w, h = item.clip
                    path = c.beginPath()
                    path.rect(x * k, -(y + h) * k, w * k, h * k)
                    c.clipPath(path, stroke=0, fill=0)
                self.draw(item.items)
                c.restoreState()
            elif isinstance(item, scene.Use):
                c.saveState()
                c.translate(item.dx * k, -item.dy * k)
                c.doForm(self.form(item.symbol))
                c.restoreState()

    def text(self, item: Text) -> None:
        c, k = self.c, PT_PER_MM
        c.setFillColor(HexColor(item.fill))
        c.setFont(PDF_FONT[item.font], item.size * k)
        x = item.x - anchor_offset(item.text, item.size, item.font, item.anchor)
        c.drawString(x * k, -item.y * k, item.text)

    def form(self, symbol: str) -> str:
        """The form XObject name for ``symbol``, defined on first use for the whole file."""
        name = self.forms.get(symbol)
        if name is None:
            name = f"sym{len(self.forms)}"
            self.forms[symbol] = name
            c = self.c
            c.beginForm(name, -FORM_EXTENT, -FORM_EXTENT, FORM_EXTENT, FORM_EXTENT)
            self.draw(self.symbols[symbol])
            c.endForm()
        return name


def render_pdf(document: Document) -> bytes:
    """The PDF for ``document``: one PDF page per scene page, sizes exact in mm."""
    _register_fonts()
    buffer = io.BytesIO()
    canvas = Canvas(buffer, invariant=1, pageCompression=1, initialFontName=PDF_FONT["regular"])
    canvas.setTitle(document.title)
    canvas.setCreator("kitgen")
    canvas.setAuthor("kitgen")
    canvas.setViewerPreference("PrintScaling", "None")
    forms: dict[str, str] = {}
    for page in document.pages:
        canvas.setPageSize((page.width * PT_PER_MM, page.height * PT_PER_MM))
        trim, bleed = _boxes(page)
        canvas.setTrimBox(trim)
        canvas.setBleedBox(bleed)
        # Symbols are per page in the scene, forms per file in the PDF: pages of one document
        # use one symbol name for one drawing only, so a form serves every page.
        painter = _Painter(canvas, page.symbols, forms)
        canvas.saveState()
        canvas.translate(0, page.height * PT_PER_MM)
        canvas.setLineJoin(1)
        painter.draw(page.items)
        canvas.restoreState()
        canvas.showPage()
    canvas.save()
    return buffer.getvalue()


def _boxes(page: Page) -> tuple[tuple[float, ...] | None, tuple[float, ...] | None]:
    """The page's TrimBox and BleedBox in PDF points (y up), or ``None`` when trim is unknown.

    The BleedBox is the trim grown by the bleed, kept within the page.
    """
    if page.trim is None:
        return None, None
    x, y, w, h = page.trim
    b = page.bleed

    def box(left: float, top: float, right: float, bottom: float) -> tuple[float, ...]:
        return tuple(
            round(v * PT_PER_MM, 4) for v in (left, page.height - bottom, right, page.height - top)
        )

    bleed = box(
        max(0.0, x - b), max(0.0, y - b), min(page.width, x + w + b), min(page.height, y + h + b)
    )
    return box(x, y, x + w, y + h), bleed

"""PDFs read with pdfium, their characters as pdfplumber gives them.

pdfplumber reads a page with pdfminer, in Python: every operator of the page's content (and
of each form XObject again at every use: each tile face of a sheet) is parsed, which took
most of the time of the tests that read whole sheets. pdfium (``pypdfium2``, kitgen's own
PNG previews' renderer) reads the same characters about ten times as fast. :func:`read_pdf`
gives each as pdfplumber's ``page.chars`` does (the keys the tests read: ``text``, ``x0``,
``x1``, ``top``, ``bottom``, ``doctop``, ``size``, ``matrix``, ``upright``), so that
pdfplumber's own text layout (``pdfplumber.utils.extract_text``) and the tests' measures
read them unchanged. Compared with pdfplumber on the 174 PDFs of the kit commands in six
languages: the same characters, the same text; the same boxes but along a line, where
pdfium's widths of the characters before one (whole thousandths of the font's size, where
the file gives fractions) leave it up to 0.8 pt further left by the end of a long line
(0.03 mm at the end of a card's footer).

A page gives each character's ``fontname`` and ``non_stroking_color`` too (:func:`font_name`,
:func:`fill_colour`) and its straight lines (:func:`page_lines`: pdfplumber's ``page.lines``),
what the card tests read. Compared with pdfplumber on the 102 card PDFs of ``kitgen cards``
(``all`` and ``reference`` in six languages at the four sizes, a score sheet in each): the
same 3,813 lines (crop marks, rules) to 0.00001 mm; of 460,486 characters, each paired with
pdfplumber's by its text and place, the same font names (less the subset's tag) and the same
colours rounded to three places; in 8.8 s of CPU where pdfplumber took 19.8 s.
"""

from __future__ import annotations

import ctypes
from dataclasses import dataclass
from pathlib import Path

import pypdfium2
import pypdfium2.raw as pdfium


@dataclass(frozen=True)
class Page:
    """A page's size, characters and straight lines, in points from its top left corner, as
    pdfplumber gives them: each character's ``text``, ``x0``, ``x1``, ``top``, ``bottom``,
    ``doctop``, ``size``, ``matrix``, ``upright``, ``fontname`` and ``non_stroking_color``;
    each line's ``x0``, ``x1``, ``top`` and ``bottom`` (:func:`page_lines`)."""

    width: float
    height: float
    chars: list[dict]
    lines: list[dict]


Matrix = tuple[float, float, float, float, float, float]
IDENTITY: Matrix = (1.0, 0.0, 0.0, 1.0, 0.0, 0.0)


def then(first: Matrix, second: Matrix) -> Matrix:
    """The matrix that applies ``first``, then ``second`` (PDF's ``a b c d e f``:
    ``x' = a x + c y + e``, ``y' = b x + d y + f``)."""
    a, b, c, d, e, f = first
    a2, b2, c2, d2, e2, f2 = second
    return (
        a * a2 + b * c2,
        a * b2 + b * d2,
        c * a2 + d * c2,
        c * b2 + d * d2,
        e * a2 + f * c2 + e2,
        e * b2 + f * d2 + f2,
    )


def object_matrix(obj) -> Matrix:
    """A page object's matrix (within its form, for an object inside a form XObject)."""
    m = pdfium.FS_MATRIX()
    assert pdfium.FPDFPageObj_GetMatrix(obj, m)
    return (m.a, m.b, m.c, m.d, m.e, m.f)


def path_lines(path, matrix: Matrix, height: float) -> list[dict]:
    """The straight two-point pieces of a path object (a move and one line, not closed: what
    pdfminer makes an ``LTLine`` of, one per such subpath), placed on the page by ``matrix``,
    in pdfplumber's top-down coordinates."""
    a, b, c, d, e, f = matrix
    x, y = ctypes.c_float(), ctypes.c_float()
    subpaths: list[list[tuple[int, bool, float, float]]] = []
    for i in range(pdfium.FPDFPath_CountSegments(path)):
        segment = pdfium.FPDFPath_GetPathSegment(path, i)
        assert pdfium.FPDFPathSegment_GetPoint(segment, x, y)
        kind = pdfium.FPDFPathSegment_GetType(segment)
        point = (kind, bool(pdfium.FPDFPathSegment_GetClose(segment)), x.value, y.value)
        if kind == pdfium.FPDF_SEGMENT_MOVETO or not subpaths:
            subpaths.append([point])
        else:
            subpaths[-1].append(point)
    lines = []
    for subpath in subpaths:
        kinds = [(kind, closed) for kind, closed, _x, _y in subpath]
        if kinds != [(pdfium.FPDF_SEGMENT_MOVETO, False), (pdfium.FPDF_SEGMENT_LINETO, False)]:
            continue
        xs = [a * px + c * py + e for _k, _c, px, py in subpath]
        ys = [b * px + d * py + f for _k, _c, px, py in subpath]
        lines.append(
            {"x0": min(xs), "x1": max(xs), "top": height - max(ys), "bottom": height - min(ys)}
        )
    return lines


def page_lines(parent, height: float, matrix: Matrix = IDENTITY) -> list[dict]:
    """Every straight line (:func:`path_lines`) of a page, or of a form XObject (``parent``)
    placed on it by ``matrix``, the forms' own lines at every use."""
    if isinstance(parent, pypdfium2.PdfPage):
        count, get = pdfium.FPDFPage_CountObjects, pdfium.FPDFPage_GetObject
        parent = parent.raw
    else:
        count, get = pdfium.FPDFFormObj_CountObjects, pdfium.FPDFFormObj_GetObject
    lines = []
    for i in range(count(parent)):
        obj = get(parent, i)
        kind = pdfium.FPDFPageObj_GetType(obj)
        if kind == pdfium.FPDF_PAGEOBJ_PATH:
            lines += path_lines(obj, then(object_matrix(obj), matrix), height)
        elif kind == pdfium.FPDF_PAGEOBJ_FORM:
            lines += page_lines(obj, height, then(object_matrix(obj), matrix))
    return lines


def font_name(font) -> str:
    """A font's PDF name (``BaseFont``) without its subset's tag: pdfplumber's ``fontname``
    ``KGBAAA+DejaVuSans-Bold`` is ``DejaVuSans-Bold`` here (pdfium gives no other)."""
    size = pdfium.FPDFFont_GetBaseFontName(font, None, 0)
    buffer = ctypes.create_string_buffer(size)
    pdfium.FPDFFont_GetBaseFontName(font, buffer, size)
    return buffer.value.decode("utf-8", "replace")


def fill_colour(obj) -> tuple[float, float, float]:
    """A text object's fill colour as pdfplumber's ``non_stroking_color`` of an RGB fill:
    pdfium gives whole 255ths, so equal to the file's figures to within 0.002 (to three
    places for the colours kitgen writes, 255ths themselves)."""
    r, g, b, alpha = (ctypes.c_uint() for _ in range(4))
    assert pdfium.FPDFPageObj_GetFillColor(obj, r, g, b, alpha)
    return (r.value / 255, g.value / 255, b.value / 255)


def box(
    origin: tuple[float, float],
    matrix: tuple[float, ...],
    advance: float,
    descent: float,
    size: float,
) -> tuple[float, float, float, float]:
    """pdfplumber's (pdfminer's) box of a character in PDF coordinates (left, low, right,
    high): from its origin, the advance along the text and from the font's descent the font's
    size across it, turned by the character's matrix. (A corner is ``origin + along +
    across``, each term one of two: the least and the most of each coordinate are the sums
    of the least and of the most terms.)"""
    (x, y), (a, b, c, d) = origin, matrix
    along_x, along_y = a * advance, b * advance
    across_x = (c * descent, c * (descent + size))
    across_y = (d * descent, d * (descent + size))
    return (
        x + min(0.0, along_x) + min(across_x),
        y + min(0.0, along_y) + min(across_y),
        x + max(0.0, along_x) + max(across_x),
        y + max(0.0, along_y) + max(across_y),
    )


def read_pdf(path: Path) -> tuple[str, list[Page]]:
    """A PDF's title (what a PDF viewer shows) and its pages, read with pdfium: each
    character's box as pdfplumber gives it (:func:`box`: the advance and the descent of
    the font, not pdfium's own loose box, which reaches an accent standing above the font's
    height), its size (the box's height on the page: the font's on an upright character,
    the advance on a turned one) and its matrix; the spaces and line breaks pdfium adds
    itself left out."""
    doc = pypdfium2.PdfDocument(str(path))
    try:
        title = doc.get_metadata_dict().get("Title", "")
        pages = []
        for page in doc:
            width, height = page.get_size()
            textpage = page.get_textpage()
            chars = []
            # Each text object's font, size, descent, font name and colour, by its address.
            objects: dict[int, tuple] = {}
            matrix = pdfium.FS_MATRIX()
            x, y = ctypes.c_double(), ctypes.c_double()
            advance, descent, size = ctypes.c_float(), ctypes.c_float(), ctypes.c_float()
            for i in range(textpage.count_chars()):
                if pdfium.FPDFText_IsGenerated(textpage.raw, i):
                    continue
                code = pdfium.FPDFText_GetUnicode(textpage.raw, i)
                text = pdfium.FPDFText_GetTextObject(textpage.raw, i)
                text_at = ctypes.cast(text, ctypes.c_void_p).value or 0
                if text_at not in objects:
                    font = pdfium.FPDFTextObj_GetFont(text)
                    assert pdfium.FPDFTextObj_GetFontSize(text, size)
                    assert pdfium.FPDFFont_GetDescent(font, size.value, descent)
                    objects[text_at] = (
                        font,
                        size.value,
                        descent.value,
                        font_name(font),
                        fill_colour(text),
                    )
                font, font_size, font_descent, fontname, colour = objects[text_at]
                assert pdfium.FPDFFont_GetGlyphWidth(font, code, font_size, advance)
                assert pdfium.FPDFText_GetCharOrigin(textpage.raw, i, x, y)
                pdfium.FPDFText_GetMatrix(textpage.raw, i, matrix)
                a, b, c, d = matrix.a, matrix.b, matrix.c, matrix.d
                left, low, right, high = box(
                    (x.value, y.value), (a, b, c, d), advance.value, font_descent, font_size
                )
                top, bottom = height - high, height - low
                upright = a * d > 0 and b * c <= 0
                chars.append(
                    {
                        "text": chr(code),
                        "x0": left,
                        "x1": right,
                        "top": top,
                        "bottom": bottom,
                        "doctop": top,
                        "size": bottom - top,
                        "matrix": (a, b, c, d, matrix.e, matrix.f),
                        "upright": upright,
                        "fontname": fontname,
                        "non_stroking_color": colour,
                    }
                )
            pages.append(Page(width, height, chars, page_lines(page, height)))
        return title, pages
    finally:
        doc.close()

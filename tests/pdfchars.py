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
:func:`fill_colour`) and its straight lines (:func:`path_shapes`: pdfplumber's ``page.lines``),
what the card tests read. Compared with pdfplumber on the 102 card PDFs of ``kitgen cards``
(``all`` and ``reference`` in six languages at the four sizes, a score sheet in each): the
same 3,813 lines (crop marks, rules) to 0.00001 mm; of 460,486 characters, each paired with
pdfplumber's by its text and place, the same font names (less the subset's tag) and the same
colours rounded to three places; in 8.8 s of CPU where pdfplumber took 19.8 s.

Its ``rects`` and ``curves`` are pdfplumber's too (:func:`path_shapes`, the keys the tests
read: ``x0``, ``x1``, ``top``, ``bottom``, ``width``, ``height``, ``pts``, ``fill``,
``stroke``, ``non_stroking_color``, ``stroking_color``). Compared with pdfplumber on 28 PDFs
(``kitgen tokens`` plain, ``--pegs --backs``, ``--magnetic``, ``--token-size`` 25.4 and 30
``--backs`` in en, ru, et; ``tokens`` and ``tiles --print-then-cut`` silhouette and cricut, nl;
``tiles`` at 19, 12.5 (de) and 40 mm and ``--magnetic``; ``board binary`` on A4, letter (nl),
ru and ``--single-page``): the same 2,676 rectangles, 5,154 curves and 790 lines, each as
pdfminer classes it, with the same points, fill, stroke and colours (rounded to three places:
pdfium gives whole 255ths, the file's figures for kitgen's colours; an RGB triple where the
file sets a grey, ``(0, 0, 0)`` for pdfplumber's ``(0,)``); the same boxes and points to
0.00002 mm on the sheets and 0.00005 mm on the board's 1,100 pt posters (pdfium keeps a
path's points and matrix in single precision: no closer can be had from it), a 200th of the
least tolerance a test allows (0.005 mm); 0.9 s of CPU where pdfplumber took 4.0 s. With
each path's ``dash`` (its lengths and phase) too, compared on those and on the 13 PDFs of
``--print-then-cut`` (tiles, tokens, cards at three sizes) and the 14 of ``--layout
gutterfold`` (tiles plain, letter ru, round corners; tokens with pegs on A4 and letter nl;
cards a6, poker et, tarot): the same again, 4,201 rects, 9,089 curves and 2,014 lines with
their dash patterns, boxes to 0.00002 mm but on the posters. (pdfplumber gives a colour
never set as ``0``, pdfium as black; on none of these pages does a shape fill or stroke with
one.) And on the 18 PDFs of ``kitgen tiles`` the tile tests make (``--backs``, letter nl,
``--corners round``, ``--tile-size 25``, ``--bleed 2 --backs`` is, ``--magnetic`` at 25 and
12.5 mm): the same 1,775 rects, 77 curves and 1,026 lines; the same text and 4,339 words.
On the boards (``board binary`` as above and ``--square 10``; ``board icecream --token-size``
25, and 30 on letter et, with their pedestals; 9 PDFs): the same 1,432 rects, 358 curves and
263 lines, the same text and 2,443 words on 22 pages.
"""

from __future__ import annotations

import ctypes
from dataclasses import dataclass
from pathlib import Path

import pypdfium2
import pypdfium2.raw as pdfium


@dataclass(frozen=True)
class Page:
    """A page's size, characters, lines, rectangles and curves, in points from its top left
    corner, as pdfplumber gives them: each character's ``text``, ``x0``, ``x1``, ``top``,
    ``bottom``, ``doctop``, ``size``, ``matrix``, ``upright``, ``fontname`` and
    ``non_stroking_color``; each line's, rectangle's and curve's box and paint
    (:func:`path_shapes`)."""

    width: float
    height: float
    chars: list[dict]
    lines: list[dict]
    rects: list[dict]
    curves: list[dict]


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


def colour(get, obj) -> tuple[float, float, float] | None:
    """A path's fill or stroke colour (``get``: pdfium's ``FPDFPageObj_GetFillColor`` or
    ``FPDFPageObj_GetStrokeColor``) as pdfplumber's ``non_stroking_color`` or
    ``stroking_color`` of an RGB colour, in whole 255ths (see :func:`fill_colour`); None where
    pdfium gives none (a pattern)."""
    r, g, b, alpha = (ctypes.c_uint() for _ in range(4))
    if not get(obj, r, g, b, alpha):
        return None
    return (r.value / 255, g.value / 255, b.value / 255)


def dash(path) -> tuple[list[float], float]:
    """A path's dash pattern as pdfplumber's ``dash``: its lengths (none for a solid line)
    and its phase."""
    count = pdfium.FPDFPageObj_GetDashCount(path)
    lengths = (ctypes.c_float * max(count, 1))()
    if count:
        assert pdfium.FPDFPageObj_GetDashArray(path, lengths, count)
    phase = ctypes.c_float()
    assert pdfium.FPDFPageObj_GetDashPhase(path, phase)
    return [lengths[i] for i in range(count)], phase.value


def subpaths(path) -> list[list[tuple[str, float, float]]]:
    """A path object's subpaths as pdfminer's painted path gives them: each an ``m`` and
    the operators after it (``l``, ``c`` with its end point, ``h`` back at the start), in
    the path's own coordinates. pdfium keeps a curve as three points (two controls and the
    end) and a close (``h``) as a flag on the last point, after a line to the start where the
    path did not end there: a closed curve gets its ``h`` back, a closed line becomes the
    ``h``, which pdfminer's drops of a redundant ``l`` before ``h`` make the same."""
    x, y = ctypes.c_float(), ctypes.c_float()
    found: list[list[tuple[str, float, float]]] = []
    bezier = 0
    for i in range(pdfium.FPDFPath_CountSegments(path)):
        segment = pdfium.FPDFPath_GetPathSegment(path, i)
        assert pdfium.FPDFPathSegment_GetPoint(segment, x, y)
        kind = pdfium.FPDFPathSegment_GetType(segment)
        closed = bool(pdfium.FPDFPathSegment_GetClose(segment))
        if kind == pdfium.FPDF_SEGMENT_MOVETO or not found:
            found.append([("m", x.value, y.value)])
        elif kind == pdfium.FPDF_SEGMENT_BEZIERTO:
            bezier += 1
            if bezier % 3 == 0:
                found[-1].append(("c", x.value, y.value))
        else:
            found[-1].append(("l", x.value, y.value))
        if closed and len(found[-1]) > 1:
            op, _x, _y = found[-1][-1]
            start = found[-1][0][1:]
            if op == "c":
                found[-1].append(("h", *start))
            else:
                found[-1][-1] = ("h", *start)
    return found


def path_shapes(path, matrix: Matrix, height: float) -> dict[str, list[dict]]:
    """A path object's ``lines``, ``rects`` and ``curves`` as pdfplumber's (pdfminer's
    ``LTLine``, ``LTRect``, ``LTCurve``) of each subpath (:func:`subpaths`), placed on the
    page by ``matrix``, in pdfplumber's top-down coordinates: a line of an ``ml`` or ``mlh``,
    a rectangle of an ``mlllh`` or ``mllll`` closed and axis-aligned, a curve of anything
    else (its box that of its points, the curves' ends, not their controls). Each gives
    ``x0``, ``x1``, ``top``, ``bottom``, ``width``, ``height``, ``pts`` (``(x, top)``),
    ``fill``, ``stroke``, ``non_stroking_color``, ``stroking_color`` and ``dash``."""
    a, b, c, d, e, f = matrix
    fill_mode, stroke = ctypes.c_int(), ctypes.c_int()
    assert pdfium.FPDFPath_GetDrawMode(path, fill_mode, stroke)
    paint = {
        "fill": fill_mode.value != pdfium.FPDF_FILLMODE_NONE,
        "stroke": bool(stroke.value),
        "non_stroking_color": colour(pdfium.FPDFPageObj_GetFillColor, path),
        "stroking_color": colour(pdfium.FPDFPageObj_GetStrokeColor, path),
        "dash": dash(path),
    }
    shapes: dict[str, list[dict]] = {"lines": [], "rects": [], "curves": []}
    for subpath in subpaths(path):
        shape = "".join(op for op, _x, _y in subpath)
        pts = [(a * px + c * py + e, b * px + d * py + f) for _op, px, py in subpath]
        if shape in ("mlh", "ml"):
            kind, corners = "lines", pts[:2]
        elif shape in ("mlllh", "mllll"):
            (x0, y0), (x1, y1), (x2, y2), (x3, y3), _ = pts
            square = (x0 == x1 and y1 == y2 and x2 == x3 and y3 == y0) or (
                y0 == y1 and x1 == x2 and y2 == y3 and x3 == x0
            )
            if pts[0] == pts[4] and square:
                # pdfminer's LTRect of the corners (x0, y0) and (x2, y2), and its points.
                kind, corners = "rects", [pts[0], pts[2]]
                pts = [(x0, y0), (x2, y0), (x2, y2), (x0, y2)]
            else:
                kind, corners = "curves", pts
        else:
            kind, corners = "curves", pts
        xs, ys = [x for x, _y in corners], [y for _x, y in corners]
        shapes[kind].append(
            {
                "x0": min(xs),
                "x1": max(xs),
                "top": height - max(ys),
                "bottom": height - min(ys),
                "width": max(xs) - min(xs),
                "height": max(ys) - min(ys),
                "pts": [(x, height - y) for x, y in pts],
                **paint,
            }
        )
    return shapes


def page_shapes(parent, height: float, matrix: Matrix = IDENTITY) -> dict[str, list[dict]]:
    """Every line, rectangle and curve (:func:`path_shapes`) of a page, or of a form XObject
    (``parent``) placed on it by ``matrix``, the forms' own at every use, in the page's
    order."""
    if isinstance(parent, pypdfium2.PdfPage):
        count, get = pdfium.FPDFPage_CountObjects, pdfium.FPDFPage_GetObject
        parent = parent.raw
    else:
        count, get = pdfium.FPDFFormObj_CountObjects, pdfium.FPDFFormObj_GetObject
    shapes: dict[str, list[dict]] = {"lines": [], "rects": [], "curves": []}
    for i in range(count(parent)):
        obj = get(parent, i)
        kind = pdfium.FPDFPageObj_GetType(obj)
        if kind == pdfium.FPDF_PAGEOBJ_PATH:
            found = path_shapes(obj, then(object_matrix(obj), matrix), height)
        elif kind == pdfium.FPDF_PAGEOBJ_FORM:
            found = page_shapes(obj, height, then(object_matrix(obj), matrix))
        else:
            continue
        for key, value in found.items():
            shapes[key] += value
    return shapes


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
            shapes = page_shapes(page, height)
            pages.append(
                Page(width, height, chars, shapes["lines"], shapes["rects"], shapes["curves"])
            )
        return title, pages
    finally:
        doc.close()

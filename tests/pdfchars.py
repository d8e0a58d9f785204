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
"""

from __future__ import annotations

import ctypes
from dataclasses import dataclass
from pathlib import Path

import pypdfium2
import pypdfium2.raw as pdfium


@dataclass(frozen=True)
class Page:
    """A page's size and characters, in points from its top left corner: each character as
    pdfplumber gives it (``text``, ``x0``, ``x1``, ``top``, ``bottom``, ``doctop``,
    ``size``, ``matrix``, ``upright``)."""

    width: float
    height: float
    chars: list[dict]


def box(
    origin: tuple[float, float],
    matrix: tuple[float, ...],
    advance: float,
    descent: float,
    size: float,
) -> tuple[float, float, float, float]:
    """pdfplumber's (pdfminer's) box of a character in PDF coordinates (left, low, right,
    high): from its origin, the advance along the text and from the font's descent the font's
    size across it, turned by the character's matrix."""
    (x, y), (a, b, c, d) = origin, matrix
    corners = [(u, v) for u in (0.0, advance) for v in (descent, descent + size)]
    xs = [x + a * u + c * v for u, v in corners]
    ys = [y + b * u + d * v for u, v in corners]
    return min(xs), min(ys), max(xs), max(ys)


def read_pdf(path: Path) -> tuple[str, list[Page]]:
    """A PDF's title (what a PDF viewer shows) and its pages, read with pdfium: each
    character's box as pdfplumber gives it (:func:`box`: the advance and the descent of
    the font, not pdfium's own loose box, which reaches an accent standing above the font's
    height), its size (the box's height on the page: the font's on an upright character,
    the advance on a turned one) and its matrix; the spaces and line breaks pdfium adds
    itself left out."""
    doc = pypdfium2.PdfDocument(path)
    try:
        title = doc.get_metadata_dict().get("Title", "")
        pages = []
        for page in doc:
            width, height = page.get_size()
            textpage = page.get_textpage()
            chars = []
            matrix = pdfium.FS_MATRIX()
            x, y = ctypes.c_double(), ctypes.c_double()
            advance, descent, size = ctypes.c_float(), ctypes.c_float(), ctypes.c_float()
            for i in range(textpage.count_chars()):
                if pdfium.FPDFText_IsGenerated(textpage.raw, i):
                    continue
                code = pdfium.FPDFText_GetUnicode(textpage.raw, i)
                text = pdfium.FPDFText_GetTextObject(textpage.raw, i)
                font = pdfium.FPDFTextObj_GetFont(text)
                assert pdfium.FPDFTextObj_GetFontSize(text, size)
                assert pdfium.FPDFFont_GetGlyphWidth(font, code, size.value, advance)
                assert pdfium.FPDFFont_GetDescent(font, size.value, descent)
                assert pdfium.FPDFText_GetCharOrigin(textpage.raw, i, x, y)
                pdfium.FPDFText_GetMatrix(textpage.raw, i, matrix)
                a, b, c, d = matrix.a, matrix.b, matrix.c, matrix.d
                left, low, right, high = box(
                    (x.value, y.value), (a, b, c, d), advance.value, descent.value, size.value
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
                    }
                )
            pages.append(Page(width, height, chars))
        return title, pages
    finally:
        doc.close()

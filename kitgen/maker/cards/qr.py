"""The QR code of ``kitgen serve``'s address on a card (``kitgen cards … --qr URL``).

The code (segno, error correction M) is drawn as black rectangles, one per run of dark
modules in a row, at least :data:`QR_MIN` mm wide and with modules of at least
:data:`MIN_MODULE` mm, so a phone's camera reads it at arm's length; a quiet zone of
:data:`QUIET` modules stays white around it. Beside it, in the footer's small type, a short
label and the address itself, for whoever types it.
"""

from __future__ import annotations

import unicodedata
from dataclasses import dataclass

from kitgen.core.errors import KitgenError, cited
from kitgen.core.messages import N_, _, languages, p_, use_language
from kitgen.core.wording import decimal
from kitgen.maker.cards.flow import Overflow, Placed
from kitgen.maker.layout import Box
from kitgen.maker.render.fonts import ASCENT, text_width
from kitgen.maker.scene import BLACK, FontName, Paint, Rect, Shape, Text

#: The smallest QR code printed (the symbol, without its quiet zone), in mm.
QR_MIN = 15.0
#: The largest, in mm (an A6 or A5 card).
QR_MAX = 24.0
#: The smallest module (one square of the code), in mm.
MIN_MODULE = 0.4
#: The white margin around the code, in modules (the standard's four).
QUIET = 4
#: The longest address encoded (a LAN URL with its token is about 60 characters).
MAX_URL = 100
#: The label beside the code (in the card's language).
LABEL = N_("Scan for the referee at this table:")


@dataclass(frozen=True)
class QrMark:
    """An address and its QR code's modules (rows of booleans, no quiet zone)."""

    url: str
    label: str
    modules: tuple[tuple[bool, ...], ...]

    @property
    def count(self) -> int:
        return len(self.modules)


def check_url(url: str) -> str:
    """``url`` if it is a web address a phone can open, else the one message."""
    if len(url) > MAX_URL:
        raise KitgenError(
            _(
                "--qr is {n} characters long — give at most {most} (the address kitgen serve "
                "--lan printed)",
                n=len(url),
                most=MAX_URL,
            )
        )
    bad = any(ch.isspace() or unicodedata.category(ch).startswith("C") for ch in url)
    scheme, _sep, rest = url.partition("://")
    if bad or scheme.lower() not in ("http", "https") or not rest or not url.isascii():
        raise KitgenError(
            _(
                "--qr {url} is not a web address — give the address kitgen serve --lan "
                "printed (http://…)",
                url=cited(url, 60),
            )
        )
    return url


def qr_mark(url: str, lang: str) -> QrMark:
    """The QR code of ``url`` with its label in ``lang`` (English for a language kitgen
    has no messages in, such as a card text file's own)."""
    import segno

    code = segno.make(check_url(url), error="m", micro=False, boost_error=False)
    modules = tuple(tuple(bool(m) for m in row) for row in code.matrix)
    with use_language(lang if lang in languages() else "en"):
        label = _(LABEL)
    return QrMark(url, label, modules)


def qr_side(mark: QrMark, card_width: float) -> float:
    """The code's width on a card ``card_width`` mm wide, in mm."""
    side = max(QR_MIN, min(QR_MAX, card_width * 0.26))
    return max(side, mark.count * MIN_MODULE)


def qr_shapes(mark: QrMark, x: float, y: float, side: float) -> list[Shape]:
    """The dark modules of ``mark`` as rectangles in the square at (``x``, ``y``): one per
    run of dark modules in a row."""
    module = side / mark.count
    ink = Paint(fill=BLACK)
    shapes: list[Shape] = []
    for r, row in enumerate(mark.modules):
        c = 0
        while c < len(row):
            if not row[c]:
                c += 1
                continue
            start = c
            while c < len(row) and row[c]:
                c += 1
            width = (c - start) * module
            shapes.append(Rect(x + start * module, y + r * module, width, module, ink))
    return shapes


def _breaks(url: str, size: float, width: float) -> list[str]:
    """``url`` in lines of at most ``width`` mm, broken after ``/ ? & =`` where it can."""
    lines: list[str] = []
    rest = url
    while rest:
        n = 1
        while n < len(rest) and text_width(rest[: n + 1], size) <= width:
            n += 1
        if n < len(rest):
            soft = max(rest.rfind(ch, 0, n) for ch in "/?&=:")
            if soft >= n // 2:
                n = soft + 1
        lines.append(rest[:n])
        rest = rest[n:]
    return lines


def _words(text: str, size: float, width: float, font: str) -> list[str]:
    lines: list[str] = []
    for word in text.split():
        if lines and text_width(lines[-1] + " " + word, size, font) <= width:
            lines[-1] += " " + word
        else:
            lines.append(word)
    return lines


@dataclass(frozen=True)
class QrPlaced:
    """The code and its words laid out on a side."""

    placed: tuple[Placed, ...]
    shapes: tuple[Shape, ...]


def place_qr(mark: QrMark, area: Box, side: float, size: float, what: str) -> QrPlaced:
    """The code at the bottom left of ``area`` (which holds its quiet zone above and below)
    and its label and address to its right, top-aligned, in type ``size`` mm."""
    quiet = QUIET * side / mark.count
    x, y = area.x, area.bottom - quiet - side
    words = Box(x + side + quiet, y, area.right - x - side - quiet, side)
    lines: list[tuple[str, FontName]] = [
        *((line, "bold") for line in _words(mark.label, size, words.width, "bold")),
        *((line, "regular") for line in _breaks(mark.url, size, words.width)),
    ]
    lead = size * 1.25
    if len(lines) * lead > words.height + 1e-9:
        # Messages of their own, alike in shape to the card's other boxes' (``duplicates``
        # pairs them, in ``card.py``): what does not fit beside the code, with its sizes.
        named = cited(p_("card box", "QR code"))
        raise Overflow(
            _(
                "{what}: box {box} — the address does not fit beside its code",
                what=what,
                box=named,
            )
        )
    placed = []
    for n, (line, font) in enumerate(lines):
        baseline = words.y + ASCENT * size + n * lead
        if text_width(line, size, font) > words.width + 1e-9:
            named = cited(p_("card box", "QR code"))
            raise Overflow(
                _(
                    "{what}: box {box} — {line} is wider than {width} mm",
                    what=what,
                    box=named,
                    line=cited(line),
                    width=decimal(words.width, 1),
                )
            )
        text = Text(words.x, baseline, line, size, fill=BLACK, font=font)
        placed.append(Placed(text, words, "qr"))
    return QrPlaced(tuple(placed), tuple(qr_shapes(mark, x, y, side)))

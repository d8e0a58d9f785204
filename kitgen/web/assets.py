"""The pages' own script, style and fonts: served by kitgen itself, never from a CDN.

Each file is read once, kept with its gzip form and a content hash; the pages name it with
``?v=HASH`` so a phone caches it for a day and still gets a new one after an update. The
fonts are kitgen's DejaVu Sans, cut down (fontTools) to the letters the pages use, in two
parts a browser fetches only when a page needs them (``unicode-range``).
"""

from __future__ import annotations

import gzip
import hashlib
import io
from dataclasses import dataclass
from functools import cache
from pathlib import Path

STATIC = Path(__file__).resolve().parent / "static"
FONTS = Path(__file__).resolve().parents[1] / "fonts"

TYPES = {
    ".js": "text/javascript; charset=utf-8",
    ".css": "text/css; charset=utf-8",
    ".ttf": "font/ttf",
    ".png": "image/png",
    ".svg": "image/svg+xml",
}

#: The fonts the style sheet names: file -> (font file, the characters kept).
_LATIN = "".join(chr(c) for c in range(0x20, 0x7F)) + "×÷−★–—…‘’“”•·✓✗←→↑↓⌫«»°"
_MORE = "".join(chr(c) for c in [*range(0xA0, 0x180), *range(0x400, 0x460)])
FONT_PARTS = {
    "sans-latin.ttf": ("DejaVuSans.ttf", _LATIN),
    "sans-more.ttf": ("DejaVuSans.ttf", _MORE),
    "sans-bold-latin.ttf": ("DejaVuSans-Bold.ttf", _LATIN),
}


@dataclass(frozen=True)
class Asset:
    body: bytes
    gzipped: bytes
    kind: str
    version: str


def _asset(body: bytes, kind: str) -> Asset:
    version = hashlib.sha256(body).hexdigest()[:12]
    return Asset(body, gzip.compress(body, 9, mtime=0), kind, version)


@cache
def static(name: str) -> Asset | None:
    """The static file ``name`` (one of the files shipped in ``static/``), or None."""
    shipped = {p.name: p for p in STATIC.iterdir() if p.is_file()}
    path = shipped.get(name)
    if path is None:
        return None
    return _asset(path.read_bytes(), TYPES.get(path.suffix, "application/octet-stream"))


@cache
def font(name: str) -> Asset | None:
    """The font part ``name`` (:data:`FONT_PARTS`), cut down on first use, or None."""
    part = FONT_PARTS.get(name)
    if part is None:
        return None
    from fontTools import subset
    from fontTools.ttLib import TTFont

    source, text = part
    face = TTFont(FONTS / source)
    options = subset.Options()
    options.hinting = False
    options.desubroutinize = True
    options.drop_tables += ["FFTM"]
    cutter = subset.Subsetter(options)
    cutter.populate(text=text)
    cutter.subset(face)
    buffer = io.BytesIO()
    face.save(buffer)
    return _asset(buffer.getvalue(), "font/ttf")


def version(name: str) -> str:
    """The content hash a page puts after a static file's name."""
    found = static(name)
    return found.version if found else "0"

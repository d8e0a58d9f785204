"""PNG previews: a page drawn by the SVG backend in preview mode, rasterised by cairosvg.

cairosvg needs the system cairo library. When it is missing, importing cairosvg raises
``OSError``; we turn that into a ``KitgenError`` that names the package to install, and
print commands still write their PDFs (``kitgen.maker.output.Output`` draws the previews last).
"""

from __future__ import annotations

import contextlib
import signal
import threading
from collections.abc import Callable, Iterator
from pathlib import Path

from kitgen.core.errors import KitgenError
from kitgen.core.messages import _
from kitgen.core.units import MM_PER_INCH
from kitgen.maker.scene import Page

DEFAULT_DPI = 100.0
#: The widest or tallest preview cairo can draw, in pixels.
MAX_PIXELS = 16384
CAIRO_HINT = (
    "PNG previews need the cairo library, and every PDF, SVG and laser file was written "
    "without it: install it and run again — Debian/Ubuntu: sudo apt-get install libcairo2; "
    "Fedora: sudo dnf install cairo; macOS (Homebrew): brew install cairo; Windows: install "
    "the GTK 3 runtime (github.com/tschoonj/GTK-for-Windows-Runtime-Environment-Installer) "
    "and add its bin folder to PATH, or run kitgen in WSL (see kitgen's troubleshooting page)"
)


class CairoMissing(KitgenError):
    """The system cairo library is not installed: previews cannot be drawn."""


def pixel_size(page: Page, dpi: float) -> tuple[int, int]:
    """The page's size in pixels at ``dpi`` (A4 at 100 dpi: 827 x 1169)."""
    return (
        max(1, round(page.width / MM_PER_INCH * dpi)),
        max(1, round(page.height / MM_PER_INCH * dpi)),
    )


def _svg2png() -> Callable[..., bytes]:
    try:
        import cairosvg
    except OSError as err:  # cairocffi found no libcairo
        raise CairoMissing(f"{CAIRO_HINT} ({err})") from None
    convert: Callable[..., bytes] = cairosvg.svg2png
    return convert


def check_dpi(dpi: float) -> float:
    if not 10 <= dpi <= 1200:
        raise KitgenError(
            _(
                "--dpi {dpi} is out of range — give 10 to 1200 (100 is plenty for a preview)",
                dpi=f"{dpi:g}",
            )
        )
    return dpi


def render_png(page: Page, dpi: float = DEFAULT_DPI, background: bool = True) -> bytes:
    """The page as PNG bytes at ``dpi``, print artwork in colour, laser lines as in a preview;
    ``background=False``: on a transparent background, the resolution written in the file
    (its ``pHYs`` chunk), for an image another program sizes from it (Design Space)."""
    from kitgen.maker.render.svg import render_svg

    check_dpi(dpi)
    width, height = pixel_size(page, dpi)
    if max(width, height) > MAX_PIXELS:
        raise KitgenError(
            _(
                "a preview of this {width} × {height} mm page at {dpi} dpi would be "
                "{width2} × {height2} pixels, more than {MAX_PIXELS} a side — lower "
                "--dpi to {value} or less",
                width=f"{page.width:g}",
                height=f"{page.height:g}",
                dpi=f"{dpi:g}",
                width2=width,
                height2=height,
                MAX_PIXELS=MAX_PIXELS,
                value=int(MAX_PIXELS * MM_PER_INCH / max(page.width, page.height)),
            )
        )
    svg2png = _svg2png()
    svg = render_svg(page, mode="preview", background=background)
    with interrupts_deferred():  # Ctrl-C inside cairo's callbacks would become a cairo error
        png: bytes = svg2png(bytestring=svg, output_width=width, output_height=height)
    return png if background else with_resolution(png, dpi)


def with_resolution(png: bytes, dpi: float) -> bytes:
    """``png`` with a ``pHYs`` chunk saying ``dpi`` (in pixels per metre, as PNG keeps it)
    right after its header chunk, replacing any it had."""
    import struct
    import zlib

    signature, rest = png[:8], png[8:]
    chunks: list[bytes] = []
    while rest:
        length = struct.unpack(">I", rest[:4])[0]
        chunk, rest = rest[: 12 + length], rest[12 + length :]
        if chunk[4:8] != b"pHYs":
            chunks.append(chunk)
    per_metre = round(dpi / MM_PER_INCH * 1000)
    body = b"pHYs" + struct.pack(">IIB", per_metre, per_metre, 1)
    phys = struct.pack(">I", 9) + body + struct.pack(">I", zlib.crc32(body) & 0xFFFFFFFF)
    return signature + chunks[0] + phys + b"".join(chunks[1:])


@contextlib.contextmanager
def interrupts_deferred() -> Iterator[None]:
    """Hold Ctrl-C until the block ends, then raise ``KeyboardInterrupt`` as usual."""
    if threading.current_thread() is not threading.main_thread():
        yield
        return
    caught: list[int] = []
    previous = signal.signal(signal.SIGINT, lambda number, frame: caught.append(number))
    try:
        yield
    finally:
        signal.signal(signal.SIGINT, previous)
    if caught:
        raise KeyboardInterrupt


def preview_paths(base_path: Path, pages: int) -> list[Path]:
    """``out/x.pdf`` -> ``out/x.png`` for one page, ``out/x-p1.png``, ``-p2``... for more."""
    base = Path(base_path)
    stem = base.with_suffix("") if base.suffix in (".pdf", ".svg", ".png") else base
    if pages == 1:
        return [stem.with_name(stem.name + ".png")]
    return [stem.with_name(f"{stem.name}-p{i}.png") for i in range(1, pages + 1)]

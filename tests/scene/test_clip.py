"""``Group.clip``: both backends show only what lies inside the clip rectangle.

A 100 x 80 mm page holds a group moved by (10, 20) whose item is a black 60 x 40 mm rectangle
at (0, 0), clipped to (15, 5, 20, 10) in the group's own coordinates. On the page the black
must cover x 25 .. 45 mm and y 25 .. 35 mm and nothing else. Both the PDF (rasterised by
pdfium) and the SVG preview (rasterised by cairo) are read pixel by pixel at 10 px per mm.
"""

from __future__ import annotations

import numpy as np
import pypdfium2
import pytest

from kitgen.maker.render.pdf import render_pdf
from kitgen.maker.render.png import render_png
from kitgen.maker.scene import Document, Group, Page, Paint, Rect

PX_PER_MM = 10
DPI = PX_PER_MM * 25.4


def page(rotate: int = 0) -> Page:
    box = Group(
        (Rect(0, 0, 60, 40, Paint(fill="#000000")),),
        dx=10,
        dy=20,
        clip=(15, 5, 20, 10),
        rotate=rotate,
    )
    return Page(100, 80, (Rect(0, 0, 100, 80, Paint(fill="#FFFFFF")), box))


def black_box(pixels: np.ndarray) -> tuple[float, float, float, float]:
    """The box (mm) of the dark pixels."""
    grey = pixels[:, :, :3].mean(axis=2)
    ys, xs = np.nonzero(grey < 128)
    return (
        xs.min() / PX_PER_MM,
        ys.min() / PX_PER_MM,
        (xs.max() + 1) / PX_PER_MM,
        (ys.max() + 1) / PX_PER_MM,
    )


def pdf_pixels(scene: Page) -> np.ndarray:
    doc = pypdfium2.PdfDocument(render_pdf(Document("clip", (scene,))))
    return np.asarray(doc[0].render(scale=DPI / 72).to_pil().convert("RGB"))


def png_pixels(scene: Page) -> np.ndarray:
    import io

    from PIL import Image

    return np.asarray(Image.open(io.BytesIO(render_png(scene, DPI))).convert("RGB"))


@pytest.mark.parametrize("pixels", [pdf_pixels, png_pixels], ids=["pdf", "svg"])
def test_clip_shows_only_the_window(pixels):
    assert black_box(pixels(page())) == pytest.approx((25, 25, 45, 35), abs=0.11)


@pytest.mark.parametrize("pixels", [pdf_pixels, png_pixels], ids=["pdf", "svg"])
def test_clip_turns_with_the_group(pixels):
    # turned 90 then moved by (10, 20): (x, y) -> (10 - y, 20 + x), so the clip
    # (x 15 .. 35, y 5 .. 15) lands on x 10 - 15 .. 10 - 5 = -5 .. 5 (half off the page),
    # y 20 + 15 .. 20 + 35 = 35 .. 55
    scene = page(rotate=90)
    grey = pixels(scene)[:, :, :3].mean(axis=2)
    ys, xs = np.nonzero(grey < 128)
    assert xs.min() == 0 and (xs.max() + 1) / PX_PER_MM == pytest.approx(5, abs=0.11)
    assert (ys.min() / PX_PER_MM, (ys.max() + 1) / PX_PER_MM) == pytest.approx((35, 55), abs=0.11)


def test_a_clip_needs_an_area():
    with pytest.raises(ValueError, match="clip"):
        Group((), clip=(0, 0, 0, 10))

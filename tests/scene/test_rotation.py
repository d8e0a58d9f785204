"""Quarter turns (``Group.rotate``): the scene's convention, and both backends drawing it.

The same scene — a group holding a 20 x 10 mm rectangle and the text "AB" — is drawn turned
0, 90, 180 and 270 degrees by the PDF backend (measured with pdfplumber) and by the SVG
backend (measured with svgelements, transforms applied), and every position is compared with
coordinates worked out by hand from the convention in ``kitgen.maker.scene.Group``:

    rotate 0:   (x, y) -> (dx + x, dy + y)        rotate 180: (x, y) -> (dx - x, dy - y)
    rotate 90:  (x, y) -> (dx - y, dy + x)        rotate 270: (x, y) -> (dx + y, dy - x)

with dx = 50, dy = 30 on a 100 x 80 mm page.
"""

from __future__ import annotations

import io
from pathlib import Path

import pdfplumber
import pytest
import svgelements

from kitgen.maker.laser import cut_length
from kitgen.maker.render.pdf import render_pdf
from kitgen.maker.render.svg import render_svg
from kitgen.maker.scene import Document, Group, Page, Paint, Rect, Text, Use, walk

MM_PER_PT = 25.4 / 72
RED = "#FF0000"
PAGE_W, PAGE_H = 100.0, 80.0

# The rectangle (0, 0)-(20, 10) turned and moved: its box on the page, (x0, y0, x1, y1).
RECT_BOX = {
    0: (50.0, 30.0, 70.0, 40.0),
    90: (40.0, 30.0, 50.0, 50.0),  # x: 50 - 10 .. 50 - 0; y: 30 + 0 .. 30 + 20
    180: (30.0, 20.0, 50.0, 30.0),  # x: 50 - 20 .. 50; y: 30 - 10 .. 30
    270: (50.0, 10.0, 60.0, 30.0),  # x: 50 + 0 .. 50 + 10; y: 30 - 20 .. 30
}

# "AB" at 5 mm from (2, 8), DejaVu Sans (2048 units an em, so 1 unit = 5/2048 mm):
# A advances 1401 units = 3.4204 mm. Where each letter's baseline starts on the page, and
# which way the text runs (a unit vector, y down):
A_START = {0: (52.0, 38.0), 90: (42.0, 32.0), 180: (48.0, 22.0), 270: (58.0, 28.0)}
RUNS = {0: (1, 0), 90: (0, 1), 180: (-1, 0), 270: (0, -1)}
B_START = {  # A's start + 3.4204 along the run
    0: (55.4204, 38.0),
    90: (42.0, 35.4204),
    180: (44.5796, 22.0),
    270: (58.0, 24.5796),
}
# The ink of "AB": A's outline starts 16 units in (0.0391 mm), B's ends at 1401 + 1260 =
# 2661 units (6.4966 mm); both stand on the baseline and rise 1493 units (3.6450 mm). Local
# ink box x 2.0391 .. 8.4966, y 8 - 3.6450 .. 8 = 4.3550 .. 8, turned and moved:
INK_BOX = {
    0: (52.0391, 34.3550, 58.4966, 38.0),
    90: (42.0, 32.0391, 45.6450, 38.4966),  # x = 50 - y: 42 .. 45.645; y = 30 + x
    180: (41.5034, 22.0, 47.9609, 25.6450),  # x = 50 - x: 41.5034 .. 47.9609; y = 30 - y
    270: (54.3550, 21.5034, 58.0, 27.9609),  # x = 50 + y; y = 30 - x: 21.5034 .. 27.9609
}

TURNS = (0, 90, 180, 270)


def scene(turn: int) -> Page:
    group = Group(
        (Rect(0.0, 0.0, 20.0, 10.0, Paint(fill=RED)), Text(2.0, 8.0, "AB", 5.0)),
        dx=50.0,
        dy=30.0,
        rotate=turn,
    )
    return Page(PAGE_W, PAGE_H, (group,))


@pytest.mark.parametrize("turn", TURNS)
def test_the_pdf_backend_turns_a_group_as_the_scene_says(turn: int):
    data = render_pdf(Document("rotation", (scene(turn),)))
    with pdfplumber.open(io.BytesIO(data)) as pdf:
        page = pdf.pages[0]
        (box,) = [
            (o["x0"], o["top"], o["x1"], o["bottom"])
            for o in [*page.rects, *page.curves]
            if tuple(o["non_stroking_color"] or ()) == (1, 0, 0)
        ]
        assert tuple(v * MM_PER_PT for v in box) == pytest.approx(RECT_BOX[turn], abs=0.01)
        chars = {c["text"]: c for c in page.chars}
    for letter, want in (("A", A_START[turn]), ("B", B_START[turn])):
        a, b, _c, _d, e, f = chars[letter]["matrix"]
        start = (e * MM_PER_PT, PAGE_H - f * MM_PER_PT)  # PDF y is up
        assert start == pytest.approx(want, abs=0.01)
        size = (a * a + b * b) ** 0.5
        assert (a / size, -b / size) == pytest.approx(RUNS[turn], abs=1e-9)


def _svg_boxes(turn: int, tmp_path: Path) -> dict[str, tuple[float, ...]]:
    path = tmp_path / f"turn-{turn}.svg"
    path.write_bytes(render_svg(scene(turn), "preview"))
    svg = svgelements.SVG.parse(str(path), reify=True, ppi=25.4)
    boxes: dict[str, tuple[float, ...]] = {}
    for el in svg.elements():
        if isinstance(el, svgelements.Rect) and el.fill.hex.upper() == RED:
            boxes["rect"] = tuple(el.bbox())
        elif isinstance(el, svgelements.Path):
            boxes["text"] = tuple(el.bbox())
    return boxes


@pytest.mark.parametrize("turn", TURNS)
def test_the_svg_backend_turns_a_group_as_the_scene_says(turn: int, tmp_path: Path):
    boxes = _svg_boxes(turn, tmp_path)
    assert boxes["rect"] == pytest.approx(RECT_BOX[turn], abs=0.01)
    assert boxes["text"] == pytest.approx(INK_BOX[turn], abs=0.01)


def test_the_svg_transform_is_translate_then_rotate():
    svg = render_svg(scene(90), "preview").decode()
    assert 'transform="translate(50,30) rotate(90)"' in svg
    assert "rotate(" not in render_svg(scene(0), "preview").decode()


def test_walk_gives_each_leaf_its_transform_to_the_page():
    # A point (1, 0) inside two nested 90-degree groups: the inner group (dx 5) takes it to
    # (5 - 0, 0 + 1) = (5, 1), the outer (dx 10) to (10 - 1, 0 + 5) = (9, 5).
    rect = Rect(1.0, 0.0, 2.0, 2.0, Paint())
    inner = Group((rect,), dx=5.0, rotate=90)
    outer = Group((inner,), dx=10.0, rotate=90)
    ((shape, t),) = list(walk((outer,)))
    assert shape is rect
    assert t.apply(1.0, 0.0) == (9.0, 5.0)
    # A symbol used at (3, 4) inside a group turned 270 about (20, 20): the symbol's point
    # (1, 0) is (4, 4) in the group, then (20 + 4, 20 - 4) = (24, 16).
    turned = Group((Use("s", 3.0, 4.0),), dx=20.0, dy=20.0, rotate=270)
    ((_, t),) = list(walk((turned,), {"s": (rect,)}))
    assert t.apply(1.0, 0.0) == (24.0, 16.0)


def test_a_turn_keeps_the_cut_length():
    # A 20 x 10 cut rectangle is 60 mm of cut whichever way it is turned.
    for turn in TURNS:
        rect = Rect(0.0, 0.0, 20.0, 10.0, Paint(stroke=RED, stroke_width=0.1), role="cut")
        page = Page(PAGE_W, PAGE_H, (Group((rect,), 50.0, 30.0, rotate=turn),))
        assert cut_length(page) == pytest.approx(60.0)


@pytest.mark.parametrize("turn", [45, -90, 360, 1])
def test_only_quarter_turns_are_allowed(turn: int):
    with pytest.raises(ValueError, match="0, 90, 180, 270"):
        Group((), rotate=turn)

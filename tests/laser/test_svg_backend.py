"""The SVG backend on small hand-made scenes: modes, layers, faces, text as outlines."""

from __future__ import annotations

import xml.etree.ElementTree as ET

import pytest
from fontTools.ttLib import TTFont

from kitgen.maker.render.fonts import font_path
from kitgen.maker.render.glyphs import text_path
from kitgen.maker.render.svg import render_svg
from kitgen.maker.scene import Circle, Group, Line, Page, Paint, Rect, Text, Use

NS = "{http://www.w3.org/2000/svg}"
RED = Paint(stroke="#FF0000", stroke_width=0.25)


def scene() -> Page:
    art = (Text(5, 8, "AND", 4, role="engrave"),)
    return Page(
        100,
        50,
        (
            Rect(0, 0, 100, 50, Paint(fill="#ABCDEF")),  # print only
            Use("face", 10, 10, face="AND"),
            Use("face", 30, 10, face="AND"),
            Group((), 50, 10, face="blank"),
            Group((Rect(0, 0, 10, 10, RED, role="cut"),), 10, 10),
            Group((Circle(5, 5, 2, RED, role="cut-inner"),), 10, 10),
            Line(0, 40, 100, 40, Paint(stroke="#123456", stroke_width=0.3), role="score"),
            Circle(80, 30, 4, Paint(fill="#222222"), role="engrave"),
        ),
        {"face": art},
        label="test sheet",
    )


def parse(data: bytes) -> ET.Element:
    return ET.fromstring(data)


def test_laser_mode_layers_colours_and_no_print():
    svg = parse(render_svg(scene(), "laser"))
    assert (svg.get("width"), svg.get("height"), svg.get("viewBox")) == (
        "100mm", "50mm", "0 0 100 50")  # fmt: skip
    layers = [g for g in svg.findall(f"{NS}g")]
    labels = [g.get("{http://www.inkscape.org/namespaces/inkscape}label") for g in layers]
    assert labels == ["engrave", "score", "cut-inner", "cut-outer"]
    assert all(
        g.get("{http://www.inkscape.org/namespaces/inkscape}groupmode") == "layer" for g in layers
    )
    engrave, score, inner, cut = layers
    assert [e.get("stroke") for e in cut.iter(f"{NS}rect")] == ["#FF0000"]
    assert [e.get("stroke") for e in inner.iter(f"{NS}circle")] == ["#A00000"]
    assert [e.get("stroke-width") for e in inner.iter(f"{NS}circle")] == ["0.01"]
    assert [e.tag for e in cut.iter() if e.tag != f"{NS}g"] == [f"{NS}rect"]
    assert [e.get("stroke-width") for e in cut.iter(f"{NS}rect")] == ["0.01"]
    assert [e.get("stroke") for e in score.iter(f"{NS}line")] == ["#0000FF"]
    assert {e.get("fill") for e in engrave.iter() if e.tag in (f"{NS}path", f"{NS}circle")} == {
        "#000000"}  # fmt: skip
    assert "#ABCDEF" not in render_svg(scene(), "laser").decode()  # the print shape is left out
    faces = [g.get("data-face") for g in svg.iter(f"{NS}g") if g.get("data-face")]
    assert faces == ["AND", "AND", "blank"]  # each piece once, blank included


def test_preview_mode_keeps_paint_and_order():
    text = render_svg(scene(), "preview").decode()
    assert "#ABCDEF" in text and "#123456" in text and 'stroke-width="0.25"' in text
    assert "<text" not in text
    svg = parse(text.encode())
    assert [g.get("data-face") for g in svg.iter(f"{NS}g") if g.get("data-face")] == [
        "AND", "AND", "blank"]  # fmt: skip


def test_output_is_deterministic():
    assert render_svg(scene(), "laser") == render_svg(scene(), "laser")
    assert render_svg(scene(), "preview") == render_svg(scene(), "preview")


def test_engraving_a_line_is_refused():
    page = Page(
        10, 10, (Line(0, 0, 5, 5, Paint(stroke="#000000", stroke_width=0.1), role="engrave"),)
    )
    with pytest.raises(ValueError, match="score"):
        render_svg(page, "laser")


def _bounds(path_data: str) -> tuple[float, float, float, float]:
    numbers = [float(t) for t in path_data.split() if t not in "MLQCZ"]
    xs, ys = numbers[0::2], numbers[1::2]
    return min(xs), min(ys), max(xs), max(ys)


@pytest.mark.parametrize("anchor", ["start", "middle", "end"])
def test_glyph_outline_is_placed_and_scaled_like_the_font(anchor):
    # "H" in DejaVu Sans, read straight from the font's glyf table and hmtx: at size 10 mm
    # (2048 units per em) the outline spans xMin..xMax, yMin..yMax scaled by 10 / 2048.
    font = TTFont(str(font_path("regular")))
    glyph = font["glyf"]["H"]
    advance = font["hmtx"]["H"][0]
    scale = 10 / font["head"].unitsPerEm
    start = {"start": 50.0, "middle": 50.0 - advance * scale / 2, "end": 50.0 - advance * scale}
    x0, y0, x1, y1 = _bounds(text_path("H", 50, 20, 10, "regular", anchor))
    assert x0 == pytest.approx(start[anchor] + glyph.xMin * scale, abs=1e-3)
    assert x1 == pytest.approx(start[anchor] + glyph.xMax * scale, abs=1e-3)
    assert y0 == pytest.approx(20 - glyph.yMax * scale, abs=1e-3)  # y grows down
    assert y1 == pytest.approx(20 - glyph.yMin * scale, abs=1e-3)


def test_glyph_outlines_are_computed_once():
    from kitgen.maker.render.glyphs import glyph_outline

    glyph_outline.cache_clear()
    text_path("0101 AND 0101", 0, 0, 5, "bold")
    info = glyph_outline.cache_info()
    # 13 characters, 6 different ones ("0", "1", " ", "A", "N", "D"): 6 reads, 7 reuses
    assert info.misses == len(set("0101 AND 0101")) == 6
    assert info.hits == 13 - 6


def test_svgwrite_validator_is_on_in_the_tests():
    # tests/conftest.py turns svgwrite's debug mode on: a colour SVG does not know is refused
    page = Page(10, 10, (Rect(0, 0, 5, 5, Paint(fill="#12345")),))
    with pytest.raises(TypeError, match="'#12345' is not a valid value for attribute 'fill'"):
        render_svg(page, "preview")


def test_path_data_is_checked_by_the_validator_every_time():
    # tests/conftest.py keeps the validator's verdict on each path's data: a path it refuses
    # is refused again, and a good one checked before lets no bad one by
    import svgwrite

    drawing = svgwrite.Drawing(profile="full", debug=True)
    good, bad = "M 0 0 L 1 1 Z", "M 0 0 L 1 x Z"
    for _ in range(2):
        drawing.path(d=good).tostring()
        with pytest.raises(TypeError, match=f"'{bad}' is not a valid value for attribute 'd'"):
            drawing.path(d=bad).tostring()


def test_real_sheets_are_byte_identical_between_runs(kitgen, tmp_path):
    for out in ("a", "b"):
        result = kitgen("board", "icecream", "--laser", "--out", tmp_path / out)
        assert result.code == 0, result.err
    names = sorted(p.name for p in (tmp_path / "a").glob("*.svg"))
    assert len(names) == 3
    for name in names:
        assert (tmp_path / "a" / name).read_bytes() == (tmp_path / "b" / name).read_bytes()
